// The choice of the language to offer: browser order and q-values, region tags, the
// remembered choice, and the pages that never offer.
import { routing } from '@/i18n/routing';
import {
  browserLocale,
  cookieValue,
  languageToOffer,
  preferredLocaleCookie,
  rankLanguages,
  shopLocaleOf,
} from '@/lib/i18n/language-offer';

const { locales, defaultLocale } = routing;

describe('rankLanguages', () => {
  it('keeps navigator.languages in its order (every entry is q=1)', () => {
    expect(rankLanguages(['ru-RU', 'en-US', 'en'])).toEqual(['ru-RU', 'en-US', 'en']);
  });

  it('orders an Accept-Language header by q-value, equal ones keeping their order', () => {
    expect(rankLanguages('en;q=0.5, hi-IN;q=0.9, ru, pt-BR;q=0.9'.split(','))).toEqual(['ru', 'hi-IN', 'pt-BR', 'en']);
  });

  it('drops q=0 ("not this one"), "*", blanks and malformed q-values', () => {
    expect(rankLanguages(['ru;q=0', '*', ' ', 'en;q=abc', 'hi;Q=0.3'])).toEqual(['hi']);
  });
});

describe('shopLocaleOf', () => {
  it.each([
    ['ru-RU', 'ru'],
    ['RU', 'ru'],
    ['hi-IN', 'hi'],
    ['en-GB', 'en'],
    ['en_US', 'en'],
    ['pt-PT', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['de-DE', null],
    ['uk-UA', null],
  ])('%s is %p', (tag, locale) => {
    expect(shopLocaleOf(tag, locales)).toBe(locale);
  });
});

describe('browserLocale', () => {
  it('is the first language the shop speaks, passing over the others', () => {
    expect(browserLocale(['de-DE', 'uk', 'ru-RU', 'en'], locales)).toBe('ru');
  });

  it('is Portuguese when Portuguese comes first, even European Portuguese before Russian', () => {
    expect(browserLocale(['pt-PT', 'ru'], locales)).toBe('pt-BR');
  });

  it('follows q-values over header order', () => {
    expect(browserLocale(['pt-BR;q=0.4', 'hi-IN;q=0.8'], locales)).toBe('hi');
  });

  it('is null when the shop speaks none of them', () => {
    expect(browserLocale(['de', 'fr-FR'], locales)).toBeNull();
    expect(browserLocale([], locales)).toBeNull();
  });
});

describe('languageToOffer', () => {
  const offer = (pageLocale: (typeof locales)[number], languages: string[], remembered: string | null = null) =>
    languageToOffer({ pageLocale, defaultLocale, locales, languages, remembered });

  it.each([
    [['ru-RU', 'ru'], 'ru'],
    [['hi-IN'], 'hi'],
    [['en-US', 'en'], 'en'],
    [['en-GB'], 'en'],
    [['de', 'en-GB'], 'en'],
  ])('offers %j its language on a Portuguese page', (languages, locale) => {
    expect(offer('pt-BR', languages)).toBe(locale);
  });

  it.each([[['pt-BR', 'en']], [['pt-PT', 'ru']], [['pt']], [['de', 'fr']], [[]]])('offers %j nothing', (languages) => {
    expect(offer('pt-BR', languages)).toBeNull();
  });

  it('offers nothing once a choice is remembered, whichever it was', () => {
    expect(offer('pt-BR', ['ru-RU'], 'ru')).toBeNull();
    expect(offer('pt-BR', ['ru-RU'], 'pt-BR')).toBeNull();
    expect(offer('pt-BR', ['en-US'], 'hi')).toBeNull();
  });

  it('ignores a remembered value that is not a locale of the shop', () => {
    expect(offer('pt-BR', ['ru-RU'], 'klingon')).toBe('ru');
  });

  it('offers nothing on a page whose URL names its language (/en, /ru, /hi)', () => {
    expect(offer('en', ['ru-RU'])).toBeNull();
    expect(offer('ru', ['hi-IN'])).toBeNull();
    expect(offer('hi', ['hi-IN'])).toBeNull();
  });
});

describe('the preferred_locale cookie', () => {
  it('is remembered for a year, site-wide, SameSite=Lax, Secure over HTTPS', () => {
    expect(preferredLocaleCookie('ru', true)).toBe('preferred_locale=ru; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(preferredLocaleCookie('pt-BR', false)).toBe('preferred_locale=pt-BR; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('is read from a document.cookie string among others', () => {
    expect(cookieValue('a=1; preferred_locale=hi; b=x=y', 'preferred_locale')).toBe('hi');
    expect(cookieValue('preferred_localeX=ru; b=2', 'preferred_locale')).toBeNull();
    expect(cookieValue('', 'preferred_locale')).toBeNull();
  });
});
