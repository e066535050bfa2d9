// When the shop fails mid-payment, as a shopper meets it (the provider's development switch of
// faults, scoped to the test's own shopper): a 500 to the card payment shows the payment error
// ("Something went wrong! Please try making the payment again"), never a connection problem, and
// trying again on the checkout pays the same order; a 500 after the payment went through is not
// taken for a failure (the order's status says paid). Either way the account holds one order and its
// codes once. A Pix payment that arrives after the last code was sold is credited to the balance,
// and the error modal, the balance and the order history say so.
import { expect, test, type Page } from '@playwright/test';
import {
  TEST_CARDS,
  balanceOf,
  buyThroughShop,
  fillBasket,
  money,
  productWithLastCode,
  productsInStock,
  purchasesOf,
  settleQrOrder,
  signInNewShopper,
} from './support/checkout';
import { CheckoutUi, capture, escapeRegExp } from './support/checkout-ui';
import { fill } from './support/i18n';
import { PROVIDER_URL } from './support/servers';

test.describe.configure({ timeout: 120_000 });

/** The next `times` card payments of `email`'s account fail with a 500, before or after they are done. */
async function failPayments(email: string, when: 'before' | 'after', times = 1): Promise<void> {
  const response = await fetch(`${PROVIDER_URL}/dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'POST', path: '/api/payment', status: 500, times, when, email }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** A text as a pattern whose spaces also match Intl's no-break ones (money is written with them). */
function spaced(text: string): RegExp {
  return new RegExp(`^${text.split(' ').map(escapeRegExp).join('[\\s\\u00a0\\u202f]')}$`);
}

/** How many orders the account has, from the order history's first page. */
async function ordersOf(page: Page, baseURL: string): Promise<number> {
  const response = await page.request.get(`${baseURL}/api/orders?locale=en`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

async function payByCard(ui: CheckoutUi, card: string) {
  const modal = await ui.openCardModal();
  await ui.fillCard(modal, card);
  await ui.consent(modal);
  await ui.payButton(modal).click();
  return modal;
}

test('the provider fails the card payment: the payment error, and trying again pays the same order (en)', async ({ page, baseURL }) => {
  const ui = new CheckoutUi(page, 'en');
  const email = await signInNewShopper(page, baseURL!, 'fail-before');
  const [product] = await productsInStock(1, 4, 'en');
  await fillBasket(page, baseURL!, [product!]);
  await failPayments(email, 'before');

  await ui.open(baseURL);
  await payByCard(ui, TEST_CARDS.paid);
  const error = page.getByRole('dialog', { name: ui.t.Payment.errorTitle });
  await expect(error).toBeVisible();
  await expect(error.getByText(ui.t.Payment.errorText)).toBeVisible();
  await expect(error.getByText(new RegExp(fill(ui.t.Payment.orderNumber, { orderId: '[0-9A-Z]{20}' })))).toBeVisible();
  await expect(page.getByText(ui.t.CardPayment.unreachable)).toHaveCount(0);

  await error.getByRole('button', { name: ui.t.Payment.tryAgain }).click();
  await expect(error).toBeHidden();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await payByCard(ui, TEST_CARDS.paid);
  await expect(ui.successModal()).toBeVisible();

  expect(await ordersOf(page, baseURL!)).toBe(1);
  expect((await purchasesOf(page, baseURL!)).total).toBe(1);
});

test('the provider answers 500 after the card payment went through: the shopper is shown it paid, once (pt-BR)', async ({ page, baseURL }) => {
  const ui = new CheckoutUi(page, 'pt-BR');
  const email = await signInNewShopper(page, baseURL!, 'fail-after');
  const [product] = await productsInStock(1, 4, 'pt-BR');
  await fillBasket(page, baseURL!, [product!]);
  await failPayments(email, 'after');

  await ui.open(baseURL);
  await payByCard(ui, TEST_CARDS.paid);
  // The lost answer is not taken for a failure: the order's status says it is paid.
  await expect(ui.successModal()).toBeVisible();
  await expect(page.getByRole('dialog', { name: ui.t.Payment.errorTitle })).toHaveCount(0);
  expect(await ordersOf(page, baseURL!)).toBe(1);
  expect((await purchasesOf(page, baseURL!)).total).toBe(1);
});

test('a Pix payment that arrives after the last code was sold goes to the balance, and the shop says so (pt-BR)', async ({ page, browser, baseURL }) => {
  const ui = new CheckoutUi(page, 'pt-BR');
  const t = ui.t.Checkout;
  await signInNewShopper(page, baseURL!, 'refund');
  // Far from the slots other tests sell out, so no two tests take one product.
  const lastOne = await productWithLastCode('pt-BR', 6);
  await fillBasket(page, baseURL!, [lastOne]);

  await ui.open(baseURL);
  await ui.method('methodPix').check();
  const form = page.getByRole('form', { name: t.pixTitle });
  await form.getByRole('textbox', { name: t.firstName, exact: true }).fill('Maria');
  await form.getByRole('textbox', { name: t.lastName, exact: true }).fill('Souza');
  await form.getByRole('textbox', { name: t.cpf, exact: true }).fill('52998224725');
  // The Pay button waits until the amount in reais is on screen.
  await expect(form.getByRole('button', { name: t.pay })).toBeEnabled();
  await form.getByRole('button', { name: t.pay }).click();
  const qr = page.getByRole('img', { name: capture(t.pixQrLabel, 'order', '([0-9A-Z]{20})') });
  await expect(qr).toBeVisible();
  const orderId = capture(t.pixQrLabel, 'order', '([0-9A-Z]{20})').exec((await qr.getAttribute('aria-label'))!)![1]!;

  // Somebody else buys the last code while the shopper opens their bank's app; then the Pix arrives.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInNewShopper(otherPage, baseURL!, 'refund-rival');
  await buyThroughShop(otherPage.request, baseURL!, [lastOne]);
  await other.close();
  await settleQrOrder(orderId, 'mark-paid', undefined, 422);

  const error = page.getByRole('dialog', { name: ui.t.Payment.errorTitle });
  await expect(error).toBeVisible();
  await expect(error.getByText(ui.t.Payment.reasons.out_of_stock)).toBeVisible();
  await expect(error.getByText(spaced(fill(ui.t.Payment.refundedToBalance, { amount: money(lastOne.price, 'EUR', 'pt-BR') })))).toBeVisible();
  expect(await balanceOf(page, baseURL!)).toBe(lastOne.price);

  await page.goto(`${baseURL}/profile/orders`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: fill(ui.t.Orders.orderTitle, { id: orderId }) }) });
  await expect(card.getByText(ui.t.Orders.statusRefunded)).toBeVisible();
  await expect(card.getByRole('button', { name: ui.t.Orders.payAgain })).toHaveCount(0);
});
