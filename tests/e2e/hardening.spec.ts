// What an attacker or a careless link meets, on the built server: addresses with a
// malformed % get the shop's 404 page in their language (the BFF a 400 in JSON), never a bare 500;
// a search for "100%" searches; unknown products and their Open Graph images are 404s; product
// pages link the image URL that answers, built from SITE_URL like every absolute URL; sitemaps
// past the end are 404s; each route keeps its own security policy, and the page policy lets the
// shop work. Whether made-up URLs grow the cache is measured in tests/scale/cache-bounds.spec.ts.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInNewShopper } from './support/checkout';
import { fill, messages, prefix } from './support/i18n';
import { STOREFRONT_HOSTED_PAYMENT_URL } from './support/servers';
import { Shop } from './support/shop';

/** A product id no catalogue has (the largest the routes accept). */
const UNKNOWN_ID = 2_147_483_647;

test('an address with a malformed % is the shop’s 404 page in its language, and a 400 in JSON for the BFF', async ({ page, request }) => {
  for (const [path, locale] of [
    ['/ru/product/%zz', 'ru'],
    ['/category/%E2%82', 'pt-BR'],
    ['/en/search/%', 'en'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].NotFound.title);
    await page.getByRole('link', { name: messages[locale].NotFound.back }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale) || '/'}$`));
  }

  const media = await request.get('/media/%');
  expect(media.status()).toBe(404);
  expect(await media.text()).toContain(messages['pt-BR'].NotFound.title);

  for (const locale of ['en', 'hi'] as const) {
    const api = await request.get(`/api/categories/%zz?locale=${locale}`);
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({ message: messages[locale].Api.badPath });
  }
});

test('a search for “100%” searches, from the search bar and from its address', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await shop.open('/');
  await shop.acceptCookies();
  const input = page.getByRole('combobox', { name: messages.en.Search.label });
  await input.fill('100%');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\/100%25$/);
  await expect(shop.heading()).toHaveText(fill(messages.en.Catalogue.searchTitle, { text: '100%' }));
  await expect(page).toHaveTitle(new RegExp(`^${fill(messages.en.Meta.searchTitle, { text: '100%' })}`));
  await expect(shop.productCards().first()).toBeVisible();

  // A % followed by hex digits is the text the shopper typed, not an escape.
  const ptBR = new Shop(page, 'pt-BR');
  const response = await ptBR.open('/search/a%2541');
  expect(response?.status()).toBe(200);
  await expect(ptBR.heading()).toHaveText(fill(messages['pt-BR'].Catalogue.searchTitle, { text: 'a%41' }));
  await expect(page).toHaveTitle(new RegExp(`^${fill(messages['pt-BR'].Meta.searchTitle, { text: 'a%41' })}`));
});

test('an unknown product is a 404, and so is its Open Graph image', async ({ page, request }) => {
  const response = await page.goto(`/en/product/${UNKNOWN_ID}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.NotFound.title);
  for (const path of [`/product/${UNKNOWN_ID}/og-image`, `/ru/product/${UNKNOWN_ID}/og-image`, '/en/product/abc/og-image']) {
    expect((await request.get(path)).status()).toBe(404);
  }
});

test('the built server carries what it runs, not the repository', () => {
  // A path the build cannot know (CACHE_DIR) once made Next trace the whole repository into it.
  const standalone = readdirSync(path.join(__dirname, '../../.next/standalone'));
  expect(standalone).toEqual(expect.arrayContaining(['server.js', 'node_modules', 'public', '.next']));
  for (const folder of ['app', 'components', 'docs', 'scripts', 'reference-provider', 'bench-results', 'content']) {
    expect({ folder, copied: standalone.includes(folder) }).toEqual({ folder, copied: false });
  }
});

test('the benchmark’s floor page and static file are not part of a production build', async ({ page, request }) => {
  // Only the bench build (.next-bench) serves them; here they are the shop's 404 like any unknown address.
  for (const path of ['/bench-floor/16384.html', '/bench/static.html']) {
    expect((await request.get(path)).status()).toBe(404);
  }
  const response = await page.goto('/en/bench-floor/16384.html');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.NotFound.title);
});

test('product pages link the Open Graph image that answers, and every absolute URL names SITE_URL', async ({ request, baseURL }) => {
  const popular = (await (await request.get('/api/popular-products')).json()) as { products: { id: number }[] };
  const id = popular.products[0]!.id;
  for (const locale of ['pt-BR', 'en'] as const) {
    const html = await (await request.get(`${prefix(locale)}/product/${id}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    expect(image).toBe(`${baseURL}${prefix(locale)}/product/${id}/og-image`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${prefix(locale)}/product/${id}"/>`);
    const answer = await request.get(image, { maxRedirects: 0 });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }

  // A Host a client chose never makes an address: the checkout's login redirect names SITE_URL.
  const redirect = await request.get('/api/payment/redirect/ABCDEFGHIJ0123456789?locale=en', {
    headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    maxRedirects: 0,
  });
  expect(redirect.status()).toBe(303);
  expect(redirect.headers().location).toBe(`${baseURL}/en?auth=login&next=%2Fen%2Fcheckout`);

  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) expect(file.startsWith(`${baseURL}/sitemaps/`)).toBe(true);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const last = Number(/products-(\d+)\.xml/.exec(files.at(-1)!)![1]);
  expect((await request.get(`/sitemaps/products-${last + 1}.xml`)).status()).toBe(404);
  expect((await request.get('/sitemaps/products-9999.xml')).status()).toBe(404);
});

test('each route keeps its own security policy', async ({ request }) => {
  const home = (await request.get('/en')).headers();
  expect(home['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
  expect(home['content-security-policy']).toContain("object-src 'none'");
  expect(home['x-frame-options']).toBe('SAMEORIGIN');

  const popular = (await (await request.get('/api/popular-products')).json()) as { products: { coverUrl: string }[] };
  const cover = popular.products.find((product) => product.coverUrl.endsWith('.svg'))!.coverUrl;
  const svg = (await request.get(cover)).headers();
  expect(svg['content-type']).toBe('image/svg+xml');
  expect(svg['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(svg['x-frame-options']).toBeUndefined();
  expect(svg['x-content-type-options']).toBe('nosniff');
});

test('the payment redirect page keeps its strict policy (hosted card flow)', async ({ page }) => {
  const baseURL = STOREFRONT_HOSTED_PAYMENT_URL;
  await signInNewShopper(page, baseURL, 'csp');
  const refusal = await page.request.get(`${baseURL}/api/payment/redirect/ABCDEFGHIJ0123456789?locale=ru`, { maxRedirects: 0 });
  expect(refusal.status()).toBe(404);
  expect(await refusal.text()).toContain(messages.ru.PaymentRedirect.notFoundTitle);
  const headers = refusal.headers();
  expect(headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'sha256-/);
  expect(headers['content-security-policy']).toContain("form-action 'none'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
});

test('the page policy lets the shop work: no script, style, image or request is refused', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const t = messages.ru;
  const shop = new Shop(page, 'ru');
  await shop.open('/');
  await shop.acceptCookies();
  const input = page.getByRole('combobox', { name: t.Search.label });
  await input.fill('steam');
  await expect(page.getByRole('group', { name: t.Search.hintsByName }).getByRole('option').first()).toBeVisible();
  await input.press('Escape');
  const buy = new RegExp(`^${t.Catalogue.buyProduct.replace('{name}', '(.+)')}$`);
  await page.getByRole('main').getByRole('button', { name: buy }).first().click();
  await expect(page.getByRole('status').filter({ hasText: t.Basket.added.replace('{name}', '').trim() })).toBeVisible();
  await shop.productCards().first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/ru\/product\/\d+$/);
  await expect(shop.heading()).toBeVisible();
  const cover = page.getByRole('main').locator('img').first();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(refused).toEqual([]);
});
