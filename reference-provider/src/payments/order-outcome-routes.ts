// An order's outcome as the confirmation flow reads it (docs/payments-contract.md "Confirmation flow"):
// its status, its codes once paid, its details, and the confirmation that records the shopper saw it
// (a free order is settled there); the acquirer's own confirmation is in acquirer-returns.ts.
import type { Accounts } from '../accounts/routes';
import type { Handler } from '../http/context';
import { confirmedAccount, signedIn } from '../http/guards';
import { text } from '../http/messages';
import { JsonAnswer } from '../http/respond';
import type { Router } from '../http/router';
import { confirmByCallback } from './acquirer-returns';
import { orderRow, toOrder } from './orders';
import { orderPurchases } from '../accounts/purchases';
import { balanceOf, fail, ownOrder, personalRoute } from './route-helpers';
import type { Payments } from './service';
import { settleOrder } from './settle';
import { orderIdOf } from './validation';

export function addOrderOutcomeRoutes(router: Router<Handler>, accounts: Accounts, payments: Payments): void {
  const { delivery } = accounts;
  const storefrontUrl = accounts.mail.storefrontUrl;
  const route = personalRoute(router);

  route('POST', '/api/payment/status', async (ctx) => {
    const user = await signedIn(ctx);
    const body = await ctx.body();
    if (body.orderId === undefined || body.orderId === '') throw fail(ctx.locale, { orderId: 'required' });
    const row = await ownOrder(ctx.db, ctx.locale, user.id, orderIdOf(body.orderId));
    return { order_id: row.id, type: row.type, status: row.status, reason: row.reason, refunded: row.refunded_cents };
  });

  route('GET', '/api/payment-confirm/:id', async (ctx) => {
    const { locale, db } = ctx;
    const user = await signedIn(ctx);
    const row = await ownOrder(db, locale, user.id, orderIdOf(ctx.params.id));
    if (row.status !== 'paid') {
      return new JsonAnswer(409, { message: text(locale, 'orderNotPaid'), status: row.status, reason: row.reason });
    }
    if (row.type === 'balance') return { ok: true, order_id: row.id, balance: await balanceOf(db, user.id) };
    return { order_id: row.id, products: await orderPurchases(db, row.id, locale) };
  });

  route('GET', '/api/payment-products/:id', async (ctx) => {
    const user = await signedIn(ctx);
    const row = await ownOrder(ctx.db, ctx.locale, user.id, orderIdOf(ctx.params.id));
    return { order: await toOrder(ctx.db, row, ctx.locale) };
  });

  route('POST', '/api/orders/confirm/:id', async (ctx) => {
    const { locale, db } = ctx;
    const id = orderIdOf(ctx.params.id);
    // The acquirer's callback, forwarded by the BFF: its signature is the authority.
    if (ctx.token === null) return confirmByCallback(ctx, id, payments);
    const user = await confirmedAccount(ctx);
    let row = await ownOrder(db, locale, user.id, id);
    if (row.status !== 'paid' && row.total_cents === 0 && row.type !== 'balance') {
      const settled = await settleOrder(db, row.id, { method: 'free' }, storefrontUrl);
      if (settled.ok && settled.mail) delivery.deliver(settled.mail);
      row = (await orderRow(db, row.id))!;
    }
    if (row.status === 'paid') await db.query('UPDATE orders SET confirmed_at = COALESCE(confirmed_at, now()) WHERE id = $1', [row.id]);
    const products = row.status === 'paid' && row.type !== 'balance' ? await orderPurchases(db, row.id, locale) : null;
    return { order_id: row.id, status: row.status, products };
  });
}
