// Card rules the provider checks again (the storefront's lib/payment/card.ts rules: the provider is
// a program of its own) and the simulated acquirer's test cards. Brand, lengths per brand and the
// Luhn check come from card-validator, as in the storefront. A card number lives only in the
// request that carries it: what is kept is its brand and last 4 digits.
import { cardNumber as verifyCardNumber } from 'card-validator/dist/card-number';
import type { MessageKey } from '../http/messages';

export type CardBrand = 'MasterCard' | 'Visa' | 'Mir' | 'AmericanExpress';

/** The shortest number of the four brands (American Express) and the longest card number (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 15;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_TYPE_PREFIX_DIGITS = 8;

/** credit-card-type's names of the four brands. */
const BRAND_OF_TYPE: Readonly<Record<string, CardBrand>> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  mir: 'Mir',
  'american-express': 'AmericanExpress',
};

/**
 * The security code of a brand: American Express prints a 4-digit CID on the front, any 4 digits
 * ("0000" to "9999"); the others a 3-digit CVV from 100 to 999 (docs/product/validation.md).
 */
export function cvcFitsBrand(cvc: string, brand: CardBrand | null): boolean {
  return brand === 'AmericanExpress' ? /^\d{4}$/.test(cvc) : /^[1-9]\d{2}$/.test(cvc);
}

/** The brand of a number (or of its first digits), or null while it could be another brand or is none of the four. */
export function cardBrand(digits: string): CardBrand | null {
  const card = verifyCardNumber(digits).card;
  return (card && BRAND_OF_TYPE[card.type]) ?? null;
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
 * hyphens allowed; a length its brand issues, Luhn-valid), `month` "01".."12", `year`
 * "00".."99" (not before the current month, in UTC), `cvc` as its brand wants (cvcFitsBrand). The
 * first problem of each field, as message keys.
 */
export function checkCard(fields: { card_number: unknown; month: unknown; year: unknown; cvc: unknown }, now: Date): CardCheck {
  const errors: Record<string, MessageKey> = {};
  const rawNumber = stringOf(fields.card_number)?.trim() ?? '';
  const digits = rawNumber.replace(/[\s-]/g, '');
  let brand: CardBrand | null = null;
  if (rawNumber === '') errors.card_number = 'required';
  else if (!/^\d+$/.test(digits) || digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) {
    errors.card_number = 'cardNumberInvalid';
  } else if ((brand = cardBrand(digits)) === null) errors.card_number = 'cardBrandUnsupported';
  // A length the brand issues (a 17-digit Visa is none) and the Luhn check.
  else if (!verifyCardNumber(digits).isValid) errors.card_number = 'cardNumberInvalid';

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
