// Checkout and payments as a shopper goes through them, against the reference provider
// and its simulated acquirer: card paid at once, with 3-D Secure, declined then retried, the hosted
// page with its signed callback, Pix in reais and UPI in rupees (the amounts shown before paying,
// the BR Code and the UPI link read back, finished with the provider's development switch),
// the balance (insufficient → top-up → paid from it), the cabinet's top-up, the codes in the
// cabinet, and a double click that pays one order. Elements by role and by the translation files.
import { expect, test } from '@playwright/test';
import { parseBrCode } from '../../lib/payment/br-code';
import { parseUpiLink } from '../../lib/payment/upi';
import {
  TEST_CARDS,
  analyticsEvents,
  balanceOf,
  converted,
  currentRate,
  fillBasket,
  futureExpiry,
  money,
  productsInStock,
  purchasesOf,
  quoteOf,
  settleQrOrder,
  signInNewShopper,
} from './support/checkout';
import { CheckoutUi, capture, escapeRegExp } from './support/checkout-ui';
import { fill, prefix, translate } from './support/i18n';
import { PROVIDER_URL, STOREFRONT_HOSTED_PAYMENT_URL } from './support/servers';

// Whole journeys through the provider's pages; on two shared cores they outgrow the default 30 s.
test.describe.configure({ timeout: 120_000 });

test.describe('card in the modal', () => {
  test('paid at once: success modal, purchase event, the codes in the cabinet (pt-BR)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'pt-BR');
    await signInNewShopper(page, baseURL!, 'card-ok');
    const products = await productsInStock(2, 4, 'pt-BR');
    await fillBasket(page, baseURL!, products);

    await ui.open();
    const details = page.getByRole('region', { name: ui.t.Checkout.detailsTitle });
    for (const product of products) await expect(details.getByText(product.name, { exact: true })).toBeVisible();

    const modal = await ui.openCardModal();
    await expect(ui.payButton(modal)).toBeDisabled();
    // The button says the amount, in euros as the locale writes them, before the order exists.
    const total = products.reduce((sum, product) => sum + product.price, 0);
    await expect(ui.payButton(modal)).toHaveText(fill(ui.t.CardPayment.payAmount, { amount: money(total, 'EUR', 'pt-BR') }));
    await ui.fillCard(modal, TEST_CARDS.paid);
    await expect(modal.getByText(fill(ui.t.CardPayment.cardBrand, { brand: 'Visa' }))).toBeVisible();
    await expect(ui.payButton(modal)).toBeDisabled();
    await ui.consent(modal);
    await ui.payButton(modal).click();

    await expect(ui.successModal()).toBeVisible();
    await expect(ui.successModal().getByText(ui.t.Payment.notReceived)).toBeVisible();
    expect(await analyticsEvents(page)).toContain('purchase');

    const bought = await purchasesOf(page, baseURL!);
    expect(bought.total).toBe(2);
    await ui.successModal().getByRole('link', { name: ui.t.Payment.toCabinet }).click();
    await expect(page).toHaveURL(/\/profile$/);
    for (const product of products) await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
    for (const code of bought.codes) await expect(page.getByRole('main').getByText(code)).toBeVisible();
  });

  test('3-D Secure confirmed on the bank page, back to the confirmation page (en)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'en');
    await signInNewShopper(page, baseURL!, 'card-3ds');
    const [product] = await productsInStock(1);
    await fillBasket(page, baseURL!, [product!]);

    await ui.open();
    const modal = await ui.openCardModal();
    await ui.fillCard(modal, TEST_CARDS.threeDs);
    await ui.consent(modal);
    await ui.payButton(modal).click();

    // The bank's page on the provider: confirm.
    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(PROVIDER_URL)}/acquirer/3ds`));
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();

    await expect(page).toHaveURL(/\/en\/payment-confirm\/[0-9A-Z]{20}$/);
    await expect(ui.successModal()).toBeVisible();
    expect(await analyticsEvents(page)).toContain('purchase');
    expect((await purchasesOf(page, baseURL!)).total).toBe(1);
  });

  test('declined, then retried with another card on the same order (ru)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'ru');
    await signInNewShopper(page, baseURL!, 'card-declined');
    const [product] = await productsInStock(1, 4, 'ru');
    await fillBasket(page, baseURL!, [product!]);

    await ui.open();
    const modal = await ui.openCardModal();
    const pay = fill(ui.t.CardPayment.payAmount, { amount: money(product!.price, 'EUR', 'ru') });
    await expect(ui.payButton(modal)).toHaveText(pay);
    await ui.fillCard(modal, TEST_CARDS.declined);
    await ui.consent(modal);
    await ui.payButton(modal).click();

    await expect(modal.getByText(ui.t.CardPayment.refusalTitle)).toBeVisible();
    await modal.getByRole('button', { name: ui.t.CardPayment.retry }).click();
    // What was entered is kept; only the number changes.
    const number = modal.getByLabel(ui.t.CardPayment.cardNumber, { exact: true });
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await expect(ui.payButton(modal)).toHaveText(pay);
    await number.fill(TEST_CARDS.paid);
    await ui.payButton(modal).click();

    await expect(ui.successModal()).toBeVisible();
    expect((await purchasesOf(page, baseURL!)).total).toBe(1);
  });

  test('a double click on pay pays one order once (en)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'en');
    await signInNewShopper(page, baseURL!, 'card-double');
    const [product] = await productsInStock(1, 5);
    await fillBasket(page, baseURL!, [product!], 2);

    const orderCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders/create') orderCalls.push(request.headers()['idempotency-key'] ?? '');
    });

    await ui.open();
    const modal = await ui.openCardModal();
    await ui.fillCard(modal, TEST_CARDS.paid);
    await ui.consent(modal);
    await ui.payButton(modal).dblclick();

    await expect(ui.successModal()).toBeVisible();
    expect(new Set(orderCalls).size).toBe(1);
    // Two units of one product: two codes, delivered once.
    expect((await purchasesOf(page, baseURL!)).total).toBe(2);
  });
});

test.describe('card with 3-D Secure by redirect', () => {
  test('the bank page reached by GET, cancelled: the error page with the reason, the basket kept (hi)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'hi');
    await signInNewShopper(page, baseURL!, 'card-3ds-cancel');
    const [product] = await productsInStock(1, 4, 'hi');
    await fillBasket(page, baseURL!, [product!]);

    await ui.open();
    const modal = await ui.openCardModal();
    await ui.fillCard(modal, TEST_CARDS.threeDsRedirect);
    await expect(modal.getByText(fill(ui.t.CardPayment.cardBrand, { brand: 'Mir' }))).toBeVisible();
    await ui.consent(modal);
    await ui.payButton(modal).click();

    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(PROVIDER_URL)}/acquirer/3ds\\?`));
    // The bank page speaks the order's language; its second button cancels.
    await page.getByRole('button').nth(1).click();

    await expect(page).toHaveURL(/\/hi\/payment-error\/[0-9A-Z]{20}$/);
    await expect(page.getByText(ui.t.Payment.reasons.authentication_failed).first()).toBeVisible();
    await expect(page.getByText(ui.t.Payment.basketKept)).toBeVisible();
    expect((await purchasesOf(page, baseURL!)).total).toBe(0);
    // Nothing was bought: the basket still holds the product, ready for another try.
    await page.getByRole('link', { name: ui.t.Payment.tryAgain }).click();
    await expect(page).toHaveURL(/\/hi\/checkout$/);
    await expect(page.getByRole('region', { name: ui.t.Checkout.detailsTitle }).getByText(product!.name, { exact: true })).toBeVisible();
  });
});

test.describe('card on the acquirer’s hosted page', () => {
  test('the signed form, the card on the provider, the signed callback accepted (en)', async ({ page }) => {
    const baseURL = STOREFRONT_HOSTED_PAYMENT_URL;
    const ui = new CheckoutUi(page, 'en');
    await signInNewShopper(page, baseURL, 'hosted');
    const [product] = await productsInStock(1);
    await fillBasket(page, baseURL, [product!]);

    await ui.open(baseURL);
    await ui.method('methodCard').check();
    await page.getByRole('button', { name: ui.t.Checkout.payByCard }).click();
    const modal = ui.cardModal();
    await expect(modal.getByText(ui.t.CardPayment.redirectNote)).toBeVisible();
    await expect(modal.getByLabel(ui.t.CardPayment.cardNumber, { exact: true })).toHaveCount(0);
    await ui.consent(modal);
    await ui.payButton(modal).click();

    // The provider's hosted page, reached by the storefront's signed form.
    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(PROVIDER_URL)}/acquirer/pay/`));
    await page.getByLabel('Card number').fill(TEST_CARDS.paid);
    const [month, year] = futureExpiry().split('/');
    await page.getByLabel('Month (MM)').fill(month!);
    await page.getByLabel('Year (YY)').fill(year!);
    await page.getByLabel('CVV').fill('321');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(baseURL)}/en/payment-confirm/[0-9A-Z]{20}$`));
    await expect(ui.successModal()).toBeVisible();
    const orderId = /payment-confirm\/([0-9A-Z]{20})$/.exec(page.url())![1]!;

    // The acquirer's signed callback reached the storefront, which verified it and confirmed the order.
    await expect
      .poll(async () => {
        const response = await fetch(`${PROVIDER_URL}/dev/orders/${orderId}/callbacks`);
        const view = (await response.json()) as { confirmed_at: string | null; callbacks: { status: string; delivered_at: string | null }[] };
        return { status: view.callbacks[0]?.status, delivered: view.callbacks[0]?.delivered_at != null, confirmed: view.confirmed_at != null };
      })
      .toEqual({ status: 'paid', delivered: true, confirmed: true });
    expect((await purchasesOf(page, baseURL)).total).toBe(1);
  });
});

test.describe('Pix in reais and UPI in rupees', () => {
  /** The amount box above a Pix (BRL) or UPI (INR) form, and the texts it shows. */
  function chargeBox(ui: CheckoutUi, currency: 'BRL' | 'INR') {
    const t = ui.t.Checkout;
    const region = ui.page.getByRole('region', { name: translate(ui.locale)('Checkout.chargeTitle', { currency }) });
    /** The value after a term of the box (its figures are a description list). */
    const figure = (term: string) => region.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) }).locator('xpath=following-sibling::dd[1]');
    return {
      region,
      total: figure(t.chargeTotal),
      amount: figure(translate(ui.locale)('Checkout.chargeAmount', { currency })),
      // "Exchange rate: {euro} = {rate}": the text before the first placeholder.
      rate: region.getByText(new RegExp(`^${escapeRegExp(t.chargeRate.split('{')[0]!)}`)),
      // "…held until {time}.": an hour and minute in the locale's own form.
      held: region.getByText(capture(t.chargeHeld, 'time', '(\\d{1,2}:\\d{2}.*)')),
    };
  }

  const plainText = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

  test('Pix: the euro total and the reais before paying, a BR Code in BRL with the converted amount, paid as charged (pt-BR)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'pt-BR');
    const t = ui.t.Checkout;
    await signInNewShopper(page, baseURL!, 'pix');
    const [product] = await productsInStock(1, 4, 'pt-BR');
    await fillBasket(page, baseURL!, [product!], 2);
    const total = product!.price * 2;

    await ui.open();
    await ui.method('methodPix').check();
    const box = chargeBox(ui, 'BRL');
    // The amount the page shows is the provider's quote of this basket at the current rate.
    const rate = await currentRate('BRL');
    const reais = converted(total, rate);
    await expect.poll(async () => plainText(await box.amount.textContent())).toBe(money(reais, 'BRL', 'pt-BR'));
    expect(plainText(await box.total.textContent())).toBe(money(total, 'EUR', 'pt-BR'));
    await expect(box.rate).toBeVisible();
    const oneEuro = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(1);
    const rateText = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(Number(rate));
    expect(plainText(await box.rate.textContent())).toBe(plainText(fill(t.chargeRate, { euro: oneEuro, rate: rateText })));
    await expect(box.held).toBeVisible();
    const quote = await quoteOf(page, baseURL!, 'BRL');
    expect(quote).toMatchObject({ total, rate, amount: reais });

    const form = page.getByRole('form', { name: t.pixTitle });
    await form.getByRole('textbox', { name: t.firstName, exact: true }).fill('Maria');
    await form.getByRole('textbox', { name: t.lastName, exact: true }).fill('Souza');
    const cpf = form.getByRole('textbox', { name: t.cpf, exact: true });
    // All the same digit: refused in the shopper's language.
    await cpf.fill('11111111111');
    await form.getByRole('button', { name: t.pay }).click();
    await expect(cpf).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(ui.t.Validation.cpfInvalid)}`));
    await cpf.fill('52998224725');
    await form.getByRole('button', { name: t.pay }).click();

    const qr = page.getByRole('img', { name: capture(t.pixQrLabel, 'order', '([0-9A-Z]{20})') });
    await expect(qr).toBeVisible();
    const orderId = capture(t.pixQrLabel, 'order', '([0-9A-Z]{20})').exec((await qr.getAttribute('aria-label'))!)![1]!;
    // The BR Code, read with the storefront's own parser: reais (986), the converted amount, this order.
    const code = parseBrCode(await page.getByRole('textbox', { name: t.pixCode }).inputValue());
    if (!code.ok) throw new Error(`BR Code refused: ${JSON.stringify(code)}`);
    expect(code.code).toMatchObject({ currency: '986', amountCents: reais, txid: orderId, country: 'BR', pointOfInitiation: 'singleUse' });
    await expect(page.getByText(orderId, { exact: true })).toBeVisible();
    const facts = page.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(t.amount)}$`) }).locator('xpath=following-sibling::dd[1]');
    expect(plainText(await facts.textContent())).toBe(money(reais, 'BRL', 'pt-BR'));

    // The PSP reporting the euro total in euros does not pay a Pix order; the reais charged do.
    await settleQrOrder(orderId, 'mark-paid', { amount: total, currency: 'EUR' }, 422);
    await settleQrOrder(orderId, 'mark-paid', { amount: reais, currency: 'BRL' });
    await expect(ui.successModal()).toBeVisible();
    expect((await purchasesOf(page, baseURL!)).total).toBe(2);
  });

  test('UPI: the rupees before paying, a upi://pay link in INR with the converted amount, paid (hi)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'hi');
    const t = ui.t.Checkout;
    await signInNewShopper(page, baseURL!, 'upi');
    const [product] = await productsInStock(1, 4, 'hi');
    await fillBasket(page, baseURL!, [product!]);

    await ui.open();
    await ui.method('methodUpi').check();
    const box = chargeBox(ui, 'INR');
    const rate = await currentRate('INR');
    const rupees = converted(product!.price, rate);
    await expect.poll(async () => plainText(await box.amount.textContent())).toBe(money(rupees, 'INR', 'hi'));
    expect(plainText(await box.total.textContent())).toBe(money(product!.price, 'EUR', 'hi'));
    await expect(box.held).toBeVisible();

    const link = await ui.payByUpi();
    // The link, read with the storefront's own parser: rupees, the converted amount, this order.
    const parsed = parseUpiLink((await link.getAttribute('href'))!);
    if (!parsed.ok) throw new Error(`UPI link refused: ${JSON.stringify(parsed)}`);
    expect(parsed.link).toMatchObject({ currency: 'INR', amountCents: rupees, vpa: 'referenceshop@okaxis' });
    const orderId = parsed.link.reference;
    await expect(page.getByRole('img', { name: fill(t.upiQrLabel, { order: orderId }) })).toBeVisible();
    const facts = page.getByRole('term').filter({ hasText: new RegExp(`^${escapeRegExp(t.amount)}$`) }).locator('xpath=following-sibling::dd[1]');
    expect(plainText(await facts.textContent())).toBe(money(rupees, 'INR', 'hi'));

    await settleQrOrder(orderId, 'mark-paid', { amount: rupees + 1, currency: 'INR' }, 422);
    await settleQrOrder(orderId);
    await expect(ui.successModal()).toBeVisible();
    expect((await purchasesOf(page, baseURL!)).total).toBe(1);
  });
});

test.describe('balance', () => {
  test('too little → the insufficient-funds modal → top-up by card → paid from the balance (en)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'en');
    await signInNewShopper(page, baseURL!, 'balance');
    const [product] = await productsInStock(1);
    await fillBasket(page, baseURL!, [product!]);

    await ui.open();
    await ui.method('methodBalance').check();
    await page.getByRole('button', { name: ui.t.Checkout.payFromBalance }).click();
    const insufficient = page.getByRole('dialog', { name: ui.t.Checkout.insufficientTitle });
    await expect(insufficient.getByText(ui.t.Checkout.insufficientText)).toBeVisible();
    await insufficient.getByRole('button', { name: ui.t.Checkout.topUp }).click();

    const topUp = ui.cardModal('titleBalance');
    await expect(topUp).toBeVisible();
    const amount = topUp.getByLabel(ui.t.CardPayment.amount, { exact: true });
    await expect(amount).toHaveAttribute('maxlength', '7');
    await amount.fill('99');
    await ui.fillCard(topUp, TEST_CARDS.paid);
    await ui.consent(topUp);
    await expect(ui.payButton(topUp)).toBeDisabled();
    // Enough for the product whatever its price (the popular ones go past 150 €).
    const euros = Math.max(150, Math.ceil(product!.price / 100));
    await amount.fill(String(euros));
    await ui.payButton(topUp).click();
    await expect(ui.topUpSuccessModal()).toBeVisible();
    expect(await balanceOf(page, baseURL!)).toBe(euros * 100);
    // The modal's own close button (the dialog also has the corner's icon button of the same name).
    await ui.topUpSuccessModal().getByRole('button', { name: ui.t.Payment.close, exact: true }).last().click();
    await expect(ui.topUpSuccessModal()).toBeHidden();

    await ui.method('methodBalance').check();
    await page.getByRole('button', { name: ui.t.Checkout.payFromBalance }).click();
    await expect(ui.successModal()).toBeVisible();
    expect(await balanceOf(page, baseURL!)).toBe(euros * 100 - product!.price);
    expect((await purchasesOf(page, baseURL!)).total).toBe(1);
  });

  test('the cabinet’s top-up, paid by card (ru)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'ru');
    await signInNewShopper(page, baseURL!, 'cabinet-top-up');
    await page.goto(`${prefix('ru')}/profile`);
    await page.getByRole('button', { name: ui.t.Profile.topUp }).click();
    const topUp = ui.cardModal('titleBalance');
    await expect(topUp).toBeVisible();
    const amount = topUp.getByLabel(ui.t.CardPayment.amount, { exact: true });
    await expect(amount).toHaveAttribute('placeholder', /100/);
    await amount.fill('100');
    await ui.fillCard(topUp, TEST_CARDS.paid);
    await ui.consent(topUp);
    await ui.payButton(topUp).click();
    await expect(ui.topUpSuccessModal()).toBeVisible();
    expect(await balanceOf(page, baseURL!)).toBe(10_000);
    // The cabinet under the modal shows the new balance without a reload.
    await ui.topUpSuccessModal().getByRole('button', { name: ui.t.Payment.close, exact: true }).last().click();
    await expect(page.getByRole('main')).toContainText(/100,00\s€/);
  });
});

test.describe('a payment result in a link', () => {
  test('a stranger opening ?showModal=success is told nothing about any payment (pt-BR, en)', async ({ page, baseURL }) => {
    for (const locale of ['pt-BR', 'en'] as const) {
      const ui = new CheckoutUi(page, locale);
      await page.goto(`${prefix(locale)}/?showModal=success`);
      // The parameter is read (and removed) once the page runs: only then is "nothing shown" an answer.
      await expect(page).not.toHaveURL(/showModal/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(ui.successModal()).toHaveCount(0);
    }
    // Signed in, but this tab paid nothing: still nothing.
    await signInNewShopper(page, baseURL!, 'stranger-link');
    await page.goto('/en?showModal=success');
    await expect(page).not.toHaveURL(/showModal/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the buyer coming back from the bank sees the real status of their order: pending, then paid (en)', async ({ page, baseURL }) => {
    const ui = new CheckoutUi(page, 'en');
    await signInNewShopper(page, baseURL!, 'back-from-bank');
    const [product] = await productsInStock(1);
    await fillBasket(page, baseURL!, [product!]);

    await ui.open();
    const modal = await ui.openCardModal();
    // The bank page reached by GET: the shopper can open it again after leaving it.
    await ui.fillCard(modal, TEST_CARDS.threeDsRedirect);
    await ui.consent(modal);
    await ui.payButton(modal).click();
    await expect(page).toHaveURL(new RegExp(`^${escapeRegExp(PROVIDER_URL)}/acquirer/3ds\\?`));
    const bankPage = page.url();

    // Back at the shop by a link that claims success before the bank confirmed anything: the order
    // is still waiting, and that is what the shopper is shown.
    await page.goto('/en?showModal=success');
    await expect(page.getByRole('dialog', { name: ui.t.Payment.processingTitle })).toBeVisible();
    await expect(ui.successModal()).toHaveCount(0);

    // The bank confirms; a link claiming failure then shows what really happened: paid.
    await page.goto(bankPage);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/payment-confirm\/[0-9A-Z]{20}$/);
    await expect(ui.successModal()).toBeVisible();
    await page.goto('/en?showModal=error');
    await expect(ui.successModal()).toBeVisible();
    await expect(page.getByRole('dialog', { name: ui.t.Payment.errorTitle })).toHaveCount(0);
  });
});
