// The basket's SQL (docs/basket-contract.md): an account's lines with their product cards, applying a
// change queue in one transaction, and the promo code applied to the basket.
import { CARD_COLUMNS, cardJoins } from '../catalogue/queries';
import { flagPath, toCard, type CardRow } from '../catalogue/shapes';
import type { Db, Queryable } from '../db/types';
import { insertColumns } from '../db/insert';
import type { ProviderLocale } from '../seed/types';
import { findPromoFor, PROMO_USABLE, promoFor, promoLeftForAccount, type Promo, type PromoRefusal } from './promo-codes';
import { applyQueue, withoutReplays, type QueueEntry, type WorkingLine } from './queue';

/** A product as the basket shows it (the contract's BasketProduct). */
export interface BasketProduct {
  id: number;
  name: string;
  /** Euro cents. */
  price: number;
  old_price: number | null;
  category: { id: number; name: string; formatted_name: string };
  cover_path: string;
  cover_text: string | null;
  country_icon: string;
  /** The flag of the country whose currency the product's face value is in; null when it is not money. */
  currency_nominal_country: { country_icon: string } | null;
  in_stock: number;
  pivot: { quantity: number };
}

export interface Basket {
  products: BasketProduct[];
  /** Sum of the quantities. */
  count: number;
  /** Euro cents. */
  total: number;
  promo: Promo | null;
}

type BasketRow = CardRow & { nominal_currency: string; quantity: number };

/**
 * The country whose flag stands for a currency: ISO 4217 codes start with the issuer's ISO 3166 code
 * ("BRL" → BR), the euro has the EU flag. Null for what is not a national currency: months of a
 * subscription, game points ("RP", "VP"), supranational "X.." units.
 */
export function currencyCountry(currency: string): string | null {
  if (currency === 'EUR') return 'EU';
  if (!/^[A-Z]{3}$/.test(currency) || currency.startsWith('X')) return null;
  return currency.slice(0, 2);
}

function toBasketProduct(row: BasketRow, locale: ProviderLocale): BasketProduct {
  const card = toCard(row, locale);
  const country = currencyCountry(row.nominal_currency);
  return {
    id: card.id,
    name: card.name,
    price: card.price,
    old_price: card.old_price,
    category: card.category,
    cover_path: card.cover_path,
    cover_text: card.cover_text,
    country_icon: card.country_icon,
    currency_nominal_country: country === null ? null : { country_icon: flagPath(country) },
    in_stock: card.in_stock,
    pivot: { quantity: row.quantity },
  };
}

const STOCK_OF_P = `(SELECT count(*)::int FROM product_codes c WHERE c.product_id = p.id AND c.status = 'available')`;

/** GET /api/products/for-basket/{id}: the product with quantity 1, or null when there is none. */
export async function productForBasket(db: Queryable, id: number, locale: ProviderLocale): Promise<BasketProduct | null> {
  const rows = await db.query<BasketRow>(
    `SELECT ${CARD_COLUMNS}, p.nominal_currency, ${STOCK_OF_P} AS in_stock, 1 AS quantity
     FROM products p ${cardJoins('$1')}
     WHERE p.id = $2`,
    [locale, id],
  );
  const row = rows[0];
  return row ? toBasketProduct(row, locale) : null;
}

async function basketProducts(db: Queryable, userId: number, locale: ProviderLocale): Promise<BasketProduct[]> {
  const rows = await db.query<BasketRow>(
    `SELECT ${CARD_COLUMNS}, p.nominal_currency, ${STOCK_OF_P} AS in_stock, b.quantity
     FROM basket_items b JOIN products p ON p.id = b.product_id ${cardJoins('$2')}
     WHERE b.user_id = $1
     ORDER BY b.position`,
    [userId, locale],
  );
  return rows.map((row) => toBasketProduct(row, locale));
}

/** The code applied to the account's basket when it is still usable by this account, else null. */
async function appliedPromo(db: Queryable, userId: number): Promise<{ id: number; code: string; percent: number } | null> {
  const rows = await db.query<{ id: number; code: string; discount_percent: number }>(
    `SELECT pc.id, pc.code, pc.discount_percent
     FROM baskets b JOIN promo_codes pc ON pc.id = b.promo_code_id
     WHERE b.user_id = $1 AND ${PROMO_USABLE} AND ${promoLeftForAccount('$1')}`,
    [userId],
  );
  const row = rows[0];
  return row ? { id: row.id, code: row.code, percent: row.discount_percent } : null;
}

const totalOf = (products: readonly BasketProduct[]) =>
  products.reduce((sum, product) => sum + product.price * product.pivot.quantity, 0);

/**
 * The account's basket: lines in the order they were first added, the count and total, and the
 * applied code's discount recalculated on the current total (null when there is none, the code is no
 * longer usable, or the basket is empty).
 */
export async function loadBasket(db: Queryable, userId: number, locale: ProviderLocale): Promise<Basket> {
  const products = await basketProducts(db, userId, locale);
  const total = totalOf(products);
  const applied = products.length > 0 ? await appliedPromo(db, userId) : null;
  return {
    products,
    count: products.reduce((sum, product) => sum + product.pivot.quantity, 0),
    total,
    promo: applied ? promoFor(applied.code, applied.percent, total) : null,
  };
}

/** Makes sure the account has a basket row and locks it until the transaction ends. */
export async function lockBasket(tx: Queryable, userId: number): Promise<{ promoCodeId: number | null }> {
  await tx.query('INSERT INTO baskets (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
  const rows = await tx.query<{ promo_code_id: number | null }>(
    'SELECT promo_code_id FROM baskets WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  return { promoCodeId: rows[0]?.promo_code_id ?? null };
}

/** The indexes of the entries whose product does not exist. */
export async function unknownProducts(
  db: Queryable,
  entries: ReadonlyArray<{ index: number; entry: QueueEntry }>,
): Promise<number[]> {
  const ids = [...new Set(entries.map(({ entry }) => entry.id))];
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids]);
  const known = new Set(rows.map((row) => row.id));
  return entries.filter(({ entry }) => !known.has(entry.id)).map(({ index }) => index);
}

/**
 * How long an applied change's key is remembered: a retry within this time is recognised. The
 * storefront retries within a minute while online; a queue left in a browser that stays offline or
 * signed out longer than this could be applied again, so the bound is generous.
 */
export const CHANGE_KEY_DAYS = 7;

/**
 * The entries of `entries` that were not applied before (by key), after remembering their keys. Keys
 * older than CHANGE_KEY_DAYS are forgotten first (every account's: the index on applied_at finds them).
 */
async function newChanges(tx: Queryable, userId: number, entries: readonly QueueEntry[]): Promise<QueueEntry[]> {
  const keys = [...new Set(entries.flatMap((entry) => (entry.key === undefined ? [] : [entry.key])))];
  await tx.query(`DELETE FROM basket_change_keys WHERE applied_at < now() - make_interval(days => $1)`, [CHANGE_KEY_DAYS]);
  if (keys.length === 0) return entries.slice();
  const seen = await tx.query<{ key: string }>('SELECT key FROM basket_change_keys WHERE user_id = $1 AND key = ANY($2::text[])', [
    userId,
    keys,
  ]);
  const fresh = withoutReplays(entries, new Set(seen.map((row) => row.key)));
  const freshKeys = fresh.flatMap((entry) => (entry.key === undefined ? [] : [entry.key]));
  if (freshKeys.length > 0) {
    await insertColumns(tx, 'basket_change_keys', [
      ['user_id', 'int[]', freshKeys.map(() => userId)],
      ['key', 'text[]', freshKeys],
    ]);
  }
  return fresh;
}

export type QueueOutcome = { ok: true; basket: Basket } | { ok: false; unknown: number[] };

/**
 * Applies a change queue to the account's basket in one transaction (queue.ts has the rules) and
 * answers the new basket. When an entry names a product that does not exist, nothing is changed and
 * the indexes of those entries come back. An entry whose key was applied before is not applied again
 * (a retry). An emptied basket, or one whose code is no longer usable, forgets its code.
 */
export async function applyBasketQueue(
  db: Db,
  userId: number,
  entries: readonly QueueEntry[],
  locale: ProviderLocale,
): Promise<QueueOutcome> {
  return db.transaction(async (tx): Promise<QueueOutcome> => {
    const { promoCodeId } = await lockBasket(tx, userId);
    const unknown = await unknownProducts(
      tx,
      entries.map((entry, index) => ({ index, entry })),
    );
    if (unknown.length > 0) return { ok: false, unknown };
    const fresh = await newChanges(tx, userId, entries);

    const stored = await tx.query<{ product_id: number; quantity: number; position: number }>(
      'SELECT product_id, quantity, position FROM basket_items WHERE user_id = $1 ORDER BY position',
      [userId],
    );
    const ids = [...new Set(fresh.map((entry) => entry.id))];
    const stockRows =
      ids.length > 0
        ? await tx.query<{ product_id: number; n: number }>(
            `SELECT product_id, count(*)::int AS n FROM product_codes
             WHERE status = 'available' AND product_id = ANY($1::int[]) GROUP BY product_id`,
            [ids],
          )
        : [];
    const stock = new Map(stockRows.map((row) => [row.product_id, row.n]));
    const before: WorkingLine[] = stored.map((row) => ({ productId: row.product_id, quantity: row.quantity, position: row.position }));
    const after = applyQueue(before, fresh, (id) => stock.get(id) ?? 0);

    const kept = new Map(after.filter((line) => line.position !== null).map((line) => [line.productId, line]));
    const removed = before.filter((line) => !kept.has(line.productId)).map((line) => line.productId);
    const changed = before.filter((line) => {
      const now = kept.get(line.productId);
      return now !== undefined && now.quantity !== line.quantity;
    });
    const added = after.filter((line) => line.position === null);

    if (removed.length > 0) {
      await tx.query('DELETE FROM basket_items WHERE user_id = $1 AND product_id = ANY($2::int[])', [userId, removed]);
    }
    if (changed.length > 0) {
      await tx.query(
        `UPDATE basket_items b SET quantity = s.quantity
         FROM unnest($2::int[], $3::int[]) AS s (product_id, quantity)
         WHERE b.user_id = $1 AND b.product_id = s.product_id`,
        [userId, changed.map((line) => line.productId), changed.map((line) => kept.get(line.productId)!.quantity)],
      );
    }
    if (added.length > 0) {
      const last = before.reduce((max, line) => Math.max(max, line.position ?? 0), 0);
      await insertColumns(tx, 'basket_items', [
        ['user_id', 'int[]', added.map(() => userId)],
        ['product_id', 'int[]', added.map((line) => line.productId)],
        ['quantity', 'int[]', added.map((line) => line.quantity)],
        ['position', 'int[]', added.map((_, i) => last + i + 1)],
      ]);
    }

    const basket = await loadBasket(tx, userId, locale);
    const forget = promoCodeId !== null && basket.promo === null;
    await tx.query(
      `UPDATE baskets SET updated_at = now()${forget ? ', promo_code_id = NULL' : ''} WHERE user_id = $1`,
      [userId],
    );
    return { ok: true, basket };
  });
}

export type PromoOutcome = { ok: true; promo: Promo } | { ok: false; refusal: PromoRefusal };

/**
 * Applies `code` to the account's basket: computed on the stored basket's total and remembered on
 * the basket. Refused (nothing changed) with the rule that refuses it: an unknown, not yet started,
 * expired or used-up code, one this account already used as often as it may, or an empty basket.
 */
export async function applyPromoCode(db: Db, userId: number, code: string): Promise<PromoOutcome> {
  return db.transaction(async (tx): Promise<PromoOutcome> => {
    await lockBasket(tx, userId);
    const lookup = await findPromoFor(tx, code, userId);
    if (!lookup.ok) return { ok: false, refusal: lookup.refusal };
    const found = lookup.promo;
    const lines = await tx.query<{ price_cents: number; quantity: number }>(
      'SELECT p.price_cents, b.quantity FROM basket_items b JOIN products p ON p.id = b.product_id WHERE b.user_id = $1',
      [userId],
    );
    if (lines.length === 0) return { ok: false, refusal: 'basket_empty' };
    // Summed here like loadBasket does (a sum in SQL could outgrow an int).
    const total = lines.reduce((sum, line) => sum + line.price_cents * line.quantity, 0);
    await tx.query('UPDATE baskets SET promo_code_id = $2, updated_at = now() WHERE user_id = $1', [userId, found.id]);
    return { ok: true, promo: promoFor(found.code, found.discountPercent, total) };
  });
}

/** DELETE /api/promocode: the basket without its code. */
export async function removePromoCode(db: Db, userId: number, locale: ProviderLocale): Promise<Basket> {
  return db.transaction(async (tx) => {
    await tx.query('UPDATE baskets SET promo_code_id = NULL, updated_at = now() WHERE user_id = $1', [userId]);
    return loadBasket(tx, userId, locale);
  });
}
