// The product page's quantity picker, "buy now" and share button as a shopper uses them, in Portuguese
// and Russian: a quantity typed past what one basket line may hold is brought back and + turns off;
// buy now takes the picked quantity to checkout beside the basket's earlier lines (and a guest there
// after logging in); share copies the page's canonical URL, or hands it to the system's share sheet.
// Elements by role and by the translation files.
import { type Page, expect, test } from '@playwright/test';
import { fillBasket, productsInStock, SHOPPER_PASSWORD, signInNewShopper } from './support/checkout';
import { escapeRegExp } from './support/checkout-ui';
import { type TestLocale, messages, prefix, translate } from './support/i18n';
import { uniqueEmail } from './support/mail';
import { shopperAddress } from './support/servers';
import { Shop } from './support/shop';

// Whole journeys with a registration and a checkout: on two shared, loaded cores they outgrow 30 s.
test.describe.configure({ timeout: 90_000 });

const LOCALES = ['pt-BR', 'ru'] as const;

function picker(page: Page, locale: TestLocale) {
  const t = messages[locale].ProductBuy;
  return {
    quantity: page.getByRole('spinbutton', { name: t.quantity }),
    plus: page.getByRole('button', { name: t.increase }),
    minus: page.getByRole('button', { name: t.decrease }),
    buyNow: page.getByRole('button', { name: t.buyNow }),
  };
}

/** The checkout's order lines, one of them found by its product's name. */
function orderLine(page: Page, locale: TestLocale, name: string) {
  return page
    .getByRole('list', { name: messages[locale].Checkout.itemsLabel })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

async function canonicalOf(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toMatch(/^https?:\/\//);
  return href!;
}

async function popularProductId(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/api/popular-products')).json()) as { products: { id: number }[] };
  return answer.products[0]!.id;
}

for (const locale of LOCALES) {
  test(`buy now takes the picked quantity to checkout, the basket's earlier line intact (${locale})`, async ({ page, baseURL }) => {
    const t = messages[locale];
    const say = translate(locale);
    const shop = new Shop(page, locale);
    const [earlier, wanted] = await productsInStock(2, 4, locale);
    await signInNewShopper(page, baseURL!, `buy-now-${locale}`, { verified: false });
    await fillBasket(page, baseURL!, [earlier!], 2);

    await shop.open(`/product/${wanted!.id}`);
    await shop.acceptCookies();
    const { quantity, plus, minus, buyNow } = picker(page, locale);
    await expect(quantity).toHaveValue('1');
    await expect(minus).toBeDisabled();

    // Typed past what one line may hold: brought back to the end of the range, said why, + turned off.
    await quantity.fill('999');
    await quantity.blur();
    const limit = Number(await quantity.getAttribute('max'));
    expect(limit).toBeGreaterThanOrEqual(4);
    expect(limit).toBeLessThanOrEqual(99);
    await expect(quantity).toHaveValue(String(limit));
    await expect(plus).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: say('ProductBuy.above', { limit }) })).toBeVisible();

    await quantity.fill('1');
    await plus.click();
    await plus.click();
    await expect(quantity).toHaveValue('3');
    await expect(plus).toBeEnabled();

    await buyNow.click();
    // Waits for the user check and the basket, sends the change, then renders the private checkout:
    // several round trips, slow on a loaded machine.
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix(locale))}/checkout\\?buy=${wanted!.id}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: t.Checkout.title })).toBeVisible();
    await expect(orderLine(page, locale, wanted!.name)).toContainText(say('Checkout.quantityValue', { count: 3 }));
    await expect(orderLine(page, locale, earlier!.name)).toContainText(say('Checkout.quantityValue', { count: 2 }));
    await expect(page.getByRole('list', { name: t.Checkout.itemsLabel }).getByRole('listitem')).toHaveCount(2);
    // The earlier line is part of this order, and the page says so.
    await expect(page.getByRole('note')).toContainText(say('ProductBuy.othersInOrder', { count: 1 }));
  });
}

test('a guest who buys now logs in and lands on checkout with the line kept (ru)', async ({ page, request, baseURL }) => {
  const locale = 'ru';
  const t = messages[locale];
  const say = translate(locale);
  const shop = new Shop(page, locale);
  const [wanted] = await productsInStock(1, 4, locale);
  // Registered in a context of its own: this page stays a guest's.
  const email = uniqueEmail('buy-now-guest');
  const registered = await request.post('/api/register?locale=en', {
    headers: { Origin: baseURL!, 'X-Forwarded-For': shopperAddress() },
    data: { name: `Buyer${Math.floor(Math.random() * 1e6)}`, email, password: SHOPPER_PASSWORD, password_confirmation: SHOPPER_PASSWORD, terms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await shop.open(`/product/${wanted!.id}`);
  await shop.acceptCookies();
  const { quantity, plus, buyNow } = picker(page, locale);
  await plus.click();
  await plus.click();
  await expect(quantity).toHaveValue('3');
  await buyNow.click();

  const auth = page.getByRole('dialog', { name: t.Auth.title }).getByRole('tabpanel');
  await auth.getByLabel(t.Auth.email, { exact: true }).fill(email);
  await auth.getByLabel(t.Auth.password, { exact: true }).fill(SHOPPER_PASSWORD);
  await auth.getByRole('button', { name: t.Auth.loginSubmit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ru/checkout\\?buy=${wanted!.id}$`), { timeout: 30_000 });
  await expect(orderLine(page, locale, wanted!.name)).toContainText(say('Checkout.quantityValue', { count: 3 }));
  await expect(page.getByRole('list', { name: t.Checkout.itemsLabel }).getByRole('listitem')).toHaveCount(1);
});

test.describe('share', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const locale of LOCALES) {
    test(`copies the canonical URL where there is no share sheet (${locale})`, async ({ page }) => {
      const t = messages[locale].ProductBuy;
      const shop = new Shop(page, locale);
      // Whatever this browser offers, this page has no share sheet.
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
        delete (Navigator.prototype as { canShare?: unknown }).canShare;
      });
      await shop.open(`/product/${await popularProductId(page)}`);
      await shop.acceptCookies();
      const canonical = await canonicalOf(page);
      expect(new URL(canonical).pathname).toMatch(new RegExp(`^${escapeRegExp(prefix(locale))}/product/\\d+$`));

      await page.getByRole('button', { name: t.share }).click();
      await expect(page.getByRole('status').filter({ hasText: t.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    });

    test(`hands the canonical URL to the share sheet where there is one (${locale})`, async ({ page }) => {
      const t = messages[locale].ProductBuy;
      const shop = new Shop(page, locale);
      await page.addInitScript(() => {
        const shared: unknown[] = [];
        (window as unknown as { shared: unknown[] }).shared = shared;
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: (data: ShareData) => {
            shared.push({ title: data.title, url: data.url });
            return Promise.resolve();
          },
        });
        Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
      });
      await shop.open(`/product/${await popularProductId(page)}`);
      await shop.acceptCookies();
      const canonical = await canonicalOf(page);
      const name = (await shop.heading().textContent())!.trim();

      await page.getByRole('button', { name: t.share }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([{ title: name, url: canonical }]);
      await expect(page.getByRole('status').filter({ hasText: t.copied })).toHaveCount(0);
    });
  }
});
