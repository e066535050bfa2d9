// An account's orders (docs/payments-contract.md "Order history"): every order it made, newest first
// and paged, each with its items, amounts, method, status and, once paid, its codes; an unpaid order
// cancelled by the shopper (final: nothing settles it afterwards), and an unpaid Pix or UPI order
// quoted again so it can be paid from the account. Codes are only taken from stock when an order is
// settled (settle.ts), so cancelling has no reserved codes to give back.
import type { Accounts } from '../accounts/routes';
import { confirmedAccount, personal, signedIn } from '../http/guards';
import { invalid } from '../http/field-errors';
import { text } from '../http/messages';
import type { Context, Handler } from '../http/context';
import { HttpError } from '../http/respond';
import type { Router } from '../http/router';
import type { Db, Queryable } from '../db/types';
import type { ProviderLocale } from '../seed/types';
import { CHARGE_CURRENCY_OF, convertCents, currentRate, formatRate } from './exchange';
import { chargeOf, ORDER_COLUMNS, orderRow, toOrder, type Order, type OrderRow } from './orders';
import { buildBrCode, buildUpiLink } from './qr-codes';
import type { Payments } from './service';
import { startAttempt } from './settle';
import { orderIdOf } from './validation';

export const ORDERS_PER_PAGE = 10;
export const ORDERS_PER_PAGE_MAX = 50;
const PAGE_MAX = 5000;

/** An order as the history lists it: the contract's Order, when it was cancelled, and until when its charge holds. */
export type OrderEntry = Order & { cancelled_at: string | null; charge_expires_at: string | null };

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export async function orderEntry(db: Queryable, row: OrderRow, locale: ProviderLocale, quoteLifetimeMs: number): Promise<OrderEntry> {
  const charge = chargeOf(row);
  return {
    ...(await toOrder(db, row, locale)),
    cancelled_at: iso(row.cancelled_at),
    charge_expires_at: charge ? new Date(charge.quotedAt.getTime() + quoteLifetimeMs).toISOString() : null,
  };
}

/** ?page= (1..5000, default 1) and ?per_page= (1..50, default 10); anything else is a 422 on the field. */
export function historyQuery(locale: ProviderLocale, query: URLSearchParams): { page: number; perPage: number } {
  const whole = (name: string, fallback: number) => {
    const raw = query.get(name)?.trim() ?? '';
    return raw === '' ? fallback : /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  };
  const page = whole('page', 1);
  const perPage = whole('per_page', ORDERS_PER_PAGE);
  const errors: Record<string, 'pageInvalid' | 'perPageInvalid'> = {};
  if (!(page >= 1 && page <= PAGE_MAX)) errors.page = 'pageInvalid';
  if (!(perPage >= 1 && perPage <= ORDERS_PER_PAGE_MAX)) errors.per_page = 'perPageInvalid';
  if (Object.keys(errors).length > 0) throw invalid(locale, errors);
  return { page, perPage };
}

export type CancelOutcome = { ok: true; row: OrderRow } | { ok: false; problem: 'notFound' | 'paid' };

/**
 * Cancels an unpaid order of the account: `error` with reason `cancelled` and `cancelled_at` set,
 * its pending bank and hosted-page sessions void. Cancelling a cancelled order answers it again.
 */
export async function cancelOrder(db: Db, userId: number, id: string): Promise<CancelOutcome> {
  return db.transaction(async (tx): Promise<CancelOutcome> => {
    const row = await orderRow(tx, id, { userId, forUpdate: true });
    if (!row) return { ok: false, problem: 'notFound' };
    if (row.status === 'paid') return { ok: false, problem: 'paid' };
    if (row.cancelled_at !== null) return { ok: true, row };
    const updated = await tx.query<OrderRow>(
      `UPDATE orders SET status = 'error', reason = 'cancelled', cancelled_at = now(), updated_at = now()
       WHERE id = $1 RETURNING ${ORDER_COLUMNS}`,
      [row.id],
    );
    await tx.query(`UPDATE acquirer_sessions SET status = 'void', finished_at = now() WHERE order_id = $1 AND status = 'pending'`, [row.id]);
    return { ok: true, row: updated[0]! };
  });
}

export type RequoteOutcome =
  | { ok: true; row: OrderRow; previous: OrderRow | null }
  | { ok: false; problem: 'notFound' | 'paid' | 'cancelled' | 'wrongMethod' };

/**
 * Makes an unpaid Pix, UPI or SBP order payable again: while its charge holds it is kept as it is;
 * once it expired, the order is charged the euro total at the current rate, quoted now (the same
 * amount when the rate did not move). A failed order goes back to `init`. `previous` is the row
 * before, when the amount changed.
 */
export async function requoteOrder(
  db: Db,
  input: { userId: number; id: string; now: number; lifetimeMs: number },
): Promise<RequoteOutcome> {
  return db.transaction(async (tx): Promise<RequoteOutcome> => {
    const row = await orderRow(tx, input.id, { userId: input.userId, forUpdate: true });
    if (!row) return { ok: false, problem: 'notFound' };
    if (row.status === 'paid') return { ok: false, problem: 'paid' };
    if (row.cancelled_at !== null) return { ok: false, problem: 'cancelled' };
    const currency = row.method === null ? undefined : CHARGE_CURRENCY_OF[row.method];
    const charge = chargeOf(row);
    if (!currency || !charge || row.total_cents <= 0) return { ok: false, problem: 'wrongMethod' };
    let previous: OrderRow | null = null;
    if (charge.quotedAt.getTime() + input.lifetimeMs <= input.now) {
      const rate = await currentRate(tx, currency);
      const amount = convertCents(row.total_cents, rate.micros);
      await tx.query(
        `UPDATE orders SET charge_amount = $2, charge_rate_micros = $3, charge_quoted_at = $4, updated_at = now() WHERE id = $1`,
        [row.id, amount, rate.micros.toString(), new Date(input.now).toISOString()],
      );
      if (amount !== charge.amount) previous = row;
    }
    if (row.status === 'error') await startAttempt(tx, row.id, { method: row.method! });
    return { ok: true, row: (await orderRow(tx, row.id))!, previous };
  });
}

export function addOrderHistoryRoutes(router: Router<Handler>, accounts: Accounts, payments: Payments): void {
  const { limits } = accounts;
  const route = (method: string, path: string, handler: Handler) => router.add(method, path, personal(handler));
  const lifetime = () => payments.settings.quoteLifetimeMs;
  const notFound = (locale: ProviderLocale) => new HttpError(404, text(locale, 'orderNotFound'));
  const idOf = (ctx: Context) => orderIdOf(ctx.params.id) ?? '';

  // GET /api/orders?page=&per_page= → {orders: OrderEntry[], page, per_page, total, pages}
  route('GET', '/api/orders', async (ctx) => {
    const user = await signedIn(ctx);
    const { page, perPage } = historyQuery(ctx.locale, ctx.query);
    const counted = await ctx.db.query<{ total: number }>('SELECT count(*)::int AS total FROM orders WHERE user_id = $1', [user.id]);
    const total = counted[0]?.total ?? 0;
    const rows = await ctx.db.query<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [user.id, perPage, (page - 1) * perPage],
    );
    const orders: OrderEntry[] = [];
    for (const row of rows) orders.push(await orderEntry(ctx.db, row, ctx.locale, lifetime()));
    return { orders, page, per_page: perPage, total, pages: Math.ceil(total / perPage) };
  });

  // POST /api/orders/{id}/cancel → {order: OrderEntry}
  route('POST', '/api/orders/:id/cancel', async (ctx) => {
    const user = await signedIn(ctx);
    const { locale, db } = ctx;
    await limits.take(locale, ['payment', String(user.id)]);
    const outcome = await cancelOrder(db, user.id, idOf(ctx));
    if (!outcome.ok) {
      if (outcome.problem === 'paid') throw new HttpError(409, text(locale, 'orderPaid'));
      throw notFound(locale);
    }
    return { order: await orderEntry(db, outcome.row, locale, lifetime()) };
  });

  // POST /api/orders/{id}/requote → {order, requoted, previous_charge, qr? | upi?}
  route('POST', '/api/orders/:id/requote', async (ctx) => {
    const user = await confirmedAccount(ctx);
    const { locale, db } = ctx;
    await limits.take(locale, ['payment', String(user.id)]);
    const outcome = await requoteOrder(db, { userId: user.id, id: idOf(ctx), now: payments.now(), lifetimeMs: lifetime() });
    if (!outcome.ok) {
      switch (outcome.problem) {
        case 'notFound':
          throw notFound(locale);
        case 'paid':
          throw new HttpError(409, text(locale, 'orderPaid'));
        case 'cancelled':
          throw new HttpError(409, text(locale, 'orderCancelled'));
        case 'wrongMethod':
          throw invalid(locale, { orderId: 'orderWrongMethod' });
      }
    }
    const { row, previous } = outcome;
    const charge = chargeOf(row)!;
    const before = previous && chargeOf(previous);
    const code =
      charge.currency === 'INR'
        ? { upi: { link: buildUpiLink({ ...payments.settings.upi, amountCents: charge.amount, currency: 'INR', note: `Order ${row.id}`, reference: row.id }) } }
        : { qr: { payload: buildBrCode({ ...payments.settings.pix, amountCents: charge.amount, txid: row.id }), image: null } };
    return {
      order: await orderEntry(db, row, locale, lifetime()),
      requoted: before !== null,
      previous_charge: before
        ? { currency: before.currency, amount: before.amount, rate: formatRate(before.rateMicros), quoted_at: before.quotedAt.toISOString() }
        : null,
      ...code,
    };
  });
}
