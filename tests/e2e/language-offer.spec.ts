// The language offer as visitors meet it: a browser that prefers Russian, Hindi or English
// is offered its language on a Portuguese page, in that language, and never redirected; the choice
// (switch or stay) is remembered in a cookie and the offer never returns. The cookie banner appears
// only after hydration, so it marks the moment the offer would have appeared too.
import { type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { type TestLocale, messages } from './support/i18n';

function offer(page: Page, language: TestLocale) {
  return page.getByRole('region', { name: messages[language].LanguageOffer.label });
}

/** Waits for hydration (the cookie banner of the page's language shows), then expects no offer of any language. */
async function expectNoOffer(page: Page, pageLocale: TestLocale) {
  await expect(page.getByRole('button', { name: messages[pageLocale].Cookie.accept, exact: true })).toBeVisible();
  for (const language of ['en', 'ru', 'hi'] as const) await expect(offer(page, language)).toHaveCount(0);
}

async function preferredLocale(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'preferred_locale');
}

test.describe('a Russian browser', () => {
  test.use({ locale: 'ru-RU' });

  test('on / is offered Russian, switches, and is not offered again on /', async ({ page }) => {
    const response = await page.goto('/');
    // Never redirected: the Portuguese page answers as it is, to everyone.
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    const ru = messages.ru.LanguageOffer;
    const region = offer(page, 'ru');
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('lang', 'ru');
    await expect(region).toContainText(ru.text);
    // The offer itself (the whole home page is the accessibility tests'): a whole-page pass of axe
    // on two busy cores can outlast this test's time.
    await expectNoAxeViolations(page, 'the Russian language offer', { include: `[aria-label="${ru.label}"]` });

    await region.getByRole('link', { name: ru.switch }).click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const cookie = await preferredLocale(page);
    expect(cookie).toMatchObject({ value: 'ru', sameSite: 'Lax', path: '/' });
    // Remembered for about a year.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expectNoOffer(page, 'pt-BR');
  });

  test('keeps the query of the page it switches', async ({ page }) => {
    await page.goto('/category/steam?sort=price');
    await offer(page, 'ru').getByRole('link', { name: messages.ru.LanguageOffer.switch }).click();
    await expect(page).toHaveURL(/\/ru\/category\/steam\?sort=price$/);
  });

  test('on /en is offered nothing: a URL with a language prefix names its language on purpose', async ({ page }) => {
    const response = await page.goto('/en/category/steam');
    expect(response?.request().redirectedFrom()).toBeNull();
    await expectNoOffer(page, 'en');
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('that chooses to stay in Portuguese is never offered English again', async ({ page }) => {
    await page.goto('/category/steam');
    const en = messages.en.LanguageOffer;
    const region = offer(page, 'en');
    await expect(region).toContainText(en.text);
    await region.getByRole('button', { name: en.stay }).click();
    await expect(region).toHaveCount(0);
    await expect(page).toHaveURL(/\/category\/steam$/);
    expect((await preferredLocale(page))?.value).toBe('pt-BR');

    await page.reload();
    await expectNoOffer(page, 'pt-BR');
    await page.goto('/');
    await expectNoOffer(page, 'pt-BR');
  });
});

test.describe('a Hindi browser', () => {
  test.use({ locale: 'hi-IN' });

  test('is offered Hindi in Hindi', async ({ page }) => {
    await page.goto('/');
    await expect(offer(page, 'hi')).toContainText(messages.hi.LanguageOffer.text);
    await expect(offer(page, 'hi').getByRole('link', { name: messages.hi.LanguageOffer.switch })).toHaveAttribute('href', '/hi');
  });
});

test.describe('a Brazilian browser', () => {
  test.use({ locale: 'pt-BR' });

  test('is offered nothing', async ({ page }) => {
    await page.goto('/');
    await expectNoOffer(page, 'pt-BR');
  });
});
