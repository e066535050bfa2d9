// Paying a spending order from the account's balance: settled at once, or refused with the balance
// and the total when the balance is short.
import type { Accounts } from '../accounts/routes';
import type { Handler } from '../http/context';
import { confirmedAccount } from '../http/guards';
import type { Router } from '../http/router';
import { balanceOf, fail, ownOrder, personalRoute, refused, settlementRefused, wrongMethod } from './route-helpers';
import { settleOrder } from './settle';
import { orderIdOf } from './validation';

export function addBalancePaymentRoutes(router: Router<Handler>, accounts: Accounts): void {
  const { limits, delivery } = accounts;
  const storefrontUrl = accounts.mail.storefrontUrl;
  const route = personalRoute(router);

  route('POST', '/api/payment/spending-balance-handle', async (ctx) => {
    const { locale, db } = ctx;
    const user = await confirmedAccount(ctx);
    const raw = ctx.query.get('orderId') ?? (await ctx.body()).orderId;
    if (raw === undefined || raw === null || raw === '') throw fail(locale, { orderId: 'required' });
    await limits.take(locale, ['payment', String(user.id)]);
    const row = await ownOrder(db, locale, user.id, orderIdOf(raw));
    if (row.type !== 'spending') throw wrongMethod(locale);
    if (row.status !== 'paid') {
      const settled = await settleOrder(db, row.id, { method: 'balance' }, storefrontUrl);
      if (!settled.ok) {
        if (settled.reason === 'insufficient_balance') {
          return refused(locale, 'balance', 'balanceInsufficient', {
            reason: settled.reason,
            order_id: row.id,
            balance: await balanceOf(db, user.id),
            total: row.total_cents,
          });
        }
        return settlementRefused(locale, 'orderId', settled, row.id);
      }
      if (settled.mail) delivery.deliver(settled.mail);
    }
    return { status: 'OK', order_id: row.id, balance: await balanceOf(db, user.id) };
  });
}
