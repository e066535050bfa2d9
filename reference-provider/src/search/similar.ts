// When a query word that starts no word of the catalogue is taken for another word: its typo
// tolerance. Both sides are compared in Latin letters (transliterate.ts), so the rules hold across
// scripts. A word of at least MIN_SIMILAR_LENGTH letters is similar to a catalogue word when
//   - their sound keys are equal (stim/steam "stm", gugl/google "Gl", plei/pley/play "pl"), or
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

/**
 * How close a similar word is, closest first: ranks the products found through the closest ones
 * first. search_similar_words (migration 012) answers the same numbers.
 */
export const Closeness = { sameSound: 0, oneTypo: 1, longerSound: 2 } as const;
export type Closeness = (typeof Closeness)[keyof typeof Closeness];

/**
 * How a query word (Latin form and sound key) is similar to a known word by the rules above, or
 * null when it is not.
 */
export function similarity(
  query: { latin: string; sound: string | null },
  known: { latin: string; sound: string | null },
): Closeness | null {
  if ([...query.latin].length < MIN_SIMILAR_LENGTH) return null;
  const sounds = query.sound !== null && known.sound !== null && query.sound.length >= MIN_SOUND_LENGTH;
  if (sounds && known.sound === query.sound) return Closeness.sameSound;
  const mine = typoVariants(query.latin);
  const theirs = new Set(typoVariants(known.latin));
  if (mine.some((variant) => theirs.has(variant))) return Closeness.oneTypo;
  if (sounds && query.sound!.length >= MIN_SOUND_PREFIX && known.sound!.startsWith(query.sound!)) return Closeness.longerSound;
  return null;
}
