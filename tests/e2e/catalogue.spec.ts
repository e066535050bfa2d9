// The catalogue shell as a shopper meets it: popular products, languages, the category menu,
// "Show more", the product page and the 404 page.
import { expect, test } from '@playwright/test';
import { fill, messages, translate } from './support/i18n';
import { PROVIDER_URL } from './support/servers';
import { Shop } from './support/shop';

test('the index shows popular products in Brazilian Portuguese', async ({ page }) => {
  const shop = new Shop(page, 'pt-BR');
  await shop.open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(shop.heading()).toHaveText(messages['pt-BR'].Catalogue.popularTitle);
  await expect(shop.productCards()).toHaveCount(20);
  await expect(page.getByRole('link', { name: messages['pt-BR'].Catalogue.moreDetails }).first()).toBeVisible();
  // Prices are euros in the locale's format.
  await expect(shop.productCards().first()).toContainText('€');
});

test('/en shows the shop in English', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await shop.open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(shop.heading()).toHaveText(messages.en.Catalogue.popularTitle);
  await expect(page.getByRole('link', { name: messages.en.Menu.popular })).toBeVisible();
  const english = (await (await page.request.get(`${PROVIDER_URL}/api/popular-products?lang=en`)).json()) as {
    result: { products: { name: string }[] };
  };
  await expect(shop.productCards().first()).toContainText(english.result.products[0]!.name);
});

test('the language switcher keeps the current page', async ({ page }) => {
  const shop = new Shop(page, 'pt-BR');
  await shop.open('/category/steam');
  await shop.acceptCookies();
  await page.getByRole('button', { name: fill(messages['pt-BR'].Language.current, { language: 'Português' }) }).click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/category\/steam$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steam');
  // The count in Russian, with the noun form its number takes.
  const found = page.getByText(/^Найден(о)? \d+ товар(а|ов)?$/);
  const total = Number(/\d+/.exec((await found.textContent())!)![0]);
  await expect(found).toHaveText(translate('ru')('Catalogue.found', { total }));
});

test('the category menu leads to category pages and marks the current one', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await shop.open('/');
  await shop.acceptCookies();
  const menu = shop.categoryMenu();
  await expect(menu.getByRole('link')).toHaveCount(11);
  await menu.getByRole('link', { name: 'Xbox' }).click();
  await expect(page).toHaveURL(/\/en\/category\/xbox$/);
  await expect(shop.heading()).toHaveText('Xbox');
  await expect(menu.getByRole('link', { name: 'Xbox' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^\d+ products? found$/)).toBeVisible();
  await expect(shop.productCards().first()).toBeVisible();
  await menu.getByRole('link', { name: messages.en.Menu.new }).click();
  await expect(page).toHaveURL(/\/en\/noveltes$/);
  await expect(shop.heading()).toHaveText(messages.en.Catalogue.noveltiesTitle);
});

test('"Show more" adds the next products', async ({ page }) => {
  const shop = new Shop(page, 'pt-BR');
  await shop.open('/');
  await shop.acceptCookies();
  await expect(shop.productCards()).toHaveCount(20);
  const firstNames = await shop.productCards().getByRole('heading').allTextContents();
  await page.getByRole('button', { name: messages['pt-BR'].Catalogue.showMore }).click();
  await expect(shop.productCards()).toHaveCount(40);
  const allNames = await shop.productCards().getByRole('heading').allTextContents();
  expect(allNames.slice(0, 20)).toEqual(firstNames);
  expect(new Set(allNames).size).toBe(40);
  // Keyboard users continue at the first new card.
  await expect(shop.productCards().nth(20).getByRole('heading').getByRole('link')).toBeFocused();
});

test('"More details" opens the product page with its region next to the price', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await shop.open('/');
  const card = shop.productCards().first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name: fill(messages.en.Catalogue.detailsOf, { name }) }).click();
  await expect(page).toHaveURL(/\/en\/product\/\d+$/);
  await expect(shop.heading()).toHaveText(name);
  await expect(page.getByText(messages.en.Product.article, { exact: false }).first()).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^(${messages.en.Product.regionGlobal}|Works only in: .+)$`)),
  ).toBeVisible();
});

test('an unknown path shows the 404 page with a way back', async ({ page }) => {
  const shop = new Shop(page, 'pt-BR');
  const response = await shop.open('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(shop.heading()).toHaveText(messages['pt-BR'].NotFound.title);
  await page.getByRole('link', { name: messages['pt-BR'].NotFound.back }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(shop.heading()).toHaveText(messages['pt-BR'].Catalogue.popularTitle);
});

test('unknown products and categories are 404 too', async ({ request }) => {
  expect((await request.get('/product/999999')).status()).toBe(404);
  expect((await request.get('/product/abc')).status()).toBe(404);
  expect((await request.get('/en/category/no-such-category')).status()).toBe(404);
});

test('/novelties redirects to /noveltes', async ({ page }) => {
  await page.goto('/en/novelties');
  await expect(page).toHaveURL(/\/en\/noveltes$/);
});
