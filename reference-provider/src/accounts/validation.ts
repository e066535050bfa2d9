// The account forms' rules (docs/product/validation.md), with names and passwords as
// docs/accounts-contract.md "Names and passwords" widens them, with the limits of the storefront's lib/validation/account.ts (re-implemented here:
// the provider is a program of its own). A form gives either its clean values
// or the first error of each invalid field, as message keys that the caller localises.
import { invalid, type FieldKeys } from '../http/field-errors';
import type { MessageKey } from '../http/messages';
import type { ProviderLocale } from '../seed/types';

export const EMAIL_MAX = 128;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 50;

/** Passwords (NIST SP 800-63B): anything printable; control characters and lone surrogates are refused. */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;
/**
 * A legal name (the Pix payer) in any script: a letter (with its combining marks: Devanagari's
 * vowel signs are marks), then letters, marks, spaces, apostrophes, hyphens or periods.
 */
export const LEGAL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
/** An account's name: the same and digits (the old rule's "Tester1" stays valid), with at least one letter. */
const ACCOUNT_NAME = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd} '’.-]*$/u;
const LETTER = /\p{L}/u;

/** Trimmed, inner runs of white space made one space: the form a name is kept in. */
export function tidyPersonName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Characters as a person counts them: code points, not UTF-16 units ("हिमांशु" is 7). */
const characterCount = (text: string) => [...text].length;
/** A general address pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FieldKeys };

type Check = { ok: true; value: string } | { ok: false; key: MessageKey };
const pass = (value: string): Check => ({ ok: true, value });
const fail = (key: MessageKey): Check => ({ ok: false, key });

/** A string field; anything else (absent, null, a number) is "required". */
function stringOf(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** Trimmed and lower-cased: the form an address is stored and compared in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Passwords are compared in NFC, so a letter typed composed or decomposed is the same password. */
export function normalizePassword(password: string): string {
  return password.normalize('NFC');
}

function email(value: unknown, invalid: MessageKey = 'emailInvalid'): Check {
  const raw = stringOf(value);
  if (raw === null) return fail('required');
  const trimmed = raw.trim();
  if (trimmed === '') return fail('required');
  if (trimmed.length > EMAIL_MAX) return fail('emailTooLong');
  if (!EMAIL_PATTERN.test(trimmed)) return fail(invalid);
  return pass(normalizeEmail(trimmed));
}

/** The password of a login or the current password of a change: present and not absurdly long. */
function currentPassword(value: unknown): Check {
  const raw = stringOf(value);
  if (raw === null || raw === '') return fail('passwordEmpty');
  const password = normalizePassword(raw);
  if (characterCount(password) > PASSWORD_MAX) return fail('passwordTooLong');
  return pass(password);
}

/** A new password: the length bound, the characters, then the minimum; no composition rules. */
function newPassword(value: unknown): Check {
  const raw = stringOf(value);
  if (raw === null || raw === '') return fail('required');
  const password = normalizePassword(raw);
  if (characterCount(password) > PASSWORD_MAX) return fail('passwordTooLong');
  if (UNPRINTABLE.test(password)) return fail('passwordInvalid');
  if (characterCount(password) < PASSWORD_MIN) return fail('passwordTooShort');
  return pass(password);
}

function name(value: unknown): Check {
  const tidy = tidyPersonName(stringOf(value) ?? '');
  if (tidy === '') return fail('required');
  if (!ACCOUNT_NAME.test(tidy) || !LETTER.test(tidy)) return fail('nameInvalid');
  if (characterCount(tidy) < NAME_MIN) return fail('nameTooShort');
  if (characterCount(tidy) > NAME_MAX) return fail('nameTooLong');
  return pass(tidy);
}

/** The repeat of a new password: present, and (judged whenever both are strings) equal to it. */
function repeat(value: unknown, original: unknown): Check {
  const raw = stringOf(value);
  if (raw === null || raw === '') return fail('required');
  if (typeof original === 'string' && normalizePassword(raw) !== normalizePassword(original)) return fail('passwordsMismatch');
  return pass(raw);
}

/** Runs the checks of each field; the values when all pass, else the first error of each field. */
function form<K extends string>(checks: Record<K, Check>): FormResult<Record<K, string>> {
  const errors: FieldKeys = {};
  const values = {} as Record<K, string>;
  for (const field of Object.keys(checks) as K[]) {
    const check = checks[field];
    if (check.ok) values[field] = check.value;
    else errors[field] = check.key;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: values };
}

type Body = Record<string, unknown>;

export const loginForm = (body: Body) => form({ email: email(body.email), password: currentPassword(body.password) });

export const registerForm = (body: Body) =>
  form({
    name: name(body.name),
    email: email(body.email),
    password: newPassword(body.password),
    password_confirmation: repeat(body.password_confirmation, body.password),
  });

export const resetRequestForm = (body: Body) => form({ email: email(body.email, 'recoveryEmailInvalid') });

export const resetForm = (body: Body) =>
  form({ password: newPassword(body.password), password_confirmation: repeat(body.password_confirmation, body.password) });

export const nameForm = (body: Body) => form({ name: name(body.name) });

export const emailForm = (body: Body) => form({ email: email(body.email) });

export const passwordUpdateForm = (body: Body) =>
  form({
    password: currentPassword(body.password),
    newPassword: newPassword(body.newPassword),
    new_password_confirmation: repeat(body.new_password_confirmation, body.newPassword),
  });

/** A token in a body: a non-empty string (its format is judged by the caller). */
export const tokenForm = (body: Body) => {
  const raw = stringOf(body.token);
  return form({ token: raw === null || raw.trim() === '' ? fail('required') : pass(raw.trim()) });
};

/** The values of a valid form, or the 422 of its errors. */
export function valid<T>(locale: ProviderLocale, result: FormResult<T>): T {
  if (!result.ok) throw invalid(locale, result.errors);
  return result.value;
}
