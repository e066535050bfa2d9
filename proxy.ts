// Runs before every page: locale routing (next-intl); filtered listing URLs sent to their dynamic
// twin route; and, while the provider does not answer, a 503 page for anything not already cached,
// so shoppers and crawlers get a clear answer instead of a broken render.
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { filteredListingPath, isInternalListingPath } from './lib/catalogue/filtered-route';
import { providerAnswers, wasServed } from './lib/provider/health';
import { securityHeaders } from './lib/security-headers';
import { UNAVAILABLE_RETRY_AFTER_S, localeOfPath, renderUnavailablePage } from './lib/unavailable-page';

const handleLocale = createMiddleware(routing);

function unavailable(request: NextRequest): Response {
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S),
  });
  for (const { key, value } of securityHeaders()) headers.set(key, value);
  return new Response(renderUnavailablePage(request.nextUrl.pathname, request.nextUrl.search), { status: 503, headers });
}

/** Rewrites to `pathname`, keeping what next-intl told the app (its request headers). */
function rewriteTo(request: NextRequest, localeResponse: NextResponse, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  const response = NextResponse.rewrite(url);
  localeResponse.headers.forEach((value, key) => {
    if (key !== 'x-middleware-rewrite' && key !== 'x-middleware-next') response.headers.set(key, value);
  });
  return response;
}

export default async function proxy(request: NextRequest) {
  const response = handleLocale(request);
  if (response.status >= 300 && response.status < 400) return response;

  const rewritten = response.headers.get('x-middleware-rewrite');
  const internal = rewritten ? new URL(rewritten).pathname : request.nextUrl.pathname;
  const filtered = filteredListingPath(internal, request.nextUrl.searchParams, routing.locales);
  const reading = request.method === 'GET' || request.method === 'HEAD';
  // While the provider is away, pages this process already holds in its cache are still served;
  // anything that would need the provider gets the 503 page at once.
  if (reading && !(await providerAnswers()) && (filtered !== null || !wasServed(internal))) {
    return unavailable(request);
  }
  if (isInternalListingPath(request.nextUrl.pathname)) {
    // Any unclaimed path renders the 404 page (app/[locale]/[...rest]).
    return rewriteTo(request, response, `/${localeOfPath(internal)}/not-found`);
  }
  return filtered ? rewriteTo(request, response, filtered) : response;
}

export const config = {
  // Pages only: not the BFF, Next's own files, media or files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
