// Canonical URL and hreflang alternates (pt-BR, en, ru, hi, x-default) for a page's metadata.
import type { Metadata } from 'next';
import { type Locale, routing } from '@/i18n/routing';
import { siteUrl } from './site';

/** "/category/steam" in "en" → "/en/category/steam"; pt-BR has no prefix. */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path === '/' ? '' : path;
  return locale === routing.defaultLocale ? clean || '/' : `/${locale}${clean}`;
}

export function alternates(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const option of routing.locales) languages[option] = localizedPath(path, option);
  languages['x-default'] = localizedPath(path, routing.defaultLocale);
  return { canonical: localizedPath(path, locale), languages };
}

/** The absolute canonical URL of `path` in `locale`: the page's <link rel=canonical>, for sharing it. */
export function canonicalUrl(path: string, locale: Locale): string {
  return new URL(localizedPath(path, locale), siteUrl()).href;
}
