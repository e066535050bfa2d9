// Orders paid by a QR code or a payment link: Pix (a BR Code in reais), UPI (a link in rupees) and
// SBP, and the checkout's quote of the basket in reais or rupees (docs/payments-contract.md "Charges
// in reais and rupees"). The payment itself arrives later, through the acquirer.
import type { Handler } from '../http/context';
import { confirmedAccount, signedIn } from '../http/guards';
import type { Router } from '../http/router';
import { isChargeCurrency } from './exchange';
import type { OrderMaker } from './new-orders';
import { expectedPayment } from './orders';
import { buildUpiLink } from './qr-codes';
import { fail, personalRoute } from './route-helpers';
import type { Payments } from './service';
import { pixForm, sbpForm, upiForm } from './validation';

export function addQrPaymentRoutes(router: Router<Handler>, payments: Payments, orders: OrderMaker): void {
  const route = personalRoute(router);
  const { create, freshQuote, brCode } = orders;

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
}
