// Picks the answer language (?lang= beats Accept-Language, fallback en).
import { PROVIDER_LOCALES, type ProviderLocale } from '../seed/types';

export const FALLBACK_LOCALE: ProviderLocale = 'en';

/** Maps one language tag ("pt", "PT-br", "ru-RU", "en-US") to a provider locale, or null. */
export function matchLocale(tag: string): ProviderLocale | null {
  const clean = tag.trim().toLowerCase();
  if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(clean)) return null;
  const exact = PROVIDER_LOCALES.find((l) => l.toLowerCase() === clean);
  if (exact) return exact;
  const primary = clean.split('-')[0];
  return PROVIDER_LOCALES.find((l) => l.toLowerCase().split('-')[0] === primary) ?? null;
}

/** Accept-Language entries by descending quality (stable for equal q); q=0 entries are dropped. */
function parseAcceptLanguage(header: string): string[] {
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export function resolveLocale(acceptLanguage: string | undefined, langParam: string | null): ProviderLocale {
  if (langParam) {
    const fromParam = matchLocale(langParam);
    if (fromParam) return fromParam;
  }
  for (const tag of parseAcceptLanguage(acceptLanguage ?? '')) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return FALLBACK_LOCALE;
}
