// Metrics labels stay bounded: request paths become the app's route patterns (kept in step with
// the app/ folder) and provider paths their endpoint patterns, whatever ids or texts they hold.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { OTHER_ROUTE, ROUTE_PATTERNS, routePattern } from '@/lib/observability/route-pattern';
import { PARAM_SEGMENT, providerEndpoint } from '@/lib/provider/endpoint';

const APP = path.join(__dirname, '../../../../app');

/**
 * Every page and route handler of app/, as its URL pattern without the locale and route groups; pages
 * of the bench build (page.bench.tsx) included, as its metrics name them too.
 */
function appRoutes(dir = APP, prefix: string[] = []): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const name = entry.name;
      const skip = name === '[locale]' || /^\(.*\)$/.test(name);
      // %5Flisting is the rewrite target of the listing pages, never a public URL.
      if (name.startsWith('%5F')) continue;
      found.push(...appRoutes(path.join(dir, name), skip ? prefix : [...prefix, name]));
    } else if (/^(page(\.bench)?\.tsx|route\.tsx?)$/.test(entry.name)) {
      found.push(`/${prefix.join('/')}`);
    } else if (entry.name === 'robots.ts') {
      found.push(`/${[...prefix, 'robots.txt'].join('/')}`);
    }
  }
  return found;
}

it('names every page and route handler of app/', () => {
  const routes = appRoutes().filter((route) => route !== '/[...rest]');
  expect([...ROUTE_PATTERNS].sort()).toEqual([...new Set(routes)].sort());
});

it.each([
  ['/', '/'],
  ['/en', '/'],
  ['/product/123', '/product/[id]'],
  ['/hi/product/7?ref=x', '/product/[id]'],
  ['/ru/search/anything%20at%20all', '/search/[text]'],
  ['/api/products/feedbacks/12/mine', '/api/products/feedbacks/[id]/mine'],
  ['/api/products/feedbacks/12', '/api/products/feedbacks/[id]'],
  ['/api/search/hints', '/api/search/hints'],
  ['/media/covers/en/7.svg', '/media/[...path]'],
  ['/_next/static/chunks/abc.js', '/_next/static'],
  ['/en/password-reset/0123456789abcdef', '/password-reset/[token]'],
  ['/made/up/path/of/many/parts', OTHER_ROUTE],
  ['/product/1/2', OTHER_ROUTE],
])('%s is %s', (target, pattern) => {
  expect(routePattern(target)).toBe(pattern);
});

it.each([
  ['/products/123', '/products/{param}'],
  ['/products/123/similar-products', '/products/{param}/similar-products'],
  ['/search/hints/steam%20cards', '/search/hints/{param}'],
  ['/search/products/whatever/filter', '/search/products/{param}/filter'],
  ['/password-reset/secret-token-value', '/password-reset/{param}'],
  ['/popular-products?offset=20', '/popular-products'],
  ['/categories/steam', '/categories/{param}'],
])('the provider path %s is the endpoint %s', (target, endpoint) => {
  expect(providerEndpoint(target)).toBe(endpoint);
  expect(endpoint.split('/').every((segment) => segment === '' || segment === PARAM_SEGMENT || /^[a-z0-9-]+$/.test(segment))).toBe(true);
});
