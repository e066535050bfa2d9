// The catalogue's SQL: card columns, product details, reference lists. Listings are in listing.ts.
import type { Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import { compareNames } from './regions';
import {
  toCountry,
  toDetail,
  type Category,
  type Country,
  type CountryRow,
  type Currency,
  type DetailRow,
  type ProductDetail,
} from './shapes';

/** Card columns; expects aliases p (products), t (texts in the answer's language), e (English texts), cat, co. */
export const CARD_COLUMNS = `
  p.id,
  COALESCE(t.name, e.name, p.article) AS name,
  p.price_cents, p.old_price_cents, p.discount,
  CASE WHEN t.product_id IS NOT NULL THEN t.cover_text ELSE e.cover_text END AS cover_text,
  co.id AS country_id, p.country_code, co.name AS country_name,
  cat.id AS category_id, cat.name AS category_name, cat.formatted_name AS category_formatted_name,
  p.is_new`;

/** The joins CARD_COLUMNS reads; `localeParam` is the placeholder holding the answer's language. */
export const cardJoins = (localeParam: string) => `
  JOIN categories cat ON cat.id = p.category_id
  LEFT JOIN countries co ON co.code = p.country_code
  LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = ${localeParam}
  LEFT JOIN product_texts e ON e.product_id = p.id AND e.locale = 'en'`;

const CARD_JOINS = cardJoins('$1');

export async function productDetail(db: Queryable, id: number, locale: ProviderLocale): Promise<ProductDetail | null> {
  const rows = await db.query<DetailRow>(
    `SELECT ${CARD_COLUMNS},
       (SELECT count(*)::int FROM product_codes c WHERE c.product_id = p.id AND c.status = 'available') AS in_stock,
       p.article, p.product_code, COALESCE(t.description, e.description, '') AS description,
       p.platform, p.is_gift_card, p.nominal_value, p.nominal_currency, p.region_code,
       p.purchases, p.created_at,
       (SELECT count(*)::int FROM feedbacks f WHERE f.product_id = p.id) AS rating_count,
       (SELECT round(avg(f.rating), 1) FROM feedbacks f WHERE f.product_id = p.id) AS rating_average
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
  const compare = compareNames(locale);
  // Named in the answer's language and sorted as that language sorts, whatever the stored order.
  return rows.map((row) => toCountry(row, locale)).sort((a, b) => compare(a.name ?? a.code, b.name ?? b.code));
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
