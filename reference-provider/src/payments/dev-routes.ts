// Development switches of the QR methods (docs/payments-contract.md "Pix, UPI and the development
// switch"): mark a Pix, UPI or SBP order paid or failed, so the demo and the tests can finish those
// flows — "paid" as the PSP would report it, so a payment of another amount or currency than the
// order's charge is refused; what became of a hosted payment's signed callbacks, so a test can see
// that the storefront accepted one; and the exchange rates, changed like the price switch changes a
// price. Never registered when NODE_ENV=production, so they answer 404.
import type { Accounts } from '../accounts/routes';
import type { FaultSwitch } from '../http/faults';
import { text } from '../http/messages';
import { invalid } from '../http/field-errors';
import type { Handler } from '../http/context';
import type { ProviderLocale } from '../seed/types';
import { HttpError } from '../http/respond';
import type { Router } from '../http/router';
import { currentRates, isChargeCurrency, parseRate, rateJson, setRate } from './exchange';
import { expectedPayment, orderRow, toOrder } from './orders';
import { settlementRefused } from './route-helpers';
import type { Payments } from './service';
import { acceptPayment, failOrder, wasReceived } from './settle';
import { orderIdOf } from './validation';

/**
 * The payment the PSP reports in a mark-paid body ({amount in minor units, currency}), checked
 * against what the order charges; no body: exactly the order's charge.
 */
function reportedPayment(body: Record<string, unknown>, expected: { amount: number; currency: string }, locale: ProviderLocale): void {
  const amount = body.amount ?? expected.amount;
  const currency = body.currency ?? expected.currency;
  const message = text(locale, 'paymentMismatch');
  const errors: Record<string, string[]> = {};
  if (amount !== expected.amount) errors.amount = [message];
  if (currency !== expected.currency) errors.currency = [message];
  if (Object.keys(errors).length > 0) throw new HttpError(422, message, errors);
}

export function addPaymentDevRoutes(router: Router<Handler>, accounts: Accounts, payments: Payments, faults: FaultSwitch): void {
  const switchRoute = (action: 'mark-paid' | 'mark-failed'): Handler =>
    async (ctx) => {
      const { db, locale } = ctx;
      ctx.res.setHeader('Cache-Control', 'no-store');
      const id = orderIdOf(ctx.params.id);
      const row = id === null ? null : await orderRow(db, id);
      if (!row) throw new HttpError(404, text(locale, 'orderNotFound'));
      if (row.method !== 'pix' && row.method !== 'upi' && row.method !== 'sbp') throw invalid(locale, { orderId: 'orderWrongMethod' });
      if (row.status === 'paid') throw new HttpError(409, text(locale, 'orderPaid'));
      if (action === 'mark-paid') {
        // The PSP telling of the same payment again settles what it already paid, never charges twice.
        if (!wasReceived(row)) reportedPayment(await ctx.body(), expectedPayment(row, payments.settings.currency), locale);
        const settled = await acceptPayment(db, row.id, { method: row.method }, accounts.mail.storefrontUrl);
        if (settled.mail) accounts.delivery.deliver(settled.mail);
        if (!settled.ok) return settlementRefused(locale, 'orderId', settled, row.id);
      } else {
        // A payment already received is not taken back by a later report.
        if (wasReceived(row)) throw new HttpError(409, text(locale, 'orderPaid'));
        await failOrder(db, row.id, 'declined', null);
      }
      const now = (await orderRow(db, row.id))!;
      const urls = now.return_urls;
      return {
        order: await toOrder(db, now, locale),
        redirect: (action === 'mark-paid' ? urls.success_url : urls.decline_url) ?? null,
      };
    };
  // GET /dev/orders/{id}/callbacks → {confirmed_at, callbacks: [{status, attempts, last_result, delivered_at}]}
  const callbacksRoute: Handler = async (ctx) => {
    const { db, locale } = ctx;
    ctx.res.setHeader('Cache-Control', 'no-store');
    const id = orderIdOf(ctx.params.id);
    const row = id === null ? null : await orderRow(db, id);
    if (!row) throw new HttpError(404, text(locale, 'orderNotFound'));
    const callbacks = await db.query<{ status: string; attempts: number; last_result: string | null; delivered_at: Date | string | null }>(
      'SELECT status, attempts, last_result, delivered_at FROM acquirer_callbacks WHERE order_id = $1 ORDER BY id',
      [row.id],
    );
    const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
    return {
      confirmed_at: iso(row.confirmed_at),
      callbacks: callbacks.map((callback) => ({ ...callback, delivered_at: iso(callback.delivered_at) })),
    };
  };
  router.add('GET', '/dev/orders/:id/callbacks', callbacksRoute);
  // GET /dev/rates → {rates: [{currency, rate, updated_at}]}; PATCH /dev/rates/{BRL|INR} {rate: "6.35"} → {rate}.
  router.add('GET', '/dev/rates', async (ctx) => {
    ctx.res.setHeader('Cache-Control', 'no-store');
    return { rates: (await currentRates(ctx.db)).map(rateJson) };
  });
  router.add('PATCH', '/dev/rates/:currency', async (ctx) => {
    ctx.res.setHeader('Cache-Control', 'no-store');
    const currency = ctx.params.currency;
    if (!isChargeCurrency(currency)) throw new HttpError(404, 'No rate for this currency: BRL and INR are kept');
    const micros = parseRate((await ctx.body()).rate);
    if (micros === null) {
      throw new HttpError(422, 'rate must be a positive decimal with at most 6 decimals, up to 1000000 (e.g. "6.2001")', { rate: ['invalid'] });
    }
    return { rate: rateJson(await setRate(ctx.db, currency, micros, payments.now())) };
  });
  router.add('POST', '/dev/orders/:id/mark-paid', switchRoute('mark-paid'));
  // POST /dev/orders/{id}/mark-received → {order}: the payment recorded as received and the order left
  // unsettled, as when the process stops between the two (payments/recovery.ts then delivers it).
  router.add('POST', '/dev/orders/:id/mark-received', async (ctx) => {
    const { db, locale } = ctx;
    ctx.res.setHeader('Cache-Control', 'no-store');
    const id = orderIdOf(ctx.params.id);
    const row = id === null ? null : await orderRow(db, id);
    if (!row) throw new HttpError(404, text(locale, 'orderNotFound'));
    if (row.status === 'paid') throw new HttpError(409, text(locale, 'orderPaid'));
    if (row.type === 'spending' || row.total_cents === 0) throw invalid(locale, { orderId: 'orderWrongMethod' });
    await db.query(
      `UPDATE orders SET received_cents = total_cents, received_at = now() - interval '1 minute', method = COALESCE(method, 'card'), updated_at = now()
       WHERE id = $1 AND received_at IS NULL`,
      [row.id],
    );
    return { order: await toOrder(db, (await orderRow(db, row.id))!, locale) };
  });
  // POST /dev/faults {method, path, status?: 500, times?: 1, when?: "before" | "after", email?} → {ok}:
  // the next `times` requests of that method and path (by that account) answer `status`
  // (http/faults.ts). DELETE clears them.
  router.add('POST', '/dev/faults', async (ctx) => {
    ctx.res.setHeader('Cache-Control', 'no-store');
    const body = await ctx.body();
    const method = typeof body.method === 'string' ? body.method.toUpperCase() : '';
    const path = typeof body.path === 'string' ? body.path : '';
    const status = body.status ?? 500;
    const times = body.times ?? 1;
    const when = body.when ?? 'before';
    const email = body.email ?? null;
    if ((email !== null && (typeof email !== 'string' || !email.includes('@'))) || !/^[A-Z]{3,7}$/.test(method) || !path.startsWith('/') || !Number.isInteger(status) || (status as number) < 400 || (status as number) > 599
      || !Number.isInteger(times) || (times as number) < 1 || (times as number) > 100 || (when !== 'before' && when !== 'after')) {
      throw new HttpError(422, 'method, path (/…), status 400–599, times 1–100, when "before" or "after" and an e-mail are expected', { fault: ['invalid'] });
    }
    faults.add({ method, path, status: status as number, times: times as number, when, email: email === null ? null : (email as string).toLowerCase() });
    return { ok: true };
  });
  router.add('DELETE', '/dev/faults', async (ctx) => {
    ctx.res.setHeader('Cache-Control', 'no-store');
    return { ok: true, cleared: faults.clear() };
  });
  router.add('POST', '/dev/orders/:id/mark-failed', switchRoute('mark-failed'));
}
