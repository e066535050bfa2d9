// Search as a shopper uses it: hints by name and by article while typing, with mouse and keyboard,
// and the results page; and search that understands how people type: brand names in
// Cyrillic and Devanagari, shoppers' abbreviations, a typo in any word, nominals with their
// currency, each in two languages, and hints that show a small cover and the price.
import { expect, type Page, test } from '@playwright/test';
import { formatPrice } from '../../lib/i18n/format';
import { fill, literal, messages, type TestLocale } from './support/i18n';
import { PROVIDER_URL } from './support/servers';
import { Shop } from './support/shop';

const en = messages.en;

test('a name hint opens its search results', async ({ page, request }) => {
  // The name the first hint shows (beside its cover and price), as the provider answers it.
  const answer = (await (await request.get(`${PROVIDER_URL}/api/search/hints/netfl?lang=en`)).json()) as { hintsByName: { name: string }[] };
  const hint = answer.hintsByName[0]!.name;
  expect(hint.toLowerCase()).toContain('netflix');
  const shop = new Shop(page, 'en');
  await shop.open('/');
  await shop.acceptCookies();
  const input = page.getByRole('combobox', { name: en.Search.label });
  await input.fill('netfl');
  const names = page.getByRole('group', { name: en.Search.hintsByName }).getByRole('option');
  await expect(names.first()).toHaveAccessibleName(new RegExp(`^${literal(hint)} `));
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

/** Types a query into the navbar's search and returns its name hints once they are there. */
async function nameHints(page: Page, locale: TestLocale, text: string) {
  const t = messages[locale].Search;
  await page.getByRole('combobox', { name: t.label }).fill(text);
  const names = page.getByRole('group', { name: t.hintsByName }).getByRole('option');
  await expect(names.first()).toBeVisible();
  return names;
}

// What a shopper types, and what every name hint (or the first, for a nominal) must say; a hint is
// named by its product's name, then its price.
const UNDERSTOOD: Array<{ point: string; locale: TestLocale; text: string; every?: RegExp; first?: RegExp }> = [
  { point: 'a brand in Cyrillic', locale: 'ru', text: 'стим', every: /Steam/ },
  { point: 'a brand in Devanagari', locale: 'hi', text: 'नेटफ्लिक्स', every: /Netflix/ },
  { point: 'a brand in Cyrillic, two words', locale: 'ru', text: 'гугл плей', every: /Google Play/ },
  { point: 'an abbreviation', locale: 'en', text: 'psn 20', every: /^PlayStation Store Gift Card 20 / },
  { point: 'an abbreviation in Cyrillic', locale: 'ru', text: 'подписка пс плюс', every: /PlayStation Plus/ },
  { point: 'a typo in the second word', locale: 'en', text: 'google pley', every: /^Google Play/ },
  { point: 'a typo in the first word', locale: 'pt-BR', text: 'stem brasil', every: /^Cartão-presente Steam .*\(Brasil\) / },
  { point: 'a number with a currency word', locale: 'pt-BR', text: '50 reais', first: / 50 BRL / },
  { point: 'a number with a currency word', locale: 'ru', text: 'стим 500 рублей', first: /^Подарочная карта Steam 500 RUB / },
  { point: 'a currency sign before the number', locale: 'hi', text: '₹500 नेटफ्लिक्स', first: /^Netflix .* 500 INR / },
];

for (const { point, locale, text, every, first } of UNDERSTOOD) {
  test(`hints understand ${point}: "${text}" (${locale})`, async ({ page }) => {
    const shop = new Shop(page, locale);
    await shop.open('/');
    await shop.acceptCookies();
    const names = await nameHints(page, locale, text);
    if (first) await expect(names.first()).toHaveAccessibleName(first);
    if (every) for (const name of await names.all()) await expect(name).toHaveAccessibleName(every);
  });
}

test('the results page understands the text too: "स्टीम" and "стим" list Steam', async ({ page }) => {
  for (const [locale, text] of [
    ['hi', 'स्टीम'],
    ['ru', 'стим'],
  ] as Array<[TestLocale, string]>) {
    const shop = new Shop(page, locale);
    await shop.open('/');
    if (locale === 'hi') await shop.acceptCookies();
    const input = page.getByRole('combobox', { name: messages[locale].Search.label });
    await input.fill(text);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/search/${encodeURIComponent(text)}$`));
    await expect(shop.productCards().first()).toBeVisible();
    for (const name of await shop.productCards().getByRole('heading').allTextContents()) expect(name).toContain('Steam');
  }
});

test('each hint shows its product\u2019s small cover and price in the page\u2019s language (en, ru)', async ({ page, request }) => {
  for (const [locale, text] of [
    ['en', 'steam 20 usd'],
    ['ru', 'эпл 50 долларов'],
  ] as Array<[TestLocale, string]>) {
    const t = messages[locale].Search;
    // What the provider answers for the same text: the product of the first name hint.
    const answer = (await (await request.get(`${PROVIDER_URL}/api/search/hints/${encodeURIComponent(text)}?lang=${locale}`)).json()) as {
      hintsByName: { id: number; name: string; price: number }[];
    };
    const expected = answer.hintsByName[0]!;
    const shop = new Shop(page, locale);
    await shop.open('/');
    if (locale === 'en') await shop.acceptCookies();
    const names = await nameHints(page, locale, text);
    // The option is named by its text and its price, as the page formats prices.
    const price = formatPrice(expected.price, locale);
    await expect(names.first()).toHaveAccessibleName(new RegExp(`^${literal(`${expected.name} ${price}`)}$`));
    await expect(names.first()).toContainText(price);
    const cover = names.first().getByRole('img', { name: fill(t.hintCover, { name: expected.name }) });
    await expect(cover).toHaveAttribute('src', `/media/covers/${locale}/${expected.id}.svg`);
    await expect(cover).toHaveAttribute('loading', 'lazy');
    // Loaded, and drawn small.
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await cover.boundingBox())!;
    expect(box.width).toBe(40);
    expect(box.height).toBe(30);
  }
});
