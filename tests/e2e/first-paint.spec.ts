// A page served from the cache runs its first-load scripts only after its first frame
// (lib/server/scripts-after-first-paint.mjs): they are fetched from the start, as preloads, and
// added to the page once it has painted; the page then works as a shopper expects. In a language
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
  test(`a cached category page runs its scripts after its first paint, then works (${locale})`, async ({ page, request }) => {
    const t = messages[locale];
    const path = `${prefix(locale)}/category/steam`;
    const html = await cachedHtml(request, path);
    // No script tag left in the HTML (the noModule polyfill is one no module-running browser fetches):
    // the scripts are preloaded, and run by the loader.
    expect(html.match(/<script src=[^>]*>/g)?.filter((tag) => !/noModule/.test(tag)) ?? []).toEqual([]);
    expect(html).toContain('<script id="first-load-scripts">');

    await page.addInitScript(() => {
      // When the first frame comes, and when the first chunk's script element joins the document.
      const seen = window as unknown as { firstFrameAt?: number; firstChunkAt?: number };
      requestAnimationFrame(() => (seen.firstFrameAt ??= performance.now()));
      new MutationObserver((records, observer) => {
        const chunk = records
          .flatMap((record) => [...record.addedNodes])
          .some((node) => node instanceof HTMLScriptElement && !node.noModule && node.src.includes('/_next/static/chunks/'));
        if (!chunk) return;
        seen.firstChunkAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const shop = new Shop(page, locale);
    await shop.open('/category/steam');
    await shop.acceptCookies();
    const seen = await page.evaluate(() => {
      const { firstFrameAt, firstChunkAt } = window as unknown as { firstFrameAt?: number; firstChunkAt?: number };
      return { firstFrameAt, firstChunkAt };
    });
    expect(seen.firstFrameAt).toBeGreaterThan(0);
    expect(seen.firstChunkAt).toBeGreaterThan(seen.firstFrameAt!);
    const preloaded = [...html.matchAll(/<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g)].length;
    expect(preloaded).toBeGreaterThan(1);

    // Hydrated: a card's buy button puts the product in the basket.
    const template = t.Catalogue.buyProduct.replace('{name}', '(.+)');
    const buy = page.getByRole('main').getByRole('button', { name: new RegExp(`^${template}$`) }).first();
    const name = new RegExp(`^${template}$`).exec((await buy.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    await buy.click();
    await expect(page.getByRole('status').filter({ hasText: fill(t.Basket.added, { name }) })).toBeVisible();
  });
}
