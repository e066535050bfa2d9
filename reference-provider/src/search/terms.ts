// The shopper's text as search terms (API.md "Search"): each word with what else it may mean, and
// the tsqueries built from them.
//
// A word of the text is satisfied by a product when one of its names (any language) has a word that
//   - starts with it, or with its Latin form (transliterate.ts: "валор" -> "valor" -> Valorant);
//   - is one of its shopper meanings (shopper-words.ts: "psn" -> playstation; "lol" -> league and
//     legends), or, for a number or a unit, its nominal ("20" -> #20, "reais" or "R$" -> ¤brl);
//   - is one of its approximations (queries.ts: similar catalogue words, asked for only when the
//     text matches nothing as typed).
// Every word must be satisfied. Filler words (STOP_WORDS) are dropped when other words remain.
import { compactKey, NAME_BREAK, normalizeSearchText } from './normalize';
import { isUnitLexeme, isValueLexeme, STOP_WORDS, SYNONYMS, UNIT_SIGNS, UNIT_WORDS, unitLexeme, valueLexeme } from './shopper-words';
import { toLatin } from './transliterate';

/** Words of a query beyond this many are ignored (a 68-character text has at most 34). */
const MAX_QUERY_WORDS = 16;

export interface QueryWord {
  /** Lexemes the word matches as word prefixes: the word as typed and its Latin form ("стим", "stim"). */
  prefixes: string[];
  /** Whole lexemes that satisfy it too; each alternative is a set that must all be there. */
  means: string[][];
  /** The Latin form typo tolerance compares (letters only); null for numbers and units. */
  latin: string | null;
}

/** Everything one search needs, computed once from the shopper's text. */
export interface SearchTerms {
  /** The normalised text. */
  text: string;
  words: QueryWord[];
  /** strpos() needle in product_search.names: a name equal to the text. */
  exactName: string;
  /** strpos() needle in product_search.names: a name starting with the text. */
  namePrefix: string;
  /** Every word satisfied, as a prefix; null when the text has no word (only punctuation, say). */
  tsquery: string | null;
  /** Every word satisfied by a whole word: ranks "50" above "500" among word matches. */
  wholeWords: string | null;
  /** Every number and currency of the text is the nominal: ranks "500 RUB" above "1 500 RUB" for "500 рублей". */
  nominal: string | null;
  /** The text's words run together, compared with compact articles ("stmbr050"); null without words. */
  key: string | null;
  /** Whether an article may hold the key anywhere, not only at its start (keys of 3 characters or more). */
  keyInside: boolean;
}

/** Alternatives of some words, by index in SearchTerms.words: sets of lexemes like `means`. */
export type Alternatives = ReadonlyMap<number, readonly string[][]>;

/** A word's approximations (queries.ts): the closest kind found, and the looser ones. */
export interface Approximation {
  closest: string[][];
  further: string[][];
}

const escapeRegExp = (text: string) => text.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');
const LETTER_SIGNS = UNIT_SIGNS.filter(([sign]) => /\p{L}/u.test(sign)).map(([sign]) => escapeRegExp(sign));
const PLAIN_SIGNS = UNIT_SIGNS.filter(([sign]) => !/\p{L}/u.test(sign)).map(([sign]) => escapeRegExp(sign));
/** A unit sign ("r$" only as a word of its own), or a word: letters, digits and their marks. */
const TOKEN = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])(?:${LETTER_SIGNS.join('|')})|${PLAIN_SIGNS.join('|')}|[\\p{L}\\p{N}\\p{M}]+`, 'gu');
const SIGN_UNIT = new Map(UNIT_SIGNS);
const LETTER_SIGN = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])(?:${LETTER_SIGNS.join('|')})`, 'gu');
/** "1 000", "1.000", "1,000": a number written with thousands separators, read as one number. */
const GROUPED_NUMBER = /(?<![\p{N}.,])[1-9]\d{0,2}(?:[ .,]\d{3})+(?![\p{N}]|[.,]\d)/gu;
/** A nominal value as typed: no leading zero ("050" is part of an article, not fifty). */
const VALUE = /^[1-9]\d{0,8}$/;
/** "20usd", "500р", "usd20": a value and a unit written together. */
const GLUED = /^(?:(\d+)(\p{L}[\p{L}\p{M}]*)|(\p{L}[\p{L}\p{M}]*)(\d+))$/u;

function unitWord(word: string, unit: string): QueryWord {
  return { prefixes: [...new Set([word, toLatin(word)])], means: [[unitLexeme(unit)]], latin: null };
}

function plainWord(word: string): QueryWord {
  if (/^\d+$/.test(word)) return { prefixes: [word], means: VALUE.test(word) ? [[valueLexeme(Number(word))]] : [], latin: null };
  const latin = toLatin(word);
  const unit = UNIT_WORDS.get(word);
  if (unit) return unitWord(word, unit);
  const synonyms = SYNONYMS.get(latin) ?? [];
  return { prefixes: [...new Set([word, latin])], means: synonyms.map((set) => [...set]), latin: /^[a-z]+$/.test(latin) ? latin : null };
}

/** The words of a normalised text with what each may mean, filler words dropped. */
export function queryWords(text: string): QueryWord[] {
  const tokens = [...new Set(text.replace(GROUPED_NUMBER, (n) => n.replace(/[ .,]/g, '')).match(TOKEN) ?? [])];
  const words: QueryWord[] = [];
  tokens.forEach((token, index) => {
    const sign = SIGN_UNIT.get(token);
    if (sign) {
      words.push({ prefixes: [], means: [[unitLexeme(sign)]], latin: null });
      return;
    }
    const glued = GLUED.exec(token);
    const gluedUnit = glued ? UNIT_WORDS.get(glued[2] ?? glued[3]!) : undefined;
    if (glued && gluedUnit) {
      words.push(plainWord(glued[1] ?? glued[4]!), unitWord(glued[2] ?? glued[3]!, gluedUnit));
      return;
    }
    const last = index === tokens.length - 1;
    const filler = STOP_WORDS.has(token) && tokens.length > 1 && !(last && [...token].length === 1);
    if (!filler) words.push(plainWord(token));
  });
  // Only filler words: search them as words after all.
  if (words.length === 0 && tokens.length > 0) return tokens.slice(0, MAX_QUERY_WORDS).map(plainWord);
  return words.slice(0, MAX_QUERY_WORDS);
}

/** A lexeme quoted for tsquery input: quotes and backslashes escaped, so no text changes the query's structure. */
const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/['\\]/g, (c) => `\\${c}`)}'`;

const allOf = (set: readonly string[]) => (set.length === 1 ? quoteLexeme(set[0]!) : `(${set.map(quoteLexeme).join(' & ')})`);

/**
 * A tsquery satisfied when every word is: `('стим':* | 'stim':* | 'steam') & ('20':* | '#20')`.
 * With `asPrefix` false the typed forms must be whole words. Null when there is no word.
 */
export function wordsTsQuery(words: readonly QueryWord[], asPrefix = true, alternatives: Alternatives = new Map()): string | null {
  const groups = words.map((word, index) => {
    const terms = [
      ...word.prefixes.map((lexeme) => `${quoteLexeme(lexeme)}${asPrefix ? ':*' : ''}`),
      ...[...word.means, ...(alternatives.get(index) ?? [])].map(allOf),
    ];
    return terms.length === 1 ? terms[0]! : `(${[...new Set(terms)].join(' | ')})`;
  });
  return groups.length > 0 ? groups.join(' & ') : null;
}

/**
 * A tsquery of the nominal the text names: its values and currencies ('#500' & '¤rub'), or null when
 * it names neither. A unit typed alone counts too, so "1 000 ₽" ranks the rouble cards first among
 * the articles holding "1000", whose match ignores the sign.
 */
function nominalTsQuery(words: readonly QueryWord[]): string | null {
  const lexemes = [...new Set(words.flatMap((word) => word.means.flat().filter((lexeme) => isValueLexeme(lexeme) || isUnitLexeme(lexeme))))];
  return lexemes.length > 0 ? lexemes.map(quoteLexeme).join(' & ') : null;
}

export function searchTerms(raw: string): SearchTerms {
  const text = normalizeSearchText(raw);
  const words = queryWords(text);
  // Articles are letters and digits: a unit sign's letters ("r" of "R$") are not part of one.
  const key = compactKey(text.replace(LETTER_SIGN, ' '));
  return {
    text,
    words,
    exactName: `${NAME_BREAK}${text}${NAME_BREAK}`,
    namePrefix: `${NAME_BREAK}${text}`,
    tsquery: wordsTsQuery(words),
    wholeWords: wordsTsQuery(words, false),
    nominal: nominalTsQuery(words),
    key: key || null,
    keyInside: [...key].length >= 3,
  };
}

/**
 * The terms with approximations: a word with some also matches them; only the closest count as
 * whole words, so the products they find rank first ("प्लस" sounds like plus, and starts like
 * playstation: PlayStation Plus before the other PlayStation cards).
 */
export function approximatedTerms(terms: SearchTerms, approximations: ReadonlyMap<number, Approximation>): SearchTerms {
  const all = new Map([...approximations].map(([index, a]) => [index, [...a.closest, ...a.further]]));
  const closest = new Map([...approximations].map(([index, a]) => [index, a.closest]));
  return { ...terms, tsquery: wordsTsQuery(terms.words, true, all), wholeWords: wordsTsQuery(terms.words, false, closest) };
}
