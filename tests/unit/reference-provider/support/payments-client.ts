// The payment answers of docs/payments-contract.md ("Shapes") as strict zod schemas, and helpers shared
// by the payment tests: shoppers with a basket, orders, card payments, the bank page and the hosted
// page's forms, products found by price and stock.
import { z } from 'zod';
import { accountClient, freshIp, Purchase, type CallOptions, type Reply } from './accounts-client';
import { ForBasketAnswer, increase, type BasketProductShape } from './basket-client';
import { TEST_CLIENT_IP_SECRET } from './start-provider';

/** What the checkout's Pix form sends: a valid CPF and the payer's name. */
export const PIX_FORM = { personalId: '529.982.247-25', firstName: 'João', lastName: 'Silva' };

/** What the checkout's UPI form sends: the payer, and the storefront's English return pages. */
export const UPI_FORM = {
  FirstName: 'Aarav',
  AccountNumber: '123456789012',
  email: 'aarav@example.in',
  phone: '+91 98765 43210',
  zip: '110001',
  address: '12 Connaught Place, New Delhi',
  success_url: 'https://shop.example/en/payment-confirm/{order_id}',
  decline_url: 'https://shop.example/en/payment-error/{order_id}',
  cancel_url: 'https://shop.example/en/checkout',
};

/** The test cards of the contract. */
export const CARDS = {
  ok: '4242424242424242',
  threeDs: '5555555555554444',
  redirect: '2200000000000004',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  /** American Express, 15 digits with a 4-digit code: paid at once. */
  amex: '378282246310005',
  /** Valid but not a test card: declined. */
  unknown: '4111111111111111',
} as const;

export const CVC = '737';
export const TERM_URL = 'https://shop.example/api/payment/3ds-return';

const CardBrand = z.enum(['MasterCard', 'Visa', 'Mir', 'AmericanExpress']);

export const OrderItem = z.strictObject({
  product_id: z.number().int().positive(),
  name: z.string().min(1),
  price: z.number().int().nonnegative(),
  quantity: z.number().int().min(1).max(99),
  paid: z.number().int().nonnegative(),
  cover_path: z.string().regex(/^\/media\/covers\/(pt-BR|en|ru|hi)\/[1-9][0-9]*\.svg$/),
});

export const OrderCode = z.strictObject({
  purchase_id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  name: z.string().min(1),
  code: z.string().min(1),
  price: z.number().int().nonnegative(),
});

const isoDate = z.iso.datetime();
/** A rate as the provider writes it: an exact decimal, at most 6 decimals, no trailing zeros. */
const RateText = z.string().regex(/^\d+(\.\d{0,5}[1-9])?$/);

/** What a Pix/UPI/SBP order charges in reais or rupees (docs/payments-contract.md "Charges in reais and rupees"). */
export const Charge = z.strictObject({
  currency: z.enum(['BRL', 'INR']),
  amount: z.number().int().positive(),
  rate: RateText,
  quoted_at: isoDate,
});

export const Quote = z.strictObject({
  id: z.string().regex(/^[0-9A-Z]{20}$/),
  currency: z.enum(['BRL', 'INR']),
  total: z.number().int().nonnegative(),
  rate: RateText,
  amount: z.number().int().nonnegative(),
  quoted_at: isoDate,
  expires_at: isoDate,
  rate_updated_at: isoDate,
});
export type QuoteShape = z.infer<typeof Quote>;

/** A 409 of an order whose quote no longer matches the basket or the rate: the new quote. */
export const QuoteChanged = z.strictObject({
  message: z.string().min(1),
  errors: z.strictObject({ quote_id: z.array(z.string().min(1)).length(1) }),
  quote: Quote.nullable(),
});

export const RateAnswer = z.strictObject({ currency: z.enum(['BRL', 'INR']), rate: RateText, updated_at: isoDate });

/**
 * The test's own oracle of the conversion: euro cents × a decimal rate, rounded half up to whole
 * minor units, in BigInt (the rate's digits as written, scaled to 6 decimals).
 */
export function converted(cents: number, rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  const micros = BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  return Number((BigInt(cents) * micros + 500_000n) / 1_000_000n);
}

export const Order = z.strictObject({
  id: z.string().regex(/^[0-9A-Z]{20}$/),
  type: z.enum(['purchase', 'spending', 'balance']),
  status: z.enum(['init', 'paid', 'error']),
  method: z.enum(['card', 'hosted', 'pix', 'upi', 'sbp', 'balance', 'free']).nullable(),
  reason: z
    .enum([
      'declined',
      'insufficient_funds',
      'authentication_failed',
      'cancelled',
      'out_of_stock',
      'insufficient_balance',
      'balance_limit',
      'promo_already_used',
      'not_delivered',
    ])
    .nullable(),
  subtotal: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  promo: z.strictObject({ code: z.string(), discount: z.number().int().min(1).max(100) }).nullable(),
  replenishment: z.number().int().positive().nullable(),
  items: z.array(OrderItem),
  codes: z.array(OrderCode).nullable(),
  card: z.strictObject({ brand: CardBrand, last4: z.string().regex(/^\d{4}$/) }).nullable(),
  charge: Charge.nullable(),
  created_at: isoDate,
  paid_at: isoDate.nullable(),
  /** Cents credited to the balance because the received payment could not be delivered. */
  refunded: z.number().int().positive().nullable(),
});
export type OrderShape = z.infer<typeof Order>;

const createdFields = { order_id: z.string().regex(/^[0-9A-Z]{20}$/), total_price: z.number().int().nonnegative(), order: Order };
export const Created = z.strictObject(createdFields);
export const CreatedQr = z.strictObject({ ...createdFields, qr: z.strictObject({ payload: z.string().min(20), image: z.null() }) });
export const CreatedSbp = z.strictObject({ ...createdFields, sbp: z.strictObject({ payload: z.string().min(20), image: z.null() }) });
export const CreatedUpi = z.strictObject({ ...createdFields, upi: z.strictObject({ link: z.string().startsWith('upi://pay?') }) });

export const PaidAtOnce = z.strictObject({ status: z.literal('OK'), order_id: z.string() });
export const ThreeDs = z.strictObject({
  status: z.literal('3DS'),
  order_id: z.string(),
  acsUrl: z.string().url(),
  PaReq: z.string().min(10),
  MD: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  TermUrl: z.string().url(),
});
export const ThreeDsRedirect = z.strictObject({
  status: z.literal('3DS_REDIRECT'),
  order_id: z.string(),
  redirectUrl: z.string().url(),
  redirectMethod: z.literal('GET'),
  redirectParams: z.strictObject({ MD: z.string(), PaReq: z.string(), TermUrl: z.string().url() }),
});
export const Refused = z.strictObject({
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string().min(1)).min(1)),
  reason: z.string(),
  order_id: z.string(),
  /** Settlement refusals: the cents credited to the balance (the payment had been received), else null. */
  refunded: z.number().int().positive().nullable().optional(),
});
export const StatusAnswer = z.strictObject({
  order_id: z.string(),
  type: z.enum(['purchase', 'spending', 'balance']),
  status: z.enum(['init', 'paid', 'error']),
  reason: z.string().nullable(),
  refunded: z.number().int().positive().nullable(),
});
export const ConfirmCodes = z.strictObject({ order_id: z.string(), products: z.array(Purchase) });
export const ConfirmBalance = z.strictObject({ ok: z.literal(true), order_id: z.string(), balance: z.number().int().nonnegative() });
export const NotPaid = z.strictObject({ message: z.string().min(1), status: z.enum(['init', 'error']), reason: z.string().nullable() });

export const OutboxMail = z.strictObject({
  id: z.number().int().positive(),
  to: z.string(),
  subject: z.string().min(1),
  kind: z.enum(['verify-email', 'password-reset', 'email-update', 'password-update', 'order-receipt', 'top-up-receipt', 'order-refund', 'email-update-notice']),
  locale: z.enum(['pt-BR', 'en', 'ru', 'hi']),
  text: z.string().min(1),
  links: z.array(z.string().url()),
  created_at: z.iso.datetime(),
});
export type OutboxMailShape = z.infer<typeof OutboxMail>;

export interface FormReply {
  status: number;
  location: string | null;
  text: string;
  headers: Headers;
}

/** The value of a hidden input in an HTML page. */
export function hiddenValue(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no ${name} input in:\n${html.slice(0, 2000)}`);
  return match[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** The action of the page's form with id "return" (the auto-post back to the TermUrl). */
export function returnAction(html: string): string {
  const match = /<form id="return" method="post" action="([^"]*)"/.exec(html);
  if (!match) throw new Error(`no return form in:\n${html.slice(0, 2000)}`);
  return match[1]!.replace(/&amp;/g, '&');
}

export function paymentsClient(baseUrl: () => string) {
  const accounts = accountClient(baseUrl);
  const { call, expectAnswer } = accounts;

  /**
   * A new account (from its own address) whose basket holds `lines` ([product id, quantity]). Its
   * e-mail is confirmed through the mailed link, as paying needs (`verified: false` leaves it not).
   */
  async function shopper(
    lines: Array<[number, number]> = [],
    locale = 'en',
    { verified = true, name }: { verified?: boolean; name?: string } = {},
  ) {
    const ip = freshIp();
    const { token, user, email } = await accounts.register({ ip, locale, name });
    if (verified) await accounts.verifyEmail(email);
    if (lines.length > 0) {
      const res = await call('PATCH', '/api/basket', { token, ip, body: { products: lines.map(([id, count]) => increase(id, count)) } });
      expect(res.status).toBe(200);
    }
    return { token, ip, email, userId: user.id, locale };
  }
  type Shopper = Awaited<ReturnType<typeof shopper>>;

  const as = (who: Shopper, options: CallOptions = {}): CallOptions => ({ token: who.token, ip: who.ip, locale: who.locale, ...options });

  function createOrder(who: Shopper, body: unknown = {}, options: { key?: string; query?: string; path?: string } & CallOptions = {}) {
    const { key, query, path = '/api/orders/create', ...rest } = options;
    const headers = { ...(key ? { 'Idempotency-Key': key } : {}), ...rest.headers };
    return call('POST', `${path}${query ?? ''}`, { ...as(who, rest), body, headers });
  }

  async function createOk(who: Shopper, body: unknown = {}, options: { key?: string; query?: string } = {}) {
    return expectAnswer(createOrder(who, body, options), 201, Created);
  }

  function pay(who: Shopper, orderId: string, card: string, extra: Record<string, unknown> = {}): Promise<Reply> {
    return call('POST', '/api/payment', {
      ...as(who),
      body: {
        orderId,
        card_number: card,
        month: '12',
        year: '39',
        cvc: CVC,
        termUrl: TERM_URL,
        screenHeight: 900,
        screenWidth: 1440,
        timeZoneOffset: -180,
        ...extra,
      },
    });
  }

  const status = (who: Shopper, orderId: string) =>
    expectAnswer(call('POST', '/api/payment/status', { ...as(who), body: { orderId } }), 200, StatusAnswer);

  const orderOf = (who: Shopper, orderId: string) =>
    expectAnswer(call('GET', `/api/payment-products/${orderId}`, as(who)), 200, z.strictObject({ order: Order })).then((a) => a.order);

  const confirmCodes = (who: Shopper, orderId: string) =>
    expectAnswer(call('GET', `/api/payment-confirm/${orderId}`, as(who)), 200, ConfirmCodes);

  const balance = (who: Shopper) =>
    expectAnswer(call('GET', '/api/user/balance', as(who)), 200, z.strictObject({ balance: z.number().int() })).then((a) => a.balance);

  async function inStock(productId: number): Promise<number> {
    const res = await call('GET', `/api/products/for-basket/${productId}`);
    return ForBasketAnswer.parse(res.json).product.in_stock;
  }

  /** The payment mails in the outbox for `email` (receipts and refund notices), newest first. */
  async function paymentMails(email: string): Promise<OutboxMailShape[]> {
    const body = await expectAnswer(
      call('GET', `/dev/mail.json?${new URLSearchParams({ to: email })}`),
      200,
      z.strictObject({ mails: z.array(OutboxMail) }),
    );
    return body.mails.filter((mail) => mail.kind === 'order-receipt' || mail.kind === 'top-up-receipt' || mail.kind === 'order-refund');
  }

  /** The receipts in the outbox for `email`, newest first. */
  async function receipts(email: string): Promise<OutboxMailShape[]> {
    return (await paymentMails(email)).filter((mail) => mail.kind !== 'order-refund');
  }

  /** Posts a form (urlencoded) to a provider page without following redirects. */
  async function postForm(path: string, fields: Record<string, string>, options: { ip?: string; locale?: string } = {}): Promise<FormReply> {
    const url = path.startsWith('http') ? path : baseUrl() + path;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Accept-Language': options.locale ?? 'en',
        'X-Client-IP': options.ip ?? freshIp(),
        'X-Client-IP-Secret': TEST_CLIENT_IP_SECRET,
      },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    return { status: res.status, location: res.headers.get('location'), text: await res.text(), headers: res.headers };
  }

  async function getPage(path: string): Promise<FormReply> {
    const url = path.startsWith('http') ? path : baseUrl() + path;
    const res = await fetch(url, { redirect: 'manual', headers: { 'X-Client-IP': freshIp(), 'X-Client-IP-Secret': TEST_CLIENT_IP_SECRET } });
    return { status: res.status, location: res.headers.get('location'), text: await res.text(), headers: res.headers };
  }

  /** Answers a 3-D Secure challenge; returns the PaRes the page posts back and the page. */
  async function answer3ds(md: string, action: 'confirm' | 'cancel'): Promise<{ paRes: string; page: FormReply }> {
    const page = await postForm('/acquirer/3ds/complete', { MD: md, action });
    expect(page.status).toBe(200);
    expect(hiddenValue(page.text, 'MD')).toBe(md);
    return { paRes: hiddenValue(page.text, 'PaRes'), page };
  }

  /** Tops up `cents` by card (the success card) and returns the order id. */
  async function topUp(who: Shopper, cents: number): Promise<string> {
    const created = await createOk(who, { type: 'balance', replenishmentValue: cents });
    await expectAnswer(pay(who, created.order_id, CARDS.ok), 200, PaidAtOnce);
    return created.order_id;
  }

  /** The checkout's quote of the shopper's basket in reais or rupees. */
  const quote = (who: Shopper, currency: 'BRL' | 'INR') =>
    expectAnswer(call('GET', `/api/payment/quote?currency=${currency}`, as(who)), 200, z.strictObject({ quote: Quote })).then((a) => a.quote);

  /** The provider's development switch of a rate (a decimal as text, "6.2001"). */
  const setRate = (currency: 'BRL' | 'INR', rate: string) =>
    expectAnswer(call('PATCH', `/dev/rates/${currency}`, { body: { rate } }), 200, z.strictObject({ rate: RateAnswer })).then((a) => a.rate);

  /** Seeded products matching `accept`, scanning ids from 1. */
  async function findProducts(count: number, accept: (product: BasketProductShape) => boolean): Promise<BasketProductShape[]> {
    const found: BasketProductShape[] = [];
    for (let id = 1; found.length < count && id <= 2000; id += 1) {
      const res = await call('GET', `/api/products/for-basket/${id}`);
      if (res.status === 404) continue;
      const { product } = ForBasketAnswer.parse(res.json);
      if (accept(product)) found.push(product);
    }
    if (found.length < count) throw new Error(`only ${found.length} products found`);
    return found;
  }

  return {
    ...accounts,
    shopper,
    as,
    createOrder,
    createOk,
    pay,
    status,
    orderOf,
    confirmCodes,
    balance,
    receipts,
    paymentMails,
    inStock,
    postForm,
    getPage,
    answer3ds,
    topUp,
    quote,
    setRate,
    findProducts,
  };
}

export type PaymentsClient = ReturnType<typeof paymentsClient>;
export type Shopper = Awaited<ReturnType<PaymentsClient['shopper']>>;
