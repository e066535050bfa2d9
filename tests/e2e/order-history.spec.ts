// The order history as a shopper uses it, in two languages: two Pix orders placed at checkout (the
// same payer and basket again making no third one) and left unpaid, found from the account on the orders page; one paid again (its BR Code read back,
// settled with the provider's development switch) and then showing its codes; the other cancelled
// after a confirmation, for good (the provider refuses to settle it). Elements by role and by the
// translation files.
import { expect, test, type Page } from '@playwright/test';
import { parseBrCode } from '../../lib/payment/br-code';
import { fillBasket, productsInStock, purchasesOf, settleQrOrder, signInNewShopper } from './support/checkout';
import { expectNoAxeViolations } from './support/axe';
import { CheckoutUi, capture, escapeRegExp } from './support/checkout-ui';
import { fill, prefix, translate } from './support/i18n';

// Two checkouts and the orders page on two shared cores outgrow the default 30 s.
test.describe.configure({ timeout: 150_000 });

/**
 * A Pix order placed at checkout from the basket as it is, left unpaid: its id. The same payer and
 * basket again would be the same attempt, and so the same order: another payer makes another one.
 */
async function placePixOrder(ui: CheckoutUi, firstName = 'Maria'): Promise<string> {
  const t = ui.t.Checkout;
  await ui.open();
  await ui.method('methodPix').check();
  // Pay waits for the amount in reais of this basket: the quote's "held until" says it is there.
  const quote = ui.page.getByRole('region', { name: translate(ui.locale)('Checkout.chargeTitle', { currency: 'BRL' }) });
  await expect(quote.getByText(capture(t.chargeHeld, 'time', '(\\d{1,2}:\\d{2}.*)'))).toBeVisible();
  const form = ui.page.getByRole('form', { name: t.pixTitle });
  await form.getByRole('textbox', { name: t.firstName, exact: true }).fill(firstName);
  await form.getByRole('textbox', { name: t.lastName, exact: true }).fill('Souza');
  await form.getByRole('textbox', { name: t.cpf, exact: true }).fill('52998224725');
  await form.getByRole('button', { name: t.pay }).click();
  const label = capture(t.pixQrLabel, 'order', '([0-9A-Z]{20})');
  const qr = ui.page.getByRole('img', { name: label });
  await expect(qr).toBeVisible();
  return label.exec((await qr.getAttribute('aria-label'))!)![1]!;
}

/** The order's entry on the orders page, found by its heading. */
const entry = (page: Page, ui: CheckoutUi, orderId: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: fill(ui.t.Orders.orderTitle, { id: orderId }) }) });

for (const locale of ['pt-BR', 'en'] as const) {
  test(`an unpaid Pix order found on the orders page, paid again, its codes shown; another cancelled (${locale})`, async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, locale);
    const t = ui.t.Orders;
    await signInNewShopper(page, baseURL!, `orders-${locale}`);
    const [product] = await productsInStock(1, 4, locale);
    await fillBasket(page, baseURL!, [product!]);

    // Two orders from the same basket (an unpaid Pix order leaves the basket as it was).
    const first = await placePixOrder(ui);
    // The same payer again is the same attempt: the checkout shows the same order, never a second.
    expect(await placePixOrder(ui)).toBe(first);
    const second = await placePixOrder(ui, 'Joana');
    expect(second).not.toBe(first);

    // From the account to its orders.
    await page.goto(`${prefix(locale)}/profile`);
    await page.getByRole('link', { name: t.accountLink }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(prefix(locale))}/profile/orders$`));
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const firstEntry = entry(page, ui, first);
    const secondEntry = entry(page, ui, second);
    await expect(firstEntry.getByText(t.statusAwaiting, { exact: true })).toBeVisible();
    await expect(firstEntry.getByText(t.methodPix, { exact: true })).toBeVisible();
    await expect(firstEntry.getByText(product!.name, { exact: false })).toBeVisible();
    await expect(secondEntry.getByText(t.statusAwaiting, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `${locale} orders page`);

    // Paid again: the QR of this order, in reais, then paid at the PSP.
    await firstEntry.getByRole('button', { name: t.payAgain }).click();
    const qr = firstEntry.getByRole('img', { name: fill(ui.t.Checkout.pixQrLabel, { order: first }) });
    await expect(qr).toBeVisible();
    const code = parseBrCode(await firstEntry.getByRole('textbox', { name: ui.t.Checkout.pixCode }).inputValue());
    if (!code.ok) throw new Error(`BR Code refused: ${JSON.stringify(code)}`);
    expect(code.code).toMatchObject({ currency: '986', txid: first });
    await settleQrOrder(first, 'mark-paid');
    await expect(ui.successModal()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ui.successModal()).toBeHidden();
    await expect(firstEntry.getByText(t.statusPaid, { exact: true })).toBeVisible();
    const bought = await purchasesOf(page, baseURL!);
    expect(bought.codes).toHaveLength(1);
    await expect(firstEntry.getByRole('heading', { level: 3, name: t.codes })).toBeVisible();
    await expect(firstEntry.getByText(bought.codes[0]!, { exact: true })).toBeVisible();
    await expect(firstEntry.getByRole('button', { name: t.payAgain })).toHaveCount(0);

    // Cancelled after saying so; "keep" first changes nothing.
    await secondEntry.getByRole('button', { name: t.cancel }).click();
    const dialog = page.getByRole('dialog', { name: fill(t.cancelTitle, { id: second }) });
    await expect(dialog.getByText(t.cancelText)).toBeVisible();
    await expectNoAxeViolations(page, `${locale} cancel dialog`);
    await dialog.getByRole('button', { name: t.cancelKeep }).click();
    await expect(dialog).toBeHidden();
    await expect(secondEntry.getByText(t.statusAwaiting, { exact: true })).toBeVisible();
    await secondEntry.getByRole('button', { name: t.cancel }).click();
    await page.getByRole('dialog', { name: fill(t.cancelTitle, { id: second }) }).getByRole('button', { name: t.cancelConfirm }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(t.cancelledNotice, { id: second }) })).toBeVisible();
    await expect(secondEntry.getByText(t.statusCancelled, { exact: true })).toBeVisible();
    await expect(secondEntry.getByRole('button')).toHaveCount(0);
    // Final: the PSP's late payment settles nothing.
    await settleQrOrder(second, 'mark-paid', undefined, 422);
    expect((await purchasesOf(page, baseURL!)).codes).toHaveLength(1);
  });
}

test('the orders page is private: a guest is sent to log in and comes back to it', async ({ page }) => {
  // Redirected by the server to the home page with the login asked for and the way back; the page
  // then opens the login and takes the query off the address, so the answer's URL is where to look.
  const response = await page.goto('/en/profile/orders');
  expect(response?.url()).toMatch(/\/en\?auth=login&next=%2Fen%2Fprofile%2Forders$/);
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/en\/profile\/orders$/);
  await expect(page.getByRole('dialog', { name: translate('en')('Auth.title') })).toBeVisible();
});
