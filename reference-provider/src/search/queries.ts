// Search (API.md "Search"): hints and the searchable listing, over the product_search rows.
//
// A product matches when every word of the text starts a word of one of its names (any language),
// or when its article starts with or contains the text (separators ignored). Relevance rank:
//   0  a name or the article equals the text,
//   1  a name or the article starts with the text,
//   2  the words match (or the article contains the text).
// Within a rank, names holding the text's words as whole words ("50", not only "500") come first.
// When a text matches nothing and pg_trgm is there, its unknown words are corrected against the
// vocabulary of the catalogue ("netflx" -> "netflix") and the search runs once more.
// Text tie-breaks compare in byte order (COLLATE "C", PGlite's collation) whatever a server's default.
import { listingPageWithSize, type Listing, type ListingFilters, type Sort } from '../catalogue/listing';
import type { ProductPage } from '../catalogue/shapes';
import { SqlParams } from '../catalogue/sql';
import type { Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import { correctedTerms, searchTerms, type SearchTerms } from './normalize';

export const HINTS_LIMIT = 6;
/** Corrections tried per unknown word, and the shortest word that gets any. */
const MAX_ALTERNATIVES = 3;
const MIN_CORRECTED_LENGTH = 3;

const trigramSupport = new WeakMap<Queryable, Promise<boolean>>();

/** Whether the pg_trgm extension is installed (migration 002 creates it where it can). */
export function hasTrigrams(db: Queryable): Promise<boolean> {
  let known = trigramSupport.get(db);
  if (!known) {
    known = db
      .query<{ ok: boolean }>(`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS ok`)
      .then((rows) => rows[0]?.ok === true);
    known.catch(() => trigramSupport.delete(db)); // ask again next time
    trigramSupport.set(db, known);
  }
  return known;
}

/**
 * Typo corrections for the words of the text that start no word of the catalogue: up to three
 * similar words each (pg_trgm similarity, its default threshold 0.3). Empty without pg_trgm.
 */
export async function corrections(db: Queryable, terms: SearchTerms): Promise<Map<string, string[]>> {
  const candidates = terms.words.filter((word) => [...word].length >= MIN_CORRECTED_LENGTH);
  if (candidates.length === 0 || !(await hasTrigrams(db))) return new Map();
  // Words hold only letters, digits and marks, so `word || '%'` is a plain prefix pattern.
  const rows = await db.query<{ word: string; alternative: string }>(
    `SELECT q.word, alt.word AS alternative
     FROM unnest($1::text[]) AS q (word)
     CROSS JOIN LATERAL (
       SELECT v.word FROM search_words v
       WHERE v.word % q.word
       ORDER BY similarity(v.word, q.word) DESC, v.word COLLATE "C"
       LIMIT ${MAX_ALTERNATIVES}
     ) alt
     WHERE NOT EXISTS (SELECT 1 FROM search_words k WHERE k.word LIKE q.word || '%')`,
    [candidates],
  );
  const found = new Map<string, string[]>();
  for (const row of rows) found.set(row.word, [...(found.get(row.word) ?? []), row.alternative]);
  return found;
}

type MatchMode = 'names' | 'articles' | 'all';

interface MatchParts {
  /** Condition over s (product_search) for a match. */
  where: string;
  rank: string;
  score: string;
}

/** SQL of a match over alias s (product_search); null when the terms cannot match anything. */
function matchParts(sql: SqlParams, terms: SearchTerms, mode: MatchMode): MatchParts | null {
  const conditions: string[] = [];
  const ranks: string[] = [];
  let score = '0';
  if (mode !== 'articles' && terms.tsquery !== null) {
    const tsquery = `${sql.add(terms.tsquery)}::tsquery`;
    conditions.push(`s.words @@ ${tsquery}`);
    ranks.push(`CASE WHEN strpos(s.names, ${sql.add(terms.exactName)}::text) > 0 THEN 0
      WHEN strpos(s.names, ${sql.add(terms.namePrefix)}::text) > 0 THEN 1
      WHEN s.words @@ ${tsquery} THEN 2 END`);
    if (terms.wholeWords !== null) score = `CASE WHEN s.words @@ ${sql.add(terms.wholeWords)}::tsquery THEN 1 ELSE 0 END`;
  }
  if (mode !== 'names' && terms.key !== null && terms.keyPrefix !== null) {
    const keyPrefix = `${sql.add(terms.keyPrefix)}::text`;
    const keyContains = terms.keyContains === null ? null : `${sql.add(terms.keyContains)}::text`;
    conditions.push(`s.article_key LIKE ${keyPrefix}`);
    if (keyContains) conditions.push(`s.article_key LIKE ${keyContains}`);
    ranks.push(`CASE WHEN s.article_key = ${sql.add(terms.key)}::text THEN 0
      WHEN s.article_key LIKE ${keyPrefix} THEN 1
      ${keyContains ? `WHEN s.article_key LIKE ${keyContains} THEN 2` : ''} END`);
  }
  if (conditions.length === 0) return null;
  return {
    where: conditions.map((c) => `(${c})`).join(' OR '),
    rank: ranks.length > 1 ? `LEAST(${ranks.join(', ')})` : ranks[0]!,
    score,
  };
}

/** A query of (product_id, rank, score) for the products the terms match. */
export function matchSql(sql: SqlParams, terms: SearchTerms, mode: MatchMode): string {
  const parts = matchParts(sql, terms, mode);
  if (!parts) return 'SELECT NULL::integer AS product_id, 0 AS rank, 0 AS score WHERE FALSE';
  return `SELECT s.product_id, ${parts.rank} AS rank, ${parts.score} AS score FROM product_search s WHERE ${parts.where}`;
}

/** The search results as a listing: relevance order unless the shopper sorts. */
export function searchListing(terms: SearchTerms): Listing {
  return { where: () => 'TRUE', defaultOrder: 'relevance', match: (sql) => matchSql(sql, terms, 'all') };
}

/** A page of search results; a text that matches nothing is retried with typo corrections. */
export async function searchPage(
  db: Queryable,
  text: string,
  request: { locale: ProviderLocale; offset: number; limit: number; sort: Sort | null; filters: ListingFilters },
): Promise<ProductPage> {
  const terms = searchTerms(text);
  const { page, listSize } = await listingPageWithSize(db, searchListing(terms), request);
  if (listSize > 0) return page;
  const fixes = await corrections(db, terms);
  return fixes.size > 0 ? (await listingPageWithSize(db, searchListing(correctedTerms(terms, fixes)), request)).page : page;
}

export interface SearchHints {
  hintsByName: Array<{ name: string }>;
  hintsByArt: Array<{ id: number; name: string; article: string }>;
}

/** A product's name in `locale` (English when it has none), from product_search alias s. */
const displayName = (localeParam: string) => `COALESCE(s.display_names ->> ${localeParam}, s.display_names ->> 'en')`;

async function nameHints(db: Queryable, terms: SearchTerms, locale: ProviderLocale): Promise<Array<{ name: string }>> {
  const sql = new SqlParams();
  const parts = matchParts(sql, terms, 'names');
  if (!parts) return [];
  const name = displayName(sql.add(locale));
  return db.query<{ name: string }>(
    `SELECT ${name} AS name
     FROM product_search s JOIN products p ON p.id = s.product_id
     WHERE ${parts.where}
     GROUP BY 1
     HAVING ${name} IS NOT NULL
     ORDER BY min(${parts.rank}), max(${parts.score}) DESC, max(p.popularity) DESC, min(p.id)
     LIMIT ${sql.add(HINTS_LIMIT)}`,
    sql.values,
  );
}

async function articleHints(
  db: Queryable,
  terms: SearchTerms,
  locale: ProviderLocale,
): Promise<Array<{ id: number; name: string; article: string }>> {
  const sql = new SqlParams();
  const parts = matchParts(sql, terms, 'articles');
  if (!parts) return [];
  return db.query<{ id: number; name: string; article: string }>(
    `SELECT s.product_id AS id, COALESCE(${displayName(sql.add(locale))}, s.article) AS name, s.article
     FROM product_search s
     WHERE ${parts.where}
     ORDER BY ${parts.rank}, s.article COLLATE "C", s.product_id
     LIMIT ${sql.add(HINTS_LIMIT)}`,
    sql.values,
  );
}

/** Up to six distinct names in `locale` and six articles, best matches first. */
export async function searchHints(db: Queryable, text: string, locale: ProviderLocale): Promise<SearchHints> {
  const terms = searchTerms(text);
  const hintsByName = await nameHints(db, terms, locale);
  const hintsByArt = await articleHints(db, terms, locale);
  if (hintsByName.length === 0 && hintsByArt.length === 0) {
    const fixes = await corrections(db, terms);
    if (fixes.size > 0) return { hintsByName: await nameHints(db, correctedTerms(terms, fixes), locale), hintsByArt };
  }
  return { hintsByName, hintsByArt };
}
