// What every BFF route that calls the provider on the shopper's behalf does, in one place
// (accounts, basket, reviews, orders and payments; docs/accounts-contract.md "BFF"):
// locale → origin check → path params → query → session → body → rate limit → provider call →
// provider failures mapped → session cookie written → `Cache-Control: no-store`.
// Route files only say what is particular to them: schemas, limits, the call and its answer.
import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import type { z } from 'zod';
import { type Locale, routing } from '@/i18n/routing';
import type { ProviderError } from '@/lib/provider';
import type { ProviderCall } from '@/lib/provider/fetcher';
import { clientIp } from './client-ip';
import { apiText, tooManyAttemptsText } from './i18n';
import { isSameOriginRequest } from './origin';
import { readJsonObject, requestLocale, validate } from './parse';
import { type RateCheck, consumeRateLimits, refundRateLimits } from './rate-limit';
import { jsonError, logRouteFailure, notOfferedResponse, privateJson, providerErrorResponse } from './responses';
import { offers, type Capability } from '@/lib/provider/capabilities';
import { RequestSession } from './session';

/** Who may call: `required` answers 401 without a session; `optional` sends the token when there is one. */
export type RouteAuth = 'required' | 'optional' | 'none';

export interface RouteContext<Body, Query, Params> {
  request: NextRequest;
  locale: Locale;
  body: Body;
  query: Query;
  params: Params;
  clientIp: string | undefined;
  session: RequestSession;
  /** For lib/provider: locale, client IP and, when this route sends one, the token. */
  call: ProviderCall;
}

export type RouteReply = { ok: true; status?: number; body: unknown } | { ok: false; error: ProviderError };

export interface ProviderRouteOptions<Body, Query, Params extends Record<string, string>> {
  auth: RouteAuth;
  /**
   * What the provider must offer beyond its specified calls for this route (lib/provider/capabilities.ts):
   * without it the route answers 404 `{reason: "not_offered"}` and the provider is not called.
   */
  capability?: Capability;
  body?: z.ZodType<Body>;
  /** Query fields besides `locale`. */
  query?: z.ZodType<Query>;
  /** Checks the path params; false answers 404 (a malformed link token names nothing). */
  params?: (params: Params) => boolean;
  /** The limits this request counts against, once its body is valid. */
  rateLimits?: (context: RouteContext<Body, Query, Params>) => readonly RateCheck[];
  /**
   * Whether the attempt keeps counting once the provider has answered; false gives its point back
   * (the promo limit counts wrong codes only). Without it every attempt counts.
   */
  rateLimitCounts?: (outcome: RouteReply) => boolean;
  handle: (context: RouteContext<Body, Query, Params>) => Promise<RouteReply>;
}

export type RouteHandler<Params> = (request: NextRequest, context?: { params: Promise<Params> }) => Promise<NextResponse>;

/** Shorthand for a handler's success. */
export function reply(body: unknown, status = 200): RouteReply {
  return { ok: true, status, body };
}

async function run<Body, Query, Params extends Record<string, string>>(
  options: ProviderRouteOptions<Body, Query, Params>,
  request: NextRequest,
  rawParams: Params,
): Promise<NextResponse> {
  const localeResult = requestLocale(request);
  if (!localeResult.ok) return localeResult.response;
  const locale = localeResult.data;
  const t = apiText(locale);

  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (!reading && !isSameOriginRequest(request)) return jsonError(403, t('originRefused'));

  if (options.params && !options.params(rawParams)) return jsonError(404, t('notFound'));

  let query = undefined as Query;
  if (options.query) {
    const { locale: _ignored, ...rest } = Object.fromEntries(request.nextUrl.searchParams);
    void _ignored;
    const parsed = validate(options.query, rest, locale);
    if (!parsed.ok) return parsed.response;
    query = parsed.data;
  }

  const session = await RequestSession.load(request);
  if (options.auth === 'required' && !session.token) {
    return session.applyTo(jsonError(401, t('unauthenticated')));
  }
  if (options.capability && !(await offers(options.capability))) return session.applyTo(notOfferedResponse(locale));

  let body = undefined as Body;
  if (options.body) {
    const json = await readJsonObject(request, locale);
    if (!json.ok) return session.applyTo(json.response);
    const parsed = validate(options.body, json.data, locale);
    if (!parsed.ok) return session.applyTo(parsed.response);
    body = parsed.data;
  }

  const ip = clientIp(request.headers);
  const token = options.auth === 'none' ? undefined : session.token;
  const context: RouteContext<Body, Query, Params> = {
    request,
    locale,
    body,
    query,
    params: rawParams,
    clientIp: ip,
    session,
    call: { locale, clientIp: ip, token },
  };

  const rateChecks = options.rateLimits ? options.rateLimits(context) : [];
  if (rateChecks.length) {
    const limited = await consumeRateLimits(rateChecks);
    if (limited) {
      const seconds = limited.retryAfterSeconds;
      return session.applyTo(jsonError(429, tooManyAttemptsText(locale, seconds), undefined, { 'Retry-After': String(seconds) }));
    }
  }

  let outcome = await options.handle(context);
  if (rateChecks.length && options.rateLimitCounts && !options.rateLimitCounts(outcome)) await refundRateLimits(rateChecks);
  if (!outcome.ok && token && outcome.error.kind === 'http' && outcome.error.status === 401) {
    // The provider no longer knows the session's token (revoked, expired): the session is over.
    session.clear();
    if (options.auth === 'required') return session.applyTo(jsonError(401, t('unauthenticated')));
    // Optional bearer (link confirmations): the link still works without the dead token.
    outcome = await options.handle({ ...context, call: { ...context.call, token: undefined } });
  }
  if (!outcome.ok) return session.applyTo(providerErrorResponse(outcome.error, locale));
  return session.applyTo(privateJson(outcome.body, outcome.status ?? 200));
}

/** A route handler from the options. Any unexpected failure is a JSON 500, never a thrown error. */
export function providerRoute<Body = undefined, Query = undefined, Params extends Record<string, string> = Record<string, string>>(
  options: ProviderRouteOptions<Body, Query, Params>,
): RouteHandler<Params> {
  return async (request, context) => {
    try {
      const params = context ? await context.params : ({} as Params);
      return await run(options, request, params);
    } catch (error) {
      logRouteFailure(request, error);
      return jsonError(500, apiText(routing.defaultLocale)('unavailable'));
    }
  };
}
