// The language offer and the cookie banner as a visitor meets them, on a phone (390×844) and a desktop
// (1366×900), in the four languages: one at a time (the offer first, the cookie banner once it is
// answered), a compact bar at the bottom, and neither covers the header's controls or a product's buy
// button: each is the element found at its own centre, and a click without force reaches it.
import { type Locator, type Page, expect, test } from '@playwright/test';
import { productsInStock } from './support/checkout';
import { type TestLocale, messages, prefix } from './support/i18n';

test.describe.configure({ timeout: 90_000 });

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** The page's language and the browser's: a Portuguese page offers the browser's language; a prefixed page offers none. */
const VISITS: { page: TestLocale; browser: string; offer?: TestLocale }[] = [
  { page: 'pt-BR', browser: 'ru-RU', offer: 'ru' },
  { page: 'pt-BR', browser: 'hi-IN', offer: 'hi' },
  { page: 'pt-BR', browser: 'en-US', offer: 'en' },
  { page: 'en', browser: 'en-US' },
  { page: 'ru', browser: 'ru-RU' },
  { page: 'hi', browser: 'hi-IN' },
];

/** Fails unless the element is on screen and is what a tap at its centre reaches (nothing lies over it). */
async function expectUncovered(element: Locator, what: string) {
  await expect(element).toBeVisible();
  const reached = await element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === target || target.contains(hit));
  });
  expect(reached, `${what} is covered`).toBe(true);
}

/** Every link, button and search box of the header. */
async function headerControls(page: Page): Promise<Locator[]> {
  const header = page.getByRole('banner');
  const controls: Locator[] = [];
  for (const role of ['link', 'button', 'combobox'] as const) {
    for (const control of await header.getByRole(role).all()) if (await control.isVisible()) controls.push(control);
  }
  expect(controls.length).toBeGreaterThanOrEqual(4);
  return controls;
}

async function expectCompactAtTheBottom(page: Page, notice: Locator, viewport: { width: number; height: number }) {
  const box = (await notice.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(box.height, 'the notice takes at most a fifth of the screen').toBeLessThanOrEqual(viewport.height * 0.2);
  expect(box.y + box.height, 'the notice sits at the bottom').toBeGreaterThanOrEqual(viewport.height - 16);
  expect(box.y, 'the notice is below the header').toBeGreaterThan(header.y + header.height);
}

/** The header's controls, and on a product page its buy button as the keyboard reaches it, are uncovered. */
async function expectNothingHidden(page: Page, buy?: Locator) {
  for (const control of await headerControls(page)) await expectUncovered(control, `the header's ${await control.evaluate((element) => element.outerHTML.slice(0, 80))}`);
  if (buy) {
    // Focused as Tab reaches it: the page scrolls it into view above the notice, never under it.
    await buy.focus();
    await expectUncovered(buy, 'the buy button');
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const visit of VISITS) {
      const t = messages[visit.page];
      test(`${visit.page} page, ${visit.browser} browser: one notice at a time, at the bottom, over no control`, async ({ browser }) => {
        const [product] = await productsInStock(1);
        const context = await browser.newContext({ locale: visit.browser, viewport });
        const page = await context.newPage();
        const cookieBanner = page.getByRole('region', { name: t.Cookie.title });
        const offer = visit.offer ? page.getByRole('region', { name: messages[visit.offer].LanguageOffer.label }) : null;
        const first = offer ?? cookieBanner;

        await page.goto(prefix(visit.page) || '/');
        await expect(first).toBeVisible();
        if (offer) await expect(cookieBanner).toHaveCount(0);
        await expectCompactAtTheBottom(page, first, viewport);
        await expectNothingHidden(page);

        // The header's basket opens with a plain click while the notice is shown.
        const basket = page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t.Nav.basket}`) });
        await basket.click();
        await expect(page.getByRole('dialog', { name: t.Basket.title })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: t.Basket.title })).toBeHidden();

        await page.goto(`${prefix(visit.page)}/product/${product!.id}`);
        const buy = page.getByRole('main').getByRole('button', { name: t.ProductBuy.addToBasket, exact: true });
        await expect(first).toBeVisible();
        await expectCompactAtTheBottom(page, first, viewport);
        await expectNothingHidden(page, buy.first());

        if (offer) {
          await offer.getByRole('button', { name: messages[visit.offer!].LanguageOffer.stay }).click();
          await expect(offer).toHaveCount(0);
          await expect(cookieBanner).toBeVisible();
          await expectCompactAtTheBottom(page, cookieBanner, viewport);
          await page.evaluate(() => window.scrollTo(0, 0));
          await expectNothingHidden(page, buy.first());
        }

        await buy.first().click();
        await expect(page.getByRole('button', { name: t.Basket.openCart })).toBeVisible();
        await cookieBanner.getByRole('button', { name: t.Cookie.accept, exact: true }).click();
        await expect(cookieBanner).toHaveCount(0);
        await context.close();
      });
    }
  });
}
