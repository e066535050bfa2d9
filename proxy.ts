// Runs before every page: locale routing (next-intl), and a 503 page while the provider does not
// answer, so shoppers and crawlers get a clear answer instead of a broken render.
import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { providerAnswers } from './lib/provider/health';
import { securityHeaders } from './lib/security-headers';
import { UNAVAILABLE_RETRY_AFTER_S, renderUnavailablePage } from './lib/unavailable-page';

const handleLocale = createMiddleware(routing);

export default async function proxy(request: NextRequest) {
  if (request.method === 'GET' && !(await providerAnswers())) {
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S),
    });
    for (const { key, value } of securityHeaders()) headers.set(key, value);
    return new Response(renderUnavailablePage(request.nextUrl.pathname, request.nextUrl.search), {
      status: 503,
      headers,
    });
  }
  return handleLocale(request);
}

export const config = {
  // Pages only: not the BFF, Next's own files, media or files with an extension.
  matcher: ['/((?!api|_next|_vercel|media|.*\\..*).*)'],
};
