// Leaving the shop for the card's bank (3-D Secure) or the acquirer's hosted page
// (docs/payments-contract.md, "Provider API" /api/payment and "Card modal"). The bank page takes
// PaReq, MD and TermUrl by a form POST, or by GET for a 3DS_REDIRECT that asks for it. None of
// these fields is card data: the number and CVV went to the BFF in a JSON body and stop there.
import type { CardPaymentAnswer } from '@/lib/types/payment';

export type BankStep = Exclude<CardPaymentAnswer, { status: 'OK' }>;

/**
 * The page's own navigation, as one object so tests can watch it (jsdom's `window.location`
 * cannot be spied on). Going elsewhere is always a full page load: the bank and the hosted page
 * are outside the app.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Builds a hidden form of `fields`, posts it to `action` and leaves the page. */
export function postToBank(action: string, fields: Readonly<Record<string, string>>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** `url` with `params` added to its query (it may already have one). */
export function withQuery(url: string, params: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(params).toString();
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Goes to the bank page a 3DS or 3DS_REDIRECT answer names, the way it asks. */
export function goToBank(step: BankStep): void {
  if (step.status === '3DS') {
    postToBank(step.acsUrl, { PaReq: step.PaReq, MD: step.MD, TermUrl: step.TermUrl });
    return;
  }
  const { MD, PaReq, TermUrl } = step.redirectParams;
  if (step.redirectMethod === 'GET') pageNavigation.assign(withQuery(step.redirectUrl, { MD, PaReq, TermUrl }));
  else postToBank(step.redirectUrl, { MD, PaReq, TermUrl });
}
