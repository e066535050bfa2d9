// The 422 answer of every form the provider checks (accounts, basket, payments, reviews): field errors
// are message keys until the answer is written, then texts in the request's language.
import type { ProviderLocale } from '../seed/types';
import { text, type MessageKey } from './messages';
import { HttpError } from './respond';

/** The first error of each invalid field, as a message key. */
export type FieldKeys = Record<string, MessageKey>;

/** The 422 answer of field errors in `locale`; its message is the first error. */
export function invalid(locale: ProviderLocale, errors: FieldKeys): HttpError {
  const localised: Record<string, string[]> = {};
  for (const [field, key] of Object.entries(errors)) localised[field] = [text(locale, key)];
  const first = Object.values(localised)[0]?.[0] ?? text(locale, 'required');
  return new HttpError(422, first, localised);
}
