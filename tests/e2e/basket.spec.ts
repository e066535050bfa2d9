// The basket as a shopper uses it: a guest fills it from the product cards and the
// product page, changes quantities and finds it again after a reload; at login it is merged into
// the account's basket; promo codes (valid, invalid, recalculated, undone); and a moment where
// the shop does not answer loses no change, and a send whose answer is lost is applied once. Elements
// by role and by the translation files.
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { type TestLocale, fill, messages, prefix } from './support/i18n';
import { uniqueEmail } from './support/mail';
import { SPEC_PROVIDER, shopperAddress } from './support/servers';
import { Shop } from './support/shop';

const PASSWORD = 'Cesta2026segura';

// Whole shopper journeys of many steps: on two shared, loaded cores they outgrow the default 30 s.
test.describe.configure({ timeout: 90_000 });

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A shopper registered through the BFF (their own session, not the page's). */
async function registeredShopper(request: APIRequestContext, baseURL: string, label: string) {
  const email = uniqueEmail(label);
  const address = shopperAddress();
  const response = await request.post('/api/register?locale=en', {
    headers: { Origin: baseURL, 'X-Forwarded-For': address },
    data: { name: `Basket${Math.floor(Math.random() * 1e6)}`, email, password: PASSWORD, password_confirmation: PASSWORD, terms: true },
  });
  expect(response.status()).toBe(201);
  return { email, origin: baseURL };
}

class BasketUi {
  constructor(
    readonly page: Page,
    readonly locale: TestLocale,
  ) {}

  get t() {
    return messages[this.locale];
  }

  /** The buy buttons of the product cards on the page, in page order. */
  buyButtons(): Locator {
    const template = this.t.Catalogue.buyProduct.replace('{name}', '(.+)');
    return this.page.getByRole('main').getByRole('button', { name: new RegExp(`^${template}$`) });
  }

  async buy(index: number): Promise<string> {
    const button = this.buyButtons().nth(index);
    const label = (await button.getAttribute('aria-label')) ?? '';
    const name = new RegExp(`^${this.t.Catalogue.buyProduct.replace('{name}', '(.+)')}$`).exec(label)?.[1] ?? '';
    expect(name).not.toBe('');
    await button.click();
    const toast = this.page.getByRole('status').filter({ hasText: fill(this.t.Basket.added, { name }) });
    await expect(toast).toBeVisible();
    return name;
  }

  navbarButton() {
    return this.page.getByRole('banner').getByRole('button', { name: new RegExp(`^${escapeRegExp(this.t.Nav.basket)}`) });
  }

  async expectCount(count: number) {
    const label = this.t.Nav.basketWithCount.replace(/\{count, plural,.*\}$/, '');
    await expect(this.page.getByRole('banner').getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) })).toContainText(String(count));
  }

  panel() {
    return this.page.getByRole('dialog', { name: this.t.Basket.title });
  }

  async open() {
    if (await this.panel().isVisible()) return this.panel();
    await this.page.getByRole('banner').getByRole('button', { name: new RegExp(escapeRegExp(this.t.Nav.basketWithCount.split(',')[0]!)) }).click();
    await expect(this.panel()).toBeVisible();
    return this.panel();
  }

  quantity(name: string) {
    return this.panel().getByRole('group', { name: fill(this.t.Basket.quantityOf, { name }) });
  }

  async expectQuantity(name: string, quantity: number) {
    await expect(this.quantity(name)).toContainText(String(quantity));
  }

  increase(name: string) {
    return this.panel().getByRole('button', { name: fill(this.t.Basket.increase, { name }) }).click();
  }

  decrease(name: string) {
    return this.panel().getByRole('button', { name: fill(this.t.Basket.decrease, { name }) }).click();
  }

  async lines(): Promise<number> {
    return this.panel().getByRole('list', { name: this.t.Basket.itemsLabel }).getByRole('listitem').count();
  }
}

test.describe('the basket', () => {
  test('a guest adds three products, changes quantities and finds the same basket after a reload (pt-BR)', async ({ page }) => {
    const locale: TestLocale = 'pt-BR';
    const shop = new Shop(page, locale);
    const ui = new BasketUi(page, locale);
    const t = messages[locale];
    await shop.open('/');
    await shop.acceptCookies();

    const first = await ui.buy(0);
    const second = await ui.buy(1);
    const third = await ui.buy(2);
    await ui.buy(0);
    await ui.expectCount(4);

    // The toast's action opens the panel.
    await ui.buy(1);
    await page.getByRole('button', { name: t.Basket.openCart }).click();
    const panel = ui.panel();
    await expect(panel).toBeVisible();
    expect(await ui.lines()).toBe(3);
    await ui.expectQuantity(first, 2);
    await ui.expectQuantity(second, 2);
    await ui.increase(third);
    await ui.increase(third);
    await ui.decrease(second);
    await ui.decrease(second);
    await expect(ui.quantity(second)).toHaveCount(0);
    await ui.expectQuantity(third, 3);

    // Stored where a guest basket lives (localStorage `basket`, docs/product/limits.md), and the same after a reload.
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('basket') ?? '[]') as { pivot: { quantity: number } }[]);
    expect(stored.map((item) => item.pivot.quantity)).toEqual([2, 3]);
    await page.reload();
    await ui.expectCount(5);
    await ui.open();
    await ui.expectQuantity(first, 2);
    await ui.expectQuantity(third, 3);
  });

  test('two tabs of one browser show the same guest basket (ru)', async ({ page, context }) => {
    const locale: TestLocale = 'ru';
    const shop = new Shop(page, locale);
    const ui = new BasketUi(page, locale);
    await shop.open('/');
    await shop.acceptCookies();
    const other = await context.newPage();
    const otherUi = new BasketUi(other, locale);
    await other.goto(`${prefix(locale)}/noveltes`);

    const name = await ui.buy(0);
    await otherUi.expectCount(1);
    await otherUi.open();
    await otherUi.increase(name);
    await ui.expectCount(2);
    await ui.open();
    await ui.expectQuantity(name, 2);
    await other.close();
  });

  test('the product page buys too, and at login the guest basket is merged into the account basket once (en)', async ({ page, request, baseURL }) => {
    const locale: TestLocale = 'en';
    const shop = new Shop(page, locale);
    const ui = new BasketUi(page, locale);
    const t = messages[locale];
    const shopper = await registeredShopper(request, baseURL!, 'merge');

    // The account already holds one product: put it there through the shopper's own session.
    await request.post('/api/login?locale=en', { headers: { Origin: shopper.origin }, data: { email: shopper.email, password: PASSWORD } });
    await shop.open('/');
    await shop.acceptCookies();
    const firstCard = ui.buyButtons().first();
    const firstLabel = (await firstCard.getAttribute('aria-label'))!;
    const firstId = Number(
      await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href').then((href) => /\/product\/(\d+)/.exec(href ?? '')?.[1]),
    );
    expect(firstId).toBeGreaterThan(0);
    const seeded = await request.patch('/api/basket?locale=en', {
      headers: { Origin: shopper.origin },
      data: { products: [{ id: firstId, type: 'increase', count: 2, key: `seed-${Date.now()}-${firstId}`.padEnd(16, '0') }] },
    });
    expect(seeded.status()).toBe(200);

    // As a guest: one of the same product from its card, one other from the product page.
    const firstName = firstLabel.replace(t.Catalogue.buyProduct.replace('{name}', ''), '');
    await ui.buy(0);
    await page.getByRole('main').getByRole('article').nth(3).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+/);
    const productName = (await shop.heading().textContent())!.trim();
    await page.getByRole('main').getByRole('button', { name: t.ProductBuy.addToBasket, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(t.Basket.added, { name: productName }) })).toBeVisible();
    await ui.expectCount(2);

    // Log in: the account basket now holds both, quantities added, and the guest basket is gone.
    await page.getByRole('banner').getByRole('button', { name: t.Nav.login }).click();
    const auth = page.getByRole('dialog', { name: t.Auth.title }).getByRole('tabpanel');
    await auth.getByLabel(t.Auth.email, { exact: true }).fill(shopper.email);
    await auth.getByLabel(t.Auth.password, { exact: true }).fill(PASSWORD);
    await auth.getByRole('button', { name: t.Auth.loginSubmit, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/profile$/);
    await ui.expectCount(4);
    await ui.open();
    await ui.expectQuantity(firstName, 3);
    await ui.expectQuantity(productName, 1);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('basket'))).toBeNull();

    // Once: a reload does not add the guest basket a second time.
    await page.reload();
    await ui.expectCount(4);
    const server = await request.get('/api/basket?locale=en');
    expect(((await server.json()) as { count: number }).count).toBe(4);
  });

  test('promo codes: invalid, applied with the old total struck through, recalculated, undone (en)', async ({ page, request, baseURL }) => {
    const locale: TestLocale = 'en';
    const shop = new Shop(page, locale);
    const ui = new BasketUi(page, locale);
    const t = messages[locale];
    const shopper = await registeredShopper(request, baseURL!, 'promo');

    await shop.open('/');
    await shop.acceptCookies();
    const name = await ui.buy(0);

    // A guest is asked to log in instead of a request; the apply control appears from 3 characters.
    let panel = await ui.open();
    const code = panel.getByLabel(t.Basket.promoLabel, { exact: true });
    await code.fill('WE');
    await expect(panel.getByRole('button', { name: t.Basket.promoApply })).toHaveCount(0);
    await code.fill('WELCOME10');
    await panel.getByRole('button', { name: t.Basket.promoApply }).click();
    await expect(panel.getByRole('alert')).toContainText(t.Basket.promoLogin);
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: t.Nav.login }).click();
    const auth = page.getByRole('dialog', { name: t.Auth.title }).getByRole('tabpanel');
    await auth.getByLabel(t.Auth.email, { exact: true }).fill(shopper.email);
    await auth.getByLabel(t.Auth.password, { exact: true }).fill(PASSWORD);
    await auth.getByRole('button', { name: t.Auth.loginSubmit, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/profile$/);
    await ui.expectCount(1);

    panel = await ui.open();
    await panel.getByLabel(t.Basket.promoLabel, { exact: true }).fill('NOSUCHCODE');
    await panel.getByRole('button', { name: t.Basket.promoApply }).click();
    await expect(panel.getByRole('alert')).toContainText(t.Basket.promoInvalid);

    await panel.getByLabel(t.Basket.promoLabel, { exact: true }).fill('welcome10');
    await panel.getByRole('button', { name: t.Basket.promoApply }).click();
    await expect(panel.getByText(fill(t.Basket.promoApplied, { code: 'WELCOME10', discount: 10 }))).toBeVisible();
    const struck = panel.locator('s, del');
    await expect(struck).toBeVisible();
    const before = await struck.textContent();

    // A quantity change: the provider recalculates, the struck-through total follows.
    await ui.increase(name);
    await ui.expectQuantity(name, 2);
    await expect(struck).not.toHaveText(before!);
    const basket = (await (await page.request.get('/api/basket?locale=en')).json()) as { promo: { price: number; priceWithDiscount: number } | null };
    expect(basket.promo).not.toBeNull();
    expect(basket.promo!.priceWithDiscount).toBe(basket.promo!.price - Math.round(basket.promo!.price / 10));

    // Taking the code off, where the provider can: a provider with only the specified calls has no call for it, and no button shows.
    if (SPEC_PROVIDER) {
      await expect(panel.getByRole('button', { name: t.Basket.promoRemove })).toHaveCount(0);
      return;
    }
    await panel.getByRole('button', { name: t.Basket.promoRemove }).click();
    await expect(struck).toHaveCount(0);
    await expect(panel.getByLabel(t.Basket.promoLabel, { exact: true })).toBeVisible();
  });

  test('a moment when the shop does not answer loses no change (en)', async ({ page, request, baseURL }) => {
    const locale: TestLocale = 'en';
    const shop = new Shop(page, locale);
    const ui = new BasketUi(page, locale);
    const t = messages[locale];
    const shopper = await registeredShopper(request, baseURL!, 'outage');

    await page.goto(`${prefix(locale)}/profile`);
    const auth = page.getByRole('dialog', { name: t.Auth.title }).getByRole('tabpanel');
    await auth.getByLabel(t.Auth.email, { exact: true }).fill(shopper.email);
    await auth.getByLabel(t.Auth.password, { exact: true }).fill(PASSWORD);
    await auth.getByRole('button', { name: t.Auth.loginSubmit, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/profile$/);
    await shop.acceptCookies();
    await shop.open('/');

    // The basket's sends fail for a while (the shop answers 503).
    let failing = true;
    await page.route('**/api/basket**', async (route) => {
      if (failing && route.request().method() === 'PATCH') await route.fulfill({ status: 503, json: { message: 'unavailable' } });
      else await route.continue();
    });
    const name = await ui.buy(0);
    await ui.buy(0);
    await ui.buy(1);
    await ui.expectCount(3);
    // Checkout sends the queue first: it fails, says so, and keeps every change.
    const panel = await ui.open();
    await panel.getByRole('button', { name: t.Basket.checkout }).click();
    await expect(panel.getByRole('alert').filter({ hasText: t.Basket.checkoutFailed })).toBeVisible();
    await expect(panel.getByText(t.Basket.problemFailed)).toBeVisible();
    await expect(page).not.toHaveURL(/checkout/);
    await ui.expectQuantity(name, 2);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('basketSendList') ?? '[]').length)).toBe(3);

    // The shop is back: a reload sends the kept changes first, and the account's basket has them.
    failing = false;
    await page.reload();
    await ui.expectCount(3);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('basketSendList'))).toBeNull();
    const server = (await (await page.request.get('/api/basket?locale=en')).json()) as { count: number };
    expect(server.count).toBe(3);
  });

  for (const locale of ['ru', 'pt-BR'] as const) {
    test(`a send whose answer is lost is sent again and applied once (${locale})`, async ({ page, request, baseURL }) => {
      const shop = new Shop(page, locale);
      const ui = new BasketUi(page, locale);
      const t = messages[locale];
      const shopper = await registeredShopper(request, baseURL!, `replay-${locale}`);

      await page.goto(`${prefix(locale)}/profile`);
      const auth = page.getByRole('dialog', { name: t.Auth.title }).getByRole('tabpanel');
      await auth.getByLabel(t.Auth.email, { exact: true }).fill(shopper.email);
      await auth.getByLabel(t.Auth.password, { exact: true }).fill(PASSWORD);
      await auth.getByRole('button', { name: t.Auth.loginSubmit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix(locale))}/profile$`));
      await shop.acceptCookies();
      // The basket as the shop holds it, before any change: what this test sends is then shown on top
      // of a basket read before the send, whose answer is about to be lost.
      const loaded = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/basket');
      await shop.open('/');
      await loaded;

      // Every send reaches the shop, which applies it, but its answer never reaches the page, until
      // the shop's answers come back. Whether the first send is the basket's own (after its pause)
      // or the checkout's depends on the machine's speed; each carries the same change and key.
      const sends: string[] = [];
      let answersLost = true;
      await page.route('**/api/basket**', async (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        sends.push(route.request().postData() ?? '');
        if (!answersLost) return route.continue();
        const applied = await route.fetch();
        expect(applied.status()).toBe(200);
        return route.abort('connectionreset');
      });
      const name = await ui.buy(0);
      await ui.expectCount(1);
      const panel = await ui.open();
      await panel.getByRole('button', { name: t.Basket.checkout }).click();
      // A lost answer is a lost connection to the page: it says so and keeps the change.
      await expect(panel.getByRole('alert').filter({ hasText: t.Basket.checkoutOffline })).toBeVisible();
      await ui.expectQuantity(name, 1);

      // Checkout again with the answers back: the same change goes again, with the same key, and the
      // shop does not apply it twice.
      answersLost = false;
      await panel.getByRole('button', { name: t.Basket.checkout }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix(locale))}/checkout`));
      expect(sends.length).toBeGreaterThanOrEqual(2);
      const keys = sends.map((body) => (JSON.parse(body) as { products: { key: string }[] }).products.map((change) => change.key));
      for (const replayed of keys.slice(1)) expect(replayed).toEqual(keys[0]);
      const server = (await (await page.request.get(`/api/basket?locale=${locale}`)).json()) as { count: number; products: { pivot: { quantity: number } }[] };
      expect(server.count).toBe(1);
      expect(server.products.map((line) => line.pivot.quantity)).toEqual([1]);
      await ui.expectCount(1);
    });
  }
});
