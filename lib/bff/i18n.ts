// Texts of the BFF's own answers: the "Api" and "Validation" namespaces of messages/*.json,
// through next-intl's translator (ICU plurals included), one translator per locale.
import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { localeMessages } from '@/lib/i18n/server-messages';
import type { ValidationKey } from '@/lib/validation/account';

function makeApi(locale: Locale) {
  return createTranslator({ locale, messages: localeMessages(locale), namespace: 'Api' });
}
function makeValidation(locale: Locale) {
  return createTranslator({ locale, messages: localeMessages(locale), namespace: 'Validation' });
}

export type ApiTranslator = ReturnType<typeof makeApi>;

const apiTranslators = new Map<Locale, ApiTranslator>();
const validationTranslators = new Map<Locale, ReturnType<typeof makeValidation>>();

export function apiText(locale: Locale): ApiTranslator {
  let t = apiTranslators.get(locale);
  if (!t) {
    t = makeApi(locale);
    apiTranslators.set(locale, t);
  }
  return t;
}

export function isValidationKey(locale: Locale, key: string): key is ValidationKey {
  return Object.prototype.hasOwnProperty.call(localeMessages(locale).Validation, key);
}

export function validationText(locale: Locale, key: ValidationKey): string {
  let t = validationTranslators.get(locale);
  if (!t) {
    t = makeValidation(locale);
    validationTranslators.set(locale, t);
  }
  return t(key);
}

/** Api.tooManyAttempts for a wait in seconds, rounded up to whole minutes. */
export function tooManyAttemptsText(locale: Locale, retryAfterSeconds: number): string {
  return apiText(locale)('tooManyAttempts', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}
