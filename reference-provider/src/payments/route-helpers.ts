// What the payment routes share: the caller's own order, the refusals they answer with, the
// account's balance, and how they are added (personal answers, field errors).
import type { Handler } from '../http/context';
import { invalid } from '../http/field-errors';
import { personal } from '../http/guards';
import { text, type MessageKey } from '../http/messages';
import { HttpError, JsonAnswer } from '../http/respond';
import type { Router } from '../http/router';
import type { Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import { orderRow, type FailureReason, type OrderRow, type PaymentMethod } from './orders';
import { refundText } from './settle';
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

/** The text of a settlement refused before any money came in (nothing is charged). */
export function settlementRefusalKey(reason: FailureReason): MessageKey {
  if (reason === 'cancelled') return 'orderCancelled';
  if (reason === 'balance_limit') return 'balanceLimit';
  return reason === 'promo_already_used' ? 'promoUsedBeforePayment' : 'orderSoldOut';
}

/**
 * The 422 of a refused settlement: why, in the request's language, and, when the payment had been
 * received, that its amount is on the balance (`refunded`, cents).
 */
export function settlementRefused(locale: ProviderLocale, field: string, outcome: { reason: FailureReason; refunded?: number | null }, orderId: string): JsonAnswer {
  const refunded = outcome.refunded ?? null;
  const message = refunded !== null ? refundText(locale, outcome.reason, refunded) : text(locale, settlementRefusalKey(outcome.reason));
  return new JsonAnswer(422, { message, errors: { [field]: [message] }, reason: outcome.reason, order_id: orderId, refunded });
}

/** A 422 with more than field errors: the reason of a refused payment and what the screen needs. */
export function refused(locale: ProviderLocale, field: string, key: MessageKey, extra: Record<string, unknown>): JsonAnswer {
  const message = text(locale, key);
  return new JsonAnswer(422, { message, errors: { [field]: [message] }, ...extra });
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
