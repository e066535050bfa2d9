// The BFF's payment routes against the real reference provider (docs/payments-contract.md): orders
// from the signed-in basket with an Idempotency-Key, the test cards through POST /api/payment (paid
// at once, 3-D Secure with the bank page posting back to the BFF's TermUrl, declined with its
// reason), the balance refusal, Pix and UPI orders (the UPI return URLs with the order's id filled
// in), and the hosted page end to end: the BFF's signed form accepted by the provider's
// /acquirer/pay (303), the card paid there, the provider's signed callback verified by the BFF and
// forwarded to the provider's acquirer-mode confirm. Every answer parses with the browser's schemas.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { GET as basketGET, PATCH as basketPATCH } from '@/app/api/basket/route';
import { POST as cardTypePOST } from '@/app/api/card-type/route';
import { POST as createPOST } from '@/app/api/orders/create/route';
import { POST as createQrPOST } from '@/app/api/orders/create-qr/route';
import { POST as createUpiPOST } from '@/app/api/orders/create-upi/route';
import { POST as emailVerifyPOST } from '@/app/api/profile/email-verify/route';
import { POST as registerPOST } from '@/app/api/register/route';
import { GET as confirmationGET } from '@/app/api/payment-confirm/[orderId]/route';
import { GET as orderGET } from '@/app/api/payment-products/[id]/route';
import { POST as threeDsReturnPOST } from '@/app/api/payment/3ds-return/route';
import { POST as callbackPOST } from '@/app/api/payment/callback/route';
import { GET as redirectGET } from '@/app/api/payment/redirect/[orderId]/route';
import { POST as paymentPOST } from '@/app/api/payment/route';
import { POST as balancePOST } from '@/app/api/payment/spending-balance-handle/route';
import { GET as quoteGET } from '@/app/api/payment/quote/route';
import { POST as statusPOST } from '@/app/api/payment/status/route';
import { resetCallbackNonces } from '@/lib/bff/payment/nonces';
import { resetRateLimits } from '@/lib/bff/rate-limit';
import { paymentRefusal } from '@/lib/client/payment';
import {
  cardPaymentAnswerSchema,
  cardTypeSchema,
  createdOrderSchema,
  orderDetailsSchema,
  paymentConfirmationView,
  paymentStatusSchema,
  pixOrderSchema,
  quoteAnswerSchema,
  upiOrderSchema,
} from '@/lib/contracts/payment';
import { parseBrCode } from '@/lib/payment/br-code';
import { parseUpiLink } from '@/lib/payment/upi';
import type { Basket } from '@/lib/types/basket';
import { hiddenValue, returnAction } from '../../reference-provider/support/payments-client';
import { TEST_CLIENT_IP_SECRET, startProviderProcess, type ProviderProcess } from '../../reference-provider/support/start-provider';
import { apiRequest, setCookies } from '../../support/account-support';

const SECRET = 'bff-payment-test-secret-0123456789abcdef';

/**
 * The storefront as the provider reaches it (SITE_URL): the acquirer's callbacks arrive here and go
 * to the BFF's callback handler; every answer is recorded.
 */
function storefrontServer() {
  const answered: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = new NextRequest(new URL(req.url ?? '/', 'http://127.0.0.1'), {
        method: req.method,
        headers: Object.fromEntries(Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
        body: Buffer.concat(chunks),
      });
      const handle = req.url?.startsWith('/api/payment/callback') ? callbackPOST(request) : Promise.resolve(new Response('', { status: 404 }));
      void handle.then(async (response) => {
        answered.push(response.status);
        res.writeHead(response.status, { 'Content-Type': 'application/json' });
        res.end(await response.text());
      });
    });
  });
  return {
    answered,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('payment BFF against the reference provider', () => {
  let provider: ProviderProcess;
  const storefront = storefrontServer();
  let site: string;
  let products: { id: number; price: number }[];
  let ipTurn = 0;

  beforeAll(async () => {
    site = await storefront.listen();
    provider = await startProviderProcess({ env: { ACQUIRER_SECRET: SECRET, ACQUIRER_CALLBACK_RETRY_MS: '50,50,50' } });
    Object.assign(process.env, {
      PROVIDER_API_URL: provider.url,
      // As deployed: the provider believes the BFF's X-Client-IP.
      CLIENT_IP_SECRET: TEST_CLIENT_IP_SECRET,
      PROVIDER_TIMEOUT_MS: '5000',
      SESSION_SECRET: 'test-only-session-secret-0123456789abcdef',
      ACQUIRER_SECRET: SECRET,
      SITE_URL: site,
    });
    delete process.env.ACQUIRER_PUBLIC_URL;
    delete process.env.ACQUIRER_TOKEN;
    delete process.env.PAYMENT_CURRENCY;
    resetRateLimits();
    resetCallbackNonces();
    const response = await fetch(`${provider.url}/api/popular-products`);
    const { result } = (await response.json()) as { result: { products: { id: number; price: number; in_stock: number }[] } };
    products = result.products.filter((product) => product.in_stock >= 5 && product.price > 0);
    if (products.length < 6) throw new Error('six products in stock expected');
  }, 120_000);

  afterAll(async () => {
    await provider?.stop();
    await storefront.close();
    delete process.env.SITE_URL;
    delete process.env.ACQUIRER_SECRET;
  });

  /**
   * A new account (its own IP, so the register limit never bites) with `product` × 1 in its basket,
   * its e-mail confirmed as paying needs: the verification mail's link from the provider's outbox,
   * sent through the BFF as the page it opens would.
   */
  async function shopperWith(product: { id: number }, { verified = true } = {}): Promise<{ cookie: string; ip: string }> {
    ipTurn += 1;
    const ip = `198.51.100.${ipTurn}`;
    const email = `pay${ipTurn}.${Date.now()}@example.com`;
    const registered = await registerPOST(
      apiRequest('/api/register?locale=en', {
        body: { name: `Pay${ipTurn}x`, email, password: 'secret123', password_confirmation: 'secret123', terms: true },
        ip,
      }),
    );
    expect(registered.status).toBe(201);
    let cookie = setCookies(registered)[0]?.pair ?? '';
    if (!verified) return fillBasket(cookie, ip, product);
    const outbox = (await (await fetch(`${provider.url}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as { mails: { kind: string; links: string[] }[] };
    const link = outbox.mails.find((mail) => mail.kind === 'verify-email')?.links[0] ?? 'http://x/';
    const confirmed = await emailVerifyPOST(apiRequest('/api/profile/email-verify?locale=en', { body: { token: new URL(link).pathname.split('/').pop() }, cookie, ip }));
    expect(confirmed.status).toBe(200);
    cookie = setCookies(confirmed)[0]?.pair ?? cookie;
    return fillBasket(cookie, ip, product);
  }

  async function fillBasket(cookie: string, ip: string, product: { id: number }) {
    const filled = await basketPATCH(apiRequest('/api/basket?locale=en', { method: 'PATCH', body: { products: [{ id: product.id, type: 'increase', count: 1, key: randomUUID() }] }, cookie, ip }));
    expect(filled.status).toBe(200);
    return { cookie, ip };
  }

  const keyed = (key: string) => ({ 'Idempotency-Key': key });
  const card = (orderId: string, number: string) => ({
    orderId,
    card_number: number,
    month: '12',
    year: '99',
    cvc: '737',
    screenHeight: 900,
    screenWidth: 1440,
    timeZoneOffset: 0,
  });
  const params = <T extends Record<string, string>>(values: T) => ({ params: Promise.resolve(values) });

  async function createOrder(
    who: { cookie: string; ip: string },
    body: unknown = { type: 'purchase' },
    key = `key-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    expectedStatus = 201,
  ) {
    const response = await createPOST(apiRequest('/api/orders/create?locale=en', { body, cookie: who.cookie, ip: who.ip, headers: keyed(key) }));
    expect(response.status).toBe(expectedStatus);
    return { ...createdOrderSchema.parse(await response.json()), key };
  }

  async function statusOf(who: { cookie: string }, orderId: string) {
    const response = await statusPOST(apiRequest('/api/payment/status?locale=en', { body: { orderId }, cookie: who.cookie }));
    return paymentStatusSchema.parse(await response.json());
  }

  /** Posts a form to a provider page without following redirects. */
  async function postForm(url: string, fields: Record<string, string>) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'en' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    return { status: response.status, location: response.headers.get('location'), text: await response.text() };
  }

  it('creates an order from the basket once per key and pays it with 4242…: paid, codes delivered', async () => {
    const who = await shopperWith(products[0]!);
    const order = await createOrder(who);
    expect(order.order.items).toHaveLength(1);
    expect(order.order.items[0]!.cover_path).toMatch(/^\/media\//);
    expect(order.total_price).toBe(products[0]!.price);
    // The same key again: the same order, answered 200 as the provider says (201 was the first time).
    const again = await createOrder(who, { type: 'purchase' }, order.key, 200);
    expect(again.order_id).toBe(order.order_id);

    const paid = await paymentPOST(apiRequest('/api/payment?locale=en', { body: card(order.order_id, '4242 4242 4242 4242'), cookie: who.cookie }));
    expect(paid.status).toBe(200);
    expect(cardPaymentAnswerSchema.parse(await paid.json())).toEqual({ status: 'OK', order_id: order.order_id });
    expect(await statusOf(who, order.order_id)).toEqual({ order_id: order.order_id, type: 'purchase', status: 'paid', reason: null, refunded: null });

    const confirmation = await confirmationGET(apiRequest(`/api/payment-confirm/${order.order_id}?locale=en`, { cookie: who.cookie }), params({ orderId: order.order_id }));
    const codes = paymentConfirmationView.parse(await confirmation.json());
    expect(codes.kind).toBe('purchase');
    if (codes.kind === 'purchase') {
      expect(codes.products).toHaveLength(1);
      expect(codes.products[0]!.cover_path).toMatch(/^\/media\//);
    }
    const details = await orderGET(apiRequest(`/api/payment-products/${order.order_id}?locale=en`, { cookie: who.cookie }), params({ id: order.order_id }));
    expect(orderDetailsSchema.parse(await details.json()).order).toMatchObject({ status: 'paid', method: 'card', card: { brand: 'Visa', last4: '4242' } });
    // The basket was emptied by the settlement.
    expect(((await (await basketGET(apiRequest('/api/basket?locale=en', { cookie: who.cookie }))).json()) as Basket).count).toBe(0);
  }, 60_000);

  it('a declined card is 422 with its reason; 5555… then asks 3-D Secure and the bank page’s answer comes back through the BFF', async () => {
    const who = await shopperWith(products[1]!);
    const order = await createOrder(who);

    const declined = await paymentPOST(apiRequest('/api/payment?locale=en', { body: card(order.order_id, '4000 0000 0000 0002'), cookie: who.cookie }));
    expect(declined.status).toBe(422);
    const refusal = (await declined.json()) as Record<string, unknown>;
    expect(refusal).toMatchObject({ message: 'The card was declined', errors: { card_number: ['The card was declined'] } });
    expect(paymentRefusal(refusal)).toEqual({ reason: 'declined', order_id: order.order_id, balance: null, total: null, quote: null, refunded: null });

    const threeDs = await paymentPOST(apiRequest('/api/payment?locale=en', { body: card(order.order_id, '5555 5555 5555 4444'), cookie: who.cookie }));
    expect(threeDs.status).toBe(200);
    const answer = cardPaymentAnswerSchema.parse(await threeDs.json());
    if (answer.status !== '3DS') throw new Error(`3DS expected, got ${answer.status}`);
    expect(answer.acsUrl).toBe(`${provider.url}/acquirer/3ds`);
    expect(answer.TermUrl).toBe(`${site}/api/payment/3ds-return?locale=en&order=${order.order_id}`);

    // The browser auto-posts to the bank page; the shopper confirms; the page posts MD and PaRes to the TermUrl.
    const bank = await postForm(answer.acsUrl, { MD: answer.MD, PaReq: answer.PaReq, TermUrl: answer.TermUrl });
    expect(bank.status).toBe(200);
    const done = await postForm(`${provider.url}/acquirer/3ds/complete`, { MD: answer.MD, action: 'confirm' });
    expect(returnAction(done.text)).toBe(answer.TermUrl);
    const back = await threeDsReturnPOST(
      new NextRequest(answer.TermUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: provider.url, 'sec-fetch-site': 'cross-site' },
        body: new URLSearchParams({ MD: hiddenValue(done.text, 'MD'), PaRes: hiddenValue(done.text, 'PaRes') }).toString(),
      }),
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${site}/en/payment-confirm/${order.order_id}`);
    expect((await statusOf(who, order.order_id)).status).toBe('paid');

    // A made-up answer goes home with the error modal.
    const forged = await threeDsReturnPOST(
      new NextRequest(answer.TermUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ MD: answer.MD, PaRes: 'forged' }).toString(),
      }),
    );
    expect(forged.headers.get('location')).toBe(`${site}/en?showModal=error`);
  }, 60_000);

  it('2200… asks 3-D Secure by redirect; a spending order without balance is refused with balance and total', async () => {
    const who = await shopperWith(products[2]!);
    const order = await createOrder(who);
    const redirect = await paymentPOST(apiRequest('/api/payment?locale=en', { body: card(order.order_id, '2200 0000 0000 0004'), cookie: who.cookie }));
    const answer = cardPaymentAnswerSchema.parse(await redirect.json());
    expect(answer).toMatchObject({ status: '3DS_REDIRECT', redirectMethod: 'GET', redirectParams: { TermUrl: expect.stringMatching(/\/api\/payment\/3ds-return\?locale=en&order=[0-9A-Z]{20}$/) } });

    const spending = await createOrder(who, { type: 'spending' });
    const poor = await balancePOST(apiRequest('/api/payment/spending-balance-handle?locale=ru', { body: { orderId: spending.order_id }, cookie: who.cookie }));
    expect(poor.status).toBe(422);
    const body = (await poor.json()) as Record<string, unknown>;
    expect(body.message).toBe('Недостаточно средств на балансе');
    expect(paymentRefusal(body)).toEqual({ reason: 'insufficient_balance', order_id: spending.order_id, balance: 0, total: spending.total_price, quote: null, refunded: null });
  }, 60_000);

  it('Pix and UPI orders on the quote shown, in reais and rupees; the UPI return URLs come back with the order’s id', async () => {
    const quoteOf = async (who: { cookie: string }, currency: 'BRL' | 'INR') => {
      const response = await quoteGET(apiRequest(`/api/payment/quote?locale=en&currency=${currency}`, { method: 'GET', cookie: who.cookie }));
      expect(response.status).toBe(200);
      return quoteAnswerSchema.parse(await response.json()).quote;
    };
    const pixBuyer = await shopperWith(products[3]!);
    const reais = await quoteOf(pixBuyer, 'BRL');
    expect(reais).toMatchObject({ currency: 'BRL', total: products[3]!.price });
    const pix = await createQrPOST(
      apiRequest('/api/orders/create-qr?locale=en', {
        body: { firstName: 'Ana', lastName: 'Silva', cpf: '529.982.247-25', quote_id: reais.id },
        cookie: pixBuyer.cookie,
        headers: keyed('pix-key-0001'),
      }),
    );
    expect(pix.status).toBe(201);
    const pixOrder = pixOrderSchema.parse(await pix.json());
    expect(pixOrder.order).toMatchObject({ method: 'pix', charge: { currency: 'BRL', amount: reais.amount, rate: reais.rate } });
    const code = parseBrCode(pixOrder.qr.payload);
    expect(code.ok && [code.code.currency, code.code.amountCents]).toEqual(['986', reais.amount]);

    const upiBuyer = await shopperWith(products[4]!);
    const rupees = await quoteOf(upiBuyer, 'INR');
    const upi = await createUpiPOST(
      apiRequest('/api/orders/create-upi?locale=en', {
        body: { FirstName: 'Aarav', AccountNumber: '123456789012', email: 'aarav@example.in', phone: '+91 98765 43210', address: '12 MG Road', zip: '560001', quote_id: rupees.id },
        cookie: upiBuyer.cookie,
        headers: keyed('upi-key-0001'),
      }),
    );
    expect(upi.status).toBe(201);
    const created = upiOrderSchema.parse(await upi.json());
    const link = parseUpiLink(created.upi.link);
    expect(link.ok && link.link).toMatchObject({ currency: 'INR', amountCents: rupees.amount, reference: created.order_id });
    const marked = await fetch(`${provider.url}/dev/orders/${created.order_id}/mark-paid`, { method: 'POST' });
    expect(((await marked.json()) as { redirect: string }).redirect).toBe(`${site}/en/payment-confirm/${created.order_id}`);
  }, 60_000);

  it('hosted page: the signed form is accepted by /acquirer/pay (303), the card paid there, the callback verified and confirmed', async () => {
    const who = await shopperWith(products[5]!);
    const order = await createOrder(who);
    const page = await redirectGET(apiRequest(`/api/payment/redirect/${order.order_id}?locale=en`, { cookie: who.cookie, ip: who.ip }), params({ orderId: order.order_id }));
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form id="pay" method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toBe(`${provider.url}/acquirer/pay`);
    const names = ['token', 'order_id', 'date', 'amount', 'currency', 'ip', 'nonce', 'expires_at', 'return_url', 'callback_url', 'signature'];
    const fields = Object.fromEntries(names.map((name) => [name, hiddenValue(html, name)]));
    expect(fields.amount).toBe(String(order.total_price));

    const opened = await postForm(action!, fields);
    expect(opened.status).toBe(303);
    expect(opened.location).toMatch(/^\/acquirer\/pay\/[A-Za-z0-9_-]+$/);
    // The same form again is a replay.
    expect((await postForm(action!, fields)).status).toBe(410);

    const paid = await postForm(`${provider.url}${opened.location}`, { card_number: '4242424242424242', month: '12', year: '99', cvc: '737' });
    expect(paid.status).toBe(303);
    // The return address sends the shopper on by the order's status (confirm or error page).
    expect(paid.location).toBe(`${site}/api/payment/return/${order.order_id}?locale=en`);
    expect((await statusOf(who, order.order_id)).status).toBe('paid');
    // The provider's signed callback reached the BFF, which verified it and had the provider confirm it.
    await eventually('the callback', () => storefront.answered.includes(200));
    expect(storefront.answered.filter((status) => status !== 200)).toEqual([]);

    // A paid order's page refuses to sign again.
    const again = await redirectGET(apiRequest(`/api/payment/redirect/${order.order_id}?locale=en`, { cookie: who.cookie }), params({ orderId: order.order_id }));
    expect(again.status).toBe(409);
  }, 60_000);

  it('an account whose e-mail is not confirmed is refused with 403 email_unverified, in the shopper’s language', async () => {
    const who = await shopperWith(products[5]!, { verified: false });
    for (const [locale, message] of [
      ['en', 'Confirm your e-mail address before paying: open the link we sent you, or ask for a new one.'],
      ['ru', 'Подтвердите адрес электронной почты перед оплатой: откройте ссылку из нашего письма или запросите новую.'],
    ]) {
      const response = await createPOST(apiRequest(`/api/orders/create?locale=${locale}`, { body: { type: 'purchase' }, cookie: who.cookie, ip: who.ip, headers: keyed(`unverified-${locale}`) }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message, reason: 'email_unverified' });
    }
  });

  it('card-type answers the brand of 8 digits', async () => {
    const response = await cardTypePOST(apiRequest('/api/card-type?locale=en', { body: { number: '22000000' } }));
    expect(cardTypeSchema.parse(await response.json())).toEqual({ type: 'Mir' });
  });
});
