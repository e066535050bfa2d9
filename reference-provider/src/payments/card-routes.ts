// The card payment through the simulated acquirer: at once, refused, or after 3-D Secure (on the
// bank's page or by redirect); and a card's brand from its first digits. Card numbers and CVVs stay
// inside the request: only the brand and the last 4 digits are kept.
import type { Accounts } from '../accounts/routes';
import type { Handler } from '../http/context';
import { invalid } from '../http/field-errors';
import { confirmedAccount } from '../http/guards';
import type { Router } from '../http/router';
import { openChallenge } from './acquirer';
import { cardBrand, cardOutcome, checkCard } from './cards';
import { orderRow } from './orders';
import { fail, ownOrder, personalRoute, QR_METHODS, refused, settlementRefused, wrongMethod } from './route-helpers';
import { publicUrl, type Payments } from './service';
import { acceptPayment, failOrder, startAttempt, wasReceived, type Attempt } from './settle';
import { paymentExtras } from './validation';

export function addCardPaymentRoutes(router: Router<Handler>, accounts: Accounts, payments: Payments): void {
  const { limits, delivery } = accounts;
  const storefrontUrl = accounts.mail.storefrontUrl;
  const route = personalRoute(router);

  route('POST', '/api/payment', async (ctx) => {
    const { locale, db } = ctx;
    const approved = async (orderId: string, attempt: Attempt) => {
      const settled = await acceptPayment(db, orderId, attempt, storefrontUrl);
      if (settled.mail) delivery.deliver(settled.mail);
      if (!settled.ok) return settlementRefused(locale, 'orderId', settled, orderId);
      return { status: 'OK', order_id: orderId };
    };
    const user = await confirmedAccount(ctx);
    const body = await ctx.body();
    const extras = paymentExtras(body);
    const card = checkCard(
      { card_number: body.card_number, month: body.month, year: body.year, cvc: body.cvc },
      new Date(payments.now()),
    );
    const errors = { ...(extras.ok ? {} : extras.errors), ...(card.ok ? {} : card.errors) };
    if (!extras.ok || !card.ok) throw fail(locale, errors);
    await limits.take(locale, ['payment', String(user.id)]);
    const row = await ownOrder(db, locale, user.id, extras.orderId);
    if (row.type === 'spending' || QR_METHODS.includes(row.method)) throw wrongMethod(locale);
    if (row.status === 'paid') return { status: 'OK', order_id: row.id };
    if (row.total_cents <= 0) throw wrongMethod(locale);
    if (row.refunded_cents !== null) return settlementRefused(locale, 'orderId', { reason: row.reason ?? 'not_delivered', refunded: row.refunded_cents }, row.id);
    if (row.cancelled_at !== null) throw invalid(locale, { orderId: 'orderCancelled' });
    const attempt = { method: 'card' as const, card: { brand: card.card.brand, last4: card.card.last4 } };
    // Its payment came in but the order was not settled (the process stopped, a failure): a retry
    // delivers it, and the card is not charged a second time.
    if (wasReceived(row)) return approved(row.id, { method: row.method ?? 'card' });
    const outcome = cardOutcome(card.card.number);

    if (outcome === 'declined' || outcome === 'insufficient_funds') {
      await failOrder(db, row.id, outcome, attempt);
      const key = outcome === 'declined' ? 'cardDeclined' : 'cardInsufficientFunds';
      return refused(locale, 'card_number', key, { reason: outcome, order_id: row.id });
    }
    if (outcome === 'approve') return approved(row.id, attempt);

    const challenge = await db.transaction(async (tx) => {
      const locked = await orderRow(tx, row.id, { forUpdate: true });
      if (!locked || locked.status === 'paid') return null;
      await startAttempt(tx, row.id, attempt);
      return openChallenge(tx, {
        orderId: row.id,
        amount: row.total_cents,
        currency: payments.settings.currency,
        card: attempt.card,
        termUrl: extras.termUrl,
        now: payments.now(),
      });
    });
    if (challenge === null) return { status: 'OK', order_id: row.id };
    const acsUrl = `${publicUrl(payments, ctx)}/acquirer/3ds`;
    const params = { MD: challenge.md, PaReq: challenge.paReq, TermUrl: extras.termUrl };
    if (outcome === '3ds') return { status: '3DS', order_id: row.id, acsUrl, ...params };
    return { status: '3DS_REDIRECT', order_id: row.id, redirectUrl: acsUrl, redirectMethod: 'GET', redirectParams: params };
  });

  // The card's brand from its first 8 digits: no account needed.
  route('POST', '/api/card-type', async (ctx) => {
    const body = await ctx.body();
    const number = typeof body.number === 'string' ? body.number : '';
    if (!/^\d{8}$/.test(number)) throw fail(ctx.locale, { number: 'cardTypeNumberInvalid' });
    await limits.take(ctx.locale, ['cardType', ctx.clientIp]);
    return { type: cardBrand(number) };
  });
}
