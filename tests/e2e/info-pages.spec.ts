// The information pages (/privacy, /contract-offer, /terms-and-conditions, /requisites, /guarantees,
// /faq): each renders in the four languages with its metadata, the footer leads there, the FAQ
// accordion works from the keyboard and carries FAQPage JSON-LD, and axe finds no violations.
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { DEMO_BRAND } from '../../lib/brand/identity';
import { experimentalWcagRules } from './support/axe';
import { type TestLocale, fill, messages, prefix } from './support/i18n';
import { Shop } from './support/shop';

const PAGES = [
  { path: '/privacy', key: 'privacy', footer: 'privacy' },
  { path: '/contract-offer', key: 'contractOffer', footer: 'contractOffer' },
  { path: '/terms-and-conditions', key: 'terms', footer: 'terms' },
  { path: '/requisites', key: 'requisites', footer: 'requisites' },
  { path: '/guarantees', key: 'guarantees', footer: 'guarantees' },
  { path: '/faq', key: 'faq', footer: 'faq' },
] as const;

const LOCALES: TestLocale[] = ['pt-BR', 'en', 'ru', 'hi'];

const titleOf = (locale: TestLocale, key: (typeof PAGES)[number]['key']) => messages[locale].Info[`${key}Title`];

async function jsonLdOfType(page: Page, type: string) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === type);
}

for (const locale of LOCALES) {
  for (const { path, key } of PAGES) {
    test(`${path} renders in ${locale} with its title, canonical and hreflang alternates`, async ({ page }) => {
      const response = await page.goto(`${prefix(locale)}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(locale, key));
      await expect(page).toHaveTitle(new RegExp(`^${titleOf(locale, key)} \\|`));
      // More than a heading: the page's sections or questions are there.
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix(locale)}${path}$`));
      for (const alternate of ['pt-BR', 'en', 'ru', 'hi', 'x-default']) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${alternate}"]`)).toHaveAttribute('href', new RegExp(`${path}$`));
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', fill(messages[locale].Info[`${key}Description`], { shop: DEMO_BRAND.name }));
    });
  }
}

test('the sitemap of pages lists the information pages in every language', async ({ request }) => {
  const xml = await (await request.get('/sitemaps/pages.xml')).text();
  for (const { path } of PAGES) {
    for (const locale of LOCALES) expect(xml).toMatch(new RegExp(`<loc>[^<]*${prefix(locale)}${path}</loc>`));
  }
});

test('every footer link leads to its information page', async ({ page }) => {
  test.setTimeout(60_000);
  const shop = new Shop(page, 'ru');
  await shop.open('/');
  await shop.acceptCookies();
  for (const { path, key, footer } of PAGES) {
    await page.getByRole('contentinfo').getByRole('link', { name: messages.ru.Footer[footer], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ru${path}$`));
    await expect(shop.heading()).toHaveText(titleOf('ru', key));
  }
  await page.getByRole('contentinfo').getByRole('link', { name: messages.ru.Footer.aboutUs }).click();
  await expect(page).toHaveURL(/\/ru\/faq#about$/);
  await expect(page.locator('#about')).toBeInViewport();
  await page.getByRole('contentinfo').getByRole('link', { name: messages.ru.Footer.contacts }).click();
  await expect(page).toHaveURL(/\/ru\/requisites#contacts$/);
  await expect(page.locator('#contacts')).toBeInViewport();
});

test('the requisites show the company details from the footer', async ({ page }) => {
  await page.goto('/en/requisites');
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByRole('rowheader', { name: messages.en.Info.cnpj })).toBeVisible();
  // The suite's storefront runs on the demo brand (README "Branding").
  await expect(table).toContainText(DEMO_BRAND.cnpj);
  await expect(table).toContainText(messages.en.Footer.supportHours);
  await expect(page.getByRole('contentinfo')).toContainText(DEMO_BRAND.cnpj);
});

test('the FAQ accordion opens and closes with the keyboard and its questions are in FAQPage JSON-LD', async ({ page }) => {
  const shop = new Shop(page, 'hi');
  await shop.open('/faq');
  await shop.acceptCookies();
  const questions = page.getByRole('main').locator('details');
  const count = await questions.count();
  expect(count).toBeGreaterThanOrEqual(10);

  const first = questions.first();
  const summary = first.locator('summary');
  const answer = first.locator('p').first();
  await expect(answer).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open', '');
  // Tab reaches the next question, which opens the same way.
  await summary.focus();
  await page.keyboard.press('Tab');
  await expect(questions.nth(1).locator('summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toHaveAttribute('open', '');

  const data = (await jsonLdOfType(page, 'FAQPage')) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
  expect(data).toBeDefined();
  expect(data!.mainEntity).toHaveLength(count);
  const names = await questions.locator('summary').allTextContents();
  expect(data!.mainEntity.map((question) => question.name)).toEqual(names);
  for (const question of data!.mainEntity) expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
});

test('a question opens from its link', async ({ page }) => {
  await page.goto('/en/faq#refund');
  await expect(page.locator('#refund')).toBeInViewport();
});

test('the documents fit a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/contract-offer', '/requisites', '/faq']) {
    await page.goto(`/hi${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  }
});

for (const locale of ['pt-BR', 'ru'] as const) {
  for (const { path } of PAGES) {
    test(`axe finds no accessibility violations on ${path} in ${locale}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`${prefix(locale)}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/faq') await page.locator('details').first().locator('summary').click();
      const results = await new AxeBuilder({ page }).options(experimentalWcagRules()).analyze();
      const violations = results.violations.map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
      expect(violations).toEqual([]);
    });
  }
}
