// What the payment tests need besides the screens: a signed-in shopper with a filled basket (set up
// through the BFF in the page's own browser context, as the screens would), products that still
// have codes, the provider's development switch for Pix/UPI, the quotes and rates of Pix/UPI
// charges, and what the account holds afterwards.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { PROVIDER_URL, shopperAddress } from './servers';
import { linkPath, uniqueEmail, waitForMail } from './mail';

export const SHOPPER_PASSWORD = 'Pagamento2026ok';

/**
 * A registered shopper whose session cookie is in the page's context. Its e-mail is confirmed the
 * way its owner would (the verification mail's link, sent through the BFF as the page it opens
 * does), since paying needs it; `verified: false` leaves it unconfirmed.
 */
export async function signInNewShopper(page: Page, baseURL: string, label: string, { verified = true }: { verified?: boolean } = {}): Promise<string> {
  const email = uniqueEmail(label);
  const address = shopperAddress();
  const response = await page.request.post(`${baseURL}/api/register?locale=en`, {
    headers: { Origin: baseURL, 'X-Forwarded-For': address },
    data: { name: `Payer${Math.floor(Math.random() * 1e6)}`, email, password: SHOPPER_PASSWORD, password_confirmation: SHOPPER_PASSWORD, terms: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (verified) await confirmEmail(page.request, baseURL, email, address);
  return email;
}

/**
 * Follows the newest verification mail's link for `email` with the session of `request` (a page's
 * request shares its cookies): POST /api/profile/email-verify with its token.
 */
export async function confirmEmail(request: APIRequestContext, baseURL: string, email: string, address = shopperAddress()): Promise<void> {
  const token = linkPath(await waitForMail(email, 'verify-email')).split('/').pop();
  const response = await request.post(`${baseURL}/api/profile/email-verify?locale=en`, {
    headers: { Origin: baseURL, 'X-Forwarded-For': address },
    data: { token },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Buys one code of each product through the BFF with the session of `request` (an order paid by the success card), as setup. */
export async function buyThroughShop(request: APIRequestContext, baseURL: string, products: readonly { id: number }[]): Promise<void> {
  await patchBasket(request, baseURL, products, 1);
  await payBasket(request, baseURL);
}

/**
 * Orders the signed-in basket as it stands (with its promo code) and pays it by the success card,
 * through the BFF; answers the order's id.
 */
export async function payBasket(request: APIRequestContext, baseURL: string): Promise<string> {
  const headers = { Origin: baseURL, 'Idempotency-Key': `setup-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` };
  // A pooled connection the server closed as idle (Node's 5 s keep-alive) resets the request before
  // it is read: the same Idempotency-Key makes sending it again safe (at most one order is made).
  const create = () => request.post(`${baseURL}/api/orders/create?locale=en`, { headers, data: { type: 'purchase' } });
  const created = await create().catch((error: unknown) => {
    if (error instanceof Error && /ECONNRESET|socket hang up/.test(error.message)) return create();
    throw error;
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order_id: orderId } = (await created.json()) as { order_id: string };
  const paid = await request.post(`${baseURL}/api/payment?locale=en`, {
    headers: { Origin: baseURL },
    data: { orderId, card_number: TEST_CARDS.paid, month: '12', year: futureExpiry().slice(3), cvc: '123', screenHeight: 900, screenWidth: 1440, timeZoneOffset: 0 },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { status: string }).status).toBe('OK');
  return orderId;
}

interface StockedProduct {
  id: number;
  name: string;
  inStock: number;
  /** Cents. */
  price: number;
}

async function providerJson<T>(path: string, locale = 'en'): Promise<T> {
  const response = await fetch(`${PROVIDER_URL}${path}`, { headers: { 'Accept-Language': locale } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/**
 * `count` distinct products with at least `minStock` codes, picked at random among the popular
 * ones so that tests running side by side rarely buy the same codes.
 */
export async function productsInStock(count: number, minStock = 4, locale = 'en'): Promise<StockedProduct[]> {
  const listing = await providerJson<{ result: { products: { id: number }[] } }>(`/api/popular-products?page=${1 + Math.floor(Math.random() * 3)}`, locale);
  const ids = listing.result.products.map((product) => product.id).sort(() => Math.random() - 0.5);
  const found: StockedProduct[] = [];
  for (const id of ids) {
    const { product } = await providerJson<{ product: { id: number; name: string; in_stock: number; price: number } }>(`/api/products/for-basket/${id}`, locale);
    if (product.in_stock >= minStock) found.push({ id: product.id, name: product.name, inStock: product.in_stock, price: product.price });
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} products with ${minStock} codes in stock`);
}

/** A product with exactly one code left (the `slot`-th by id), so that a test can sell it out. */
export async function productWithLastCode(locale = 'en', slot = 0): Promise<StockedProduct> {
  const found: StockedProduct[] = [];
  for (let offset = 0; ; offset += 20) {
    const listing = await providerJson<{ result: { products: { id: number; name: string; in_stock: number; price: number }[]; total: number } }>(
      `/api/popular-products?offset=${offset}`,
      locale,
    );
    for (const product of listing.result.products) if (product.in_stock === 1) found.push({ id: product.id, name: product.name, inStock: 1, price: product.price });
    if (offset + 20 >= listing.result.total) break;
  }
  if (found.length <= slot) throw new Error(`fewer than ${slot + 1} products with exactly one code left`);
  // Tests running side by side (one per language) each take their own slot, in id order, so one
  // never sells out the product another is about to show.
  return found.sort((a, b) => a.id - b.id)[slot]!;
}

/** Puts the products in the signed-in basket, `quantity` of each. */
export async function fillBasket(page: Page, baseURL: string, products: readonly { id: number }[], quantity = 1): Promise<void> {
  await patchBasket(page.request, baseURL, products, quantity);
}

async function patchBasket(request: APIRequestContext, baseURL: string, products: readonly { id: number }[], quantity: number): Promise<void> {
  const response = await request.patch(`${baseURL}/api/basket?locale=en`, {
    headers: { Origin: baseURL },
    // Every basket change carries its key (docs/basket-contract.md: a replayed key applies once).
    data: { products: products.map(({ id }) => ({ id, type: 'increase', count: quantity, key: randomUUID() })) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The provider's development switch: the Pix/UPI order is paid (or refused). A payment, when given, is
 * what the PSP reports ({amount in centavos or paise, currency}): the switch refuses one that is not
 * the order's charge (422), so `expected` says which answer the test waits for.
 */
export async function settleQrOrder(
  orderId: string,
  outcome: 'mark-paid' | 'mark-failed' = 'mark-paid',
  payment?: { amount: number; currency: string },
  expected = 200,
): Promise<void> {
  const response = await fetch(`${PROVIDER_URL}/dev/orders/${encodeURIComponent(orderId)}/${outcome}`, {
    method: 'POST',
    ...(payment ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payment) } : {}),
  });
  expect(response.status, await response.text()).toBe(expected);
}

export interface ChargeQuote {
  id: string;
  currency: 'BRL' | 'INR';
  total: number;
  rate: string;
  amount: number;
  expires_at: string;
}

/**
 * The basket's quote in reais or rupees through the BFF, as the checkout asks it: while a quote holds
 * and neither the basket nor the rate changed, the provider answers the same one the page shows.
 */
export async function quoteOf(page: Page, baseURL: string, currency: 'BRL' | 'INR'): Promise<ChargeQuote> {
  const response = await page.request.get(`${baseURL}/api/payment/quote?locale=en&currency=${currency}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { quote: ChargeQuote }).quote;
}

/** The provider's current rate of one euro in `currency` (the development switch's list). */
export async function currentRate(currency: 'BRL' | 'INR'): Promise<string> {
  const { rates } = await providerJson<{ rates: { currency: string; rate: string }[] }>('/dev/rates');
  return rates.find((rate) => rate.currency === currency)!.rate;
}

/** Euro cents × a decimal rate, half up to whole minor units: the test's own check of the provider's conversion. */
export function converted(cents: number, rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  const micros = BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  return Number((BigInt(cents) * micros + 500_000n) / 1_000_000n);
}

/** Money as a locale writes it, with Intl's no-break spaces made plain (the page's text is compared the same way). */
export function money(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100).replace(/[\u00a0\u202f]/g, ' ');
}

/** The account's purchases as the cabinet lists them (first page). */
export async function purchasesOf(page: Page, baseURL: string): Promise<{ total: number; codes: string[] }> {
  const response = await page.request.get(`${baseURL}/api/profile/products/purchased/search?locale=en`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result?: { total: number; products: { product_code: string }[] }; total?: number; products?: { product_code: string }[] };
  const result = body.result ?? { total: body.total ?? 0, products: body.products ?? [] };
  return { total: result.total, codes: result.products.map((product) => product.product_code) };
}

/** The account's balance in cents, from the BFF. */
export async function balanceOf(page: Page, baseURL: string): Promise<number> {
  const response = await page.request.get(`${baseURL}/api/user/balance?locale=en`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

/** Events the page pushed to window.dataLayer. */
export async function analyticsEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: { event?: unknown }[] }).dataLayer ?? [];
    return layer.map((entry) => String(entry.event));
  });
}

/** The acquirer's test cards (docs/payments-contract.md "Test cards"). */
export const TEST_CARDS = {
  paid: '4242424242424242',
  threeDs: '5555555555554444',
  threeDsRedirect: '2200000000000004',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
} as const;

/** A future expiry as the card modal's mask wants it (MM/YY). */
export function futureExpiry(): string {
  const year = (new Date().getUTCFullYear() + 3) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}
