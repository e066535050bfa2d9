// When a query word that starts no word of the catalogue is taken for another word: its typo
// tolerance. Both sides are compared in Latin letters (transliterate.ts), so the rules hold across
// scripts. A word of at least MIN_SIMILAR_LENGTH letters is similar to a catalogue word when
//   - their sound keys are equal (stim/steam "stm", gugl/google "gl", plei/pley/play "pl"), or
//   - its sound key of three symbols or more starts the other's (pleist "plst" -> playstation), or
//   - from MIN_TYPO_LENGTH letters, deleting at most one letter from each makes them equal: one
//     letter wrong, missing, extra, or two swapped (netflx, netfix -> netflix; brazl -> brazil).
// queries.ts runs the same rules in SQL over search_words and search_word_variants; the in-memory
// form here serves the shopper words (shopper-words.ts), which are not in the catalogue.

export const MIN_SIMILAR_LENGTH = 3;
export const MIN_TYPO_LENGTH = 4;
/** Shorter sound keys only match whole: a prefix of two symbols would match far too much. */
export const MIN_SOUND_PREFIX = 3;
/** The sound key must say at least this much to match at all ("V" or "s" alone says nothing). */
export const MIN_SOUND_LENGTH = 2;

const LATIN = /^[a-z]+$/;

/** The word and every form of it with one letter deleted: what typo matching compares. */
export function typoVariants(latin: string): string[] {
  if (!LATIN.test(latin) || latin.length < MIN_TYPO_LENGTH) return [];
  const variants = new Set([latin]);
  for (let i = 0; i < latin.length; i++) variants.add(latin.slice(0, i) + latin.slice(i + 1));
  return [...variants];
}

/** Whether a query word (Latin form and sound key) is similar to a known word, by the rules above. */
export function isSimilar(
  query: { latin: string; sound: string | null },
  known: { latin: string; sound: string | null },
): boolean {
  if ([...query.latin].length < MIN_SIMILAR_LENGTH) return false;
  if (query.sound && known.sound && query.sound.length >= MIN_SOUND_LENGTH) {
    if (known.sound === query.sound) return true;
    if (query.sound.length >= MIN_SOUND_PREFIX && known.sound.startsWith(query.sound)) return true;
  }
  const mine = typoVariants(query.latin);
  if (mine.length === 0) return false;
  const theirs = new Set(typoVariants(known.latin));
  return mine.some((variant) => theirs.has(variant));
}
