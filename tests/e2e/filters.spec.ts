// Filters and sort as a shopper uses them: the URL carries them, the server renders them, reload
// and "Show more" keep them, and each selected filter can be removed.
import { type Page, expect, test } from '@playwright/test';
import { fill, messages } from './support/i18n';
import { Shop } from './support/shop';

const en = messages.en;

async function prices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('main').getByRole('article').locator('p').filter({ hasText: '€' }).allTextContents();
  return texts.map((text) => Number(/€([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, '')));
}

test('filter a category by price and country: the URL and the cards change, reload keeps them', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await shop.open('/category/steam');
  await shop.acceptCookies();
  const before = await shop.productCards().count();
  const foundBefore = await page.getByText(/^\d+ products? found$/).textContent();

  await page.getByRole('button', { name: en.Filters.price, exact: true }).click();
  const pricePanel = page.getByRole('group', { name: en.Filters.priceRange });
  await pricePanel.getByLabel(en.Filters.priceFrom).fill('5');
  await pricePanel.getByLabel(en.Filters.priceTo).fill('60');
  await pricePanel.getByRole('button', { name: en.Filters.apply }).click();
  await expect(page).toHaveURL(/\/en\/category\/steam\?minPrice=5&maxPrice=60$/);
  for (const price of await prices(page)) expect(price).toBeGreaterThanOrEqual(5);
  for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(60);

  await page.getByRole('button', { name: en.Filters.country, exact: true }).click();
  const countryPanel = page.getByRole('group', { name: en.Filters.country });
  await countryPanel.getByPlaceholder(fill(en.Filters.searchIn, { what: en.Filters.country })).fill('braz');
  await countryPanel.getByRole('checkbox', { name: 'Brazil' }).check();
  await countryPanel.getByRole('button', { name: en.Filters.apply }).click();
  await expect(page).toHaveURL(/minPrice=5&maxPrice=60&country=BR$/);
  await expect(page.getByText(/^\d+ products? found$/)).not.toHaveText(foundBefore!);
  const names = await shop.productCards().getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(before + 1);
  for (const name of names) expect(name).toContain('(Brazil)');

  await page.reload();
  await expect(shop.productCards().getByRole('heading')).toHaveText(names);
  await expect(page.getByRole('list', { name: en.Filters.selected })).toContainText('Brazil');

  await page.getByRole('button', { name: fill(en.Filters.remove, { label: 'Brazil' }) }).click();
  await expect(page).toHaveURL(/\/en\/category\/steam\?minPrice=5&maxPrice=60$/);
  await page.getByRole('button', { name: en.Filters.clearAll }).click();
  await expect(page).toHaveURL(/\/en\/category\/steam$/);
  await expect(page.getByText(foundBefore!)).toBeVisible();
});

test('sort by price works both ways', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await shop.open('/category/playstation');
  const sort = page.getByLabel(en.Filters.sort);
  await sort.selectOption('increase');
  await expect(page).toHaveURL(/sort=increase$/);
  await expect(sort).toHaveValue('increase');
  const rising = await prices(page);
  expect(rising).toEqual([...rising].sort((a, b) => a - b));

  await sort.selectOption('decreasing');
  await expect(page).toHaveURL(/sort=decreasing$/);
  await expect.poll(async () => (await prices(page))[0]).toBeGreaterThan(rising[0]!);
  const falling = await prices(page);
  expect(falling).toEqual([...falling].sort((a, b) => b - a));
});

test('"Show more" keeps the filters and sort', async ({ page }) => {
  const shop = new Shop(page, 'en');
  await page.goto('/en?sort=increase');
  await shop.acceptCookies();
  await expect(shop.productCards()).toHaveCount(20);
  await page.getByRole('button', { name: en.Catalogue.showMore }).click();
  await expect(shop.productCards()).toHaveCount(40);
  const all = await prices(page);
  expect(all).toEqual([...all].sort((a, b) => a - b));
});

test('the holiday listing has its filters and the search page its own', async ({ page }) => {
  const shop = new Shop(page, 'pt-BR');
  await shop.open('/holiday');
  await expect(shop.heading()).toHaveText(messages['pt-BR'].Catalogue.holidayTitle);
  await expect(page.getByRole('region', { name: messages['pt-BR'].Filters.label })).toHaveAttribute('data-variant', 'holiday');
  await expect(shop.productCards().first()).toBeVisible();
});

test('bad filter values are ignored, never an error', async ({ page }) => {
  const response = await page.goto('/en/category/xbox?sort=nonsense&minPrice=-4&currency=%3Cscript%3E&country=ZZZZ');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xbox');
  expect((await page.request.get('/en/_listing/category/xbox?sort=increase')).status()).toBe(404);
});
