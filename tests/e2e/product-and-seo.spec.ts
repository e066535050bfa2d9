// The product page with every field, and what search engines and link previews read.
import { expect, test } from '@playwright/test';
import { messages } from './support/i18n';
import { PROVIDER_URL } from './support/servers';
import { Shop } from './support/shop';

const en = messages.en;

interface ProviderProduct {
  id: number;
  name: string;
  article: string;
  product_code: string;
  platform: string;
  category: { name: string };
  region: { name: string } | null;
  rating: { average: number; count: number } | null;
  support_email: string;
}

/** A product with more than one page of reviews and a region lock, from the seeded catalogue. */
async function reviewedProduct(request: import('@playwright/test').APIRequestContext): Promise<ProviderProduct> {
  for (let offset = 0; offset < 1000; offset += 20) {
    const list = (await (await request.get(`${PROVIDER_URL}/api/popular-products?lang=en&offset=${offset}`)).json()) as {
      result: { products: { id: number }[]; total: number };
    };
    for (const { id } of list.result.products) {
      const { product } = (await (await request.get(`${PROVIDER_URL}/api/products/${id}?lang=en`)).json()) as { product: ProviderProduct };
      if (product.rating && product.rating.count > 10 && product.region) return product;
    }
    if (offset + 20 >= list.result.total) break;
  }
  throw new Error('the seeded catalogue has no product with more than ten reviews and a region');
}

test('the product page shows every field, similar products, reviews and the info modal', async ({ page, request }) => {
  const product = await reviewedProduct(request);
  const shop = new Shop(page, 'en');
  await shop.open(`/product/${product.id}`);
  await shop.acceptCookies();
  await expect(shop.heading()).toHaveText(product.name);
  const main = page.getByRole('main');
  await expect(main.getByText(`${en.Product.article}: ${product.article}`)).toBeVisible();
  for (const label of [en.Product.platform, en.Product.category, en.Product.giftCard, en.Product.nominal, en.Product.region]) {
    await expect(main.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(main.getByText(`Works only in: ${product.region!.name}`)).toBeVisible();
  await expect(main.getByText(/€\d/).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: en.Product.description })).toBeVisible();
  await expect(main.getByRole('heading', { name: en.Product.similar })).toBeVisible();
  await expect(main.getByRole('region', { name: en.Product.similar }).getByRole('article').first()).toBeVisible();

  const reviews = main.getByRole('region', { name: new RegExp(`^${en.Product.reviews}`) });
  await expect(reviews.getByRole('article')).toHaveCount(10);
  await reviews.getByRole('button', { name: en.Product.showMoreReviews }).click();
  await expect(reviews.getByRole('article')).toHaveCount(Math.min(20, product.rating!.count));

  // One support address everywhere: the footer's, which the provider (and its mails) names too.
  const footerMail = page.getByRole('contentinfo').getByRole('link', { name: /@/ });
  const support = (await footerMail.textContent())!.trim();
  expect(support).toBe(product.support_email);
  await expect(main.getByRole('link', { name: support })).toHaveAttribute('href', `mailto:${support}`);
  await page.getByRole('button', { name: en.Product.openInfo }).click();
  const modal = page.getByRole('dialog', { name: en.Product.info });
  await expect(modal.getByText(product.product_code)).toBeVisible();
  await expect(modal.getByRole('link', { name: support })).toHaveAttribute('href', new RegExp(`^mailto:${support.replace(/[.]/g, '\\.')}\\?subject=`));
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test("a product page's HTML carries its JSON-LD, Open Graph and alternates", async ({ request }) => {
  const product = await reviewedProduct(request);
  const html = await (await request.get(`/ru/product/${product.id}`)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  const ld = scripts.find((data) => data['@type'] === 'Product');
  expect(ld.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
  expect(ld.offers.availability).toMatch(/InStock|OutOfStock/);
  expect(ld.aggregateRating.reviewCount).toBe(product.rating!.count);
  expect(scripts.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  for (const locale of ['pt-BR', 'en', 'ru', 'hi', 'x-default']) expect(html).toContain(`hrefLang="${locale}"`);
  const image = await request.get(ogImage, { maxRedirects: 0 });
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('listings carry BreadcrumbList and ItemList', async ({ request, baseURL }) => {
  const html = await (await request.get('/en/category/spotify')).text();
  const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)['@type']);
  expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
  // Absolute URLs name SITE_URL, the origin the tests reach the server at.
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/en/category/spotify"/>`);
});

test('/sitemap.xml and /robots.txt answer', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(files).toContain('/sitemaps/pages.xml');
  const pages = await (await request.get('/sitemaps/pages.xml')).text();
  expect(pages).toContain('/hi/category/valorant</loc>');
  expect(pages).toContain('hreflang="x-default"');
  const products = await (await request.get(files.find((file) => file.includes('products'))!)).text();
  expect(products.match(/<url>/g)!.length).toBeGreaterThanOrEqual(300 * 4);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /profile');
  expect(robots).toContain('Disallow: /checkout');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('moving between two category pages restores the saved scroll position', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await shop.open('/category/steam');
  await shop.acceptCookies();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await shop.categoryMenu().getByRole('link', { name: 'Xbox' }).click();
  await expect(page).toHaveURL(/\/en\/category\/xbox$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
  await shop.categoryMenu().getByRole('link', { name: 'Steam' }).click();
  await expect(page).toHaveURL(/\/en\/category\/steam$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await shop.categoryMenu().getByRole('link', { name: en.Menu.popular }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
});
