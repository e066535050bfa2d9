// The proxy's answers to paths no route can take: a malformed percent-escape is a 400
// JSON for the BFF and the shop's 404 page for the rest, never Next's bare 500; the page matcher
// and lib/routing/request-path.ts agree.
import { NextRequest } from 'next/server';
import { tryToParsePath } from 'next/dist/lib/try-to-parse-path';
import proxy, { config } from '@/proxy';
import { localeMessages } from '@/lib/i18n/server-messages';
import { reportProviderSuccess, resetProviderHealth } from '@/lib/provider/health';
import { hasMalformedEscape, isPagePath } from '@/lib/routing/request-path';

const request = (path: string) => new NextRequest(`http://shop.test${path}`);

beforeEach(() => {
  resetProviderHealth();
  reportProviderSuccess();
});

describe('hasMalformedEscape', () => {
  it.each(['/product/%zz', '/api/categories/%', '/media/%C0%AF', '/search/100%', '/%E2%82'])('%s is malformed', (path) => {
    expect(hasMalformedEscape(path)).toBe(true);
  });

  it.each(['/search/100%25', '/search/%D0%BF%D1%80%D0%B8', '/media/covers/1.svg', '/en/category/steam', '/a%2Fb'])('%s decodes', (path) => {
    expect(hasMalformedEscape(path)).toBe(false);
  });
});

describe('the matcher', () => {
  const regex = (source: string) => new RegExp(tryToParsePath(source).regexStr!);
  // The filtered listings' entries take page paths; the first entry takes every path with a `%`.
  const pages = regex(config.matcher.flatMap((entry) => (typeof entry === 'string' ? [] : [entry.source]))[0]!);
  const escapes = regex(config.matcher[0] as string);

  it.each(['/', '/en', '/product/7', '/en/search/steam', '/apiary', '/api', '/api/login', '/media/covers/1.svg', '/_next/static/a.js', '/robots.txt', '/sitemaps/pages.xml'])(
    'routes %s as a page exactly when lib/routing/request-path.ts does',
    (path) => {
      expect(pages!.test(path)).toBe(isPagePath(path));
    },
  );

  it('brings every other path with a % to the proxy', () => {
    for (const path of ['/api/categories/%', '/media/%zz', '/sitemaps/%.xml', '/_next/%zz']) expect(escapes!.test(path)).toBe(true);
    expect(escapes!.test('/api/categories/steam')).toBe(false);
  });
});

describe('proxy: malformed escapes', () => {
  it.each([
    ['/api/categories/%', 'pt-BR'],
    ['/api/categories/%zz?locale=ru', 'ru'],
    ['/api/payment/redirect/%?locale=hi', 'hi'],
    ['/api/search/products/%E2%82?locale=xx', 'pt-BR'],
  ] as const)('%s is a 400 with a message in %s', async (path, locale) => {
    const response = await proxy(request(path));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: localeMessages(locale).Api.badPath });
  });

  it.each([
    ['/product/%zz', 'pt-BR'],
    ['/en/product/%zz', 'en'],
    ['/ru/category/%', 'ru'],
    ['/media/%zz', 'pt-BR'],
    ['/hi/search/%E2%82', 'hi'],
    ['/%zz.png', 'pt-BR'],
  ] as const)('%s is the shop’s 404 page in %s', async (path, locale) => {
    const response = await proxy(request(path));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(localeMessages(locale).NotFound.title);
    expect(html).toContain(`href="${locale === 'pt-BR' ? '/' : `/${locale}`}"`);
  });

  it('leaves well-formed escapes outside the pages to their routes', async () => {
    for (const path of ['/api/search/products/100%25', '/media/covers/%31.svg']) {
      const response = await proxy(request(path));
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it('routes a search for "100%" like any other', async () => {
    const response = await proxy(request('/en/search/100%25'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });
});
