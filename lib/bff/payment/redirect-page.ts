// The small HTML pages of GET /api/payment/redirect/{orderId} (PAYMENT_CARD_FLOW=redirect): the
// HMAC-signed form that takes the shopper to the acquirer's hosted page, auto-submitted by one
// inline script (allowed by its CSP hash) with a visible button when scripts are off; and the
// refusal pages (already paid, not payable by card, unknown order, no acquirer secret, provider
// away). Texts from the "PaymentRedirect" namespace of messages/*.json, in the request's language.
//
// Every page answers `Cache-Control: no-store` and its own Content-Security-Policy:
// `default-src 'none'`, the script and the style by their SHA-256 hashes, `form-action` the
// acquirer's origin only (the form page; 'none' for the others), `base-uri 'none'`,
// `frame-ancestors 'none'`. Values are HTML-escaped; nothing of the page is cached or stored.
import 'server-only';
import { createHash } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { NextResponse } from 'next/server';
import type { Locale } from '@/i18n/routing';
import { centsToDecimal } from '@/lib/payment/amount';
import { localeMessages } from '@/lib/i18n/server-messages';

const SCRIPT = "document.getElementById('pay').submit();";
const STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f6f7f9;color:#1d2433}' +
  'main{max-width:28rem;margin:1rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);text-align:center}' +
  'h1{font-size:1.25rem;margin:0 0 1rem}p{margin:0 0 1rem;line-height:1.5}' +
  'button,a.button{display:inline-block;font:inherit;padding:.75rem 1.5rem;border:0;border-radius:8px;background:#2563eb;color:#fff;text-decoration:none;cursor:pointer}';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
export const REDIRECT_SCRIPT_HASH = sha256(SCRIPT);
export const REDIRECT_STYLE_HASH = sha256(STYLE);

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function text(locale: Locale) {
  return createTranslator({ locale, messages: localeMessages(locale), namespace: 'PaymentRedirect' });
}

/** The page's CSP: the form page may post to the acquirer only; refusal pages post nowhere. */
export function redirectPageCsp(formAction: string | null): string {
  return [
    "default-src 'none'",
    `script-src ${REDIRECT_SCRIPT_HASH}`,
    `style-src ${REDIRECT_STYLE_HASH}`,
    `form-action ${formAction ?? "'none'"}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function page(locale: Locale, status: number, title: string, body: string, formAction: string | null): NextResponse {
  const html =
    `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow">' +
    `<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return new NextResponse(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': redirectPageCsp(formAction),
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    },
  });
}

/** The amount as the page shows it: "10.49 EUR" in the locale's number format. */
function formatAmount(locale: Locale, cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${centsToDecimal(cents)} ${currency}`;
  }
}

export interface SignedFormPage {
  locale: Locale;
  /** {ACQUIRER_PUBLIC_URL}/acquirer/pay */
  action: string;
  /** The acquirer's origin, the only form-action allowed. */
  actionOrigin: string;
  fields: Record<string, string>;
  orderId: string;
  amount: number;
  currency: string;
}

/** The auto-submitting signed form (200). */
export function signedFormPage(input: SignedFormPage): NextResponse {
  const t = text(input.locale);
  const hidden = Object.entries(input.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const body =
    `<p>${escapeHtml(t('lead', { amount: formatAmount(input.locale, input.amount, input.currency), order: input.orderId }))}</p>` +
    `<form id="pay" method="post" action="${escapeHtml(input.action)}" enctype="application/x-www-form-urlencoded">${hidden}` +
    `<p>${escapeHtml(t('noScript'))}</p><button type="submit">${escapeHtml(t('submit'))}</button></form>` +
    `<script>${SCRIPT}</script>`;
  return page(input.locale, 200, t('title'), body, input.actionOrigin);
}

export type RefusalKind = 'alreadyPaid' | 'wrongMethod' | 'notFound' | 'unavailable' | 'providerDown';

const REFUSAL_STATUS: Record<RefusalKind, number> = {
  alreadyPaid: 409,
  wrongMethod: 422,
  notFound: 404,
  unavailable: 503,
  providerDown: 503,
};

/** A refusal page with a link onwards: the order's page when it is paid, else the checkout. */
export function refusalPage(locale: Locale, kind: RefusalKind, link: { href: string; label: 'viewOrder' | 'backToCheckout' | 'backToShop' }, status = REFUSAL_STATUS[kind]): NextResponse {
  const t = text(locale);
  const body = `<p>${escapeHtml(t(`${kind}Text`))}</p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(t(link.label))}</a>`;
  return page(locale, status, t(`${kind}Title`), body, null);
}
