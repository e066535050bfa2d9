// The simulated acquirer's pages (docs/payments-contract.md "Simulated acquirer"): the 3-D Secure bank
// page and its answer posted back to the TermUrl, and the hosted payment page reached by the
// storefront's HMAC-signed form, whose outcome goes back as a signed callback and a redirect.
// Not under /api: these are pages for the shopper's browser.
import type { Accounts } from '../accounts/routes';
import { text } from '../http/messages';
import type { Queryable } from '../db/types';
import type { Context, Handler } from '../http/context';
import { readFormBody } from '../http/request';
import type { Router } from '../http/router';
import { sendBody } from '../http/respond';
import type { ProviderLocale } from '../seed/types';
import { answerChallenge, claimSession, finishSession, isExpired, openChallenge, openHosted, rememberNonce, sessionByHandle, sessionById, type SessionRow } from './acquirer';
import { cardOutcome, checkCard } from './cards';
import { orderRow, type OrderRow } from './orders';
import { sendAutoPost, sendBankPage, sendHostedPage, sendRefusal } from './pages';
import { publicUrl, type Payments } from './service';
import { acceptPayment, failOrder, startAttempt } from './settle';
import { checkRequest, requestFromForm } from './signing';

const FORM_LIMIT_BYTES = 16 * 1024;

function redirect(ctx: Context, location: string): void {
  sendBody(ctx.res, 303, '', { Location: location, 'Cache-Control': 'no-store' });
}

export function addAcquirerRoutes(router: Router<Handler>, accounts: Accounts, payments: Payments): void {
  const { limits, delivery } = accounts;
  const storefrontUrl = accounts.mail.storefrontUrl;
  const merchant = () => payments.settings.pix.merchantName;

  /** The page's language: the order's, once the order is known. */
  const localeOf = (row: OrderRow | null, ctx: Context): ProviderLocale => row?.locale ?? ctx.locale;

  async function params(ctx: Context): Promise<URLSearchParams> {
    return ctx.req.method === 'GET' ? ctx.query : readFormBody(ctx.req, ctx.locale, FORM_LIMIT_BYTES);
  }

  /** Ends a hosted session with the outcome of its order: signed callback, then back to the shop. */
  async function endHosted(db: Queryable, hosted: SessionRow, paid: boolean): Promise<void> {
    if (await claimSession(db, hosted.id, paid ? 'authorised' : 'declined')) {
      await payments.callbacks.enqueue(hosted, paid ? 'paid' : 'declined');
    }
  }

  // -------------------------------------------------------------------------------------------
  // 3-D Secure
  // -------------------------------------------------------------------------------------------

  async function bankPage(ctx: Context): Promise<void> {
    const form = await params(ctx);
    const md = form.get('MD') ?? '';
    const session = await sessionByHandle(ctx.db, '3ds', md);
    const row = session ? await orderRow(ctx.db, session.order_id) : null;
    const locale = localeOf(row, ctx);
    if (!session || !row || session.pa_req !== form.get('PaReq') || session.term_url !== form.get('TermUrl')) {
      return sendRefusal(ctx.res, locale, 400, 'invalid');
    }
    if (session.status !== 'pending') {
      if (session.pa_res !== null) return sendAutoPost(ctx.res, locale, session.term_url!, { MD: md, PaRes: session.pa_res });
      return sendRefusal(ctx.res, locale, 409, 'finished');
    }
    if (isExpired(session, payments.now())) return sendRefusal(ctx.res, locale, 410, 'expired');
    sendBankPage(ctx.res, {
      locale,
      md,
      amount: session.amount_cents,
      merchant: merchant(),
      brand: session.card_brand ?? '',
      last4: session.card_last4 ?? '',
    });
  }

  router.add('GET', '/acquirer/3ds', bankPage);
  router.add('POST', '/acquirer/3ds', bankPage);

  router.add('POST', '/acquirer/3ds/complete', async (ctx) => {
    const { db } = ctx;
    await limits.take(ctx.locale, ['acquirerIp', ctx.clientIp]);
    const form = await readFormBody(ctx.req, ctx.locale, FORM_LIMIT_BYTES);
    const md = form.get('MD') ?? '';
    const action = form.get('action');
    const session = await sessionByHandle(db, '3ds', md);
    const row = session ? await orderRow(db, session.order_id) : null;
    const locale = localeOf(row, ctx);
    if (!session || !row || (action !== 'confirm' && action !== 'cancel')) return sendRefusal(ctx.res, locale, 400, 'invalid');

    const answered = await answerChallenge(db, session, action, payments.now());
    if (!answered) {
      const now = await sessionByHandle(db, '3ds', md);
      if (now?.pa_res) return sendAutoPost(ctx.res, locale, now.term_url!, { MD: md, PaRes: now.pa_res });
      return sendRefusal(ctx.res, locale, now?.status === 'pending' ? 410 : 409, now?.status === 'pending' ? 'expired' : 'finished');
    }

    const hosted = answered.parent_id === null ? null : await sessionById(db, answered.parent_id);
    const attempt = {
      method: hosted ? ('hosted' as const) : ('card' as const),
      card: answered.card_brand && answered.card_last4 ? { brand: answered.card_brand, last4: answered.card_last4 } : null,
    };
    let paid = false;
    if (action === 'confirm') {
      const settled = await acceptPayment(db, answered.order_id, attempt, storefrontUrl);
      if (settled.mail) delivery.deliver(settled.mail);
      if (settled.ok) paid = true;
      else await finishSession(db, answered.id, 'declined');
    } else {
      await failOrder(db, answered.order_id, 'authentication_failed', attempt);
    }
    if (hosted && hosted.status === 'pending') await endHosted(db, hosted, paid);
    sendAutoPost(ctx.res, locale, answered.term_url!, { MD: md, PaRes: answered.pa_res! });
  });

  // -------------------------------------------------------------------------------------------
  // Hosted payment page
  // -------------------------------------------------------------------------------------------

  router.add('POST', '/acquirer/pay', async (ctx) => {
    const { db } = ctx;
    const secret = payments.settings.acquirerSecret;
    if (secret === null) return sendRefusal(ctx.res, ctx.locale, 503, 'unavailable');
    await limits.take(ctx.locale, ['acquirerIp', ctx.clientIp]);
    const form = await readFormBody(ctx.req, ctx.locale, FORM_LIMIT_BYTES);
    const signed = requestFromForm(form);
    if (!signed) return sendRefusal(ctx.res, ctx.locale, 400, 'invalid');
    const { fields } = signed;
    const check = checkRequest(fields, signed.signature, secret, payments.now());
    if (!check.ok) {
      const [status, key] =
        check.reason === 'malformed' ? ([400, 'invalid'] as const) : check.reason === 'signature' ? ([403, 'tampered'] as const) : ([410, 'stale'] as const);
      return sendRefusal(ctx.res, ctx.locale, status, key);
    }
    // Signed by the shop from here on: its return address may be offered.
    const back = fields.returnUrl;
    if (fields.token !== payments.settings.acquirerToken) return sendRefusal(ctx.res, ctx.locale, 403, 'tampered', back);
    const row = await orderRow(db, fields.orderId);
    const locale = localeOf(row, ctx);
    if (
      !row ||
      row.type === 'spending' ||
      (row.method !== null && ['pix', 'upi', 'sbp'].includes(row.method)) ||
      fields.currency !== payments.settings.currency ||
      fields.amount !== row.total_cents ||
      row.cancelled_at !== null
    ) {
      return sendRefusal(ctx.res, locale, 422, 'mismatch', back);
    }
    if (row.status === 'paid') return sendRefusal(ctx.res, locale, 409, 'alreadyPaid', back);
    if (!(await rememberNonce(db, fields.nonce, fields.expiresAt, payments.now()))) {
      return sendRefusal(ctx.res, locale, 410, 'replayed', back);
    }
    const opened = await db.transaction(async (tx) => {
      const locked = await orderRow(tx, row.id, { forUpdate: true });
      if (!locked || locked.status === 'paid') return null;
      await startAttempt(tx, row.id, { method: 'hosted' });
      return openHosted(tx, {
        orderId: row.id,
        amount: row.total_cents,
        currency: fields.currency,
        ip: fields.ip,
        returnUrl: fields.returnUrl,
        callbackUrl: fields.callbackUrl,
        expiresAt: fields.expiresAt,
      });
    });
    if (!opened) return sendRefusal(ctx.res, locale, 409, 'alreadyPaid', back);
    redirect(ctx, `/acquirer/pay/${opened.token}`);
  });

  /** The hosted session of the path, with its order, or a refusal page already sent (null). */
  async function hostedOf(ctx: Context, options: { pendingOnly: boolean }): Promise<{ session: SessionRow; row: OrderRow } | null> {
    const session = await sessionByHandle(ctx.db, 'hosted', ctx.params.token ?? '');
    const row = session ? await orderRow(ctx.db, session.order_id) : null;
    const locale = localeOf(row, ctx);
    if (!session || !row) {
      sendRefusal(ctx.res, locale, 404, 'invalid');
      return null;
    }
    if (!options.pendingOnly) return { session, row };
    const back = session.request.return_url ?? null;
    // Paid meanwhile (by the card modal, another page): nothing more to pay here.
    if (session.status !== 'pending' || row.status === 'paid') {
      sendRefusal(ctx.res, locale, 409, row.status === 'paid' ? 'alreadyPaid' : 'finished', back);
      return null;
    }
    if (isExpired(session, payments.now())) {
      sendRefusal(ctx.res, locale, 410, 'expired', back);
      return null;
    }
    return { session, row };
  }

  router.add('GET', '/acquirer/pay/:token', async (ctx) => {
    const found = await hostedOf(ctx, { pendingOnly: true });
    if (!found) return;
    sendHostedPage(ctx.res, {
      locale: found.row.locale,
      token: ctx.params.token!,
      orderId: found.row.id,
      amount: found.session.amount_cents,
      returnUrl: found.session.request.return_url ?? null,
    });
  });

  router.add('POST', '/acquirer/pay/:token', async (ctx) => {
    const { db } = ctx;
    await limits.take(ctx.locale, ['acquirerIp', ctx.clientIp]);
    const form = await readFormBody(ctx.req, ctx.locale, FORM_LIMIT_BYTES);
    const found = await hostedOf(ctx, { pendingOnly: true });
    if (!found) return;
    const { session, row } = found;
    const { locale } = row;
    const back = session.request.return_url!;

    if (row.received_at !== null) {
      // Its payment already came in: settle it (again), never take a second one.
      const settled = await acceptPayment(db, row.id, { method: row.method ?? 'hosted' }, storefrontUrl);
      if (settled.mail) delivery.deliver(settled.mail);
      await endHosted(db, session, settled.ok);
      return redirect(ctx, back);
    }
    if (form.get('action') === 'cancel') {
      await failOrder(db, row.id, 'cancelled', { method: 'hosted' });
      await endHosted(db, session, false);
      return redirect(ctx, back);
    }
    const card = checkCard(
      { card_number: form.get('card_number'), month: form.get('month'), year: form.get('year'), cvc: form.get('cvc') },
      new Date(payments.now()),
    );
    if (!card.ok) {
      const errors = Object.fromEntries(Object.entries(card.errors).map(([field, key]) => [field, text(locale, key)]));
      return sendHostedPage(ctx.res, { locale, token: ctx.params.token!, orderId: row.id, amount: session.amount_cents, returnUrl: back, errors, status: 422 });
    }
    const attempt = { method: 'hosted' as const, card: { brand: card.card.brand, last4: card.card.last4 } };
    const outcome = cardOutcome(card.card.number);
    if (outcome === 'approve') {
      const settled = await acceptPayment(db, row.id, attempt, storefrontUrl);
      if (settled.mail) delivery.deliver(settled.mail);
      await endHosted(db, session, settled.ok);
      return redirect(ctx, back);
    }
    if (outcome === 'declined' || outcome === 'insufficient_funds') {
      await failOrder(db, row.id, outcome, attempt);
      await endHosted(db, session, false);
      return redirect(ctx, back);
    }
    const termUrl = `${publicUrl(payments, ctx)}/acquirer/pay/${ctx.params.token!}/return`;
    const challenge = await openChallenge(db, {
      orderId: row.id,
      amount: session.amount_cents,
      currency: session.currency,
      card: attempt.card,
      termUrl,
      parentId: session.id,
      now: payments.now(),
    });
    const query = new URLSearchParams({ MD: challenge.md, PaReq: challenge.paReq, TermUrl: termUrl });
    redirect(ctx, `/acquirer/3ds?${query}`);
  });

  // Where the bank page of a hosted payment posts back: on to the shop's return address.
  const back: Handler = async (ctx) => {
    const found = await hostedOf(ctx, { pendingOnly: false });
    if (!found) return;
    const url = found.session.request.return_url;
    if (!url) return sendRefusal(ctx.res, found.row.locale, 404, 'invalid');
    redirect(ctx, url);
  };
  router.add('GET', '/acquirer/pay/:token/return', back);
  router.add('POST', '/acquirer/pay/:token/return', back);
}
