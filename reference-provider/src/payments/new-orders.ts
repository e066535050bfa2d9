// Creating orders (docs/payments-contract.md "Provider API"): an order from the stored basket with an
// idempotency key, charged in euros or, for Pix and UPI, in reais or rupees at a quote's rate; and
// POST /api/orders/create, the order a card, the balance or a top-up then pays.
import type { Accounts } from '../accounts/routes';
import type { User } from '../accounts/store';
import type { Context, Handler } from '../http/context';
import { invalid } from '../http/field-errors';
import { confirmedAccount } from '../http/guards';
import { text } from '../http/messages';
import { HttpError, JsonAnswer } from '../http/respond';
import type { Router } from '../http/router';
import { chargeFor, currentRate, issueQuote, quoteById, quoteJson, type ChargeCurrency } from './exchange';
import { createOrder, expectedPayment, requestHash, storedBasket, toOrder, type NewOrder, type OrderRow } from './orders';
import { buildBrCode } from './qr-codes';
import { fail, personalRoute } from './route-helpers';
import type { Payments } from './service';
import { createForm, idempotencyKey } from './validation';

export type OrderMaker = ReturnType<typeof orderMaker>;

/** The order creation of the payment routes, with the account limits and the payment settings. */
export function orderMaker(accounts: Accounts, payments: Payments) {
  const { limits } = accounts;

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

  return { freshQuote, create, brCode };
}

export function addNewOrderRoutes(router: Router<Handler>, orders: OrderMaker): void {
  const route = personalRoute(router);
  const { create } = orders;

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
}
