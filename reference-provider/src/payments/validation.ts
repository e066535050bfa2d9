// The payment calls' input rules (docs/payments-contract.md "Provider API"), as message keys the
// caller localises: order types and top-up amounts, the Idempotency-Key, the Pix payer (CPF with its
// check digits, names), the UPI form, the browser information and the TermUrl of a card payment.
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import type { MessageKey } from '../http/messages';
import {
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_ID_PATTERN,
  ORDER_ID_PLACEHOLDER,
  REPLENISHMENT_MAX,
  REPLENISHMENT_MIN,
  type OrderType,
} from './orders';
import { isHttpUrl } from './signing';
import { LEGAL_NAME, tidyPersonName } from '../accounts/validation';

export type Errors = Record<string, MessageKey>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The Idempotency-Key header: null when absent, else the key or an error. */
export function idempotencyKey(header: string | string[] | undefined): { ok: true; key: string | null } | { ok: false } {
  if (header === undefined) return { ok: true, key: null };
  const value = Array.isArray(header) ? header.join(',') : header.trim();
  return IDEMPOTENCY_KEY_PATTERN.test(value) ? { ok: true, key: value } : { ok: false };
}

/** A top-up in cents: an integer from 10000 to 100000000. */
export function isReplenishment(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= REPLENISHMENT_MIN && value <= REPLENISHMENT_MAX;
}

/** An order id as the caller sends it, or null. */
export function orderIdOf(value: unknown): string | null {
  return typeof value === 'string' && ORDER_ID_PATTERN.test(value) ? value : null;
}

/** POST /api/orders/create: the type (?type= wins, they must agree) and the top-up of a balance order. */
export function createForm(body: Record<string, unknown>, queryType: string | null): { ok: true; type: OrderType; replenishment: number | null } | { ok: false; errors: Errors } {
  const isType = (value: unknown): value is OrderType => value === 'purchase' || value === 'spending' || value === 'balance';
  const bodyType = body.type;
  if (queryType !== null && !isType(queryType)) return { ok: false, errors: { type: 'orderTypeInvalid' } };
  if (bodyType !== undefined && bodyType !== null && !isType(bodyType)) return { ok: false, errors: { type: 'orderTypeInvalid' } };
  if (queryType !== null && isType(bodyType) && bodyType !== queryType) return { ok: false, errors: { type: 'orderTypeInvalid' } };
  const type: OrderType = (queryType as OrderType | null) ?? (isType(bodyType) ? bodyType : 'purchase');
  if (type === 'balance') {
    if (!isReplenishment(body.replenishmentValue)) return { ok: false, errors: { replenishmentValue: 'replenishmentInvalid' } };
    return { ok: true, type, replenishment: body.replenishmentValue };
  }
  return { ok: true, type, replenishment: null };
}

/** A CPF: 11 digits (punctuation in its places allowed), both check digits right, not all the same (@brazilian-utils). */
export function cpfDigits(value: unknown): string | null {
  const raw = stringOf(value)?.trim() ?? '';
  if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(raw)) return null;
  const digits = raw.replace(/\D/g, '');
  return isValidCpf(digits) ? digits : null;
}

/** A first or last name: letters of any script with inner spaces, apostrophes, hyphens, dots; ≤ 50. */
export function personName(value: unknown): string | null {
  const name = tidyPersonName(stringOf(value) ?? '');
  return name !== '' && name.length <= 50 && LEGAL_NAME.test(name) ? name : null;
}

export interface PixPayer {
  firstName: string;
  lastName: string | null;
  amount: number | null;
  currency: string | null;
  /** The quote of the amount in reais the shopper was shown (GET /api/payment/quote), if any. */
  quoteId: string | null;
}

/** POST /api/orders/create-qr. The CPF is checked and then forgotten. */
export function pixForm(body: Record<string, unknown>): { ok: true; value: PixPayer } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  if (body.personalId === undefined || body.personalId === '') errors.personalId = 'required';
  else if (cpfDigits(body.personalId) === null) errors.personalId = 'cpfInvalid';
  const firstName = personName(body.firstName);
  if (body.firstName === undefined || body.firstName === '') errors.firstName = 'required';
  else if (firstName === null) errors.firstName = 'personNameInvalid';
  const lastName = body.lastName === undefined || body.lastName === null || body.lastName === '' ? null : personName(body.lastName);
  if (lastName === null && !(body.lastName === undefined || body.lastName === null || body.lastName === '')) errors.lastName = 'personNameInvalid';
  const amount = amountField(body.amount, errors, 'amount');
  const currency = currencyField(body.currency, errors);
  const quoteId = quoteField(body.quote_id, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { firstName: firstName!, lastName, amount, currency, quoteId } };
}

/** A quote id (20 characters [0-9A-Z]) when given; an unknown one is the order's to refuse. */
function quoteField(value: unknown, errors: Errors): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && /^[0-9A-Z]{20}$/.test(value)) return value;
  errors.quote_id = 'quoteInvalid';
  return null;
}

function amountField(value: unknown, errors: Errors, field: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  errors[field] = 'amountMismatch';
  return null;
}

function currencyField(value: unknown, errors: Errors): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim())) return value.trim().toUpperCase();
  errors.currency = 'currencyInvalid';
  return null;
}

/** What an order id looks like in a URL (20 characters [0-9A-Z]), to judge a URL with placeholders. */
const SAMPLE_ORDER_ID = '0'.repeat(20);

/** A UPI return URL: absolute http(s), ≤ 2048, with or without `{order_id}`, also once the id is in it. */
export function isReturnUrl(value: unknown): value is string {
  return isHttpUrl(value) && isHttpUrl(value.replaceAll(ORDER_ID_PLACEHOLDER, SAMPLE_ORDER_ID));
}

export interface UpiPayer {
  firstName: string;
  description: string | null;
  currency: string | null;
  /** The quote of the amount in rupees the shopper was shown, if any. */
  quoteId: string | null;
  returnUrls: { success_url: string; decline_url: string; cancel_url: string };
}

/** POST /api/orders/create-upi. Only the first name and the three URLs are kept. */
export function upiForm(body: Record<string, unknown>): { ok: true; value: UpiPayer } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const present = (name: string) => body[name] !== undefined && body[name] !== null && body[name] !== '';
  const firstName = personName(body.FirstName);
  if (!present('FirstName')) errors.FirstName = 'required';
  else if (firstName === null) errors.FirstName = 'personNameInvalid';
  const account = stringOf(body.AccountNumber)?.replace(/\s/g, '') ?? '';
  if (!present('AccountNumber')) errors.AccountNumber = 'required';
  else if (!/^\d{9,18}$/.test(account)) errors.AccountNumber = 'accountNumberInvalid';
  const email = stringOf(body.email)?.trim() ?? '';
  if (!present('email')) errors.email = 'required';
  else if (email.length > 128) errors.email = 'emailTooLong';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'emailInvalid';
  const phone = stringOf(body.phone)?.replace(/[\s()-]/g, '') ?? '';
  if (!present('phone')) errors.phone = 'required';
  else if (!/^\+?\d{10,15}$/.test(phone)) errors.phone = 'phoneInvalid';
  const zip = stringOf(body.zip)?.trim() ?? '';
  if (!present('zip')) errors.zip = 'required';
  else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(zip)) errors.zip = 'zipInvalid';
  const address = stringOf(body.address)?.trim() ?? '';
  if (!present('address')) errors.address = 'required';
  else if (address === '' || [...address].length > 200 || /\p{Cc}/u.test(address)) errors.address = 'addressInvalid';
  for (const name of ['success_url', 'decline_url', 'cancel_url'] as const) {
    if (!present(name)) errors[name] = 'required';
    else if (!isReturnUrl(body[name])) errors[name] = 'urlInvalid';
  }
  let description: string | null = null;
  if (present('description')) {
    const raw = stringOf(body.description)?.trim().replace(/\s+/g, ' ') ?? null;
    if (raw === null || [...raw].length > 80 || /\p{Cc}/u.test(raw)) errors.description = 'descriptionInvalid';
    else description = raw;
  }
  const currency = currencyField(body.currency, errors);
  const quoteId = quoteField(body.quote_id, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      firstName: firstName!,
      description,
      currency,
      quoteId,
      returnUrls: { success_url: body.success_url as string, decline_url: body.decline_url as string, cancel_url: body.cancel_url as string },
    },
  };
}

/** POST /api/payment-sbp: the order type and its value (the top-up, or the expected total). */
export function sbpForm(body: Record<string, unknown>): { ok: true; type: 'purchase' | 'balance'; value: number | null } | { ok: false; errors: Errors } {
  const type = body.type;
  if (type !== 'purchase' && type !== 'balance') return { ok: false, errors: { type: 'paymentTypeInvalid' } };
  if (type === 'balance') {
    return isReplenishment(body.value) ? { ok: true, type, value: body.value } : { ok: false, errors: { value: 'replenishmentInvalid' } };
  }
  const errors: Errors = {};
  const value = amountField(body.value, errors, 'value');
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, type, value };
}

/** The card payment's other fields: the order, the TermUrl and the browser information. */
export function paymentExtras(body: Record<string, unknown>): { ok: true; orderId: string | null; termUrl: string } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  // A malformed id is looked up like an unknown one (404).
  const orderId = orderIdOf(body.orderId);
  if (body.orderId === undefined || body.orderId === null || body.orderId === '') errors.orderId = 'required';
  if (body.termUrl === undefined || body.termUrl === '') errors.termUrl = 'required';
  else if (!isHttpUrl(body.termUrl)) errors.termUrl = 'urlInvalid';
  const integer = (value: unknown, min: number, max: number) =>
    value === undefined || value === null || (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max);
  if (!integer(body.screenHeight, 1, 100_000)) errors.screenHeight = 'browserInfoInvalid';
  if (!integer(body.screenWidth, 1, 100_000)) errors.screenWidth = 'browserInfoInvalid';
  if (!integer(body.timeZoneOffset, -900, 900)) errors.timeZoneOffset = 'browserInfoInvalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, orderId, termUrl: body.termUrl as string };
}
