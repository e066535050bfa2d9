// The BFF's JSON payment routes against a stub provider (docs/payments-contract.md, "BFF"): the
// session they need, the origin check, what reaches the provider (bearer, language, client IP,
// Idempotency-Key, the filled-in URLs), the form rules answered 422 in the shopper's language, the
// refusals' extra fields kept, media paths, rate limits, outages, and card fields that never reach
// a log line or an answer. Every answer parses with the browser's schemas (lib/contracts/payment.ts).
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { POST as cardTypePOST } from '@/app/api/card-type/route';
import { POST as confirmPOST } from '@/app/api/orders/confirm/[id]/route';
import { POST as createPOST } from '@/app/api/orders/create/route';
import { POST as createQrPOST } from '@/app/api/orders/create-qr/route';
import { POST as createUpiPOST } from '@/app/api/orders/create-upi/route';
import { GET as confirmationGET } from '@/app/api/payment-confirm/[orderId]/route';
import { GET as orderGET } from '@/app/api/payment-products/[id]/route';
import { POST as sbpPOST } from '@/app/api/payment-sbp/route';
import { POST as paymentPOST } from '@/app/api/payment/route';
import { GET as quoteGET } from '@/app/api/payment/quote/route';
import { POST as balancePOST } from '@/app/api/payment/spending-balance-handle/route';
import { POST as statusPOST } from '@/app/api/payment/status/route';
import { resetRateLimits } from '@/lib/bff/rate-limit';
import { paymentRefusal } from '@/lib/client/payment';
import {
  balanceSpentSchema,
  cardPaymentAnswerSchema,
  cardTypeSchema,
  confirmedOrderSchema,
  createdOrderSchema,
  orderDetailsSchema,
  paymentConfirmationView,
  paymentStatusSchema,
  pixOrderSchema,
  quoteAnswerSchema,
  sbpOrderAnswerSchema,
  upiOrderSchema,
} from '@/lib/contracts/payment';
import type { NextRequest, NextResponse } from 'next/server';
import { TOKEN, apiRequest, readBody, setCookies, type RequestOptions } from '../../support/account-support';
import { type SeenRequest } from '../../support/stub-provider';
import { bearerOnly, signedInCookie, withStubProvider } from '../../support/bff-provider';
import { brCode, ORDER_ID, providerOrderWith, upiLink } from '../../support/provider-orders';

// Generous: a loaded CI machine must not turn a quick stub answer into a timeout; the slow cases wait longer.
const stub = withStubProvider({ timeoutMs: 2000, unset: ['SITE_URL'] });

const QUOTE_ID = 'Q1W2E3R4T5Y6U7I8O9P0';
const KEY = 'checkout-attempt-0001';
const CARD = '4242 4242 4242 4242';
const CARD_DIGITS = '4242424242424242';
const CVC = '737';

function withoutVaryingFields(line: string): string {
  try {
    const { time: _time, reqId: _reqId, durationMs: _durationMs, ...fields } = JSON.parse(line) as Record<string, unknown>;
    return JSON.stringify(fields);
  } catch {
    return line;
  }
}

/** An order as the provider sends it: one image on its own origin, one under its /media. */
const providerOrder = (overrides: Record<string, unknown> = {}) =>
  providerOrderWith(
    [
      { product_id: 7, name: 'Steam Wallet 7', price: 1049, quantity: 2, paid: 1888, cover_path: `${stub.url}/media/covers/7.svg` },
      { product_id: 9, name: 'Steam Wallet 9', price: 1049, quantity: 1, paid: 944, cover_path: '/media/covers/9.svg' },
    ],
    overrides,
  );const created = (extra: Record<string, unknown> = {}, order: Record<string, unknown> = {}) => ({
  order_id: ORDER_ID,
  total_price: 2832,
  order: providerOrder(order),
  ...extra,
});

/** What the 28.32 € order charges: × 6.2001 = R$ 175.59; × 98.4537 = ₹ 2 788.21. */
const BRL_CHARGE = { currency: 'BRL', amount: 17_559, rate: '6.2001', quoted_at: '2026-05-01T09:59:00.000Z' };
const INR_CHARGE = { currency: 'INR', amount: 278_821, rate: '98.4537', quoted_at: '2026-05-01T09:59:00.000Z' };
const pixCreated = (payload = brCode(BRL_CHARGE.amount), charge: unknown = BRL_CHARGE) =>
  created({ qr: { payload, image: null } }, { method: 'pix', charge });
const upiCreated = (link = upiLink(INR_CHARGE.amount), charge: unknown = INR_CHARGE) => created({ upi: { link } }, { method: 'upi', charge });
const providerQuote = (currency: 'BRL' | 'INR', overrides: Record<string, unknown> = {}) => ({
  id: QUOTE_ID,
  currency,
  total: 2832,
  rate: currency === 'BRL' ? '6.2001' : '98.4537',
  amount: currency === 'BRL' ? 17_559 : 278_821,
  quoted_at: '2026-05-01T09:59:00.000Z',
  expires_at: '2026-05-01T10:14:00.000Z',
  rate_updated_at: '2026-05-01T08:00:00.000Z',
  ...overrides,
});
const purchase = {
  id: 31,
  product_id: 7,
  name: 'Steam Wallet 7',
  price: 944,
  purchased_at: '2026-05-01T10:01:00.000Z',
  article: 'STM-7',
  product_code: 'AAAA-BBBB-CCCC',
  cover_path: '/covers/7.svg',
};

beforeEach(() => {
  stub.answer('/api/orders/create', bearerOnly(() => ({ status: 201, body: created() })));
  stub.answer('/api/orders/create-qr', bearerOnly(() => ({ status: 201, body: pixCreated() })));
  stub.answer('/api/orders/create-upi', bearerOnly(() => ({ status: 201, body: upiCreated() })));
  stub.answer('/api/payment-sbp', bearerOnly(() => ({ status: 201, body: created({ sbp: { payload: brCode(BRL_CHARGE.amount), image: null } }, { method: 'sbp', charge: BRL_CHARGE }) })));
  stub.answer('/api/payment/quote', bearerOnly((url) => ({ body: { quote: providerQuote(url.searchParams.get('currency') === 'INR' ? 'INR' : 'BRL') } })));
  stub.answer('/api/payment', bearerOnly(() => ({ body: { status: 'OK', order_id: ORDER_ID } })));
  stub.answer('/api/payment/status', bearerOnly(() => ({ body: { order_id: ORDER_ID, type: 'purchase', status: 'init', reason: null } })));
  stub.answer('/api/payment/spending-balance-handle', bearerOnly(() => ({ body: { status: 'OK', order_id: ORDER_ID, balance: 668 } })));
  stub.answer(`/api/payment-confirm/${ORDER_ID}`, bearerOnly(() => ({ body: { order_id: ORDER_ID, products: [purchase] } })));
  stub.answer(`/api/payment-products/${ORDER_ID}`, bearerOnly(() => ({ body: { order: providerOrder() } })));
  stub.answer(`/api/orders/confirm/${ORDER_ID}`, bearerOnly(() => ({ body: { order_id: ORDER_ID, status: 'paid', products: [purchase] } })));
  stub.answer('/api/card-type', { body: { type: 'Visa' } });
});

const lastSeen = (path: string) => [...stub.seen].reverse().find((request) => request.url.startsWith(path));
const seenCount = (path: string) => stub.seen.filter((request) => request.url.startsWith(path)).length;
const sentBody = (path: string) => JSON.parse(lastSeen(path)?.body ?? 'null') as Record<string, unknown>;

const logIn = () => signedInCookie(stub);

type Handler = (request: NextRequest, context?: { params: Promise<Record<string, string>> }) => Promise<NextResponse>;
const handler = (route: unknown) => route as Handler;
const params = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });

const cardBody = (overrides: Record<string, unknown> = {}) => ({
  orderId: ORDER_ID,
  card_number: CARD,
  month: '12',
  year: '99',
  cvc: CVC,
  screenHeight: 900,
  screenWidth: 1440,
  timeZoneOffset: -180,
  ...overrides,
});

const withKey = (options: RequestOptions, key = KEY): RequestOptions => ({ ...options, headers: { ...options.headers, 'Idempotency-Key': key } });

/** Every route: method, path, handler, a valid body and its params. */
const ROUTES: Array<{ name: string; method: string; path: string; run: Handler; body?: unknown; params?: Record<string, string> }> = [
  { name: 'create', method: 'POST', path: '/api/orders/create', run: handler(createPOST), body: { type: 'purchase' } },
  {
    name: 'create-qr',
    method: 'POST',
    path: '/api/orders/create-qr',
    run: handler(createQrPOST),
    body: { firstName: 'Ana', lastName: 'Silva', cpf: '529.982.247-25', quote_id: QUOTE_ID },
  },
  {
    name: 'create-upi',
    method: 'POST',
    path: '/api/orders/create-upi',
    run: handler(createUpiPOST),
    body: { FirstName: 'Aarav', AccountNumber: '123456789012', email: 'a@example.in', phone: '+91 98765 43210', address: '12 MG Road', zip: '560001', quote_id: QUOTE_ID },
  },
  { name: 'quote', method: 'GET', path: '/api/payment/quote', run: handler(quoteGET) },
  { name: 'payment-sbp', method: 'POST', path: '/api/payment-sbp', run: handler(sbpPOST), body: { type: 'purchase' } },
  { name: 'payment', method: 'POST', path: '/api/payment', run: handler(paymentPOST), body: cardBody() },
  { name: 'status', method: 'POST', path: '/api/payment/status', run: handler(statusPOST), body: { orderId: ORDER_ID } },
  { name: 'balance', method: 'POST', path: '/api/payment/spending-balance-handle', run: handler(balancePOST), body: { orderId: ORDER_ID } },
  { name: 'confirm', method: 'POST', path: `/api/orders/confirm/${ORDER_ID}`, run: handler(confirmPOST), body: {}, params: { id: ORDER_ID } },
  { name: 'payment-confirm', method: 'GET', path: `/api/payment-confirm/${ORDER_ID}`, run: handler(confirmationGET), params: { orderId: ORDER_ID } },
  { name: 'payment-products', method: 'GET', path: `/api/payment-products/${ORDER_ID}`, run: handler(orderGET), params: { id: ORDER_ID } },
];

function callRoute(route: (typeof ROUTES)[number], options: RequestOptions = {}, locale = 'en') {
  const query = route.name === 'quote' ? '&currency=BRL' : '';
  const request = apiRequest(`${route.path}?locale=${locale}${query}`, { method: route.method, body: route.body, ...withKey(options) });
  return route.run(request, route.params ? params(route.params) : undefined);
}

describe('every payment route', () => {
  it.each(ROUTES.map((route) => [route.name, route]))('%s answers 401 to a guest without calling the provider', async (_name, route) => {
    const response = await callRoute(route);
    expect(response.status).toBe(401);
    expect(await readBody(response)).toEqual({ message: en.Api.unauthenticated });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(stub.seen).toHaveLength(0);
  });

  it.each(ROUTES.filter((route) => route.method === 'POST').map((route) => [route.name, route]))(
    '%s answers 403 to a page of another origin',
    async (_name, route) => {
      const cookie = await logIn();
      const response = await callRoute(route, { cookie, origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(await readBody(response)).toEqual({ message: en.Api.originRefused });
      expect(stub.seen).toHaveLength(0);
    },
  );

  it.each(ROUTES.map((route) => [route.name, route]))('%s sends the bearer, language and client IP, and answers no-store', async (_name, route) => {
    const cookie = await logIn();
    const response = await callRoute(route, { cookie }, 'ru');
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await readBody(response);
    const sent = stub.seen.at(-1);
    expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent?.headers['accept-language']).toBe('ru');
    expect(sent?.headers['x-client-ip']).toBe('203.0.113.7');
  });

  it('a malformed order id in the path is 404 without a provider call', async () => {
    const cookie = await logIn();
    for (const route of ROUTES.filter((entry) => entry.params)) {
      const name = Object.keys(route.params!)[0]!;
      const path = route.path.replace(ORDER_ID, 'not-an-order');
      const response = await route.run(apiRequest(`${path}?locale=en`, { method: route.method, body: route.body, cookie }), params({ [name]: 'not-an-order' }));
      expect(response.status).toBe(404);
    }
    expect(stub.seen).toHaveLength(0);
  });
});

describe('creating orders', () => {
  it('POST /api/orders/create: 201 with the Idempotency-Key forwarded, item images under /media', async () => {
    const cookie = await logIn();
    const response = await createPOST(apiRequest('/api/orders/create?locale=en', withKey({ body: { type: 'purchase' }, cookie })));
    expect(response.status).toBe(201);
    const body = createdOrderSchema.parse(await readBody(response));
    expect(body.order.items.map((item) => item.cover_path)).toEqual(['/media/covers/7.svg', '/media/covers/9.svg']);
    expect(lastSeen('/api/orders/create')?.headers['idempotency-key']).toBe(KEY);
    expect(sentBody('/api/orders/create')).toEqual({ type: 'purchase' });
  });

  it('a top-up sends its amount; a missing or out-of-range amount is 422 in the shopper’s language', async () => {
    const cookie = await logIn();
    const ok = await createPOST(apiRequest('/api/orders/create?locale=en', withKey({ body: { type: 'balance', replenishmentValue: 10_000 }, cookie })));
    expect(ok.status).toBe(201);
    expect(sentBody('/api/orders/create')).toEqual({ type: 'balance', replenishmentValue: 10_000 });
    stub.seen.length = 0;

    const low = await createPOST(apiRequest('/api/orders/create?locale=ru', withKey({ body: { type: 'balance', replenishmentValue: 9_999 }, cookie })));
    expect(low.status).toBe(422);
    expect(await readBody(low)).toEqual({ message: ru.Api.invalidFields, errors: { replenishmentValue: [ru.Validation.replenishmentInvalid] } });
    const missing = await createPOST(apiRequest('/api/orders/create?locale=en', withKey({ body: { type: 'balance' }, cookie })));
    expect(await readBody(missing)).toMatchObject({ errors: { replenishmentValue: [en.Validation.required] } });
    const badType = await createPOST(apiRequest('/api/orders/create?locale=en', withKey({ body: { type: 'gift' }, cookie })));
    expect(badType.status).toBe(422);
    expect(stub.seen).toHaveLength(0);
  });

  it('a malformed Idempotency-Key is 422 on that header; without one nothing is forwarded', async () => {
    const cookie = await logIn();
    for (const key of ['short', 'has space inside', 'x'.repeat(65), 'semi;colon!']) {
      const response = await createPOST(apiRequest('/api/orders/create?locale=en', withKey({ body: { type: 'purchase' }, cookie }, key)));
      expect(response.status).toBe(422);
      expect(await readBody(response)).toEqual({ message: en.Api.invalidFields, errors: { 'Idempotency-Key': [en.Validation.idempotencyKeyInvalid] } });
    }
    expect(stub.seen).toHaveLength(0);
    const without = await createPOST(apiRequest('/api/orders/create?locale=en', { body: { type: 'purchase' }, cookie }));
    expect(without.status).toBe(201);
    expect(lastSeen('/api/orders/create')?.headers['idempotency-key']).toBeUndefined();
  });

  it('passes a repeated key’s 409 and the provider’s 422 (empty basket) on', async () => {
    const cookie = await logIn();
    stub.answer('/api/orders/create', { status: 409, body: { message: 'This Idempotency-Key was already used for another request' } });
    const reused = await createPOST(apiRequest('/api/orders/create?locale=en', withKey({ body: { type: 'purchase' }, cookie })));
    expect(reused.status).toBe(409);
    expect(await readBody(reused)).toEqual({ message: 'This Idempotency-Key was already used for another request' });
    stub.answer('/api/orders/create', { status: 422, body: { message: 'The basket is empty', errors: { basket: ['The basket is empty'] } } });
    const empty = await createPOST(apiRequest('/api/orders/create?locale=en', withKey({ body: { type: 'purchase' }, cookie })));
    expect(empty.status).toBe(422);
    expect(await readBody(empty)).toEqual({ message: 'The basket is empty', errors: { basket: ['The basket is empty'] } });
  });

  it('passes the 403 of an account whose e-mail is not confirmed on, with its reason, in the shopper’s language', async () => {
    const cookie = await logIn();
    const texts: Record<string, string> = {
      en: 'Confirm your e-mail address before paying: open the link we sent you, or ask for a new one.',
      ru: 'Подтвердите адрес электронной почты перед оплатой: откройте ссылку из нашего письма или запросите новую.',
    };
    const refuse = (_url: URL, request: SeenRequest) => ({
      status: 403,
      body: { message: texts[String(request.headers['accept-language'])] ?? 'wrong language', reason: 'email_unverified' },
    });
    stub.answer('/api/orders/create', refuse);
    stub.answer('/api/payment', refuse);
    for (const locale of ['en', 'ru']) {
      const create = await createPOST(apiRequest(`/api/orders/create?locale=${locale}`, withKey({ body: { type: 'purchase' }, cookie })));
      expect(create.status).toBe(403);
      expect(await readBody(create)).toEqual({ message: texts[locale], reason: 'email_unverified' });
      const pay = await paymentPOST(apiRequest(`/api/payment?locale=${locale}`, { body: cardBody(), cookie }));
      expect(pay.status).toBe(403);
      expect(pay.headers.get('cache-control')).toBe('no-store');
      expect(await readBody(pay)).toEqual({ message: texts[locale], reason: 'email_unverified' });
    }
  });

  it('keeps the reason of an order refused because its promo code was used meanwhile', async () => {
    const cookie = await logIn();
    const message = 'You have already used the promo code WELCOME10: it was taken off your basket. Check the new total and order again.';
    stub.answer('/api/orders/create', { status: 422, body: { message, errors: { promo: [message] }, reason: 'promo_already_used' } });
    const response = await createPOST(apiRequest('/api/orders/create?locale=en', withKey({ body: { type: 'purchase' }, cookie })));
    expect(response.status).toBe(422);
    const body = await readBody(response);
    expect(body).toEqual({ message, errors: { promo: [message] }, reason: 'promo_already_used' });
    expect(paymentRefusal(body)).toMatchObject({ reason: 'promo_already_used' });
  });

  it('Pix: the CPF goes as personalId (its digits), the form rules answer 422 translated', async () => {
    const cookie = await logIn();
    const form = { firstName: '  Ana  Maria ', lastName: 'Silva', cpf: '529.982.247-25', quote_id: QUOTE_ID };
    const response = await createQrPOST(apiRequest('/api/orders/create-qr?locale=en', withKey({ body: form, cookie })));
    expect(response.status).toBe(201);
    expect(pixOrderSchema.parse(await readBody(response)).order.charge).toEqual(BRL_CHARGE);
    expect(sentBody('/api/orders/create-qr')).toEqual({ personalId: '52998224725', firstName: 'Ana Maria', lastName: 'Silva', quote_id: QUOTE_ID });
    expect(lastSeen('/api/orders/create-qr')?.headers['idempotency-key']).toBe(KEY);
    stub.seen.length = 0;

    const bad = await createQrPOST(apiRequest('/api/orders/create-qr?locale=ru', withKey({ body: { firstName: '', lastName: 'S1lva', cpf: '111.111.111-11' }, cookie })));
    expect(bad.status).toBe(422);
    expect(await readBody(bad)).toEqual({
      message: ru.Api.invalidFields,
      errors: { firstName: [ru.Validation.required], lastName: [ru.Validation.personNameInvalid], cpf: [ru.Validation.cpfInvalid] },
    });
    // Without the quote of the amount shown, no order is asked for.
    const { quote_id: _quote, ...unquoted } = form;
    void _quote;
    const noQuote = await createQrPOST(apiRequest('/api/orders/create-qr?locale=ru', withKey({ body: unquoted, cookie })));
    expect(noQuote.status).toBe(422);
    expect(await readBody(noQuote)).toEqual({ message: ru.Api.invalidFields, errors: { quote_id: [ru.Validation.required] } });
    expect(stub.seen).toHaveLength(0);
  });

  it('UPI: the form as the provider wants it, and the three return URLs with {order_id} and the locale prefix', async () => {
    const cookie = await logIn();
    const form = { FirstName: 'Aarav', AccountNumber: '1234 5678 9012', email: ' a@example.in ', phone: '+91 98765-43210', address: '12 MG Road', zip: '560 001', quote_id: QUOTE_ID };
    const response = await createUpiPOST(apiRequest('/api/orders/create-upi?locale=en', withKey({ body: form, cookie })));
    expect(response.status).toBe(201);
    expect(upiOrderSchema.parse(await readBody(response)).order.charge).toEqual(INR_CHARGE);
    expect(sentBody('/api/orders/create-upi')).toEqual({
      FirstName: 'Aarav',
      AccountNumber: '123456789012',
      email: 'a@example.in',
      phone: '+919876543210',
      address: '12 MG Road',
      zip: '560 001',
      success_url: 'http://shop.test/en/payment-confirm/{order_id}',
      decline_url: 'http://shop.test/en/payment-error/{order_id}',
      cancel_url: 'http://shop.test/en/checkout',
      quote_id: QUOTE_ID,
    });

    // pt-BR pages have no prefix; SITE_URL, when set, is the public origin.
    process.env.SITE_URL = 'https://loja.example';
    try {
      await createUpiPOST(apiRequest('/api/orders/create-upi?locale=pt-BR', withKey({ body: form, cookie })));
      expect(sentBody('/api/orders/create-upi')).toMatchObject({
        success_url: 'https://loja.example/payment-confirm/{order_id}',
        decline_url: 'https://loja.example/payment-error/{order_id}',
        cancel_url: 'https://loja.example/checkout',
      });
    } finally {
      delete process.env.SITE_URL;
    }
    stub.seen.length = 0;

    const bad = await createUpiPOST(
      apiRequest(
        '/api/orders/create-upi?locale=en',
        withKey({ body: { FirstName: 'Aarav', AccountNumber: '12', email: 'nope', phone: '12', address: ' ', zip: '!', quote_id: QUOTE_ID }, cookie }),
      ),
    );
    expect(bad.status).toBe(422);
    expect(await readBody(bad)).toEqual({
      message: en.Api.invalidFields,
      errors: {
        AccountNumber: [en.Validation.accountNumberInvalid],
        email: [en.Validation.emailInvalid],
        phone: [en.Validation.phoneInvalid],
        address: [en.Validation.required],
        zip: [en.Validation.zipInvalid],
      },
    });
    expect(stub.seen).toHaveLength(0);
  });

  it('SBP: a top-up’s value is bounded; a purchase may send the total shown', async () => {
    const cookie = await logIn();
    const topUp = await sbpPOST(apiRequest('/api/payment-sbp?locale=en', withKey({ body: { type: 'balance', value: 25_000 }, cookie })));
    expect(topUp.status).toBe(201);
    sbpOrderAnswerSchema.parse(await readBody(topUp));
    expect(sentBody('/api/payment-sbp')).toEqual({ type: 'balance', value: 25_000 });
    expect(lastSeen('/api/payment-sbp')?.headers['idempotency-key']).toBe(KEY);
    await sbpPOST(apiRequest('/api/payment-sbp?locale=en', withKey({ body: { type: 'purchase', value: 2832 }, cookie })));
    expect(sentBody('/api/payment-sbp')).toEqual({ type: 'purchase', value: 2832 });
    const low = await sbpPOST(apiRequest('/api/payment-sbp?locale=en', withKey({ body: { type: 'balance', value: 50 }, cookie })));
    expect(await readBody(low)).toMatchObject({ errors: { value: [en.Validation.replenishmentInvalid] } });
  });

  it('GET /api/payment/quote: the provider’s quote of the basket in reais or rupees; another currency is 422 without a call', async () => {
    const cookie = await logIn();
    const response = await quoteGET(apiRequest('/api/payment/quote?locale=pt-BR&currency=INR', { method: 'GET', cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { rate_updated_at: _dropped, ...quote } = providerQuote('INR');
    void _dropped;
    expect(quoteAnswerSchema.parse(await readBody(response))).toEqual({ quote });
    expect(lastSeen('/api/payment/quote')?.url).toBe('/api/payment/quote?currency=INR');
    stub.seen.length = 0;
    for (const currency of ['EUR', 'brl', '']) {
      const refused = await quoteGET(apiRequest(`/api/payment/quote?locale=en&currency=${currency}`, { method: 'GET', cookie }));
      expect(refused.status).toBe(422);
      expect(await readBody(refused)).toMatchObject({ errors: { currency: [expect.any(String)] } });
    }
    expect(stub.seen).toHaveLength(0);
    // The provider's 422 (an empty basket) passes on.
    stub.answer('/api/payment/quote', { status: 422, body: { message: 'A cesta está vazia', errors: { basket: ['A cesta está vazia'] } } });
    const empty = await quoteGET(apiRequest('/api/payment/quote?locale=pt-BR&currency=BRL', { method: 'GET', cookie }));
    expect(empty.status).toBe(422);
    expect(await readBody(empty)).toEqual({ message: 'A cesta está vazia', errors: { basket: ['A cesta está vazia'] } });
  });

  it('a quote the amount no longer matches: the provider’s 409 keeps the new quote for the checkout', async () => {
    const cookie = await logIn();
    const fresh = providerQuote('BRL', { id: 'N1E2W3Q4U5O6T7E8I9D0', rate: '6.5', amount: 18_408 });
    stub.answer('/api/orders/create-qr', {
      status: 409,
      body: { message: 'O valor a pagar mudou', errors: { quote_id: ['O valor a pagar mudou'] }, quote: fresh },
    });
    const form = { firstName: 'Ana', lastName: 'Silva', cpf: '52998224725', quote_id: QUOTE_ID };
    const response = await createQrPOST(apiRequest('/api/orders/create-qr?locale=pt-BR', withKey({ body: form, cookie })));
    expect(response.status).toBe(409);
    const body = (await readBody(response)) as Record<string, unknown>;
    expect(body).toMatchObject({ message: 'O valor a pagar mudou', errors: { quote_id: ['O valor a pagar mudou'] } });
    const { message: _message, errors: _errors, ...details } = body;
    void _message;
    void _errors;
    expect(paymentRefusal(details).quote).toMatchObject({ id: 'N1E2W3Q4U5O6T7E8I9D0', rate: '6.5', amount: 18_408 });
  });

  it('a BR Code or UPI link that does not charge the order’s reais or rupees never reaches the shopper: 502', async () => {
    const cookie = await logIn();
    const pix = { firstName: 'Ana', lastName: 'Silva', cpf: '52998224725', quote_id: QUOTE_ID };
    const upi = { FirstName: 'Aarav', AccountNumber: '123456789012', email: 'a@example.in', phone: '+919876543210', address: '12 MG Road', zip: '560001', quote_id: QUOTE_ID };
    const wrongPix = [
      // The euro total as reais, unconverted.
      pixCreated(brCode(2832)),
      pixCreated(brCode(BRL_CHARGE.amount, 'OTHERORDER0000000000')),
      pixCreated(brCode(BRL_CHARGE.amount).replace(/.{4}$/, '0000')),
      pixCreated(brCode(INR_CHARGE.amount), INR_CHARGE),
    ];
    for (const body of wrongPix) {
      stub.answer('/api/orders/create-qr', { status: 201, body });
      const response = await createQrPOST(apiRequest('/api/orders/create-qr?locale=en', withKey({ body: pix, cookie })));
      expect(response.status).toBe(502);
    }
    const wrongUpi = [
      upiCreated(upiLink(2832)),
      upiCreated(upiLink(INR_CHARGE.amount).replace('cu=INR', 'cu=EUR')),
      upiCreated(upiLink(BRL_CHARGE.amount), BRL_CHARGE),
    ];
    for (const body of wrongUpi) {
      stub.answer('/api/orders/create-upi', { status: 201, body });
      const response = await createUpiPOST(apiRequest('/api/orders/create-upi?locale=en', withKey({ body: upi, cookie })));
      expect(response.status).toBe(502);
    }
  });

  it('counts 30 orders per account in 10 minutes, then 429 with Retry-After', async () => {
    const cookie = await logIn();
    for (let i = 0; i < 30; i += 1) {
      expect((await createPOST(apiRequest('/api/orders/create?locale=en', withKey({ body: { type: 'purchase' }, cookie }, `attempt-key-${i}`)))).status).toBe(201);
    }
    const limited = await createQrPOST(
      apiRequest('/api/orders/create-qr?locale=en', withKey({ body: { firstName: 'Ana', lastName: 'Silva', cpf: '52998224725', quote_id: QUOTE_ID }, cookie })),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(seenCount('/api/orders/create-qr')).toBe(0);
  });
});

describe('POST /api/payment (card modal)', () => {
  it('sends the card with the TermUrl of the 3-D Secure return and answers OK', async () => {
    const cookie = await logIn();
    const response = await paymentPOST(apiRequest('/api/payment?locale=en', { body: cardBody(), cookie }));
    expect(response.status).toBe(200);
    expect(cardPaymentAnswerSchema.parse(await readBody(response))).toEqual({ status: 'OK', order_id: ORDER_ID });
    expect(sentBody('/api/payment')).toEqual({
      orderId: ORDER_ID,
      card_number: CARD_DIGITS,
      month: '12',
      year: '99',
      cvc: CVC,
      // The order's id rides along for a provider without the 3-D Secure completion call.
      termUrl: `http://shop.test/api/payment/3ds-return?locale=en&order=${ORDER_ID}`,
      screenHeight: 900,
      screenWidth: 1440,
      timeZoneOffset: -180,
    });
  });

  it('passes the 3-D Secure answers on as the browser expects them', async () => {
    const cookie = await logIn();
    const threeDs = {
      status: '3DS',
      order_id: ORDER_ID,
      acsUrl: 'http://acquirer.test/acquirer/3ds',
      PaReq: 'eyJ2IjoxfQ',
      MD: 'g-BPhfwtuSeWsssGxo96txUcxB1JtBSBz927qFAHm1o',
      TermUrl: 'http://shop.test/api/payment/3ds-return?locale=en',
    };
    stub.answer('/api/payment', { body: threeDs });
    const response = await paymentPOST(apiRequest('/api/payment?locale=en', { body: cardBody({ card_number: '5555 5555 5555 4444' }), cookie }));
    expect(cardPaymentAnswerSchema.parse(await readBody(response))).toEqual(threeDs);
    const redirect = {
      status: '3DS_REDIRECT',
      order_id: ORDER_ID,
      redirectUrl: 'http://acquirer.test/acquirer/3ds',
      redirectMethod: 'GET',
      redirectParams: { MD: threeDs.MD, PaReq: threeDs.PaReq, TermUrl: threeDs.TermUrl },
    };
    stub.answer('/api/payment', { body: redirect });
    const second = await paymentPOST(apiRequest('/api/payment?locale=en', { body: cardBody({ card_number: '2200 0000 0000 0004' }), cookie }));
    expect(cardPaymentAnswerSchema.parse(await readBody(second))).toEqual(redirect);
  });

  it('answers the card rules 422 in the shopper’s language, without echoing the card', async () => {
    const cookie = await logIn();
    const response = await paymentPOST(
      apiRequest('/api/payment?locale=ru', { body: cardBody({ card_number: '4242 4242 4242 4241', month: '13', cvc: '07' }), cookie }),
    );
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(text).not.toContain('4242');
    expect(JSON.parse(text)).toEqual({
      message: ru.Api.invalidFields,
      errors: { card_number: [ru.Validation.cardNumberInvalid], month: [ru.Validation.expiryInvalid], cvc: [ru.Validation.cvvInvalid] },
    });
    const expired = await paymentPOST(apiRequest('/api/payment?locale=en', { body: cardBody({ month: '01', year: '20' }), cookie }));
    expect(await readBody(expired)).toMatchObject({ errors: { year: [en.Validation.cardExpired] } });
    const noOrder = await paymentPOST(apiRequest('/api/payment?locale=en', { body: cardBody({ orderId: '', screenWidth: 0 }), cookie }));
    expect(await readBody(noOrder)).toMatchObject({ errors: { orderId: [en.Validation.required], screenWidth: [en.Api.invalidFields] } });
    expect(stub.seen).toHaveLength(0);
  });

  it('keeps a refusal’s reason and order id next to {message, errors}', async () => {
    const cookie = await logIn();
    const refusal = { message: 'The card was declined', errors: { card_number: ['The card was declined'] }, reason: 'declined', order_id: ORDER_ID };
    stub.answer('/api/payment', { status: 422, body: refusal });
    const response = await paymentPOST(apiRequest('/api/payment?locale=en', { body: cardBody({ card_number: '4000 0000 0000 0002' }), cookie }));
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await readBody(response);
    expect(body).toEqual(refusal);
    expect(paymentRefusal(body)).toEqual({ reason: 'declined', order_id: ORDER_ID, balance: null, total: null, quote: null, refunded: null });
  });

  it('never writes a card number or CVC into a log line or an answer, even when the provider fails', async () => {
    const cookie = await logIn();
    const lines: string[] = [];
    const spies = [
      ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
        jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          lines.push(args.map(String).join(' '));
        }),
      ),
      // lib/server/log.ts's JSON lines go to stdout.
      jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      }),
    ];
    try {
      const answers = [
        { hangUp: true },
        { status: 500, body: { message: `boom ${CARD_DIGITS}` } },
        { status: 200, body: { unexpected: true } },
        { status: 200, body: 'not json' },
        { delayMs: 2600, body: { status: 'OK', order_id: ORDER_ID } },
      ];
      for (const answer of answers) {
        stub.answer('/api/payment', answer);
        const response = await paymentPOST(apiRequest('/api/payment?locale=en', { body: cardBody(), cookie }));
        expect(response.status).toBeGreaterThanOrEqual(500);
        const text = await response.text();
        expect(text).not.toContain(CARD_DIGITS);
        expect(text).not.toContain(CVC);
      }
      await paymentPOST(apiRequest('/api/payment?locale=en', { body: '{"card_number": "4242 4242 4242 4242", "cvc": "737"', cookie }));
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    // A JSON line's time and request id are left out of the search: their digits may happen to
    // contain the CVC's.
    const logged = lines.map(withoutVaryingFields).join('\n');
    expect(logged).not.toContain(CARD_DIGITS);
    expect(logged).not.toContain('4242 4242');
    expect(logged).not.toContain(CVC);
  });

  it('counts 20 card and balance payments per account in 10 minutes', async () => {
    const cookie = await logIn();
    for (let i = 0; i < 10; i += 1) {
      expect((await paymentPOST(apiRequest('/api/payment?locale=en', { body: cardBody(), cookie }))).status).toBe(200);
      expect((await balancePOST(apiRequest('/api/payment/spending-balance-handle?locale=en', { body: { orderId: ORDER_ID }, cookie }))).status).toBe(200);
    }
    const limited = await paymentPOST(apiRequest('/api/payment?locale=en', { body: cardBody(), cookie }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});

describe('provider outages', () => {
  it('an unreachable provider is 503 with Retry-After, a slow one 504, a 5xx 502', async () => {
    const cookie = await logIn();
    stub.answer('/api/payment/status', { hangUp: true });
    const down = await statusPOST(apiRequest('/api/payment/status?locale=en', { body: { orderId: ORDER_ID }, cookie }));
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('10');
    expect(await readBody(down)).toEqual({ message: en.Api.unavailable });

    stub.answer('/api/payment/status', { delayMs: 2600, body: { order_id: ORDER_ID, type: 'purchase', status: 'init', reason: null } });
    const slow = await statusPOST(apiRequest('/api/payment/status?locale=en', { body: { orderId: ORDER_ID }, cookie }));
    expect(slow.status).toBe(504);
    expect(await readBody(slow)).toEqual({ message: en.Api.timeout });

    stub.answer('/api/orders/create', { status: 500, body: { message: 'internal' } });
    const broken = await createPOST(apiRequest('/api/orders/create?locale=en', withKey({ body: { type: 'purchase' }, cookie })));
    expect(broken.status).toBe(502);
  });

  it('a provider 401 ends the session', async () => {
    const cookie = await logIn();
    stub.answer('/api/payment/status', { status: 401, body: { message: 'Unauthenticated.' } });
    const response = await statusPOST(apiRequest('/api/payment/status?locale=en', { body: { orderId: ORDER_ID }, cookie }));
    expect(response.status).toBe(401);
    expect(setCookies(response)[0]?.value).toBe('');
  });
});

describe('statuses, balance, confirmations', () => {
  it('POST /api/payment/status answers the provider’s status', async () => {
    const cookie = await logIn();
    const response = await statusPOST(apiRequest('/api/payment/status?locale=en', { body: { orderId: ORDER_ID }, cookie }));
    expect(paymentStatusSchema.parse(await readBody(response))).toEqual({ order_id: ORDER_ID, type: 'purchase', status: 'init', reason: null, refunded: null });
    expect(sentBody('/api/payment/status')).toEqual({ orderId: ORDER_ID });
    stub.answer('/api/payment/status', { status: 404, body: { message: 'There is no such order' } });
    expect((await statusPOST(apiRequest('/api/payment/status?locale=en', { body: { orderId: 'ZZZZZZZZZZZZZZZZZZZZ' }, cookie }))).status).toBe(404);
    const missing = await statusPOST(apiRequest('/api/payment/status?locale=en', { body: {}, cookie }));
    expect(await readBody(missing)).toEqual({ message: en.Api.invalidFields, errors: { orderId: [en.Validation.required] } });
  });

  it('spending-balance-handle: paid, or 422 insufficient_balance with the balance and the total kept', async () => {
    const cookie = await logIn();
    const paid = await balancePOST(apiRequest('/api/payment/spending-balance-handle?locale=en', { body: { orderId: ORDER_ID }, cookie }));
    expect(balanceSpentSchema.parse(await readBody(paid))).toEqual({ status: 'OK', order_id: ORDER_ID, balance: 668 });
    expect(sentBody('/api/payment/spending-balance-handle')).toEqual({ orderId: ORDER_ID });

    const refusal = {
      message: 'Недостаточно средств на балансе',
      errors: { balance: ['Недостаточно средств на балансе'] },
      reason: 'insufficient_balance',
      order_id: ORDER_ID,
      balance: 1500,
      total: 2832,
    };
    stub.answer('/api/payment/spending-balance-handle', { status: 422, body: { ...refusal, debug: 'dropped' } });
    const poor = await balancePOST(apiRequest('/api/payment/spending-balance-handle?locale=ru', { body: { orderId: ORDER_ID }, cookie }));
    expect(poor.status).toBe(422);
    const body = await readBody(poor);
    expect(body).toEqual(refusal);
    expect(paymentRefusal(body)).toEqual({ reason: 'insufficient_balance', order_id: ORDER_ID, balance: 1500, total: 2832, quote: null, refunded: null });
  });

  it('GET /api/payment-confirm: codes with images under /media, a top-up’s balance, 409 keeps status and reason', async () => {
    const cookie = await logIn();
    const codes = await confirmationGET(apiRequest(`/api/payment-confirm/${ORDER_ID}?locale=en`, { cookie }), params({ orderId: ORDER_ID }));
    expect(codes.status).toBe(200);
    const parsed = paymentConfirmationView.parse(await readBody(codes));
    expect(parsed).toEqual({ kind: 'purchase', order_id: ORDER_ID, products: [{ ...purchase, cover_path: '/media/covers/7.svg' }] });

    stub.answer(`/api/payment-confirm/${ORDER_ID}`, { body: { ok: true, order_id: ORDER_ID, balance: 20_000 } });
    const topUp = await confirmationGET(apiRequest(`/api/payment-confirm/${ORDER_ID}?locale=en`, { cookie }), params({ orderId: ORDER_ID }));
    expect(paymentConfirmationView.parse(await readBody(topUp))).toEqual({ kind: 'balance', order_id: ORDER_ID, balance: 20_000 });

    stub.answer(`/api/payment-confirm/${ORDER_ID}`, { status: 409, body: { message: 'The order is not paid yet', status: 'error', reason: 'declined' } });
    const notPaid = await confirmationGET(apiRequest(`/api/payment-confirm/${ORDER_ID}?locale=en`, { cookie }), params({ orderId: ORDER_ID }));
    expect(notPaid.status).toBe(409);
    expect(await readBody(notPaid)).toEqual({ message: 'The order is not paid yet', status: 'error', reason: 'declined' });
  });

  it('GET /api/payment-products: the order with its images under /media', async () => {
    const cookie = await logIn();
    const response = await orderGET(apiRequest(`/api/payment-products/${ORDER_ID}?locale=en`, { cookie }), params({ id: ORDER_ID }));
    const { order } = orderDetailsSchema.parse(await readBody(response));
    expect(order.items.map((item) => item.cover_path)).toEqual(['/media/covers/7.svg', '/media/covers/9.svg']);
    expect(lastSeen(`/api/payment-products/${ORDER_ID}`)?.method).toBe('GET');
  });

  it('POST /api/orders/confirm/{id}: the owner mode with the bearer, codes under /media', async () => {
    const cookie = await logIn();
    const response = await confirmPOST(apiRequest(`/api/orders/confirm/${ORDER_ID}?locale=en`, { body: {}, cookie }), params({ id: ORDER_ID }));
    const body = confirmedOrderSchema.parse(await readBody(response));
    expect(body.products?.[0]?.cover_path).toBe('/media/covers/7.svg');
    expect(sentBody(`/api/orders/confirm/${ORDER_ID}`)).toEqual({});
  });

  it('POST /api/card-type: with or without a session, 8 digits, 60 per IP per minute', async () => {
    const guest = await cardTypePOST(apiRequest('/api/card-type?locale=en', { body: { number: '42424242' } }));
    expect(cardTypeSchema.parse(await readBody(guest))).toEqual({ type: 'Visa' });
    expect(lastSeen('/api/card-type')?.headers.authorization).toBeUndefined();
    const cookie = await logIn();
    await cardTypePOST(apiRequest('/api/card-type?locale=en', { body: { number: '42424242' }, cookie }));
    expect(lastSeen('/api/card-type')?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const short = await cardTypePOST(apiRequest('/api/card-type?locale=en', { body: { number: '4242' } }));
    expect(short.status).toBe(422);
    expect(await readBody(short)).toEqual({ message: en.Api.invalidFields, errors: { number: [en.Api.invalidFields] } });

    resetRateLimits();
    for (let i = 0; i < 60; i += 1) {
      expect((await cardTypePOST(apiRequest('/api/card-type?locale=en', { body: { number: '55555555' }, ip: '198.51.100.9' }))).status).toBe(200);
    }
    expect((await cardTypePOST(apiRequest('/api/card-type?locale=en', { body: { number: '55555555' }, ip: '198.51.100.9' }))).status).toBe(429);
    expect((await cardTypePOST(apiRequest('/api/card-type?locale=en', { body: { number: '55555555' }, ip: '198.51.100.10' }))).status).toBe(200);
  });
});
