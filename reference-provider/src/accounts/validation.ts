// The account forms' rules of SPEC.md §5, with the limits of the storefront's lib/validation/account.ts
// (re-implemented here: the provider is a program of its own). A form gives either its clean values
// or the first error of each invalid field, as message keys that the caller localises.
import { HttpError } from '../http/respond';
import type { ProviderLocale } from '../seed/types';
import { text, type MessageKey } from './messages';

export const EMAIL_MAX = 128;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export const NAME_MIN = 4;
export const NAME_MAX = 16;

/** Latin letters, digits, Cyrillic and Devanagari letters (with their vowel signs) only. */
const PASSWORD_CHARACTERS = /^[A-Za-z0-9\u0400-\u04FF\u0900-\u097F]+$/;
const NAME_CHARACTERS = /^[A-Za-z0-9]+$/;
/** A general address pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type FieldKeys = Record<string, MessageKey>;
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
  if (password.length > PASSWORD_MAX) return fail('passwordTooLong');
  return pass(password);
}

/** A new password: the characters, then the length (SPEC.md §5). */
function newPassword(value: unknown): Check {
  const raw = stringOf(value);
  if (raw === null || raw === '') return fail('required');
  const password = normalizePassword(raw);
  if (password.length > PASSWORD_MAX) return fail('passwordTooLong');
  if (!PASSWORD_CHARACTERS.test(password)) return fail('passwordInvalid');
  if (password.length < PASSWORD_MIN) return fail('passwordTooShort');
  return pass(password);
}

function name(value: unknown): Check {
  const raw = stringOf(value);
  const trimmed = raw?.trim() ?? '';
  if (trimmed === '') return fail('required');
  if (!NAME_CHARACTERS.test(trimmed)) return fail('nameLatinOnly');
  if (trimmed.length < NAME_MIN) return fail('nameTooShort');
  if (trimmed.length > NAME_MAX) return fail('nameTooLong');
  return pass(trimmed);
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

/** The 422 answer of field errors in `locale`; its message is the first error. */
export function invalid(locale: ProviderLocale, errors: FieldKeys): HttpError {
  const localised: Record<string, string[]> = {};
  for (const [field, key] of Object.entries(errors)) localised[field] = [text(locale, key)];
  const first = Object.values(localised)[0]?.[0] ?? text(locale, 'required');
  return new HttpError(422, first, localised);
}

/** The values of a valid form, or the 422 of its errors. */
export function valid<T>(locale: ProviderLocale, result: FormResult<T>): T {
  if (!result.ok) throw invalid(locale, result.errors);
  return result.value;
}
