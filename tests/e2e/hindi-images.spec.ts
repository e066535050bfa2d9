// Hindi where a product is shared and on its cover: the Open Graph image answers as a PNG, and the
// cover draws its words as outlines, so a browser without a Devanagari font (Debian's chromium here
// has none) shows them instead of boxes.
import { expect, test } from '@playwright/test';
import { COVER_IMAGES, coverDrawing } from './support/covers';

const DEVANAGARI = /[\u0900-\u097f]/;

test('a Hindi product’s Open Graph image is a PNG and its cover draws its Hindi words as outlines', async ({ page, request }) => {
  const popular = (await (await request.get('/api/popular-products')).json()) as { products: { id: number }[] };
  const id = popular.products[0]!.id;
  await page.goto(`/hi/product/${id}`);

  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(new RegExp(`/hi/product/${id}/og-image$`));
  const answer = await request.get(image!, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  const png = await answer.body();
  // The PNG's header says 1200x630, as the page announces.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  // The product's cover, in Hindi: a decorative image (alt=""), the drawing /media serves for it (from
  // there, or inside the page when it comes from the cache).
  const cover = page.getByRole('main').locator(COVER_IMAGES).first();
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  const served = await request.get(`/media/covers/hi/${id}.svg`);
  expect(await coverDrawing(request, cover)).toBe(await served.text());
  expect(served.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(served.headers()['content-security-policy']).toContain("default-src 'none'");
  // Every popular product's Hindi cover: no <text> nor font anywhere, the words as outlines, and
  // Devanagari among them (a title, a category or "महीना").
  const covers = await page.evaluate(async (ids) => {
    return Promise.all(
      ids.map(async (productId) => {
        const doc = new DOMParser().parseFromString(await (await fetch(`/media/covers/hi/${productId}.svg`)).text(), 'image/svg+xml');
        return {
          texts: doc.getElementsByTagName('text').length,
          fonts: doc.querySelectorAll('[font-family], style').length,
          words: [...doc.querySelectorAll('path[aria-label]')].map((path) => path.getAttribute('aria-label') ?? ''),
        };
      }),
    );
  }, popular.products.map((product) => product.id));
  for (const drawn of covers) {
    expect(drawn.texts).toBe(0);
    expect(drawn.fonts).toBe(0);
    expect(drawn.words.length).toBeGreaterThanOrEqual(3);
  }
  expect(covers.some((drawn) => drawn.words.some((words) => DEVANAGARI.test(words)))).toBe(true);
});
