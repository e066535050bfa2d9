// Product reviews as shoppers use them: a guest who wants to write one is asked to log
// in and finds the form there afterwards; a shopper who bought the product writes a review, sees it
// in the list with their name, the rating, the date and the "verified purchase" mark, finds it again
// after a reload (the ISR page is rebuilt with it, the rating count and JSON-LD included), edits it
// and sees the edit; a shopper who did not buy it is told why there is no form; bad
// input shows the translated messages; axe finds nothing to fix in the form. Elements by role and by
// the translation files; each shopper registers from an address of their own.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { experimentalWcagRules } from './support/axe';
import { buyThroughShop, confirmEmail } from './support/checkout';
import { type TestLocale, fill, messages } from './support/i18n';
import { uniqueEmail } from './support/mail';
import { PROVIDER_URL, SPEC_PROVIDER, shopperAddress } from './support/servers';
import { Shop } from './support/shop';

const PASSWORD = 'Avaliacao2026';

test.describe.configure({ timeout: 90_000 });

/**
 * A shopper registered through the BFF with `request` (a page's request shares its cookies); with
 * `bought`, their e-mail confirmed and those products bought, as reviewing needs.
 */
async function registeredShopper(request: APIRequestContext, baseURL: string, bought: readonly { id: number }[] = []) {
  const email = uniqueEmail('review');
  const name = `Rev${Math.floor(Math.random() * 1e8)}`;
  const response = await request.post('/api/register?locale=en', {
    headers: { Origin: baseURL, 'X-Forwarded-For': shopperAddress() },
    data: { name, email, password: PASSWORD, password_confirmation: PASSWORD, terms: true },
  });
  expect(response.status()).toBe(201);
  if (bought.length > 0) {
    await confirmEmail(request, baseURL, email);
    await buyThroughShop(request, baseURL, bought);
  }
  return { email, name };
}

interface ProviderProduct {
  id: number;
  name: string;
  in_stock: number;
  rating: { average: number; count: number } | null;
}

/**
 * A product of its own per test, in stock (its reviewer buys it first), from the end of the popular
 * list (the product page test picks well-reviewed products from its start, so the counts it checks
 * do not move under it): the `fromEnd`-th such product counting from the last.
 */
async function productForTest(request: APIRequestContext, fromEnd: number): Promise<ProviderProduct> {
  const first = (await (await request.get(`${PROVIDER_URL}/api/popular-products?lang=en`)).json()) as { result: { total: number } };
  let skipped = 0;
  for (let offset = first.result.total - 1; offset >= 0; offset -= 1) {
    const list = (await (await request.get(`${PROVIDER_URL}/api/popular-products?lang=en&offset=${offset}`)).json()) as {
      result: { products: { id: number; in_stock: number }[] };
    };
    const candidate = list.result.products[0]!;
    if (candidate.in_stock < 2) continue;
    if (skipped < fromEnd) {
      skipped += 1;
      continue;
    }
    return ((await (await request.get(`${PROVIDER_URL}/api/products/${candidate.id}?lang=en`)).json()) as { product: ProviderProduct }).product;
  }
  throw new Error('no product in stock at the end of the popular list');
}

function reviewsSection(page: Page, locale: TestLocale) {
  return page.getByRole('region', { name: new RegExp(`^${messages[locale].Product.reviews}`) });
}

function form(page: Page, locale: TestLocale) {
  return reviewsSection(page, locale).getByRole('form');
}

async function jsonLdReviewCount(page: Page): Promise<number | null> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const block of blocks) {
    const data = JSON.parse(block) as { '@type'?: string; aggregateRating?: { reviewCount: number } };
    if (data['@type'] === 'Product') return data.aggregateRating?.reviewCount ?? null;
  }
  return null;
}

const today = (locale: TestLocale) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date());

async function writeEditJourney(page: Page, request: APIRequestContext, baseURL: string, locale: TestLocale, fromEnd: number) {
  const t = messages[locale];
  const shop = new Shop(page, locale);
  const product = await productForTest(request, fromEnd);
  const shopper = await registeredShopper(request, baseURL, [product]);
  const countBefore = product.rating?.count ?? 0;

  // A guest asks to write a review: the login modal, and after login the form is on the page.
  await shop.open(`/product/${product.id}`);
  await shop.acceptCookies();
  const section = reviewsSection(page, locale);
  await section.getByRole('button', { name: t.Reviews.write }).click();
  const dialog = page.getByRole('dialog', { name: t.Auth.title });
  await expect(dialog.getByRole('tab', { selected: true })).toHaveText(t.Auth.loginTab);
  const auth = dialog.getByRole('tabpanel');
  await auth.getByLabel(t.Auth.email, { exact: true }).fill(shopper.email);
  await auth.getByLabel(t.Auth.password, { exact: true }).fill(PASSWORD);
  await auth.getByRole('button', { name: t.Auth.loginSubmit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}`));
  await expect(form(page, locale).getByRole('heading', { name: t.Reviews.newTitle })).toBeVisible();

  // Write: 4 stars by keyboard from 3, and a text with markup that must stay text.
  const text = `Chegou na hora <b>ok</b> ${locale} ${Date.now()}`;
  await form(page, locale).getByRole('radio').nth(2).focus();
  await page.keyboard.press('Space');
  await expect(form(page, locale).getByRole('radio').nth(2)).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(form(page, locale).getByRole('radio').nth(3)).toBeChecked();
  await form(page, locale).getByRole('textbox', { name: t.Reviews.textLabel }).fill(text);
  await form(page, locale).getByRole('button', { name: t.Reviews.submit }).click();
  await expect(form(page, locale).getByRole('status')).toHaveText(t.Reviews.created);

  const first = section.getByRole('listitem').first().getByRole('article');
  await expect(first).toHaveAccessibleName(fill(t.Product.reviewBy, { author: shopper.name }));
  await expect(first.getByText(text, { exact: true })).toBeVisible();
  await expect(first.getByRole('img', { name: fill(t.Product.rating, { rating: 4 }) })).toBeVisible();
  await expect(first.locator('time')).toHaveText(today(locale));
  await expect(first.locator('b')).toHaveCount(0);
  // The shopper bought the product: the review carries the mark; the seeded ones below do not.
  await expect(first.getByText(t.Product.verifiedPurchase, { exact: true })).toBeVisible();
  await expect(section.getByRole('listitem').nth(1).getByText(t.Product.verifiedPurchase, { exact: true })).toHaveCount(0);

  // A reload: the page was rebuilt with the review (list, count, JSON-LD), and the form edits it.
  await expect
    .poll(async () => {
      await page.reload();
      return jsonLdReviewCount(page);
    }, { timeout: 20_000 })
    .toBe(countBefore + 1);
  await expect(section.getByRole('listitem').first().getByRole('article').getByText(text, { exact: true })).toBeVisible();
  // A provider that cannot tell a shopper their own review: the form stays a new one, and there is nothing to edit.
  if (SPEC_PROVIDER) {
    await expect(form(page, locale).getByRole('heading', { name: t.Reviews.newTitle })).toBeVisible();
    return;
  }
  await expect(form(page, locale).getByRole('heading', { name: t.Reviews.editTitle })).toBeVisible();
  await expect(form(page, locale).getByRole('textbox', { name: t.Reviews.textLabel })).toHaveValue(text);

  // Edit: 2 stars and a new text; the list shows the edit in the same place, the count unchanged.
  const edited = `Mudei de ideia ${locale} ${Date.now()}`;
  await form(page, locale).getByRole('radio').nth(1).focus();
  await page.keyboard.press('Space');
  await form(page, locale).getByRole('textbox', { name: t.Reviews.textLabel }).fill(edited);
  await form(page, locale).getByRole('button', { name: t.Reviews.submitEdit }).click();
  await expect(form(page, locale).getByRole('status')).toHaveText(t.Reviews.updated);
  const editedFirst = section.getByRole('listitem').first().getByRole('article');
  await expect(editedFirst.getByText(edited, { exact: true })).toBeVisible();
  await expect(editedFirst.getByRole('img', { name: fill(t.Product.rating, { rating: 2 }) })).toBeVisible();
  await expect(section.getByText(text, { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(section.getByRole('listitem').first().getByRole('article').getByText(edited, { exact: true })).toBeVisible();
  expect(await jsonLdReviewCount(page)).toBe(countBefore + 1);
}

// The shopper registers through the `request` fixture: its cookies are not the page's, so the page is a guest's.
test('a guest is asked to log in, then writes a review, sees it, edits it and sees the edit (pt-BR)', async ({ page, request, baseURL }) => {
  await writeEditJourney(page, request, baseURL!, 'pt-BR', 0);
});

test('the same in Russian', async ({ page, request, baseURL }) => {
  await writeEditJourney(page, request, baseURL!, 'ru', 1);
});

test('bad input shows the translated messages, and axe finds nothing in the form (hi)', async ({ page, baseURL }) => {
  const locale: TestLocale = 'hi';
  const t = messages[locale];
  const shop = new Shop(page, locale);
  const product = await productForTest(page.request, 2);
  // Registered with the page's own cookies: the page is signed in (and has bought the product).
  await registeredShopper(page.request, baseURL!, [product]);
  await shop.open(`/product/${product.id}`);
  await shop.acceptCookies();
  const reviewForm = form(page, locale);
  await expect(reviewForm.getByRole('heading', { name: t.Reviews.newTitle })).toBeVisible();

  const axe = () => new AxeBuilder({ page }).options(experimentalWcagRules()).include('section[aria-labelledby="reviews-title"]').analyze();
  expect((await axe()).violations).toEqual([]);

  await reviewForm.getByRole('textbox', { name: t.Reviews.textLabel }).fill('छोटा');
  await reviewForm.getByRole('button', { name: t.Reviews.submit }).click();
  await expect(reviewForm.getByText(t.Validation.reviewRatingInvalid)).toBeVisible();
  await expect(reviewForm.getByText(t.Validation.reviewTextTooShort)).toBeVisible();
  await expect(reviewForm.getByRole('textbox', { name: t.Reviews.textLabel })).toHaveAttribute('aria-invalid', 'true');

  await reviewForm.getByRole('textbox', { name: t.Reviews.textLabel }).fill('क'.repeat(1001));
  await expect(reviewForm.getByText(t.Validation.reviewTextTooLong)).toBeVisible();
  await expect(reviewForm.getByText(/1,?001/)).toBeVisible();
  expect((await axe()).violations).toEqual([]);

  // Nothing was sent: no review of this shopper exists (asked of the provider's list where it cannot tell one's own).
  if (SPEC_PROVIDER) {
    const listed = (await (await fetch(`${PROVIDER_URL}/api/products/feedbacks/${product.id}`)).json()) as { result: { feedbacks: { text: string }[] } };
    expect(listed.result.feedbacks.filter((review) => review.text.startsWith('क'))).toEqual([]);
  } else {
    const mine = await page.request.get(`/api/products/feedbacks/${product.id}/mine?locale=hi`);
    expect(await mine.json()).toEqual({ review: null, canReview: true });
  }
});

for (const [locale, fromEnd] of [
  ['en', 3],
  ['pt-BR', 4],
] as const) {
  test(`a shopper who did not buy the product is told why there is no form (${locale})`, async ({ page, baseURL }) => {
    const t = messages[locale];
    const shop = new Shop(page, locale);
    const product = await productForTest(page.request, fromEnd);
    // Signed in with the page's cookies, having bought nothing.
    await registeredShopper(page.request, baseURL!);
    await shop.open(`/product/${product.id}`);
    await shop.acceptCookies();
    const section = reviewsSection(page, locale);
    await expect(section.getByText(t.Reviews.buyersOnlyTitle, { exact: true })).toBeVisible();
    await expect(section.getByText(t.Reviews.buyersOnlyText, { exact: true })).toBeVisible();
    await expect(section.getByRole('form')).toHaveCount(0);
    await expect(section.getByRole('button', { name: t.Reviews.write })).toHaveCount(0);
    // The provider refuses too, with the reason, should a post get there anyway.
    const refused = await page.request.post(`/api/products/feedbacks?locale=${locale}`, {
      headers: { Origin: baseURL! },
      data: { product_id: product.id, rating: 5, text: 'I never bought this one.' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { reason: string }).reason).toBe('not_a_buyer');
  });
}
