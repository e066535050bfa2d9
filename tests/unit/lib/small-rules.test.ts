// Small pure rules of the shell: search targets, cover text, consent, stored basket, SEO paths,
// the 503 page.
import { basketItemCount, parseStoredBasket } from '@/lib/basket/local-storage';
import { POSTPONE_MS, parseConsent, shouldAskConsent } from '@/lib/browser/cookie-consent';
import { SEARCH_MAX_LENGTH, searchHref } from '@/lib/search/input-rules';
import { alternates, localizedPath } from '@/lib/seo/alternates';
import { routeLocale } from '@/lib/routing/locale-route';
import { localeOfPath, renderUnavailablePage } from '@/lib/server/unavailable-page';
import { splitCoverText } from '@/lib/catalogue/cover-text';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

describe('searchHref', () => {
  it('goes to /search/{text}, encoded, or to the index when empty', () => {
    expect(searchHref('steam 50')).toBe('/search/steam%2050');
    expect(searchHref('   ')).toBe('/');
    expect(searchHref('a/b?c')).toBe('/search/a%2Fb%3Fc');
  });

  it('cuts the query at 68 characters', () => {
    expect(decodeURIComponent(searchHref('x'.repeat(100)).slice('/search/'.length))).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('splitCoverText', () => {
  it('separates the first word to emphasise it', () => {
    expect(splitCoverText('Steam Wallet')).toEqual(['Steam', ' Wallet']);
    expect(splitCoverText('  PS Plus Essential ')).toEqual(['PS', ' Plus Essential']);
    expect(splitCoverText('Netflix')).toEqual(['Netflix', '']);
  });
});

describe('cookie consent', () => {
  const now = 1_800_000_000_000;
  it('asks when nothing or something malformed is stored', () => {
    expect(shouldAskConsent(parseConsent(null), now)).toBe(true);
    expect(shouldAskConsent(parseConsent('{oops'), now)).toBe(true);
    expect(shouldAskConsent(parseConsent('{"choice":"maybe","at":1}'), now)).toBe(true);
  });
  it('remembers accept and decline', () => {
    expect(shouldAskConsent(parseConsent(JSON.stringify({ choice: 'accepted', at: 1 })), now)).toBe(false);
    expect(shouldAskConsent(parseConsent(JSON.stringify({ choice: 'declined', at: 1 })), now)).toBe(false);
  });
  it('asks again a day after postponing', () => {
    const postponed = parseConsent(JSON.stringify({ choice: 'postponed', at: now }));
    expect(shouldAskConsent(postponed, now + POSTPONE_MS - 1)).toBe(false);
    expect(shouldAskConsent(postponed, now + POSTPONE_MS)).toBe(true);
  });
});

describe('stored guest basket', () => {
  it('keeps valid items and drops malformed ones', () => {
    const raw = JSON.stringify([
      { id: 1, name: 'A', price: 500, pivot: { quantity: 2 } },
      { id: -1, name: 'bad', price: 1, pivot: { quantity: 1 } },
      'nonsense',
      { id: 2, name: 'B', price: 100, pivot: { quantity: 3 } },
    ]);
    const items = parseStoredBasket(raw);
    expect(items.map((item) => item.id)).toEqual([1, 2]);
    expect(basketItemCount(items)).toBe(5);
  });
  it('reads garbage as an empty basket', () => {
    expect(parseStoredBasket('{')).toEqual([]);
    expect(parseStoredBasket('{"a":1}')).toEqual([]);
    expect(parseStoredBasket(null)).toEqual([]);
  });
});

describe('hreflang alternates', () => {
  it('prefixes every locale but pt-BR and adds x-default', () => {
    expect(localizedPath('/', 'pt-BR')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/category/steam', 'hi')).toBe('/hi/category/steam');
    expect(alternates('/category/steam', 'ru')).toEqual({
      canonical: '/ru/category/steam',
      languages: {
        'pt-BR': '/category/steam',
        en: '/en/category/steam',
        ru: '/ru/category/steam',
        hi: '/hi/category/steam',
        'x-default': '/category/steam',
      },
    });
  });
});

describe('the 503 page', () => {
  it('speaks the language of the path', () => {
    expect(localeOfPath('/ru/category/steam')).toBe('ru');
    expect(localeOfPath('/category/steam')).toBe('pt-BR');
    const html = renderUnavailablePage('/ru/category/steam', '');
    expect(html).toContain('lang="ru"');
    expect(html).toContain(ru.Errors.unavailableTitle);
    expect(html).toContain('href="/ru"');
  });

  it('escapes the path it links back to', () => {
    const html = renderUnavailablePage('/en/"><script>alert(1)</script>', '?a=<b>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(en.Errors.retry);
  });
});

describe('routeLocale', () => {
  const locales = ['pt-BR', 'en', 'ru', 'hi'];
  it('serves pt-BR without a prefix and the others under theirs', () => {
    expect(routeLocale('/', locales, 'pt-BR')).toEqual({ kind: 'rewrite', pathname: '/pt-BR', locale: 'pt-BR' });
    expect(routeLocale('/category/steam', locales, 'pt-BR')).toEqual({ kind: 'rewrite', pathname: '/pt-BR/category/steam', locale: 'pt-BR' });
    expect(routeLocale('/en', locales, 'pt-BR')).toEqual({ kind: 'next', pathname: '/en', locale: 'en' });
    expect(routeLocale('/hi/product/4', locales, 'pt-BR')).toEqual({ kind: 'next', pathname: '/hi/product/4', locale: 'hi' });
  });

  it('sends the written-out default locale to the path without it', () => {
    expect(routeLocale('/pt-BR', locales, 'pt-BR')).toEqual({ kind: 'redirect', pathname: '/' });
    expect(routeLocale('/pt-BR/noveltes', locales, 'pt-BR')).toEqual({ kind: 'redirect', pathname: '/noveltes' });
  });

  it('treats anything else as a pt-BR path (a 404 if no page claims it)', () => {
    expect(routeLocale('/english/x', locales, 'pt-BR')).toEqual({ kind: 'rewrite', pathname: '/pt-BR/english/x', locale: 'pt-BR' });
    expect(routeLocale('/EN', locales, 'pt-BR').kind).toBe('rewrite');
  });
});
