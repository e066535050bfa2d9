// A page served from the cache paints its first screen from its HTML alone, its style sheets written
// into its head (lib/server/inline-style-sheets.mjs), before its sheets, fonts and scripts are
// requested (lib/server/scripts-after-first-paint.mjs), and then works as a shopper expects. In a
// language whose cached pages are narrowed to one byte per character (pt-BR) and one whose pages are
// not (ru). Its first screen's covers are inside its HTML (lib/server/inline-first-covers.mjs): never
// asked for, shown before and after hydration (en, hi).
// A press made in the moment between the first paint and the scripts running is held and given again
// once the page is hydrated (lib/browser/held-presses.mjs): here that moment is stretched by holding
// the scripts back, and the shopper presses as soon as the page shows.
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { escapeRegExp } from './support/checkout-ui';
import { COVER_IMAGES, coverDrawing } from './support/covers';
import { type TestLocale, fill, messages, prefix } from './support/i18n';
import { Shop } from './support/shop';

/** The page's HTML once the storefront serves it from its cache (the first request may render it). */
async function cachedHtml(request: APIRequestContext, path: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    if (/\bhit\b/.test(response.headers()['cache-status'] ?? '')) return response.text();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${path} was never served from the cache`);
}

/** When the page's first contentful paint and its style sheets, fonts and scripts were asked for. */
function loadTiming(page: Page, inlined: string[]) {
  return page.evaluate(async (inlined) => {
    await document.fonts.ready;
    // Reported once the frame is on screen, which may come after the load event.
    const firstContentfulPaint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (!entry) return;
        observer.disconnect();
        resolve(entry.startTime);
      }).observe({ type: 'paint', buffered: true });
    });
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => /\/_next\/static\/chunks\/.+\.js/.test(entry.name));
    const sheets = resources.filter((entry) => inlined.some((href) => new URL(href, location.href).href === entry.name));
    const fonts = resources.filter((entry) => /\.woff2$/.test(entry.name));
    return {
      firstContentfulPaint,
      scripts: scripts.length,
      sheets: sheets.length,
      fonts: fonts.length,
      firstScriptAskedAt: Math.min(...scripts.map((entry) => entry.startTime)),
      firstSheetAskedAt: Math.min(...sheets.map((entry) => entry.startTime)),
      lastSheetArrivedAt: Math.max(...sheets.map((entry) => entry.responseEnd)),
      firstFontAskedAt: Math.min(...fonts.map((entry) => entry.startTime)),
      linked: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
      fontsLoaded: [...document.fonts].some((face) => face.status === 'loaded'),
    };
  }, inlined);
}

for (const locale of ['pt-BR', 'ru'] satisfies TestLocale[]) {
  test(`a cached category page paints from its HTML alone, asks for its sheets, fonts and scripts after, then works (${locale})`, async ({ page, request }) => {
    const t = messages[locale];
    const path = `${prefix(locale)}/category/steam`;
    const html = await cachedHtml(request, path);
    // No script tag left to fetch (the noModule polyfill is one no module-running browser fetches).
    expect(html.match(/<script src=[^>]*>/g)?.filter((tag) => !/noModule/.test(tag)) ?? []).toEqual([]);
    expect(html).toContain('<script id="first-load-scripts">');
    // Its style sheets are written into its head (linked only for a browser running no script), and
    // no font is preloaded.
    expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('<link rel="stylesheet"');
    expect(html).not.toContain('as="font"');
    const inlined = [...html.matchAll(/<style data-inlined-from="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(inlined.length).toBeGreaterThan(0);

    const shop = new Shop(page, locale);
    await shop.open('/category/steam');
    await shop.acceptCookies();
    const first = await loadTiming(page, inlined);
    expect(first.firstContentfulPaint).toBeGreaterThan(0);
    // Nothing was asked for before the first paint: the sheets, the fonts and the scripts come after it,
    // and the scripts after the sheets, so whatever they render finds its rules.
    expect(first.sheets).toBe(inlined.length);
    expect(first.fonts).toBeGreaterThan(0);
    expect(first.scripts).toBeGreaterThan(0);
    expect(first.firstSheetAskedAt).toBeGreaterThanOrEqual(first.firstContentfulPaint);
    expect(first.firstFontAskedAt).toBeGreaterThanOrEqual(first.firstContentfulPaint);
    expect(first.firstScriptAskedAt).toBeGreaterThanOrEqual(first.lastSheetArrivedAt);
    // The sheets are linked again, as React expects to find them, and the page's fonts are in use.
    expect(first.linked).toEqual(expect.arrayContaining(inlined));
    expect(first.fontsLoaded).toBe(true);

    // Hydrated: a card's buy button puts the product in the basket.
    const template = t.Catalogue.buyProduct.replace('{name}', '(.+)');
    const buy = page.getByRole('main').getByRole('button', { name: new RegExp(`^${template}$`) }).first();
    const name = new RegExp(`^${template}$`).exec((await buy.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    await buy.click();
    await expect(page.getByRole('status').filter({ hasText: fill(t.Basket.added, { name }) })).toBeVisible();

    // Back in a browser that has loaded the fonts: they are asked for before the first paint, from its cache.
    await page.reload();
    const again = await loadTiming(page, inlined);
    expect(again.fonts).toBeGreaterThan(0);
    expect(again.firstFontAskedAt).toBeLessThan(again.firstContentfulPaint);
  });
}

for (const locale of ['en', 'hi'] satisfies TestLocale[]) {
  test(`a cached listing and product page carry their first covers: none asked for, each shown, still after hydration and Back (${locale})`, async ({ page, request }) => {
    const path = `${prefix(locale)}/category/steam`;
    const html = await cachedHtml(request, path);
    // The first screen's four covers are drawings inside the HTML; their preloads are inert.
    const first = html.match(/<img [^>]*fetchPriority="high"[^>]*>/g) ?? [];
    expect(first).toHaveLength(4);
    for (const image of first) expect(image).toMatch(/^<img src="data:image\/svg\+xml,%3Csvg /);
    const imagePreloads = html.match(/<link rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
    expect(imagePreloads).toHaveLength(4);
    for (const preload of imagePreloads) expect(preload).toContain(' media="not all"');

    await page.goto(path);
    await expect.poll(() => pageHydrated(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    const cards = page.getByRole('main').getByRole('article');
    const ids: string[] = [];
    for (let index = 0; index < 4; index++) {
      const card = cards.nth(index);
      const id = /\/product\/(\d+)$/.exec((await card.getByRole('link').first().getAttribute('href')) ?? '')?.[1];
      expect(id).toBeTruthy();
      ids.push(id!);
      const cover = card.locator(COVER_IMAGES).first();
      // Shown, as the drawing /media serves for the product, and kept by React when it hydrated.
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
      expect(await cover.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      expect(await coverDrawing(request, cover)).toBe(await (await request.get(`/media/covers/${locale}/${id}.svg`)).text());
    }
    // Not asked for by the page's load, nor by the product pages it prefetches (whose payloads
    // announce their covers: React finds the inert preloads and asks for nothing).
    const asked = await page.evaluate(
      (paths) => performance.getEntriesByType('resource').filter((entry) => paths.includes(new URL(entry.name).pathname)).length,
      ids.map((id) => `/media/covers/${locale}/${id}.svg`),
    );
    expect(asked).toBe(0);

    // A product page from the cache carries its own cover the same way.
    const product = await cachedHtml(request, `${prefix(locale)}/product/${ids[0]}`);
    expect(product.match(/<img [^>]*fetchPriority="high"[^>]*>/g)?.every((image) => image.startsWith('<img src="data:image/svg+xml,'))).toBe(true);

    // To a product and Back, in the page: every cover is still shown.
    await cards.first().getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/product/${ids[0]}$`));
    const productCover = page.getByRole('main').locator(COVER_IMAGES).first();
    await expect.poll(() => productCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    await page.goBack();
    await page.waitForURL(new RegExp(`${path}$`));
    for (let index = 0; index < 4; index++) {
      const cover = cards.nth(index).locator(COVER_IMAGES).first();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    }
  });
}

/** Holds every script chunk back for `ms`, so the page shows well before it is hydrated. */
async function slowScripts(page: Page, ms: number) {
  let held = 0;
  await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return () => held;
}

/** Whether React has hydrated the page (it marks each element it hydrates; the <body> is hydrated with the page's shell). */
const pageHydrated = (page: Page) => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactProps$')));

test('presses made before the scripts have run are given once the page is hydrated: a card into the basket, once (pt-BR)', async ({ page, request }) => {
  const t = messages['pt-BR'];
  await cachedHtml(request, '/category/steam');
  const scriptsHeld = await slowScripts(page, 2500);
  await page.goto('/category/steam', { waitUntil: 'domcontentloaded' });

  const template = t.Catalogue.buyProduct.replace('{name}', '(.+)');
  const buy = page.getByRole('main').getByRole('button', { name: new RegExp(`^${template}$`) }).first();
  const name = new RegExp(`^${template}$`).exec((await buy.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await buy.click();
  expect(await pageHydrated(page)).toBe(false);
  // Asked for once the page's style sheets are linked again, after its first paint, and held back here.
  await expect.poll(scriptsHeld).toBeGreaterThan(0);

  await expect(page.getByRole('status').filter({ hasText: fill(t.Basket.added, { name }) })).toBeVisible({ timeout: 15_000 });
  // The mark the holder waits for is React's own: a React that named it otherwise fails here.
  expect(await pageHydrated(page)).toBe(true);
  await new Shop(page, 'pt-BR').acceptCookies();
  // Given once: one of that product in the basket.
  await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${escapeRegExp(t.Nav.basketWithCount.split(',')[0]!)}`) }).click();
  const panel = page.getByRole('dialog', { name: t.Basket.title });
  await expect(panel.getByRole('list', { name: t.Basket.itemsLabel }).getByRole('listitem')).toHaveCount(1);
});

test("a sort chosen before the scripts have run is the shopper's once the page is hydrated (ru)", async ({ page, request }) => {
  const t = messages.ru;
  await cachedHtml(request, '/ru/category/steam');
  await slowScripts(page, 2500);
  await page.goto('/ru/category/steam', { waitUntil: 'domcontentloaded' });
  const sort = page.getByLabel(t.Filters.sort);
  await sort.selectOption('increase');
  expect(await pageHydrated(page)).toBe(false);
  await expect(page).toHaveURL(/sort=increase$/, { timeout: 15_000 });
  await expect(sort).toHaveValue('increase');
});

test.describe('in a browser that runs no script', () => {
  test.use({ javaScriptEnabled: false });

  test('a cached page links its style sheets and uses its fonts all the same (en)', async ({ page, request }) => {
    const html = await cachedHtml(request, '/en/category/steam');
    const inlined = [...html.matchAll(/<style data-inlined-from="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(inlined.length).toBeGreaterThan(0);
    await page.goto('/en/category/steam');
    // Evaluated by the test's driver, not by the page, which runs none of its scripts.
    const state = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        sheets: [...document.styleSheets].map((sheet) => sheet.href).filter((href): href is string => href !== null),
        fontsLoaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
        hydrated: Object.keys(document.body).some((key) => key.startsWith('__reactProps$')),
      };
    });
    expect(state.hydrated).toBe(false);
    expect(state.sheets).toEqual(expect.arrayContaining(inlined.map((href) => new URL(href, page.url()).href)));
    expect(state.fontsLoaded.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Steam' })).toBeVisible();
  });
});
