// The rules the shop states, enforced by the reference provider: an account pays only
// once its e-mail is confirmed (403 `email_unverified` on every call that creates or pays an order),
// American Express cards (15 digits, 4-digit code), WELCOME10 once per account (refused at apply,
// at order creation and at settlement, each naming the rule), and one support address in the
// product answers and the receipts.
import { z } from 'zod';
import { FieldErrorsAnswer } from './support/accounts-client';
import { DetailAnswer } from './support/api-schemas';
import { PROMO_REFUSAL_TEXT, PromoRefused, type BasketProductShape } from './support/basket-client';
import { CARDS, PaidAtOnce, paymentsClient, PIX_FORM, Refused, type Shopper, UPI_FORM } from './support/payments-client';
import { startProviderProcess, type ProviderProcess } from './support/start-provider';

let provider: ProviderProcess;
let stocked: BasketProductShape[];
const SUPPORT = 'help@shop-rules.example';

const client = paymentsClient(() => provider.url);
const { call, expectAnswer, shopper, as, createOrder, createOk, pay } = client;

beforeAll(async () => {
  provider = await startProviderProcess({ env: { SHOP_SUPPORT_EMAIL: SUPPORT, SHOP_NAME: 'Loja Aurora' } });
  stocked = await client.findProducts(8, (product) => product.in_stock >= 10 && product.price > 0 && product.price <= 5000);
}, 180_000);

afterAll(async () => {
  await provider?.stop();
});

let turn = 0;
const nextProduct = () => stocked[turn++ % stocked.length]!;

const Unverified = z.strictObject({ message: z.string().min(1), reason: z.literal('email_unverified') });
const UNVERIFIED_TEXT = {
  en: 'Confirm your e-mail address before paying: open the link we sent you, or ask for a new one.',
  ru: 'Подтвердите адрес электронной почты перед оплатой: откройте ссылку из нашего письма или запросите новую.',
} as const;

describe('an account whose e-mail is not confirmed cannot create or pay an order', () => {
  let unverified: Shopper;
  let keys = 0;
  const anyOrder = 'A'.repeat(20);

  beforeAll(async () => {
    unverified = await shopper([[stocked[0]!.id, 1]], 'en', { verified: false });
  });

  const pixBody = PIX_FORM;
  const upiBody = {
    ...UPI_FORM,
    success_url: 'https://shop.example/payment-confirm/{order_id}',
    decline_url: 'https://shop.example/payment-error/{order_id}',
    cancel_url: 'https://shop.example/checkout',
  };

  test.each([
    ['POST', '/api/orders/create', {}],
    ['POST', '/api/orders/create?type=spending', {}],
    ['POST', '/api/orders/create', { type: 'balance', replenishmentValue: 10_000 }],
    ['POST', '/api/orders/create-qr', pixBody],
    ['POST', '/api/orders/create-upi', upiBody],
    ['POST', '/api/payment-sbp', { type: 'purchase' }],
    ['POST', '/api/payment', { orderId: anyOrder, card_number: CARDS.ok, month: '12', year: '39', cvc: '737', termUrl: 'https://shop.example/t' }],
    ['POST', `/api/payment/spending-balance-handle?orderId=${anyOrder}`, {}],
    ['POST', `/api/orders/confirm/${anyOrder}`, {}],
  ])('%s %s answers 403 email_unverified in the request language, and no order is made', async (method, path, body) => {
    for (const locale of ['en', 'ru'] as const) {
      const res = await call(method, path, { ...as(unverified), locale, body, headers: { 'Idempotency-Key': `unverified-${locale}-${(keys += 1)}` } });
      expect(res.status).toBe(403);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(Unverified.parse(res.json)).toEqual({ message: UNVERIFIED_TEXT[locale], reason: 'email_unverified' });
    }
  });

  test('reading the basket and applying a promo code still work; once the mailed link is followed, the order is made and paid', async () => {
    const who = await shopper([[nextProduct().id, 1]], 'en', { verified: false });
    expect((await call('GET', '/api/basket', as(who))).status).toBe(200);
    expect((await call('POST', '/api/promocode?code=GAMER15', as(who))).status).toBe(200);
    expect((await createOrder(who)).status).toBe(403);
    await client.verifyEmail(who.email);
    const created = await createOk(who);
    await expectAnswer(pay(who, created.order_id, CARDS.ok), 200, PaidAtOnce);
    expect((await client.orderOf(who, created.order_id)).status).toBe('paid');
  });

  test('the resend call mails a new link to the unconfirmed account', async () => {
    const who = await shopper([], 'ru', { verified: false });
    const before = (await client.mails(who.email)).filter((mail) => mail.kind === 'verify-email').length;
    await expectAnswer(call('POST', '/api/profile/email-verify/resend', as(who)), 200, z.strictObject({ ok: z.literal(true) }));
    expect((await client.mails(who.email)).filter((mail) => mail.kind === 'verify-email')).toHaveLength(before + 1);
  });
});

describe('American Express', () => {
  const amexBody = (who: Shopper, orderId: string, cvc: string, card: string = CARDS.amex) => ({
    ...as(who),
    body: { orderId, card_number: card, month: '12', year: '39', cvc, termUrl: 'https://shop.example/t' },
  });

  test('the 15-digit test card with a 4-digit code pays at once; the order keeps the brand and last 4', async () => {
    const who = await shopper([[nextProduct().id, 1]]);
    const created = await createOk(who);
    await expectAnswer(call('POST', '/api/payment', amexBody(who, created.order_id, '0042', '3782 822463 10005')), 200, PaidAtOnce);
    expect((await client.orderOf(who, created.order_id)).card).toEqual({ brand: 'AmericanExpress', last4: '0005' });
  });

  test('its code must be 4 digits; the others keep 3 (100 to 999)', async () => {
    const who = await shopper([[nextProduct().id, 1]]);
    const created = await createOk(who);
    for (const [card, cvc, text] of [
      [CARDS.amex, '737', 'The American Express security code must be 4 digits'],
      [CARDS.amex, '12345', 'The American Express security code must be 4 digits'],
      [CARDS.ok, '0737', 'The CVV must be 3 digits'],
    ] as const) {
      const answer = await expectAnswer(call('POST', '/api/payment', amexBody(who, created.order_id, cvc, card)), 422, FieldErrorsAnswer);
      expect(answer.errors).toEqual({ cvc: [text] });
    }
  });

  test('lengths follow the brand: 15 digits for American Express only', async () => {
    const who = await shopper([[nextProduct().id, 1]]);
    const created = await createOk(who);
    // A Luhn-valid 16-digit number with an Amex prefix, and a Luhn-valid 15-digit Visa number.
    for (const card of ['3782822463100005', '411111111111116']) {
      const answer = await expectAnswer(call('POST', '/api/payment', amexBody(who, created.order_id, '1234', card)), 422, FieldErrorsAnswer);
      expect(Object.keys(answer.errors)).toContain('card_number');
    }
  });

  test('the card type of an Amex prefix', async () => {
    const answer = await expectAnswer(call('POST', '/api/card-type', { body: { number: '37828224' } }), 200, z.strictObject({ type: z.string() }));
    expect(answer.type).toBe('AmericanExpress');
  });
});

describe('WELCOME10 once per account', () => {
  test('after a paid order with it, the account is told it already used it (in its language); others still may', async () => {
    const who = await shopper([[nextProduct().id, 1]]);
    await expectAnswer(call('POST', '/api/promocode?code=WELCOME10', as(who)), 200, z.object({ data: z.object({ code: z.literal('WELCOME10') }) }));
    const created = await createOk(who);
    expect(created.order.promo).toEqual({ code: 'WELCOME10', discount: 10 });
    await expectAnswer(pay(who, created.order_id, CARDS.ok), 200, PaidAtOnce);

    await call('PATCH', '/api/basket', { ...as(who), body: { products: [{ id: nextProduct().id, type: 'increase', count: 1 }] } });
    for (const locale of ['en', 'ru', 'pt-BR'] as const) {
      const res = await call('POST', '/api/promocode?code=welcome10', { ...as(who), locale });
      const body = await expectAnswer(Promise.resolve(res), 422, PromoRefused);
      const message = PROMO_REFUSAL_TEXT.already_used[locale]!;
      expect(body).toEqual({ message, errors: { code: [message] }, reason: 'already_used' });
    }
    // GAMER15 has no limit per account.
    expect((await call('POST', '/api/promocode?code=GAMER15', as(who))).status).toBe(200);
    const other = await shopper([[nextProduct().id, 1]]);
    expect((await call('POST', '/api/promocode?code=WELCOME10', as(other))).status).toBe(200);
  });

  test('two orders made from one basket: the second is refused at settlement (nothing charged), the basket drops the code', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 2]]);
    expect((await call('POST', '/api/promocode?code=WELCOME10', as(who))).status).toBe(200);
    const first = await createOk(who, {}, { key: 'rules-first-order' });
    const second = await createOk(who, {}, { key: 'rules-second-order' });
    expect(second.order.promo).toEqual({ code: 'WELCOME10', discount: 10 });
    const stockBefore = await client.inStock(product.id);
    await expectAnswer(pay(who, first.order_id, CARDS.ok), 200, PaidAtOnce);
    const refused = await expectAnswer(pay(who, second.order_id, CARDS.ok), 422, Refused);
    expect(refused).toMatchObject({
      reason: 'promo_already_used',
      order_id: second.order_id,
      message: 'The promo code of this order was already used by your account; nothing was charged. Order again without it.',
    });
    expect(await client.status(who, second.order_id)).toMatchObject({ status: 'error', reason: 'promo_already_used' });
    // Only the first order's codes left the stock.
    expect(await client.inStock(product.id)).toBe(stockBefore - 2);
    expect((await call('GET', '/api/basket', as(who))).json).toMatchObject({ promo: null });
  });

  test('an order made with a code the account used meanwhile is refused at creation with the rule, and the code leaves the basket', async () => {
    const who = await shopper([[nextProduct().id, 1]]);
    expect((await call('POST', '/api/promocode?code=WELCOME10', as(who))).status).toBe(200);
    const first = await createOk(who, {}, { key: 'rules-used-meanwhile' });
    // Another line joins while the first order waits; paying it takes its own line off but keeps
    // the (still filled) basket's code, as a second tab's stale checkout would find it.
    await call('PATCH', '/api/basket', { ...as(who), body: { products: [{ id: nextProduct().id, type: 'increase', count: 1 }] } });
    await expectAnswer(pay(who, first.order_id, CARDS.ok), 200, PaidAtOnce);
    const message = 'Вы уже использовали промокод WELCOME10: он убран из корзины. Проверьте новую сумму и оформите заказ снова.';
    const res = await createOrder(who, {}, { locale: 'ru' });
    expect({ status: res.status, body: res.json }).toEqual({
      status: 422,
      body: { message, errors: { promo: [message] }, reason: 'promo_already_used' },
    });
    expect((await call('GET', '/api/basket', as(who))).json).toMatchObject({ promo: null });
    const again = await createOk(who);
    expect(again.order.promo).toBeNull();
  });
});

describe('one support address', () => {
  test('the product answers and the receipts name SHOP_SUPPORT_EMAIL, and the receipts are signed with SHOP_NAME', async () => {
    const product = nextProduct();
    const detail = await expectAnswer(call('GET', `/api/products/${product.id}`), 200, DetailAnswer);
    expect(detail.product.support_email).toBe(SUPPORT);
    const who = await shopper([[product.id, 1]]);
    const created = await createOk(who);
    await expectAnswer(pay(who, created.order_id, CARDS.ok), 200, PaidAtOnce);
    const [receipt] = await client.receipts(who.email);
    expect(receipt!.text).toContain(SUPPORT);
    expect(receipt!.text.trim().split('\n').pop()).toBe(`The Loja Aurora team · ${SUPPORT}`);
  });
});
