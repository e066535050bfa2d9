// What every shopper sees: counts with the plural their number takes,
// units and covers in the page's language, the /holiday filters readable, card rows aligned at
// desktop and phone widths, Back returning to the same cards and place, one footer heading per
// column, and no stylesheet preloaded for nothing. Each in two languages at least.
import { type Locator, type Page, expect, test } from '@playwright/test';
import { COVER_IMAGES, coverDrawing } from './support/covers';
import { type TestLocale, messages, prefix, translate } from './support/i18n';
import { Shop } from './support/shop';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** The first product of a category (cheapest first) whose name says it lasts one month. */
async function oneMonthProduct(page: Page, locale: TestLocale, word: RegExp): Promise<{ id: number; name: string }> {
  const response = await page.request.get(`/api/categories/spotify?sort=increase&offset=0&locale=${locale}`);
  expect(response.status()).toBe(200);
  const { products } = (await response.json()) as { products: { id: number; name: string }[] };
  const product = products.find((candidate) => word.test(candidate.name));
  expect(product, 'a one-month subscription').toBeDefined();
  return product!;
}

test.describe('counts take the plural of their number', () => {
  const CHOSEN: Partial<Record<TestLocale, Record<number, string>>> = {
    'pt-BR': { 1: '1 selecionado', 2: '2 selecionados', 5: '5 selecionados', 21: '21 selecionados' },
    ru: { 1: 'выбран 1', 2: 'выбрано 2', 5: 'выбрано 5', 21: 'выбран 21' },
  };
  const COUNTRIES = ['AR', 'AU', 'BR', 'CA', 'CL', 'CN', 'CO', 'FR', 'DE', 'IN', 'ID', 'IT', 'JP', 'KZ', 'MX', 'NG', 'PH', 'PL', 'PT', 'RU', 'SA'];

  for (const locale of ['pt-BR', 'ru'] as const) {
    test(`the chosen-countries button and the found count in ${locale}`, async ({ page }) => {
      const t = messages[locale];
      for (const n of [1, 2, 5, 21]) {
        await page.goto(`${prefix(locale)}/category/steam?country=${COUNTRIES.slice(0, n).join(',')}`);
        await expect(page.getByRole('button', { name: `${t.Filters.country} · ${CHOSEN[locale]![n]}`, exact: true })).toBeVisible();
      }
      // A listing of two (Steam in the United Arab Emirates), where "найдено: 2 товаров" used to show.
      await page.goto(`${prefix(locale)}/category/steam?country=AE`);
      await expect(new Shop(page, locale).productCards()).toHaveCount(2);
      await expect(page.getByText(translate(locale)('Catalogue.found', { total: 2 }), { exact: true })).toBeVisible();
      await expect(page.getByText(locale === 'ru' ? 'Найдено 2 товара' : '2 produtos encontrados', { exact: true })).toBeVisible();
    });
  }
});

test.describe('units and covers in the page language', () => {
  const CASES = [
    { locale: 'ru', month: 'месяц', name: / 1 месяц /, english: /\bmonths?\b/ },
    { locale: 'pt-BR', month: 'mês', name: / 1 mês /, english: /\bmonths?\b/ },
    { locale: 'hi', month: 'महीना', name: / 1 महीना /, english: /\bmonths?\b/ },
  ] as const;

  for (const { locale, month, name, english } of CASES) {
    test(`a one-month subscription in ${locale}: its nominal value and its cover`, async ({ page }) => {
      const t = messages[locale];
      const product = await oneMonthProduct(page, locale, name);
      await page.goto(`${prefix(locale)}/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      const main = page.getByRole('main');
      await expect(main.getByRole('definition').filter({ hasText: new RegExp(`^1 ${month}$`) })).toBeVisible();
      await expect(main).not.toContainText('MONTHS');
      await expect(main.getByRole('term').filter({ hasText: t.Product.nominal })).toBeVisible();

      // The cover is the one drawn in this language: its month and title are not English.
      const cover = main.locator(COVER_IMAGES).first();
      const svg = await coverDrawing(page.request, cover);
      expect(svg).toBe(await (await page.request.get(`/media/covers/${locale}/${product.id}.svg`)).text());
      // Its words are drawn as outlines; each path names them.
      expect(svg).toContain(`aria-label="${month}"`);
      expect(svg).not.toMatch(english);
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    });
  }

  for (const locale of ['ru', 'pt-BR'] as const) {
    test(`gift-card cover texts and card covers in ${locale}`, async ({ page }) => {
      const shop = new Shop(page, locale);
      await shop.open('/category/netflix');
      const main = page.getByRole('main');
      const giftCard = locale === 'ru' ? 'подарочная карта' : 'cartão-presente';
      await expect(main.getByText(giftCard).first()).toBeVisible();
      await expect(main).not.toContainText('Gift Card');
      const covers = await main.locator('img[src*="/media/covers/"]').evaluateAll((images) => images.map((img) => img.getAttribute('src')));
      expect(covers.length).toBeGreaterThan(0);
      for (const src of covers) expect(src).toMatch(new RegExp(`^/media/covers/${locale}/\\d+\\.svg$`));
    });
  }
});

test('the footer gives each column its own heading, in Hindi and Russian', async ({ page }) => {
  for (const locale of ['hi', 'ru'] as const) {
    await new Shop(page, locale).open('/');
    const headings = await page.getByRole('contentinfo').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toHaveLength(4);
    expect(new Set(headings).size).toBe(4);
    expect(headings).toContain(messages[locale].Footer.support);
  }
});

/** WCAG contrast of an element's text colour on its own background colour (both opaque here). */
async function contrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(node);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

for (const locale of ['pt-BR', 'en'] as const) {
  test(`/holiday's sort select and filter buttons are readable (${locale})`, async ({ page }) => {
    const t = messages[locale];
    await new Shop(page, locale).open('/holiday');
    const bar = page.getByRole('region', { name: t.Filters.label });
    await expect(bar).toHaveAttribute('data-variant', 'holiday');
    const controls = [
      bar.getByLabel(t.Filters.sort),
      bar.getByRole('button', { name: t.Filters.price, exact: true }),
      bar.getByRole('button', { name: t.Filters.country, exact: true }),
      bar.getByRole('button', { name: t.Filters.currency, exact: true }),
      bar.getByRole('button', { name: t.Filters.category, exact: true }),
    ];
    for (const control of controls) expect(await contrast(control)).toBeGreaterThanOrEqual(4.5);
    // The panel a button opens keeps dark text on white as well.
    await bar.getByRole('button', { name: t.Filters.country, exact: true }).click();
    const option = bar.getByRole('group', { name: t.Filters.country }).getByRole('checkbox').first();
    await expect(option).toBeVisible();
    const label = option.locator('xpath=ancestor::label');
    expect(await label.evaluate((node) => getComputedStyle(node).color)).not.toBe('rgb(255, 255, 255)');
  });
}

/** Every card's price and Buy button share a row, and the Buy buttons of one grid row line up. */
async function expectAlignedCards(page: Page, locale: TestLocale) {
  const cards = page.getByRole('main').getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(4);
  const rows = new Map<number, number[]>();
  let struck = 0;
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    // The buy button by its name (the card also holds a wishlist heart), the price line by its label
    // (the card also has a rating line).
    const buyPrefix = messages[locale].Catalogue.buyProduct.split('{name}')[0]!;
    const buy = card.getByRole('button', { name: new RegExp(`^${buyPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    if ((await buy.count()) === 0) continue; // out of stock: no button
    const priceLine = card.getByRole('paragraph').filter({ hasText: messages[locale].Catalogue.price });
    const price = (await priceLine.boundingBox())!;
    const button = (await buy.boundingBox())!;
    const box = (await card.boundingBox())!;
    if ((await priceLine.textContent())!.includes(messages[locale].Catalogue.oldPrice)) struck += 1;
    const shared = Math.min(price.y + price.height, button.y + button.height) - Math.max(price.y, button.y);
    expect({ card: i, sharesRow: shared > 0 }).toEqual({ card: i, sharesRow: true });
    expect({ card: i, inside: button.x + button.width <= box.x + box.width + 0.5 }).toEqual({ card: i, inside: true });
    const row = Math.round(box.y);
    rows.set(row, [...(rows.get(row) ?? []), Math.round(button.y + button.height)]);
  }
  expect(struck, 'cards with a struck-through old price').toBeGreaterThan(0);
  for (const [row, bottoms] of rows) expect({ row, bottoms: new Set(bottoms).size }).toEqual({ row, bottoms: 1 });
}

for (const locale of ['pt-BR', 'ru'] as const) {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`card rows stay aligned with struck-through prices at ${viewport.width} px (${locale})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const shop = new Shop(page, locale);
      await shop.open('/discounts');
      await shop.acceptCookies();
      await expectAlignedCards(page, locale);
    });
  }
}

for (const locale of ['pt-BR', 'en'] as const) {
  test(`Back from a product returns to the same cards and place (${locale})`, async ({ page }) => {
    const t = messages[locale];
    const shop = new Shop(page, locale);
    await shop.open('/category/steam');
    await shop.acceptCookies();
    const cards = shop.productCards();
    await expect(cards).toHaveCount(20);
    for (const shown of [40, 60]) {
      await page.getByRole('button', { name: t.Catalogue.showMore }).click();
      await expect(cards).toHaveCount(shown);
    }
    const target = cards.nth(44);
    const name = (await target.getByRole('heading').textContent())!;
    await target.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);

    await target.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.goBack();
    await expect(cards).toHaveCount(60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 3);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(3);
    await expect(cards.nth(44)).toBeInViewport();

    // Arriving by a link instead starts again at the first page, at the top.
    await shop.categoryMenu().getByRole('link', { name: 'Xbox' }).click();
    await expect(shop.heading()).toHaveText('Xbox');
    await shop.categoryMenu().getByRole('link', { name: 'Steam' }).click();
    await expect(shop.heading()).toHaveText('Steam');
    await expect(cards).toHaveCount(20);
  });
}

for (const locale of ['pt-BR', 'en'] as const) {
  test(`nothing is preloaded without being used (${locale})`, async ({ page }) => {
    // Chromium warns a few seconds after the load event about a preload nothing used; the page's own
    // state says it at once: each preloaded style sheet is applied, each image shown by an <img>, each
    // script run by a <script>, each font file the source of a font face the page loaded.
    for (const path of ['/', '/product/150', '/holiday']) {
      await new Shop(page, locale).open(path);
      await page.waitForLoadState('load');
      const found = await page.evaluate(async () => {
        await document.fonts.ready;
        const applied = new Set([...document.styleSheets].map((sheet) => sheet.href));
        const shown = new Set([...document.images].filter((image) => image.complete).map((image) => image.currentSrc));
        const run = new Set([...document.scripts].map((script) => script.src));
        const loadedFamilies = new Set([...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')));
        const faceFamilies = new Map<string, string>();
        for (const sheet of document.styleSheets) {
          for (const rule of sheet.cssRules) {
            if (!(rule instanceof CSSFontFaceRule)) continue;
            const source = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'));
            if (source) faceFamilies.set(new URL(source[1]!, sheet.href ?? location.href).href, rule.style.getPropertyValue('font-family').replace(/"/g, ''));
          }
        }
        const used = (kind: string | null, href: string) => {
          if (kind === 'style') return applied.has(href);
          if (kind === 'image') return shown.has(href);
          if (kind === 'script') return run.has(href);
          if (kind === 'font') return loadedFamilies.has(faceFamilies.get(href) ?? '');
          return false;
        };
        const largest = document.querySelector('main img[fetchpriority="high"]')?.getAttribute('src') ?? '';
        return {
          largestInline: largest.startsWith('data:image/svg+xml,'),
          // A preload whose media matches nothing is never fetched (a cached page's inlined covers).
          preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((link) => !link.media || matchMedia(link.media).matches).map((link) => ({
            as: link.getAttribute('as'),
            href: link.href,
            used: used(link.getAttribute('as'), link.href),
          })),
        };
      });
      // Every page preloads its largest image, or, from the cache, carries it inline (its text font
      // too when rendered for the request; a page from the cache asks for its fonts after its first
      // paint instead).
      const { largestInline, preloads } = found;
      expect(largestInline || preloads.some((preload) => preload.as === 'image')).toBe(true);
      expect({ path, preloads }).toEqual({ path, preloads: preloads.map((preload) => ({ ...preload, used: true })) });
    }
  });
}
