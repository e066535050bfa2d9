// The operator's catalogue changes (npm run catalogue, src/cli/catalogue.ts): products and codes
// imported from CSV or JSON, a price set, stock added, and the codes sold in a period. Every row is
// validated first and every error reported with its row number; the rows are then written in one
// transaction (all or nothing), the search rows rebuilt in the same transaction, and the caller tells
// the storefronts once it is committed.
import { z } from 'zod';
import { mailSettingsFromEnv, type StoredMail } from '../accounts/mail';
import { sendStockAlerts } from '../accounts/stock-alerts';
import type { Db, Queryable } from '../db/types';
import { refreshSearchDocuments } from '../search/documents';
import { PROVIDER_LOCALES } from '../seed/types';
import type { CatalogueChange } from './storefront-notifier';

export const MAX_PRICE_CENTS = 100_000_000;
const CODE_MAX = 200;

/** One row of an import: a product (new or changed) and/or codes added to its stock, by article. */
export type CatalogueRow = z.infer<typeof rowSchema>;

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const cents = z.coerce
  .number({ error: 'must be a number of cents' })
  .int('must be a whole number of cents')
  .min(0, 'must not be negative')
  .max(MAX_PRICE_CENTS, `must be at most ${MAX_PRICE_CENTS}`);
const BOOLEAN_WORDS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, yes: true, no: false };
const bool = z.preprocess(
  (value) => (typeof value === 'string' ? (BOOLEAN_WORDS[value.trim().toLowerCase()] ?? value) : value),
  z.boolean({ error: 'must be true or false' }),
);
const codeList = z
  .union([z.array(z.string()), z.string().transform((v) => v.split(/[\s|;]+/))])
  .transform((codes) => codes.map((c) => c.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(CODE_MAX, `a code must be at most ${CODE_MAX} characters`).regex(/^[\x21-\x7e]+$/, 'a code is printable ASCII without spaces')));

const localeFields = Object.fromEntries(
  PROVIDER_LOCALES.flatMap((locale) => [
    [`name_${locale}`, text(200).optional()],
    [`description_${locale}`, z.string().trim().max(5000, 'must be at most 5000 characters').optional()],
  ]),
) as Record<`name_${(typeof PROVIDER_LOCALES)[number]}` | `description_${(typeof PROVIDER_LOCALES)[number]}`, z.ZodOptional<z.ZodString>>;

const rowSchema = z
  .object({
    article: text(64),
    category: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a category slug such as "steam"').optional(),
    product_code: text(64).optional(),
    platform: text(100).optional(),
    is_gift_card: bool.optional(),
    nominal_value: z.coerce.number({ error: 'must be a number' }).min(0, 'must not be negative').max(1e12, 'is too large').optional(),
    nominal_currency: text(16).optional(),
    region_code: z.string().trim().regex(/^[A-Z]{2}$/, 'must be two capital letters such as "BR"').optional(),
    country_code: z.string().trim().regex(/^[A-Z]{2}$/, 'must be two capital letters such as "BR"').optional(),
    price_cents: cents.optional(),
    /** null (in CSV: "none") ends a discount. */
    old_price_cents: z.union([z.null(), z.literal('none').transform(() => null), cents]).optional(),
    ...localeFields,
    codes: codeList.optional(),
  })
  .strict();

export interface RowError {
  /** 1-based: the first product row (in CSV the first row under the header). */
  row: number;
  field?: string;
  message: string;
}

export class CatalogueInputError extends Error {
  constructor(readonly errors: RowError[]) {
    super(`${errors.length} error${errors.length === 1 ? '' : 's'}:\n${errors.map(formatRowError).join('\n')}`);
  }
}

export function formatRowError(error: RowError): string {
  return `  row ${error.row}${error.field ? `, ${error.field}` : ''}: ${error.message}`;
}

/** CSV (RFC 4180: commas, double quotes, "" inside quotes, CRLF or LF) into header-keyed records. */
export function parseCsv(input: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = input.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < input.length; i++) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new CatalogueInputError([{ row: records.length, message: 'a quoted cell is not closed' }]);
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const nonEmpty = records.filter((r) => r.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = nonEmpty;
  if (!header) return [];
  const names = header.map((name) => name.trim());
  const errors: RowError[] = [];
  const out = rows.map((cells, index) => {
    if (cells.length > names.length) errors.push({ row: index + 1, message: `has ${cells.length} cells, the header ${names.length}` });
    // An empty cell says nothing: the field is left as it is (or takes its default).
    return Object.fromEntries(names.flatMap((name, column) => (cells[column]?.trim() ? [[name, cells[column]!]] : [])));
  });
  if (errors.length) throw new CatalogueInputError(errors);
  return out;
}

/** JSON: an array of rows, or {"products": [rows]}. */
export function parseJsonRows(input: string): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(input);
  } catch (err) {
    throw new CatalogueInputError([{ row: 0, message: `not valid JSON: ${(err as Error).message}` }]);
  }
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object' && Array.isArray((data as { products?: unknown }).products)) return (data as { products: unknown[] }).products;
  throw new CatalogueInputError([{ row: 0, message: 'expected an array of products or {"products": [...]}' }]);
}

/** Checks the shape of every row; throws all the errors at once. */
export function validateRows(raw: readonly unknown[]): CatalogueRow[] {
  const errors: RowError[] = [];
  const rows: CatalogueRow[] = [];
  raw.forEach((value, index) => {
    const parsed = rowSchema.safeParse(value);
    if (parsed.success) rows.push(parsed.data);
    else for (const issue of parsed.error.issues) errors.push({ row: index + 1, field: issue.path.join('.') || undefined, message: issue.message });
  });
  if (raw.length === 0) errors.push({ row: 0, message: 'no rows' });
  if (errors.length) throw new CatalogueInputError(errors);
  return rows;
}

export interface ApplySummary {
  created: number[];
  updated: number[];
  codes: number;
  /** Every product the change touched (for the storefronts). */
  products: number[];
  /** The back-in-stock mails the new codes sent (in the outbox; SMTP delivery is the caller's). */
  alerts: StoredMail[];
}

interface ExistingProduct {
  id: number;
  article: string;
  price_cents: number;
  old_price_cents: number | null;
}

const IMPORT_LOCK_KEY = 7_391_032;

/**
 * Writes the rows in one transaction after checking them against the database (categories and
 * countries that exist, what a new product needs, codes not already stocked, prices): any error and
 * nothing is written. The search rows are rebuilt before the commit, and the back-in-stock alerts of
 * the products that got codes are mailed (links to `storefrontUrl`, PROVIDER_STOREFRONT_URL by
 * default) and removed in the same transaction.
 */
export async function applyRows(
  db: Db,
  rows: readonly CatalogueRow[],
  { existingOnly = false, storefrontUrl }: { existingOnly?: boolean; storefrontUrl?: string } = {},
): Promise<ApplySummary> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
    const errors: RowError[] = [];
    const existing = new Map(
      (
        await tx.query<ExistingProduct>('SELECT id, article, price_cents, old_price_cents FROM products WHERE article = ANY($1::text[])', [
          rows.map((r) => r.article),
        ])
      ).map((p) => [p.article, p]),
    );
    const categories = new Map(
      (await tx.query<{ id: number; formatted_name: string; platform: string }>('SELECT id, formatted_name, platform FROM categories')).map((c) => [
        c.formatted_name,
        c,
      ]),
    );
    const countries = new Set((await tx.query<{ code: string }>('SELECT code FROM countries')).map((c) => c.code));
    const allCodes = rows.flatMap((r) => r.codes ?? []);
    const stocked = new Set(
      (await tx.query<{ code: string }>('SELECT code FROM product_codes WHERE code = ANY($1::text[])', [allCodes])).map((c) => c.code),
    );

    const seenArticles = new Map<string, number>();
    const seenCodes = new Map<string, number>();
    rows.forEach((row, index) => {
      const n = index + 1;
      const fail = (field: string | undefined, message: string) => errors.push({ row: n, field, message });
      const earlier = seenArticles.get(row.article);
      if (earlier !== undefined) fail('article', `"${row.article}" is also on row ${earlier}`);
      seenArticles.set(row.article, n);
      const current = existing.get(row.article);
      if (!current && existingOnly) fail('article', `no product has the article "${row.article}"`);
      else if (!current) {
        for (const field of ['category', 'price_cents', 'nominal_value', 'nominal_currency', 'name_en'] as const) {
          if (row[field] === undefined) fail(field, `is needed for a new product ("${row.article}" is not in the catalogue)`);
        }
      }
      if (row.category !== undefined && !categories.has(row.category)) {
        fail('category', `"${row.category}" is not a category (known: ${[...categories.keys()].join(', ') || 'none'})`);
      }
      if (row.country_code !== undefined && !countries.has(row.country_code)) fail('country_code', `"${row.country_code}" is not a known country`);
      const price = row.price_cents ?? current?.price_cents;
      if (row.old_price_cents != null && price !== undefined && row.old_price_cents <= price) {
        fail('old_price_cents', 'must be above price_cents (or "none")');
      }
      for (const code of row.codes ?? []) {
        if (stocked.has(code)) fail('codes', `code ending "${code.slice(-4)}" is already in stock or sold`);
        const before = seenCodes.get(code);
        if (before !== undefined) fail('codes', `code ending "${code.slice(-4)}" is also on row ${before}`);
        seenCodes.set(code, n);
      }
    });
    if (errors.length) throw new CatalogueInputError(errors);

    const summary: ApplySummary = { created: [], updated: [], codes: 0, products: [], alerts: [] };
    const restocked: number[] = [];
    let nextId = (await tx.query<{ id: number }>('SELECT COALESCE(max(id), 0)::int AS id FROM products'))[0]!.id + 1;
    for (const row of rows) {
      let id: number;
      const current = existing.get(row.article);
      if (current) {
        id = current.id;
        const price = row.price_cents ?? current.price_cents;
        // A new price at or above the old one without a word about it ends the discount.
        const keptOld = current.old_price_cents !== null && current.old_price_cents > price ? current.old_price_cents : null;
        const oldPrice = row.old_price_cents === undefined ? keptOld : row.old_price_cents;
        const category = row.category === undefined ? null : categories.get(row.category)!.id;
        await tx.query(
          `UPDATE products SET
             category_id = COALESCE($2, category_id), product_code = COALESCE($3, product_code),
             platform = COALESCE($4, platform), is_gift_card = COALESCE($5, is_gift_card),
             nominal_value = COALESCE($6, nominal_value), nominal_currency = COALESCE($7, nominal_currency),
             region_code = COALESCE($8, region_code), country_code = COALESCE($9, country_code),
             price_cents = $10, old_price_cents = $11
           WHERE id = $1`,
          [id, category, row.product_code ?? null, row.platform ?? null, row.is_gift_card ?? null, row.nominal_value ?? null,
            row.nominal_currency ?? null, row.region_code ?? null, row.country_code ?? null, price, oldPrice],
        );
        summary.updated.push(id);
      } else {
        id = nextId++;
        const category = categories.get(row.category!)!;
        await tx.query(
          `INSERT INTO products (id, category_id, country_code, article, product_code, platform, is_gift_card, nominal_value,
             nominal_currency, region_code, price_cents, old_price_cents, is_new)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, true)`,
          [id, category.id, row.country_code ?? null, row.article, row.product_code ?? row.article, row.platform ?? category.platform,
            row.is_gift_card ?? true, row.nominal_value, row.nominal_currency, row.region_code ?? null, row.price_cents,
            row.old_price_cents ?? null],
        );
        summary.created.push(id);
      }
      for (const locale of PROVIDER_LOCALES) {
        const name = row[`name_${locale}`];
        const description = row[`description_${locale}`];
        if (name !== undefined) {
          await tx.query(
            `INSERT INTO product_texts (product_id, locale, name, description) VALUES ($1, $2, $3, $4)
             ON CONFLICT (product_id, locale) DO UPDATE SET name = EXCLUDED.name,
               description = COALESCE($5, product_texts.description)`,
            [id, locale, name, description ?? '', description ?? null],
          );
        } else if (description !== undefined) {
          await tx.query('UPDATE product_texts SET description = $3 WHERE product_id = $1 AND locale = $2', [id, locale, description]);
        }
      }
      if (row.codes?.length) {
        await tx.query('INSERT INTO product_codes (product_id, code) SELECT $1, unnest($2::text[])', [id, row.codes]);
        summary.codes += row.codes.length;
        restocked.push(id);
      }
      summary.products.push(id);
    }
    await refreshSearchDocuments(tx);
    summary.alerts = await sendStockAlerts(tx, restocked, storefrontUrl ?? mailSettingsFromEnv().storefrontUrl);
    return summary;
  });
}

/** The storefront's revalidation takes up to 1000 product ids a call; past that, the whole catalogue. */
export const MAX_PRODUCTS_PER_CHANGE = 1000;

export function catalogueChange(products: readonly number[]): CatalogueChange {
  return products.length > MAX_PRODUCTS_PER_CHANGE ? { all: true } : { products: [...products] };
}

export interface SoldCode {
  sold_at: string;
  order_id: string | null;
  article: string;
  name: string | null;
  price_cents: number;
  /** The code's last 4 characters only: the code itself is the customer's. */
  code_ending: string;
}

/** The codes sold from `from` (inclusive) to `to` (exclusive), oldest first. */
export async function soldBetween(db: Queryable, from: Date, to: Date): Promise<SoldCode[]> {
  const rows = await db.query<Omit<SoldCode, 'sold_at'> & { sold_at: Date | string }>(
    `SELECT pu.purchased_at AS sold_at, pu.order_id, p.article, t.name, pu.price_cents, right(c.code, 4) AS code_ending
     FROM purchases pu
     JOIN products p ON p.id = pu.product_id
     JOIN product_codes c ON c.id = pu.product_code_id
     LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = 'en'
     WHERE pu.purchased_at >= $1 AND pu.purchased_at < $2
     ORDER BY pu.purchased_at, pu.id`,
    [from.toISOString(), to.toISOString()],
  );
  return rows.map((r) => ({ ...r, sold_at: new Date(r.sold_at).toISOString() }));
}

/**
 * One product as `exportRows` writes it: the fields of an import row, in the import's format, so an
 * export imported into an empty database makes the same catalogue. A region or country the product
 * does not have is left out (the import takes none for "no change"); a missing discount is null.
 */
export type ExportedRow = {
  article: string;
  category: string;
  price_cents: number;
  old_price_cents: number | null;
  nominal_value: number;
  nominal_currency: string;
} & Partial<Record<`name_${(typeof PROVIDER_LOCALES)[number]}` | `description_${(typeof PROVIDER_LOCALES)[number]}`, string>> & {
  region_code?: string;
  country_code?: string;
  platform: string;
  product_code: string;
  is_gift_card: boolean;
  /** With the codes only: the product's available codes (neither reserved nor sold), oldest first. */
  codes?: string[];
};

interface ExportedProduct {
  article: string;
  category: string;
  price_cents: number;
  old_price_cents: number | null;
  nominal_value: string;
  nominal_currency: string;
  region_code: string | null;
  country_code: string | null;
  platform: string;
  product_code: string;
  is_gift_card: boolean;
  texts: Array<{ locale: string; name: string; description: string }> | string;
  codes: string[] | string | null;
}

/** A json column as the driver hands it: parsed already (pg, PGlite) or as text. */
function fromJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * Every product as an import row, in id order (an import gives new products ids in row order, so
 * an empty database gets the same ids), with its texts per language and, with `codes`, its available
 * codes in the order they were stocked. One statement, so one snapshot: products, texts and codes
 * agree even while the provider sells.
 */
export async function exportRows(db: Queryable, { codes = false }: { codes?: boolean } = {}): Promise<ExportedRow[]> {
  const products = await db.query<ExportedProduct>(
    `SELECT p.article, c.formatted_name AS category, p.price_cents, p.old_price_cents, p.nominal_value::text AS nominal_value,
       p.nominal_currency, p.region_code, p.country_code, p.platform, p.product_code, p.is_gift_card,
       COALESCE((SELECT json_agg(json_build_object('locale', t.locale, 'name', t.name, 'description', t.description))
                 FROM product_texts t WHERE t.product_id = p.id), '[]'::json) AS texts,
       CASE WHEN $1::boolean THEN COALESCE((SELECT json_agg(pc.code ORDER BY pc.id) FROM product_codes pc
                                            WHERE pc.product_id = p.id AND pc.status = 'available'), '[]'::json) END AS codes
     FROM products p JOIN categories c ON c.id = p.category_id
     ORDER BY p.id`,
    [codes],
  );
  return products.map((p) => {
    const texts = new Map(fromJson(p.texts).map((t) => [t.locale, t]));
    const row: Record<string, unknown> = {
      article: p.article,
      category: p.category,
      price_cents: p.price_cents,
      old_price_cents: p.old_price_cents,
      nominal_value: Number(p.nominal_value),
      nominal_currency: p.nominal_currency,
    };
    for (const locale of PROVIDER_LOCALES) {
      const name = texts.get(locale)?.name;
      if (name !== undefined) row[`name_${locale}`] = name;
    }
    for (const locale of PROVIDER_LOCALES) {
      const description = texts.get(locale)?.description;
      if (description !== undefined) row[`description_${locale}`] = description;
    }
    if (p.region_code !== null) row.region_code = p.region_code;
    if (p.country_code !== null) row.country_code = p.country_code;
    row.platform = p.platform;
    row.product_code = p.product_code;
    row.is_gift_card = p.is_gift_card;
    if (codes) row.codes = fromJson(p.codes ?? []);
    return row as ExportedRow;
  });
}
