// The order history's BFF routes against a stub provider (docs/payments-contract.md "Order
// history"): GET /api/orders (signed in, paging checked before any provider call), cancel and pay
// again (origin check, malformed ids, the provider's refusals passed on in the shopper's language),
// the Pix code and UPI link read before they are passed on, media paths, and outages.
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { GET as ordersGET } from '@/app/api/orders/route';
import { POST as cancelPOST } from '@/app/api/orders/[id]/cancel/route';
import { POST as payAgainPOST } from '@/app/api/orders/[id]/pay-again/route';
import { RATE_RULES } from '@/lib/bff/rate-limit';
import { orderActionRoute } from '@/lib/orders/bff';
import { cancelledOrderSchema, orderPageSchema, payAgainSchema } from '@/lib/orders/schemas';
import type { NextRequest, NextResponse } from 'next/server';
import { TOKEN, apiRequest, readBody } from '../../support/account-support';
import { bearerOnly, idParams, signedInCookie, withStubProvider } from '../../support/bff-provider';
import { brCode, ORDER_ID, upiLink } from '../../support/provider-orders';

const stub = withStubProvider({ timeoutMs: 2000, unset: ['SITE_URL'] });

const BRL_CHARGE = { currency: 'BRL', amount: 17_559, rate: '6.2001', quoted_at: '2026-05-01T09:59:00.000Z' };
const INR_CHARGE = { currency: 'INR', amount: 278_821, rate: '98.4537', quoted_at: '2026-05-01T09:59:00.000Z' };

function entry(overrides: Record<string, unknown> = {}) {
  return {
    id: ORDER_ID,
    type: 'purchase',
    status: 'init',
    method: 'pix',
    reason: null,
    subtotal: 2832,
    total: 2832,
    promo: null,
    replenishment: null,
    items: [{ product_id: 7, name: 'Steam Wallet 7', price: 1416, quantity: 2, paid: 2832, cover_path: `${stub.url}/media/covers/7.svg` }],
    codes: null,
    card: null,
    charge: BRL_CHARGE,
    created_at: '2026-05-01T10:00:00.000Z',
    paid_at: null,
    cancelled_at: null,
    charge_expires_at: '2026-05-01T10:14:00.000Z',
    ...overrides,
  };
}
const page = (orders: unknown[], extra: Record<string, unknown> = {}) => ({ orders, page: 1, per_page: 10, total: orders.length, pages: 1, ...extra });

beforeEach(() => {
  stub.answer('/api/orders', bearerOnly(() => ({ body: page([entry()]) })));
  stub.answer(`/api/orders/${ORDER_ID}/cancel`, bearerOnly(() => ({ body: { order: entry({ status: 'error', reason: 'cancelled', cancelled_at: '2026-05-01T10:05:00.000Z' }) } })));
  stub.answer(
    `/api/orders/${ORDER_ID}/requote`,
    bearerOnly(() => ({ body: { order: entry(), requoted: false, previous_charge: null, qr: { payload: brCode(BRL_CHARGE.amount), image: null } } })),
  );
});

const logIn = () => signedInCookie(stub);

type Handler = (request: NextRequest, context?: { params: Promise<Record<string, string>> }) => Promise<NextResponse>;
const run = (route: unknown) => route as Handler;
const list = (query: string, cookie?: string) => run(ordersGET)(apiRequest(`/api/orders?${query}`, { method: 'GET', cookie }));
const cancel = (id: string, cookie?: string, options: { origin?: string; locale?: string } = {}) =>
  run(cancelPOST)(apiRequest(`/api/orders/${id}/cancel?locale=${options.locale ?? 'en'}`, { body: {}, cookie, origin: options.origin }), idParams(id));
const payAgain = (id: string, cookie?: string, options: { origin?: string; locale?: string } = {}) =>
  run(payAgainPOST)(apiRequest(`/api/orders/${id}/pay-again?locale=${options.locale ?? 'en'}`, { body: {}, cookie, origin: options.origin }), idParams(id));

describe('GET /api/orders', () => {
  test('401 to a guest, without calling the provider', async () => {
    const response = await list('locale=en');
    expect(response.status).toBe(401);
    expect(await readBody(response)).toEqual({ message: en.Api.unauthenticated });
    expect(stub.seen).toHaveLength(0);
  });

  test('the page of orders, paging forwarded, images under /media, no-store', async () => {
    const cookie = await logIn();
    const response = await list('locale=ru&page=2&per_page=5', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = orderPageSchema.parse(await readBody(response));
    expect(body.orders[0]!.items[0]!.cover_path).toBe('/media/covers/7.svg');
    expect(body.orders[0]!.charge_expires_at).toBe('2026-05-01T10:14:00.000Z');
    const sent = stub.seen.at(-1)!;
    expect(new URL(sent.url, 'http://stub').searchParams.get('page')).toBe('2');
    expect(new URL(sent.url, 'http://stub').searchParams.get('per_page')).toBe('5');
    expect(sent.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent.headers['accept-language']).toBe('ru');
  });

  test('defaults without paging; bad paging is 422 in the shopper’s language before any provider call', async () => {
    const cookie = await logIn();
    expect((await list('locale=en', cookie)).status).toBe(200);
    expect(new URL(stub.seen.at(-1)!.url, 'http://stub').searchParams.get('per_page')).toBe('10');
    stub.seen.length = 0;
    for (const query of ['page=0', 'page=abc', 'page=1.5', 'page=5001', 'page=-2']) {
      const response = await list(`locale=ru&${query}`, cookie);
      expect(response.status).toBe(422);
      expect(await readBody(response)).toEqual({ message: ru.Api.invalidFields, errors: { page: [ru.Orders.pageInvalid] } });
    }
    const both = await list('locale=en&page=x&per_page=51', cookie);
    expect(await readBody(both)).toEqual({ message: en.Api.invalidFields, errors: { page: [en.Orders.pageInvalid], per_page: [en.Orders.perPageInvalid] } });
    expect(stub.seen).toHaveLength(0);
  });

  test('the provider away is 503, slow 504, an answer off the contract 502; a dead session 401', async () => {
    const cookie = await logIn();
    stub.answer('/api/orders', { hangUp: true });
    const down = await list('locale=en', cookie);
    expect(down.status).toBe(503);
    expect(await readBody(down)).toEqual({ message: en.Api.unavailable });
    stub.answer('/api/orders', { delayMs: 3000, body: page([]) });
    expect((await list('locale=en', cookie)).status).toBe(504);
    stub.answer('/api/orders', { body: { orders: [{ id: 'nope' }] } });
    expect((await list('locale=en', cookie)).status).toBe(502);
    stub.answer('/api/orders', { status: 401, body: { message: 'Unauthenticated.' } });
    expect((await list('locale=en', cookie)).status).toBe(401);
  });
});

describe('POST /api/orders/{id}/cancel', () => {
  test('cancels, answers the order; guests 401, other origins 403, malformed ids 404 without a provider call', async () => {
    expect((await cancel(ORDER_ID)).status).toBe(401);
    const cookie = await logIn();
    expect((await cancel(ORDER_ID, cookie, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await cancel('not-an-order', cookie)).status).toBe(404);
    expect(stub.seen).toHaveLength(0);
    const response = await cancel(ORDER_ID, cookie);
    expect(response.status).toBe(200);
    expect(cancelledOrderSchema.parse(await readBody(response)).order).toMatchObject({ status: 'error', reason: 'cancelled' });
    expect(stub.seen.at(-1)!.method).toBe('POST');
  });

  test('a paid order’s 409 and an unknown order’s 404 keep the provider’s message; the provider away is 503', async () => {
    const cookie = await logIn();
    stub.answer(`/api/orders/${ORDER_ID}/cancel`, { status: 409, body: { message: 'Этот заказ уже оплачен' } });
    const paid = await cancel(ORDER_ID, cookie, { locale: 'ru' });
    expect(paid.status).toBe(409);
    expect(await readBody(paid)).toEqual({ message: 'Этот заказ уже оплачен' });
    stub.answer(`/api/orders/${ORDER_ID}/cancel`, { status: 404, body: { message: 'There is no such order' } });
    expect((await cancel(ORDER_ID, cookie)).status).toBe(404);
    stub.answer(`/api/orders/${ORDER_ID}/cancel`, { hangUp: true });
    expect((await cancel(ORDER_ID, cookie)).status).toBe(503);
  });
});

describe('POST /api/orders/{id}/pay-again', () => {
  test('passes the order and its Pix code on; a UPI order’s link in rupees', async () => {
    const cookie = await logIn();
    const response = await payAgain(ORDER_ID, cookie);
    expect(response.status).toBe(200);
    const body = payAgainSchema.parse(await readBody(response));
    expect(body.qr!.payload).toBe(brCode(BRL_CHARGE.amount));
    expect(stub.seen.at(-1)!.url).toBe(`/api/orders/${ORDER_ID}/requote`);

    stub.answer(`/api/orders/${ORDER_ID}/requote`, {
      body: { order: entry({ method: 'upi', charge: INR_CHARGE }), requoted: true, previous_charge: { ...INR_CHARGE, amount: 270_000 }, upi: { link: upiLink(INR_CHARGE.amount) } },
    });
    const upi = payAgainSchema.parse(await readBody(await payAgain(ORDER_ID, cookie)));
    expect(upi).toMatchObject({ requoted: true, previous_charge: { amount: 270_000 } });
  });

  test('a code that does not charge the order’s amount, or names another order, is the provider’s fault: 502', async () => {
    const cookie = await logIn();
    for (const qr of [{ payload: brCode(BRL_CHARGE.amount + 1), image: null }, { payload: brCode(BRL_CHARGE.amount, 'ZZZZZZZZZZZZZZZZZZZZ'), image: null }]) {
      stub.answer(`/api/orders/${ORDER_ID}/requote`, { body: { order: entry(), requoted: false, previous_charge: null, qr } });
      expect((await payAgain(ORDER_ID, cookie)).status).toBe(502);
    }
    stub.answer(`/api/orders/${ORDER_ID}/requote`, { body: { order: entry({ method: 'upi', charge: INR_CHARGE }), requoted: false, previous_charge: null, upi: { link: upiLink(1) } } });
    expect((await payAgain(ORDER_ID, cookie)).status).toBe(502);
  });

  test('refusals passed on: cancelled 409, a card order 422 on orderId, unconfirmed e-mail 403 with its reason; guests and bad ids never reach the provider', async () => {
    expect((await payAgain(ORDER_ID)).status).toBe(401);
    const cookie = await logIn();
    expect((await payAgain('x', cookie)).status).toBe(404);
    expect(stub.seen).toHaveLength(0);
    stub.answer(`/api/orders/${ORDER_ID}/requote`, { status: 409, body: { message: 'This order was cancelled' } });
    expect(await readBody(await payAgain(ORDER_ID, cookie))).toEqual({ message: 'This order was cancelled' });
    stub.answer(`/api/orders/${ORDER_ID}/requote`, { status: 422, body: { message: 'no', errors: { orderId: ['This order cannot be paid this way'] } } });
    const card = await payAgain(ORDER_ID, cookie);
    expect(card.status).toBe(422);
    expect(await readBody(card)).toMatchObject({ errors: { orderId: ['This order cannot be paid this way'] } });
    stub.answer(`/api/orders/${ORDER_ID}/requote`, { status: 403, body: { message: 'Confirm your e-mail', reason: 'email_unverified' } });
    const unverified = await payAgain(ORDER_ID, cookie);
    expect(unverified.status).toBe(403);
    expect(await readBody(unverified)).toMatchObject({ reason: 'email_unverified' });
  });
});

describe('orderActionRoute: what every POST /api/orders/{id}/<action> checks before its action runs', () => {
  const action = jest.fn(async (_call: unknown, orderId: string) => ({ ok: true as const, data: { done: orderId } }));
  const act = (id: string, cookie?: string, body: unknown = {}) =>
    run(orderActionRoute(action))(apiRequest(`/api/orders/${id}/act?locale=en`, { body, cookie }), idParams(id));

  afterEach(() => action.mockClear());

  test('runs the action on the order id for a signed-in shopper and answers what it gave', async () => {
    const cookie = await logIn();
    const response = await act(ORDER_ID, cookie);
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ done: ORDER_ID });
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith(expect.anything(), ORDER_ID);
  });

  test('never runs it for a guest (401), a malformed id (404) or a body that is not a JSON object (400)', async () => {
    expect((await act(ORDER_ID)).status).toBe(401);
    const cookie = await logIn();
    expect((await act('not-an-order', cookie)).status).toBe(404);
    expect((await act(ORDER_ID, cookie, [1])).status).toBe(400);
    expect(action).not.toHaveBeenCalled();
  });

  test('counts every call against the account’s payment limit', async () => {
    const cookie = await logIn();
    for (let done = 0; done < RATE_RULES.paymentPerAccount.points; done += 1) await act(ORDER_ID, cookie);
    expect((await act(ORDER_ID, cookie)).status).toBe(429);
    expect(action).toHaveBeenCalledTimes(RATE_RULES.paymentPerAccount.points);
  });
});
