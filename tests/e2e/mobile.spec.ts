// The mobile layout (breakpoints of docs/product/screens-and-routes.md): the search folds behind a toggle, the category menu
// becomes a strip above the products, and modals do not close on an outside tap.
import { expect, test } from '@playwright/test';
import { messages } from './support/i18n';
import { Shop } from './support/shop';

test('the search toggle opens the search input on a phone', async ({ page }) => {
  const shop = new Shop(page, 'pt-BR');
  await shop.open('/');
  await shop.acceptCookies();
  const search = page.getByRole('combobox', { name: messages['pt-BR'].Search.label });
  await expect(search).toBeHidden();
  await page.getByRole('button', { name: messages['pt-BR'].Search.open }).click();
  await expect(search).toBeVisible();
  await expect(search).toBeFocused();
  await page.getByRole('button', { name: messages['pt-BR'].Search.close }).click();
  await expect(search).toBeHidden();
});

test('the category menu and cards fit a phone screen', async ({ page }) => {
  const shop = new Shop(page, 'ru');
  await shop.open('/');
  await shop.acceptCookies();
  await expect(shop.categoryMenu().getByRole('link', { name: 'Steam' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const viewport = page.viewportSize()!.width;
  expect(width).toBeLessThanOrEqual(viewport);
  await expect(shop.productCards().first()).toBeVisible();
});

test('an outside tap does not close the basket panel on a phone', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await shop.open('/');
  await shop.acceptCookies();
  await page.getByRole('button', { name: /^Basket, / }).click();
  const panel = page.getByRole('dialog', { name: messages.en.Basket.title });
  await expect(panel).toBeVisible();
  await page.mouse.click(10, 300);
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: messages.en.Modal.close }).click();
  await expect(panel).toBeHidden();
});
