// Card rules the provider checks again (the storefront's lib/payment/card.ts, re-implemented: the
// provider is a program of its own) and the simulated acquirer's test cards. A card number lives only
// in the request that carries it: what is kept is its brand and last 4 digits.
import type { MessageKey } from '../accounts/messages';

export type CardBrand = 'MasterCard' | 'Visa' | 'Mir' | 'AmericanExpress';

export const CARD_NUMBER_MIN_DIGITS = 16;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** American Express numbers are 15 digits, no more and no less. */
export const AMEX_NUMBER_DIGITS = 15;
export const CARD_TYPE_PREFIX_DIGITS = 8;

/** Whether `digits` has a length its brand issues: American Express 15, the others 16 to 19. */
export function lengthFitsBrand(digits: string, brand: CardBrand): boolean {
  if (brand === 'AmericanExpress') return digits.length === AMEX_NUMBER_DIGITS;
  return digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS;
}

/**
 * The security code of a brand: American Express prints a 4-digit CID on the front, any 4 digits
 * ("0000" to "9999"); the others a 3-digit CVV from 100 to 999 (SPEC.md §5).
 */
export function cvcFitsBrand(cvc: string, brand: CardBrand | null): boolean {
  return brand === 'AmericanExpress' ? /^\d{4}$/.test(cvc) : /^[1-9]\d{2}$/.test(cvc);
}

const BRAND_RANGES: ReadonlyArray<{ brand: CardBrand; digits: number; from: number; to: number }> = [
  { brand: 'Visa', digits: 1, from: 4, to: 4 },
  { brand: 'AmericanExpress', digits: 2, from: 34, to: 34 },
  { brand: 'AmericanExpress', digits: 2, from: 37, to: 37 },
  { brand: 'MasterCard', digits: 2, from: 51, to: 55 },
  { brand: 'MasterCard', digits: 4, from: 2221, to: 2720 },
  { brand: 'Mir', digits: 4, from: 2200, to: 2204 },
];

/** The brand of a number (or of its first digits) by prefix, or null for none of the four. */
export function cardBrand(digits: string): CardBrand | null {
  for (const range of BRAND_RANGES) {
    if (digits.length < range.digits) continue;
    const prefix = Number(digits.slice(0, range.digits));
    if (prefix >= range.from && prefix <= range.to) return range.brand;
  }
  return null;
}

/** The Luhn (mod 10) check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the simulated acquirer does with a card. */
export type CardOutcome = 'approve' | '3ds' | '3ds-redirect' | 'declined' | 'insufficient_funds';

/** The test cards of docs/payments-contract.md; any other valid number is declined. */
export const TEST_CARDS: Readonly<Record<string, { brand: CardBrand; outcome: CardOutcome }>> = {
  '4242424242424242': { brand: 'Visa', outcome: 'approve' },
  '5555555555554444': { brand: 'MasterCard', outcome: '3ds' },
  '2200000000000004': { brand: 'Mir', outcome: '3ds-redirect' },
  '4000000000000002': { brand: 'Visa', outcome: 'declined' },
  '4000000000009995': { brand: 'Visa', outcome: 'insufficient_funds' },
  '378282246310005': { brand: 'AmericanExpress', outcome: 'approve' },
};

export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS[digits]?.outcome ?? 'declined';
}

/** A card as the acquirer uses it; the number never leaves the request. */
export interface Card {
  number: string;
  brand: CardBrand;
  last4: string;
}

export type CardCheck = { ok: true; card: Card } | { ok: false; errors: Record<string, MessageKey> };

const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The card fields of POST /api/payment and of the hosted page: `card_number` (digits; spaces and
 * hyphens allowed; 15 for American Express, 16 to 19 for the others), `month` "01".."12", `year`
 * "00".."99" (not before the current month, in UTC), `cvc` as its brand wants (cvcFitsBrand). The
 * first problem of each field, as message keys.
 */
export function checkCard(fields: { card_number: unknown; month: unknown; year: unknown; cvc: unknown }, now: Date): CardCheck {
  const errors: Record<string, MessageKey> = {};
  const rawNumber = stringOf(fields.card_number)?.trim() ?? '';
  const digits = rawNumber.replace(/[\s-]/g, '');
  let brand: CardBrand | null = null;
  if (rawNumber === '') errors.card_number = 'required';
  else if (!/^\d+$/.test(digits) || digits.length < AMEX_NUMBER_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) {
    errors.card_number = 'cardNumberInvalid';
  } else if ((brand = cardBrand(digits)) === null) errors.card_number = 'cardBrandUnsupported';
  else if (!lengthFitsBrand(digits, brand) || !luhnValid(digits)) errors.card_number = 'cardNumberInvalid';

  const month = stringOf(fields.month);
  const year = stringOf(fields.year);
  if (month === null || month === '') errors.month = 'required';
  else if (!/^(0[1-9]|1[0-2])$/.test(month)) errors.month = 'expiryInvalid';
  if (year === null || year === '') errors.year = 'required';
  else if (!/^\d{2}$/.test(year)) errors.year = 'expiryInvalid';
  else if (errors.month === undefined && month !== null) {
    const expiry = (2000 + Number(year)) * 12 + (Number(month) - 1);
    if (expiry < now.getUTCFullYear() * 12 + now.getUTCMonth()) errors.year = 'cardExpired';
  }

  const cvc = stringOf(fields.cvc);
  if (cvc === null || cvc === '') errors.cvc = 'required';
  else if (!cvcFitsBrand(cvc, brand)) errors.cvc = brand === 'AmericanExpress' ? 'cvvAmexInvalid' : 'cvvInvalid';

  if (Object.keys(errors).length > 0 || brand === null) return { ok: false, errors };
  return { ok: true, card: { number: digits, brand, last4: digits.slice(-4) } };
}
