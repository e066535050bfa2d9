// The simulated acquirer's HTML pages in the four languages: the 3-D Secure bank page, the hosted
// payment page's card form, the auto-posting return to the TermUrl, and the refusals. Every value is
// escaped; no page loads anything from elsewhere, runs only its own nonce'd script, and cannot be
// framed.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../accounts/mail';
import { sendBody } from '../http/respond';
import type { ProviderLocale } from '../seed/types';
import { formatEuros } from './receipt';

const en = {
  bankTitle: '3-D Secure verification',
  bankLead: 'Confirm the payment of {amount} to {merchant} with your {brand} card ending in {last4}.',
  bankNote: 'Test bank: no code is needed. Confirm to pay, cancel to refuse the payment.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  continue: 'Continue',
  returning: 'Returning to the shop…',
  payTitle: 'Payment',
  payLead: 'Order {order}: {amount}',
  cardNumber: 'Card number',
  month: 'Month (MM)',
  year: 'Year (YY)',
  cvc: 'CVV',
  pay: 'Pay {amount}',
  cancelPayment: 'Cancel and return to the shop',
  testCards: 'Test cards: 4242 4242 4242 4242 pays, 5555 5555 5555 4444 asks 3-D Secure, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, American Express 3782 822463 10005 pays (4-digit code).',
  fixErrors: 'Please check the card details.',
  backToShop: 'Back to the shop',
  invalid: 'This payment request is not valid.',
  tampered: 'This payment form was altered or not signed by the shop.',
  stale: 'This payment form has expired. Go back to the shop and try again.',
  replayed: 'This payment form was already used. Go back to the shop and try again.',
  mismatch: 'This payment form does not match the order.',
  alreadyPaid: 'This order is already paid.',
  finished: 'This payment was already answered.',
  expired: 'This page has expired. Go back to the shop and try again.',
  unavailable: 'Payments by this page are not configured.',
};

type PageKey = keyof typeof en;

const ptBR: Record<PageKey, string> = {
  bankTitle: 'Verificação 3-D Secure',
  bankLead: 'Confirme o pagamento de {amount} para {merchant} com seu cartão {brand} com final {last4}.',
  bankNote: 'Banco de teste: nenhum código é necessário. Confirme para pagar, cancele para recusar o pagamento.',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  continue: 'Continuar',
  returning: 'Voltando para a loja…',
  payTitle: 'Pagamento',
  payLead: 'Pedido {order}: {amount}',
  cardNumber: 'Número do cartão',
  month: 'Mês (MM)',
  year: 'Ano (AA)',
  cvc: 'CVV',
  pay: 'Pagar {amount}',
  cancelPayment: 'Cancelar e voltar para a loja',
  testCards: 'Cartões de teste: 4242 4242 4242 4242 paga, 5555 5555 5555 4444 pede 3-D Secure, 4000 0000 0000 0002 é recusado, 4000 0000 0000 9995 não tem saldo, American Express 3782 822463 10005 paga (código de 4 dígitos).',
  fixErrors: 'Verifique os dados do cartão.',
  backToShop: 'Voltar para a loja',
  invalid: 'Este pedido de pagamento não é válido.',
  tampered: 'Este formulário de pagamento foi alterado ou não foi assinado pela loja.',
  stale: 'Este formulário de pagamento expirou. Volte para a loja e tente novamente.',
  replayed: 'Este formulário de pagamento já foi usado. Volte para a loja e tente novamente.',
  mismatch: 'Este formulário de pagamento não corresponde ao pedido.',
  alreadyPaid: 'Este pedido já foi pago.',
  finished: 'Este pagamento já foi respondido.',
  expired: 'Esta página expirou. Volte para a loja e tente novamente.',
  unavailable: 'Os pagamentos por esta página não estão configurados.',
};

const ru: Record<PageKey, string> = {
  bankTitle: 'Проверка 3-D Secure',
  bankLead: 'Подтвердите оплату {amount} в пользу {merchant} картой {brand}, оканчивающейся на {last4}.',
  bankNote: 'Тестовый банк: код не нужен. Подтвердите, чтобы оплатить, или отмените платёж.',
  confirm: 'Подтвердить',
  cancel: 'Отменить',
  continue: 'Продолжить',
  returning: 'Возвращаемся в магазин…',
  payTitle: 'Оплата',
  payLead: 'Заказ {order}: {amount}',
  cardNumber: 'Номер карты',
  month: 'Месяц (ММ)',
  year: 'Год (ГГ)',
  cvc: 'CVV',
  pay: 'Оплатить {amount}',
  cancelPayment: 'Отменить и вернуться в магазин',
  testCards: 'Тестовые карты: 4242 4242 4242 4242 — оплата, 5555 5555 5555 4444 — 3-D Secure, 4000 0000 0000 0002 — отказ, 4000 0000 0000 9995 — недостаточно средств, American Express 3782 822463 10005 — оплата (код из 4 цифр).',
  fixErrors: 'Проверьте данные карты.',
  backToShop: 'Вернуться в магазин',
  invalid: 'Этот платёжный запрос недействителен.',
  tampered: 'Эта платёжная форма изменена или не подписана магазином.',
  stale: 'Срок действия платёжной формы истёк. Вернитесь в магазин и попробуйте снова.',
  replayed: 'Эта платёжная форма уже использована. Вернитесь в магазин и попробуйте снова.',
  mismatch: 'Эта платёжная форма не соответствует заказу.',
  alreadyPaid: 'Этот заказ уже оплачен.',
  finished: 'Ответ по этому платежу уже получен.',
  expired: 'Срок действия страницы истёк. Вернитесь в магазин и попробуйте снова.',
  unavailable: 'Оплата через эту страницу не настроена.',
};

const hi: Record<PageKey, string> = {
  bankTitle: '3-D Secure सत्यापन',
  bankLead: '{last4} पर समाप्त होने वाले अपने {brand} कार्ड से {merchant} को {amount} के भुगतान की पुष्टि करें।',
  bankNote: 'परीक्षण बैंक: किसी कोड की आवश्यकता नहीं है। भुगतान के लिए पुष्टि करें, अस्वीकार करने के लिए रद्द करें।',
  confirm: 'पुष्टि करें',
  cancel: 'रद्द करें',
  continue: 'जारी रखें',
  returning: 'दुकान पर लौट रहे हैं…',
  payTitle: 'भुगतान',
  payLead: 'ऑर्डर {order}: {amount}',
  cardNumber: 'कार्ड नंबर',
  month: 'महीना (MM)',
  year: 'वर्ष (YY)',
  cvc: 'CVV',
  pay: '{amount} का भुगतान करें',
  cancelPayment: 'रद्द करें और दुकान पर लौटें',
  testCards: 'परीक्षण कार्ड: 4242 4242 4242 4242 भुगतान करता है, 5555 5555 5555 4444 3-D Secure माँगता है, 4000 0000 0000 0002 अस्वीकृत होता है, 4000 0000 0000 9995 में पर्याप्त राशि नहीं है, American Express 3782 822463 10005 भुगतान करता है (4 अंकों का कोड)।',
  fixErrors: 'कृपया कार्ड का विवरण जाँचें।',
  backToShop: 'दुकान पर वापस जाएँ',
  invalid: 'यह भुगतान अनुरोध मान्य नहीं है।',
  tampered: 'यह भुगतान फ़ॉर्म बदला गया है या दुकान द्वारा हस्ताक्षरित नहीं है।',
  stale: 'यह भुगतान फ़ॉर्म समाप्त हो गया है। दुकान पर वापस जाएँ और फिर से प्रयास करें।',
  replayed: 'यह भुगतान फ़ॉर्म पहले ही उपयोग हो चुका है। दुकान पर वापस जाएँ और फिर से प्रयास करें।',
  mismatch: 'यह भुगतान फ़ॉर्म ऑर्डर से मेल नहीं खाता।',
  alreadyPaid: 'इस ऑर्डर का भुगतान पहले ही हो चुका है।',
  finished: 'इस भुगतान का उत्तर पहले ही दिया जा चुका है।',
  expired: 'यह पृष्ठ समाप्त हो गया है। दुकान पर वापस जाएँ और फिर से प्रयास करें।',
  unavailable: 'इस पृष्ठ से भुगतान कॉन्फ़िगर नहीं है।',
};

const PAGE_TEXTS: Record<ProviderLocale, Record<PageKey, string>> = { 'pt-BR': ptBR, en, ru, hi };

export function pageText(locale: ProviderLocale, key: PageKey, vars: Record<string, string> = {}): string {
  return PAGE_TEXTS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

export const PAGE_KEYS = Object.keys(en) as PageKey[];
export type { PageKey };

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

interface PageOptions {
  locale: ProviderLocale;
  title: string;
  body: string;
  status?: number;
  /** Origins (besides the provider's own) that forms of the page may post to. */
  formTargets?: string[];
  /** The nonce of the page's inline script, when it has one. */
  scriptNonce?: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.3rem}label{display:block;margin:.6rem 0 .2rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
.row{display:flex;gap:.5rem}.row>div{flex:1}button{margin-top:1rem;padding:.6rem 1rem;font-size:1rem;cursor:pointer}
.primary{background:#1a56db;color:#fff;border:0;border-radius:6px}.secondary{background:#fff;border:1px solid #999;border-radius:6px}
.error{color:#b00020}.note{color:#555;font-size:.85rem}`;

export function sendPage(res: ServerResponse, options: PageOptions): void {
  const targets = ["'self'", ...(options.formTargets ?? []).map(originOf).filter((origin): origin is string => origin !== null)];
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    options.scriptNonce ? `script-src 'nonce-${options.scriptNonce}'` : "script-src 'none'",
    `form-action ${[...new Set(targets)].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  const html = `<!doctype html>
<html lang="${escapeHtml(options.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(options.title)}</title><style>${STYLE}</style></head>
<body>${options.body}</body></html>`;
  sendBody(res, options.status ?? 200, html, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
  });
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** A page saying why nothing can be done here, with a way back when one is known. */
export function sendRefusal(res: ServerResponse, locale: ProviderLocale, status: number, key: PageKey, backUrl: string | null = null): void {
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(pageText(locale, 'backToShop'))}</a></p>` : '';
  sendPage(res, {
    locale,
    status,
    title: pageText(locale, 'payTitle'),
    body: `<h1>${escapeHtml(pageText(locale, 'payTitle'))}</h1><p class="error" data-refusal="${escapeHtml(key)}">${escapeHtml(pageText(locale, key))}</p>${back}`,
  });
}

export interface BankPage {
  locale: ProviderLocale;
  md: string;
  amount: number;
  merchant: string;
  brand: string;
  last4: string;
}

/** The 3-D Secure challenge: what is being paid, Confirm and Cancel. */
export function sendBankPage(res: ServerResponse, page: BankPage): void {
  const { locale } = page;
  const title = pageText(locale, 'bankTitle');
  const lead = pageText(locale, 'bankLead', {
    amount: formatEuros(page.amount, locale),
    merchant: page.merchant,
    brand: page.brand,
    last4: page.last4,
  });
  sendPage(res, {
    locale,
    title,
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(lead)}</p><p class="note">${escapeHtml(pageText(locale, 'bankNote'))}</p>
<form method="post" action="/acquirer/3ds/complete">${hidden('MD', page.md)}
<button class="primary" type="submit" name="action" value="confirm">${escapeHtml(pageText(locale, 'confirm'))}</button>
<button class="secondary" type="submit" name="action" value="cancel">${escapeHtml(pageText(locale, 'cancel'))}</button>
</form>`,
  });
}

/** A form that posts `fields` to `url` at once (a button when scripts are off). */
export function sendAutoPost(res: ServerResponse, locale: ProviderLocale, url: string, fields: Record<string, string>): void {
  const nonce = randomBytes(16).toString('base64');
  const inputs = Object.entries(fields)
    .map(([name, value]) => hidden(name, value))
    .join('');
  sendPage(res, {
    locale,
    title: pageText(locale, 'returning'),
    formTargets: [url],
    scriptNonce: nonce,
    body: `<p>${escapeHtml(pageText(locale, 'returning'))}</p>
<form id="return" method="post" action="${escapeHtml(url)}">${inputs}<button class="primary" type="submit">${escapeHtml(pageText(locale, 'continue'))}</button></form>
<script nonce="${nonce}">document.getElementById('return').submit();</script>`,
  });
}

export interface HostedPage {
  locale: ProviderLocale;
  token: string;
  orderId: string;
  amount: number;
  /** Where Pay and Cancel send the shopper (a 303 after the form post): the form may go there. */
  returnUrl: string | null;
  errors?: Record<string, string>;
  status?: number;
}

/** The hosted page's card form (card data goes to the acquirer only). */
export function sendHostedPage(res: ServerResponse, page: HostedPage): void {
  const { locale } = page;
  const amount = formatEuros(page.amount, locale);
  const error = (field: string) => (page.errors?.[field] ? `<p class="error" data-field="${field}">${escapeHtml(page.errors[field]!)}</p>` : '');
  const summary = page.errors && Object.keys(page.errors).length > 0 ? `<p class="error">${escapeHtml(pageText(locale, 'fixErrors'))}</p>` : '';
  const action = `/acquirer/pay/${encodeURIComponent(page.token)}`;
  sendPage(res, {
    locale,
    status: page.status,
    // Browsers hold a form's redirects to form-action too: the 303 back to the shop must be allowed.
    formTargets: page.returnUrl ? [page.returnUrl] : [],
    title: pageText(locale, 'payTitle'),
    body: `<h1>${escapeHtml(pageText(locale, 'payTitle'))}</h1><p>${escapeHtml(pageText(locale, 'payLead', { order: page.orderId, amount }))}</p>${summary}
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="card_number">${escapeHtml(pageText(locale, 'cardNumber'))}</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>${error('card_number')}
<div class="row"><div><label for="month">${escapeHtml(pageText(locale, 'month'))}</label><input id="month" name="month" inputmode="numeric" autocomplete="cc-exp-month" maxlength="2" required>${error('month')}</div>
<div><label for="year">${escapeHtml(pageText(locale, 'year'))}</label><input id="year" name="year" inputmode="numeric" autocomplete="cc-exp-year" maxlength="2" required>${error('year')}</div>
<div><label for="cvc">${escapeHtml(pageText(locale, 'cvc'))}</label><input id="cvc" name="cvc" type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required>${error('cvc')}</div></div>
<button class="primary" type="submit" name="action" value="pay">${escapeHtml(pageText(locale, 'pay', { amount }))}</button>
</form>
<form method="post" action="${escapeHtml(action)}"><button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(pageText(locale, 'cancelPayment'))}</button></form>
<p class="note">${escapeHtml(pageText(locale, 'testCards'))}</p>`,
  });
}
