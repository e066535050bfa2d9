// A shopper's purchases (GET /api/profile/products/purchased/search) and the development fixture that
// makes some (POST /dev/purchases) by taking real codes from the inventory.
import { coverPath } from '../catalogue/shapes';
import type { Db, Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import { compactKey, normalizeSearchText } from '../search/normalize';
import { productsMatching } from '../search/queries';

export const PURCHASES_PAGE_SIZE = 10;

export interface Purchase {
  id: number;
  product_id: number;
  name: string;
  /** Euro cents paid. */
  price: number;
  purchased_at: string;
  article: string;
  /** The delivered code (the redeemable key), shown only to its owner. */
  product_code: string;
  cover_path: string;
}

export interface PurchasePage {
  products: Purchase[];
  total: number;
  page: number;
  limit: number;
}

interface PurchaseRow {
  id: number;
  product_id: number;
  name: string;
  price_cents: number;
  purchased_at: Date | string;
  article: string;
  code: string;
}

const toPurchase = (row: PurchaseRow, locale: ProviderLocale): Purchase => ({
  id: row.id,
  product_id: row.product_id,
  name: row.name,
  price: row.price_cents,
  purchased_at: new Date(row.purchased_at).toISOString(),
  article: row.article,
  product_code: row.code,
  cover_path: coverPath(row.product_id, locale),
});

/** The product's name in the answer's language ($2), falling back to English, then to the article. */
const PURCHASE_FROM = `
  FROM purchases pu
  JOIN products p ON p.id = pu.product_id
  LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = $2
  LEFT JOIN product_texts e ON e.product_id = p.id AND e.locale = 'en'`;
const NAME = 'COALESCE(t.name, e.name, p.article)';
const NEWEST_FIRST = 'ORDER BY pu.purchased_at DESC, pu.id DESC';

/** The purchases of one order, in the order they were made (an order's codes: GET /api/payment-confirm, /api/orders/{id}). */
export async function orderPurchases(db: Queryable, orderId: string, locale: ProviderLocale): Promise<Purchase[]> {
  const rows = await db.query<PurchaseRow>(
    `SELECT pu.id, pu.product_id, ${NAME} AS name, pu.price_cents, pu.purchased_at, p.article, c.code
     ${PURCHASE_FROM} JOIN product_codes c ON c.id = pu.product_code_id
     WHERE pu.order_id = $1 ORDER BY pu.id`,
    [orderId, locale],
  );
  return rows.map((row) => toPurchase(row, locale));
}

/** Whether a delivered code holds the search text (case-insensitive, also without its dashes and spaces). */
function codeMatches(needle: { text: string; key: string }, code: string): boolean {
  const normalized = normalizeSearchText(code);
  return normalized.includes(needle.text) || (needle.key !== '' && compactKey(normalized).includes(needle.key));
}

/**
 * One page of the account's purchases, newest first. With a search text, a purchase is found by its
 * product as the shop's search finds products (search/queries.ts productsMatching: names in any
 * language, articles, transliteration, shoppers' words, nominals, typos: "стим" finds Steam,
 * "netflx" Netflix, "stm-br" STM-BR-050), or by its delivered code holding the text ("ab12cd"
 * finds "AB12-CD34"). Both run over the account's purchases only, so one account's codes are never
 * matched for another; typos are tried only when neither finds anything as typed.
 */
export async function purchasePage(
  db: Queryable,
  userId: number,
  locale: ProviderLocale,
  page: number,
  search: string,
): Promise<PurchasePage> {
  const limit = PURCHASES_PAGE_SIZE;
  const offset = (page - 1) * limit;
  const columns = `pu.id, pu.product_id, ${NAME} AS name, pu.price_cents, pu.purchased_at, p.article, c.code`;
  const needle = { text: normalizeSearchText(search), key: compactKey(normalizeSearchText(search)) };

  if (needle.text === '') {
    const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM purchases WHERE user_id = $1', [userId]);
    const total = count?.total ?? 0;
    const rows =
      total > offset
        ? await db.query<PurchaseRow>(
            `SELECT ${columns} ${PURCHASE_FROM} JOIN product_codes c ON c.id = pu.product_code_id
             WHERE pu.user_id = $1 ${NEWEST_FIRST} LIMIT $3 OFFSET $4`,
            [userId, locale, limit, offset],
          )
        : [];
    return { products: rows.map((row) => toPurchase(row, locale)), total, page, limit };
  }

  const candidates = await db.query<{ id: number; product_id: number; code: string }>(
    `SELECT pu.id, pu.product_id, c.code FROM purchases pu JOIN product_codes c ON c.id = pu.product_code_id
     WHERE pu.user_id = $1 ${NEWEST_FIRST}`,
    [userId],
  );
  const byCode = new Set(candidates.filter((row) => codeMatches(needle, row.code)).map((row) => row.id));
  const products = await productsMatching(
    db,
    search,
    [...new Set(candidates.map((row) => row.product_id))],
    (named) => named.size === 0 && byCode.size === 0,
  );
  const found = candidates.filter((row) => byCode.has(row.id) || products.has(row.product_id)).map((row) => row.id);
  const ids = found.slice(offset, offset + limit);
  const rows =
    ids.length > 0
      ? await db.query<PurchaseRow>(
          `SELECT ${columns} ${PURCHASE_FROM} JOIN product_codes c ON c.id = pu.product_code_id
           WHERE pu.user_id = $1 AND pu.id = ANY($3::int[]) ${NEWEST_FIRST}`,
          [userId, locale, ids],
        )
      : [];
  return { products: rows.map((row) => toPurchase(row, locale)), total: found.length, page, limit };
}

/**
 * Gives the account `count` purchases of in-stock products (a fixture until checkout exists): takes
 * available codes (one per product first, products chosen at random), marks them sold and records
 * the purchases at the products' prices, all in one transaction. Returns how many it made (fewer
 * when the inventory runs out).
 */
export async function givePurchases(db: Db, userId: number, count: number): Promise<number> {
  return db.transaction(async (tx) => {
    const picked = await tx.query<{ id: string }>(
      `SELECT id FROM (
         SELECT DISTINCT ON (c.product_id) c.id, c.product_id
         FROM product_codes c WHERE c.status = 'available'
         ORDER BY c.product_id, c.id
       ) one_per_product
       ORDER BY random() LIMIT $1`,
      [count],
    );
    let ids = picked.map((row) => row.id);
    if (ids.length < count) {
      const more = await tx.query<{ id: string }>(
        `SELECT id FROM product_codes WHERE status = 'available' AND NOT (id = ANY($1::bigint[])) ORDER BY id LIMIT $2`,
        [ids, count - ids.length],
      );
      ids = [...ids, ...more.map((row) => row.id)];
    }
    if (ids.length === 0) return 0;
    // Only codes still available are taken, so a code is never sold twice.
    const sold = await tx.query<{ id: string; product_id: number }>(
      `UPDATE product_codes SET status = 'sold', updated_at = now()
       WHERE id = ANY($1::bigint[]) AND status = 'available'
       RETURNING id, product_id`,
      [ids],
    );
    if (sold.length === 0) return 0;
    await tx.query(
      `INSERT INTO purchases (user_id, product_id, product_code_id, price_cents)
       SELECT $1, s.product_id, s.code_id, p.price_cents
       FROM unnest($2::bigint[], $3::int[]) WITH ORDINALITY AS s (code_id, product_id, n)
       JOIN products p ON p.id = s.product_id
       ORDER BY s.n`,
      [userId, sold.map((row) => row.id), sold.map((row) => row.product_id)],
    );
    await tx.query(
      `UPDATE products p SET purchases = p.purchases + s.n
       FROM (SELECT product_id, count(*)::int AS n FROM unnest($1::int[]) AS u (product_id) GROUP BY product_id) s
       WHERE p.id = s.product_id`,
      [sold.map((row) => row.product_id)],
    );
    return sold.length;
  });
}
