// The search hints on a phone: behind the search toggle, each hint's cover, name and
// price fit the screen, and the brand typed in the shopper's script is understood.
import { expect, test } from '@playwright/test';
import { literal, messages, type TestLocale } from './support/i18n';
import { Shop } from './support/shop';

for (const [locale, text, brand] of [
  ['ru', 'нетфликс', 'Netflix'],
  ['hi', 'स्टीम', 'Steam'],
] as Array<[TestLocale, string, string]>) {
  test(`hints fit a phone screen with their cover and price (${locale} "${text}")`, async ({ page }) => {
    const t = messages[locale].Search;
    const shop = new Shop(page, locale);
    await shop.open('/');
    await shop.acceptCookies();
    await page.getByRole('button', { name: t.open }).click();
    await page.getByRole('combobox', { name: t.label }).fill(text);
    const first = page.getByRole('group', { name: t.hintsByName }).getByRole('option').first();
    await expect(first).toBeVisible();
    // Named by the product's name and its price; the cover's alt text names it too.
    await expect(first).toHaveAccessibleName(new RegExp(`${brand}.*€`));
    const [before, after] = t.hintCover.split('{name}') as [string, string];
    const cover = first.getByRole('img', { name: new RegExp(`^${literal(before)}.*${brand}.*${literal(after)}$`) });
    await expect(cover).toBeVisible();
    // Nothing sticks out of the screen: the long name is cut, cover and price stay whole.
    const viewport = page.viewportSize()!.width;
    for (const box of [await first.boundingBox(), await cover.boundingBox()]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [locale, text] of [
    ['ru', 'steam'],
    ['pt-BR', 'google play'],
  ] as Array<[TestLocale, string]>) {
    test(`every hint shows its nominal and region whole (${locale} "${text}")`, async ({ page }) => {
      const t = messages[locale].Search;
      const shop = new Shop(page, locale);
      await shop.open('/');
      await shop.acceptCookies();
      await page.getByRole('button', { name: t.open }).click();
      const answer = page.waitForResponse((response) => response.url().includes('/api/search/hints') && response.ok());
      await page.getByRole('combobox', { name: t.label }).fill(text);
      const hints = (await (await answer).json()) as { byName: Array<{ name: string }>; byArticle: Array<{ name: string }> };
      const names = [...hints.byName, ...hints.byArticle].map((hint) => hint.name);
      expect(names.length).toBeGreaterThan(1);
      const options = page.getByRole('listbox', { name: t.hintsLabel }).getByRole('option');
      await expect(options).toHaveCount(names.length);
      for (const [index, name] of names.entries()) {
        // What tells the products of one line apart: the nominal and the region at the name's end.
        const variant = /(?<![\p{L}\p{N}])\p{Nd}.*$/u.exec(name)![0];
        const shown = options.nth(index).getByText(variant, { exact: true });
        await expect(shown).toBeVisible();
        // Shown whole: nothing of it is cut off, and it lies within the screen.
        const cut = await shown.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
        expect({ name, cut }).toEqual({ name, cut: false });
        const box = (await shown.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    });
  }
});
