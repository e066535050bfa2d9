// The shop against a provider that has only the specified calls (playwright.spec-provider.config.ts:
// the reference provider with PROVIDER_API=spec, the storefront finding out what it lacks with its
// probe). What the provider lacks is not on any page (no heart, no back-in-stock alert, no link to the
// orders or the wishlist, no approximate local price, no "send the link again", no taking a promo code
// off), its pages are not there, and Pix and UPI still sell: the euro total before, and the amount
// in reais or rupees that the provider's BR Code or UPI link carries, read from it, with the QR,
// before the shopper pays. The other journeys run here from their own files (the configuration's
// list). Elements by role and by the translation files.
import { expect, test, type Page } from '@playwright/test';
import { parseBrCode } from '../../lib/payment/br-code';
import { parseUpiLink } from '../../lib/payment/upi';
import { fillBasket, money, productsInStock, purchasesOf, settleQrOrder, signInNewShopper } from './support/checkout';
import { CheckoutUi, capture, escapeRegExp } from './support/checkout-ui';
import { fill, literal, messages, prefix, translate, type TestLocale } from './support/i18n';
import { PROVIDER_URL } from './support/servers';

test.describe.configure({ timeout: 120_000 });

const plainText = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** Every control or text of a capability the provider lacks, in `locale`: none may be on the page. */
async function expectNothingAbsentOn(page: Page, locale: TestLocale) {
  const t = messages[locale];
  const heart = new RegExp(`^${escapeRegExp(t.Wishlist.heart.split('{name}')[0]!)}`);
  await expect(page.getByRole('button', { name: heart })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.StockAlerts.notifyMe })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.Orders.accountLink })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.Wishlist.accountLink })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.Profile.resendVerification })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.Basket.promoRemove })).toHaveCount(0);
  // The approximate local price beside the euros ("≈ R$ …").
  await expect(page.getByText(/≈/)).toHaveCount(0);
}

/** A product with no code left, from the provider's popular list. */
async function soldOutProduct(): Promise<number> {
  for (let offset = 0; ; offset += 20) {
    const response = await fetch(`${PROVIDER_URL}/api/popular-products?offset=${offset}`);
    const { result } = (await response.json()) as { result: { products: { id: number; in_stock: number }[]; total: number } };
    const found = result.products.find((product) => product.in_stock === 0);
    if (found) return found.id;
    if (offset + 20 >= result.total) throw new Error('no sold-out product');
  }
}

test('the provider has none of the extra calls, and the shop shows none of their controls (pt-BR)', async ({ page, baseURL }) => {
  const t = messages['pt-BR'];
  // A calm look at the storefront's own report of what it found.
  const health = await (await page.request.get(`${baseURL}/api/health/provider`)).json();
  expect(health).toMatchObject({ status: 'up', capabilities: { source: 'probe', offered: [] } });

  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNothingAbsentOn(page, 'pt-BR');
  await page.goto('/category/steam');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNothingAbsentOn(page, 'pt-BR');

  const [product] = await productsInStock(1, 1, 'pt-BR');
  await page.goto(`/product/${product!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expectNothingAbsentOn(page, 'pt-BR');
  await page.goto(`/product/${await soldOutProduct()}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNothingAbsentOn(page, 'pt-BR');

  // Signed in, with a promo code applied: the cabinet and the basket offer nothing the provider lacks.
  await signInNewShopper(page, baseURL!, 'spec-cabinet', { verified: false });
  await fillBasket(page, baseURL!, [product!]);
  const applied = await page.request.post(`${baseURL}/api/promocode?locale=en`, { headers: { Origin: baseURL! }, data: { code: 'WELCOME10' } });
  expect(applied.status(), await applied.text()).toBe(200);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(t.Profile.notVerifiedTitle)).toBeVisible();
  await expectNothingAbsentOn(page, 'pt-BR');
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.Nav.basket)}`) }).first().click();
  await expect(page.getByText(fill(t.Basket.promoApplied, { code: 'WELCOME10', discount: 10 }))).toBeVisible();
  await expectNothingAbsentOn(page, 'pt-BR');

  // Their pages are not there, and their BFF routes say so with a reason of their own.
  for (const path of ['/profile/orders', '/profile/wishlist']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  const wishlist = await page.request.get(`${baseURL}/api/wishlist?locale=en`);
  expect(wishlist.status()).toBe(404);
  expect(await wishlist.json()).toMatchObject({ reason: 'not_offered' });
});

test('Pix without quotes: the euro total, then the reais its BR Code carries, shown before paying, paid (pt-BR)', async ({ page, baseURL }) => {
  const ui = new CheckoutUi(page, 'pt-BR');
  const t = ui.t.Checkout;
  await signInNewShopper(page, baseURL!, 'spec-pix');
  const [product] = await productsInStock(1, 4, 'pt-BR');
  await fillBasket(page, baseURL!, [product!], 2);
  const total = product!.price * 2;

  await ui.open();
  await ui.method('methodPix').check();
  const form = page.getByRole('form', { name: t.pixTitle });
  const before = translate('pt-BR')('Checkout.chargeWithCode', { currency: 'BRL', orderTotal: money(total, 'EUR', 'pt-BR') });
  await expect(form.getByText(new RegExp(`^${literal(before)}$`))).toBeVisible();
  await expect(page.getByRole('region', { name: /reais/ })).toHaveCount(0);
  await form.getByRole('textbox', { name: t.firstName, exact: true }).fill('Maria');
  await form.getByRole('textbox', { name: t.lastName, exact: true }).fill('Souza');
  await form.getByRole('textbox', { name: t.cpf, exact: true }).fill('52998224725');
  await form.getByRole('button', { name: t.pay }).click();

  const label = capture(t.pixQrLabel, 'order', '([0-9A-Z]{20})');
  const qr = page.getByRole('img', { name: label });
  await expect(qr).toBeVisible();
  const orderId = label.exec((await qr.getAttribute('aria-label'))!)![1]!;
  const code = parseBrCode(await page.getByRole('textbox', { name: t.pixCode }).inputValue());
  if (!code.ok) throw new Error(`BR Code refused: ${JSON.stringify(code)}`);
  expect(code.code).toMatchObject({ currency: '986', txid: orderId });
  // What the page says is charged is what the code charges.
  const facts = page.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(t.amount)}$`) }).locator('xpath=following-sibling::dd[1]');
  expect(plainText(await facts.textContent())).toBe(money(code.code.amountCents!, 'BRL', 'pt-BR'));

  await settleQrOrder(orderId);
  await expect(ui.successModal()).toBeVisible();
  expect((await purchasesOf(page, baseURL!)).total).toBe(2);
});

test('UPI without quotes: the rupees its link carries, shown before paying, paid (en)', async ({ page, baseURL }) => {
  const ui = new CheckoutUi(page, 'en');
  const t = ui.t.Checkout;
  await signInNewShopper(page, baseURL!, 'spec-upi');
  const [product] = await productsInStock(1, 4, 'en');
  await fillBasket(page, baseURL!, [product!]);

  await ui.open(baseURL);
  await ui.method('methodUpi').check();
  const form = page.getByRole('form', { name: t.upiTitle });
  await expect(form.getByText(/The amount in Indian rupees is shown with the UPI link, before you pay/)).toBeVisible();

  const link = await ui.payByUpi();
  const parsed = parseUpiLink((await link.getAttribute('href'))!);
  if (!parsed.ok) throw new Error(`UPI link refused: ${JSON.stringify(parsed)}`);
  expect(parsed.link.currency).toBe('INR');
  const facts = page.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(t.amount)}$`) }).locator('xpath=following-sibling::dd[1]');
  expect(plainText(await facts.textContent())).toBe(money(parsed.link.amountCents, 'INR', 'en'));

  await settleQrOrder(parsed.link.reference);
  await expect(ui.successModal()).toBeVisible();
  await page.goto(`${prefix('en')}/profile`);
  const [code] = (await purchasesOf(page, baseURL!)).codes;
  await expect(page.getByRole('main').getByText(code!)).toBeVisible();
});
