// What the payment routes share: the caller's own order, the refusals they answer with, the codes
// of a paid order, the account's balance, and how they are added (personal answers, field errors).
import type { Handler } from '../http/context';
import { invalid } from '../http/field-errors';
import { personal } from '../http/guards';
import { text, type MessageKey } from '../http/messages';
import { HttpError, JsonAnswer } from '../http/respond';
import type { Router } from '../http/router';
import { coverPath } from '../catalogue/shapes';
import type { Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import { orderRow, type FailureReason, type OrderRow, type PaymentMethod } from './orders';
import type { Errors } from './validation';

export const orderNotFound = (locale: ProviderLocale) => new HttpError(404, text(locale, 'orderNotFound'));
export const wrongMethod = (locale: ProviderLocale) => invalid(locale, { orderId: 'orderWrongMethod' });
export const QR_METHODS: readonly (PaymentMethod | null)[] = ['pix', 'upi', 'sbp'];

/** The caller's order (404 for an unknown one or another account's). */
export async function ownOrder(db: Queryable, locale: ProviderLocale, userId: number, id: string | null): Promise<OrderRow> {
  const row = id === null ? null : await orderRow(db, id, { userId });
  if (!row) throw orderNotFound(locale);
  return row;
}

/** The text of a settlement that was refused after the payment went through (nothing is charged). */
export function settlementRefusalKey(reason: FailureReason): MessageKey {
  if (reason === 'cancelled') return 'orderCancelled';
  return reason === 'promo_already_used' ? 'promoUsedBeforePayment' : 'orderSoldOut';
}

/** A 422 with more than field errors: the reason of a refused payment and what the screen needs. */
export function refused(locale: ProviderLocale, field: string, key: MessageKey, extra: Record<string, unknown>): JsonAnswer {
  const message = text(locale, key);
  return new JsonAnswer(422, { message, errors: { [field]: [message] }, ...extra });
}

/** A purchase's row as the cabinet shows it (docs/accounts-contract.md "Purchase"), for one order. */
export async function orderPurchases(db: Queryable, orderId: string, locale: ProviderLocale) {
  const rows = await db.query<{
    id: number;
    product_id: number;
    name: string;
    price_cents: number;
    purchased_at: Date | string;
    article: string;
    code: string;
  }>(
    `SELECT pu.id, pu.product_id, COALESCE(t.name, e.name, p.article) AS name, pu.price_cents, pu.purchased_at, p.article, c.code
     FROM purchases pu
     JOIN products p ON p.id = pu.product_id
     JOIN product_codes c ON c.id = pu.product_code_id
     LEFT JOIN product_texts t ON t.product_id = p.id AND t.locale = $2
     LEFT JOIN product_texts e ON e.product_id = p.id AND e.locale = 'en'
     WHERE pu.order_id = $1 ORDER BY pu.id`,
    [orderId, locale],
  );
  return rows.map((row) => ({
    id: row.id,
    product_id: row.product_id,
    name: row.name,
    price: row.price_cents,
    purchased_at: new Date(row.purchased_at).toISOString(),
    article: row.article,
    product_code: row.code,
    cover_path: coverPath(row.product_id, locale),
  }));
}

export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ balance_cents: number }>('SELECT balance_cents FROM users WHERE id = $1', [userId]);
  return rows[0]?.balance_cents ?? 0;
}

/** Adds a route whose answers are personal (never stored by a shared cache). */
export const personalRoute = (router: Router<Handler>) => (method: string, path: string, handler: Handler) =>
  router.add(method, path, personal(handler));

/** A 422 with the field errors of a form. */
export const fail = (locale: ProviderLocale, errors: Errors) => invalid(locale, errors);
