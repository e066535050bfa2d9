// The wishlist's SQL (docs/wishlist-contract.md): an account's wished products, newest first, each
// with its current card and the price and stock state it had when it was added.
import { CARD_COLUMNS, cardJoins } from '../catalogue/queries';
import { toCard, type CardRow } from '../catalogue/shapes';
import type { BasketProduct } from '../basket/store';
import type { Db, Queryable } from '../db/types';
import { insertColumns } from '../db/insert';
import type { ProviderLocale } from '../seed/types';

/** The most products one account's wishlist holds. */
export const WISHLIST_LIMIT = 200;

/** A wished product: the basket's card of it now (price and codes available now), and what it was when added. */
export type WishlistProduct = Omit<BasketProduct, 'currency_nominal_country' | 'pivot'> & {
  added: {
    /** Euro cents when it was added. */
    price: number;
    /** Whether it had a code available when it was added. */
    in_stock: boolean;
    /** ISO 8601. */
    at: string;
  };
};

export interface Wishlist {
  products: WishlistProduct[];
  count: number;
  limit: number;
}

type WishlistRow = CardRow & { added_price_cents: number; added_in_stock: boolean; added_at: string | Date };

const STOCK_OF_P = `(SELECT count(*)::int FROM product_codes c WHERE c.product_id = p.id AND c.status = 'available')`;

export async function loadWishlist(db: Queryable, userId: number, locale: ProviderLocale): Promise<Wishlist> {
  const rows = await db.query<WishlistRow>(
    `SELECT ${CARD_COLUMNS}, ${STOCK_OF_P} AS in_stock, w.added_price_cents, w.added_in_stock, w.added_at
     FROM wishlist_items w JOIN products p ON p.id = w.product_id ${cardJoins('$2')}
     WHERE w.user_id = $1
     ORDER BY w.seq DESC`,
    [userId, locale],
  );
  const products = rows.map((row): WishlistProduct => {
    const card = toCard(row, locale);
    return {
      id: card.id,
      name: card.name,
      price: card.price,
      old_price: card.old_price,
      category: card.category,
      cover_path: card.cover_path,
      cover_text: card.cover_text,
      country_icon: card.country_icon,
      in_stock: card.in_stock,
      added: { price: row.added_price_cents, in_stock: row.added_in_stock, at: new Date(row.added_at).toISOString() },
    };
  });
  return { products, count: products.length, limit: WISHLIST_LIMIT };
}

export type AddOutcome = { ok: true; unknown: number[] } | { ok: false; reason: 'wishlist_full' };

/**
 * Adds the products not yet in the account's list, each with its price and stock state now, in one
 * transaction under the account's row lock (two tabs adding at once cannot pass the bound). Ids of
 * products that do not exist are left out and returned; a product already wished keeps its first
 * snapshot. When the new ones would take the list past WISHLIST_LIMIT nothing is added.
 */
export async function addToWishlist(db: Db, userId: number, ids: readonly number[]): Promise<AddOutcome> {
  return db.transaction(async (tx): Promise<AddOutcome> => {
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const unique = [...new Set(ids)];
    const found = await tx.query<{ id: number; price_cents: number; in_stock: number }>(
      `SELECT p.id, p.price_cents, ${STOCK_OF_P} AS in_stock FROM products p WHERE p.id = ANY($1::int[])`,
      [unique],
    );
    const known = new Map(found.map((row) => [row.id, row]));
    const unknown = unique.filter((id) => !known.has(id));
    const held = await tx.query<{ product_id: number }>('SELECT product_id FROM wishlist_items WHERE user_id = $1', [userId]);
    const wished = new Set(held.map((row) => row.product_id));
    // In the order sent, so the last id sent is the newest.
    const fresh = unique.filter((id) => known.has(id) && !wished.has(id));
    if (wished.size + fresh.length > WISHLIST_LIMIT) return { ok: false, reason: 'wishlist_full' };
    await insertColumns(tx, 'wishlist_items', [
      ['user_id', 'int[]', fresh.map(() => userId)],
      ['product_id', 'int[]', fresh],
      ['added_price_cents', 'int[]', fresh.map((id) => known.get(id)!.price_cents)],
      ['added_in_stock', 'bool[]', fresh.map((id) => known.get(id)!.in_stock > 0)],
    ]);
    return { ok: true, unknown };
  });
}

/** Takes a product out of the account's list; one that is not there is already out. */
export async function removeFromWishlist(db: Queryable, userId: number, productId: number): Promise<void> {
  await db.query('DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2', [userId, productId]);
}
