// Runs only on the paths that need it (config.matcher), so a cached catalogue page is served without
// invoking it: the default language's rewrite of those is a next.config.ts rewrite
// (lib/routing/locale-route.ts defaultLocaleRewrites), and a page that cannot render while the provider is
// away answers the 503 page from the server itself (lib/server/outage-answer.ts). What comes here:
// a path with a `%` (a malformed percent-escape gets a 400 for the BFF or the shop's 404 page
// instead of Next's bare 500: lib/routing/request-path.ts); `/pt-BR…`, redirected to the unprefixed path;
// private pages (a guest without the session cookie is sent to log in; only those paths look at
// cookies); filtered listing URLs, sent to their dynamic twin route, and a visitor's own path to
// that twin (a 404). These are routed by locale here as next.config.ts would (lib/routing/locale-route.ts),
// and, while the provider does not answer, get a 503 page unless the page cache holds them (memory,
// disk or Redis, whoever rendered it: lib/cache/page-lookup.ts). OPTIONS on a page path is answered before
// Next by the server (lib/server/http-server.ts), and here too for the paths that come here.
import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, routing } from './i18n/routing';
import { sessionCookieName } from './lib/bff/session-cookie';
import { filteredListingPath, isInternalListingPath } from './lib/catalogue/filtered-route';
import { routeLocale } from './lib/routing/locale-route';
import { localeMessages } from './lib/i18n/server-messages';
import { isPrivatePath, loginRedirectTarget } from './lib/routing/private-routes';
import { isPageCached } from './lib/cache/page-lookup';
import { providerAnswers } from './lib/provider/health';
import { hasMalformedEscape, isApiPath, isPagePath } from './lib/routing/request-path';
import { securityHeaders } from './lib/server/security-headers';
import { UNAVAILABLE_RETRY_AFTER_S, renderNotFoundPage, renderUnavailablePage } from './lib/server/unavailable-page';

function htmlPage(html: string, status: number, extra: Record<string, string> = {}): Response {
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
  for (const { key, value } of securityHeaders()) headers.set(key, value);
  return new Response(html, { status, headers });
}

function unavailable(request: NextRequest): Response {
  return htmlPage(renderUnavailablePage(request.nextUrl.pathname, request.nextUrl.search), 503, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) });
}

/**
 * OPTIONS on a page path. Next answers it on a route handler with an automatic 204 that on a cached
 * route (the OG image, ISR) goes through its cache: it was stored in the image's place (every GET
 * then failed) and, now that the cache handler keeps only complete 200 answers, the OPTIONS request
 * itself failed with a 500 (Next cannot serve a cached 204). Pages answered 400. No page takes a
 * cross-origin request, so this is the whole answer: the methods the pages serve.
 */
function options(): Response {
  const headers = new Headers({ Allow: 'GET, HEAD, OPTIONS', 'Cache-Control': 'no-store' });
  for (const { key, value } of securityHeaders()) headers.set(key, value);
  return new Response(null, { status: 204, headers });
}

function rewriteTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
}

/**
 * A malformed escape: 400 JSON in `?locale=`'s language for the BFF, else the shop's 404 page in
 * the language of the path's prefix. Answered here, not by a rewrite to the app's 404: Next would
 * still match the original path against the route and fail on the same escape.
 */
function malformedPath(request: NextRequest): Response {
  const pathname = request.nextUrl.pathname;
  if (!isApiPath(pathname)) return htmlPage(renderNotFoundPage(pathname), 404);
  const asked = request.nextUrl.searchParams.get('locale');
  const locale = isLocale(asked) ? asked : routing.defaultLocale;
  return NextResponse.json({ message: localeMessages(locale).Api.badPath }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
}

export default async function proxy(request: NextRequest) {
  if (hasMalformedEscape(request.nextUrl.pathname)) return malformedPath(request);
  // Paths outside the pages come here only to have their escapes checked (matcher below).
  if (!isPagePath(request.nextUrl.pathname)) return NextResponse.next();
  if (request.method === 'OPTIONS') return options();
  const route = routeLocale(request.nextUrl.pathname, routing.locales, routing.defaultLocale);
  if (route.kind === 'redirect') {
    const url = request.nextUrl.clone();
    url.pathname = route.pathname;
    return NextResponse.redirect(url, 308);
  }

  if (isPrivatePath(route.pathname) && !request.cookies.has(sessionCookieName())) {
    const target = loginRedirectTarget(route.locale, routing.defaultLocale, request.nextUrl.pathname + request.nextUrl.search);
    return NextResponse.redirect(new URL(target.pathname + target.search, request.url), 307);
  }

  const filtered = filteredListingPath(route.pathname, request.nextUrl.searchParams, routing.locales);
  const reading = request.method === 'GET' || request.method === 'HEAD';
  // While the provider is away, pages the cache holds are still served; anything that would need
  // the provider gets the 503 page at once.
  if (reading && !(await providerAnswers()) && (filtered !== null || !(await isPageCached(route.pathname)))) {
    return unavailable(request);
  }
  // The twin route is reached only through the rewrite below; a visitor's own path to it is a 404
  // (any path no page claims renders app/[locale]/[...rest]).
  if (isInternalListingPath(request.nextUrl.pathname)) return rewriteTo(request, `/${route.locale}/not-found`);
  if (filtered) return rewriteTo(request, filtered);
  return route.kind === 'rewrite' ? rewriteTo(request, route.pathname) : NextResponse.next();
}

export const config = {
  // Literal values only: Next reads them at build time without running this file.
  // tests/unit/proxy-matcher.test.ts keeps them in step with the lists they copy.
  matcher: [
    // Any path with a `%`, whose escapes the proxy checks (the BFF's and media's too).
    '/(.*%.*)',
    // The default language written out, redirected to the path without it.
    '/pt-BR/:path*',
    // Private pages with or without a locale (lib/routing/private-routes.ts PRIVATE_PATHS; i18n/locales.ts).
    '/:locale(en|ru|hi)?/:page(profile|checkout|payment-confirm|payment-error)/:rest*',
    // A visitor's own path to the filtered listings' twin route (lib/catalogue/filtered-route.ts).
    '/:before*/_listing/:after*',
    // Page paths (lib/routing/request-path.ts PAGE_PATH) with a listing filter in the query
    // (lib/catalogue/filters.ts FILTER_KEYS): one entry per key, as `has` asks for all it names.
    { source: '/((?!api|_next|_vercel|media|.*\\..*).*)', has: [{ type: 'query', key: 'sort' }] },
    { source: '/((?!api|_next|_vercel|media|.*\\..*).*)', has: [{ type: 'query', key: 'minPrice' }] },
    { source: '/((?!api|_next|_vercel|media|.*\\..*).*)', has: [{ type: 'query', key: 'maxPrice' }] },
    { source: '/((?!api|_next|_vercel|media|.*\\..*).*)', has: [{ type: 'query', key: 'currency' }] },
    { source: '/((?!api|_next|_vercel|media|.*\\..*).*)', has: [{ type: 'query', key: 'country' }] },
    { source: '/((?!api|_next|_vercel|media|.*\\..*).*)', has: [{ type: 'query', key: 'category' }] },
  ],
};
