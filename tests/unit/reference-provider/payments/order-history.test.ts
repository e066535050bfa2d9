// The order history against a live provider (docs/payments-contract.md "Order history"): an
// account's orders listed newest first and paged, an unpaid order cancelled for good, and an unpaid
// Pix or UPI order quoted again (the same charge while it holds, the current rate once it expired).
// Quotes hold 1 second here; a test that needs one expired waits until its `charge_expires_at`.
import { z } from 'zod';
import { parseBrCode } from '@/lib/payment/br-code';
import { parseUpiLink } from '@/lib/payment/upi';
import { increase, type BasketProductShape } from '../support/basket-client';
import { CARDS, Charge, converted, CreatedQr, CreatedUpi, Order, paymentsClient, PIX_FORM, type Shopper, UPI_FORM } from '../support/payments-client';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';

let provider: ProviderProcess;
let stocked: BasketProductShape[];
const client = paymentsClient(() => provider.url);
const { call, expectAnswer, expect422, shopper, as, createOrder, createOk, pay, setRate, inStock } = client;

beforeAll(async () => {
  provider = await startProviderProcess({ env: { PAYMENT_QUOTE_SECONDS: '1' } });
  stocked = await client.findProducts(6, (p) => p.in_stock >= 6 && p.price > 0 && p.price <= 5000);
}, 180_000);

afterAll(async () => {
  await provider?.stop();
});

let turn = 0;
const nextProduct = () => stocked[turn++ % stocked.length]!;

const Entry = Order.extend({ cancelled_at: z.string().nullable(), charge_expires_at: z.string().nullable() });
const Page = z.strictObject({
  orders: z.array(Entry),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
const Requoted = z.strictObject({
  order: Entry,
  requoted: z.boolean(),
  previous_charge: Charge.nullable(),
  qr: z.strictObject({ payload: z.string(), image: z.null() }).optional(),
  upi: z.strictObject({ link: z.string() }).optional(),
});
const Message = z.object({ message: z.string().min(1) });

const pix = (who: Shopper) => expectAnswer(createOrder(who, PIX_FORM, { path: '/api/orders/create-qr' }), 201, CreatedQr);
const upi = (who: Shopper) => expectAnswer(createOrder(who, UPI_FORM, { path: '/api/orders/create-upi' }), 201, CreatedUpi);
const history = (who: Shopper, query = '') => expectAnswer(call('GET', `/api/orders${query}`, as(who)), 200, Page);
const cancel = (who: Shopper, id: string) => call('POST', `/api/orders/${id}/cancel`, { ...as(who), body: {} });
const requote = (who: Shopper, id: string) => call('POST', `/api/orders/${id}/requote`, { ...as(who), body: {} });
const untilExpired = async (iso: string) => {
  while (Date.now() <= Date.parse(iso)) await new Promise((resolve) => setTimeout(resolve, Date.parse(iso) - Date.now() + 20));
};

describe('GET /api/orders', () => {
  test('an account without orders: an empty first page', async () => {
    const who = await shopper();
    expect(await history(who)).toEqual({ orders: [], page: 1, per_page: 10, total: 0, pages: 0 });
  });

  test('every order of the account, newest first, paged; another account’s are not there', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]]);
    const other = await shopper([[product.id, 1]]);
    const first = await createOk(who, {});
    const paid = await createOk(who, {});
    await expectAnswer(pay(who, paid.order_id, CARDS.ok), 200, z.object({ status: z.literal('OK') }));
    // Paying took the product off the basket: put it back for the Pix order.
    expect((await call('PATCH', '/api/basket', { ...as(who), body: { products: [increase(product.id, 1)] } })).status).toBe(200);
    const last = await pix(who);
    await createOk(other, {});

    const all = await history(who);
    expect(all.total).toBe(3);
    expect(all.orders.map((order) => order.id)).toEqual([last.order_id, paid.order_id, first.order_id]);
    const [pixEntry, paidEntry, unpaid] = all.orders;
    expect(pixEntry).toMatchObject({ method: 'pix', status: 'init', charge: last.order.charge, cancelled_at: null });
    expect(Date.parse(pixEntry!.charge_expires_at!) - Date.parse(pixEntry!.charge!.quoted_at)).toBe(1000);
    expect(paidEntry).toMatchObject({ status: 'paid', method: 'card', charge: null, charge_expires_at: null });
    expect(paidEntry!.codes).toHaveLength(1);
    expect(unpaid).toMatchObject({ status: 'init', method: null, codes: null });

    const pageOne = await history(who, '?page=1&per_page=2');
    const pageTwo = await history(who, '?page=2&per_page=2');
    expect(pageOne).toMatchObject({ page: 1, per_page: 2, total: 3, pages: 2 });
    expect([...pageOne.orders, ...pageTwo.orders].map((order) => order.id)).toEqual(all.orders.map((order) => order.id));
    expect((await history(who, '?page=3&per_page=2')).orders).toEqual([]);
  });

  test('the names in the request’s language; 401 without an account; bad paging refused in the request’s language', async () => {
    expect((await call('GET', '/api/orders')).status).toBe(401);
    const who = await shopper([], 'ru');
    for (const query of ['?page=0', '?page=abc', '?page=5001', '?page=-1', '?page=1.5']) {
      await expect422(call('GET', `/api/orders${query}`, as(who)), ['page']);
    }
    for (const query of ['?per_page=0', '?per_page=51', '?per_page=x']) {
      const refused = await expect422(call('GET', `/api/orders${query}`, as(who)), ['per_page']);
      expect(refused.message).toMatch(/per_page должен/);
    }
  });
});

describe('POST /api/orders/{id}/cancel', () => {
  test('an unpaid Pix order is cancelled for good: not paid afterwards, a late payment credited to the balance, stock untouched', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]], 'pt-BR');
    const created = await pix(who);
    const stock = await inStock(product.id);

    const cancelled = await expectAnswer(cancel(who, created.order_id), 200, z.strictObject({ order: Entry }));
    expect(cancelled.order).toMatchObject({ id: created.order_id, status: 'error', reason: 'cancelled', codes: null });
    expect(cancelled.order.cancelled_at).not.toBeNull();
    // Again: the same answer.
    expect((await expectAnswer(cancel(who, created.order_id), 200, z.strictObject({ order: Entry }))).order).toEqual(cancelled.order);

    // The PSP's late "paid" settles nothing: the money that came in is credited to the balance.
    // Neither a new quote nor the failure switch changes the order afterwards.
    const late = await call('POST', `/dev/orders/${created.order_id}/mark-paid`, { body: {} });
    expect(late.status).toBe(422);
    const total = created.order.total;
    expect(late.json).toMatchObject({ reason: 'cancelled', refunded: total });
    expect(Message.parse(late.json).message).toBe(`This order was cancelled before the payment arrived. The €${(total / 100).toFixed(2)} paid is on your balance now.`);
    expect((await requote(who, created.order_id)).status).toBe(409);
    expect((await call('POST', `/dev/orders/${created.order_id}/mark-failed`, { body: {} })).status).toBe(409);
    expect(await inStock(product.id)).toBe(stock);
    expect(await client.balance(who)).toBe(total);
    const [listed] = (await history(who)).orders;
    expect(listed).toMatchObject({ id: created.order_id, status: 'error', reason: 'cancelled', refunded: total });
  });

  test('a cancelled card order takes no card payment; a paid order is not cancelled; others’ and unknown orders are 404', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 2]]);
    const unpaid = await createOk(who, {});
    await expectAnswer(cancel(who, unpaid.order_id), 200, z.object({ order: Entry }));
    await expect422(pay(who, unpaid.order_id, CARDS.ok), ['orderId']);

    const paid = await createOk(who, {});
    await expectAnswer(pay(who, paid.order_id, CARDS.ok), 200, z.object({ status: z.literal('OK') }));
    const refused = await cancel(who, paid.order_id);
    expect(refused.status).toBe(409);

    const stranger = await shopper();
    expect((await cancel(stranger, paid.order_id)).status).toBe(404);
    expect((await cancel(who, '0000000000000000000Z')).status).toBe(404);
    expect((await cancel(who, 'not-an-id')).status).toBe(404);
    expect((await call('POST', `/api/orders/${paid.order_id}/cancel`, { body: {} })).status).toBe(401);
  });
});

describe('POST /api/orders/{id}/requote', () => {
  test('while the charge holds the same amount; once expired after the rate moved, the current rate; then it can be paid', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]], 'pt-BR');
    await setRate('BRL', '6.2001');
    const created = await pix(who);
    const held = await expectAnswer(requote(who, created.order_id), 200, Requoted);
    expect(held).toMatchObject({ requoted: false, previous_charge: null });
    expect(held.order.charge).toEqual(created.order.charge);
    expect(held.qr!.payload).toBe(created.qr.payload);

    await call('POST', `/dev/orders/${created.order_id}/mark-failed`, { body: {} });
    await setRate('BRL', '6.5');
    await untilExpired(held.order.charge_expires_at!);
    const fresh = await expectAnswer(requote(who, created.order_id), 200, Requoted);
    expect(fresh.requoted).toBe(true);
    expect(fresh.previous_charge).toEqual(created.order.charge);
    expect(fresh.order).toMatchObject({ status: 'init', reason: null });
    expect(fresh.order.charge).toMatchObject({ currency: 'BRL', rate: '6.5', amount: converted(created.order.total, '6.5') });
    const code = parseBrCode(fresh.qr!.payload);
    expect(code.ok && code.code.amountCents).toBe(converted(created.order.total, '6.5'));
    expect(code.ok && code.code.txid).toBe(created.order_id);

    // The old amount is no longer what the order charges; the new one pays it and delivers its code.
    const old = await call('POST', `/dev/orders/${created.order_id}/mark-paid`, { body: { amount: created.order.charge!.amount, currency: 'BRL' } });
    expect(old.status).toBe(422);
    await expectAnswer(call('POST', `/dev/orders/${created.order_id}/mark-paid`, { body: {} }), 200, z.object({ order: Order }));
    const [listed] = (await history(who)).orders;
    expect(listed).toMatchObject({ id: created.order_id, status: 'paid' });
    expect(listed!.codes).toHaveLength(1);
    expect((await requote(who, created.order_id)).status).toBe(409);
    await setRate('BRL', '6.2001');
  });

  test('expired at an unchanged rate: the same amount, held again; a UPI order in rupees', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]], 'hi');
    const created = await upi(who);
    await untilExpired(new Date(Date.parse(created.order.charge!.quoted_at) + 1000).toISOString());
    const again = await expectAnswer(requote(who, created.order_id), 200, Requoted);
    expect(again.requoted).toBe(false);
    expect(again.order.charge!.amount).toBe(created.order.charge!.amount);
    expect(Date.parse(again.order.charge!.quoted_at)).toBeGreaterThan(Date.parse(created.order.charge!.quoted_at));
    const link = parseUpiLink(again.upi!.link);
    expect(link.ok && link.link.amountCents).toBe(created.order.charge!.amount);
    expect(link.ok && link.link.reference).toBe(created.order_id);
  });

  test('a card order is not quoted (422); an unconfirmed account 403; another account 404', async () => {
    const product = nextProduct();
    const who = await shopper([[product.id, 1]]);
    const card = await createOk(who, {});
    await expect422(requote(who, card.order_id), ['orderId']);
    const stranger = await shopper();
    expect((await requote(stranger, card.order_id)).status).toBe(404);
    const unverified = await shopper([], 'en', { verified: false });
    expect((await requote(unverified, card.order_id)).status).toBe(403);
  });
});
