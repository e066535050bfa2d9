// The rules the shop states, as a shopper meets them: paying needs a confirmed e-mail
// (the checkout says so and sends the link again), American Express cards pay, a failed Pix or UPI
// payment is told in Pix or UPI terms, WELCOME10 once per account with the refusal naming its rule,
// a guest who pressed Checkout comes back to it after logging in or signing up with the basket
// merged and any sold-out product named, and one support address. Reviews by buyers only are in
// reviews.spec.ts. Elements by role and by the translation files, each rule in two languages.
import { type Browser, type Page, expect, test } from '@playwright/test';
import {
  SHOPPER_PASSWORD,
  buyThroughShop,
  fillBasket,
  payBasket,
  productWithLastCode,
  productsInStock,
  settleQrOrder,
  signInNewShopper,
} from './support/checkout';
import { CheckoutUi, capture, escapeRegExp, plain } from './support/checkout-ui';
import { type TestLocale, fill, messages, prefix, translate } from './support/i18n';
import { linkPath, uniqueEmail, waitForMail } from './support/mail';
import { Shop } from './support/shop';

test.describe.configure({ timeout: 120_000 });

const AMEX = '378282246310005';

function basketButton(page: Page, locale: TestLocale) {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${messages[locale].Nav.basket}`) });
}

async function openBasket(page: Page, locale: TestLocale) {
  await basketButton(page, locale).click();
  const panel = page.getByRole('dialog', { name: messages[locale].Basket.title });
  await expect(panel).toBeVisible();
  return panel;
}

/** A verified account made in a browser context of its own: the test's page stays a guest. */
async function accountElsewhere(browser: Browser, baseURL: string, label: string, bought: readonly { id: number }[] = []): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const email = await signInNewShopper(page, baseURL, label);
    if (bought.length > 0) await buyThroughShop(page.request, baseURL, bought);
    return email;
  } finally {
    await context.close();
  }
}

/** A guest puts a product in the basket from its page, as a shopper does. */
async function buyAsGuest(page: Page, locale: TestLocale, product: { id: number }) {
  const shop = new Shop(page, locale);
  await shop.open(`/product/${product.id}`);
  const name = (await shop.heading().textContent())!.trim();
  await page.getByRole('main').getByRole('button', { name: messages[locale].ProductBuy.addToBasket, exact: true }).click();
  await expect(page.getByText(fill(messages[locale].Basket.added, { name }))).toBeVisible();
  return name;
}

test.describe('paying needs a confirmed e-mail', () => {
  test('the checkout says so before anything is filled, sends the link again, and pays once it is followed (en)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'en');
    const t = ui.t;
    const email = await signInNewShopper(page, baseURL!, 'unverified-en', { verified: false });
    const first = await waitForMail(email, 'verify-email');
    await fillBasket(page, baseURL!, await productsInStock(1));

    await ui.open();
    const payment = page.getByRole('region', { name: t.Checkout.paymentTitle });
    await expect(payment.getByRole('heading', { name: t.Checkout.verifyTitle })).toBeVisible();
    await expect(payment.getByText(fill(t.Checkout.verifyText, { email }))).toBeVisible();
    await expect(ui.method('methodCard')).toBeHidden();
    await payment.getByRole('button', { name: t.Profile.resendVerification }).click();
    await expect(payment.getByText(fill(t.Profile.verificationSent, { email }))).toBeVisible();

    // The new mail's link confirms the account; back at checkout the payment choice is there.
    const resent = await waitForMail(email, 'verify-email', first.id);
    await page.goto(linkPath(resent));
    await expect(page.getByRole('dialog', { name: t.Auth.activatedTitle })).toBeVisible();
    await ui.open();
    await expect(payment.getByRole('heading', { name: t.Checkout.verifyTitle })).toHaveCount(0);
    const modal = await ui.openCardModal();
    await ui.fillCard(modal, '4242424242424242');
    await ui.consent(modal);
    await ui.payButton(modal).click();
    await expect(ui.successModal()).toBeVisible();
  });

  test('the same notice in Portuguese, and the provider refuses an order all the same (pt-BR)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'pt-BR');
    const t = ui.t;
    const email = await signInNewShopper(page, baseURL!, 'unverified-pt', { verified: false });
    await fillBasket(page, baseURL!, await productsInStock(1, 4, 'pt-BR'));
    await ui.open();
    const payment = page.getByRole('region', { name: t.Checkout.paymentTitle });
    await expect(payment.getByRole('heading', { name: t.Checkout.verifyTitle })).toBeVisible();
    await expect(payment.getByText(fill(t.Checkout.verifyText, { email }))).toBeVisible();
    await expect(payment.getByRole('button', { name: t.Profile.resendVerification })).toBeVisible();
    const refused = await page.request.post('/api/orders/create?locale=pt-BR', { headers: { Origin: baseURL! }, data: { type: 'purchase' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'Confirme seu endereço de e-mail antes de pagar: abra o link que enviamos ou peça um novo.',
      reason: 'email_unverified',
    });
  });
});

for (const locale of ['en', 'ru'] as const) {
  test(`an American Express card pays in the card modal: 4-6-5 blocks, the 4-digit code (${locale})`, async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, locale);
    const t = ui.t.CardPayment;
    await signInNewShopper(page, baseURL!, `amex-${locale}`);
    await fillBasket(page, baseURL!, await productsInStock(1, 4, locale));
    await ui.open();
    const modal = await ui.openCardModal();
    await ui.fillCard(modal, AMEX, '0042');
    await expect(modal.getByLabel(t.cardNumber, { exact: true })).toHaveValue('3782 822463 10005');
    await expect(modal.getByText(fill(t.cardBrand, { brand: 'American Express' }))).toBeVisible();
    await expect(modal.getByText(t.cvvHintAmex, { exact: true })).toBeVisible();
    await ui.consent(modal);
    await ui.payButton(modal).click();
    await expect(ui.successModal()).toBeVisible();
  });
}

test.describe('a failed Pix or UPI payment is told as such', () => {
  test('Pix refused: the error modal speaks of Pix, not of a card (pt-BR)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'pt-BR');
    const t = ui.t;
    await signInNewShopper(page, baseURL!, 'pix-failed');
    await fillBasket(page, baseURL!, await productsInStock(1, 4, 'pt-BR'));
    await ui.open();
    await ui.method('methodPix').check();
    const form = page.getByRole('form', { name: t.Checkout.pixTitle });
    await form.getByRole('textbox', { name: t.Checkout.firstName, exact: true }).fill('Maria');
    await form.getByRole('textbox', { name: t.Checkout.lastName, exact: true }).fill('Souza');
    await form.getByRole('textbox', { name: t.Checkout.cpf, exact: true }).fill('52998224725');
    await form.getByRole('button', { name: t.Checkout.pay }).click();
    const label = capture(t.Checkout.pixQrLabel, 'order', '([0-9A-Z]{20})');
    const qr = page.getByRole('img', { name: label });
    await expect(qr).toBeVisible();
    const orderId = label.exec((await qr.getAttribute('aria-label'))!)![1]!;

    await settleQrOrder(orderId, 'mark-failed');
    const error = page.getByRole('dialog', { name: t.Payment.errorTitle });
    await expect(error.getByText(t.Payment.reasons.pixDeclined)).toBeVisible();
    await expect(error.getByText(t.Payment.reasons.declined)).toHaveCount(0);
  });

  test('UPI refused: the payment-error page speaks of UPI (en)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'en');
    await signInNewShopper(page, baseURL!, 'upi-failed');
    await fillBasket(page, baseURL!, await productsInStock(1));
    await ui.open();
    await ui.method('methodUpi').check();
    const link = await ui.payByUpi();
    const orderId = new URLSearchParams((await link.getAttribute('href'))!.slice('upi://pay?'.length)).get('tr')!;

    await settleQrOrder(orderId, 'mark-failed');
    // Where the UPI app's decline_url leads.
    await page.goto(`${prefix('en')}/payment-error/${orderId}`);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(ui.t.Payment.reasons.upiDeclined);
    await expect(alert).not.toContainText(ui.t.Payment.reasons.declined);
  });
});

for (const locale of ['en', 'ru'] as const) {
  test(`WELCOME10 once per account: the second time the basket says it was already used (${locale})`, async ({ page, baseURL }) => {
    const t = messages[locale];
    await signInNewShopper(page, baseURL!, `welcome-${locale}`);
    const [first, second] = await productsInStock(2, 4, locale);
    await fillBasket(page, baseURL!, [first!]);
    await new Shop(page, locale).open('/');
    let panel = await openBasket(page, locale);
    await panel.getByLabel(t.Basket.promoLabel, { exact: true }).fill('WELCOME10');
    await panel.getByRole('button', { name: t.Basket.promoApply }).click();
    await expect(panel.getByText(fill(t.Basket.promoApplied, { code: 'WELCOME10', discount: 10 }))).toBeVisible();
    // The order with the code is paid.
    await payBasket(page.request, baseURL!);

    await fillBasket(page, baseURL!, [second!]);
    await page.reload();
    panel = await openBasket(page, locale);
    for (const [code, text] of [
      ['WELCOME10', t.Basket.promoAlreadyUsed],
      ['EXPIRED30', t.Basket.promoExpired],
    ] as const) {
      await panel.getByLabel(t.Basket.promoLabel, { exact: true }).fill(code);
      await panel.getByRole('button', { name: t.Basket.promoApply }).click();
      await expect(panel.getByRole('alert')).toHaveText(text);
    }
  });
}

test.describe('a guest who pressed Checkout', () => {
  for (const locale of ['en', 'ru'] as const) {
    test(`logs in and lands on the checkout with the basket merged, told which product sold out meanwhile (${locale})`, async ({ page, browser, baseURL }) => {
      const t = messages[locale];
      const [stocked] = await productsInStock(1, 4, locale);
      // en and ru run side by side: each takes its own last-code product.
      const lastOne = await productWithLastCode(locale, locale === 'en' ? 0 : 1);
      const email = await accountElsewhere(browser, baseURL!, `guest-checkout-${locale}`);

      await new Shop(page, locale).open('/');
      await new Shop(page, locale).acceptCookies();
      const kept = await buyAsGuest(page, locale, stocked!);
      const gone = await buyAsGuest(page, locale, lastOne);
      // Someone else buys the last code while the guest still looks around.
      await accountElsewhere(browser, baseURL!, `sells-out-${locale}`, [lastOne]);

      const panel = await openBasket(page, locale);
      await panel.getByRole('button', { name: t.Basket.checkout }).click();
      const auth = page.getByRole('dialog', { name: t.Auth.title }).getByRole('tabpanel');
      await auth.getByLabel(t.Auth.email, { exact: true }).fill(email);
      await auth.getByLabel(t.Auth.password, { exact: true }).fill(SHOPPER_PASSWORD);
      await auth.getByRole('button', { name: t.Auth.loginSubmit, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/checkout$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.Checkout.title })).toBeVisible();
      const notice = main.getByRole('alert').filter({ hasText: gone });
      await expect(notice).toHaveText(new RegExp(escapeRegExp(translate(locale)('Basket.mergeDropped', { count: 1, names: gone }))));
      const details = main.getByRole('region', { name: t.Checkout.detailsTitle });
      await expect(details.getByText(kept, { exact: true })).toBeVisible();
      await expect(details.getByText(gone, { exact: true })).toHaveCount(0);
      await notice.getByRole('button', { name: t.Basket.mergeDroppedDismiss }).click();
      await expect(notice).toHaveCount(0);
    });
  }

  test('signs up and lands on the checkout, asked to confirm the e-mail before paying (pt-BR)', async ({ page }) => {
    const locale: TestLocale = 'pt-BR';
    const t = messages[locale];
    const [product] = await productsInStock(1, 4, locale);
    await new Shop(page, locale).open('/');
    await new Shop(page, locale).acceptCookies();
    const name = await buyAsGuest(page, locale, product!);

    const panel = await openBasket(page, locale);
    await panel.getByRole('button', { name: t.Basket.checkout }).click();
    const dialog = page.getByRole('dialog', { name: t.Auth.title });
    await dialog.getByRole('tab', { name: t.Auth.registerTab }).click();
    const form = dialog.getByRole('tabpanel');
    const email = uniqueEmail('guest-signup');
    await form.getByLabel(t.Auth.name, { exact: true }).fill(`Novo${Math.floor(Math.random() * 1e6)}`);
    await form.getByLabel(t.Auth.email, { exact: true }).fill(email);
    await form.getByLabel(t.Auth.password, { exact: true }).fill(SHOPPER_PASSWORD);
    await form.getByLabel(t.Auth.passwordRepeat, { exact: true }).fill(SHOPPER_PASSWORD);
    await form.getByRole('checkbox', { name: plain(t.Auth.terms) }).check();
    await form.getByRole('button', { name: t.Auth.registerSubmit, exact: true }).click();

    await expect(page.getByRole('dialog', { name: t.Auth.registeredTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('dialog', { name: t.Auth.registeredTitle }).getByRole('button', { name: t.Auth.continueShopping }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: t.Checkout.detailsTitle }).getByText(name, { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: t.Checkout.verifyTitle })).toBeVisible();
  });
});

test('one support address: the footer and the product info modal show the same one (ru)', async ({ page }) => {
  const locale: TestLocale = 'ru';
  const t = messages[locale];
  const [product] = await productsInStock(1, 1, locale);
  const shop = new Shop(page, locale);
  await shop.open(`/product/${product!.id}`);
  await shop.acceptCookies();
  const support = (await page.getByRole('contentinfo').getByRole('link', { name: /@/ }).textContent())!.trim();
  await expect(page.getByRole('main').getByRole('link', { name: support })).toBeVisible();
  await page.getByRole('button', { name: t.Product.openInfo }).click();
  const modal = page.getByRole('dialog', { name: t.Product.info });
  await expect(modal.getByRole('link', { name: support })).toBeVisible();
});
