// What a shared link and a missing page say about themselves, read from the pages as served: a
// product is an Open Graph "product" with its price, the home page and the categories show the
// shop's own image in their language (an image that answers), and a page not found is titled so in
// its language and kept out of search indexes, never with the home page's title.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type TestLocale, messages, prefix } from './support/i18n';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The content of every `<meta property|name="key">` of a page's HTML, in order. */
function metas(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${escape(key)}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test.describe('a page not found', () => {
  for (const [locale, paths] of [
    ['ru', ['/ru/category/nope', '/ru/no/such/page']],
    ['en', ['/en/product/999999', '/en/no-such-page']],
  ] as const) {
    test(`is titled so in its language and not indexed (${locale})`, async ({ page }) => {
      const t = messages[locale as TestLocale];
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.NotFound.title);
        await expect(page).toHaveTitle(new RegExp(`^${escape(t.NotFound.title)} \\| `));
        await expect(page).not.toHaveTitle(new RegExp(escape(t.Meta.defaultTitle)));
        const robots = await page.locator('meta[name="robots"]').evaluateAll((elements) => elements.map((element) => element.getAttribute('content') ?? ''));
        expect(robots.length, path).toBeGreaterThan(0);
        expect(robots.every((content) => content.includes('noindex')), `${path}: ${robots.join(' / ')}`).toBe(true);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t.NotFound.text);
      }
    });
  }
});

test.describe('a shared link', () => {
  test('a product page is an Open Graph product with its price in euros', async ({ request }) => {
    const popular = (await (await request.get('/api/popular-products')).json()) as { products: { id: number; priceCents: number }[] };
    const product = popular.products[0]!;
    for (const locale of ['pt-BR', 'ru'] as const) {
      const html = await htmlOf(request, `${prefix(locale)}/product/${product.id}`);
      expect(metas(html, 'og:type')).toEqual(['product']);
      expect(metas(html, 'product:price:amount')).toEqual([(product.priceCents / 100).toFixed(2)]);
      expect(metas(html, 'product:price:currency')).toEqual(['EUR']);
      expect(metas(html, 'og:image').map((url) => new URL(url).pathname)).toEqual([`${prefix(locale)}/product/${product.id}/og-image`]);
    }
  });

  for (const [locale, path] of [
    ['pt-BR', '/'],
    ['en', '/en'],
    ['ru', '/ru/category/steam'],
    ['hi', '/hi/category/steam'],
  ] as const) {
    test(`${path} shows the shop’s image in its language, an image that answers (${locale})`, async ({ request }) => {
      const html = await htmlOf(request, path);
      expect(metas(html, 'og:type')).toEqual(['website']);
      const images = metas(html, 'og:image');
      expect(images.map((url) => new URL(url).pathname)).toEqual([`${prefix(locale)}/og-image`]);
      expect(metas(html, 'twitter:image')).toEqual(images);
      const image = await request.get(images[0]!, { maxRedirects: 0 });
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    });
  }
});
