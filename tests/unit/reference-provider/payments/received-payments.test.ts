// A payment that came in is never lost (payments/settle.ts `acceptPayment`, payments/recovery.ts): an
// order whose payment was received ends delivered or refunded to the balance, whatever stops the
// settlement: the stock running out meanwhile, the process stopping between the two commits, an
// answer lost on the way back. A retry pays the same order and never charges it twice.
import { z } from 'zod';
import type { BasketProductShape } from '../support/basket-client';
import { CARDS, CreatedQr, PaidAtOnce, paymentsClient, PIX_FORM, Refused, type Shopper } from '../support/payments-client';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

let provider: ProviderProcess;
let stocked: BasketProductShape[];
let lastOnes: BasketProductShape[];
const client = paymentsClient(() => provider.url);
const { call, expectAnswer, shopper, createOk, createOrder, pay, status, orderOf, balance, inStock, paymentMails } = client;

beforeAll(async () => {
  // A round every second, so the tests need not wait the production default.
  provider = await startProviderProcess({ env: { PAYMENT_RECOVERY_SECONDS: '1' } });
  stocked = await client.findProducts(6, (p) => p.in_stock >= 10 && p.price > 0 && p.price <= 5000);
  lastOnes = await client.findProducts(3, (p) => p.in_stock === 1);
}, 180_000);

afterAll(async () => {
  await provider?.stop();
});

let turn = 0;
const nextProduct = () => stocked[turn++ % stocked.length]!;

const fault = (body: Record<string, unknown>) => expectAnswer(call('POST', '/dev/faults', { body }), 200, z.object({ ok: z.literal(true) }));
const markReceived = (orderId: string) => expectAnswer(call('POST', `/dev/orders/${orderId}/mark-received`, { body: {} }), 200, z.object({ order: z.object({ status: z.string() }) }));

/** Waits (asking every 200 ms, up to `ms`) until the order is no longer being paid. */
async function untilFinal(who: Shopper, orderId: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const now = await status(who, orderId);
    if (now.status !== 'init' || Date.now() > deadline) return now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sells the last code of `product` to someone else, paid by card. */
async function sellOut(product: BasketProductShape): Promise<void> {
  const other = await shopper([[product.id, 1]]);
  const order = await createOk(other, {});
  await expectAnswer(pay(other, order.order_id, CARDS.ok), 200, PaidAtOnce);
  expect(await inStock(product.id)).toBe(0);
}

describe('received but not settled (the process stopped between the two)', () => {
  test('the recovery round delivers the order: codes, receipt, basket emptied, charged once', async () => {
    const product = nextProduct();
    const stock = await inStock(product.id);
    const who = await shopper([[product.id, 2]]);
    const order = await createOk(who, {});
    await markReceived(order.order_id);

    expect(await untilFinal(who, order.order_id)).toMatchObject({ status: 'paid', refunded: null });
    expect((await orderOf(who, order.order_id)).codes).toHaveLength(2);
    expect(await inStock(product.id)).toBe(stock - 2);
    expect((await paymentMails(who.email)).map((mail) => mail.kind)).toEqual(['order-receipt']);
    expect((await call('GET', '/api/basket', client.as(who))).json).toMatchObject({ count: 0 });
    expect(await balance(who)).toBe(0);
  });

  test('a retry of the card payment settles it without charging the card again', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]]);
    const order = await createOk(who, {});
    await markReceived(order.order_id);
    // A card the acquirer would decline: it is never asked, the payment is already in.
    await expectAnswer(pay(who, order.order_id, CARDS.declined), 200, PaidAtOnce);
    expect(await orderOf(who, order.order_id)).toMatchObject({ status: 'paid', reason: null });
  });

  test('when its product sold out meanwhile, the amount is credited to the balance and the shopper mailed', async () => {
    const product = lastOnes[0]!;
    const who = await shopper([[product.id, 1]], 'pt-BR');
    const order = await createOk(who, {});
    await sellOut(product);
    await markReceived(order.order_id);

    expect(await untilFinal(who, order.order_id)).toMatchObject({ status: 'error', reason: 'out_of_stock', refunded: order.total_price });
    expect(await balance(who)).toBe(order.total_price);
    const [notice] = await paymentMails(who.email);
    expect(notice).toMatchObject({ kind: 'order-refund', locale: 'pt-BR' });
    expect(notice!.text).toContain('adicionados ao seu saldo');
    // Refunded once: a retry afterwards changes nothing and charges nothing.
    const again = await pay(who, order.order_id, CARDS.ok);
    expect(Refused.parse(again.json)).toMatchObject({ reason: 'out_of_stock', refunded: order.total_price });
    expect(await balance(who)).toBe(order.total_price);
  });
});

describe('the stock gone before the payment', () => {
  test('a card is not charged for it: 422 out_of_stock, nothing charged, nothing on the balance', async () => {
    const product = lastOnes[1]!;
    const who = await shopper([[product.id, 1]], 'ru');
    const order = await createOk(who, {});
    await sellOut(product);
    const res = await pay(who, order.order_id, CARDS.ok);
    expect(res.status).toBe(422);
    expect(Refused.parse(res.json)).toMatchObject({ reason: 'out_of_stock', refunded: null });
    expect((res.json as { message: string }).message).toMatch(/деньги не списаны/);
    expect(await orderOf(who, order.order_id)).toMatchObject({ status: 'error', reason: 'out_of_stock', refunded: null, codes: null });
    expect(await balance(who)).toBe(0);
  });

  test('a Pix payment arriving after the last code went: credited to the balance', async () => {
    const product = lastOnes[2]!;
    const who = await shopper([[product.id, 1]]);
    const order = await expectAnswer(createOrder(who, PIX_FORM, { path: '/api/orders/create-qr' }), 201, CreatedQr);
    await sellOut(product);
    const paid = await call('POST', `/dev/orders/${order.order_id}/mark-paid`, { body: {} });
    expect(paid.status).toBe(422);
    expect(paid.json).toMatchObject({ reason: 'out_of_stock', refunded: order.total_price });
    expect(await balance(who)).toBe(order.total_price);
    // The PSP telling of it again credits nothing more.
    expect((await call('POST', `/dev/orders/${order.order_id}/mark-paid`, { body: {} })).status).toBe(422);
    expect(await balance(who)).toBe(order.total_price);
  });
});

describe('a provider failing mid-payment', () => {
  test('a 500 before the payment: nothing happened, the retry pays the same order', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]]);
    const order = await createOk(who, {});
    await fault({ method: 'POST', path: '/api/payment', status: 500, times: 1, when: 'before' });
    expect((await pay(who, order.order_id, CARDS.ok)).status).toBe(500);
    expect(await status(who, order.order_id)).toMatchObject({ status: 'init' });
    await expectAnswer(pay(who, order.order_id, CARDS.ok), 200, PaidAtOnce);
    expect((await orderOf(who, order.order_id)).codes).toHaveLength(1);
  });

  test('a 500 after the payment went through: the retry answers paid, one delivery, one receipt', async () => {
    const product = nextProduct();
    const stock = await inStock(product.id);
    const who = await shopper([[product.id, 1]]);
    const order = await createOk(who, {});
    await fault({ method: 'POST', path: '/api/payment', status: 500, times: 1, when: 'after' });
    expect((await pay(who, order.order_id, CARDS.ok)).status).toBe(500);
    await expectAnswer(pay(who, order.order_id, CARDS.ok), 200, PaidAtOnce);
    expect(await inStock(product.id)).toBe(stock - 1);
    expect((await paymentMails(who.email)).map((mail) => mail.kind)).toEqual(['order-receipt']);
  });

  test('a fault for one account leaves another account’s calls alone', async () => {
    const product = nextProduct();
    const [mine, theirs] = [await shopper([[product.id, 1]]), await shopper([[product.id, 1]])];
    const [myOrder, theirOrder] = [await createOk(mine, {}), await createOk(theirs, {})];
    await fault({ method: 'POST', path: '/api/payment', status: 503, email: mine.email });
    await expectAnswer(pay(theirs, theirOrder.order_id, CARDS.ok), 200, PaidAtOnce);
    expect((await pay(mine, myOrder.order_id, CARDS.ok)).status).toBe(503);
    await expectAnswer(pay(mine, myOrder.order_id, CARDS.ok), 200, PaidAtOnce);
  });

  test('the failure switch takes only well-formed faults', async () => {
    for (const body of [{}, { method: 'POST', path: 'api' }, { method: 'POST', path: '/api/payment', status: 200 }, { method: 'POST', path: '/x', when: 'later' }, { method: 'POST', path: '/x', email: 7 }]) {
      expect((await call('POST', '/dev/faults', { body })).status).toBe(422);
    }
    expect((await call('DELETE', '/dev/faults')).json).toMatchObject({ ok: true });
  });
});
