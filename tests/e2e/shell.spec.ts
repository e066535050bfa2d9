// The shell around every page: server-rendered HTML, security headers, fonts for three scripts,
// the cookie banner, the basket panel, search from the navbar, and the provider-down page.
import { expect, test } from '@playwright/test';
import { messages } from './support/i18n';
import { PROVIDER_URL, STOREFRONT_WITHOUT_PROVIDER_URL } from './support/servers';
import { Shop } from './support/shop';

test('the server HTML of / already holds the product names', async ({ request }) => {
  const popular = (await (await request.get(`${PROVIDER_URL}/api/popular-products?lang=pt-BR`)).json()) as {
    result: { products: { name: string }[] };
  };
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  for (const product of popular.result.products.slice(0, 5)) expect(html).toContain(escape(product.name));
  expect(html).toContain('<html lang="pt-BR"');
});

test('every page carries the security headers', async ({ request }) => {
  for (const path of ['/', '/en/category/steam', '/no-such-page']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['permissions-policy']).toContain('camera=()');
    // Plain HTTP: no HSTS. Behind the trusted proxy the tests play, an https client gets it.
    expect(headers['strict-transport-security']).toBeUndefined();
    const secure = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers()['strict-transport-security']).toContain('max-age=');
  }
});

test('Latin, Cyrillic and Devanagari render with the self-hosted fonts', async ({ page }) => {
  for (const [path, text] of [
    ['/hi', messages.hi.Catalogue.popularTitle],
    ['/ru', messages.ru.Catalogue.popularTitle],
    ['/en', messages.en.Catalogue.popularTitle],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
    });
    const family = path === '/hi' ? /devanagari/i : path === '/ru' ? /cyrillic/i : /latin/i;
    expect(loaded.some((name) => family.test(name))).toBe(true);
    if (path === '/hi') {
      // The "≈ ₹" prices are drawn by the Devanagari face: no Latin Extended file for them.
      await expect(page.getByText(/₹/).first()).toBeVisible();
      expect(loaded.filter((name) => /latin-?ext/i.test(name))).toEqual([]);
    }
  }
  await page.goto('/hi');
  await page.screenshot({ path: 'test-results/hindi-index.png' });
});

test('the cookie banner remembers accept, and postpone hides it for now', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await shop.open('/');
  const banner = page.locator('#myPanel1');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: messages.en.Cookie.postpone }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  await page.evaluate(() => window.localStorage.removeItem('cookie-consent'));
  await page.reload();
  await banner.getByRole('button', { name: messages.en.Cookie.accept }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('cookie-consent') ?? '{}').choice)).toBe('accepted');
});

test('the basket button opens the basket panel with its empty state', async ({ page }) => {
  const shop = new Shop(page, 'pt-BR');
  await shop.open('/');
  await shop.acceptCookies();
  await page.getByRole('button', { name: 'Carrinho, 0 itens' }).click();
  const panel = page.getByRole('dialog', { name: messages['pt-BR'].Basket.title });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(messages['pt-BR'].Basket.empty)).toBeVisible();
  await panel.getByRole('link', { name: 'PlayStation' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/category\/playstation$/);
  await page.getByRole('button', { name: /^Carrinho/ }).click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('Enter in the search input with nothing typed goes to the index', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await shop.open('/category/netflix');
  const search = page.getByRole('combobox', { name: messages.en.Search.label });
  await expect(search).toHaveAttribute('maxlength', '68');
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en$/);
  await expect(shop.heading()).toHaveText(messages.en.Catalogue.popularTitle);
});

test('without the provider, pages the cache lacks answer 503 with a clear message in the page language', async ({ request }) => {
  // This storefront shares the standalone folder, and so the page cache on disk, with the one that
  // has the provider: a page that one rendered is served here too. These never are
  // cached: products that do not exist, and a filtered listing (always rendered per request).
  for (const [path, locale] of [
    ['/product/999999', 'pt-BR'],
    ['/en/category/steam?sort=increase&minPrice=5', 'en'],
    ['/ru/product/999998', 'ru'],
  ] as const) {
    const response = await request.get(`${STOREFRONT_WITHOUT_PROVIDER_URL}${path}`);
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`lang="${locale}"`);
    expect(html).toContain(messages[locale].Errors.unavailableTitle);
    expect(html).toContain(messages[locale].Errors.retry);
    expect(html).not.toMatch(/at .*\.js:\d+/);
  }
  const api = await request.get(`${STOREFRONT_WITHOUT_PROVIDER_URL}/api/popular-products`);
  expect(api.status()).toBe(503);
  expect(await api.json()).toEqual({ message: expect.any(String) });
});

test('the 503 page offers a retry link in a real browser', async ({ page }) => {
  await page.goto(`${STOREFRONT_WITHOUT_PROVIDER_URL}/en/product/999997`);
  await expect(page.getByRole('alert')).toContainText(messages.en.Errors.unavailableText);
  await expect(page.getByRole('link', { name: messages.en.Errors.retry })).toHaveAttribute('href', '/en/product/999997');
});
