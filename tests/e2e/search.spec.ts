// Search as a shopper uses it: hints by name and by article while typing, with mouse and keyboard,
// and the results page.
import { expect, test } from '@playwright/test';
import { fill, messages } from './support/i18n';
import { PROVIDER_URL } from './support/servers';
import { Shop } from './support/shop';

const en = messages.en;

test('a name hint opens its search results', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await shop.open('/');
  await shop.acceptCookies();
  const input = page.getByRole('combobox', { name: en.Search.label });
  await input.fill('netfl');
  const names = page.getByRole('group', { name: en.Search.hintsByName }).getByRole('option');
  await expect(names.first()).toBeVisible();
  const hint = (await names.first().textContent())!;
  expect(hint.toLowerCase()).toContain('netflix');
  await names.first().click();
  await expect(page).toHaveURL(new RegExp(`/en/search/${encodeURIComponent(hint).replace(/[()]/g, '\\$&')}$`));
  await expect(shop.heading()).toHaveText(fill(en.Catalogue.searchTitle, { text: hint }));
  await expect(shop.productCards().first()).toContainText('Netflix');
});

test('an article hint opens the product, chosen with the keyboard', async ({ page, request }) => {
  const hints = (await (await request.get(`${PROVIDER_URL}/api/search/hints/STM-BR?lang=ru`)).json()) as {
    hintsByArt: { id: number; article: string }[];
  };
  expect(hints.hintsByArt.length).toBeGreaterThan(0);
  const shop = new Shop(page, 'ru');
  await shop.open('/');
  await shop.acceptCookies();
  const input = page.getByRole('combobox', { name: messages.ru.Search.label });
  await input.fill('stm-br');
  const articles = page.getByRole('group', { name: messages.ru.Search.hintsByArticle }).getByRole('option');
  await expect(articles.first()).toContainText(hints.hintsByArt[0]!.article);
  const optionCount = await page.getByRole('option').count();
  const nameCount = optionCount - (await articles.count());
  for (let i = 0; i <= nameCount; i += 1) await input.press('ArrowDown');
  await expect(articles.first()).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await articles.first().getAttribute('id'))!);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ru/product/${hints.hintsByArt[0]!.id}$`));
});

test('Escape closes the hints, Enter searches the typed text', async ({ page }) => {
  const shop = new Shop(page, 'pt-BR');
  await shop.open('/');
  await shop.acceptCookies();
  const input = page.getByRole('combobox', { name: messages['pt-BR'].Search.label });
  await input.fill('cartao steam');
  const listbox = page.getByRole('listbox', { name: messages['pt-BR'].Search.hintsLabel });
  await expect(page.getByRole('option').first()).toBeVisible();
  await input.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\/cartao%20steam$/);
  await expect(page.getByText(/^\d+ produtos? encontrados?$/)).toBeVisible();
  await expect(shop.productCards().first()).toContainText('Steam');
});

test('the search page filters like a listing', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await page.goto('/en/search/gift?sort=increase&category=xbox');
  await expect(shop.productCards().first()).toBeVisible();
  for (const name of await shop.productCards().getByRole('heading').allTextContents()) expect(name).toMatch(/xbox/i);
  await expect(page.getByRole('list', { name: en.Filters.selected })).toContainText('Xbox');
});
