// Card rules of the card payment modal (docs/product/entities.md, docs/product/validation.md, docs/product/limits.md): number, brand, expiry, CVV and the zod schemas shared by browser and BFF.
//
// The brand, the lengths a brand issues, the blocks a number is printed in, the Luhn check and
// the security code's length come from card-validator (Braintree; its brand table is
// credit-card-type), imported by file so only those parts reach the browser. Ours on top:
// - The four brands MasterCard, Visa, Mir and American Express (docs/product/entities.md): a number of any other brand (Elo, Maestro, Discover …)
//   is refused, and "4" alone is no brand yet (Elo also starts with 4).
// - "accepted at 16 digits" with a last block "of up to 7": a number of no known brand is
//   incomplete below 16 digits and too long above 19 (ISO/IEC 7812); a known brand's own lengths
//   decide after that (Visa 16, 18 or 19; MasterCard 16; Mir 16 to 19; American Express 15, in
//   4-6-5 blocks as printed on the card).
// - CVV is exactly 3 digits from 100 to 999 (docs/product/validation.md): "007" and "099" are refused. The
//   American Express code (CID) is 4 digits, any of "0000" to "9999": real CIDs take every value,
//   so none is refused for looking odd.
// - The forms apply the Luhn check (cardNumberProblem): every card of the four brands passes it,
//   so a failure is a typing mistake caught before the round trip to the provider. The reference
//   provider's test cards must therefore pass it too.
// - The expiry stays ours: exactly "MM/YY" (docs/product/validation.md), judged in UTC on a clock the tests
//   set (isExpiryInPast); card-validator's reads many spellings against the machine's local clock.
import { cardNumber as verifyCardNumber } from 'card-validator/dist/card-number';
import { cvv as verifyCvv } from 'card-validator/dist/cvv';
import luhn10 from 'card-validator/dist/luhn-10';
import { z } from 'zod';

import type { PaymentValidationKey } from './validation-keys';

/** A number of no known brand is incomplete below 16 digits (docs/product/validation.md). */
export const CARD_NUMBER_MIN_DIGITS = 16;
/** The longest card number (ISO/IEC 7812). */
export const CARD_NUMBER_MAX_DIGITS = 19;
/** The card type is looked up after the first 8 digits (docs/product/validation.md). */
export const CARD_TYPE_PREFIX_DIGITS = 8;
export const CVV_DIGITS = 3;
/** The American Express code on the front of the card. */
export const AMEX_CVV_DIGITS = 4;
/** The masked expiry "MM/YY" is accepted only at its full 5 characters. */
export const EXPIRY_LENGTH = 5;

/** The card brands of docs/product/entities.md, spelled as there. */
export type CardBrand = 'MasterCard' | 'Visa' | 'Mir' | 'AmericanExpress';

/** Brand names are proper names, the same in every language. */
export const CARD_BRAND_LABELS: Readonly<Record<CardBrand, string>> = {
  MasterCard: 'Mastercard',
  Visa: 'Visa',
  Mir: 'Mir',
  AmericanExpress: 'American Express',
};

/** credit-card-type's names of the four brands. */
const BRAND_OF_TYPE: Readonly<Record<string, CardBrand>> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  mir: 'Mir',
  'american-express': 'AmericanExpress',
};

const key = (value: PaymentValidationKey) => value;

// ---------------------------------------------------------------------------------------------
// Card number
// ---------------------------------------------------------------------------------------------

/** The digits of what was typed or pasted, at most 19: "4111 1111-1111 1111" → "4111111111111111". */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
}

interface BrandCard {
  brand: CardBrand;
  /** The lengths the brand issues. */
  lengths: readonly number[];
  /** Where the printed number has its spaces. */
  gaps: readonly number[];
}

/** What card-validator knows of the digits' brand, when the digits can only be one of the four. */
function brandCard(digits: string): BrandCard | null {
  const card = verifyCardNumber(digits).card;
  const brand = card ? BRAND_OF_TYPE[card.type] : undefined;
  if (!card || !brand) return null;
  return { brand, lengths: card.lengths, gaps: card.gaps };
}

/**
 * The number as the input shows it while typing, in the blocks its brand prints (4-4-4-rest for
 * a number of no brand yet, up to 19 digits), cut at the brand's longest length. Never a trailing
 * space, so deleting a digit never leaves a separator behind: "41111" → "4111 1",
 * "4111111111111111" → "4111 1111 1111 1111", 19 digits → "4111 1111 1111 1111111",
 * "378282246310005" → "3782 822463 10005".
 */
export function formatCardNumber(input: string): string {
  let digits = cardDigits(input);
  const card = brandCard(digits);
  if (card) digits = digits.slice(0, Math.max(...card.lengths));
  const gaps = card ? card.gaps : [4, 8, 12];
  const blocks = [0, ...gaps].map((from, i) => digits.slice(from, gaps[i]));
  return blocks.filter((block) => block !== '').join(' ');
}

/** The number has a length its brand issues (16 to 19 digits while the brand is none of the four); separators do not count. */
export function isCardNumberComplete(input: string): boolean {
  const digits = input.replace(/\D/g, '');
  const card = brandCard(digits);
  if (card) return card.lengths.includes(digits.length);
  return digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS;
}

/**
 * The brand of a (partial) number, or null while the digits could still be another brand or
 * are none of the four: Visa 4 (but "4" alone could be Elo), MasterCard 51–55 and 2221–2720,
 * Mir 2200–2204, American Express 34 and 37. "2" or "22" give null: they could still become Mir
 * or MasterCard.
 */
export function cardBrand(input: string): CardBrand | null {
  return brandCard(cardDigits(input))?.brand ?? null;
}

/** The first 8 digits, which POST /card-type is asked about, or null before there are 8. */
export function cardTypePrefix(input: string): string | null {
  const digits = cardDigits(input);
  return digits.length >= CARD_TYPE_PREFIX_DIGITS ? digits.slice(0, CARD_TYPE_PREFIX_DIGITS) : null;
}

/**
 * Once per distinct prefix (docs/product/validation.md): the prefix to look up now, or null when there is none
 * yet or it is the one looked up last. Typing the 9th to 19th digit, or deleting back to the
 * 8th, asks nothing new; changing one of the first 8 digits asks again.
 */
export function nextCardTypeLookup(input: string, lastLookedUp: string | null): string | null {
  const prefix = cardTypePrefix(input);
  return prefix !== null && prefix !== lastLookedUp ? prefix : null;
}

/** The Luhn (mod 10) check over the digits of the input; false when there are fewer than 2. */
export function luhnValid(input: string): boolean {
  const digits = input.replace(/\D/g, '');
  return digits.length >= 2 && luhn10(digits);
}

/**
 * The first problem of a card number, in the order the form shows them, or null when it can be
 * sent: required, then characters other than digits, spaces and hyphens, then too few digits
 * (15 for American Express, else 16), too many, a brand other than the four, a length the brand
 * does not issue (a 17-digit Visa) and the Luhn check.
 */
export function cardNumberProblem(input: string): PaymentValidationKey | null {
  const value = input.trim();
  if (value === '') return key('required');
  if (/[^\d\s-]/.test(value)) return key('cardNumberInvalid');
  const digits = value.replace(/\D/g, '');
  const card = brandCard(digits);
  const shortest = card ? Math.min(...card.lengths) : CARD_NUMBER_MIN_DIGITS;
  const longest = card ? Math.max(...card.lengths) : CARD_NUMBER_MAX_DIGITS;
  if (digits.length < shortest) return key(card?.brand === 'AmericanExpress' ? 'cardNumberIncompleteAmex' : 'cardNumberIncomplete');
  if (digits.length > longest) return key('cardNumberInvalid');
  if (!card) return key('cardBrandUnsupported');
  if (!verifyCardNumber(digits).isValid) return key('cardNumberInvalid');
  return null;
}

// ---------------------------------------------------------------------------------------------
// Expiry
// ---------------------------------------------------------------------------------------------

/** Month and year as they are sent (docs/product/validation.md): 2-digit strings, "01".."12" and "00".."99". */
export interface CardExpiry {
  month: string;
  year: string;
}

/**
 * The MM/YY mask, applied to the whole value after every keystroke or paste.
 * - Only digits and "/" are kept; at most 2 digits of month and 2 of year (5 characters).
 * - Without a "/", the slash appears with the third digit ("122" → "12/2"), never before, so
 *   deleting back over it works: "12/2" → "12/" → "12" → "1" → "".
 * - A first digit 2–9 can only be a month 02–09: "3" → "03".
 * - With a "/", what stands before it is the month and what follows is the year; a single-digit
 *   month 2–9 gets its zero ("3/27" → "03/27"), and "1/" typed as January becomes "01/".
 * Typing "1" "2" "2" "7" gives "1", "12", "12/2", "12/27".
 */
export function formatExpiry(input: string): string {
  const cleaned = input.replace(/[^\d/]/g, '');
  const slash = cleaned.indexOf('/');
  if (slash < 0) {
    const digits = cleaned.slice(0, 4);
    if (digits.length === 1 && digits > '1') return `0${digits}`;
    return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
  }
  let month = cleaned.slice(0, slash).slice(0, 2);
  const year = cleaned.slice(slash + 1).replace(/\//g, '').slice(0, 2);
  if (month === '' && year === '') return '';
  if (month.length === 1 && (month > '1' || (month === '1' && year === ''))) month = `0${month}`;
  return `${month}/${year}`;
}

/**
 * The month and year of a fully entered expiry: exactly "MM/YY" (5 characters), month 1 to 12,
 * year 0 to 99. Null otherwise.
 */
export function parseExpiry(value: string): CardExpiry | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, month = '', year = ''] = match;
  return isMonth(month) ? { month, year } : null;
}

function isMonth(month: string): boolean {
  if (!/^\d{2}$/.test(month)) return false;
  const value = Number(month);
  return value >= 1 && value <= 12;
}

/**
 * Whether the card expired before `now`. A card is valid through the last day of its month;
 * "YY" is 2000 + YY. Months are compared in UTC, so around midnight of a month's last day the
 * shopper's own calendar may still be a month behind or ahead (the provider decides then).
 */
export function isExpiryInPast(expiry: CardExpiry, now: Date): boolean {
  const expiryMonths = (2000 + Number(expiry.year)) * 12 + (Number(expiry.month) - 1);
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiryMonths < nowMonths;
}

/** The first problem of the masked expiry: required, incomplete, month out of 1–12, expired. */
export function expiryProblem(input: string, now: Date): PaymentValidationKey | null {
  const value = input.trim();
  if (value === '') return key('required');
  if (!/^\d{2}\/\d{2}$/.test(value)) return key('expiryIncomplete');
  const expiry = parseExpiry(value);
  if (!expiry) return key('expiryInvalid');
  return isExpiryInPast(expiry, now) ? key('cardExpired') : null;
}

// ---------------------------------------------------------------------------------------------
// CVV
// ---------------------------------------------------------------------------------------------

/** How many digits the security code of a brand has: 4 for American Express, else 3. */
export function cvvDigits(brand: CardBrand | null): number {
  return brand === 'AmericanExpress' ? AMEX_CVV_DIGITS : CVV_DIGITS;
}

/** What the CVV input keeps: digits only, at most as many as the brand's code has (3, or 4 for American Express). */
export function formatCvv(input: string, brand: CardBrand | null = null): string {
  return input.replace(/\D/g, '').slice(0, cvvDigits(brand));
}

/**
 * The code of the brand: its length (card-validator), and for the 3-digit codes a value from 100
 * to 999 (docs/product/validation.md): "007" and "099" are refused. American Express takes any 4 digits.
 */
export function isCvvValid(value: string, brand: CardBrand | null = null): boolean {
  if (!verifyCvv(value, cvvDigits(brand)).isValid) return false;
  return brand === 'AmericanExpress' || !value.startsWith('0');
}

/** The CVV's problem for the card's brand (null when the number says none yet: the 3-digit rule). */
export function cvvProblem(input: string, brand: CardBrand | null = null): PaymentValidationKey | null {
  const value = input.trim();
  if (value === '') return key('required');
  if (isCvvValid(value, brand)) return null;
  return brand === 'AmericanExpress' ? key('cvvAmexInvalid') : key('cvvInvalid');
}

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

/** A string field judged by one of the problem functions above; missing reads as `required`. */
function judged<T>(problem: (value: string) => PaymentValidationKey | null, output: (value: string) => T) {
  return z.string({ error: key('required') }).transform((value, ctx) => {
    const found = problem(value);
    if (found !== null) {
      ctx.addIssue({ code: 'custom', message: found });
      return z.NEVER;
    }
    return output(value);
  });
}

/** The card number as typed (spaces allowed); the output is its digits. */
export const cardNumberField = judged(cardNumberProblem, (value) => value.replace(/\D/g, ''));

/**
 * The CVV as a field of its own: a code some brand could have (3 digits 100–999, or 4 digits), so
 * its error shows even while the number is wrong; the brand's own rule follows (checkCvvOfBrand).
 */
const cvvText = judged(
  (value) => (isCvvValid(value.trim()) || isCvvValid(value.trim(), 'AmericanExpress') ? null : cvvProblem(value)),
  (value) => value.trim(),
);

/** Adds the CVV's problem for the brand of the (valid) number to a schema's issues, on `cvvPath`. */
function checkCvvOfBrand(card: { number: string; cvv: string }, cvvPath: string, ctx: z.RefinementCtx) {
  const problem = cvvProblem(card.cvv, cardBrand(card.number));
  if (problem !== null) ctx.addIssue({ code: 'custom', path: [cvvPath], message: problem });
}

export interface CardSchemaOptions {
  /** The clock of the expiry check; the time of each parse by default. */
  now?: () => Date;
}

/**
 * The card modal's fields as the shopper fills them: `cardNumber` (spaces allowed), `expiry`
 * ("MM/YY"), `cvv`. The output has the digits and the expiry split into 2-digit strings.
 */
export function makeCardFormSchema({ now = () => new Date() }: CardSchemaOptions = {}) {
  return z
    .object({
      cardNumber: cardNumberField,
      expiry: judged(
        (value) => expiryProblem(value, now()),
        (value) => parseExpiry(value) as CardExpiry,
      ),
      cvv: cvvText,
    })
    .superRefine((card, ctx) => checkCvvOfBrand({ number: card.cardNumber, cvv: card.cvv }, 'cvv', ctx));
}

export const cardFormSchema = makeCardFormSchema();

export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardFormOutput = z.output<typeof cardFormSchema>;

/** The card fields of POST /payment (docs/product/provider-calls.md): `card_number`, `month`, `year`, `cvc`. */
export interface CardPaymentFields {
  card_number: string;
  month: string;
  year: string;
  cvc: string;
}

export function toCardPaymentFields(card: CardFormOutput): CardPaymentFields {
  return { card_number: card.cardNumber, month: card.expiry.month, year: card.expiry.year, cvc: card.cvv };
}

const twoDigits = (problem: PaymentValidationKey, valid: (value: string) => boolean) =>
  z.string({ error: key('required') }).refine((value) => valid(value), { message: problem });

/**
 * The same rules over the card fields as the browser sends them to the BFF (the provider's
 * names, docs/product/provider-calls.md): month "01".."12" and year "00".."99" as 2-digit strings, else
 * `expiryInvalid`; an expired month and year give `cardExpired` on `year`.
 * A route handler extends it with its other fields.
 */
export function makeCardPaymentSchema({ now = () => new Date() }: CardSchemaOptions = {}) {
  return z
    .object({
      card_number: cardNumberField,
      month: twoDigits(key('expiryInvalid'), isMonth),
      year: twoDigits(key('expiryInvalid'), (value) => /^\d{2}$/.test(value)),
      cvc: cvvText,
    })
    .superRefine((card, ctx) => {
      checkCvvOfBrand({ number: card.card_number, cvv: card.cvc }, 'cvc', ctx);
      if (isExpiryInPast({ month: card.month, year: card.year }, now())) {
        ctx.addIssue({ code: 'custom', path: ['year'], message: key('cardExpired') });
      }
    });
}

export const cardPaymentSchema = makeCardPaymentSchema();
