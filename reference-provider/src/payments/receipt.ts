// The receipts of paid orders, in the language the order was made in: the codes of a purchase, or the
// amount and new balance of a top-up, with a link to the cabinet. They go to the mail outbox in the
// transaction that settles the order.
import { escapeHtml, LOCALE_PREFIX, mailSignature, type ComposedMail } from '../accounts/mail';
import { text } from '../http/messages';
import { providerBrand } from '../brand';
import type { ProviderLocale } from '../seed/types';
import type { OrderCode } from './orders';

/** Minor units (cents, centavos, paise: all three currencies have two decimals) as `locale` writes them. */
export function formatMoney(minor: number, currency: string, locale: ProviderLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** Cents as the shopper reads them in `locale` (euros, docs/decisions/0030-prices-kept-in-euro-cents.md). */
export function formatEuros(cents: number, locale: ProviderLocale): string {
  return formatMoney(cents, 'EUR', locale);
}

interface Recipient {
  email: string;
  name: string;
}

function page(locale: ProviderLocale, subject: string, body: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a">',
    ...body,
    '</body></html>',
  ].join('\n');
}

function button(link: string, label: string): string {
  return `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1a56db; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(label)}</a></p>`;
}

export function cabinetLink(storefrontUrl: string, locale: ProviderLocale): string {
  return `${storefrontUrl}${LOCALE_PREFIX[locale]}/profile`;
}

/**
 * The receipt of a paid purchase or spending order: every code with its amount, the total, the cabinet link. A Pix or
 * UPI order says what was charged in reais or rupees, with the euro total beside it.
 */
export function purchaseReceipt(
  to: Recipient,
  locale: ProviderLocale,
  orderId: string,
  codes: readonly OrderCode[],
  totalCents: number,
  storefrontUrl: string,
  charge: { currency: string; amount: number } | null = null,
): ComposedMail {
  const link = cabinetLink(storefrontUrl, locale);
  const subject = text(locale, 'mailReceiptSubject', { order: orderId });
  const greeting = text(locale, 'mailGreeting', { name: to.name });
  const lead = text(locale, 'mailReceiptLead', { order: orderId });
  const euros = formatEuros(totalCents, locale);
  const total = text(locale, 'mailReceiptTotal', { total: charge ? `${formatMoney(charge.amount, charge.currency, locale)} (${euros})` : euros });
  const note = text(locale, 'mailReceiptNote', { support: providerBrand().supportEmail });
  const signature = mailSignature(locale);
  // Each code with what it cost after the discount: the amounts listed add up to the total.
  const lines = codes.map((code) => `${code.name}: ${code.code} (${formatEuros(code.price, locale)})`);
  const plain = `${greeting}\n\n${lead}\n${lines.map((line) => `- ${line}`).join('\n')}\n\n${total}\n\n${link}\n\n${note}\n\n${signature}\n`;
  const html = page(locale, subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<ul>${codes
      .map(
        (code) =>
          `<li>${escapeHtml(code.name)}: <code style="font-size: 15px">${escapeHtml(code.code)}</code> (${escapeHtml(formatEuros(code.price, locale))})</li>`,
      )
      .join('')}</ul>`,
    `<p><b>${escapeHtml(total)}</b></p>`,
    button(link, text(locale, 'mailReceiptAction')),
    `<p style="color: #555555; font-size: 13px">${escapeHtml(note)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ]);
  return { to: to.email, subject, kind: 'order-receipt', locale, text: plain, html, links: [link] };
}

/** The receipt of a top-up: the amount, the new balance, the cabinet link. */
export function topUpReceipt(
  to: Recipient,
  locale: ProviderLocale,
  orderId: string,
  amountCents: number,
  balanceCents: number,
  storefrontUrl: string,
): ComposedMail {
  const link = cabinetLink(storefrontUrl, locale);
  const subject = text(locale, 'mailTopUpSubject');
  const greeting = text(locale, 'mailGreeting', { name: to.name });
  const lead = text(locale, 'mailTopUpLead', {
    amount: formatEuros(amountCents, locale),
    order: orderId,
    balance: formatEuros(balanceCents, locale),
  });
  const signature = mailSignature(locale);
  const plain = `${greeting}\n\n${lead}\n\n${link}\n\n${signature}\n`;
  const html = page(locale, subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    button(link, text(locale, 'mailReceiptAction')),
    `<p>${escapeHtml(signature)}</p>`,
  ]);
  return { to: to.email, subject, kind: 'top-up-receipt', locale, text: plain, html, links: [link] };
}

/**
 * The notice of a paid order that could not be delivered: why (`reason`, already in `locale`, naming
 * the amount), the new balance, the cabinet link.
 */
export function refundNotice(
  to: Recipient,
  locale: ProviderLocale,
  orderId: string,
  reason: string,
  balanceCents: number,
  storefrontUrl: string,
): ComposedMail {
  const link = cabinetLink(storefrontUrl, locale);
  const subject = text(locale, 'mailRefundSubject', { order: orderId });
  const greeting = text(locale, 'mailGreeting', { name: to.name });
  const balance = text(locale, 'mailRefundBalance', { balance: formatEuros(balanceCents, locale) });
  const signature = mailSignature(locale);
  const plain = `${greeting}\n\n${subject}\n${reason}\n${balance}\n\n${link}\n\n${signature}\n`;
  const html = page(locale, subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(reason)}</p>`,
    `<p><b>${escapeHtml(balance)}</b></p>`,
    button(link, text(locale, 'mailReceiptAction')),
    `<p>${escapeHtml(signature)}</p>`,
  ]);
  return { to: to.email, subject, kind: 'order-refund', locale, text: plain, html, links: [link] };
}
