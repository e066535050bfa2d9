// Search (API.md "Search"): hints and the searchable listing, over the product_search rows.
//
// A product matches when every word of the text is satisfied by one of its names (any language,
// terms.ts: as a word prefix, in Latin letters, by a shopper word, by its nominal), or when its
// article starts with or contains the text (separators ignored). Relevance rank:
//   0  a name or the article equals the text,
//   1  a name or the article starts with the text,
//   2  the words match (or the article contains the text).
// Within a rank, names holding the text's words as whole words ("50", not only "500") come first, and
// among those the products whose nominal is the text's number and currency ("500 RUB" before
// "1 500 RUB"; "1 000 ₽" puts the rouble articles first), then the products on sale before the sold
// out ones, then the most popular (articles: then the code).
// When a text matches nothing, its words that start no word of the names are approximated
// (similar.ts: sound keys and one-letter typos, "стим" -> steam, "pley" -> play) and the search runs
// once more. Text tie-breaks compare in byte order (COLLATE "C", PGlite's collation) whatever a
// server's default. The SQL is in the migrations' functions: search_matches (the match, for the
// listing and the hints) and search_hints (014), search_similar_words (012); this file passes them
// the terms.
import { listingPageWithSize, type Listing, type ListingFilters, type Sort } from '../catalogue/listing';
import { coverPath, type ProductPage } from '../catalogue/shapes';
import { SqlParams } from '../catalogue/sql';
import type { Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import { SYNONYMS } from './shopper-words';
import { Closeness, MIN_SIMILAR_LENGTH, MIN_SOUND_LENGTH, MIN_SOUND_PREFIX, similarity, typoVariants } from './similar';
import { approximatedTerms, searchTerms, type Approximation, type SearchTerms } from './terms';
import { soundKey } from './transliterate';

export const HINTS_LIMIT = 6;
/** Approximations kept per word: the closest first (same sound, then one typo, then a longer sound). */
const MAX_APPROXIMATIONS = 8;

const SYNONYM_KEYS = [...SYNONYMS].map(([latin, alternatives]) => ({ latin, sound: soundKey(latin), alternatives }));

interface Approximated {
  index: number;
  latin: string;
  sound: string | null;
  /** The word as typed: when a word of the names starts with it, or with `latin`, it is known as it is. */
  typed: string;
}

/**
 * Similar words of the names (and shopper words) for each word of the text that starts no word of
 * the names, by the rules of similar.ts (search_similar_words, migration 012), split by closeness.
 * Words with none are left out.
 */
export async function approximations(db: Queryable, terms: SearchTerms): Promise<Map<number, Approximation>> {
  const words: Approximated[] = [];
  terms.words.forEach((word, index) => {
    if (word.latin !== null && [...word.latin].length >= MIN_SIMILAR_LENGTH) {
      words.push({ index, latin: word.latin, sound: soundKey(word.latin), typed: word.prefixes[0] ?? word.latin });
    }
  });
  if (words.length === 0) return new Map();
  const variants = words.flatMap((w) => typoVariants(w.latin).map((variant) => [w.index, variant] as const));
  const rows = await db.query<{ i: number; word: string | null; how: Closeness | null }>(
    `SELECT i, word, how FROM search_similar_words($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7, $8)`,
    [
      words.map((w) => w.index),
      words.map((w) => w.typed),
      words.map((w) => w.latin),
      words.map((w) => w.sound),
      variants.map(([index]) => index),
      variants.map(([, variant]) => variant),
      MIN_SOUND_LENGTH,
      MIN_SOUND_PREFIX,
    ],
    { prepare: 'search_similar_words' },
  );
  const found = new Map<number, Array<{ set: string[]; how: Closeness }>>();
  for (const row of rows) {
    const list = found.get(row.i) ?? [];
    found.set(row.i, list);
    if (row.word !== null && row.how !== null) list.push({ set: [row.word], how: row.how });
    else {
      // Unknown to the names: the shopper words may still know it ("эпл" sounds like "apple").
      const word = words.find((w) => w.index === row.i)!;
      for (const key of SYNONYM_KEYS) {
        const how = similarity(word, key);
        if (how !== null) list.push(...key.alternatives.map((set) => ({ set: [...set], how })));
      }
    }
  }
  const result = new Map<number, Approximation>();
  for (const [index, list] of found) {
    // Closest first, then in code point order (COLLATE "C"); a word found twice keeps its closest.
    list.sort((a, b) => a.how - b.how || codeOrder(a.set.join(' '), b.set.join(' ')));
    const seen = new Set<string>();
    const kept = list.filter(({ set }) => !seen.has(set.join(' ')) && seen.add(set.join(' '))).slice(0, MAX_APPROXIMATIONS);
    if (kept.length === 0) continue;
    const best = kept[0]!.how;
    result.set(index, {
      closest: kept.filter((a) => a.how === best).map((a) => a.set),
      further: kept.filter((a) => a.how !== best).map((a) => a.set),
    });
  }
  return result;
}

/** Code point order, like COLLATE "C" (the words are all in the Basic Multilingual Plane). */
const codeOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The arguments of search_matches() and search_hints() (migration 014), as placeholders: the
 * match of the terms, by name and, unless `articles` is false, by article. Null when the terms
 * cannot match anything (only punctuation, say).
 */
function matchArgs(sql: SqlParams, terms: SearchTerms, articles = true): string | null {
  const key = articles ? terms.key : null;
  if (terms.tsquery === null && key === null) return null;
  return [
    `${sql.add(terms.tsquery)}::tsquery`,
    `${sql.add(terms.wholeWords)}::tsquery`,
    `${sql.add(terms.nominal)}::tsquery`,
    `${sql.add(terms.exactName)}::text`,
    `${sql.add(terms.namePrefix)}::text`,
    `${sql.add(key)}::text`,
    `${sql.add(terms.keyInside)}::boolean`,
  ].join(', ');
}

/** A query of (product_id, rank, score, in_stock) for the products the terms match by name or article. */
export function matchSql(sql: SqlParams, terms: SearchTerms): string {
  const args = matchArgs(sql, terms);
  if (!args) return 'SELECT NULL::integer AS product_id, 0 AS rank, 0 AS score, FALSE AS in_stock WHERE FALSE';
  return `SELECT product_id, LEAST(name_rank, article_rank) AS rank, score, in_stock FROM search_matches(${args})`;
}

/** The products among `within` that the terms match by name or article. */
async function matchedAmong(db: Queryable, terms: SearchTerms, within: readonly number[]): Promise<Set<number>> {
  const sql = new SqlParams();
  const match = matchSql(sql, terms);
  const rows = await db.query<{ product_id: number }>(
    `SELECT m.product_id FROM (${match}) m WHERE m.product_id = ANY (${sql.add(within)}::int[])`,
    sql.values,
  );
  return new Set(rows.map((row) => row.product_id));
}

/**
 * The products among `within` (a shopper's purchases, say) that the shop's search finds for `text`,
 * by its one rule: names in any language and articles, transliterated, shoppers' words and nominals,
 * and, when none of them matches as typed and `approximate` allows it, with the text's words
 * approximated (typos, sound keys), as searchPage does over the whole catalogue.
 */
export async function productsMatching(
  db: Queryable,
  text: string,
  within: readonly number[],
  approximate: (found: ReadonlySet<number>) => boolean = (found) => found.size === 0,
): Promise<Set<number>> {
  if (within.length === 0) return new Set();
  const terms = searchTerms(text);
  const found = await matchedAmong(db, terms, within);
  if (!approximate(found)) return found;
  const similar = await approximations(db, terms);
  return similar.size > 0 ? matchedAmong(db, approximatedTerms(terms, similar), within) : found;
}

/** The search results as a listing: relevance order unless the shopper sorts. */
export function searchListing(terms: SearchTerms): Listing {
  return { where: () => 'TRUE', defaultOrder: 'relevance', match: (sql) => matchSql(sql, terms) };
}

/** A page of search results; a text that matches nothing is retried with its words approximated. */
export async function searchPage(
  db: Queryable,
  text: string,
  request: { locale: ProviderLocale; offset: number; limit: number; sort: Sort | null; filters: ListingFilters },
): Promise<ProductPage> {
  const terms = searchTerms(text);
  const { page, listSize } = await listingPageWithSize(db, searchListing(terms), request);
  if (listSize > 0) return page;
  const similar = await approximations(db, terms);
  return similar.size > 0 ? (await listingPageWithSize(db, searchListing(approximatedTerms(terms, similar)), request)).page : page;
}

/** What a hint shows beside its text: the product's small cover and its price in cents. */
interface HintProduct {
  /** The product shown: for a name hint, the best match among the products of that name. */
  id: number;
  name: string;
  cover_path: string;
  price: number;
}

export interface SearchHints {
  hintsByName: HintProduct[];
  hintsByArt: Array<HintProduct & { article: string }>;
}

/** Up to six names and six articles (search_hints, migration 014); without articles when `articles` is false. */
async function hintRows(db: Queryable, terms: SearchTerms, locale: ProviderLocale, articles: boolean): Promise<SearchHints> {
  const sql = new SqlParams();
  const args = matchArgs(sql, terms, articles);
  if (!args) return { hintsByName: [], hintsByArt: [] };
  const rows = await db.query<{ kind: 'name' | 'article'; id: number; name: string; article: string; price: number }>(
    `SELECT kind, id, name, article, price
     FROM search_hints(${args}, ${sql.add(locale)}::text, ${sql.add(HINTS_LIMIT)}::integer)
     ORDER BY kind DESC, pos`,
    sql.values,
    // Asked for on every pause in typing: parsed and planned once (db/types.ts QueryOptions).
    { prepare: 'search_hints' },
  );
  const hint = (row: (typeof rows)[number]) => ({ id: row.id, name: row.name, cover_path: coverPath(row.id, locale), price: row.price });
  return {
    hintsByName: rows.filter((row) => row.kind === 'name').map(hint),
    hintsByArt: rows.filter((row) => row.kind === 'article').map((row) => ({ ...hint(row), article: row.article })),
  };
}

/** Up to six distinct names in `locale` and six articles, best matches first. */
export async function searchHints(db: Queryable, text: string, locale: ProviderLocale): Promise<SearchHints> {
  const terms = searchTerms(text);
  const hints = await hintRows(db, terms, locale, true);
  if (hints.hintsByName.length === 0 && hints.hintsByArt.length === 0) {
    const similar = await approximations(db, terms);
    if (similar.size > 0) return hintRows(db, approximatedTerms(terms, similar), locale, false);
  }
  return hints;
}
