// Accessibility of every page and modal of the storefront: axe (WCAG 2.x A/AA) in pt-BR
// and English, with each modal, menu and listbox open; a purchase path with the keyboard alone;
// focus trapped in modals and returned; the 300 ms animations off under prefers-reduced-motion.
import { type Locator, type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fillBasket, productsInStock, quoteOf, settleQrOrder, signInNewShopper } from './support/checkout';
import { type TestLocale, fill, messages, prefix, translate } from './support/i18n';
import { Shop } from './support/shop';

test.describe.configure({ timeout: 120_000 });

const LOCALES: TestLocale[] = ['pt-BR', 'en'];

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens a path of the locale and waits for the page's heading (the client parts hydrated). */
async function visit(page: Page, locale: TestLocale, path: string) {
  await page.goto(`${prefix(locale)}${path === '/' && locale !== 'pt-BR' ? '' : path}`);
  // A page that opens a modal at once (/password-reset/{token}) hides its heading behind it.
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

function navbarBasket(page: Page, locale: TestLocale) {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${escapeRegExp(messages[locale].Nav.basket)}`) });
}

async function someProductId(): Promise<number> {
  const [product] = await productsInStock(1);
  return product!.id;
}

/** A Pix order through the BFF (on the basket's quote in reais, as the checkout makes it), settled by the provider's development switch. */
async function settledOrder(page: Page, baseURL: string, outcome: 'mark-paid' | 'mark-failed'): Promise<string> {
  const quote = await quoteOf(page, baseURL, 'BRL');
  const response = await page.request.post(`${baseURL}/api/orders/create-qr?locale=en`, {
    headers: { Origin: baseURL, 'Idempotency-Key': crypto.randomUUID() },
    data: { firstName: 'Maria', lastName: 'Silva', cpf: '52998224725', quote_id: quote.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  const orderId = ((await response.json()) as { order_id: string }).order_id;
  await settleQrOrder(orderId, outcome);
  return orderId;
}

for (const locale of LOCALES) {
  const t = messages[locale];

  test.describe(`axe (${locale})`, () => {
    test('home with the cookie banner, and the 404 page', async ({ page }) => {
      await visit(page, locale, '/');
      await expect(page.getByRole('button', { name: t.Cookie.accept, exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `${locale} home with the cookie banner`);
      await new Shop(page, locale).acceptCookies();
      const response = await page.goto(`${prefix(locale)}/no-such-page-here`);
      expect(response?.status()).toBe(404);
      await expectNoAxeViolations(page, `${locale} 404`);
    });

    // A few pages per test, so each stays well within its time on a busy machine.
    for (const paths of [
      ['/', '/category/playstation', '/noveltes'],
      ['/discounts', '/holiday', 'product'],
      ['/search/gift', '/category/steam?minPrice=5&maxPrice=60&sort=increase', '/password-reset/not-a-real-token'],
    ]) {
      test(`public pages: ${paths.join(', ')}`, async ({ page }) => {
        await visit(page, locale, '/');
        await new Shop(page, locale).acceptCookies();
        for (const path of paths) {
          const url = path === 'product' ? `/product/${await someProductId()}` : path;
          await visit(page, locale, url);
          if (url.startsWith('/password-reset/')) await expect(page.getByRole('dialog')).toBeVisible();
          await expectNoAxeViolations(page, `${locale} ${url}`);
        }
      });
    }

    test('modals, menus and listboxes of the shell', async ({ page }) => {
      const shop = new Shop(page, locale);
      await visit(page, locale, '/');
      await shop.acceptCookies();

      // The auth modal, both tabs.
      await page.getByRole('banner').getByRole('button', { name: t.Nav.login }).click();
      const auth = page.getByRole('dialog', { name: t.Auth.title });
      await expect(auth).toBeVisible();
      await expectNoAxeViolations(page, `${locale} auth modal, login tab`);
      await auth.getByRole('tab', { name: t.Auth.registerTab }).click();
      await expect(auth.getByRole('tab', { name: t.Auth.registerTab })).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page, `${locale} auth modal, register tab`);
      await page.keyboard.press('Escape');
      await expect(auth).toBeHidden();

      // The basket panel, empty.
      await navbarBasket(page, locale).click();
      const panel = page.getByRole('dialog', { name: t.Basket.title });
      await expect(panel).toBeVisible();
      await expectNoAxeViolations(page, `${locale} empty basket panel`);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // The language switcher open.
      await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.Language.current.split('{')[0]!)}`) }).click();
      await expect(page.getByRole('menu', { name: t.Language.label })).toBeVisible();
      await expectNoAxeViolations(page, `${locale} language switcher open`);
      await page.keyboard.press('Escape');

      // The search hints.
      const search = page.getByRole('combobox', { name: t.Search.label });
      await search.fill('card');
      await expect(page.getByRole('listbox', { name: t.Search.hintsLabel })).toBeVisible();
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page, `${locale} search hints open`);
      await page.keyboard.press('Escape');
      await search.fill('');

      // A product in the basket: the toast, then the filled panel.
      await page.getByRole('main').getByRole('button', { name: new RegExp(`^${t.Catalogue.buyProduct.replace('{name}', '.+')}$`) }).first().click();
      await expect(page.getByRole('button', { name: t.Basket.openCart })).toBeVisible();
      await expectNoAxeViolations(page, `${locale} toast after adding a product`);
      await navbarBasket(page, locale).click();
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('list', { name: t.Basket.itemsLabel }).getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page, `${locale} filled basket panel`);
    });

    test('the filters open', async ({ page }) => {
      const shop = new Shop(page, locale);
      await visit(page, locale, '/category/steam');
      await shop.acceptCookies();
      await page.getByRole('button', { name: t.Filters.price, exact: true }).click();
      await expect(page.getByRole('group', { name: t.Filters.priceRange })).toBeVisible();
      await expectNoAxeViolations(page, `${locale} price filter open`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t.Filters.country, exact: true }).click();
      await expect(page.getByRole('group', { name: t.Filters.country }).first()).toBeVisible();
      await expectNoAxeViolations(page, `${locale} country filter open`);
      await page.keyboard.press('Escape');
      await page.getByLabel(t.Filters.sort).click();
      await expectNoAxeViolations(page, `${locale} sort open`);
    });

    test('signed in: profile, checkout, card modal, payment pages', async ({ page, baseURL }) => {
      await signInNewShopper(page, baseURL!, `a11y-${locale}`);
      const shop = new Shop(page, locale);
      await visit(page, locale, '/profile');
      await shop.acceptCookies();
      await expectNoAxeViolations(page, `${locale} profile`);

      const products = await productsInStock(2, 4, locale);
      await fillBasket(page, baseURL!, products);
      await visit(page, locale, '/checkout');
      await expectNoAxeViolations(page, `${locale} checkout`);
      await page.getByRole('radio', { name: t.Checkout.methodCard }).check();
      await page.getByRole('button', { name: t.Checkout.payByCard }).click();
      const card = page.getByRole('dialog', { name: t.CardPayment.titlePurchase });
      await expect(card).toBeVisible();
      await expectNoAxeViolations(page, `${locale} card modal`);
      await page.keyboard.press('Escape');
      await expect(card).toBeHidden();
      await page.getByRole('radio', { name: t.Checkout.methodPix }).check();
      // With the amount in reais shown above the form.
      const charge = page.getByRole('region', { name: translate(locale)('Checkout.chargeTitle', { currency: 'BRL' }) });
      await expect(charge.getByText(translate(locale)('Checkout.chargeAmount', { currency: 'BRL' }), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `${locale} checkout, Pix form`);

      const paid = await settledOrder(page, baseURL!, 'mark-paid');
      await page.goto(`${prefix(locale)}/payment-confirm/${paid}`);
      await expect(page.getByRole('dialog', { name: t.Payment.successTitle })).toBeVisible();
      await expectNoAxeViolations(page, `${locale} payment-confirm with the success modal`);

      await fillBasket(page, baseURL!, products.slice(0, 1));
      const failed = await settledOrder(page, baseURL!, 'mark-failed');
      await page.goto(`${prefix(locale)}/payment-error/${failed}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `${locale} payment-error`);
    });
  });
}

/** Presses Tab (Shift+Tab backwards) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { max = 120, backwards = false } = {}) {
  await expect(target).toBeAttached();
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached with ${max} presses of Tab`);
}

async function expectFocusInside(page: Page, container: Locator) {
  expect(await container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** Tabs round a modal more times than it has controls: the focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const stops = await dialog.locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]').count();
  for (let step = 0; step < stops + 3; step += 1) {
    await page.keyboard.press('Tab');
    await expectFocusInside(page, dialog);
  }
  for (let step = 0; step < stops + 3; step += 1) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusInside(page, dialog);
  }
}

async function expectFocused(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement)).toBe(true);
}

/** A visible focus ring: an outline or a box shadow on the focused element. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2, shadow: style.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow).toBe(true);
}

test.describe('keyboard only', () => {
  const locale: TestLocale = 'pt-BR';
  const t = messages[locale];

  test('from a product card to the basket: buy, open the basket, change the quantity, Escape returns the focus', async ({ page }) => {
    const shop = new Shop(page, locale);
    await visit(page, locale, '/');
    await shop.acceptCookies();
    await page.locator('body').focus();

    const buy = page.getByRole('main').getByRole('button', { name: new RegExp(`^${t.Catalogue.buyProduct.replace('{name}', '.+')}$`) }).first();
    const name = new RegExp(`^${t.Catalogue.buyProduct.replace('{name}', '(.+)')}$`).exec((await buy.getAttribute('aria-label')) ?? '')![1]!;
    await tabTo(page, buy);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const openCart = page.getByRole('button', { name: t.Basket.openCart });
    await expect(openCart).toBeVisible();

    // The navbar's basket button, reached backwards from the card.
    const opener = navbarBasket(page, locale);
    await expect(opener).toContainText('1');
    await tabTo(page, opener, { backwards: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: t.Basket.title });
    await expect(panel).toBeVisible();
    await expectFocusInside(page, panel);

    const increase = panel.getByRole('button', { name: fill(t.Basket.increase, { name }) });
    await tabTo(page, increase, { max: 30 });
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('group', { name: fill(t.Basket.quantityOf, { name }) })).toContainText('2');
    await page.keyboard.press('Space');
    await expect(panel.getByRole('group', { name: fill(t.Basket.quantityOf, { name }) })).toContainText('3');
    const decrease = panel.getByRole('button', { name: fill(t.Basket.decrease, { name }) });
    await tabTo(page, decrease, { max: 30, backwards: true });
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('group', { name: fill(t.Basket.quantityOf, { name }) })).toContainText('2');
    await expectFocusTrapped(page, panel);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expectFocused(opener);
    await expect(opener).toContainText('2');
  });

  test('a product page opened with Enter, its buy button, and the toast’s action', async ({ page }) => {
    const shop = new Shop(page, locale);
    await visit(page, locale, '/');
    await shop.acceptCookies();
    const link = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const buy = page.getByRole('main').getByRole('button', { name: t.ProductBuy.addToBasket, exact: true });
    await tabTo(page, buy);
    await page.keyboard.press('Enter');
    const openCart = page.getByRole('button', { name: t.Basket.openCart });
    await expect(openCart).toBeVisible();
    await tabTo(page, openCart);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: t.Basket.title });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('list', { name: t.Basket.itemsLabel }).getByRole('listitem')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('from the basket to the checkout: the focus lands on the checkout’s heading', async ({ page, baseURL }) => {
    await signInNewShopper(page, baseURL!, 'a11y-checkout-focus');
    await fillBasket(page, baseURL!, await productsInStock(1));
    const shop = new Shop(page, locale);
    await visit(page, locale, '/');
    await shop.acceptCookies();
    const opener = navbarBasket(page, locale);
    await expect(opener).toContainText('1');
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: t.Basket.title });
    await expect(panel).toBeVisible();
    await tabTo(page, panel.getByRole('button', { name: t.Basket.checkout, exact: true }), { max: 30 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(panel).toBeHidden();
    const heading = page.getByRole('heading', { level: 1, name: t.Checkout.title });
    await expect(heading).toBeFocused();
    // Not taken back by the basket panel once it has closed.
    await expect(page.getByRole('list', { name: t.Checkout.itemsLabel })).toBeVisible();
    await expect(heading).toBeFocused();
  });

  test('the category menu', async ({ page }) => {
    const shop = new Shop(page, locale);
    await visit(page, locale, '/');
    await shop.acceptCookies();
    const link = shop.categoryMenu().getByRole('link', { name: 'Xbox' });
    await tabTo(page, link);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/category\/xbox$/);
    await expect(shop.heading()).toHaveText('Xbox');
  });

  test('the filters: a checkbox, the price slider with the arrow keys, apply', async ({ page }) => {
    const en = messages.en;
    const shop = new Shop(page, 'en');
    await visit(page, 'en', '/category/steam');
    await shop.acceptCookies();

    const country = page.getByRole('button', { name: en.Filters.country, exact: true });
    await tabTo(page, country);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const countryPanel = page.getByRole('group', { name: en.Filters.country }).first();
    await expect(countryPanel).toBeVisible();
    const brazil = countryPanel.getByRole('checkbox', { name: 'Brazil' });
    await tabTo(page, brazil, { max: 60 });
    await page.keyboard.press('Space');
    await expect(brazil).toBeChecked();
    await tabTo(page, countryPanel.getByRole('button', { name: en.Filters.apply }), { max: 60 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/country=/);
    await expect(page.getByRole('list', { name: en.Filters.selected })).toContainText('Brazil');

    const price = page.getByRole('button', { name: en.Filters.price, exact: true });
    await tabTo(page, price);
    const priceButton = await price.elementHandle();
    await page.keyboard.press('Enter');
    const pricePanel = page.getByRole('group', { name: en.Filters.priceRange });
    await expect(pricePanel).toBeVisible();
    const low = pricePanel.getByRole('slider', { name: en.Filters.priceMin });
    await tabTo(page, low, { max: 20 });
    await expectVisibleFocus(page);
    const before = Number(await low.getAttribute('aria-valuenow'));
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await low.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
    const high = pricePanel.getByRole('slider', { name: en.Filters.priceMax });
    await tabTo(page, high, { max: 5 });
    await page.keyboard.press('ArrowLeft');
    await expect(pricePanel.getByLabel(en.Filters.priceFrom)).not.toHaveValue('');
    await tabTo(page, pricePanel.getByRole('button', { name: en.Filters.apply }), { max: 10 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/minPrice=\d+/);
    await expect(pricePanel).toBeHidden();
    // The button now shows the chosen range; the same element has the focus back.
    await expect.poll(() => page.evaluate((element) => element === document.activeElement, priceButton)).toBe(true);
  });

  test('the search hints: type, ArrowDown, Enter', async ({ page }) => {
    const shop = new Shop(page, locale);
    await visit(page, locale, '/');
    await shop.acceptCookies();
    const search = page.getByRole('combobox', { name: t.Search.label });
    await tabTo(page, search);
    await expectVisibleFocus(page);
    await page.keyboard.type('steam');
    const option = page.getByRole('option').first();
    await expect(option).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    const active = page.locator(`#${await search.getAttribute('aria-activedescendant')}`);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(product|search)\//);
  });

  test('the auth modal and the language switcher trap or return the focus', async ({ page }) => {
    const shop = new Shop(page, locale);
    await visit(page, locale, '/');
    await shop.acceptCookies();
    const login = page.getByRole('banner').getByRole('button', { name: t.Nav.login });
    await tabTo(page, login);
    await page.keyboard.press('Enter');
    const auth = page.getByRole('dialog', { name: t.Auth.title });
    await expect(auth).toBeVisible();
    await expectFocusInside(page, auth);
    await expectFocusTrapped(page, auth);
    // The tabs follow the arrow keys.
    const registerTab = auth.getByRole('tab', { name: t.Auth.registerTab });
    await tabTo(page, auth.getByRole('tab', { name: t.Auth.loginTab }), { max: 20 });
    await page.keyboard.press('ArrowRight');
    await expect(registerTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(auth).toBeHidden();
    await expectFocused(login);

    const language = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.Language.current.split('{')[0]!)}`) });
    await tabTo(page, language);
    await page.keyboard.press('Enter');
    // The menu (Radix) starts at its first language; the arrows move, Escape returns to the button.
    const menu = page.getByRole('menu', { name: t.Language.label });
    await expect(menu).toBeInViewport();
    await expectFocused(menu.getByRole('menuitem').first());
    await page.keyboard.press('ArrowDown');
    await expectFocused(menu.getByRole('menuitem', { name: 'English' }));
    await page.keyboard.press('Escape');
    await expectFocused(language);
  });

  test('the card modal traps the focus and gives it back to its button', async ({ page, baseURL }) => {
    await signInNewShopper(page, baseURL!, 'a11y-kbd-card');
    await fillBasket(page, baseURL!, await productsInStock(1));
    const shop = new Shop(page, locale);
    await visit(page, locale, '/checkout');
    await shop.acceptCookies();
    const card = page.getByRole('radio', { name: t.Checkout.methodCard });
    await tabTo(page, card);
    await page.keyboard.press('Space');
    await expect(card).toBeChecked();
    const payByCard = page.getByRole('button', { name: t.Checkout.payByCard });
    await tabTo(page, payByCard);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: t.CardPayment.titlePurchase });
    await expect(modal).toBeVisible();
    await expectFocusInside(page, modal);
    await expectFocusTrapped(page, modal);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expectFocused(payByCard);
  });
});

test('prefers-reduced-motion turns the 300 ms animations off', async ({ page }) => {
  const locale: TestLocale = 'en';
  const t = messages[locale];
  const duration = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 1 : 1000)));
  async function motion(dialogName: string) {
    return page.getByRole('dialog', { name: dialogName }).evaluate((element) => {
      const style = getComputedStyle(element);
      return { animation: style.animationDuration, transition: style.transitionDuration };
    });
  }

  await visit(page, locale, '/');
  await new Shop(page, locale).acceptCookies();
  await navbarBasket(page, locale).click();
  const normal = await motion(t.Basket.title);
  expect(duration(normal.animation)).toBeGreaterThanOrEqual(300);
  await page.keyboard.press('Escape');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await navbarBasket(page, locale).click();
  const reduced = await motion(t.Basket.title);
  expect(duration(reduced.animation)).toBeLessThanOrEqual(1);
  expect(duration(reduced.transition)).toBeLessThanOrEqual(1);
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: t.Nav.login }).click();
  const auth = await motion(t.Auth.title);
  expect(duration(auth.animation)).toBeLessThanOrEqual(1);
});
