// The BFF's payment routes that browsers navigate to or that the acquirer calls
// (docs/payments-contract.md, "3-D Secure bank page", "Hosted payment page"), against a stub
// provider: the 3-D Secure return (always a 303), the signed form to the hosted page (a page,
// never JSON: the signature verifies, the amount is the provider's, its own CSP), and the
// acquirer's callback (accepted once, replays, stale and tampered ones refused, forwarded).
import { createHash } from 'node:crypto';
import { NextRequest } from 'next/server';
import en from '@/messages/en.json';
import ptBR from '@/messages/pt-BR.json';
import ru from '@/messages/ru.json';
import { POST as threeDsReturnPOST } from '@/app/api/payment/3ds-return/route';
import { POST as callbackPOST } from '@/app/api/payment/callback/route';
import { GET as redirectGET } from '@/app/api/payment/redirect/[orderId]/route';
import { GET as returnGET } from '@/app/api/payment/return/[orderId]/route';
import { resetCallbackNonces } from '@/lib/bff/payment/nonces';
import { logger } from '@/lib/server/log';
import { createNonce, signCallback, verifySignature, type CallbackFields } from '@/lib/bff/payment/hmac';
import { CLIENT_IP, SHOP, TOKEN, apiRequest, fromSocket, setCookies } from '../../support/account-support';
import { bearerOnly, signedInCookie, withStubProvider } from '../../support/bff-provider';
import { ORDER_ID, providerOrderWith } from '../../support/provider-orders';

const SECRET = 'test-only-acquirer-secret-0123456789abcdef';
const MD = 'g-BPhfwtuSeWsssGxo96txUcxB1JtBSBz927qFAHm1o';
const PA_RES = 'Zm9vYmFyLXBhcmVzLXRva2Vu';

// Generous: a loaded CI machine must not turn a quick stub answer into a timeout; the slow cases wait longer.
const stub = withStubProvider({ timeoutMs: 2000, unset: ['SITE_URL', 'ACQUIRER_PUBLIC_URL', 'ACQUIRER_TOKEN', 'PAYMENT_CURRENCY'] });

/** The order as the provider sends it: three cards of one line. */
const providerOrder = (overrides: Record<string, unknown> = {}) =>
  providerOrderWith([{ product_id: 7, name: 'Steam Wallet 7', price: 1049, quantity: 3, paid: 2832, cover_path: '/media/covers/7.svg' }], overrides);

beforeEach(() => {
  process.env.ACQUIRER_SECRET = SECRET;
  resetCallbackNonces();
  stub.answer(`/api/payment-products/${ORDER_ID}`, bearerOnly(() => ({ body: { order: providerOrder() } })));
  stub.answer('/api/payment/3ds-complete', { body: { order_id: ORDER_ID, status: 'paid', reason: null } });
  stub.answer(`/api/orders/confirm/${ORDER_ID}`, (_url, request) =>
    request.headers.authorization === undefined
      ? { body: { order_id: ORDER_ID, status: 'paid', confirmed: true } }
      : { status: 400, body: { message: 'the acquirer mode has no bearer' } },
  );
});

const lastSeen = (path: string) => [...stub.seen].reverse().find((request) => request.url.startsWith(path));
const seenCount = (path: string) => stub.seen.filter((request) => request.url.startsWith(path)).length;

const logIn = () => signedInCookie(stub);

/** A form POST as a browser or a server sends it, from another site by default. */
function formRequest(path: string, form: Record<string, string>, headers: Record<string, string> = {}): NextRequest {
  return new NextRequest(new URL(path, SHOP), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...fromSocket(CLIENT_IP),
      origin: 'https://acquirer.example',
      'sec-fetch-site': 'cross-site',
      ...headers,
    },
    body: new URLSearchParams(form).toString(),
  });
}

// ---------------------------------------------------------------------------------------------
// 3-D Secure return
// ---------------------------------------------------------------------------------------------

describe('POST /api/payment/3ds-return', () => {
  const post = (form: Record<string, string>, locale?: string) =>
    threeDsReturnPOST(formRequest(`/api/payment/3ds-return${locale ? `?locale=${locale}` : ''}`, form));

  it('paid: 303 to the confirmation page of the locale, without session or origin check', async () => {
    const response = await post({ MD, PaRes: PA_RES }, 'en');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SHOP}/en/payment-confirm/${ORDER_ID}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const sent = lastSeen('/api/payment/3ds-complete');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ MD, PaRes: PA_RES });
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.headers['accept-language']).toBe('en');
    expect(sent?.headers['x-client-ip']).toBe(CLIENT_IP);

    const ptBR = await post({ MD, PaRes: PA_RES });
    expect(ptBR.headers.get('location')).toBe(`${SHOP}/payment-confirm/${ORDER_ID}`);
  });

  it('failed or cancelled: 303 to the error page', async () => {
    stub.answer('/api/payment/3ds-complete', { body: { order_id: ORDER_ID, status: 'error', reason: 'authentication_failed' } });
    const response = await post({ MD, PaRes: PA_RES }, 'hi');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SHOP}/hi/payment-error/${ORDER_ID}`);
  });

  it('an unknown, malformed or unreadable answer, or the provider away: 303 home with ?showModal=error', async () => {
    stub.answer('/api/payment/3ds-complete', { status: 404, body: { message: 'Unknown 3-D Secure result' } });
    const unknown = await post({ MD, PaRes: 'wrong' }, 'ru');
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe(`${SHOP}/ru?showModal=error`);

    stub.seen.length = 0;
    const forms: Record<string, string>[] = [{}, { MD }, { MD: 'bad md with spaces', PaRes: PA_RES }, { MD, PaRes: '<script>' }];
    for (const form of forms) {
      const response = await post(form);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${SHOP}/?showModal=error`);
    }
    expect(seenCount('/api/payment/3ds-complete')).toBe(0);

    stub.answer('/api/payment/3ds-complete', { hangUp: true });
    const down = await post({ MD, PaRes: PA_RES }, 'en');
    expect(down.headers.get('location')).toBe(`${SHOP}/en?showModal=error`);
    const badLocale = await post({ MD, PaRes: PA_RES }, 'xx');
    expect(badLocale.headers.get('location')).toBe(`${SHOP}/?showModal=error`);
    const notAForm = await threeDsReturnPOST(formRequest('/api/payment/3ds-return', {}, { 'content-type': 'application/json' }));
    expect(notAForm.status).toBe(303);
    expect(notAForm.headers.get('connection')).toBeNull();
  });

  it('a form over 16 KiB: 303 home with ?showModal=error, closing the connection after it', async () => {
    const response = await post({ MD, PaRes: 'x'.repeat(20_000) }, 'en');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SHOP}/en?showModal=error`);
    expect(response.headers.get('connection')).toBe('close');
    expect(seenCount('/api/payment/3ds-complete')).toBe(0);
  });

  it('uses SITE_URL as the public origin when it is set', async () => {
    process.env.SITE_URL = 'https://loja.example/';
    try {
      const response = await post({ MD, PaRes: PA_RES }, 'en');
      expect(response.headers.get('location')).toBe(`https://loja.example/en/payment-confirm/${ORDER_ID}`);
    } finally {
      delete process.env.SITE_URL;
    }
  });

  it('60 unknown answers per IP in 10 minutes; known ones do not count', async () => {
    for (let i = 0; i < 70; i += 1) expect((await post({ MD, PaRes: PA_RES }, 'en')).headers.get('location')).toContain('/payment-confirm/');
    stub.answer('/api/payment/3ds-complete', { status: 404, body: { message: 'Unknown 3-D Secure result' } });
    for (let i = 0; i < 60; i += 1) await post({ MD, PaRes: PA_RES }, 'en');
    stub.seen.length = 0;
    const limited = await post({ MD, PaRes: PA_RES }, 'en');
    expect(limited.headers.get('location')).toBe(`${SHOP}/en?showModal=error`);
    expect(stub.seen).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------------------------
// The signed form to the hosted page
// ---------------------------------------------------------------------------------------------

/** The hidden inputs of the page's form, unescaped. */
function hiddenFields(html: string): Record<string, string> {
  const unescape = (value: string) =>
    value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, unescape(m[2]!)]));
}

describe('GET /api/payment/return/{orderId} (where the hosted page sends the shopper back)', () => {
  const back = (cookie: string | undefined, locale = 'en', id = ORDER_ID) =>
    returnGET(apiRequest(`/api/payment/return/${id}?locale=${locale}`, { cookie }), { params: Promise.resolve({ orderId: id }) });

  it('a failed order lands on the failure page, a paid one (or one still being paid) on the confirmation', async () => {
    const cookie = await logIn();
    stub.answer(`/api/payment-products/${ORDER_ID}`, { status: 200, body: { order: providerOrder({ status: 'error', reason: 'declined', method: 'hosted' }) } });
    const failed = await back(cookie, 'en');
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(`${SHOP}/en/payment-error/${ORDER_ID}`);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    stub.answer(`/api/payment-products/${ORDER_ID}`, { status: 200, body: { order: providerOrder({ status: 'error', reason: 'cancelled', method: 'hosted' }) } });
    expect((await back(cookie, 'pt-BR')).headers.get('location')).toBe(`${SHOP}/payment-error/${ORDER_ID}`);

    for (const status of ['paid', 'init']) {
      const paid = status === 'paid' ? { paid_at: '2026-05-01T10:01:00.000Z', codes: [] } : {};
      stub.answer(`/api/payment-products/${ORDER_ID}`, { status: 200, body: { order: providerOrder({ status, method: 'hosted', ...paid }) } });
      expect((await back(cookie, 'ru')).headers.get('location')).toBe(`${SHOP}/ru/payment-confirm/${ORDER_ID}`);
    }
  });

  it('what it cannot tell goes to the confirmation page, which handles it; a malformed id to the home page', async () => {
    expect((await back(undefined, 'en')).headers.get('location')).toBe(`${SHOP}/en/payment-confirm/${ORDER_ID}`);
    const cookie = await logIn();
    stub.answer(`/api/payment-products/${ORDER_ID}`, { status: 404, body: { message: 'Order not found.' } });
    expect((await back(cookie, 'en')).headers.get('location')).toBe(`${SHOP}/en/payment-confirm/${ORDER_ID}`);
    stub.answer(`/api/payment-products/${ORDER_ID}`, { status: 503, body: { message: 'Unavailable' } });
    expect((await back(cookie, 'hi')).headers.get('location')).toBe(`${SHOP}/hi/payment-confirm/${ORDER_ID}`);
    const malformed = await back(cookie, 'en', 'not-an-order');
    expect(malformed.status).toBe(303);
    expect(malformed.headers.get('location')).toBe(`${SHOP}/en`);
  });
});

describe('GET /api/payment/redirect/{orderId}', () => {
  const open = (cookie: string | undefined, locale = 'en', id = ORDER_ID, query = '') =>
    redirectGET(apiRequest(`/api/payment/redirect/${id}?locale=${locale}${query}`, { cookie }), { params: Promise.resolve({ orderId: id }) });

  it('answers the auto-submitting signed form with the provider’s amount, its own CSP and no-store', async () => {
    const cookie = await logIn();
    const before = Date.now();
    const response = await open(cookie, 'en', ORDER_ID, '&amount=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain(en.PaymentRedirect.title);
    expect(html).toContain(`<form id="pay" method="post" action="${stub.url}/acquirer/pay"`);
    expect(html).toContain(`<button type="submit">${en.PaymentRedirect.submit}</button>`);
    expect(html).not.toContain(TOKEN);

    const fields = hiddenFields(html);
    expect(Object.keys(fields).sort()).toEqual(
      ['amount', 'callback_url', 'currency', 'date', 'expires_at', 'ip', 'nonce', 'order_id', 'return_url', 'signature', 'token'].sort(),
    );
    expect(fields).toMatchObject({
      token: 'svc_reference_shop',
      order_id: ORDER_ID,
      amount: '2832',
      currency: 'EUR',
      ip: CLIENT_IP,
      return_url: `${SHOP}/api/payment/return/${ORDER_ID}?locale=en`,
      callback_url: `${SHOP}/api/payment/callback`,
    });
    const date = Date.parse(fields.date!);
    const expires = Date.parse(fields.expires_at!);
    expect(date).toBeGreaterThanOrEqual(before - 1);
    expect(date).toBeLessThanOrEqual(Date.now());
    expect(expires - date).toBeGreaterThan(0);
    expect(expires - date).toBeLessThanOrEqual(60 * 60_000);
    const message = {
      kind: 'request' as const,
      token: fields.token!,
      orderId: fields.order_id!,
      date: fields.date!,
      amount: Number(fields.amount),
      currency: fields.currency!,
      ip: fields.ip!,
      nonce: fields.nonce!,
      expiresAt: fields.expires_at!,
      returnUrl: fields.return_url!,
      callbackUrl: fields.callback_url!,
    };
    expect(verifySignature(message, fields.signature!, SECRET)).toBe(true);
    expect(verifySignature({ ...message, amount: 1 }, fields.signature!, SECRET)).toBe(false);

    // The CSP allows exactly the inline script and style by hash, and posting to the acquirer only.
    const csp = response.headers.get('content-security-policy') ?? '';
    const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(script).toContain('submit()');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src ${hash(script)}`);
    expect(csp).toContain(`style-src ${hash(style)}`);
    expect(csp).toContain(`form-action ${stub.url}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');

    // Each page has a fresh nonce.
    const again = hiddenFields(await (await open(cookie)).text());
    expect(again.nonce).not.toBe(fields.nonce);
  });

  it('follows ACQUIRER_PUBLIC_URL, ACQUIRER_TOKEN, PAYMENT_CURRENCY and SITE_URL', async () => {
    const cookie = await logIn();
    Object.assign(process.env, {
      ACQUIRER_PUBLIC_URL: 'https://pay.acquirer.example/',
      ACQUIRER_TOKEN: 'svc_other_shop',
      PAYMENT_CURRENCY: 'inr',
      SITE_URL: 'https://loja.example',
    });
    try {
      const response = await open(cookie, 'pt-BR');
      const html = await response.text();
      expect(html).toContain('action="https://pay.acquirer.example/acquirer/pay"');
      expect(html).toMatch(/<html lang="pt-BR">/);
      expect(response.headers.get('content-security-policy')).toContain('form-action https://pay.acquirer.example;');
      expect(hiddenFields(html)).toMatchObject({
        token: 'svc_other_shop',
        currency: 'INR',
        return_url: `https://loja.example/api/payment/return/${ORDER_ID}?locale=pt-BR`,
        callback_url: 'https://loja.example/api/payment/callback',
      });
    } finally {
      for (const name of ['ACQUIRER_PUBLIC_URL', 'ACQUIRER_TOKEN', 'PAYMENT_CURRENCY', 'SITE_URL']) delete process.env[name];
    }
  });

  it('sends a guest to the login modal, coming back to the checkout', async () => {
    const response = await open(undefined, 'en');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SHOP}/en?auth=login&next=%2Fen%2Fcheckout`);
    expect(stub.seen).toHaveLength(0);

    const cookie = await logIn();
    stub.answer(`/api/payment-products/${ORDER_ID}`, { status: 401, body: { message: 'Unauthenticated.' } });
    const expired = await open(cookie, 'pt-BR');
    expect(expired.status).toBe(303);
    expect(expired.headers.get('location')).toBe(`${SHOP}/?auth=login&next=%2Fcheckout`);
    expect(setCookies(expired)[0]?.value).toBe('');
  });

  it('refuses with a clear page: already paid, spending or QR order, unknown, no secret, provider away', async () => {
    const cookie = await logIn();
    const pageOf = async (response: Response) => ({
      status: response.status,
      csp: response.headers.get('content-security-policy'),
      cache: response.headers.get('cache-control'),
      html: await response.text(),
    });

    stub.answer(`/api/payment-products/${ORDER_ID}`, { body: { order: providerOrder({ status: 'paid', paid_at: '2026-05-01T10:05:00.000Z', codes: [] }) } });
    const paid = await pageOf(await open(cookie, 'ru'));
    expect(paid.status).toBe(409);
    expect(paid.html).toContain(ru.PaymentRedirect.alreadyPaidTitle);
    expect(paid.html).toContain(`href="/ru/payment-confirm/${ORDER_ID}"`);
    expect(paid.html).not.toContain('<form');
    expect(paid.csp).toContain("form-action 'none'");
    expect(paid.cache).toBe('no-store');

    stub.answer(`/api/payment-products/${ORDER_ID}`, { body: { order: providerOrder({ type: 'spending' }) } });
    expect((await pageOf(await open(cookie))).html).toContain(en.PaymentRedirect.wrongMethodTitle);
    stub.answer(`/api/payment-products/${ORDER_ID}`, { body: { order: providerOrder({ method: 'pix' }) } });
    expect((await open(cookie)).status).toBe(422);
    stub.answer(`/api/payment-products/${ORDER_ID}`, { body: { order: providerOrder({ total: 0 }) } });
    expect((await open(cookie)).status).toBe(422);

    stub.answer(`/api/payment-products/${ORDER_ID}`, { status: 404, body: { message: 'There is no such order' } });
    const unknown = await pageOf(await open(cookie));
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain(en.PaymentRedirect.notFoundTitle);
    expect(unknown.html).toContain('href="/en/checkout"');

    stub.seen.length = 0;
    const malformed = await pageOf(await open(cookie, 'en', 'not-an-order'));
    expect(malformed.status).toBe(404);
    expect(stub.seen).toHaveLength(0);

    stub.answer(`/api/payment-products/${ORDER_ID}`, { hangUp: true });
    const down = await pageOf(await open(cookie));
    expect(down.status).toBe(503);
    expect(down.html).toContain(en.PaymentRedirect.providerDownTitle);

    delete process.env.ACQUIRER_SECRET;
    stub.seen.length = 0;
    const unset = await pageOf(await open(cookie, 'hi'));
    expect(unset.status).toBe(503);
    expect(unset.html).toMatch(/<html lang="hi">/);
    expect(unset.html).toContain('कार्ड');
    expect(stub.seen).toHaveLength(0);

    process.env.ACQUIRER_SECRET = 'too-short';
    const errors = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      expect((await open(cookie)).status).toBe(503);
      expect(JSON.stringify(errors.mock.calls)).not.toContain('too-short');
    } finally {
      errors.mockRestore();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The acquirer's callback
// ---------------------------------------------------------------------------------------------

function callbackForm(overrides: Partial<CallbackFields> = {}, options: { secret?: string; tamper?: Record<string, string> } = {}): Record<string, string> {
  const now = Date.now();
  const fields: CallbackFields = {
    token: 'svc_reference_shop',
    orderId: ORDER_ID,
    date: new Date(now).toISOString(),
    amount: 2832,
    currency: 'EUR',
    ip: CLIENT_IP,
    nonce: createNonce(),
    expiresAt: new Date(now + 30 * 60_000).toISOString(),
    status: 'paid',
    ...overrides,
  };
  const signature = signCallback(fields, options.secret ?? SECRET);
  return {
    token: fields.token,
    order_id: fields.orderId,
    date: fields.date as string,
    amount: String(fields.amount),
    currency: fields.currency,
    ip: fields.ip,
    nonce: fields.nonce,
    expires_at: fields.expiresAt as string,
    status: fields.status,
    signature,
    ...options.tamper,
  };
}

function withoutNonce(form: Record<string, string>): Record<string, string> {
  const copy = { ...form };
  delete copy.nonce;
  return copy;
}

describe('POST /api/payment/callback', () => {
  const deliver = (form: Record<string, string>, headers?: Record<string, string>) =>
    callbackPOST(formRequest('/api/payment/callback', form, { origin: '', 'sec-fetch-site': '', ...headers }));

  it('accepts a valid callback once, forwards it to the provider’s acquirer-mode confirm, refuses its replay', async () => {
    const form = callbackForm();
    const response = await deliver(form);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const sent = lastSeen(`/api/orders/confirm/${ORDER_ID}`);
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.authorization).toBeUndefined();
    expect(JSON.parse(sent?.body ?? '{}')).toEqual(form);

    const replay = await deliver(form);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ message: ptBR.Api.callbackReplayed });
    expect(seenCount(`/api/orders/confirm/${ORDER_ID}`)).toBe(1);

    // A retry is signed afresh (new date and nonce): accepted again, the provider's confirm is idempotent.
    expect((await deliver(callbackForm())).status).toBe(200);
    expect((await deliver(callbackForm({ status: 'declined' }))).status).toBe(200);
    expect(seenCount(`/api/orders/confirm/${ORDER_ID}`)).toBe(3);
  });

  it('refuses stale, expired, tampered, foreign and malformed callbacks without forwarding them', async () => {
    const now = Date.now();
    const cases: Array<[string, Record<string, string>, number]> = [
      ['stale date', callbackForm({ date: new Date(now - 10 * 60_000).toISOString(), expiresAt: new Date(now + 10 * 60_000).toISOString() }), 410],
      ['date from the future', callbackForm({ date: new Date(now + 10 * 60_000).toISOString(), expiresAt: new Date(now + 20 * 60_000).toISOString() }), 410],
      ['lifetime over 60 minutes', callbackForm({ expiresAt: new Date(now + 61 * 60_000).toISOString() }), 410],
      ['expired', callbackForm({ date: new Date(now - 2 * 60_000).toISOString(), expiresAt: new Date(now - 60_000).toISOString() }), 410],
      ['tampered amount', callbackForm({}, { tamper: { amount: '1' } }), 403],
      ['tampered status', callbackForm({ status: 'declined' }, { tamper: { status: 'paid' } }), 403],
      ['tampered signature', callbackForm({}, { tamper: { signature: 'f'.repeat(64) } }), 403],
      ['signed with another secret', callbackForm({}, { secret: 'another-secret-of-at-least-32-bytes!!' }), 403],
      ['another merchant token', callbackForm({ token: 'svc_other_shop' }), 403],
      ['another currency', callbackForm({ currency: 'BRL' }), 403],
      ['a missing field', withoutNonce(callbackForm()), 400],
      ['a non-canonical amount', callbackForm({}, { tamper: { amount: '02832' } }), 400],
      ['an unknown status', callbackForm({}, { tamper: { status: 'refunded' } }), 400],
      ['a malformed date', callbackForm({}, { tamper: { date: 'yesterday' } }), 400],
    ];
    for (const [name, form, status] of cases) {
      const response = await deliver(form);
      expect({ name, status: response.status }).toEqual({ name, status });
      expect(Object.keys((await response.json()) as object)).toEqual(['message']);
    }
    expect(seenCount('/api/orders/confirm')).toBe(0);
  });

  it('a refused callback does not use its nonce up; the genuine one still passes', async () => {
    const genuine = callbackForm();
    expect((await deliver({ ...genuine, amount: '9999' })).status).toBe(403);
    expect((await deliver(genuine)).status).toBe(200);
  });

  it('answers 503 without ACQUIRER_SECRET, and passes the provider’s refusal and outages on', async () => {
    delete process.env.ACQUIRER_SECRET;
    const unset = await callbackPOST(formRequest('/api/payment/callback?locale=en', callbackForm()));
    expect(unset.status).toBe(503);
    expect(await unset.json()).toEqual({ message: en.Api.acquirerUnavailable });
    process.env.ACQUIRER_SECRET = SECRET;

    stub.answer(`/api/orders/confirm/${ORDER_ID}`, { status: 403, body: { message: 'The acquirer signature is not valid' } });
    const refused = await deliver(callbackForm());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'The acquirer signature is not valid' });

    stub.answer(`/api/orders/confirm/${ORDER_ID}`, { hangUp: true });
    expect((await deliver(callbackForm())).status).toBe(503);
    stub.answer(`/api/orders/confirm/${ORDER_ID}`, { delayMs: 2600, body: { order_id: ORDER_ID, status: 'paid', confirmed: true } });
    expect((await deliver(callbackForm())).status).toBe(504);
  });

  it('reads a body that is not a form as malformed; a huge one is 413 and closes the connection', async () => {
    const json = await callbackPOST(
      new NextRequest(new URL('/api/payment/callback', SHOP), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2]' }),
    );
    expect(json.status).toBe(400);
    const huge = await callbackPOST(
      new NextRequest(new URL('/api/payment/callback', SHOP), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `token=${'x'.repeat(20_000)}`,
      }),
    );
    expect(huge.status).toBe(413);
    expect(huge.headers.get('connection')).toBe('close');
    expect(await huge.json()).toEqual({ message: ptBR.Api.bodyTooLarge });
  });
});
