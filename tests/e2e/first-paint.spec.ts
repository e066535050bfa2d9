// A page served from the cache paints its first screen before its scripts are requested
// (lib/server/scripts-after-first-paint.mjs): the style sheets the first frame waits for have
// arrived before any script is asked for, and the page then works as a shopper expects. In a language
// whose cached pages are narrowed to one byte per character (pt-BR) and one whose pages are not (ru).
import { type APIRequestContext, expect, test } from '@playwright/test';
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

for (const locale of ['pt-BR', 'ru'] satisfies TestLocale[]) {
  test(`a cached category page asks for its scripts after its first paint, then works (${locale})`, async ({ page, request }) => {
    const t = messages[locale];
    const path = `${prefix(locale)}/category/steam`;
    const html = await cachedHtml(request, path);
    // No script tag left to fetch (the noModule polyfill is one no module-running browser fetches).
    expect(html.match(/<script src=[^>]*>/g)?.filter((tag) => !/noModule/.test(tag)) ?? []).toEqual([]);
    expect(html).toContain('<script id="first-load-scripts">');

    const shop = new Shop(page, locale);
    await shop.open('/category/steam');
    await shop.acceptCookies();
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => /\/_next\/static\/chunks\/.+\.js/.test(entry.name));
      const sheets = resources.filter((entry) => entry.initiatorType === 'link' && /\.css(\?|$)/.test(entry.name));
      return {
        scripts: scripts.length,
        sheets: sheets.length,
        firstScriptAskedAt: Math.min(...scripts.map((entry) => entry.startTime)),
        lastSheetArrivedAt: Math.max(...sheets.map((entry) => entry.responseEnd)),
        painted: performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
      };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.sheets).toBeGreaterThan(0);
    expect(timing.painted).toBe(true);
    // The first frame cannot come before the style sheets that block it.
    expect(timing.firstScriptAskedAt).toBeGreaterThanOrEqual(timing.lastSheetArrivedAt);

    // Hydrated: a card's buy button puts the product in the basket.
    const template = t.Catalogue.buyProduct.replace('{name}', '(.+)');
    const buy = page.getByRole('main').getByRole('button', { name: new RegExp(`^${template}$`) }).first();
    const name = new RegExp(`^${template}$`).exec((await buy.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    await buy.click();
    await expect(page.getByRole('status').filter({ hasText: fill(t.Basket.added, { name }) })).toBeVisible();
  });
}
