// Accessibility on a phone-sized viewport: axe (WCAG 2.x A/AA) on the pages and modals as
// they lay out under 769 px (the search behind its button, the basket panel full width, the filters
// wrapped), in pt-BR and English. The desktop part is accessibility.spec.ts.
import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fillBasket, productsInStock, signInNewShopper } from './support/checkout';
import { type TestLocale, messages, prefix } from './support/i18n';
import { Shop } from './support/shop';

test.describe.configure({ timeout: 120_000 });

async function visit(page: Page, locale: TestLocale, path: string) {
  await page.goto(`${prefix(locale)}${path === '/' && locale !== 'pt-BR' ? '' : path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const locale of ['pt-BR', 'en'] as const) {
  const t = messages[locale];

  test(`phone: pages and modals pass axe (${locale})`, async ({ page }) => {
    const shop = new Shop(page, locale);
    await visit(page, locale, '/');
    await expectNoAxeViolations(page, `${locale} phone home with the cookie banner`);
    await shop.acceptCookies();
    await expectNoAxeViolations(page, `${locale} phone home`);

    await page.getByRole('button', { name: t.Search.open }).click();
    const search = page.getByRole('combobox', { name: t.Search.label });
    await search.fill('card');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoAxeViolations(page, `${locale} phone search hints`);
    await page.getByRole('button', { name: t.Search.close }).click();

    await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t.Nav.basket}`) }).click();
    const panel = page.getByRole('dialog', { name: t.Basket.title });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page, `${locale} phone empty basket`);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: t.Nav.login }).click();
    const auth = page.getByRole('dialog', { name: t.Auth.title });
    await expect(auth).toBeVisible();
    await expectNoAxeViolations(page, `${locale} phone auth modal`);
    await page.keyboard.press('Escape');

    const productId = (await productsInStock(1))[0]!.id;
    for (const path of ['/category/steam', `/product/${productId}`, '/search/gift']) {
      await visit(page, locale, path);
      await expectNoAxeViolations(page, `${locale} phone ${path}`);
    }
    await visit(page, locale, '/category/steam');
    await page.getByRole('button', { name: t.Filters.price, exact: true }).click();
    await expect(page.getByRole('group', { name: t.Filters.priceRange })).toBeVisible();
    await expectNoAxeViolations(page, `${locale} phone price filter open`);
  });

  test(`phone: checkout and the card modal pass axe (${locale})`, async ({ page, baseURL }) => {
    await signInNewShopper(page, baseURL!, `a11y-phone-${locale}`);
    await fillBasket(page, baseURL!, await productsInStock(1, 4, locale));
    const shop = new Shop(page, locale);
    await visit(page, locale, '/checkout');
    await shop.acceptCookies();
    await expectNoAxeViolations(page, `${locale} phone checkout`);
    await page.getByRole('radio', { name: t.Checkout.methodCard }).check();
    await page.getByRole('button', { name: t.Checkout.payByCard }).click();
    await expect(page.getByRole('dialog', { name: t.CardPayment.titlePurchase })).toBeVisible();
    await expectNoAxeViolations(page, `${locale} phone card modal`);
    await visit(page, locale, '/profile');
    await expectNoAxeViolations(page, `${locale} phone profile`);
  });
}
