// A guest's page load is clean: on the home page, a category and a product, in two
// languages, no request answers 400 or more (a guest learns "not signed in" from GET /api/user's
// 200 {user: null}), nothing fails to load, and the console shows no error, a refusal of the
// page's Content Security Policy included (those are console errors too, and also reported to
// the page as `securitypolicyviolation` events, which are collected here as well).
import { type Page, expect, test } from '@playwright/test';
import { type TestLocale, prefix } from './support/i18n';
import { Shop } from './support/shop';

interface Problems {
  failed: string[];
  consoleErrors: string[];
  violations: string[];
}

function watch(page: Page): Problems {
  const problems: Problems = { failed: [], consoleErrors: [], violations: [] };
  page.on('response', (response) => {
    if (response.status() >= 400) problems.failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation away cancels what was still loading (prefetches): that is not a failure.
    const reason = request.failure()?.errorText ?? '';
    if (!/ERR_ABORTED/.test(reason)) problems.failed.push(`${reason} ${request.method()} ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(String(error)));
  return problems;
}

/** Loads the path as a fresh page and waits until the browser has asked who is signed in. */
async function load(page: Page, path: string): Promise<void> {
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const user = await asked;
  expect(user.status()).toBe(200);
  expect(await user.json()).toEqual({ user: null });
  await page.waitForLoadState('load');
  // Images below the fold load lazily: bring them in too, so their requests are checked as well.
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
}

for (const locale of ['pt-BR', 'en'] satisfies TestLocale[]) {
  test(`a guest loads the home page, a category and a product without a failed request or a console error (${locale})`, async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const seen = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const problems = watch(page);
    const shop = new Shop(page, locale);
    const violations = async () => (await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])) as string[];

    await load(page, prefix(locale) || '/');
    problems.violations.push(...(await violations()));
    const categoryHref = await shop.categoryMenu().getByRole('link', { name: 'Steam', exact: true }).getAttribute('href');
    const productHref = await shop.productCards().first().getByRole('heading').getByRole('link').getAttribute('href');
    expect(categoryHref).toMatch(new RegExp(`^${prefix(locale)}/category/`));
    expect(productHref).toMatch(new RegExp(`^${prefix(locale)}/product/\\d+$`));

    for (const path of [categoryHref ?? '', productHref ?? '']) {
      await load(page, path);
      await expect(shop.heading()).toBeVisible();
      problems.violations.push(...(await violations()));
    }
    expect(problems).toEqual({ failed: [], consoleErrors: [], violations: [] });
  });
}
