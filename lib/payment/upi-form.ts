// The UPI payer form (docs/payments-contract.md "Provider API", POST /api/orders/create-upi):
// first name, bank account number, e-mail, phone, address and postal code. Rules and the zod
// schema shared by the browser (the UPI form screen) and the BFF; the provider checks the same.
//
// Messages are keys of the "Validation" namespace of messages/*.json, never literal text, so
// lib/bff/parse.ts translates them in the BFF's 422 answers like the account and card forms.
//
// Decisions (the provider's rules, reference-provider/src/payments/validation.ts upiForm):
// - FirstName: the Pix form's name rule (letters of any script, ≤ 50 after trimming).
// - AccountNumber: 9–18 digits; spaces typed between groups are accepted and dropped.
// - email: the account rules (≤ 128 characters, something@something.tld).
// - phone: an optional leading "+" and 10–15 digits; spaces, hyphens and parentheses are accepted
//   and dropped, so "+91 98765-43210" is sent as "+919876543210".
// - zip: 3–10 letters, digits, spaces or hyphens, starting and ending with a letter or digit.
// - address: 1–200 characters after trimming, no control characters.
import { z } from 'zod';

import { emailField } from '../validation/account';
import { personNameField } from './cpf';
import type { PaymentValidationKey } from './validation-keys';

export const ACCOUNT_NUMBER_MIN = 9;
export const ACCOUNT_NUMBER_MAX = 18;
export const PHONE_DIGITS_MIN = 10;
export const PHONE_DIGITS_MAX = 15;
export const ZIP_MIN = 3;
export const ZIP_MAX = 10;
export const ADDRESS_MAX = 200;

/** Every key the UPI form's rules can give (all in the "Validation" namespace). */
export type UpiValidationKey =
  | PaymentValidationKey
  | 'emailInvalid'
  | 'emailTooLong'
  | 'accountNumberInvalid'
  | 'phoneInvalid'
  | 'zipInvalid'
  | 'addressInvalid';

/** The keys above that only this form uses, for tests and for checking messages/*.json. */
export const UPI_VALIDATION_KEYS: readonly UpiValidationKey[] = [
  'accountNumberInvalid',
  'phoneInvalid',
  'zipInvalid',
  'addressInvalid',
];

const key = (value: UpiValidationKey) => value;

/** A required text field: a missing value or an empty one (after trimming) reads as `required`. */
function requiredText(check: (value: string) => { problem: UpiValidationKey } | { value: string }) {
  return z.string({ error: key('required') }).transform((raw, ctx) => {
    if (raw.trim() === '') {
      ctx.addIssue({ code: 'custom', message: key('required') });
      return z.NEVER;
    }
    const result = check(raw);
    if ('problem' in result) {
      ctx.addIssue({ code: 'custom', message: result.problem });
      return z.NEVER;
    }
    return result.value;
  });
}

/** The account number's digits (spaces dropped), or a problem. */
export function accountNumberOf(input: string): { value: string } | { problem: UpiValidationKey } {
  const digits = input.replace(/\s/g, '');
  return /^\d+$/.test(digits) && digits.length >= ACCOUNT_NUMBER_MIN && digits.length <= ACCOUNT_NUMBER_MAX
    ? { value: digits }
    : { problem: key('accountNumberInvalid') };
}

/** The phone as sent: "+" (when typed) and the digits, or a problem. */
export function phoneOf(input: string): { value: string } | { problem: UpiValidationKey } {
  const phone = input.trim().replace(/[\s()-]/g, '');
  const pattern = new RegExp(`^\\+?\\d{${PHONE_DIGITS_MIN},${PHONE_DIGITS_MAX}}$`);
  return pattern.test(phone) ? { value: phone } : { problem: key('phoneInvalid') };
}

/** The postal code, trimmed, or a problem. */
export function zipOf(input: string): { value: string } | { problem: UpiValidationKey } {
  const zip = input.trim();
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(zip) ? { value: zip } : { problem: key('zipInvalid') };
}

/** The address, trimmed, or a problem. */
export function addressOf(input: string): { value: string } | { problem: UpiValidationKey } {
  const address = input.trim();
  return address !== '' && [...address].length <= ADDRESS_MAX && !/\p{Cc}/u.test(address)
    ? { value: address }
    : { problem: key('addressInvalid') };
}

/** The UPI form: the output is what the BFF sends to the provider (without the return URLs). */
export const upiFormSchema = z.object({
  FirstName: personNameField,
  AccountNumber: requiredText(accountNumberOf),
  email: z.string({ error: key('required') }).pipe(emailField),
  phone: requiredText(phoneOf),
  address: requiredText(addressOf),
  zip: requiredText(zipOf),
});

export type UpiFormInput = z.input<typeof upiFormSchema>;
export type UpiFormOutput = z.output<typeof upiFormSchema>;
