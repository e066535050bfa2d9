// The catalogue's SQL: lists with paging and stock counts in one grouped query, details, reference lists.
import type { Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import {
  toCard,
  toCountry,
  toDetail,
  type CardRow,
  type Category,
  type Country,
  type CountryRow,
  type Currency,
  type DetailRow,
  type ProductDetail,
  type ProductPage,
} from './shapes';

/** A named product list: which products, in which order. SQL fragments are constants, never user input. */
export interface ListSpec {
  /** Condition over alias p; `param` is the placeholder ("$4") holding `arg`. */
  where: (param: string) => string;
  /** Order over alias p; must end with a unique key so pages never overlap. */
  orderBy: string;
  arg?: unknown;
}

export const LISTS = {
  popular: { where: () => 'TRUE', orderBy: 'p.popularity DESC, p.id' },
  novelties: { where: () => 'p.is_new', orderBy: 'p.created_at DESC, p.id' },
  discounts: { where: () => 'p.old_price_cents IS NOT NULL', orderBy: 'p.discount DESC, p.id' },
} satisfies Record<string, ListSpec>;

export const categoryList = (categoryId: number): ListSpec => ({
  where: (param) => `p.category_id = ${param}`,
  orderBy: 'p.popularity DESC, p.id',
  arg: categoryId,
});

/** Card columns; expects aliases p (products), t (texts in $1), e (English texts), cat, co. */
const CARD_COLUMNS = `
  p.id,
  COALESCE(t.name, e.name, p.article) AS name,
  p.price_cents, p.old_price_cents, p.discount,
  CASE WHEN t.product_id IS NOT NULL THEN t.cover_text ELSE e.cover_text END AS cover_text,
  co.id AS country_id, p.country_code, co.name AS country_name,
  cat.id AS category_id, cat.name AS category_name, cat.formatted_name AS category_formatted_name,
  p.is_new`;

const CARD_JOINS = `
  JOIN categories cat ON cat.id = p.category_id
  LEFT JOIN countries co ON co.code = p.country_code
  LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = $1
  LEFT JOIN product_texts e ON e.product_id = p.id AND e.locale = 'en'`;

export async function productPage(
  db: Queryable,
  list: ListSpec,
  locale: ProviderLocale,
  offset: number,
  limit: number,
): Promise<ProductPage> {
  const hasArg = list.arg !== undefined;
  // The page's ids first, then one grouped count of available codes for just those ids.
  const rows = await db.query<CardRow>(
    `WITH page AS (
       SELECT p.id FROM products p WHERE ${list.where('$4')} ORDER BY ${list.orderBy} LIMIT $2 OFFSET $3
     ), stock AS (
       SELECT c.product_id, count(*)::int AS n FROM product_codes c
       WHERE c.status = 'available' AND c.product_id = ANY (ARRAY(SELECT id FROM page))
       GROUP BY c.product_id
     )
     SELECT ${CARD_COLUMNS}, COALESCE(s.n, 0) AS in_stock
     FROM page JOIN products p ON p.id = page.id ${CARD_JOINS}
     LEFT JOIN stock s ON s.product_id = p.id
     ORDER BY ${list.orderBy}`,
    hasArg ? [locale, limit, offset, list.arg] : [locale, limit, offset],
  );
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products p WHERE ${list.where('$1')}`,
    hasArg ? [list.arg] : [],
  );
  return { products: rows.map((row) => toCard(row, locale)), total: count[0]?.n ?? 0, offset, limit };
}

export async function productDetail(db: Queryable, id: number, locale: ProviderLocale): Promise<ProductDetail | null> {
  const rows = await db.query<DetailRow>(
    `SELECT ${CARD_COLUMNS},
       (SELECT count(*)::int FROM product_codes c WHERE c.product_id = p.id AND c.status = 'available') AS in_stock,
       p.article, p.product_code, COALESCE(t.description, e.description, '') AS description,
       p.platform, p.is_gift_card, p.nominal_value, p.nominal_currency, p.region_code,
       p.purchases, p.created_at
     FROM products p ${CARD_JOINS}
     WHERE p.id = $2`,
    [locale, id],
  );
  const row = rows[0];
  return row ? toDetail(row, locale) : null;
}

export async function listCategories(db: Queryable): Promise<Category[]> {
  return db.query<Category>('SELECT id, name, formatted_name, svg_path FROM categories ORDER BY position, id');
}

export async function findCategory(db: Queryable, formattedName: string): Promise<Category | null> {
  const rows = await db.query<Category>(
    'SELECT id, name, formatted_name, svg_path FROM categories WHERE formatted_name = $1',
    [formattedName],
  );
  return rows[0] ?? null;
}

export async function listCountries(db: Queryable, locale: ProviderLocale): Promise<Country[]> {
  const rows = await db.query<CountryRow>('SELECT id, code, name FROM countries ORDER BY id');
  return rows.map((row) => toCountry(row, locale));
}

export async function listCurrencies(db: Queryable): Promise<Currency[]> {
  return db.query<Currency>('SELECT code_name AS "codeName", label FROM currencies ORDER BY id');
}

export interface CoverRow {
  title: string;
  cover_text: string | null;
  brand_color: string;
  nominal_value: string | number;
  nominal_currency: string;
  category_name: string;
}

export async function coverData(db: Queryable, id: number, locale: ProviderLocale): Promise<CoverRow | null> {
  const rows = await db.query<CoverRow>(
    `SELECT COALESCE(t.name, e.name, p.article) AS title,
       CASE WHEN t.product_id IS NOT NULL THEN t.cover_text ELSE e.cover_text END AS cover_text,
       cat.brand_color, p.nominal_value, p.nominal_currency, cat.name AS category_name
     FROM products p ${CARD_JOINS}
     WHERE p.id = $2`,
    [locale, id],
  );
  return rows[0] ?? null;
}
