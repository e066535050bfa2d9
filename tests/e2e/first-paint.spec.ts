// The largest paint of a catalogue page arrives with its HTML: the first screen's covers are data:
// URIs of the provider's SVGs (never fetched), while the covers after them wait for layout instead
// of being preloaded before the paint.
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

test('a listing paints its first screen’s covers from its HTML and preloads no other', async ({ page }) => {
  const shop = new Shop(page, 'en');
  const requested = coverRequests(page);
  const response = await shop.open('/category/steam');
  const html = await response!.text();
  // Nothing announced in the head: the first covers are in the page, the others load after layout.
  expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+as="image"/);

  const cards = shop.productCards();
  await expect(cards).toHaveCount(20);
  for (let index = 0; index < 4; index++) {
    await expectPainted(cards.nth(index).locator('img').first());
    // The inlined cover's own file is never fetched.
    const href = await cards.nth(index).getByRole('heading').getByRole('link').getAttribute('href');
    expect(requested).not.toContain(`/media/covers/en/${href!.split('/').pop()}.svg`);
  }
  const fifth = cards.nth(4).locator('img').first();
  await expect(fifth).toHaveAttribute('loading', 'lazy');
  const fifthSrc = await fifth.getAttribute('src');
  expect(fifthSrc).toMatch(/^\/media\/covers\/en\/\d+\.svg$/);
  await fifth.scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toContain(fifthSrc);
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
