// Pix in reais and UPI in rupees (docs/payments-contract.md "Charges in reais and rupees") against a
// live provider whose quotes hold 5 seconds: the rates and their switch, quotes of the stored basket,
// orders charged at the quoted rate while the quote holds and refused with a new quote once the amount
// shown no longer matches, the BR Code and the UPI link carrying the converted amount (read back with
// the storefront's own parsers), and the "paid" switch and the acquirer's callback checking amount and
// currency against the order. The rates are the process's own: tests here run one after the other.
import { z } from 'zod';
import { parseBrCode } from '@/lib/payment/br-code';
import { createNonce, signCallback, type CallbackFields } from '@/lib/bff/payment/hmac';
import { parseUpiLink } from '@/lib/payment/upi';
import type { BasketProductShape } from '../support/basket-client';
import { increase } from '../support/basket-client';
import { converted, CreatedQr, CreatedUpi, Order, paymentsClient, PIX_FORM, QuoteChanged, RateAnswer, type Shopper, UPI_FORM } from '../support/payments-client';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

const QUOTE_SECONDS = 5;
const SECRET = 'charges-test-acquirer-secret-0123456789abcdef';
const TOKEN = 'svc_reference_shop';

let provider: ProviderProcess;
let stocked: BasketProductShape[];
const client = paymentsClient(() => provider.url);
const { call, expectAnswer, expect422, shopper, as, createOrder, quote, setRate } = client;

beforeAll(async () => {
  provider = await startProviderProcess({ env: { PAYMENT_QUOTE_SECONDS: String(QUOTE_SECONDS), ACQUIRER_SECRET: SECRET } });
  stocked = await client.findProducts(8, (p) => p.in_stock >= 8 && p.price > 0 && p.price <= 5000);
}, 180_000);

afterAll(async () => {
  await provider?.stop();
});

let turn = 0;
const nextProduct = () => stocked[turn++ % stocked.length]!;
/**
 * Resolves once the provider's own clock has passed `held`'s expiry: once it quotes `who` anew (it
 * gives a held quote again while more than half its life is left) at or after that moment.
 */
async function untilExpired(who: Shopper, held: { expires_at: string }): Promise<void> {
  const expiry = Date.parse(held.expires_at);
  const deadline = Date.now() + 2 * QUOTE_SECONDS * 1000 + 15_000;
  while (Date.parse((await quote(who, 'INR')).quoted_at) < expiry) {
    if (Date.now() > deadline) throw new Error(`the provider's clock did not reach ${held.expires_at}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
let keys = 0;
const freshKey = () => `charge-key-${Date.now()}-${(keys += 1)}`;


const pix = (who: Shopper, extra: Record<string, unknown> = {}, key?: string) => createOrder(who, { ...PIX_FORM, ...extra }, { path: '/api/orders/create-qr', key });
const upi = (who: Shopper, extra: Record<string, unknown> = {}, key?: string) => createOrder(who, { ...UPI_FORM, ...extra }, { path: '/api/orders/create-upi', key });

describe('rates', () => {
  test('seeded, listed and changed by the development switch; bad rates refused', async () => {
    const listed = await expectAnswer(call('GET', '/dev/rates'), 200, z.strictObject({ rates: z.array(RateAnswer) }));
    expect(listed.rates.map((rate) => rate.currency)).toEqual(['BRL', 'INR']);

    const changed = await setRate('BRL', '6.35');
    expect(changed).toMatchObject({ currency: 'BRL', rate: '6.35' });
    expect(Date.parse(changed.updated_at)).toBeGreaterThan(Date.parse(listed.rates[0]!.updated_at));
    // A JSON number is read as the decimal it writes.
    expect((await call('PATCH', '/dev/rates/INR', { body: { rate: 98.4537 } })).json).toMatchObject({ rate: { rate: '98.4537' } });
    for (const rate of ['0', '-1', '6.1234567', 'abc', '', 10_000_000, null]) {
      expect((await call('PATCH', '/dev/rates/BRL', { body: { rate } })).status).toBe(422);
    }
    expect((await call('PATCH', '/dev/rates/USD', { body: { rate: '5' } })).status).toBe(404);
    await setRate('BRL', '6.2001');
  });
});

describe('quotes', () => {
  test('the stored basket’s total (after its promo code) in reais or rupees, the rate, and until when it holds', async () => {
    const [a, b] = [nextProduct(), nextProduct()];
    const who = await shopper([
      [a.id, 2],
      [b.id, 1],
    ]);
    await setRate('BRL', '6.2001');
    const brl = await quote(who, 'BRL');
    expect(brl).toMatchObject({ currency: 'BRL', total: a.price * 2 + b.price, rate: '6.2001', amount: converted(a.price * 2 + b.price, '6.2001') });
    expect(Date.parse(brl.expires_at) - Date.parse(brl.quoted_at)).toBe(QUOTE_SECONDS * 1000);

    const promo = await expectAnswer(call('POST', '/api/promocode?code=WELCOME10', as(who)), 200, z.object({ data: z.object({ priceWithDiscount: z.number() }) }));
    const inr = await quote(who, 'INR');
    const rate = (await expectAnswer(call('GET', '/dev/rates'), 200, z.strictObject({ rates: z.array(RateAnswer) }))).rates[1]!.rate;
    expect(inr).toMatchObject({ currency: 'INR', total: promo.data.priceWithDiscount, rate, amount: converted(promo.data.priceWithDiscount, rate) });
  });

  test('refused without an account, for another currency, and for an empty basket', async () => {
    const who = await shopper();
    expect((await call('GET', '/api/payment/quote?currency=BRL')).status).toBe(401);
    for (const currency of ['', 'EUR', 'brl', 'USD']) {
      await expect422(call('GET', `/api/payment/quote?currency=${currency}`, as(who)), ['currency']);
    }
    await expect422(call('GET', '/api/payment/quote', as(who)), ['currency']);
    const empty = await expect422(call('GET', '/api/payment/quote?currency=INR', as(who)), ['basket']);
    expect(empty.message).toBe('The basket is empty');
  });
});

describe('orders charged in reais and rupees', () => {
  test('a Pix order keeps the quoted rate while the quote holds, even after the rate changed', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]], 'pt-BR');
    await setRate('BRL', '6.2001');
    const shown = await quote(who, 'BRL');
    await setRate('BRL', '6.5');

    const created = await expectAnswer(pix(who, { quote_id: shown.id }), 201, CreatedQr);
    expect(created.order.charge).toEqual({ currency: 'BRL', amount: shown.amount, rate: '6.2001', quoted_at: shown.quoted_at });
    const code = parseBrCode(created.qr.payload);
    if (!code.ok) throw new Error(`BR Code refused: ${JSON.stringify(code)}`);
    expect(code.code).toMatchObject({ currency: '986', amountCents: shown.amount, txid: created.order_id });
    // Read back later, the order charges the same.
    expect((await client.orderOf(who, created.order_id)).charge).toEqual(created.order.charge);
    // A new quote has the new rate.
    const other = await shopper([[product.id, 1]]);
    expect(await quote(other, 'BRL')).toMatchObject({ rate: '6.5', amount: converted(product.price, '6.5') });
    await setRate('BRL', '6.2001');
  });

  test('a basket changed since the quote: 409 with the new quote, nothing created; the new quote is charged', async () => {
    const [a, b] = [nextProduct(), nextProduct()];
    const who = await shopper([[a.id, 1]]);
    const shown = await quote(who, 'INR');
    const patched = await call('PATCH', '/api/basket', { ...as(who), body: { products: [increase(b.id)] } });
    expect(patched.status).toBe(200);

    const key = freshKey();
    const stale = await expectAnswer(upi(who, { quote_id: shown.id }, key), 409, QuoteChanged);
    expect(stale.message).toBe('The amount to pay has changed: check the new amount and pay again');
    expect(stale.quote).toMatchObject({ currency: 'INR', total: a.price + b.price, amount: converted(a.price + b.price, stale.quote!.rate) });

    // The same key was not spent: the attempt goes on with the new quote.
    const created = await expectAnswer(upi(who, { quote_id: stale.quote!.id }, key), 201, CreatedUpi);
    expect(created.order.charge).toMatchObject({ currency: 'INR', amount: stale.quote!.amount });
    const link = parseUpiLink(created.upi.link);
    if (!link.ok) throw new Error(`UPI link refused: ${JSON.stringify(link)}`);
    expect(link.link).toMatchObject({ currency: 'INR', amountCents: stale.quote!.amount, reference: created.order_id, vpa: 'referenceshop@okaxis' });
    // Repeated with the same key and a refreshed quote: the same order (the quote is not part of the request).
    const refreshed = await quote(who, 'INR');
    const again = await expectAnswer(upi(who, { quote_id: refreshed.id }, key), 200, CreatedUpi);
    expect(again.order_id).toBe(created.order_id);
    expect(again.upi.link).toBe(created.upi.link);
  });

  test('an expired quote: charged while the rate is the same, refused with a new quote once it moved', async () => {
    await setRate('INR', '98.4537');
    const product = nextProduct();
    const who = await shopper([[product.id, 1]], 'hi');
    const held = await quote(who, 'INR');
    const moved = await shopper([[product.id, 1]], 'ru');
    const lost = await quote(moved, 'INR');
    await untilExpired(who, held);
    await untilExpired(moved, lost);

    const same = await expectAnswer(upi(who, { quote_id: held.id }), 201, CreatedUpi);
    expect(same.order.charge).toMatchObject({ amount: held.amount, rate: '98.4537' });

    await setRate('INR', '99.1');
    const refused = await expectAnswer(upi(moved, { quote_id: lost.id }), 409, QuoteChanged);
    expect(refused.message).toBe('Сумма к оплате изменилась: проверьте новую сумму и оплатите снова');
    expect(refused.quote).toMatchObject({ rate: '99.1', amount: converted(product.price, '99.1') });
    expect(await expectAnswer(upi(moved, { quote_id: refused.quote!.id }), 201, CreatedUpi).then((c) => c.order.charge!.amount)).toBe(
      converted(product.price, '99.1'),
    );
    await setRate('INR', '98.4537');
  }, 30_000);

  test('a quote of another currency or account, or a malformed one: 422 on quote_id', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]]);
    const rupees = await quote(who, 'INR');
    await expect422(pix(who, { quote_id: rupees.id }), ['quote_id']);
    const other = await shopper([[product.id, 1]]);
    const theirs = await quote(other, 'BRL');
    const refused = await expect422(pix(who, { quote_id: theirs.id }), ['quote_id']);
    expect(refused.message).toBe('This price quote is not known: ask for a new one');
    await expect422(pix(who, { quote_id: 'nope' }), ['quote_id']);
    await expect422(upi(who, { quote_id: 42 }), ['quote_id']);
  });
});

describe('paying what the order charges', () => {
  test('the "paid" switch checks amount and currency as the PSP reports them; no body pays the charge', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]]);
    const created = await expectAnswer(pix(who, { quote_id: (await quote(who, 'BRL')).id }), 201, CreatedQr);
    const charge = created.order.charge!;
    const markPaid = (body?: unknown) => call('POST', `/dev/orders/${created.order_id}/mark-paid`, { body });

    // The euro total in euros is not what a Pix order charges.
    await expect422(markPaid({ amount: product.price, currency: 'EUR' }), ['amount', 'currency']);
    await expect422(markPaid({ amount: charge.amount + 1, currency: 'BRL' }), ['amount']);
    await expect422(markPaid({ amount: charge.amount, currency: 'INR' }), ['currency']);
    expect((await client.orderOf(who, created.order_id)).status).toBe('init');

    const paid = await expectAnswer(markPaid({ amount: charge.amount, currency: 'BRL' }), 200, z.strictObject({ order: Order, redirect: z.null() }));
    expect(paid.order).toMatchObject({ status: 'paid', charge });
    // The receipt says what was charged in reais, beside the euro total.
    const [receipt] = await client.receipts(who.email);
    const reais = new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(charge.amount / 100);
    const euros = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(product.price / 100);
    expect(receipt!.text).toContain(`${reais} (${euros})`);

    const second = await shopper([[nextProduct().id, 1]]);
    const upiOrder = await expectAnswer(upi(second), 201, CreatedUpi);
    expect((await call('POST', `/dev/orders/${upiOrder.order_id}/mark-paid`)).json).toMatchObject({ order: { status: 'paid' } });
  });

  test('the acquirer’s signed callback confirms a Pix order only in reais, with its amount', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]]);
    const created = await expectAnswer(pix(who), 201, CreatedQr);
    const charge = created.order.charge!;
    await expectAnswer(call('POST', `/dev/orders/${created.order_id}/mark-paid`), 200, z.object({ order: z.object({ status: z.literal('paid') }) }));

    const callback = (amount: number, currency: string) => {
      const now = Date.now();
      const fields: CallbackFields = {
        token: TOKEN,
        orderId: created.order_id,
        date: new Date(now).toISOString(),
        amount,
        currency,
        ip: '203.0.113.9',
        nonce: createNonce(),
        expiresAt: new Date(now + 600_000).toISOString(),
        status: 'paid',
      };
      const body = {
        token: fields.token,
        order_id: fields.orderId,
        date: fields.date as string,
        amount: String(amount),
        currency,
        ip: fields.ip,
        nonce: fields.nonce,
        expires_at: fields.expiresAt as string,
        status: fields.status,
        signature: signCallback(fields, SECRET),
      };
      return call('POST', `/api/orders/confirm/${created.order_id}`, { body });
    };
    // Signed, but in euros: the euro total is not what this order charged.
    expect((await callback(product.price, 'EUR')).status).toBe(403);
    expect((await callback(charge.amount, 'EUR')).status).toBe(403);
    expect((await callback(product.price, 'BRL')).status).toBe(charge.amount === product.price ? 200 : 403);
    expect((await callback(charge.amount, 'BRL')).json).toEqual({ order_id: created.order_id, status: 'paid', confirmed: true });
  });
});
