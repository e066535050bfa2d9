// Search text normalisation, shared by the stored search documents and the shopper's query so both
// sides are always compared in the same form. Pure TypeScript: PGlite and Postgres see only the result.
//
// - NFKD splits letters from their accents (and folds compatibility forms: full-width digits, ligatures);
// - the combining diacritical marks (U+0300-U+036F) are dropped: "Cartão" -> "cartao", "ё" -> "е",
//   "й" -> "и"; the Devanagari nukta (U+093C) too, since shoppers often type "फ" for "फ़";
// - every other mark stays: Devanagari vowel signs and the virama are part of the word ("गिफ्ट");
// - format characters (zero-width joiners, soft hyphens) are dropped, so they never split a word;
// - control, private-use and unassigned characters become spaces (a NUL could not even reach Postgres);
// - lower case (locale independent), runs of white space collapsed, ends trimmed.

const DIACRITICS = /[\u0300-\u036f\u093c]/g;
const FORMAT = /\p{Cf}/gu;
const BLANK = /[\p{Cc}\p{Co}\p{Cn}\p{Cs}\s]+/gu;
/** A word: letters, digits and the marks that belong to them (Devanagari vowel signs). */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The longest search text the API accepts, in characters (SPEC.md §5, §9). */
export const SEARCH_MAX_LENGTH = 68;
/** Words of a query beyond this many are ignored (a 68-character text has at most 34). */
const MAX_QUERY_WORDS = 16;

export function normalizeSearchText(text: string): string {
  // Lower-casing can itself produce a combining mark ("İ" -> "i" + U+0307), hence NFKD after it.
  return text
    .normalize('NFKD')
    .toLowerCase()
    .normalize('NFKD')
    .replace(DIACRITICS, '')
    .replace(FORMAT, '')
    .replace(BLANK, ' ')
    .trim();
}

/** The distinct words of a normalised text, in order of first appearance. */
export function searchWords(normalized: string): string[] {
  return [...new Set(normalized.match(WORD) ?? [])];
}

/** An article without its separators: "STM-BR-050" -> "stmbr050", so "stmbr" finds it too. */
export function compactKey(normalized: string): string {
  return (normalized.match(WORD) ?? []).join('');
}

/** Separates the names of one product in product_search.names; normalised text never holds it. */
export const NAME_BREAK = '\n';

const quoteLexeme = (word: string) => `'${word.replace(/['\\]/g, (c) => `\\${c}`)}'`;

/**
 * A tsquery that requires every word, as a word prefix (`'cartao':* & 'steam':*`) or, with
 * `asPrefix` false, as a whole word. The words contain only letters, digits and marks, and quotes
 * and backslashes are escaped anyway, so no input can change the query's structure. Null when the
 * text has no word (only punctuation, say). A word with `alternatives` (typo corrections) matches
 * them too: `('netflx':* | 'netflix')`.
 */
export function wordsTsQuery(
  words: readonly string[],
  asPrefix = true,
  alternatives: ReadonlyMap<string, readonly string[]> = new Map(),
): string | null {
  const terms = words.slice(0, MAX_QUERY_WORDS).map((word) => {
    const term = `${quoteLexeme(word)}${asPrefix ? ':*' : ''}`;
    const others = alternatives.get(word) ?? [];
    return others.length === 0 ? term : `(${[term, ...others.map(quoteLexeme)].join(' | ')})`;
  });
  return terms.length > 0 ? terms.join(' & ') : null;
}

/** Escapes LIKE's wildcards (and its escape character) so the text matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Everything one search needs, computed once from the shopper's text. */
export interface SearchTerms {
  /** The normalised text. */
  text: string;
  /** The words of the text (at most 16 are used). */
  words: string[];
  /** strpos() needle in product_search.names: a name equal to the text. */
  exactName: string;
  /** strpos() needle in product_search.names: a name starting with the text. */
  namePrefix: string;
  /** Every word as a word prefix; null when the text has no word (only punctuation, say). */
  tsquery: string | null;
  /** Every word as a whole word: ranks "50" above "500" among word matches. */
  wholeWords: string | null;
  /** The text's words run together, compared with compact articles ("stmbr050"); null without words. */
  key: string | null;
  /** LIKE pattern: a compact article starting with the key. */
  keyPrefix: string | null;
  /** LIKE pattern: a compact article containing the key (keys of 3 characters or more). */
  keyContains: string | null;
}

export function searchTerms(raw: string): SearchTerms {
  const text = normalizeSearchText(raw);
  const words = searchWords(text).slice(0, MAX_QUERY_WORDS);
  const key = compactKey(text);
  return {
    text,
    words,
    exactName: `${NAME_BREAK}${text}${NAME_BREAK}`,
    namePrefix: `${NAME_BREAK}${text}`,
    tsquery: wordsTsQuery(words),
    wholeWords: wordsTsQuery(words, false),
    key: key || null,
    keyPrefix: key ? `${escapeLike(key)}%` : null,
    keyContains: [...key].length >= 3 ? `%${escapeLike(key)}%` : null,
  };
}

/** The terms with typo corrections: a word with alternatives also matches them. */
export function correctedTerms(terms: SearchTerms, alternatives: ReadonlyMap<string, readonly string[]>): SearchTerms {
  return { ...terms, tsquery: wordsTsQuery(terms.words, true, alternatives) };
}
