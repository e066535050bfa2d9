// Which language to offer a visitor: offered, never forced. Decided in the browser from
// its languages and the remembered choice, never in the proxy, so the cached HTML of a page is the
// same for everyone and no URL (shared link, crawler) is ever redirected.
//
// The offer is made only on pages of the default language (the unprefixed URLs): a prefixed URL
// (/en, /ru, /hi) names its language on purpose, because someone chose it or shared it in it, so a
// Russian browser on /en/... is not nagged.

/** The cookie that remembers a choice: the locale chosen (switched to, stayed in, or picked in the menu). */
export const PREFERRED_LOCALE_COOKIE = 'preferred_locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The browser's languages, best first: entries of navigator.languages (already in the shopper's
 * order) or of an Accept-Language header ("ru-RU,ru;q=0.9,en;q=0.8"). A q-value orders; q=0
 * means "not this one"; equal q-values keep their order.
 */
export function rankLanguages(entries: readonly string[]): string[] {
  const ranked: { tag: string; q: number; at: number }[] = [];
  entries.forEach((entry, at) => {
    const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const qParameter = parameters.find((part) => /^q=/i.test(part));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    if (tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0) ranked.push({ tag, q, at });
  });
  return ranked.sort((a, b) => b.q - a.q || a.at - b.at).map((entry) => entry.tag);
}

/**
 * The shop's locale of a language tag, by its primary language: every Portuguese (pt-PT too) is
 * the shop's pt-BR, ru-RU is ru, hi-IN is hi, en-GB is en; other languages have none.
 */
export function shopLocaleOf<L extends string>(tag: string, locales: readonly L[]): L | null {
  const language = tag.toLowerCase().split(/[-_]/)[0];
  return locales.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? null;
}

/** The shop's locale the browser prefers: the first of its languages the shop speaks, or null. */
export function browserLocale<L extends string>(languages: readonly string[], locales: readonly L[]): L | null {
  for (const tag of rankLanguages(languages)) {
    const locale = shopLocaleOf(tag, locales);
    if (locale !== null) return locale;
  }
  return null;
}

export interface OfferInput<L extends string> {
  /** The language of the page shown. */
  pageLocale: L;
  /** The language of the unprefixed URLs; the offer is made on those pages only. */
  defaultLocale: L;
  locales: readonly L[];
  /** navigator.languages (or an Accept-Language header split at commas). */
  languages: readonly string[];
  /** The value of the preferred_locale cookie, if any. */
  remembered: string | null;
}

/** The locale to offer, or null: none once a choice is remembered, none off the default language's pages. */
export function languageToOffer<L extends string>({ pageLocale, defaultLocale, locales, languages, remembered }: OfferInput<L>): L | null {
  if (remembered !== null && (locales as readonly string[]).includes(remembered)) return null;
  if (pageLocale !== defaultLocale) return null;
  const preferred = browserLocale(languages, locales);
  return preferred !== null && preferred !== pageLocale ? preferred : null;
}

/** The value of a cookie in a document.cookie string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The Set-Cookie text (for document.cookie) that remembers a chosen locale for a year, site-wide. */
export function preferredLocaleCookie(locale: string, secure: boolean): string {
  return `${PREFERRED_LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Remembers the shopper's choice of language in the browser (no server ever sets or reads it for a page). */
export function rememberLocale(locale: string): void {
  document.cookie = preferredLocaleCookie(locale, window.location.protocol === 'https:');
}
