// The simulated acquirer's hosted payment page (docs/payments-contract.md "Hosted payment page")
// against a live provider: forms signed by the storefront's own lib/bff/payment/hmac.ts, the refusals of a
// tampered, stale, expired, replayed or mismatched form, the card form, 3-D Secure inside it, and the
// signed callbacks, verified by lib/bff/payment/hmac.ts's verifyCallback (the same canonical string).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  callbackFromForm,
  requestFormFields,
  verifyCallback,
  type CallbackFields,
  type RequestFields,
} from '@/lib/bff/payment/hmac';
import { MemoryNonceStore } from '@/lib/server/nonces';
import { CARDS, CVC, PaidAtOnce, paymentsClient, type FormReply, type Shopper } from '../support/payments-client';
import { fakeSmtp, unQuotedPrintable, type FakeSmtp } from '../support/fake-smtp';
import { startProviderProcess, type ProviderProcess } from '../support/start-provider';
import type { BasketProductShape } from '../support/basket-client';

const SECRET = 'hosted-page-test-secret-0123456789abcdef';
const TOKEN = 'svc_test_shop';
const SHOPPER_IP = '203.0.113.7';
const RETURN_URL = 'https://shop.example/payment-confirm/back';

interface ReceivedCallback {
  form: URLSearchParams;
}

/** The storefront's callback endpoint: records every POST, answers the next queued status (200 by default). */
function callbackServer() {
  const received: ReceivedCallback[] = [];
  const statuses: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(statuses.shift() ?? 200, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  return {
    received,
    /** Statuses the next callbacks get, in order. */
    answerNext: (...codes: number[]) => statuses.push(...codes),
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payment/callback`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function eventually(what: string, check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let provider: ProviderProcess;
let stocked: BasketProductShape[];
const callbacks = callbackServer();
let callbackUrl: string;

const client = paymentsClient(() => provider.url);
const { call, expectAnswer, shopper, createOk, pay, status, orderOf, postForm, getPage } = client;

beforeAll(async () => {
  callbackUrl = await callbacks.listen();
  provider = await startProviderProcess({
    env: { ACQUIRER_SECRET: SECRET, ACQUIRER_TOKEN: TOKEN, ACQUIRER_CALLBACK_RETRY_MS: '50,50,50' },
  });
  stocked = await client.findProducts(6, (p) => p.in_stock >= 8);
}, 180_000);

afterAll(async () => {
  await provider?.stop();
  await callbacks.close();
});

let turn = 0;
const nextProduct = () => stocked[turn++ % stocked.length]!;

async function order(locale = 'en'): Promise<{ who: Shopper; orderId: string; total: number }> {
  const who = await shopper([[nextProduct().id, 1]], locale);
  const created = await createOk(who);
  return { who, orderId: created.order_id, total: created.total_price };
}

function requestFields(orderId: string, amount: number, overrides: Partial<RequestFields> = {}): RequestFields {
  const now = Date.now();
  return {
    token: TOKEN,
    orderId,
    date: new Date(now).toISOString(),
    amount,
    currency: 'EUR',
    ip: SHOPPER_IP,
    nonce: `nonce${Math.random().toString(36).slice(2)}${now}`,
    expiresAt: new Date(now + 15 * 60_000).toISOString(),
    returnUrl: RETURN_URL,
    callbackUrl,
    ...overrides,
  };
}

const signedForm = (fields: RequestFields, secret = SECRET) => requestFormFields(fields, secret);

const refusalOf = (page: FormReply) => /data-refusal="([a-zA-Z]+)"/.exec(page.text)?.[1] ?? null;

/** Opens the hosted page with a valid signed form; returns the page's path. */
async function openPage(orderId: string, amount: number): Promise<string> {
  const opened = await postForm('/acquirer/pay', signedForm(requestFields(orderId, amount)));
  expect(opened.status).toBe(303);
  expect(opened.location).toMatch(/^\/acquirer\/pay\/[A-Za-z0-9_-]{43}$/);
  return opened.location!;
}

const cardForm = (number: string, extra: Record<string, string> = {}) => ({ action: 'pay', card_number: number, month: '11', year: '38', cvc: CVC, ...extra });

const callbacksFor = (orderId: string) => callbacks.received.filter((cb) => cb.form.get('order_id') === orderId);

async function verified(cb: ReceivedCallback, orderId: string, amount: number) {
  const parsed = callbackFromForm(cb.form);
  if (!parsed) throw new Error(`unreadable callback ${cb.form.toString()}`);
  const check = await verifyCallback(parsed.fields, parsed.signature, {
    secret: SECRET,
    nonces: new MemoryNonceStore(),
    expected: { orderId, amount, currency: 'EUR' },
  });
  return { check, fields: parsed.fields, signature: parsed.signature };
}

describe('the signed form', () => {
  test('opens the card form; the success card pays; the shopper goes back; the signed callback verifies with lib/bff/payment/hmac.ts', async () => {
    const { who, orderId, total } = await order('ru');
    const path = await openPage(orderId, total);
    expect(await status(who, orderId)).toMatchObject({ status: 'init' });
    expect((await orderOf(who, orderId)).method).toBe('hosted');

    const page = await getPage(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Оплата');
    expect(page.text).toContain(orderId);
    expect(page.text).toContain('name="card_number"');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const paid = await postForm(path, cardForm('4242 4242 4242 4242'));
    expect({ status: paid.status, location: paid.location }).toEqual({ status: 303, location: RETURN_URL });
    expect(await orderOf(who, orderId)).toMatchObject({ status: 'paid', method: 'hosted', card: { brand: 'Visa', last4: '4242' } });
    expect((await client.confirmCodes(who, orderId)).products).toHaveLength(1);

    await eventually('the callback', () => callbacksFor(orderId).length === 1);
    const [cb] = callbacksFor(orderId);
    const { check, fields, signature } = await verified(cb!, orderId, total);
    expect(check).toEqual({ ok: true, status: 'paid' });
    expect(fields).toMatchObject({ token: TOKEN, ip: SHOPPER_IP, currency: 'EUR', amount: total, status: 'paid' });

    // The BFF forwards it to the provider's confirm (no bearer): verified there too, idempotent.
    const form = Object.fromEntries(cb!.form);
    const confirm = await call('POST', `/api/orders/confirm/${orderId}`, { body: form });
    expect(confirm.json).toEqual({ order_id: orderId, status: 'paid', confirmed: true });
    expect((await call('POST', `/api/orders/confirm/${orderId}`, { body: form })).json).toEqual(confirm.json);
    // Altered on the way: refused.
    const forged = { ...form, status: 'declined' };
    expect((await call('POST', `/api/orders/confirm/${orderId}`, { body: forged })).status).toBe(403);
    const tampered: CallbackFields = { ...fields, amount: fields.amount + 1 };
    expect((await verifyCallback(tampered, signature, { secret: SECRET, nonces: new MemoryNonceStore(), expected: { orderId, amount: total + 1, currency: 'EUR' } })).ok).toBe(false);

    // The page is done: neither shown nor payable again.
    expect((await getPage(path)).status).toBe(409);
    expect((await postForm(path, cardForm(CARDS.ok))).status).toBe(409);
    expect(callbacksFor(orderId)).toHaveLength(1);
  });

  test.each([
    ['the amount', (form: Record<string, string>) => ({ ...form, amount: '1' })],
    ['the order id', (form: Record<string, string>) => ({ ...form, order_id: 'AAAAAAAAAAAAAAAAAAAA' })],
    ['the return URL', (form: Record<string, string>) => ({ ...form, return_url: 'https://evil.example/' })],
    ['the callback URL', (form: Record<string, string>) => ({ ...form, callback_url: 'https://evil.example/cb' })],
    ['the IP', (form: Record<string, string>) => ({ ...form, ip: '198.51.100.1' })],
    ['the signature', (form: Record<string, string>) => ({ ...form, signature: form.signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) })],
  ])('a form with %s altered after signing is refused (403), the order untouched', async (_, alter) => {
    const { who, orderId, total } = await order();
    const res = await postForm('/acquirer/pay', alter(signedForm(requestFields(orderId, total))));
    expect({ status: res.status, refusal: refusalOf(res) }).toEqual({ status: 403, refusal: 'tampered' });
    expect(await orderOf(who, orderId)).toMatchObject({ status: 'init', method: null });
  });

  test('signed with another secret, or for another merchant token: 403; missing fields or a non-canonical one: 400', async () => {
    const { orderId, total } = await order();
    const wrongSecret = await postForm('/acquirer/pay', signedForm(requestFields(orderId, total), 'another-secret-of-at-least-32-bytes!!'));
    expect(wrongSecret.status).toBe(403);
    const wrongToken = await postForm('/acquirer/pay', signedForm(requestFields(orderId, total, { token: 'svc_someone_else' })));
    expect(wrongToken.status).toBe(403);
    const { signature: _signature, ...unsigned } = signedForm(requestFields(orderId, total));
    void _signature;
    expect((await postForm('/acquirer/pay', unsigned)).status).toBe(400);
    const form = signedForm(requestFields(orderId, total));
    expect((await postForm('/acquirer/pay', { ...form, amount: '0012' })).status).toBe(400);
    expect((await postForm('/acquirer/pay', { ...form, date: 'yesterday' })).status).toBe(400);
  });

  test('stale, expired or too long-lived forms are refused (410)', async () => {
    const { who, orderId, total } = await order();
    const now = Date.now();
    const cases: Array<Partial<RequestFields>> = [
      // Signed 10 minutes ago (beyond the 5-minute skew), still valid for a while.
      { date: new Date(now - 10 * 60_000).toISOString(), expiresAt: new Date(now + 20 * 60_000).toISOString() },
      // Dated in the future beyond the skew.
      { date: new Date(now + 10 * 60_000).toISOString(), expiresAt: new Date(now + 20 * 60_000).toISOString() },
      // Within the skew, but expired a minute ago.
      { date: new Date(now - 4 * 60_000).toISOString(), expiresAt: new Date(now - 60_000).toISOString() },
      // Signed to live 61 minutes.
      { date: new Date(now).toISOString(), expiresAt: new Date(now + 61 * 60_000).toISOString() },
    ];
    for (const overrides of cases) {
      const res = await postForm('/acquirer/pay', signedForm(requestFields(orderId, total, overrides)));
      expect({ overrides, status: res.status, refusal: refusalOf(res) }).toEqual({ overrides, status: 410, refusal: 'stale' });
    }
    expect(await orderOf(who, orderId)).toMatchObject({ status: 'init', method: null });
  });

  test('a replayed form is refused (410): the nonce is remembered', async () => {
    const { orderId, total } = await order();
    const form = signedForm(requestFields(orderId, total));
    expect((await postForm('/acquirer/pay', form)).status).toBe(303);
    const replay = await postForm('/acquirer/pay', form);
    expect({ status: replay.status, refusal: refusalOf(replay) }).toEqual({ status: 410, refusal: 'replayed' });
    expect(replay.text).toContain(RETURN_URL);
  });

  test('a signed form that does not match its order: another amount or currency, a spending order, an unknown order (422), a paid order (409)', async () => {
    const { who, orderId, total } = await order();
    expect((await postForm('/acquirer/pay', signedForm(requestFields(orderId, total + 1)))).status).toBe(422);
    expect((await postForm('/acquirer/pay', signedForm(requestFields(orderId, total, { currency: 'USD' })))).status).toBe(422);
    expect((await postForm('/acquirer/pay', signedForm(requestFields('ZZZZZZZZZZZZZZZZZZZZ', total)))).status).toBe(422);
    const spender = await shopper([[nextProduct().id, 1]]);
    const spending = await createOk(spender, {}, { query: '?type=spending' });
    expect((await postForm('/acquirer/pay', signedForm(requestFields(spending.order_id, spending.total_price)))).status).toBe(422);
    await expectAnswer(pay(who, orderId, CARDS.ok), 200, PaidAtOnce);
    const paid = await postForm('/acquirer/pay', signedForm(requestFields(orderId, total)));
    expect({ status: paid.status, refusal: refusalOf(paid) }).toEqual({ status: 409, refusal: 'alreadyPaid' });
  });

  test('a request signature never passes as a callback (the kind line)', async () => {
    const { orderId, total } = await order();
    const fields = requestFields(orderId, total);
    const form = signedForm(fields);
    const asCallback = { ...form, status: 'paid' };
    expect((await call('POST', `/api/orders/confirm/${orderId}`, { body: asCallback })).status).toBe(403);
    const parsed = callbackFromForm(new URLSearchParams(asCallback))!;
    const check = await verifyCallback(parsed.fields, parsed.signature, {
      secret: SECRET,
      nonces: new MemoryNonceStore(),
      expected: { orderId, amount: total, currency: 'EUR' },
    });
    expect(check).toEqual({ ok: false, reason: 'signature' });
  });
});

describe('the card form', () => {
  test('a declined card ends the page with a declined callback; a new signed form retries the same order', async () => {
    const { who, orderId, total } = await order();
    const first = await openPage(orderId, total);
    const declined = await postForm(first, cardForm(CARDS.declined));
    expect({ status: declined.status, location: declined.location }).toEqual({ status: 303, location: RETURN_URL });
    expect(await status(who, orderId)).toMatchObject({ status: 'error', reason: 'declined' });
    await eventually('the declined callback', () => callbacksFor(orderId).length === 1);
    expect((await verified(callbacksFor(orderId)[0]!, orderId, total)).check).toEqual({ ok: true, status: 'declined' });

    const second = await openPage(orderId, total);
    expect((await postForm(second, cardForm(CARDS.insufficient))).location).toBe(RETURN_URL);
    expect(await status(who, orderId)).toMatchObject({ status: 'error', reason: 'insufficient_funds' });
    const third = await openPage(orderId, total);
    expect((await postForm(third, cardForm(CARDS.ok))).location).toBe(RETURN_URL);
    expect(await status(who, orderId)).toMatchObject({ status: 'paid' });
    await eventually('three callbacks', () => callbacksFor(orderId).length === 3);
    const statuses = await Promise.all(callbacksFor(orderId).map(async (cb) => (await verified(cb, orderId, total)).check));
    expect(statuses).toEqual([
      { ok: true, status: 'declined' },
      { ok: true, status: 'declined' },
      { ok: true, status: 'paid' },
    ]);
  });

  test('Cancel: a declined callback, the order in error (cancelled), back to the shop', async () => {
    const { who, orderId, total } = await order();
    const path = await openPage(orderId, total);
    const cancelled = await postForm(path, { action: 'cancel' });
    expect({ status: cancelled.status, location: cancelled.location }).toEqual({ status: 303, location: RETURN_URL });
    expect(await status(who, orderId)).toMatchObject({ status: 'error', reason: 'cancelled' });
    await eventually('the callback', () => callbacksFor(orderId).length === 1);
    expect((await verified(callbacksFor(orderId)[0]!, orderId, total)).check).toEqual({ ok: true, status: 'declined' });
  });

  test('invalid card fields show the form again (422) in the order language and keep the page usable', async () => {
    const { who, orderId, total } = await order('pt-BR');
    const path = await openPage(orderId, total);
    const bad = await postForm(path, cardForm('4242 4242 4242 4241', { month: '13', cvc: '12' }));
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('Número do cartão inválido');
    expect(bad.text).toContain('data-field="month"');
    expect(bad.text).toContain('data-field="cvc"');
    expect(bad.text).not.toContain('4242 4242 4242 4241');
    expect(await status(who, orderId)).toMatchObject({ status: 'init' });
    expect((await postForm(path, cardForm(CARDS.ok))).location).toBe(RETURN_URL);
  });

  test('an order paid meanwhile by the card modal closes its open hosted page (409)', async () => {
    const { who, orderId, total } = await order();
    const path = await openPage(orderId, total);
    await expectAnswer(pay(who, orderId, CARDS.ok), 200, PaidAtOnce);
    const page = await getPage(path);
    expect({ status: page.status, refusal: refusalOf(page) }).toEqual({ status: 409, refusal: 'alreadyPaid' });
    expect((await postForm(path, cardForm(CARDS.ok))).status).toBe(409);
    expect((await client.confirmCodes(who, orderId)).products).toHaveLength(1);
  });

  test('a 3-D Secure card goes through the bank page, then back to the shop with a paid callback', async () => {
    const { who, orderId, total } = await order();
    const path = await openPage(orderId, total);
    const challenge = await postForm(path, cardForm(CARDS.threeDs));
    expect(challenge.status).toBe(303);
    expect(challenge.location).toMatch(/^\/acquirer\/3ds\?MD=/);
    const bank = await getPage(challenge.location!);
    expect(bank.status).toBe(200);
    expect(bank.text).toContain('4444');
    const md = new URLSearchParams(challenge.location!.split('?')[1]).get('MD')!;
    const { paRes, page } = await client.answer3ds(md, 'confirm');
    const termUrl = /<form id="return" method="post" action="([^"]*)"/.exec(page.text)![1]!;
    expect(termUrl).toBe(`${provider.url}${path}/return`);
    const back = await postForm(termUrl, { MD: md, PaRes: paRes });
    expect({ status: back.status, location: back.location }).toEqual({ status: 303, location: RETURN_URL });
    expect(await orderOf(who, orderId)).toMatchObject({ status: 'paid', method: 'hosted', card: { brand: 'MasterCard', last4: '4444' } });
    await eventually('the callback', () => callbacksFor(orderId).length === 1);
    expect((await verified(callbacksFor(orderId)[0]!, orderId, total)).check).toEqual({ ok: true, status: 'paid' });
  });
});

describe('callback delivery', () => {
  test('an answer other than 2xx is retried, each attempt signed afresh (new date and nonce), until delivered', async () => {
    const { orderId, total } = await order();
    const path = await openPage(orderId, total);
    callbacks.answerNext(500, 503);
    expect((await postForm(path, cardForm(CARDS.ok))).location).toBe(RETURN_URL);
    await eventually('three attempts', () => callbacksFor(orderId).length === 3);
    const attempts = callbacksFor(orderId);
    const nonces = new Set(attempts.map((cb) => cb.form.get('nonce')));
    expect(nonces.size).toBe(3);
    const store = new MemoryNonceStore();
    for (const cb of attempts) {
      const parsed = callbackFromForm(cb.form)!;
      expect(await verifyCallback(parsed.fields, parsed.signature, { secret: SECRET, nonces: store, expected: { orderId, amount: total, currency: 'EUR' } })).toEqual({
        ok: true,
        status: 'paid',
      });
    }
    // The development view of the deliveries: three attempts, the last one delivered.
    let view: { confirmed_at: string | null; callbacks: { status: string; attempts: number; delivered_at: string | null }[] } | undefined;
    for (let tries = 0; tries < 200 && view?.callbacks[0]?.delivered_at == null; tries += 1) {
      if (tries) await new Promise((resolve) => setTimeout(resolve, 25));
      view = (await call('GET', `/dev/orders/${orderId}/callbacks`)).json as typeof view;
    }
    expect(view!.callbacks).toHaveLength(1);
    expect(view!.callbacks[0]).toMatchObject({ status: 'paid', attempts: 3 });
    expect((await call('GET', '/dev/orders/ZZZZZZZZZZZZZZZZZZZZ/callbacks')).status).toBe(404);
  });
});

describe('NODE_ENV=production without ACQUIRER_SECRET', () => {
  let production: ProviderProcess;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    // No development outbox in production: the verification mail is read where it is sent.
    smtp = await fakeSmtp();
    production = await startProviderProcess({ env: { NODE_ENV: 'production', ACQUIRER_SECRET: '', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  }, 120_000);
  afterAll(async () => {
    await production?.stop();
    await smtp?.close();
  });

  test('the hosted page answers 503, the dev switches 404, the card modal flow works', async () => {
    const prod = paymentsClient(() => production.url);
    const page = await prod.postForm('/acquirer/pay', { order_id: 'X' });
    expect({ status: page.status, refusal: refusalOf(page) }).toEqual({ status: 503, refusal: 'unavailable' });
    expect((await prod.call('POST', '/dev/orders/AAAAAAAAAAAAAAAAAAAA/mark-paid')).status).toBe(404);
    const [product] = await prod.findProducts(1, (p) => p.in_stock >= 2);
    const who = await prod.shopper([[product!.id, 1]], 'en', { verified: false });
    // The shopper follows the link of the mail that reached their mailbox.
    const link = () => smtp.messages.map(unQuotedPrintable).join('\n').match(/\/verify-email\/([A-Za-z0-9_-]{43})/)?.[1];
    await eventually('the verification mail', () => link() !== undefined);
    expect((await prod.call('POST', '/api/profile/email-verify', { body: { token: link() } })).status).toBe(200);
    const created = await prod.createOk(who);
    await prod.expectAnswer(prod.pay(who, created.order_id, CARDS.ok), 200, PaidAtOnce);
  });
});
