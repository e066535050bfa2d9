// The pages every shopper sees, photographed in each language at a desktop and a phone width for a
// person to review (playwright.screenshots.config.ts). Files: test-results/screenshots/{page}-{locale}-{width}.png.
import { type Page, expect, test } from '@playwright/test';
import { type TestLocale, messages, prefix } from './support/i18n';
import { givePurchases, uniqueEmail } from './support/mail';
import { Shop } from './support/shop';

const LOCALES: TestLocale[] = ['pt-BR', 'en', 'ru', 'hi'];
const WIDTHS = [1366, 390];

async function shoot(page: Page, name: string, locale: TestLocale, width: number, fullPage = false) {
  // Covers and flags load lazily; the fonts swap in: wait for both before the picture.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/screenshots/${name}-${locale}-${width}.png`, fullPage });
}

/** A shopper with a few purchases, signed in through the BFF so the browser holds the session. */
async function signIn(page: Page, origin: string) {
  const account = { name: `Shots${Math.floor(Math.random() * 1e6)}`, email: uniqueEmail('shots'), password: 'Senha2024segura' };
  const response = await page.request.post('/api/register?locale=en', {
    headers: { Origin: origin },
    data: { ...account, password_confirmation: account.password, terms: true },
  });
  expect(response.status()).toBe(201);
  await givePurchases(account.email, 4);
}

for (const width of WIDTHS) {
  for (const locale of LOCALES) {
    test(`${locale} at ${width} px`, async ({ page, baseURL }) => {
      const t = messages[locale];
      const shop = new Shop(page, locale);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await shop.open('/');
      await shop.acceptCookies();
      await shoot(page, 'home', locale, width);

      await shop.open('/holiday');
      await shoot(page, 'holiday', locale, width);

      // A subscription with an old price: months, a struck-through price and the cover's own texts.
      await shop.open('/discounts');
      const subscription = shop.productCards().filter({ hasText: /Spotify|PlayStation Plus|Game Pass/ }).first();
      await subscription.getByRole('heading').getByRole('link').click();
      await expect(shop.heading()).toBeVisible();
      await shoot(page, 'product', locale, width);

      if (width < 500) await page.getByRole('button', { name: t.Search.open }).click();
      await page.getByRole('combobox', { name: t.Search.label }).fill('steam');
      await expect(page.getByRole('option').first()).toBeVisible();
      await shoot(page, 'search-hints', locale, width);

      await signIn(page, baseURL!);
      await page.goto(`${prefix(locale)}/profile`);
      await expect(page.getByRole('region', { name: t.Profile.purchasesTitle }).getByRole('listitem')).toHaveCount(4);
      // The whole page: the purchases are below the greeting and the balance.
      await shoot(page, 'cabinet', locale, width, true);
    });
  }
}
