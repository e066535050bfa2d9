// The account forms' rules (SPEC.md §5), one zod schema per form, shared by the browser and the
// BFF. Messages are keys of the "Validation" namespace in messages/*.json, never literal text.
import { z } from 'zod';

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
  | 'nameLatinOnly'
  | 'termsRequired'
  | 'recoveryEmailInvalid'
  | 'tokenInvalid';

const key = (value: ValidationKey) => value;

const trimmed = z.string().transform((value) => value.trim());

export const emailField = trimmed.pipe(
  z.string().min(1, key('required')).max(EMAIL_MAX, key('emailTooLong')).regex(EMAIL_PATTERN, key('emailInvalid')),
);

/** A new password: the characters, then the length (SPEC.md §5). */
export const newPasswordField = z
  .string()
  .min(1, key('required'))
  .max(PASSWORD_MAX, key('passwordTooLong'))
  .regex(PASSWORD_CHARACTERS, key('passwordInvalid'))
  .min(PASSWORD_MIN, key('passwordTooShort'));

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, key('passwordEmpty')).max(PASSWORD_MAX, key('passwordTooLong')),
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

export const nameField = trimmed.pipe(
  z
    .string()
    .min(1, key('required'))
    .regex(NAME_CHARACTERS, key('nameLatinOnly'))
    .min(NAME_MIN, key('nameTooShort'))
    .max(NAME_MAX, key('nameTooLong')),
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

/** The reset request: an unusable address gets the recovery message of SPEC.md §5. */
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
    password: z.string().min(1, key('passwordEmpty')).max(PASSWORD_MAX, key('passwordTooLong')),
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

/** The first error per field (SPEC.md §5: "A form shows the first error per field"). */
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
