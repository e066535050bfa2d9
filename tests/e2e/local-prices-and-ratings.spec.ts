// What a Brazilian or Indian shopper reads beside the euros: an approximate price in reais (pt-BR) or
// rupees (hi) at the provider's current rate, marked approximate, on the cards (the first page and
// those "Show more" appends), the product page and the basket's total; English pages show none.
// Cards show their product's rating (stars, average, number of reviews) from the listing's data.
// And the price slider moves in steps that fit the listing's own prices.
import { type Locator, type Page, expect, test } from '@playwright/test';
import { priceScale } from '../../lib/catalogue/price-scale';
import { formatRating } from '../../lib/i18n/format';
import { converted, currentRate, money } from './support/checkout';
import { type TestLocale, messages, prefix, translate } from './support/i18n';
import { PROVIDER_URL } from './support/servers';
import { Shop } from './support/shop';

interface ListedCard {
  id: number;
  name: string;
  price: number;
  in_stock: number;
  rating: { average: number; count: number } | null;
}

async function popular(locale: TestLocale, offset = 0): Promise<{ products: ListedCard[]; price_range: { min: number; max: number } }> {
  const response = await fetch(`${PROVIDER_URL}/api/popular-products?offset=${offset}`, { headers: { 'Accept-Language': locale } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { products: ListedCard[]; price_range: { min: number; max: number } } }).result;
}

const card = (page: Page, name: string): Locator => page.getByRole('main').getByRole('article', { name, exact: true });

const CASES = [
  { locale: 'pt-BR', currency: 'BRL' },
  { locale: 'hi', currency: 'INR' },
] as const;

for (const { locale, currency } of CASES) {
  test(`${locale}: approximate ${currency} prices on the cards, the product page and the basket, and the cards' ratings`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = messages[locale];
    const say = translate(locale);
    const rate = await currentRate(currency);
    const approximately = (cents: number) => `${t.LocalPrice.approximately} ≈ ${money(converted(cents, rate), currency, locale)}`;
    const { products } = await popular(locale);
    const shop = new Shop(page, locale);
    await shop.open('/');
    await shop.acceptCookies();

    // The first cards: each price with its approximate amount, the ≈ for the eye only, the word for screen readers.
    for (const product of products.slice(0, 6)) {
      await expect(card(page, product.name)).toContainText(approximately(product.price));
    }
    const first = card(page, products[0]!.name);
    await expect(first.getByText('≈', { exact: true })).toHaveAttribute('aria-hidden', 'true');

    // Ratings, read as one phrase: "4,5 de 5, 12 avaliações"; none on a card without reviews.
    const rated = products.filter((product) => product.rating !== null).slice(0, 3);
    expect(rated.length).toBeGreaterThan(0);
    for (const product of rated) {
      const { average, count } = product.rating!;
      await expect(card(page, product.name).getByRole('img', { name: say('Ratings.summary', { rating: formatRating(average, locale), count }) })).toBeVisible();
    }
    const unrated = products.find((product) => product.rating === null);
    // Its only image with a name is the region's flag: no "… 5 …" rating.
    if (unrated) await expect(card(page, unrated.name).getByRole('img', { name: /(^|\s)5(\s|,|$)/ })).toHaveCount(0);

    // The cards "Show more" appends (rendered in the browser) carry them too.
    const next = (await popular(locale, 20)).products[0]!;
    await page.getByRole('button', { name: t.Catalogue.showMore }).click();
    await expect(card(page, next.name)).toContainText(approximately(next.price));

    // The basket's total, with a word on what the checkout charges.
    const inStock = products.filter((product) => product.in_stock > 0).slice(0, 2);
    for (const product of inStock) {
      await card(page, product.name).getByRole('button', { name: say('Catalogue.buyProduct', { name: product.name }) }).click();
      await expect(page.getByRole('status').filter({ hasText: say('Basket.added', { name: product.name }) })).toBeVisible();
    }
    await page.getByRole('button', { name: t.Basket.openCart }).last().click();
    const panel = page.getByRole('dialog', { name: t.Basket.title });
    await expect(panel).toBeVisible();
    const total = inStock.reduce((sum, product) => sum + product.price, 0);
    await expect(panel).toContainText(approximately(total));
    await expect(panel.getByText(say('LocalPrice.checkoutNote', { currency }))).toBeVisible();
    await page.keyboard.press('Escape');

    // The product page, beside its price.
    const product = products[0]!;
    await page.goto(`${prefix(locale)}/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(approximately(product.price));
  });
}

test('en: euros only, no approximate price on cards, product page or basket; ratings still shown', async ({ page }) => {
  const t = messages.en;
  const say = translate('en');
  const { products } = await popular('en');
  const shop = new Shop(page, 'en');
  await shop.open('/');
  await shop.acceptCookies();
  await expect(card(page, products[0]!.name)).toContainText('€');
  await expect(page.getByRole('main')).not.toContainText('≈');
  await expect(page.getByRole('main')).not.toContainText(t.LocalPrice.approximately);
  const rated = products.find((product) => product.rating !== null)!;
  await expect(
    card(page, rated.name).getByRole('img', { name: say('Ratings.summary', { rating: formatRating(rated.rating!.average, 'en'), count: rated.rating!.count }) }),
  ).toBeVisible();

  const product = products.find((candidate) => candidate.in_stock > 0)!;
  await card(page, product.name).getByRole('button', { name: say('Catalogue.buyProduct', { name: product.name }) }).click();
  await page.getByRole('button', { name: t.Basket.openCart }).click();
  const panel = page.getByRole('dialog', { name: t.Basket.title });
  await expect(panel).toContainText(money(product.price, 'EUR', 'en'));
  await expect(panel).not.toContainText('≈');
  await page.keyboard.press('Escape');

  await page.goto(`/en/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByRole('main')).not.toContainText('≈');
});

test('the price slider moves by a step that fits the listing, and a URL price beyond it opens clamped', async ({ page }) => {
  const t = messages.en;
  const { price_range: range } = await popular('en');
  const { low, high, step } = priceScale(range);
  // The demo catalogue: whole steps small enough that every price band of it can be picked.
  expect(step).toBeLessThan(50);
  const shop = new Shop(page, 'en');
  await shop.open('/');
  await shop.acceptCookies();
  await page.getByRole('button', { name: t.Filters.price, exact: true }).click();
  const panel = page.getByRole('group', { name: t.Filters.priceRange });
  const from = panel.getByRole('slider', { name: t.Filters.priceMin });
  const to = panel.getByRole('slider', { name: t.Filters.priceMax });
  await expect(from).toHaveAttribute('aria-valuemin', String(low));
  await expect(to).toHaveAttribute('aria-valuemax', String(high));
  await from.focus();
  await page.keyboard.press('ArrowRight');
  await expect(from).toHaveAttribute('aria-valuenow', String(low + step));
  await page.keyboard.press('ArrowRight');
  await expect(from).toHaveAttribute('aria-valuenow', String(low + 2 * step));
  await expect(panel.getByLabel(t.Filters.priceFrom)).toHaveValue(String(low + 2 * step));
  await to.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(to).toHaveAttribute('aria-valuenow', String(high - step));
  await panel.getByRole('button', { name: t.Filters.apply }).click();
  await expect(page).toHaveURL(new RegExp(`\\?minPrice=${low + 2 * step}&maxPrice=${high - step}$`));

  // A shared URL from before, with a price past the listing's top: the page answers, the slider clamps it.
  const response = await page.goto(`/en?minPrice=${high + 5000}`);
  expect(response?.status()).toBe(200);
  await page.getByRole('button', { name: new RegExp(`^${t.Filters.price}`) }).click();
  await expect(page.getByRole('group', { name: t.Filters.priceRange }).getByRole('slider', { name: t.Filters.priceMin })).toHaveAttribute(
    'aria-valuenow',
    String(high),
  );
});
