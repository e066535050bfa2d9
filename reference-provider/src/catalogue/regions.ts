// One name per region and language, wherever the provider names a region: the product names the
// seed writes ("Steam 5 USD (США)"), the countries list the filters show, a product's region and
// its card's country. Regions that are not countries are named too: "EU" by ICU ("Европейский
// союз") and the worldwide code "UN" by the shop's own word ("Весь мир"), never by ICU, which
// would call it the United Nations.
import type { ProviderLocale } from '../seed/types';

/** The country code of products that work in every region (a world flag). */
export const WORLDWIDE_CODE = 'UN';

/** What the shop calls a code without region lock, in product names and the country filter. */
export const WORLDWIDE_NAME: Record<ProviderLocale, string> = { en: 'Global', 'pt-BR': 'Global', ru: 'Весь мир', hi: 'वैश्विक' };

/** The countries the catalogue sells for, with their English names (the stored `countries.name`). */
export const NAMED_COUNTRIES: ReadonlyArray<readonly [string, string]> = [
  ['AR', 'Argentina'],
  ['AU', 'Australia'],
  ['BR', 'Brazil'],
  ['CA', 'Canada'],
  ['CL', 'Chile'],
  ['CN', 'China'],
  ['CO', 'Colombia'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['IN', 'India'],
  ['ID', 'Indonesia'],
  ['IT', 'Italy'],
  ['JP', 'Japan'],
  ['KZ', 'Kazakhstan'],
  ['MX', 'Mexico'],
  ['NG', 'Nigeria'],
  ['PH', 'Philippines'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['RU', 'Russia'],
  ['SA', 'Saudi Arabia'],
  ['ZA', 'South Africa'],
  ['KR', 'South Korea'],
  ['ES', 'Spain'],
  ['TR', 'Türkiye'],
  ['UA', 'Ukraine'],
  ['AE', 'United Arab Emirates'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
];

const ENGLISH_NAME = new Map(NAMED_COUNTRIES.map(([code, name]) => [code, name]));

/** Where ICU's name is not the one a shop would print. */
const NAME_OVERRIDES: Partial<Record<ProviderLocale, Record<string, string>>> = {
  ru: { US: 'США', KR: 'Южная Корея', AE: 'ОАЭ' },
  hi: { US: 'संयुक्त राज्य अमेरिका' },
};

const displayNames = new Map<ProviderLocale, Intl.DisplayNames>();
const collators = new Map<ProviderLocale, Intl.Collator>();

/**
 * The name of a region code in `locale`: the worldwide word for "UN", the shop's own word where ICU's
 * is not a shop's, the English list in English, else ICU's. Null when ICU does not know the code.
 */
export function regionName(locale: ProviderLocale, code: string): string | null {
  const upper = code.toUpperCase();
  if (upper === WORLDWIDE_CODE) return WORLDWIDE_NAME[locale];
  const override = NAME_OVERRIDES[locale]?.[upper];
  if (override) return override;
  if (locale === 'en') {
    const english = ENGLISH_NAME.get(upper);
    if (english) return english;
  }
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(upper) ?? null;
  } catch {
    return null; // not a well-formed region code
  }
}

/** Compares names in the order of `locale` (Аргентина, Австралия... sorts as Австралия, Аргентина). */
export function compareNames(locale: ProviderLocale): (a: string, b: string) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator.compare;
}
