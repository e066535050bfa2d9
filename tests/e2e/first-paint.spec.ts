// What the first paint of a catalogue page needs arrives with its HTML: the styles are inlined (no
// style sheet request blocks the paint) and so is the largest paint, the first cover (a data: URI
// of the provider's SVG, never fetched), while the other covers wait for layout instead of being
// preloaded before the paint.
import { type Page, expect, test } from '@playwright/test';
import { Shop } from './support/shop';

/** The covers the browser asked the storefront for while the page loaded. */
function coverRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/media/covers/')) urls.push(path);
  });
  return urls;
}

async function expectPainted(cover: ReturnType<Page['locator']>) {
  await expect(cover).toHaveAttribute('src', /^data:image\/svg\+xml,%3Csvg /);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(400);
}

test('a listing paints its first cover from its HTML and asks for no style sheet before it', async ({ page }) => {
  const shop = new Shop(page, 'en');
  const requested = coverRequests(page);
  const response = await shop.open('/category/steam');
  const html = await response!.text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(html).toContain('<style');
  // Nothing announced in the head: the first cover is in the page, the others load after layout.
  expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+as="image"/);

  const cards = shop.productCards();
  await expect(cards).toHaveCount(20);
  const first = cards.first().locator('img').first();
  await expectPainted(first);
  const second = cards.nth(1).locator('img').first();
  await expect(second).toHaveAttribute('loading', 'lazy');
  const secondSrc = await second.getAttribute('src');
  expect(secondSrc).toMatch(/^\/media\/covers\/en\/\d+\.svg$/);
  await expect.poll(() => requested).toContain(secondSrc);
  // The first card's own cover file is never fetched.
  const firstHref = await cards.first().getByRole('heading').getByRole('link').getAttribute('href');
  expect(requested).not.toContain(`/media/covers/en/${firstHref!.split('/').pop()}.svg`);
});

test('a product page paints its cover from its HTML', async ({ page }) => {
  const shop = new Shop(page, 'pt-BR');
  await shop.open('/');
  const href = await shop.productCards().first().getByRole('heading').getByRole('link').getAttribute('href');
  const requested = coverRequests(page);
  await page.goto(href!);
  const product = page.getByRole('main').getByRole('article').first();
  await expect(product.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPainted(product.locator('img').first());
  // The product's own cover is never fetched: only the similar products' covers are.
  const id = href!.split('/').pop();
  expect(requested).not.toContain(`/media/covers/pt-BR/${id}.svg`);
});
