// How shoppers say what the product names say otherwise: abbreviations and nicknames (PSN, PS Plus,
// LoL), filler words, currency words and signs ("50 reais", "R$ 50", "₹500"), and the words for
// months. Data only, in the four languages; normalize.ts applies it to the query.
//
// Nominals are matched by value and unit, not by the digits of a name: every product's search row
// holds two lexemes no typed word can start (they begin with a sign), "#50" for its nominal value and
// "¤brl" for its unit (a currency code, "months", "rp", "vp"). The query turns "50" into
// ('50':* | '#50') and "reais" into ('reais':* | '¤brl').
import { normalizeSearchText } from './normalize';
import { toLatin } from './transliterate';

/** The lexeme of a nominal value: "#50", "#1000", "#12.5". */
export const valueLexeme = (value: number): string => `#${Number(value)}`;
export const isValueLexeme = (lexeme: string): boolean => lexeme.startsWith('#');
/** Whether a lexeme is a nominal unit's (unitLexeme). */
export const isUnitLexeme = (lexeme: string): boolean => lexeme.startsWith('¤');
/** The lexeme of a nominal unit: "¤brl", "¤months", "¤rp". */
export const unitLexeme = (unit: string): string => `¤${unit.toLowerCase()}`;

/**
 * Abbreviations and nicknames. A key is compared with the Latin form of a query word (so "псн"
 * means what "psn" means); each alternative is a set of words of the names that must all be there.
 */
const SYNONYM_SOURCE: ReadonlyArray<readonly [keys: string[], alternatives: string[][]]> = [
  [['psn', 'ps', 'ps4', 'ps5', 'sony'], [['playstation']]],
  [['psplus'], [['playstation', 'plus']]],
  [['lol'], [['league', 'legends']]],
  [['riot'], [['league', 'legends'], ['valorant']]],
  // Riot's currencies are "RP" and "VP" in the names.
  [['points', 'pontos', 'очки', 'पॉइंट्स'], [['rp'], ['vp']]],
  [['apple', 'iphone', 'ipad', 'ios', 'mac'], [['app', 'store'], ['itunes']]],
  [['android'], [['google', 'play']]],
  [['microsoft', 'xbl'], [['xbox']]],
  [['gamepass', 'xgp'], [['game', 'pass']]],
  [['giftcard'], [['gift', 'card']]],
  // Portuguese: "vale-presente" and the plural "cartões" (not one letter away from "cartão").
  [['vale', 'cartoes'], [['cartao']]],
];

/** Latin key -> alternatives. */
export const SYNONYMS: ReadonlyMap<string, readonly string[][]> = new Map(
  SYNONYM_SOURCE.flatMap(([keys, alternatives]) => keys.map((key) => [toLatin(normalizeSearchText(key)), alternatives] as const)),
);

/**
 * Filler words ignored when the query has other words ("cartão de presente", "league of legends").
 * A single letter at the end is kept: it may be the start of a word still being typed.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    'de', 'do', 'da', 'dos', 'das', 'para', 'com', 'e', 'o', 'a', // pt-BR
    'of', 'the', 'for', 'and', 'with', // en
    'на', 'для', 'и', 'в', 'с', 'за', // ru
    'के', 'का', 'की', 'और', 'में', 'लिए', 'से', // hi
  ].map(normalizeSearchText),
);

/** Signs that stand for a unit; "R$" and the other "x$" before the plain "$". */
export const UNIT_SIGNS: ReadonlyArray<readonly [sign: string, unit: string]> = [
  ['us$', 'USD'],
  ['r$', 'BRL'],
  ['c$', 'CAD'],
  ['a$', 'AUD'],
  ['mx$', 'MXN'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₽', 'RUB'],
  ['₹', 'INR'],
  ['₺', 'TRY'],
  ['₸', 'KZT'],
  ['₴', 'UAH'],
  ['₩', 'KRW'],
  ['¥', 'JPY'],
  ['₱', 'PHP'],
  ['₦', 'NGN'],
];

/** Words for each unit in the four languages, besides the unit's own code ("usd", "months", "rp"). */
const UNIT_WORD_SOURCE: Readonly<Record<string, string[]>> = {
  USD: ['dollar', 'dollars', 'dolar', 'dolares', 'доллар', 'доллара', 'долларов', 'долл', 'бакс', 'бакса', 'баксов', 'डॉलर'],
  BRL: ['real', 'reais', 'реал', 'реала', 'реалов', 'रियल'],
  EUR: ['euro', 'euros', 'евро', 'यूरो'],
  GBP: ['pound', 'pounds', 'libra', 'libras', 'фунт', 'фунта', 'фунтов', 'पाउंड'],
  RUB: ['руб', 'рубль', 'рубля', 'рублей', 'rouble', 'roubles', 'ruble', 'rubles', 'rublo', 'rublos', 'रूबल'],
  INR: ['rs', 'rupee', 'rupees', 'rupia', 'rupias', 'рупия', 'рупии', 'рупий', 'रुपये', 'रुपए', 'रुपया', 'रुपयों'],
  TRY: ['lira', 'liras', 'лира', 'лиры', 'лир', 'लीरा'],
  KZT: ['tenge', 'тенге', 'тг'],
  UAH: ['hryvnia', 'hryvnias', 'гривна', 'гривны', 'гривен', 'грн'],
  PLN: ['zloty', 'zlotys', 'zł', 'злотый', 'злотых'],
  JPY: ['yen', 'iene', 'ienes', 'иена', 'иены', 'иен', 'येन'],
  CNY: ['yuan', 'юань', 'юаня', 'юаней'],
  MXN: [], CAD: [], AUD: [], KRW: [], IDR: [], PHP: [], SAR: [], AED: [], ZAR: [], CLP: [], COP: [], NGN: [], ARS: [],
  RP: [], VP: [],
  MONTHS: ['month', 'mes', 'meses', 'месяц', 'месяца', 'месяцев', 'мес', 'महीना', 'महीने', 'महीनों'],
};

/** Normalised unit word -> unit ("reais" -> "BRL"). */
export const UNIT_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries(UNIT_WORD_SOURCE).flatMap(([unit, words]) =>
    [unit, ...words].map((word) => [normalizeSearchText(word), unit] as const),
  ),
);
