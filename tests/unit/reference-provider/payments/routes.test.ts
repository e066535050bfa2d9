// The reference provider's orders and payments (docs/payments-contract.md "Provider API", "Test
// cards", "3-D Secure bank page", "Pix, UPI and the development switch") against a live process with
// an in-memory database and the seeded catalogue: every test card, 3-D Secure confirmed and cancelled,
// idempotent orders, the last code sold once, the balance ledger, top-ups, Pix/UPI/SBP, receipts.
import { z } from 'zod';
import { parseBrCode } from '@/lib/payment/br-code';
import { buildUpiLink } from '@/lib/payment/upi';
import { FieldErrorsAnswer, MessageAnswer, PurchasesAnswer } from '../support/accounts-client';
import type { BasketProductShape } from '../support/basket-client';
import {
  CARDS,
  ConfirmBalance,
  Created,
  CreatedQr,
  CreatedSbp,
  CreatedUpi,
  converted,
  hiddenValue,
  NotPaid,
  PaidAtOnce,
  paymentsClient,
  PIX_FORM,
  Refused,
  returnAction,
  TERM_URL,
  ThreeDs,
  ThreeDsRedirect,
  type Shopper,
  UPI_FORM,
} from '../support/payments-client';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

let provider: ProviderProcess;
/** Seeded products with at least 10 codes, at most 50 € each. */
let stocked: BasketProductShape[];
/** Seeded products with exactly one code. */
let lastOnes: BasketProductShape[];
/** A seeded product above 50 € with at least 4 codes. */
let pricey: BasketProductShape;

const client = paymentsClient(() => provider.url);
const { call, expectAnswer, expect422, shopper, as, createOrder, createOk, pay, status, orderOf, confirmCodes, balance, inStock, paymentMails } = client;

beforeAll(async () => {
  provider = await startProviderProcess();
  stocked = await client.findProducts(10, (p) => p.in_stock >= 10 && p.price > 0 && p.price <= 5000);
  lastOnes = await client.findProducts(3, (p) => p.in_stock === 1);
  pricey = (await client.findProducts(1, (p) => p.in_stock >= 4 && p.price > 5000 && p.price < 10_000))[0]!;
}, 180_000);

afterAll(async () => {
  await provider?.stop();
});

let productTurn = 0;
/** A stocked product, a different one each time (spreads the codes tests take). */
const nextProduct = () => stocked[productTurn++ % stocked.length]!;

let keyCounter = 0;
const freshKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

async function orderWith(lines: Array<[BasketProductShape, number]>, locale = 'en'): Promise<{ who: Shopper; orderId: string; total: number }> {
  const who = await shopper(
    lines.map(([product, quantity]) => [product.id, quantity]),
    locale,
  );
  const created = await createOk(who);
  return { who, orderId: created.order_id, total: created.total_price };
}

describe('without a bearer token', () => {
  test.each([
    ['POST', '/api/orders/create'],
    ['POST', '/api/orders/create-qr'],
    ['POST', '/api/orders/create-upi'],
    ['POST', '/api/payment-sbp'],
    ['POST', '/api/payment'],
    ['POST', '/api/payment/status'],
    ['POST', '/api/payment/spending-balance-handle?orderId=AAAAAAAAAAAAAAAAAAAA'],
    ['GET', '/api/payment-confirm/AAAAAAAAAAAAAAAAAAAA'],
    ['GET', '/api/payment-products/AAAAAAAAAAAAAAAAAAAA'],
  ])('%s %s answers 401 (localised), never cached', async (method, path) => {
    const res = await call(method, path, { locale: 'pt-BR', body: method === 'POST' ? {} : undefined });
    expect(res.status).toBe(401);
    expect(MessageAnswer.parse(res.json)).toEqual({ message: 'Não autenticado.' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('POST /api/orders/confirm/{id} without a token is the acquirer mode: an unsigned body is refused (403)', async () => {
    const { orderId } = await orderWith([[nextProduct(), 1]]);
    const res = await call('POST', `/api/orders/confirm/${orderId}`, { body: { order_id: orderId, status: 'paid' } });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/orders/create', () => {
  test('makes the order from the stored basket and its promo code, whatever the body claims', async () => {
    const [a, b] = [nextProduct(), nextProduct()];
    const who = await shopper([
      [a.id, 2],
      [b.id, 1],
    ]);
    const promo = await expectAnswer(call('POST', '/api/promocode?code=GAMER15', as(who)), 200, z.object({ data: z.object({ priceWithDiscount: z.number() }) }));
    const res = await createOrder(who, { type: 'purchase', code: 'ONCE50', total: 1, items: [{ product_id: a.id, price: 1, quantity: 99 }] });
    const created = await expectAnswer(Promise.resolve(res), 201, Created);
    const subtotal = a.price * 2 + b.price;
    expect(created.total_price).toBe(promo.data.priceWithDiscount);
    expect(created.order).toMatchObject({
      type: 'purchase',
      status: 'init',
      method: null,
      reason: null,
      subtotal,
      total: promo.data.priceWithDiscount,
      promo: { code: 'GAMER15', discount: 15 },
      replenishment: null,
      codes: null,
      card: null,
      // A card order is charged its euro total: no conversion.
      charge: null,
      paid_at: null,
    });
    expect(created.order.items.map((item) => [item.product_id, item.price, item.quantity])).toEqual([
      [a.id, a.price, 2],
      [b.id, b.price, 1],
    ]);
    expect(created.order.items[0]!.name).toBe(a.name);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The basket is untouched until the order is paid.
    expect((await call('GET', '/api/basket', as(who))).json).toMatchObject({ count: 3 });
  });

  test('an Idempotency-Key makes a double click (and a retry) one order, even when sent at once', async () => {
    const who = await shopper([[nextProduct().id, 1]]);
    const key = freshKey();
    const answers = await Promise.all([1, 2, 3, 4].map(() => createOrder(who, { type: 'purchase' }, { key })));
    const ids = new Set(answers.map((res) => Created.parse(res.json).order_id));
    expect(ids.size).toBe(1);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 201]);
    // Later, after the basket changed: still the same order.
    await call('PATCH', '/api/basket', { ...as(who), body: { products: [{ id: nextProduct().id, type: 'increase', count: 1 }] } });
    const again = await expectAnswer(createOrder(who, { type: 'purchase' }, { key }), 200, Created);
    expect(again.order_id).toBe([...ids][0]);
    expect(again.order.items).toHaveLength(1);
    // Without a key, each call is a new order.
    const one = await createOk(who);
    const two = await createOk(who);
    expect(one.order_id).not.toBe(two.order_id);
  });

  test('the same key for another request answers 409; a malformed key 422; keys are per account', async () => {
    const who = await shopper([[nextProduct().id, 1]]);
    const key = freshKey();
    await createOk(who, {}, { key });
    const reused = await createOrder(who, { type: 'balance', replenishmentValue: 10_000 }, { key });
    expect(reused.status).toBe(409);
    expect(MessageAnswer.parse(reused.json).message).toMatch(/Idempotency-Key/);
    await expect422(createOrder(who, {}, { key: 'short' }), ['Idempotency-Key']);
    await expect422(createOrder(who, {}, { key: 'has spaces in it' }), ['Idempotency-Key']);
    const other = await shopper([[nextProduct().id, 1]]);
    expect((await createOrder(other, {}, { key })).status).toBe(201);
  });

  test('an empty basket answers 422 (localised)', async () => {
    const who = await shopper([], 'pt-BR');
    const body = await expect422(createOrder(who), ['basket']);
    expect(body.message).toBe('A cesta está vazia');
    expect((await expect422(createOrder(who, {}, { locale: 'ru' }), ['basket'])).message).toBe('Корзина пуста');
  });

  test('a line above the stock now answers 422 naming the product, nothing created', async () => {
    const product = lastOnes[1]!;
    const late = await shopper([[product.id, 1]]);
    const early = await orderWith([[product, 1]]);
    await expectAnswer(pay(early.who, early.orderId, CARDS.ok), 200, PaidAtOnce);
    await expect422(createOrder(late), [`products.${product.id}`]);
  });

  test('top-ups: replenishmentValue in cents from 100 € (10000) to 1 000 000 €; ?type= wins and must agree', async () => {
    const who = await shopper();
    for (const value of [9_999, 0, -10_000, 100.5, '10000', null, 100_000_001]) {
      const body = await expect422(createOrder(who, { type: 'balance', replenishmentValue: value }, { locale: 'ru' }), ['replenishmentValue']);
      expect(body.message).toBe('Сумма должна быть от 100 € до 1 000 000 €');
    }
    const created = await createOk(who, { type: 'balance', replenishmentValue: 10_000 });
    expect(created.order).toMatchObject({ type: 'balance', subtotal: 10_000, total: 10_000, replenishment: 10_000, items: [] });
    await expect422(createOrder(who, { type: 'purchase' }, { query: '?type=spending' }), ['type']);
    await expect422(createOrder(who, { type: 'gift' }), ['type']);
    const spending = await shopper([[nextProduct().id, 1]]);
    expect((await createOk(spending, {}, { query: '?type=spending' })).order.type).toBe('spending');
  });
});

describe('a promo code shared among the lines', () => {
  test('3 × 5,49 € + 1 × 1,79 € with GAMER15: the order lines, the codes, the cabinet and the receipt add up to the 15,52 € charged', async () => {
    // Two products of their own (no other test's), priced where rounding each unit on its own
    // lists 3 × 4,67 € + 1,52 € = 15,53 €.
    const taken = new Set([...stocked, ...lastOnes, pricey].map((product) => product.id));
    const [a, b] = await client.findProducts(2, (product) => product.in_stock >= 4 && !taken.has(product.id));
    for (const [product, price] of [[a!, 549], [b!, 179]] as const) {
      const res = await call('PATCH', `/dev/products/${product.id}`, { body: { price_cents: price, notify: false } });
      expect(res.status).toBe(200);
    }
    const who = await shopper([
      [a!.id, 3],
      [b!.id, 1],
    ]);
    await expectAnswer(call('POST', '/api/promocode?code=GAMER15', as(who)), 200, z.object({ data: z.object({ priceWithDiscount: z.literal(1552) }) }));
    const created = await createOk(who);
    expect(created.total_price).toBe(1552);
    // 274 cents off 18,26 €, shared in proportion (247,13 and 26,87): the larger remainder gets the cent.
    expect(created.order.items.map((item) => [item.price, item.quantity, item.paid])).toEqual([
      [549, 3, 1400],
      [179, 1, 152],
    ]);

    await expectAnswer(pay(who, created.order_id, CARDS.ok), 200, PaidAtOnce);
    const order = await orderOf(who, created.order_id);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(order.items.map((item) => item.paid))).toBe(order.total);
    // The line of three spreads its 14,00 € over its codes: 4,67 + 4,67 + 4,66.
    expect(order.codes!.map((code) => code.price)).toEqual([467, 467, 466, 152]);

    const cabinet = await expectAnswer(call('GET', '/api/profile/products/purchased/search', as(who)), 200, PurchasesAnswer);
    expect(sum(cabinet.result.products.map((purchase) => purchase.price))).toBe(1552);
    expect(sum((await confirmCodes(who, created.order_id)).products.map((purchase) => purchase.price))).toBe(1552);

    const [receipt] = await client.receipts(who.email);
    const euros = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);
    for (const code of order.codes!) expect(receipt!.text).toContain(`${code.code} (${euros(code.price)})`);
    expect(receipt!.text).toContain(euros(1552));
  });
});

describe('card payment (POST /api/payment)', () => {
  test('the success card pays at once: codes delivered once, purchases in the cabinet, basket emptied, receipt mailed', async () => {
    const product = nextProduct();
    const stockBefore = await inStock(product.id);
    const { who, orderId, total } = await orderWith([[product, 2]], 'ru');
    const res = await pay(who, orderId, CARDS.ok);
    expect(PaidAtOnce.parse(res.json)).toEqual({ status: 'OK', order_id: orderId });
    expect(await status(who, orderId)).toEqual({ order_id: orderId, type: 'purchase', status: 'paid', reason: null, refunded: null });
    expect(await inStock(product.id)).toBe(stockBefore - 2);

    const order = await orderOf(who, orderId);
    expect(order).toMatchObject({ status: 'paid', method: 'card', card: { brand: 'Visa', last4: '4242' } });
    expect(order.codes).toHaveLength(2);
    const confirmed = await confirmCodes(who, orderId);
    expect(confirmed.products.map((p) => p.product_code).sort()).toEqual(order.codes!.map((c) => c.code).sort());
    expect(confirmed.products.every((p) => p.product_id === product.id && p.price === product.price)).toBe(true);
    expect(total).toBe(product.price * 2);

    const cabinet = await expectAnswer(call('GET', '/api/profile/products/purchased/search', as(who)), 200, PurchasesAnswer);
    expect(cabinet.result.products.map((p) => p.product_code).sort()).toEqual(order.codes!.map((c) => c.code).sort());
    expect((await call('GET', '/api/basket', as(who))).json).toMatchObject({ products: [], count: 0 });

    const [receipt, ...more] = await client.receipts(who.email);
    expect(more).toHaveLength(0);
    expect(receipt).toMatchObject({ kind: 'order-receipt', locale: 'ru', subject: `Ваш заказ ${orderId}` });
    for (const code of order.codes!) expect(receipt!.text).toContain(code.code);
    expect(receipt!.links).toEqual(['http://localhost:3000/ru/profile']);
  });

  test.each([
    ['declined', CARDS.declined, 'declined', 'The card was declined'],
    ['insufficient funds', CARDS.insufficient, 'insufficient_funds', 'Insufficient funds on the card'],
    ['a valid card that is not a test card', CARDS.unknown, 'declined', 'The card was declined'],
  ])('%s: 422 with the reason, the order in error, nothing allocated; a retry with the success card pays the same order', async (_, card, reason, message) => {
    const product = nextProduct();
    const stockBefore = await inStock(product.id);
    const { who, orderId } = await orderWith([[product, 1]]);
    const res = await pay(who, orderId, card);
    expect(res.status).toBe(422);
    expect(Refused.parse(res.json)).toEqual({ message, errors: { card_number: [message] }, reason, order_id: orderId });
    expect(await status(who, orderId)).toMatchObject({ status: 'error', reason });
    expect(await inStock(product.id)).toBe(stockBefore);
    const notPaid = await call('GET', `/api/payment-confirm/${orderId}`, as(who));
    expect(notPaid.status).toBe(409);
    expect(NotPaid.parse(notPaid.json)).toMatchObject({ status: 'error', reason });
    expect((await orderOf(who, orderId)).codes).toBeNull();
    expect(await client.receipts(who.email)).toEqual([]);
    expect((await call('GET', '/api/basket', as(who))).json).toMatchObject({ count: 1 });

    await expectAnswer(pay(who, orderId, CARDS.ok), 200, PaidAtOnce);
    expect((await confirmCodes(who, orderId)).products).toHaveLength(1);
    expect(await inStock(product.id)).toBe(stockBefore - 1);
  });

  test('a refusal is localised', async () => {
    const { who, orderId } = await orderWith([[nextProduct(), 1]], 'pt-BR');
    const res = await pay(who, orderId, CARDS.insufficient);
    expect(Refused.parse(res.json).message).toBe('Saldo insuficiente no cartão');
  });

  test('card fields are checked like lib/payment/card.ts: 422 naming each field, the order untouched', async () => {
    const { who, orderId } = await orderWith([[nextProduct(), 1]]);
    await expect422(pay(who, orderId, '4242424242424241'), ['card_number']);
    await expect422(pay(who, orderId, '6011111111111117'), ['card_number']);
    await expect422(pay(who, orderId, '424242424242'), ['card_number']);
    await expect422(pay(who, orderId, CARDS.ok, { month: '13' }), ['month']);
    await expect422(pay(who, orderId, CARDS.ok, { month: '01', year: '20' }), ['year']);
    await expect422(pay(who, orderId, CARDS.ok, { cvc: '099' }), ['cvc']);
    await expect422(pay(who, orderId, CARDS.ok, { cvc: '1234' }), ['cvc']);
    await expect422(pay(who, orderId, CARDS.ok, { termUrl: 'javascript:alert(1)' }), ['termUrl']);
    await expect422(pay(who, orderId, CARDS.ok, { screenWidth: 'wide', timeZoneOffset: 5000 }), ['screenWidth', 'timeZoneOffset']);
    await expect422(pay(who, orderId, '', { orderId: undefined, cvc: undefined }), ['orderId', 'card_number', 'cvc']);
    const expired = await expect422(pay(who, orderId, CARDS.ok, { month: '01', year: '20' }), ['year']);
    expect(expired.errors.year).toEqual(['The card has expired']);
    expect(await status(who, orderId)).toMatchObject({ status: 'init', reason: null });
  });

  test('a double click pays once: parallel payments of one order allocate its codes once and mail one receipt', async () => {
    const product = nextProduct();
    const stockBefore = await inStock(product.id);
    const { who, orderId } = await orderWith([[product, 2]]);
    const answers = await Promise.all([1, 2, 3].map(() => pay(who, orderId, CARDS.ok)));
    for (const res of answers) expect(PaidAtOnce.parse(res.json)).toEqual({ status: 'OK', order_id: orderId });
    expect((await confirmCodes(who, orderId)).products).toHaveLength(2);
    expect(await inStock(product.id)).toBe(stockBefore - 2);
    expect(await client.receipts(who.email)).toHaveLength(1);
    // Paying a paid order again changes nothing.
    await expectAnswer(pay(who, orderId, CARDS.declined), 200, PaidAtOnce);
    expect((await orderOf(who, orderId)).status).toBe('paid');
  });

  test("another account's order is 404; a spending order must be paid from the balance", async () => {
    const { orderId } = await orderWith([[nextProduct(), 1]]);
    const stranger = await shopper();
    expect((await pay(stranger, orderId, CARDS.ok)).status).toBe(404);
    expect((await call('GET', `/api/payment-products/${orderId}`, as(stranger))).status).toBe(404);
    expect((await call('GET', `/api/payment-confirm/${orderId}`, as(stranger))).status).toBe(404);
    expect((await call('POST', '/api/payment/status', { ...as(stranger), body: { orderId } })).status).toBe(404);
    expect((await pay(stranger, 'not-an-order', CARDS.ok)).status).toBe(404);
    const who = await shopper([[nextProduct().id, 1]]);
    const spending = await createOk(who, {}, { query: '?type=spending' });
    await expect422(pay(who, spending.order_id, CARDS.ok), ['orderId']);
  });
});

describe('3-D Secure', () => {
  test('3DS: the bank page, Confirm, the auto-post to the TermUrl, then 3ds-complete says paid', async () => {
    const product = nextProduct();
    const { who, orderId, total } = await orderWith([[product, 1]], 'ru');
    const answer = await expectAnswer(pay(who, orderId, CARDS.threeDs), 200, ThreeDs);
    expect(answer).toMatchObject({ order_id: orderId, TermUrl: TERM_URL, acsUrl: `${provider.url}/acquirer/3ds` });
    expect(await status(who, orderId)).toMatchObject({ status: 'init' });

    const bank = await client.postForm(answer.acsUrl, { PaReq: answer.PaReq, MD: answer.MD, TermUrl: answer.TermUrl });
    expect(bank.status).toBe(200);
    expect(bank.text).toContain('Проверка 3-D Secure');
    expect(bank.text).toContain('4444');
    expect(bank.text).toContain('MasterCard');
    expect(bank.text).toContain(new Intl.NumberFormat('ru', { style: 'currency', currency: 'EUR' }).format(total / 100));
    expect(bank.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(bank.text).not.toContain(CARDS.threeDs);

    const { paRes, page } = await client.answer3ds(answer.MD, 'confirm');
    expect(returnAction(page.text)).toBe(TERM_URL);
    expect(page.headers.get('content-security-policy')).toContain('form-action');
    expect(page.headers.get('content-security-policy')).toContain('https://shop.example');
    const complete = await expectAnswer(
      call('POST', '/api/payment/3ds-complete', { body: { MD: answer.MD, PaRes: paRes } }),
      200,
      z.strictObject({ order_id: z.string(), status: z.string(), reason: z.null() }),
    );
    expect(complete).toEqual({ order_id: orderId, status: 'paid', reason: null });
    expect((await confirmCodes(who, orderId)).products).toHaveLength(1);

    // Answering again re-sends the same result and settles nothing twice.
    const again = await client.answer3ds(answer.MD, 'confirm');
    expect(again.paRes).toBe(paRes);
    const reopened = await client.postForm('/acquirer/3ds', { PaReq: answer.PaReq, MD: answer.MD, TermUrl: answer.TermUrl });
    expect(hiddenValue(reopened.text, 'PaRes')).toBe(paRes);
    expect((await confirmCodes(who, orderId)).products).toHaveLength(1);
    expect(await client.receipts(who.email)).toHaveLength(1);
  });

  test('Cancel on the bank page: the order is in error (authentication_failed), nothing allocated', async () => {
    const product = nextProduct();
    const stockBefore = await inStock(product.id);
    const { who, orderId } = await orderWith([[product, 1]]);
    const answer = await expectAnswer(pay(who, orderId, CARDS.threeDs), 200, ThreeDs);
    const { paRes } = await client.answer3ds(answer.MD, 'cancel');
    const complete = await call('POST', '/api/payment/3ds-complete', { body: { MD: answer.MD, PaRes: paRes } });
    expect(complete.json).toEqual({ order_id: orderId, status: 'error', reason: 'authentication_failed' });
    expect(await inStock(product.id)).toBe(stockBefore);
    expect((await orderOf(who, orderId)).codes).toBeNull();
    // A confirm after the cancel does not pay.
    const late = await client.answer3ds(answer.MD, 'confirm');
    expect(late.paRes).toBe(paRes);
    expect(await status(who, orderId)).toMatchObject({ status: 'error', reason: 'authentication_failed' });
  });

  test('3DS_REDIRECT: the bank page by GET with redirectParams, confirmed', async () => {
    const { who, orderId } = await orderWith([[nextProduct(), 1]]);
    const answer = await expectAnswer(pay(who, orderId, CARDS.redirect), 200, ThreeDsRedirect);
    const url = `${answer.redirectUrl}?${new URLSearchParams(answer.redirectParams)}`;
    const bank = await client.getPage(url);
    expect(bank.status).toBe(200);
    expect(bank.text).toContain('Mir');
    expect(bank.text).toContain('0004');
    const { paRes } = await client.answer3ds(answer.redirectParams.MD, 'confirm');
    expect((await call('POST', '/api/payment/3ds-complete', { body: { MD: answer.redirectParams.MD, PaRes: paRes } })).json).toMatchObject({
      status: 'paid',
    });
    expect((await orderOf(who, orderId)).card).toEqual({ brand: 'Mir', last4: '0004' });
  });

  test('a wrong PaReq, TermUrl, MD or PaRes is refused', async () => {
    const { who, orderId } = await orderWith([[nextProduct(), 1]]);
    const answer = await expectAnswer(pay(who, orderId, CARDS.threeDs), 200, ThreeDs);
    expect((await client.postForm('/acquirer/3ds', { PaReq: `${answer.PaReq}x`, MD: answer.MD, TermUrl: answer.TermUrl })).status).toBe(400);
    expect((await client.postForm('/acquirer/3ds', { PaReq: answer.PaReq, MD: answer.MD, TermUrl: 'https://evil.example/x' })).status).toBe(400);
    expect((await client.postForm('/acquirer/3ds', { PaReq: answer.PaReq, MD: 'A'.repeat(43), TermUrl: answer.TermUrl })).status).toBe(400);
    expect((await client.postForm('/acquirer/3ds/complete', { MD: answer.MD, action: 'steal' })).status).toBe(400);
    const { paRes } = await client.answer3ds(answer.MD, 'confirm');
    expect((await call('POST', '/api/payment/3ds-complete', { body: { MD: answer.MD, PaRes: `${paRes.slice(0, -1)}${paRes.endsWith('A') ? 'B' : 'A'}` } })).status).toBe(404);
    expect((await call('POST', '/api/payment/3ds-complete', { body: { MD: 'B'.repeat(43), PaRes: paRes } })).status).toBe(404);
    // Without MD or PaRes the request is malformed, not an unknown session.
    expect((await call('POST', '/api/payment/3ds-complete', { body: {} })).status).toBe(422);
    expect((await call('POST', '/api/payment/3ds-complete', { body: { MD: answer.MD } })).json).toMatchObject({ errors: { PaRes: [expect.any(String)] } });
  });

  test('a new attempt voids the pending challenge: confirming it afterwards pays nothing twice', async () => {
    const { who, orderId } = await orderWith([[nextProduct(), 1]]);
    const first = await expectAnswer(pay(who, orderId, CARDS.threeDs), 200, ThreeDs);
    await expectAnswer(pay(who, orderId, CARDS.ok), 200, PaidAtOnce);
    const late = await client.postForm('/acquirer/3ds/complete', { MD: first.MD, action: 'confirm' });
    expect(late.status).toBe(409);
    expect((await confirmCodes(who, orderId)).products).toHaveLength(1);
  });
});

describe('stock', () => {
  test('two shoppers paying for the last code at once: exactly one gets it, the other is refused, never charged for nothing', async () => {
    const product = lastOnes[0]!;
    expect(await inStock(product.id)).toBe(1);
    const a = await orderWith([[product, 1]]);
    const b = await orderWith([[product, 1]]);
    const answers = await Promise.all([pay(a.who, a.orderId, CARDS.ok), pay(b.who, b.orderId, CARDS.ok)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
    const loserIndex = answers.findIndex((res) => res.status === 422);
    const loser = [a, b][loserIndex]!;
    const winner = [a, b][1 - loserIndex]!;
    const lost = await orderOf(loser.who, loser.orderId);
    const refusal = Refused.parse(answers[loserIndex]!.json);
    expect(refusal).toMatchObject({ reason: 'out_of_stock', errors: { orderId: [expect.any(String)] } });
    expect(await status(loser.who, loser.orderId)).toMatchObject({ status: 'error', reason: 'out_of_stock' });
    expect(lost.codes).toBeNull();
    // Refused before its card was charged (the code already gone), or charged in the same moment as
    // the winner and then credited to the balance, with a mail that says so: never charged for nothing.
    expect(lost.refunded).toBe(refusal.refunded ?? null);
    expect(await balance(loser.who)).toBe(refusal.refunded ?? 0);
    expect((await paymentMails(loser.who.email)).map((mail) => mail.kind)).toEqual(refusal.refunded ? ['order-refund'] : []);
    const cabinet = await expectAnswer(call('GET', '/api/profile/products/purchased/search', as(loser.who)), 200, PurchasesAnswer);
    expect(cabinet.result.total).toBe(0);
    expect((await call('GET', '/api/basket', as(loser.who))).json).toMatchObject({ count: 1 });
    expect((await confirmCodes(winner.who, winner.orderId)).products).toHaveLength(1);
    expect(await inStock(product.id)).toBe(0);
  });

  test('an order whose codes ran out after it was made is refused whole (no partial delivery)', async () => {
    const product = lastOnes[2]!;
    const plenty = nextProduct();
    const stockBefore = await inStock(plenty.id);
    const late = await orderWith([
      [plenty, 1],
      [product, 1],
    ]);
    const early = await orderWith([[product, 1]]);
    await expectAnswer(pay(early.who, early.orderId, CARDS.ok), 200, PaidAtOnce);
    const res = await pay(late.who, late.orderId, CARDS.ok);
    expect(Refused.parse(res.json).reason).toBe('out_of_stock');
    expect(await inStock(plenty.id)).toBe(stockBefore);
  });
});

describe('balance', () => {
  test('spending with too little balance: 422 insufficient_balance (localised), nothing debited or allocated', async () => {
    const product = nextProduct();
    const stockBefore = await inStock(product.id);
    const who = await shopper([[product.id, 1]], 'ru');
    const order = await createOk(who, {}, { query: '?type=spending' });
    const res = await call('POST', `/api/payment/spending-balance-handle?orderId=${order.order_id}`, as(who));
    expect(res.status).toBe(422);
    expect(Refused.extend({ balance: z.number(), total: z.number() }).parse(res.json)).toEqual({
      message: 'Недостаточно средств на балансе',
      errors: { balance: ['Недостаточно средств на балансе'] },
      reason: 'insufficient_balance',
      order_id: order.order_id,
      balance: 0,
      total: product.price,
    });
    expect(await balance(who)).toBe(0);
    expect(await inStock(product.id)).toBe(stockBefore);
    expect(await status(who, order.order_id)).toMatchObject({ status: 'error', reason: 'insufficient_balance' });
  });

  test('top-up of 100 € by card, then spending from the balance: debited once, codes delivered, both receipts', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]], 'pt-BR');
    const topUpId = await client.topUp(who, 10_000);
    expect(await balance(who)).toBe(10_000);
    expect(await expectAnswer(call('GET', `/api/payment-confirm/${topUpId}`, as(who)), 200, ConfirmBalance)).toEqual({
      ok: true,
      order_id: topUpId,
      balance: 10_000,
    });
    const order = await createOk(who, { type: 'spending' });
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', `/api/payment/spending-balance-handle?orderId=${order.order_id}`, as(who))),
    );
    for (const res of answers) expect(res.json).toEqual({ status: 'OK', order_id: order.order_id, balance: 10_000 - product.price });
    expect(await balance(who)).toBe(10_000 - product.price);
    expect((await confirmCodes(who, order.order_id)).products).toHaveLength(1);
    const kinds = (await client.receipts(who.email)).map((mail) => [mail.kind, mail.locale]);
    expect(kinds).toEqual([
      ['order-receipt', 'pt-BR'],
      ['top-up-receipt', 'pt-BR'],
    ]);
    const topUpMail = (await client.receipts(who.email))[1]!;
    expect(topUpMail.subject).toBe('Seu saldo foi recarregado');
  });

  test('two spending orders racing for one balance: exactly one is paid, the balance never goes below 0', async () => {
    const price = pricey.price;
    const topUpCents = Math.max(10_000, Math.ceil(price * 1.5));
    expect(topUpCents).toBeLessThan(2 * price);
    const who = await shopper([[pricey.id, 1]]);
    await client.topUp(who, topUpCents);
    const first = await createOk(who, {}, { query: '?type=spending' });
    const second = await createOk(who, {}, { query: '?type=spending' });
    const answers = await Promise.all(
      [first, second].map((order) => call('POST', `/api/payment/spending-balance-handle?orderId=${order.order_id}`, as(who))),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
    expect(answers.find((res) => res.status === 422)!.json).toMatchObject({ reason: 'insufficient_balance', balance: topUpCents - price });
    expect(await balance(who)).toBe(topUpCents - price);
  });

  test('only spending orders are paid from the balance; the balance pays no top-up', async () => {
    const { who, orderId } = await orderWith([[nextProduct(), 1]]);
    await expect422(call('POST', `/api/payment/spending-balance-handle?orderId=${orderId}`, as(who)), ['orderId']);
    await expect422(call('POST', '/api/payment/spending-balance-handle', as(who)), ['orderId']);
    const topUp = await createOk(who, { type: 'balance', replenishmentValue: 12_345 });
    await expect422(call('POST', `/api/payment/spending-balance-handle?orderId=${topUp.order_id}`, as(who)), ['orderId']);
    expect((await call('POST', '/api/payment/spending-balance-handle?orderId=ZZZZZZZZZZZZZZZZZZZZ', as(who))).status).toBe(404);
  });

  test('a top-up paid by 3-D Secure credits once', async () => {
    const who = await shopper();
    const created = await createOk(who, { type: 'balance', replenishmentValue: 25_050 });
    const answer = await expectAnswer(pay(who, created.order_id, CARDS.threeDs), 200, ThreeDs);
    await client.answer3ds(answer.MD, 'confirm');
    await client.answer3ds(answer.MD, 'confirm');
    expect(await balance(who)).toBe(25_050);
    expect(await status(who, created.order_id)).toMatchObject({ type: 'balance', status: 'paid' });
  });
});

describe('Pix, SBP and UPI', () => {
  const pixBody = PIX_FORM;

  test('create-qr: a Pix order charged in reais, with a valid BR Code (lib/payment/br-code.ts parses it: CRC, 986, the BRL amount, txid)', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 2]]);
    const key = freshKey();
    const res = await createOrder(who, { ...pixBody, amount: product.price * 2, currency: 'EUR' }, { key, path: '/api/orders/create-qr' });
    const created = await expectAnswer(Promise.resolve(res), 201, CreatedQr);
    expect(created.order).toMatchObject({ method: 'pix', status: 'init', total: product.price * 2 });
    // Without a quote, the rate of the moment: the seeded 1 € = R$ 6.2001.
    const charge = created.order.charge!;
    expect(charge).toEqual({ currency: 'BRL', amount: converted(product.price * 2, '6.2001'), rate: '6.2001', quoted_at: expect.any(String) });
    const parsed = parseBrCode(created.qr.payload);
    if (!parsed.ok) throw new Error(`BR Code refused: ${JSON.stringify(parsed)}`);
    expect(parsed.code).toMatchObject({
      pointOfInitiation: 'singleUse',
      key: 'pix@reference-provider.example',
      currency: '986',
      amountCents: charge.amount,
      country: 'BR',
      merchantName: 'Reference Provider',
      merchantCity: 'Sao Paulo',
      txid: created.order_id,
    });
    const again = await expectAnswer(createOrder(who, { ...pixBody, amount: product.price * 2, currency: 'EUR' }, { key, path: '/api/orders/create-qr' }), 200, CreatedQr);
    expect(again.qr.payload).toBe(created.qr.payload);
    // Not payable by card; the dev switch pays it.
    await expect422(pay(who, created.order_id, CARDS.ok), ['orderId']);
    const paid = await expectAnswer(
      call('POST', `/dev/orders/${created.order_id}/mark-paid`),
      200,
      z.strictObject({ order: z.object({ status: z.literal('paid'), codes: z.array(z.object({ code: z.string() })) }), redirect: z.null() }),
    );
    expect(paid.order.codes).toHaveLength(2);
    expect((await confirmCodes(who, created.order_id)).products).toHaveLength(2);
    expect(await client.receipts(who.email)).toHaveLength(1);
    expect((await call('POST', `/dev/orders/${created.order_id}/mark-paid`)).status).toBe(409);
  });

  test('create-qr refuses a bad CPF, names, another amount or currency (422), and nothing is created', async () => {
    const who = await shopper([[nextProduct().id, 1]], 'pt-BR');
    const qr = (body: unknown) => createOrder(who, body, { path: '/api/orders/create-qr' });
    for (const cpf of ['111.111.111-11', '529.982.247-24', '5299822472', 'abc']) {
      const body = await expect422(qr({ ...pixBody, personalId: cpf }), ['personalId']);
      expect(body.message).toBe('CPF inválido');
    }
    await expect422(qr({ personalId: '52998224725' }), ['firstName']);
    await expect422(qr({ ...pixBody, firstName: 'R2-D2' }), ['firstName']);
    await expect422(qr({ ...pixBody, amount: 1 }), ['amount']);
    await expect422(qr({ ...pixBody, currency: 'BRL' }), ['currency']);
    const orders = await createOk(who);
    expect(orders.order_id).toMatch(/^[0-9A-Z]{20}$/);
  });

  test('mark-failed puts a QR order in error; the switches refuse card orders and unknown ids', async () => {
    const who = await shopper([[nextProduct().id, 1]]);
    const created = await expectAnswer(createOrder(who, pixBody, { path: '/api/orders/create-qr' }), 201, CreatedQr);
    const failed = await call('POST', `/dev/orders/${created.order_id}/mark-failed`);
    expect(failed.json).toMatchObject({ order: { status: 'error', reason: 'declined' }, redirect: null });
    const card = await createOk(who);
    expect((await call('POST', `/dev/orders/${card.order_id}/mark-paid`)).status).toBe(422);
    expect((await call('POST', '/dev/orders/ZZZZZZZZZZZZZZZZZZZZ/mark-paid')).status).toBe(404);
  });

  test('payment-sbp maps onto the Pix QR: a purchase, and a top-up credited by the dev switch', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]]);
    const purchase = await expectAnswer(createOrder(who, { type: 'purchase' }, { path: '/api/payment-sbp' }), 201, CreatedSbp);
    expect(purchase.order).toMatchObject({ method: 'sbp', type: 'purchase', total: product.price });
    const sbpCode = parseBrCode(purchase.sbp.payload);
    expect(sbpCode.ok && sbpCode.code.amountCents).toBe(converted(product.price, '6.2001'));
    expect(purchase.order.charge).toMatchObject({ currency: 'BRL', amount: converted(product.price, '6.2001') });
    await expect422(createOrder(who, { type: 'purchase', value: product.price + 1 }, { path: '/api/payment-sbp' }), ['value']);
    await expect422(createOrder(who, { type: 'balance', value: 9_999 }, { path: '/api/payment-sbp' }), ['value']);
    await expect422(createOrder(who, { type: 'spending' }, { path: '/api/payment-sbp' }), ['type']);
    const topUp = await expectAnswer(createOrder(who, { type: 'balance', value: 10_000 }, { path: '/api/payment-sbp' }), 201, CreatedSbp);
    expect(topUp.order).toMatchObject({ type: 'balance', replenishment: 10_000 });
    await call('POST', `/dev/orders/${topUp.order_id}/mark-paid`);
    expect(await balance(who)).toBe(10_000);
  });

  test('create-upi: the upi:// link of lib/payment/upi.ts, the return URLs answered by the switches', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]]);
    const body = {
      ...UPI_FORM,
      success_url: 'https://shop.example/payment-confirm/x',
      decline_url: 'https://shop.example/payment-error/x',
      cancel_url: 'https://shop.example/checkout',
      description: 'Gift cards',
    };
    const created = await expectAnswer(createOrder(who, body, { path: '/api/orders/create-upi' }), 201, CreatedUpi);
    // Charged in rupees at the seeded 1 € = ₹ 98.4537: UPI apps take INR only.
    expect(created.order.charge).toMatchObject({ currency: 'INR', amount: converted(product.price, '98.4537'), rate: '98.4537' });
    expect(created.upi.link).toBe(
      buildUpiLink({
        vpa: 'referenceshop@okaxis',
        payeeName: 'Reference Provider',
        amountCents: converted(product.price, '98.4537'),
        currency: 'INR',
        note: 'Gift cards',
        reference: created.order_id,
      }),
    );
    const paid = await call('POST', `/dev/orders/${created.order_id}/mark-paid`);
    expect(paid.json).toMatchObject({ order: { status: 'paid', method: 'upi' }, redirect: body.success_url });

    const other = await shopper([[nextProduct().id, 1]]);
    const second = await expectAnswer(createOrder(other, body, { path: '/api/orders/create-upi' }), 201, CreatedUpi);
    expect((await call('POST', `/dev/orders/${second.order_id}/mark-failed`)).json).toMatchObject({ redirect: body.decline_url });

    // The caller cannot know the order id beforehand: a literal {order_id} is stored with the id in it.
    const templated = {
      ...body,
      success_url: 'https://shop.example/en/payment-confirm/{order_id}',
      decline_url: 'https://shop.example/en/payment-error/{order_id}?from={order_id}',
    };
    const third = await shopper([[nextProduct().id, 1]]);
    const named = await expectAnswer(createOrder(third, templated, { path: '/api/orders/create-upi' }), 201, CreatedUpi);
    expect((await call('POST', `/dev/orders/${named.order_id}/mark-paid`)).json).toMatchObject({
      redirect: `https://shop.example/en/payment-confirm/${named.order_id}`,
    });
    const fourth = await shopper([[nextProduct().id, 1]]);
    const declined = await expectAnswer(createOrder(fourth, templated, { path: '/api/orders/create-upi' }), 201, CreatedUpi);
    expect((await call('POST', `/dev/orders/${declined.order_id}/mark-failed`)).json).toMatchObject({
      redirect: `https://shop.example/en/payment-error/${declined.order_id}?from=${declined.order_id}`,
    });

    const bad = await expect422(
      createOrder(other, { ...body, AccountNumber: '12', phone: '12', zip: '!', address: '', success_url: 'ftp://x', email: 'nope' }, { path: '/api/orders/create-upi' }),
      ['AccountNumber', 'phone', 'zip', 'address', 'success_url', 'email'],
    );
    expect(bad.errors.AccountNumber).toEqual(['The account number must be 9 to 18 digits']);
  });
});

describe('other calls', () => {
  test('POST /api/card-type: the brand of the first 8 digits, without an account', async () => {
    const type = (number: unknown) => call('POST', '/api/card-type', { body: { number } });
    for (const [number, brand] of [
      ['42424242', 'Visa'],
      ['55555555', 'MasterCard'],
      ['22210000', 'MasterCard'],
      ['22000000', 'Mir'],
      ['37828224', 'AmericanExpress'],
      ['60111111', null],
    ] as const) {
      expect((await type(number)).json).toEqual({ type: brand });
    }
    for (const number of ['4242', '424242424', 42424242, '4242 424']) {
      expect((await type(number)).status).toBe(422);
    }
  });

  test('POST /api/orders/confirm/{id} (owner): status and codes; repeated, the same', async () => {
    const { who, orderId } = await orderWith([[nextProduct(), 1]]);
    const before = await call('POST', `/api/orders/confirm/${orderId}`, as(who));
    expect(before.json).toEqual({ order_id: orderId, status: 'init', products: null });
    await expectAnswer(pay(who, orderId, CARDS.ok), 200, PaidAtOnce);
    const after = await call('POST', `/api/orders/confirm/${orderId}`, as(who));
    const parsed = z
      .strictObject({ order_id: z.string(), status: z.literal('paid'), products: z.array(PurchasesAnswer.shape.result.shape.products.element) })
      .parse(after.json);
    expect(parsed.products.map((p) => p.product_code)).toEqual((await orderOf(who, orderId)).codes!.map((c) => c.code));
    expect((await call('POST', `/api/orders/confirm/${orderId}`, as(who))).json).toEqual(after.json);
  });

  test('422 bodies name their fields in the errors shape of the other calls', async () => {
    const who = await shopper();
    const res = await call('POST', '/api/payment/status', { ...as(who), body: {} });
    expect(FieldErrorsAnswer.parse(res.json).errors).toEqual({ orderId: ['This field is required'] });
  });
});
