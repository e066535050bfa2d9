// The texts of the provider's answers (accounts, basket, promo codes, payments, reviews) and of its
// mails in the four languages of the API (pt-BR, en, ru, hi). Every `message` and field error comes from
// here, in the request's language, so every part of the provider shares this one catalogue: one file per
// language (en.ts holds the keys, the others are checked against them), and this module picks.
import type { ProviderLocale } from '../../seed/types';
import { en, type Catalogue, type MessageKey } from './en';
import { hi } from './hi';
import { ptBR } from './pt-BR';
import { ru } from './ru';

export type { MessageKey } from './en';

const CATALOGUES: Record<ProviderLocale, Catalogue> = { 'pt-BR': ptBR, en, ru, hi };

/** The word for "minutes" by plural category (Intl.PluralRules), per language. */
const MINUTES: Record<ProviderLocale, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  'pt-BR': { one: 'minuto', other: 'minutos' },
  en: { one: 'minute', other: 'minutes' },
  ru: { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' },
  hi: { other: 'मिनट' },
};

/** A message in `locale`, with `{placeholders}` filled from `vars`. */
export function text(locale: ProviderLocale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return CATALOGUES[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/** "Too many attempts. Please try again in N minutes." for a wait of `retryAfterSeconds` (at least 1 minute). */
export function tooManyAttempts(locale: ProviderLocale, retryAfterSeconds: number): string {
  const count = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const forms = MINUTES[locale];
  const minutes = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return text(locale, 'tooManyAttempts', { count, minutes });
}

/** Every key of the catalogue (for tests that check each language has them all). */
export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];
export const catalogueOf = (locale: ProviderLocale): Readonly<Catalogue> => CATALOGUES[locale];
