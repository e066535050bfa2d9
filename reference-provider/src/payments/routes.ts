// The order and payment calls of docs/payments-contract.md ("Provider API"): orders from the stored
// basket with an idempotency key, the card payment through the simulated acquirer (at once, or after
// 3-D Secure), Pix / UPI / SBP orders, payment from the balance, statuses, confirmations and codes.
// Card numbers and CVVs stay inside the request: only the brand and the last 4 digits are kept.
import { timingSafeEqual } from 'node:crypto';
import type { Accounts } from '../accounts/routes';
import { confirmedAccount, personal, signedIn } from '../http/guards';
import { text, type MessageKey } from '../http/messages';
import type { User } from '../accounts/store';
import { invalid } from '../http/field-errors';
import { coverPath } from '../catalogue/shapes';
import type { Queryable } from '../db/types';
import type { Context, Handler } from '../http/context';
import { HttpError, JsonAnswer } from '../http/respond';
import type { Router } from '../http/router';
import type { ProviderLocale } from '../seed/types';
import { openChallenge, sessionByHandle } from './acquirer';
import { cardBrand, cardOutcome, checkCard } from './cards';
import { chargeFor, currentRate, isChargeCurrency, issueQuote, quoteById, quoteJson, type ChargeCurrency } from './exchange';
import {
  createOrder,
  expectedPayment,
  orderRow,
  requestHash,
  storedBasket,
  toOrder,
  type FailureReason,
  type NewOrder,
  type OrderRow,
  type PaymentMethod,
} from './orders';
import { buildBrCode, buildUpiLink } from './qr-codes';
import { publicUrl, type Payments } from './service';
import { failOrder, settleOrder, startAttempt } from './settle';
import { callbackFromValues, verify } from './signing';
import { createForm, idempotencyKey, orderIdOf, paymentExtras, pixForm, sbpForm, upiForm, type Errors } from './validation';

const orderNotFound = (locale: ProviderLocale) => new HttpError(404, text(locale, 'orderNotFound'));
const wrongMethod = (locale: ProviderLocale) => invalid(locale, { orderId: 'orderWrongMethod' });
const QR_METHODS: readonly (PaymentMethod | null)[] = ['pix', 'upi', 'sbp'];

/** The caller's order (404 for an unknown one or another account's). */
async function ownOrder(db: Queryable, locale: ProviderLocale, userId: number, id: string | null): Promise<OrderRow> {
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
function refused(locale: ProviderLocale, field: string, key: MessageKey, extra: Record<string, unknown>): JsonAnswer {
  const message = text(locale, key);
  return new JsonAnswer(422, { message, errors: { [field]: [message] }, ...extra });
}

/** A purchase's row as the cabinet shows it (docs/accounts-contract.md "Purchase"), for one order. */
async function orderPurchases(db: Queryable, orderId: string, locale: ProviderLocale) {
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

async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ balance_cents: number }>('SELECT balance_cents FROM users WHERE id = $1', [userId]);
  return rows[0]?.balance_cents ?? 0;
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function addPaymentRoutes(router: Router<Handler>, accounts: Accounts, payments: Payments): void {
  const { limits, delivery } = accounts;
  const storefrontUrl = accounts.mail.storefrontUrl;
  const route = (method: string, path: string, handler: Handler) => router.add(method, path, personal(handler));

  /** A new quote of the account's basket in `currency` (null when the basket is empty). */
  async function freshQuote(ctx: Context, user: User, currency: ChargeCurrency) {
    const basket = await storedBasket(ctx.db, user.id);
    if (basket === null) return null;
    const { quote, rate } = await issueQuote(ctx.db, {
      userId: user.id,
      currency,
      totalCents: basket.total,
      now: payments.now(),
      lifetimeMs: payments.settings.quoteLifetimeMs,
    });
    return quoteJson(quote, rate);
  }

  /**
   * Creates (or finds again, by its key) an order and answers 201 (200 for a repeat) with `extra(row)`.
   * With `charge`, the order is charged in that currency: at the quote's rate while the quote holds
   * (docs/payments-contract.md "Charges in reais and rupees"); a quote the amount no longer matches
   * answers 409 with a new one. The quote is not part of the request's hash: a retry with the same key
   * after the checkout refreshed its quote is still the same order.
   */
  async function create(
    ctx: Context,
    user: User,
    spec: Omit<NewOrder, 'userId' | 'locale' | 'idempotencyKey' | 'requestHash' | 'price'> & {
      hashParts: Record<string, unknown>;
      amountField?: string;
      charge?: { currency: ChargeCurrency; quoteId: string | null };
      extra?: (row: OrderRow) => Record<string, unknown>;
    },
  ): Promise<JsonAnswer> {
    const { locale } = ctx;
    const key = idempotencyKey(ctx.req.headers['idempotency-key']);
    if (!key.ok) throw invalid(locale, { 'Idempotency-Key': 'idempotencyKeyInvalid' });
    await limits.take(locale, ['orderCreate', String(user.id)]);
    const { hashParts, amountField = 'amount', extra, charge, ...order } = spec;
    const price: NewOrder['price'] = charge
      ? async (tx, totalCents) =>
          chargeFor({
            currency: charge.currency,
            totalCents,
            quote: charge.quoteId === null ? undefined : await quoteById(tx, charge.quoteId, user.id),
            current: await currentRate(tx, charge.currency),
            now: payments.now(),
          })
      : undefined;
    const outcome = await createOrder(ctx.db, {
      ...order,
      price,
      userId: user.id,
      locale,
      idempotencyKey: key.key,
      requestHash: requestHash(hashParts),
    });
    if (!outcome.ok) {
      switch (outcome.problem) {
        case 'basketEmpty':
          throw invalid(locale, { basket: 'basketEmpty' });
        case 'stock':
          throw invalid(locale, Object.fromEntries(outcome.productIds.map((id) => [`products.${id}`, 'notEnoughStock' as const])));
        case 'amount':
          throw invalid(locale, { [amountField]: 'amountMismatch' });
        case 'keyReused':
          throw new HttpError(409, text(locale, 'idempotencyKeyReused'));
        case 'quoteUnknown':
          throw invalid(locale, { quote_id: 'quoteInvalid' });
        case 'quoteChanged': {
          const message = text(locale, 'quoteChanged');
          return new JsonAnswer(409, { message, errors: { quote_id: [message] }, quote: await freshQuote(ctx, user, charge!.currency) });
        }
        case 'promoUsed': {
          const message = text(locale, 'orderPromoAlreadyUsed', { code: outcome.code });
          throw new HttpError(422, message, { promo: [message] }, undefined, { reason: 'promo_already_used' });
        }
      }
    }
    const { row, created } = outcome;
    return new JsonAnswer(created ? 201 : 200, {
      order_id: row.id,
      total_price: row.total_cents,
      order: await toOrder(ctx.db, row, locale),
      ...(extra ? extra(row) : {}),
    });
  }

  // The codes carry the order's charge (reais, rupees) as stored: a repeated request shows the same sum.
  const brCode = (row: OrderRow) =>
    buildBrCode({ ...payments.settings.pix, amountCents: expectedPayment(row, payments.settings.currency).amount, txid: row.id });

  const fail = (locale: ProviderLocale, errors: Errors) => invalid(locale, errors);

  route('POST', '/api/orders/create', async (ctx) => {
    const user = await confirmedAccount(ctx);
    const form = createForm(await ctx.body(), ctx.query.get('type'));
    if (!form.ok) throw fail(ctx.locale, form.errors);
    return create(ctx, user, {
      type: form.type,
      method: null,
      replenishment: form.replenishment ?? undefined,
      hashParts: { path: 'create', type: form.type, replenishment: form.replenishment },
    });
  });

  route('POST', '/api/orders/create-qr', async (ctx) => {
    const user = await confirmedAccount(ctx);
    const { locale } = ctx;
    const form = pixForm(await ctx.body());
    if (!form.ok) throw fail(locale, form.errors);
    const payer = form.value;
    if (payer.currency !== null && payer.currency !== payments.settings.currency) throw fail(locale, { currency: 'currencyInvalid' });
    return create(ctx, user, {
      type: 'purchase',
      method: 'pix',
      payerName: payer.firstName,
      expectTotal: payer.amount,
      positiveTotal: true,
      charge: { currency: 'BRL', quoteId: payer.quoteId },
      hashParts: { path: 'create-qr', firstName: payer.firstName, lastName: payer.lastName, amount: payer.amount },
      extra: (row) => ({ qr: { payload: brCode(row), image: null } }),
    });
  });

  route('POST', '/api/orders/create-upi', async (ctx) => {
    const user = await confirmedAccount(ctx);
    const { locale } = ctx;
    const form = upiForm(await ctx.body());
    if (!form.ok) throw fail(locale, form.errors);
    const payer = form.value;
    if (payer.currency !== null && payer.currency !== payments.settings.currency) throw fail(locale, { currency: 'currencyInvalid' });
    return create(ctx, user, {
      type: 'purchase',
      method: 'upi',
      payerName: payer.firstName,
      returnUrls: payer.returnUrls,
      positiveTotal: true,
      charge: { currency: 'INR', quoteId: payer.quoteId },
      hashParts: { path: 'create-upi', firstName: payer.firstName, description: payer.description, ...payer.returnUrls },
      extra: (row) => {
        const charged = expectedPayment(row, payments.settings.currency);
        return {
          upi: {
            link: buildUpiLink({
              ...payments.settings.upi,
              amountCents: charged.amount,
              currency: charged.currency,
              note: payer.description ?? `Order ${row.id}`,
              reference: row.id,
            }),
          },
        };
      },
    });
  });

  route('POST', '/api/payment-sbp', async (ctx) => {
    const user = await confirmedAccount(ctx);
    const form = sbpForm(await ctx.body());
    if (!form.ok) throw fail(ctx.locale, form.errors);
    const balance = form.type === 'balance';
    return create(ctx, user, {
      type: form.type,
      method: 'sbp',
      replenishment: balance ? form.value! : undefined,
      expectTotal: balance ? null : form.value,
      positiveTotal: true,
      // A BR Code is in reais; SBP (no screen of the storefront uses it) takes no quote: the rate of the moment.
      charge: { currency: 'BRL', quoteId: null },
      amountField: 'value',
      hashParts: { path: 'payment-sbp', type: form.type, value: form.value },
      extra: (row) => ({ sbp: { payload: brCode(row), image: null } }),
    });
  });

  // The checkout's quote: the stored basket's total in reais or rupees at the current rate, and until when it holds.
  route('GET', '/api/payment/quote', async (ctx) => {
    const user = await signedIn(ctx);
    const currency = ctx.query.get('currency');
    if (!isChargeCurrency(currency)) throw fail(ctx.locale, { currency: 'currencyInvalid' });
    const quote = await freshQuote(ctx, user, currency);
    if (quote === null) throw fail(ctx.locale, { basket: 'basketEmpty' });
    return { quote };
  });

  route('POST', '/api/payment', async (ctx) => {
    const { locale, db } = ctx;
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
    if (row.cancelled_at !== null) throw invalid(locale, { orderId: 'orderCancelled' });
    const attempt = { method: 'card' as const, card: { brand: card.card.brand, last4: card.card.last4 } };
    const outcome = cardOutcome(card.card.number);

    if (outcome === 'declined' || outcome === 'insufficient_funds') {
      await failOrder(db, row.id, outcome, attempt);
      const key = outcome === 'declined' ? 'cardDeclined' : 'cardInsufficientFunds';
      return refused(locale, 'card_number', key, { reason: outcome, order_id: row.id });
    }
    if (outcome === 'approve') {
      const settled = await settleOrder(db, row.id, attempt, storefrontUrl);
      if (!settled.ok) return refused(locale, 'orderId', settlementRefusalKey(settled.reason), { reason: settled.reason, order_id: row.id });
      if (settled.mail) delivery.deliver(settled.mail);
      return { status: 'OK', order_id: row.id };
    }

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

  // What the bank page posted to the TermUrl, checked by the BFF: no bearer (a cross-site POST).
  route('POST', '/api/payment/3ds-complete', async (ctx) => {
    const { locale, db } = ctx;
    await limits.take(locale, ['acquirerIp', ctx.clientIp]);
    const body = await ctx.body();
    const md = typeof body.MD === 'string' ? body.MD : '';
    const paRes = typeof body.PaRes === 'string' ? body.PaRes : '';
    const session = await sessionByHandle(db, '3ds', md);
    if (!session || session.pa_res === null || !constantTimeEqual(session.pa_res, paRes)) {
      throw new HttpError(404, text(locale, 'threeDsUnknown'));
    }
    await limits.undo('acquirerIp', ctx.clientIp);
    const row = (await orderRow(db, session.order_id))!;
    return { order_id: row.id, status: row.status, reason: row.reason };
  });

  route('POST', '/api/payment/status', async (ctx) => {
    const user = await signedIn(ctx);
    const body = await ctx.body();
    if (body.orderId === undefined || body.orderId === '') throw fail(ctx.locale, { orderId: 'required' });
    const row = await ownOrder(ctx.db, ctx.locale, user.id, orderIdOf(body.orderId));
    return { order_id: row.id, type: row.type, status: row.status, reason: row.reason };
  });

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
        return refused(locale, 'orderId', settlementRefusalKey(settled.reason), { reason: settled.reason, order_id: row.id });
      }
      if (settled.mail) delivery.deliver(settled.mail);
    }
    return { status: 'OK', order_id: row.id, balance: await balanceOf(db, user.id) };
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
    if (ctx.token === null) {
      // The acquirer's callback, forwarded by the BFF: its signature is the authority.
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

  // The card's brand from its first 8 digits: no account needed.
  route('POST', '/api/card-type', async (ctx) => {
    const body = await ctx.body();
    const number = typeof body.number === 'string' ? body.number : '';
    if (!/^\d{8}$/.test(number)) throw fail(ctx.locale, { number: 'cardTypeNumberInvalid' });
    await limits.take(ctx.locale, ['cardType', ctx.clientIp]);
    return { type: cardBrand(number) };
  });
}
