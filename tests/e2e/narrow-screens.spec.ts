// Small phones, 320 and 360 px wide, in the four languages: no listing (home, a category, search,
// /holiday, /noveltes) and no product page is wider than the screen, so nothing is clipped and the
// page never scrolls sideways (a select as wide as its longest option once pushed them to 362–378 px).
import { expect, test } from '@playwright/test';
import { productsInStock } from './support/checkout';
import { type TestLocale, prefix } from './support/i18n';

test.describe.configure({ timeout: 90_000 });

const LOCALES: TestLocale[] = ['pt-BR', 'en', 'ru', 'hi'];

for (const width of [320, 360]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const locale of LOCALES) {
      test(`${locale}: listings and a product page fit the screen`, async ({ page }) => {
        const [product] = await productsInStock(1);
        for (const path of ['/', '/category/steam', '/search/gift', '/holiday', '/noveltes', `/product/${product!.id}`]) {
          await page.goto(`${prefix(locale)}${path === '/' && locale !== 'pt-BR' ? '' : path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // The widths are those of the page's own fonts, once loaded.
          const scrollWidth = await page.evaluate(async () => {
            await document.fonts.ready;
            return document.documentElement.scrollWidth;
          });
          expect.soft(scrollWidth, `${path} is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
        }
      });
    }
  });
}
