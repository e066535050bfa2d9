// Helpers of the scale tests: signed revalidation calls (lib/cache/revalidation.ts's contract, signed
// here independently with node:crypto), the provider's price switch, and reading a product page.
import { createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { PROVIDER_URL, SCALE_SECRETS } from './servers';

export function signedRevalidation(body: unknown, { secret = SCALE_SECRETS.revalidate, at = Date.now() } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(at / 1000));
  const nonce = randomBytes(18).toString('base64url');
  const signature = `sha256=${createHmac('sha256', secret).update(`v1:${timestamp}:${nonce}:${raw}`).digest('hex')}`;
  return {
    data: raw,
    headers: {
      'content-type': 'application/json',
      'x-revalidate-timestamp': timestamp,
      'x-revalidate-nonce': nonce,
      'x-revalidate-signature': signature,
    },
  };
}

/** Products of the seeded catalogue, from the provider's first popular page. */
export async function someProductIds(request: APIRequestContext, count: number): Promise<number[]> {
  const response = await request.get(`${PROVIDER_URL}/api/popular-products?page=1`);
  if (!response.ok()) throw new Error(`provider popular products: ${response.status()}`);
  const body = (await response.json()) as { result: { products: Array<{ id: number }> } };
  const ids = body.result.products.map((product) => product.id);
  if (ids.length < count) throw new Error(`the provider has ${ids.length} popular products, ${count} wanted`);
  return ids.slice(0, count);
}

/** Sets a product's price at the provider; `notify: false` keeps the storefronts uninformed. */
export async function setPrice(request: APIRequestContext, id: number, priceCents: number, notify = true) {
  const response = await request.patch(`${PROVIDER_URL}/dev/products/${id}`, {
    data: { price_cents: priceCents, old_price_cents: null, ...(notify ? {} : { notify: false }) },
  });
  if (!response.ok()) throw new Error(`PATCH /dev/products/${id}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { notified: number };
}

export const euros = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * How Next's cache served an answer, from the storefront's Cache-Status (RFC 9211; Next's own
 * x-nextjs-cache never reaches a client): HIT, MISS, STALE or REVALIDATED, or null.
 */
export function servedBy(headers: Record<string, string>): string | null {
  const entry = /^storefront; (hit|fwd=(miss|stale|request))$/.exec(headers['cache-status'] ?? '');
  if (!entry) return null;
  return entry[1] === 'hit' ? 'HIT' : ({ miss: 'MISS', stale: 'STALE', request: 'REVALIDATED' } as const)[entry[2] as 'miss' | 'stale' | 'request'];
}

/**
 * A page's HTML with its numeric character references decoded, as a browser reads it: a cached
 * English or Portuguese page is stored with its characters above U+00FF written as references
 * (lib/server/narrow-html.mjs), so a price reads `&#x20ac;12.34` in the bytes and `€12.34` on screen.
 */
export function readableHtml(html: string): string {
  return html.replace(/&#x([0-9a-f]+);|&#([0-9]+);/gi, (_, hex: string | undefined, dec: string | undefined) => String.fromCodePoint(hex ? Number.parseInt(hex, 16) : Number(dec)));
}

/** A page as HTML (`html` as sent, `text` as a browser reads it), with how Next's cache served it. */
export async function pageAt(request: APIRequestContext, origin: string, path: string) {
  const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
  const html = await response.text();
  return { status: response.status(), cache: servedBy(response.headers()), html, text: readableHtml(html) };
}

/** A product page in English as HTML, with how Next's cache served it. */
export function productPage(request: APIRequestContext, origin: string, id: number) {
  return pageAt(request, origin, `/en/product/${id}`);
}

/** Visits a page until it comes from the cache (an ISR page renders on its first visit). */
export async function warmPage(request: APIRequestContext, origin: string, path: string) {
  // The first render's cache write (and a regeneration after another test's revalidation: STALE)
  // finishes after its answer, later on a loaded machine: ask again, pausing, for up to ~15 s.
  let seen: string | null = null;
  for (let attempt = 0; attempt < 30; attempt++) {
    const page = await pageAt(request, origin, path);
    if (page.status !== 200) throw new Error(`${origin}${path} answered ${page.status}`);
    if (page.cache === 'HIT') return page;
    seen = page.cache;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin}${path} never came from the cache (last Cache-Status: ${seen ?? 'none'})`);
}

export function warmProductPage(request: APIRequestContext, origin: string, id: number) {
  return warmPage(request, origin, `/en/product/${id}`);
}
