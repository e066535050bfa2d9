// Search (API.md "Search"): hints and the searchable listing, over the product_search rows.
//
// A product matches when every word of the text starts a word of one of its names (any language),
// or when its article starts with or contains the text (separators ignored). Relevance rank:
//   0  a name or the article equals the text,
//   1  a name or the article starts with the text,
//   2  the words match (or the article contains the text);
//   3  only when nothing above matched and pg_trgm is there: names close to the text (typos).
import type { Listing } from '../catalogue/listing';
import { SqlParams } from '../catalogue/sql';
import type { Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import { searchTerms, type SearchTerms } from './normalize';

export const HINTS_LIMIT = 6;

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

type MatchMode = 'names' | 'articles' | 'all';

/** A query of (product_id, rank, score) for the products the terms match; alias s is product_search. */
export function matchSql(sql: SqlParams, terms: SearchTerms, mode: MatchMode, trigrams: boolean): string {
  const text = `${sql.add(terms.text)}::text`;
  const conditions: string[] = [];
  const ranks: string[] = [];
  if (mode !== 'articles' && terms.tsquery !== null) {
    const tsquery = `${sql.add(terms.tsquery)}::tsquery`;
    const prefix = `${sql.add(terms.prefix)}::text`;
    conditions.push(`s.words @@ ${tsquery}`);
    ranks.push(`CASE WHEN ${text} = ANY (s.names) THEN 0
      WHEN EXISTS (SELECT 1 FROM unnest(s.names) AS n (name) WHERE n.name LIKE ${prefix}) THEN 1
      WHEN s.words @@ ${tsquery} THEN 2 END`);
  }
  if (mode !== 'names' && terms.key !== null && terms.keyPrefix !== null) {
    const key = `${sql.add(terms.key)}::text`;
    const keyPrefix = `${sql.add(terms.keyPrefix)}::text`;
    const keyContains = terms.keyContains === null ? null : `${sql.add(terms.keyContains)}::text`;
    conditions.push(`s.article_key LIKE ${keyPrefix}`);
    if (keyContains) conditions.push(`s.article_key LIKE ${keyContains}`);
    ranks.push(`CASE WHEN s.article_key = ${key} THEN 0
      WHEN s.article_key LIKE ${keyPrefix} THEN 1
      ${keyContains ? `WHEN s.article_key LIKE ${keyContains} THEN 2` : ''} END`);
  }
  const hits =
    conditions.length === 0
      ? 'SELECT NULL::integer AS product_id, 0 AS rank, 0::real AS score WHERE FALSE'
      : `SELECT s.product_id, ${ranks.length > 1 ? `LEAST(${ranks.join(', ')})` : ranks[0]} AS rank, 0::real AS score
         FROM product_search s WHERE ${conditions.map((c) => `(${c})`).join(' OR ')}`;
  if (mode === 'articles' || !trigrams || !terms.fuzzy) return hits;
  // `<%`: word_similarity(text, document) >= pg_trgm.word_similarity_threshold (0.6), GIN-indexed.
  return `WITH hits AS (${hits})
    SELECT product_id, rank, score FROM hits
    UNION ALL
    SELECT s.product_id, 3, word_similarity(${text}, s.document) FROM product_search s
    WHERE NOT EXISTS (SELECT 1 FROM hits) AND ${text} <% s.document`;
}

/** The search results as a listing: relevance order unless the shopper sorts. */
export function searchListing(terms: SearchTerms, trigrams: boolean): Listing {
  return { where: () => 'TRUE', defaultOrder: 'relevance', match: (sql) => matchSql(sql, terms, 'all', trigrams) };
}

export interface SearchHints {
  hintsByName: Array<{ name: string }>;
  hintsByArt: Array<{ id: number; name: string; article: string }>;
}

/** Up to six distinct names in `locale` and six articles, best matches first. */
export async function searchHints(db: Queryable, text: string, locale: ProviderLocale): Promise<SearchHints> {
  const terms = searchTerms(text);
  const trigrams = await hasTrigrams(db);

  const byName = new SqlParams();
  const nameLocale = byName.add(locale);
  const names = await db.query<{ name: string }>(
    `WITH m AS (${matchSql(byName, terms, 'names', trigrams)})
     SELECT x.name FROM (
       SELECT COALESCE(t.name, e.name) AS name, m.rank, m.score, p.popularity, p.id
       FROM m JOIN products p ON p.id = m.product_id
       LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = ${nameLocale}
       LEFT JOIN product_texts e ON e.product_id = p.id AND e.locale = 'en'
     ) x
     WHERE x.name IS NOT NULL
     GROUP BY x.name
     ORDER BY min(x.rank), max(x.score) DESC, max(x.popularity) DESC, min(x.id)
     LIMIT ${byName.add(HINTS_LIMIT)}`,
    byName.values,
  );

  const byArticle = new SqlParams();
  const articleLocale = byArticle.add(locale);
  const articles = await db.query<{ id: number; name: string; article: string }>(
    `WITH m AS (${matchSql(byArticle, terms, 'articles', trigrams)})
     SELECT p.id, COALESCE(t.name, e.name, p.article) AS name, p.article
     FROM m JOIN products p ON p.id = m.product_id
     LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = ${articleLocale}
     LEFT JOIN product_texts e ON e.product_id = p.id AND e.locale = 'en'
     ORDER BY m.rank, p.article, p.id
     LIMIT ${byArticle.add(HINTS_LIMIT)}`,
    byArticle.values,
  );

  return { hintsByName: names.map((row) => ({ name: row.name })), hintsByArt: articles };
}
