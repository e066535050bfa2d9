// The checkout and the card modal as the payment tests drive them: by role and by the translation
// files, in any of the four languages.
import { type Locator, type Page, expect } from '@playwright/test';
import { futureExpiry } from './checkout';
import { type TestLocale, messages, prefix } from './i18n';

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A rich-text message as the page shows it: the tags (<privacy>…</privacy>) gone, their text kept. */
export function plain(template: string) {
  return template.replace(/<\/?\w+>/g, '');
}

/** A template with one {placeholder} as a pattern capturing what stands there. */
export function capture(template: string, name: string, pattern = '(.+)') {
  const [before, after] = template.split(`{${name}}`);
  return new RegExp(`^${escapeRegExp(before ?? '')}${pattern}${escapeRegExp(after ?? '')}$`);
}

export class CheckoutUi {
  constructor(
    readonly page: Page,
    readonly locale: TestLocale,
  ) {}

  get t() {
    return messages[this.locale];
  }

  async open(baseURL?: string) {
    await this.page.goto(`${baseURL ?? ''}${prefix(this.locale)}/checkout`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.t.Checkout.title })).toBeVisible();
  }

  method(name: 'methodCard' | 'methodPix' | 'methodUpi' | 'methodBalance') {
    return this.page.getByRole('radio', { name: this.t.Checkout[name] });
  }

  /** Fills the UPI form with a test payer and sends it; resolves the link to the UPI app once it shows. */
  async payByUpi() {
    const t = this.t.Checkout;
    const form = this.page.getByRole('form', { name: t.upiTitle });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field(t.firstName).fill('Aarav');
    await field(t.accountNumber).fill('123456789012');
    await field(t.email).fill('aarav@example.com');
    await field(t.phone).fill('+91 98765 43210');
    await field(t.address).fill('12 MG Road, Bengaluru');
    await field(t.zip).fill('560001');
    await form.getByRole('button', { name: t.pay }).click();
    const link = this.page.getByRole('link', { name: t.openUpiApp });
    await expect(link).toBeVisible();
    return link;
  }

  cardModal(kind: 'titlePurchase' | 'titleBalance' = 'titlePurchase') {
    return this.page.getByRole('dialog', { name: this.t.CardPayment[kind] });
  }

  async openCardModal() {
    await this.method('methodCard').check();
    await this.page.getByRole('button', { name: this.t.Checkout.payByCard }).click();
    await expect(this.cardModal()).toBeVisible();
    return this.cardModal();
  }

  async fillCard(modal: Locator, number: string, cvv = '123') {
    const t = this.t.CardPayment;
    await modal.getByLabel(t.cardNumber, { exact: true }).fill(number);
    await modal.getByLabel(t.expiry, { exact: true }).fill(futureExpiry());
    await modal.getByLabel(t.cvv, { exact: true }).fill(cvv);
  }

  async consent(modal: Locator) {
    const t = this.t.CardPayment;
    await modal.getByRole('checkbox', { name: plain(t.consentPrivacy) }).check();
    await modal.getByRole('checkbox', { name: plain(t.consentNoRefund) }).check();
  }

  /** The modal's pay button: "Pay", or "Pay {amount}" in the locale's own order ("{amount} का भुगतान करें"). */
  payButton(modal: Locator) {
    const t = this.t.CardPayment;
    const withAmount = capture(t.payAmount, 'amount', '.+').source;
    return modal.getByRole('button', { name: new RegExp(`^(?:${escapeRegExp(t.pay)}|${withAmount.slice(1, -1)})$`) });
  }

  successModal() {
    return this.page.getByRole('dialog', { name: this.t.Payment.successTitle });
  }

  topUpSuccessModal() {
    return this.page.getByRole('dialog', { name: this.t.Payment.topUpTitle });
  }
}
