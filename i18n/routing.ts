// Locale routing: pt-BR at "/" without a prefix, the others under /en, /ru, /hi (docs/decisions/0034-locale-routing-and-alternates.md).
import { notFound } from 'next/navigation';
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // The language comes from the URL alone, so every URL is one cacheable page for crawlers and CDNs.
  localeDetection: false,
  // No locale cookie: a Set-Cookie would keep shared caches from storing public pages.
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];

/** Names of the languages in their own language, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'pt-BR': 'Português',
  en: 'English',
  ru: 'Русский',
  hi: 'हिन्दी',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/**
 * The locale of a page's params. Pages render beside their layout, so each checks for itself:
 * anything else is a 404, never a crash in code that trusts the locale (Intl, messages).
 */
export function pageLocale(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}
