// How the BFF answers: JSON errors in the provider's {message, errors} shape, and provider failures
// mapped to clear statuses (docs/decisions/0037-a-bff-that-mirrors-the-provider.md). Never a bare 500.
import 'server-only';
import { type NextRequest, NextResponse } from 'next/server';
import { routing, type Locale } from '@/i18n/routing';
import { REQUEST_ID_HEADER, errorFields, logger, safePath } from '@/lib/server/log';
import type { ProviderError } from '@/lib/provider';
import { providerErrorBody } from '@/lib/provider/schemas';
import { apiText, tooManyAttemptsText } from './i18n';

export type FieldErrors = Record<string, string[]>;

export function jsonError(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit, reason?: string): NextResponse {
  return NextResponse.json({ message, ...(errors ? { errors } : {}), ...(reason ? { reason } : {}) }, {
    status,
    headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) },
  });
}

/** The reason of a BFF route whose call the provider does not offer (lib/provider/capabilities.ts). */
export const NOT_OFFERED = 'not_offered';

/** 404 `{message, reason: "not_offered"}`: this shop's provider has no such feature (not a connection problem, not a missing thing). */
export function notOfferedResponse(locale: Locale = routing.defaultLocale): NextResponse {
  return jsonError(404, apiText(locale)('notOffered'), undefined, undefined, NOT_OFFERED);
}

/** A private answer: never stored by the browser or any cache on the way. */
export function privateJson(data: unknown, status = 200): NextResponse {
  return NextResponse.json(data, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** Provider statuses passed on as they are; any other 4xx becomes 400. */
const PASSED_STATUSES = new Set([400, 401, 403, 404, 409, 410, 422, 429]);
/** When the provider asks for a pause without saying how long. */
const DEFAULT_RETRY_AFTER_S = 60;

/**
 * Provider failure → BFF answer. Client errors keep the provider's message (already in the
 * request's language: the provider got it as Accept-Language) and its machine-readable `reason`
 * (a 403 `email_unverified`, a promo code's rule); outages say so in the BFF's words.
 */
export function providerErrorResponse(error: ProviderError, locale: Locale = routing.defaultLocale): NextResponse {
  const t = apiText(locale);
  switch (error.kind) {
    case 'timeout':
      return jsonError(504, t('timeout'));
    case 'network':
      return jsonError(503, t('unavailable'), undefined, { 'Retry-After': '10' });
    case 'validation':
      return jsonError(502, t('badAnswer'));
    case 'http': {
      const status = error.status ?? 502;
      if (status >= 500) return jsonError(502, t('unavailable'));
      // 405: the provider has the path but not this call, which is a feature it lacks.
      if (status === 405) return notOfferedResponse(locale);
      const body = providerErrorBody.safeParse(error.body);
      const providerMessage = body.success && body.data.message ? body.data.message : undefined;
      const errors = body.success ? body.data.errors : undefined;
      if (status === 429) {
        const retryAfter = error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S;
        return jsonError(429, providerMessage ?? tooManyAttemptsText(locale, retryAfter), errors, { 'Retry-After': String(retryAfter) });
      }
      const fallback = status === 404 ? t('notFound') : status === 401 ? t('unauthenticated') : t('refused');
      const reason = body.success ? body.data.reason : undefined;
      return jsonError(PASSED_STATUSES.has(status) ? status : 400, providerMessage ?? fallback, errors, undefined, reason);
    }
  }
}

/** Public catalogue answers may be cached by the browser and a CDN for a short while. */
export function publicJson(data: unknown, maxAgeSeconds = 60): NextResponse {
  return NextResponse.json(data, {
    headers: { 'Cache-Control': `public, max-age=0, s-maxage=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}` },
  });
}

/** 303 See Other, never stored: where a navigation or a cross-site form POST goes next. */
export function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * The log line of a handler's unexpected failure: the route, the request id and only the kind and
 * text of the error, never a body, a form, a header or a cookie. `route` names it in the log
 * (by default the method and the masked path, lib/server/log.ts `safePath`).
 */
export function logRouteFailure(request: NextRequest, error: unknown, route = `${request.method} ${safePath(request.nextUrl.pathname)}`): void {
  logger.error({ route, reqId: request.headers.get(REQUEST_ID_HEADER) ?? undefined, ...errorFields(error) }, 'route failed');
}
