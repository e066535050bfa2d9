// Search text normalisation, shared by the stored search documents and the shopper's query so both
// sides are always compared in the same form. Pure TypeScript: PGlite and Postgres see only the result.
// What a query means beyond its words (Latin forms, shopper words, nominals) is in terms.ts.
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

/** The longest search text the API accepts, in characters (docs/product/validation.md, docs/product/limits.md). */
export const SEARCH_MAX_LENGTH = 68;

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
