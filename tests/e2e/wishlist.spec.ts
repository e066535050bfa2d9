// The wishlist as a shopper uses it: a guest hearts two products on a category page (kept in this
// browser, the hearts pressed again after a reload), signs in and finds both on the wishlist page
// of the account; the price of one drops at the provider and the list says so; one is removed.
// In English and Hindi. Elements by role and by the translation files.
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { money } from './support/checkout';
import { type TestLocale, fill, messages } from './support/i18n';
import { uniqueEmail } from './support/mail';
import { PROVIDER_URL, shopperAddress } from './support/servers';
import { Shop } from './support/shop';

const PASSWORD = 'Desejo2026seguro';

// A whole shopper journey of many steps: on two shared, loaded cores it outgrows the default 30 s.
test.describe.configure({ timeout: 120_000 });

async function registeredShopper(request: APIRequestContext, baseURL: string) {
  const email = uniqueEmail('wishlist');
  const response = await request.post('/api/register?locale=en', {
    headers: { Origin: baseURL, 'X-Forwarded-For': shopperAddress() },
    data: { name: `Wish${Math.floor(Math.random() * 1e6)}`, email, password: PASSWORD, password_confirmation: PASSWORD, terms: true },
  });
  expect(response.status()).toBe(201);
  return email;
}

async function priceOf(id: number): Promise<number> {
  const response = await fetch(`${PROVIDER_URL}/api/products/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { product: { price: number } }).product.price;
}

/** Sets a product's price at the provider (its development switch), which tells the storefront. */
async function setPrice(id: number, cents: number): Promise<void> {
  const response = await fetch(`${PROVIDER_URL}/dev/products/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ price_cents: cents, old_price_cents: null }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** A message with its {placeholders} as any text. */
function templatePattern(template: string): RegExp {
  return new RegExp(template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+'));
}

/** The card's product: its name (the card's heading) and id (its link). */
async function cardProduct(page: Page, index: number) {
  const card = page.getByRole('main').getByRole('article').nth(index);
  const name = (await card.getByRole('heading').textContent())!.trim();
  const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  const id = Number(/\/product\/(\d+)/.exec(href)?.[1]);
  expect(id).toBeGreaterThan(0);
  return { card, name, id };
}

// Each language hearts its own two products, so the two tests never change each other's prices.
const CASES: { locale: TestLocale; cards: [number, number] }[] = [
  { locale: 'en', cards: [4, 5] },
  { locale: 'hi', cards: [6, 7] },
];

for (const { locale, cards } of CASES) {
  test(`a guest's hearts reach the account at login; a price drop shows; remove (${locale})`, async ({ page, request, baseURL }) => {
    const shop = new Shop(page, locale);
    const t = messages[locale];
    const email = await registeredShopper(request, baseURL!);

    // As a guest, on a category page: two hearts pressed, kept in this browser only (ids).
    await shop.open('/category/steam');
    await shop.acceptCookies();
    const first = await cardProduct(page, cards[0]);
    const second = await cardProduct(page, cards[1]);
    for (const { card, name } of [first, second]) {
      const heart = card.getByRole('button', { name: fill(t.Wishlist.heart, { name }) });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    expect(await page.evaluate(() => window.localStorage.getItem('wishlist'))).toBe(JSON.stringify([first.id, second.id]));
    await page.reload();
    await expect(first.card.getByRole('button', { name: fill(t.Wishlist.heart, { name: first.name }), pressed: true })).toBeVisible();

    // Sign in: the guest's hearts move to the account and leave the browser.
    await page.getByRole('banner').getByRole('button', { name: t.Nav.login }).click();
    const auth = page.getByRole('dialog', { name: t.Auth.title }).getByRole('tabpanel');
    await auth.getByLabel(t.Auth.email, { exact: true }).fill(email);
    await auth.getByLabel(t.Auth.password, { exact: true }).fill(PASSWORD);
    await auth.getByRole('button', { name: t.Auth.loginSubmit, exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('wishlist'))).toBeNull();

    // The account screen links to the wishlist, which lists both.
    await shop.open('/profile');
    await page.getByRole('link', { name: t.Wishlist.accountLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/wishlist$`));
    await expect(shop.heading()).toHaveText(t.Wishlist.title);
    const line = (name: string) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(line(first.name)).toBeVisible();
    await expect(line(second.name)).toBeVisible();
    await expectNoAxeViolations(page, `wishlist page (${locale})`);

    // The first one's price drops at the provider: the list says from what to what.
    const was = await priceOf(first.id);
    const now = Math.max(1, was - 150);
    await setPrice(first.id, now);
    try {
      await page.reload();
      await expect(line(first.name)).toContainText(fill(t.Wishlist.priceDropped, { was: money(was, 'EUR', locale), now: money(now, 'EUR', locale) }));
      // Only that one: the other's price did not move.
      await expect(page.getByRole('main').getByText(templatePattern(t.Wishlist.priceDropped))).toHaveCount(1);
    } finally {
      await setPrice(first.id, was);
    }

    // Remove the second: gone from the list, and its heart on the category page is no longer pressed.
    await line(second.name).getByRole('button', { name: fill(t.Wishlist.removeProduct, { name: second.name }) }).click();
    await expect(line(second.name)).toHaveCount(0);
    await expect(line(first.name)).toBeVisible();
    await shop.open('/category/steam');
    await expect(page.getByRole('main').getByRole('button', { name: fill(t.Wishlist.heart, { name: second.name }), pressed: false })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: fill(t.Wishlist.heart, { name: first.name }), pressed: true })).toBeVisible();
  });
}
