// Search (API.md "Search"): hints and the searchable listing, over the product_search rows.
//
// A product matches when every word of the text is satisfied by one of its names (any language,
// terms.ts: as a word prefix, in Latin letters, by a shopper word, by its nominal), or when its
// article starts with or contains the text (separators ignored). Relevance rank:
//   0  a name or the article equals the text,
//   1  a name or the article starts with the text,
//   2  the words match (or the article contains the text).
// Within a rank, names holding the text's words as whole words ("50", not only "500") come first, and
// among those the products whose nominal is the text's number ("500 RUB" before "1 500 RUB").
// When a text matches nothing, its words that start no word of the names are approximated
// (similar.ts: sound keys and one-letter typos, "стим" -> steam, "pley" -> play) and the search runs
// once more. Text tie-breaks compare in byte order (COLLATE "C", PGlite's collation) whatever a
// server's default.
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
  /** The forms that, when a word of the names starts with one, make the word known (no approximation). */
  typed: string;
}

/**
 * Similar words of the names (and shopper words) for each word of the text that starts no word of
 * the names, by the rules of similar.ts, split by closeness. Words with none are left out. One
 * query: the vocabulary is small and indexed by sound and variant.
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
  // Words hold only letters, digits and marks, and sound keys only letters: no LIKE wildcard in them.
  const rows = await db.query<{ i: number; word: string | null; how: Closeness | null }>(
    `WITH q AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS q (i, typed, latin, sound)
     ), unknown AS (
       SELECT q.i, q.sound FROM q
       WHERE NOT EXISTS (SELECT 1 FROM search_words k WHERE k.word LIKE q.typed || '%' OR k.word LIKE q.latin || '%')
     )
     SELECT u.i, NULL AS word, NULL::int AS how FROM unknown u
     UNION ALL
     SELECT u.i, v.word, CASE WHEN v.sound = u.sound THEN ${Closeness.sameSound} ELSE ${Closeness.longerSound} END
     FROM unknown u JOIN search_words v
       ON length(u.sound) >= ${MIN_SOUND_LENGTH}
      AND (v.sound = u.sound OR (length(u.sound) >= ${MIN_SOUND_PREFIX} AND v.sound LIKE u.sound || '%'))
     UNION ALL
     SELECT DISTINCT u.i, w.word, ${Closeness.oneTypo}
     FROM unknown u JOIN unnest($5::int[], $6::text[]) AS d (i, variant) ON d.i = u.i
       JOIN search_word_variants w ON w.variant = d.variant`,
    [
      words.map((w) => w.index),
      words.map((w) => w.typed),
      words.map((w) => w.latin),
      words.map((w) => w.sound),
      variants.map(([index]) => index),
      variants.map(([, variant]) => variant),
    ],
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
    const indicators = [terms.wholeWords, terms.nominal]
      .filter((query) => query !== null)
      .map((query) => `CASE WHEN s.words @@ ${sql.add(query)}::tsquery THEN 1 ELSE 0 END`);
    if (indicators.length > 0) score = indicators.join(' + ');
  }
  if (mode !== 'names' && terms.key !== null) {
    // strpos, not LIKE: no wildcard to escape, and several times faster on PGlite. The first place
    // the key occurs is 1 exactly when the article starts with it.
    const key = sql.add(terms.key);
    const at = `strpos(s.article_key, ${key}::text)`;
    conditions.push(terms.keyInside ? `${at} > 0` : `${at} = 1`);
    ranks.push(`CASE WHEN s.article_key = ${key}::text THEN 0 WHEN ${at} = 1 THEN 1${terms.keyInside ? ` WHEN ${at} > 0 THEN 2` : ''} END`);
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

/** A product's name in `locale` (English when it has none), from product_search alias s. */
const displayName = (localeParam: string) => `COALESCE(s.display_names ->> ${localeParam}, s.display_names ->> 'en')`;

/**
 * Up to six names and six articles in one statement: one scan of product_search for both kinds of
 * match (`m`), then the best product of each name (its cover and price), in relevance order.
 */
async function hintRows(db: Queryable, terms: SearchTerms, locale: ProviderLocale, withArticles: boolean): Promise<SearchHints> {
  const sql = new SqlParams();
  const names = matchParts(sql, terms, 'names');
  const articles = withArticles ? matchParts(sql, terms, 'articles') : null;
  if (!names && !articles) return { hintsByName: [], hintsByArt: [] };
  const limit = sql.add(HINTS_LIMIT);
  const rows = await db.query<{ kind: 'name' | 'article'; id: number; name: string | null; article: string; price: number }>(
    `WITH m AS (
       SELECT s.product_id AS id, ${displayName(sql.add(locale))} AS name, s.article, p.price_cents AS price, p.popularity,
         ${names ? `(${names.where}) AS by_name, ${names.rank} AS name_rank, ${names.score} AS score` : 'FALSE AS by_name, 0 AS name_rank, 0 AS score'},
         ${articles ? `(${articles.where}) AS by_article, ${articles.rank} AS article_rank` : 'FALSE AS by_article, 0 AS article_rank'}
       FROM product_search s JOIN products p ON p.id = s.product_id
       WHERE ${[names?.where, articles?.where].filter(Boolean).map((w) => `(${w})`).join(' OR ')}
     ), best AS (
       -- One row per name: its best product, whose cover and price the hint shows.
       SELECT DISTINCT ON (name) * FROM m WHERE by_name AND name IS NOT NULL
       ORDER BY name, name_rank, score DESC, popularity DESC, id
     )
     SELECT * FROM (
       SELECT 'name' AS kind, id, name, article, price,
         row_number() OVER (ORDER BY name_rank, score DESC, popularity DESC, id) AS pos
       FROM best
       UNION ALL
       SELECT 'article', id, name, article, price, row_number() OVER (ORDER BY article_rank, article COLLATE "C", id)
       FROM m WHERE by_article
     ) hints
     WHERE pos <= ${limit}
     ORDER BY kind DESC, pos`,
    sql.values,
  );
  const hint = (row: (typeof rows)[number]) => ({ id: row.id, name: row.name ?? row.article, cover_path: coverPath(row.id), price: row.price });
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
