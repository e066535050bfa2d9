// Product listings (API.md "Listing filters"): which products a list holds, the seven sort orders,
// the shopper's filters, and the page, total and price range built from the same SQL fragments so the
// count always describes the pages.
import type { Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import { CARD_COLUMNS, cardJoins } from './queries';
import { toListedCard, type ListedCard, type ListedCardRow, type ProductPage } from './shapes';
import { SqlParams } from './sql';

export const SORTS = ['popular', 'counts', 'novelties', 'sale', 'purchased', 'decreasing', 'increase'] as const;
export type Sort = (typeof SORTS)[number];
/** A sort the shopper can choose, or the search's own default. */
export type Order = Sort | 'relevance';

/** The shopper's filters, already validated (http/listing-query.ts). */
export interface ListingFilters {
  minPriceCents: number | null;
  maxPriceCents: number | null;
  currencies: string[];
  countries: string[];
  categories: string[];
}

export const NO_FILTERS: ListingFilters = {
  minPriceCents: null,
  maxPriceCents: null,
  currencies: [],
  countries: [],
  categories: [],
};

/**
 * A list before filtering. SQL comes from constant fragments; values go through `sql.add`.
 * Aliases: p (products) and, with `match`, m (product_id, rank, score, in_stock).
 */
export interface Listing {
  /** Condition over p that makes the unfiltered list. */
  where: (sql: SqlParams) => string;
  /** Order when the request has no `sort`. */
  defaultOrder: Order;
  /** A query for the CTE `m` the products are joined with (search results). */
  match?: (sql: SqlParams) => string;
  /** A category page: the `category` filter does not apply. */
  ignoresCategoryFilter?: boolean;
}

/** Products with at least one code on sale. */
const IN_STOCK = `EXISTS (SELECT 1 FROM product_codes c WHERE c.product_id = p.id AND c.status = 'available')`;

export const LISTINGS = {
  popular: { where: () => 'TRUE', defaultOrder: 'popular' },
  novelties: { where: () => 'p.is_new', defaultOrder: 'novelties' },
  discounts: { where: () => 'p.old_price_cents IS NOT NULL', defaultOrder: 'sale' },
  holiday: { where: () => `p.is_gift_card AND ${IN_STOCK}`, defaultOrder: 'popular' },
} satisfies Record<string, Listing>;

export const categoryListing = (categoryId: number): Listing => ({
  where: (sql) => `p.category_id = ${sql.add(categoryId)}`,
  defaultOrder: 'popular',
  ignoresCategoryFilter: true,
});

/** Every order ends with the unique id, so pages never overlap or skip. `st` is the stock join. */
const ORDER_BY: Record<Order, string> = {
  popular: 'p.popularity DESC, p.id',
  counts: 'st.n DESC, p.id',
  novelties: 'p.created_at DESC, p.id',
  sale: 'p.discount DESC NULLS LAST, p.id',
  purchased: 'p.purchases DESC, p.id',
  decreasing: 'p.price_cents DESC, p.id',
  increase: 'p.price_cents, p.id',
  // Migration 014: within the same rank and score, what is on sale before what is sold out.
  relevance: 'm.rank, m.score DESC, m.in_stock DESC, p.popularity DESC, p.id',
};

/** Available codes of each listed product, for the `counts` order. */
const STOCK_JOIN = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS n FROM product_codes c WHERE c.product_id = p.id AND c.status = 'available'
  ) st ON TRUE`;

function filterSql(sql: SqlParams, filters: ListingFilters, listing: Listing): string {
  const parts: string[] = [];
  if (filters.minPriceCents !== null) parts.push(`p.price_cents >= ${sql.add(filters.minPriceCents)}`);
  if (filters.maxPriceCents !== null) parts.push(`p.price_cents <= ${sql.add(filters.maxPriceCents)}`);
  if (filters.currencies.length > 0) parts.push(`p.nominal_currency = ANY (${sql.add(filters.currencies)}::text[])`);
  if (filters.countries.length > 0) parts.push(`p.country_code = ANY (${sql.add(filters.countries)}::text[])`);
  if (filters.categories.length > 0 && !listing.ignoresCategoryFilter) {
    parts.push(
      `p.category_id IN (SELECT cf.id FROM categories cf WHERE cf.formatted_name = ANY (${sql.add(filters.categories)}::text[]))`,
    );
  }
  return parts.length > 0 ? parts.join(' AND ') : 'TRUE';
}

/** The unfiltered list: the CTEs it needs (search matches), the join to them and its condition over p. */
function source(sql: SqlParams, listing: Listing): { ctes: string[]; join: string; where: string } {
  const match = listing.match ? listing.match(sql) : null;
  return {
    ctes: match ? [`m AS (${match})`] : [],
    join: match ? 'JOIN m ON m.product_id = p.id' : '',
    where: listing.where(sql),
  };
}

/**
 * Card rows of the products in a CTE `page (id, pos)` defined before it, in `pos` order, with stock
 * and reviews (count and average, as the product page computes them) counted for just those
 * products, so a card shows the same rating as its page. `localeParam` is the placeholder of the
 * answer's language.
 */
export function cardsOfPage(localeParam: string): string {
  return `stock AS (
       SELECT c.product_id, count(*)::int AS n FROM product_codes c
       WHERE c.status = 'available' AND c.product_id = ANY (ARRAY(SELECT id FROM page))
       GROUP BY c.product_id
     ), ratings AS (
       SELECT f.product_id, count(*)::int AS n, round(avg(f.rating), 1) AS average FROM feedbacks f
       WHERE f.product_id = ANY (ARRAY(SELECT id FROM page))
       GROUP BY f.product_id
     )
     SELECT ${CARD_COLUMNS}, COALESCE(s.n, 0) AS in_stock,
       COALESCE(r.n, 0) AS rating_count, r.average AS rating_average
     FROM page JOIN products p ON p.id = page.id ${cardJoins(localeParam)}
     LEFT JOIN stock s ON s.product_id = p.id
     LEFT JOIN ratings r ON r.product_id = p.id
     ORDER BY page.pos`;
}

export interface PageRequest {
  locale: ProviderLocale;
  offset: number;
  limit: number;
  filters?: ListingFilters;
  /** The shopper's `sort`; null for the listing's default order. */
  sort?: Sort | null;
}

export async function listingPage(db: Queryable, listing: Listing, request: PageRequest): Promise<ProductPage> {
  return (await listingPageWithSize(db, listing, request)).page;
}

/** The page and the size of the unfiltered list it comes from. */
export async function listingPageWithSize(
  db: Queryable,
  listing: Listing,
  request: PageRequest,
): Promise<{ page: ProductPage; listSize: number }> {
  const { locale, offset, limit, filters = NO_FILTERS } = request;
  const order = request.sort ?? listing.defaultOrder;

  // The page: filtered, ordered, cut. row_number() carries the order through the card query.
  const pageSql = new SqlParams();
  const localeParam = pageSql.add(locale);
  const from = source(pageSql, listing);
  const pageFilter = filterSql(pageSql, filters, listing);
  const rows = await db.query<ListedCardRow>(
    `WITH ${from.ctes.map((cte) => `${cte},`).join(' ')} page AS (
       SELECT p.id, row_number() OVER (ORDER BY ${ORDER_BY[order]}) AS pos
       FROM products p ${from.join} ${order === 'counts' ? STOCK_JOIN : ''}
       WHERE (${from.where}) AND (${pageFilter})
       ORDER BY ${ORDER_BY[order]}
       LIMIT ${pageSql.add(limit)} OFFSET ${pageSql.add(offset)}
     ), ${cardsOfPage(localeParam)}`,
    pageSql.values,
  );

  // The total under the same filters, and the price bounds of the unfiltered list, in one pass.
  const statsSql = new SqlParams();
  const stats = source(statsSql, listing);
  const statsFilter = filterSql(statsSql, filters, listing);
  const [summary] = await db.query<{ total: number; size: number; min_cents: number | null; max_cents: number | null }>(
    `${stats.ctes.length > 0 ? `WITH ${stats.ctes.join(', ')}` : ''}
     SELECT count(*) FILTER (WHERE ${statsFilter})::int AS total, count(*)::int AS size,
       min(p.price_cents) AS min_cents, max(p.price_cents) AS max_cents
     FROM products p ${stats.join}
     WHERE ${stats.where}`,
    statsSql.values,
  );

  const page: ProductPage = {
    products: rows.map((row) => toListedCard(row, locale)),
    total: summary?.total ?? 0,
    offset,
    limit,
    price_range: {
      min: summary?.min_cents == null ? 0 : Math.floor(summary.min_cents / 100),
      max: summary?.max_cents == null ? 0 : Math.ceil(summary.max_cents / 100),
    },
  };
  return { page, listSize: summary?.size ?? 0 };
}

export const SIMILAR_LIMIT = 8;

/**
 * Up to eight other products of the same category: in stock first, then nearest in price, then id.
 * Null when the product does not exist.
 */
export async function similarProducts(db: Queryable, id: number, locale: ProviderLocale): Promise<ListedCard[] | null> {
  const exists = await db.query('SELECT 1 FROM products WHERE id = $1', [id]);
  if (exists.length === 0) return null;
  const rows = await db.query<ListedCardRow>(
    `WITH me AS (SELECT id, category_id, price_cents FROM products WHERE id = $2),
     page AS (
       SELECT p.id, row_number() OVER (ORDER BY st.n > 0 DESC, abs(p.price_cents - me.price_cents), p.id) AS pos
       FROM products p JOIN me ON p.category_id = me.category_id AND p.id <> me.id
       ${STOCK_JOIN}
       ORDER BY pos
       LIMIT ${SIMILAR_LIMIT}
     ), ${cardsOfPage('$1')}`,
    [locale, id],
  );
  return rows.map((row) => toListedCard(row, locale));
}
