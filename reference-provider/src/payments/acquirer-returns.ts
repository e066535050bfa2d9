// What comes back from the acquirer's side without a bearer: the bank page's 3-D Secure result,
// posted to the TermUrl and checked by the BFF, and the acquirer's signed callback confirming an
// order, forwarded by the BFF (its signature is the authority).
import { timingSafeEqual } from 'node:crypto';
import type { Accounts } from '../accounts/routes';
import type { Context, Handler } from '../http/context';
import { text } from '../http/messages';
import { HttpError } from '../http/respond';
import type { Router } from '../http/router';
import { sessionByHandle } from './acquirer';
import { expectedPayment, orderRow } from './orders';
import { personalRoute } from './route-helpers';
import type { Payments } from './service';
import { callbackFromValues, verify } from './signing';

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** POST /api/orders/confirm/{id} from the acquirer: confirms a paid order when the callback's signature and amount hold. */
export async function confirmByCallback(ctx: Context, id: string | null, payments: Payments) {
  const { locale, db } = ctx;
  const body = await ctx.body();
  const secret = payments.settings.acquirerSecret;
  const callback = callbackFromValues((name) => body[name]);
  const row = id === null ? null : await orderRow(db, id);
  // A Pix/UPI order is paid in reais or rupees: a callback in euros does not confirm it.
  const expected = row === null ? null : expectedPayment(row, payments.settings.currency);
  const valid =
    secret !== null &&
    callback !== null &&
    row !== null &&
    verify({ ...callback.fields, kind: 'callback' }, callback.signature, secret) &&
    callback.fields.token === payments.settings.acquirerToken &&
    callback.fields.orderId === row.id &&
    callback.fields.amount === expected!.amount &&
    callback.fields.currency === expected!.currency;
  if (!valid) throw new HttpError(403, text(locale, 'signatureInvalid'));
  const confirmed = row.status === 'paid';
  if (confirmed) await db.query('UPDATE orders SET confirmed_at = COALESCE(confirmed_at, now()) WHERE id = $1', [row.id]);
  return { order_id: row.id, status: row.status, confirmed };
}

export function addAcquirerReturnRoutes(router: Router<Handler>, accounts: Accounts): void {
  const { limits } = accounts;
  const route = personalRoute(router);

  // What the bank page posted to the TermUrl, checked by the BFF: no bearer (a cross-site POST).
  route('POST', '/api/payment/3ds-complete', async (ctx) => {
    const { locale, db } = ctx;
    const body = await ctx.body();
    const md = typeof body.MD === 'string' ? body.MD : '';
    const paRes = typeof body.PaRes === 'string' ? body.PaRes : '';
    // A body without them is malformed (422, not counted), apart from one that names no session (404).
    if (md === '' || paRes === '') {
      const message = text(locale, 'threeDsUnknown');
      throw new HttpError(422, message, { ...(md === '' ? { MD: [message] } : {}), ...(paRes === '' ? { PaRes: [message] } : {}) });
    }
    await limits.take(locale, ['acquirerIp', ctx.clientIp]);
    const session = await sessionByHandle(db, '3ds', md);
    if (!session || session.pa_res === null || !constantTimeEqual(session.pa_res, paRes)) {
      throw new HttpError(404, text(locale, 'threeDsUnknown'));
    }
    await limits.undo('acquirerIp', ctx.clientIp);
    const row = (await orderRow(db, session.order_id))!;
    return { order_id: row.id, status: row.status, reason: row.reason };
  });
}
