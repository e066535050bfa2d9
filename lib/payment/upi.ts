// The UPI payment link (NPCI "upi://pay" deep link): pa, pn, am, cu, tn, tr, built with checked
// lengths and percent-encoding, and read back. Used by the BFF: lib/provider/payment-schemas.ts
// parses the provider's link with it, so a link is shown only when it charges the order's rupees
// (docs/payments-contract.md "BFF"). The builder is the reference the provider's links are tested
// against. Browser-safe.
//
// Decisions:
// - Parameters come in the fixed order pa, pn, am, cu, tn, tr; each value is percent-encoded as
//   UTF-8 (encodeURIComponent: a space is "%20", never "+"), except "@", which RFC 3986 allows
//   in a query and which several UPI apps expect literally in `pa`.
// - The amount is always given, with exactly two decimals, from integer cents.
// - `cu` is INR only: UPI settles in rupees and UPI apps refuse a link in any other currency, so
//   the provider converts the euro total (docs/payments-contract.md "Charges in reais and rupees").
// - Limits: the VPA at most 255 characters, the payee name 1–99, the note 1–80, the reference
//   1–35 characters of letters, digits, ".", "_" and "-" (the lengths common UPI apps accept).
import { centsToDecimal, decimalToCents, isPositiveCents } from './amount';

export const UPI_CURRENCIES = ['INR'] as const;
export type UpiCurrency = (typeof UPI_CURRENCIES)[number];

export const VPA_MAX = 255;
export const PAYEE_NAME_MAX = 99;
export const NOTE_MAX = 80;
export const REFERENCE_MAX = 35;

/** "name@handle": the name of letters, digits, ".", "_", "-"; the handle of letters, digits and dots, starting with a letter. */
const VPA = /^[A-Za-z0-9._-]+@[A-Za-z][A-Za-z0-9.]*$/;
const REFERENCE = /^[A-Za-z0-9._-]+$/;
const CONTROL = /\p{Cc}/u;

/** A virtual payment address "name@handle" (e.g. "shop.pay@okaxis", "9876543210@ybl"), at most 255 characters. */
export function isValidVpa(vpa: string): boolean {
  return vpa.length <= VPA_MAX && VPA.test(vpa) && !vpa.endsWith('.');
}

export type UpiLinkErrorCode = 'pa' | 'pn' | 'am' | 'cu' | 'tn' | 'tr';

/** Thrown by buildUpiLink for an input it cannot encode; `code` names the parameter. */
export class UpiLinkError extends Error {
  constructor(
    readonly code: UpiLinkErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'UpiLinkError';
  }
}

export interface UpiLinkInput {
  /** pa: the payee's VPA. */
  vpa: string;
  /** pn: the payee's name. */
  payeeName: string;
  /** am: the amount in paise (hundredths of a rupee). */
  amountCents: number;
  /** cu */
  currency: UpiCurrency;
  /** tn: the note the payer sees. */
  note: string;
  /** tr: the merchant's reference of the payment (the order id). */
  reference: string;
}

function encode(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

function text(code: UpiLinkErrorCode, value: string, max: number): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || [...trimmed].length > max || CONTROL.test(trimmed)) {
    throw new UpiLinkError(code, `${code} must be 1 to ${max} characters without control characters`);
  }
  return trimmed;
}

/**
 * upi://pay?pa=…&pn=…&am=…&cu=…&tn=…&tr=…; names and notes are trimmed with inner runs of
 * whitespace made one space. Throws UpiLinkError when a value breaks the rules above.
 */
export function buildUpiLink(input: UpiLinkInput): string {
  if (!isValidVpa(input.vpa)) throw new UpiLinkError('pa', 'pa must be a VPA "name@handle" of at most 255 characters');
  const payeeName = text('pn', input.payeeName, PAYEE_NAME_MAX);
  if (!isPositiveCents(input.amountCents)) throw new UpiLinkError('am', 'am must be a positive whole number of cents');
  if (!(UPI_CURRENCIES as readonly string[]).includes(input.currency)) {
    throw new UpiLinkError('cu', `cu must be one of ${UPI_CURRENCIES.join(', ')}`);
  }
  const note = text('tn', input.note, NOTE_MAX);
  if (input.reference.length > REFERENCE_MAX || !REFERENCE.test(input.reference)) {
    throw new UpiLinkError('tr', `tr must be 1 to ${REFERENCE_MAX} letters, digits, ".", "_" or "-"`);
  }
  const parameters: [string, string][] = [
    ['pa', input.vpa],
    ['pn', payeeName],
    ['am', centsToDecimal(input.amountCents)],
    ['cu', input.currency],
    ['tn', note],
    ['tr', input.reference],
  ];
  return `upi://pay?${parameters.map(([name, value]) => `${name}=${encode(value)}`).join('&')}`;
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export type UpiLinkProblem =
  /** Not upi://pay?…, a parameter twice, or one that is not percent-encoded UTF-8. */
  | 'format'
  /** A parameter the link needs (pa, pn, am, cu, tr) is missing. */
  | 'missingField'
  /** A parameter breaks the rules above. */
  | 'invalidField';

export type UpiLinkCheck = { ok: true; link: UpiLinkInput } | { ok: false; problem: UpiLinkProblem; field?: UpiLinkErrorCode };

const UPI_PREFIX = 'upi://pay?';

/**
 * Reads a upi://pay link: each parameter once, decoded, held to the builder's rules (a VPA, a payee
 * name, a positive amount with at most two decimals, cu INR, a reference; tn optional).
 */
export function parseUpiLink(link: string): UpiLinkCheck {
  if (!link.startsWith(UPI_PREFIX)) return { ok: false, problem: 'format' };
  const values = new Map<string, string>();
  for (const part of link.slice(UPI_PREFIX.length).split('&')) {
    const at = part.indexOf('=');
    if (at <= 0) return { ok: false, problem: 'format' };
    const name = part.slice(0, at);
    let value: string;
    try {
      value = decodeURIComponent(part.slice(at + 1));
    } catch {
      return { ok: false, problem: 'format' };
    }
    if (values.has(name)) return { ok: false, problem: 'format' };
    values.set(name, value);
  }
  for (const field of ['pa', 'pn', 'am', 'cu', 'tr'] as const) {
    if (!values.has(field)) return { ok: false, problem: 'missingField', field };
  }
  const invalid = (field: UpiLinkErrorCode): UpiLinkCheck => ({ ok: false, problem: 'invalidField', field });
  const vpa = values.get('pa')!;
  if (!isValidVpa(vpa)) return invalid('pa');
  const payeeName = values.get('pn')!;
  if (payeeName.trim() === '' || [...payeeName].length > PAYEE_NAME_MAX || CONTROL.test(payeeName)) return invalid('pn');
  const amountCents = decimalToCents(values.get('am')!);
  if (amountCents === null || !isPositiveCents(amountCents)) return invalid('am');
  const currency = values.get('cu')!;
  if (!(UPI_CURRENCIES as readonly string[]).includes(currency)) return invalid('cu');
  const note = values.get('tn') ?? '';
  if ([...note].length > NOTE_MAX || CONTROL.test(note)) return invalid('tn');
  const reference = values.get('tr')!;
  if (reference.length > REFERENCE_MAX || !REFERENCE.test(reference)) return invalid('tr');
  return { ok: true, link: { vpa, payeeName, amountCents, currency: currency as UpiCurrency, note, reference } };
}
