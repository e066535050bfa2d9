// Cached catalogue pages are served without invoking the proxy: the default language's rewrite is a
// next.config.ts rewrite, and proxy.ts's matcher names only the paths with work for it. Checked with
// Next's own matching of both (the middleware matcher with its `has` conditions, and the rewrite as
// the router applies it): every path the proxy has work on reaches it, a plain page does not, and a
// page that no longer reaches it is routed by the config exactly as the proxy would route it.
import { NextRequest } from 'next/server';
import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import proxy, { config } from '@/proxy';
import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales';
import { FILTER_KEYS } from '@/lib/catalogue/filters';
import { defaultLocaleRewrites } from '@/lib/routing/locale-route';
import { PRIVATE_PATHS } from '@/lib/routing/private-routes';
import { reportProviderSuccess, resetProviderHealth } from '@/lib/provider/health';

beforeEach(() => {
  resetProviderHealth();
  reportProviderSuccess();
});

// How the build turns config.matcher into the manifest's matchers (not in Next's type declarations).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const matches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));

/** Whether Next invokes the proxy for this URL (path and query). */
function reachesProxy(target: string): boolean {
  const url = new URL(target, 'http://shop.test');
  return matches(url.pathname, { headers: {}, cookies: {} } as never, Object.fromEntries(url.searchParams));
}

const rewrites = defaultLocaleRewrites(LOCALES, DEFAULT_LOCALE).map((rule) => buildCustomRoute('rewrite', rule, '', true));

/** The path next.config.ts's rewrites serve for a request path, or null when none applies. */
function configRewrite(pathname: string): string | null {
  for (const rule of rewrites) {
    const params = rule.match(pathname);
    if (!params) continue;
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params, query: {} });
    expect(parsedDestination.query).toEqual({});
    return parsedDestination.pathname ?? null;
  }
  return null;
}

describe('the paths that reach the proxy', () => {
  it.each([
    '/product/%zz',
    '/api/categories/%',
    '/media/%C0',
    '/pt-BR',
    '/pt-BR/category/steam',
    '/pt-BR/profile',
    '/_listing/category/steam',
    '/en/_listing/category/steam',
    '/category/steam?sort=increase',
    '/en/category/steam?minPrice=5',
    '/?maxPrice=9',
    '/ru/discounts?currency=EUR',
    '/search/steam?country=br',
    '/hi/holiday?category=steam&_rsc=1x',
  ])('%s reaches it', (target) => {
    expect(reachesProxy(target)).toBe(true);
  });

  it('every private page, with or without a locale, and every filter key', () => {
    for (const path of PRIVATE_PATHS) {
      for (const prefix of ['', ...LOCALES.map((locale) => `/${locale}`)]) {
        for (const rest of ['', '/7', '/orders/3']) expect({ target: prefix + path + rest, proxy: reachesProxy(prefix + path + rest) }).toEqual({ target: prefix + path + rest, proxy: true });
      }
    }
    for (const key of FILTER_KEYS) expect({ key, proxy: reachesProxy(`/category/steam?${key}=1`) }).toEqual({ key, proxy: true });
  });

  it.each([
    '/',
    '/en',
    '/category/steam',
    '/en/category/steam',
    '/product/150',
    '/hi/product/150',
    '/search/steam',
    '/ru/faq',
    '/category/steam?page=2',
    '/product/150?_rsc=abc',
    '/profiles',
    '/en/profileX',
    '/xx/profile',
    '/pt-BRx',
    '/api/user',
    '/media/covers/1.svg',
    '/_next/static/chunks/a.js',
    '/robots.txt',
  ])('%s is served without it', (target) => {
    expect(reachesProxy(target)).toBe(false);
  });
});

describe("next.config.ts's default-language rewrite", () => {
  it.each([
    ['/', '/pt-BR'],
    ['/category/steam', '/pt-BR/category/steam'],
    ['/product/150/og-image', '/pt-BR/product/150/og-image'],
    ['/search/100%25', '/pt-BR/search/100%25'],
    ['/search/%D0%BF%D1%80%D0%B8', '/pt-BR/search/%D0%BF%D1%80%D0%B8'],
    ['/pt-BRx', '/pt-BR/pt-BRx'],
    ['/english/x', '/pt-BR/english/x'],
    ['/apiary', null],
    ['/en', null],
    ['/en/category/steam', null],
    ['/pt-BR', null],
    ['/pt-BR/profile', null],
    ['/api/user', null],
    ['/media/covers/1.svg', null],
    ['/robots.txt', null],
  ])('%s is served from %s', (path, served) => {
    expect(configRewrite(path)).toBe(served);
  });

  it('routes every page that skips the proxy as the proxy would', async () => {
    const pages = ['/', '/en', '/ru/category/steam', '/category/steam', '/product/150', '/hi/product/150/og-image', '/search/steam', '/noveltes', '/xx/yy', '/faq?page=2'];
    for (const target of pages) {
      expect(reachesProxy(target)).toBe(false);
      const url = new URL(target, 'http://shop.test');
      const response = await proxy(new NextRequest(url));
      const rewritten = response.headers.get('x-middleware-rewrite');
      const byProxy = rewritten ? new URL(rewritten).pathname : null;
      expect({ target, served: configRewrite(url.pathname) }).toEqual({ target, served: byProxy });
      if (!rewritten) expect(response.headers.get('x-middleware-next')).toBe('1');
    }
  });
});
