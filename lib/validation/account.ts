// The account forms' rules (docs/product/validation.md), one zod schema per form, shared by
// the browser and the BFF. Messages are keys of the "Validation" namespace in messages/*.json,
// never literal text.
//
// Names and passwords (NIST SP 800-63B, docs/accounts-contract.md "Names and passwords"): names are real
// names in any script (digits allowed, not alone), 2 to 50 characters; passwords are 8 to 128 characters of anything
// printable (spaces, symbols, any script), with no composition rules. Lengths count code points.
import { z } from 'zod';

import { characterCount, isAccountNameWritten, tidyPersonName } from './person-name';

export const EMAIL_MAX = 128;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 50;

/** What cannot be typed as part of a password: control characters and lone surrogates. */
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/u;
/** A general address pattern: something@something.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type ValidationKey =
  | 'required'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'passwordEmpty'
  | 'passwordInvalid'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsMismatch'
  | 'nameTooShort'
  | 'nameTooLong'
  | 'nameInvalid'
  | 'termsRequired'
  | 'recoveryEmailInvalid'
  | 'tokenInvalid';

const key = (value: ValidationKey) => value;

const trimmed = z.string().transform((value) => value.trim());

export const emailField = trimmed.pipe(
  z.string().min(1, key('required')).max(EMAIL_MAX, key('emailTooLong')).regex(EMAIL_PATTERN, key('emailInvalid')),
);

/** A password's length as the provider counts it: code points of its NFC form. */
const passwordLength = (value: string) => characterCount(value.normalize('NFC'));

/** The password of a login or the current password of a change: present and not absurdly long. */
const currentPasswordField = z
  .string()
  .min(1, key('passwordEmpty'))
  .refine((value) => passwordLength(value) <= PASSWORD_MAX, key('passwordTooLong'));

/** A new password: the length bound, the characters, then the minimum. */
export const newPasswordField = z
  .string()
  .min(1, key('required'))
  .refine((value) => passwordLength(value) <= PASSWORD_MAX, { message: key('passwordTooLong'), abort: true })
  .refine((value) => !UNPRINTABLE.test(value), { message: key('passwordInvalid'), abort: true })
  .refine((value) => passwordLength(value) >= PASSWORD_MIN, key('passwordTooShort'));

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});

/** Both passwords are strings: the mismatch is judged even while other fields are still invalid. */
function passwordsMatch<T extends z.ZodType<Record<string, unknown>>>(schema: T, field: string, repeat: string) {
  return schema.refine((form) => form[field] === form[repeat], {
    path: [repeat],
    message: key('passwordsMismatch'),
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[field] === 'string' && typeof value?.[repeat] === 'string';
    },
  });
}

/** A person's name: tidied (trimmed, one space between words), then its characters and length. */
export const nameField = z
  .string()
  .transform(tidyPersonName)
  .pipe(
    z
      .string()
      .min(1, key('required'))
      .refine(isAccountNameWritten, { message: key('nameInvalid'), abort: true })
      .refine((value) => characterCount(value) >= NAME_MIN, key('nameTooShort'))
      .refine((value) => characterCount(value) <= NAME_MAX, key('nameTooLong')),
  );

const repeatField = z.string().min(1, key('required'));

export const registerSchema = passwordsMatch(
  z.object({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: repeatField,
    terms: z.literal(true, { error: key('termsRequired') }),
  }),
  'password',
  'password_confirmation',
);

/** The reset request: an unusable address gets the invalid recovery e-mail message (docs/product/validation.md). */
export const passwordResetRequestSchema = z.object({
  email: trimmed.pipe(
    z.string().min(1, key('required')).max(EMAIL_MAX, key('emailTooLong')).regex(EMAIL_PATTERN, key('recoveryEmailInvalid')),
  ),
});

export const passwordResetSchema = passwordsMatch(
  z.object({ password: newPasswordField, password_confirmation: repeatField }),
  'password',
  'password_confirmation',
);

export const nameUpdateSchema = z.object({ name: nameField });

export const emailUpdateSchema = z.object({ email: emailField });

export const passwordUpdateSchema = passwordsMatch(
  z.object({
    password: currentPasswordField,
    newPassword: newPasswordField,
    new_password_confirmation: repeatField,
  }),
  'newPassword',
  'new_password_confirmation',
);

/** Tokens from e-mail links: opaque, URL-safe, bounded. */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,200}$/, key('tokenInvalid'));

export type LoginForm = z.input<typeof loginSchema>;
export type RegisterForm = z.input<typeof registerSchema>;

export type FieldErrors<K extends string = string> = Partial<Record<K, ValidationKey>>;

/** The first error per field: a form shows only that one (docs/product/validation.md). */
export function firstErrors<T>(schema: z.ZodType<T>, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    if (!(field in errors)) errors[field] = issue.message as ValidationKey;
  }
  return errors;
}
