// The one fetch wrapper for the provider: the headers every call carries
// (docs/product/provider-calls.md), a timeout on every call, one retry for safe reads, the response
// parsed by its zod schema, and failures returned as typed values.
import 'server-only';
import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import { unstable_noStore as noStore } from 'next/cache';
import type { z } from 'zod';
import type { CachePolicy } from '@/lib/cache/lifetimes-and-tags';
import { clientIpSecret, providerBaseUrl, providerTimeoutMs } from './config';
import { ProviderError, type ProviderResult } from './errors';
import { DirectTransportError, type DirectRequest, sendDirect } from './direct-transport';
import { reportProviderOutage as reportToHealth } from './health';
import { providerEndpoint } from './endpoint';
import { REQUEST_ID_HEADER } from '@/lib/server/log';
import { type ProviderOutcome, recordProviderCall } from '@/lib/observability/metrics';
import { currentRequestId, markProviderAwayForRequest } from '@/lib/server/request-context';

/**
 * Who a BFF call to the provider is for: the language of the answer's texts, the shopper's IP and,
 * where the call takes one, the session's bearer token. Spread into a ProviderRequest.
 */
export interface ProviderCall {
  locale: string;
  clientIp?: string;
  /** The session's bearer token; required by some calls, optional for others. */
  token?: string;
}

export interface ProviderRequest<T> {
  path: string;
  schema: z.ZodType<T>;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Language of the texts in the answer: one of the storefront's locales. */
  locale?: string;
  /** The provider's bearer token, from the session; never from the browser. */
  token?: string;
  /**
   * The shopper's IP as the BFF saw it, sent as X-Client-IP for the provider's per-IP limits, with
   * CLIENT_IP_SECRET as X-Client-IP-Secret so the provider knows the storefront sent it.
   */
  clientIp?: string;
  /** Public catalogue data only. Without it the call is never cached. */
  cache?: CachePolicy;
  timeoutMs?: number;
  query?: Record<string, string | number | undefined>;
  /** Extra request headers (the checkout's Idempotency-Key); they never replace the ones set here. */
  headers?: Record<string, string>;
}

const RETRY_DELAY_MS = 150;

/**
 * An outage seen by a call: told to the process's health state and to the request the call was made
 * for, so a page that then fails to render answers the 503 page (lib/server/outage-answer.ts).
 */
function reportProviderOutage(): void {
  reportToHealth();
  markProviderAwayForRequest();
}
/** Headers only this wrapper sets: an extra header of the same name (any case) is dropped. */
const RESERVED_HEADERS = new Set([
  'x-requested-with',
  'content-type',
  'accept',
  'accept-language',
  'authorization',
  'x-client-ip',
  'x-client-ip-secret',
  REQUEST_ID_HEADER,
  'traceparent',
  'tracestate',
]);

function buildUrl(path: string, query?: ProviderRequest<unknown>['query']): string {
  const url = new URL(`${providerBaseUrl()}/api${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function isTimeout(error: unknown): boolean {
  // Duck-typed: the abort reason is a DOMException, which may come from another realm.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** Retry-After as seconds: a number of seconds or an HTTP date; anything else is ignored. */
function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d{1,9}$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 500);
  }
}

type Sent = { status: number; retryAfter: string | null; text: string } | { error: ProviderError };

/** A call the data cache may answer (public catalogue data): Next's fetch, which keeps it by its tags. */
async function sendWithFetch(url: string, init: RequestInit & { next: { revalidate: number; tags: string[] } }, path: string): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    reportProviderOutage();
    return isTimeout(error)
      ? { error: new ProviderError('timeout', path, 'The provider did not answer in time') }
      : { error: new ProviderError('network', path, 'The provider is not reachable') };
  }
  try {
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
  } catch (error) {
    reportProviderOutage();
    return { error: new ProviderError(isTimeout(error) ? 'timeout' : 'network', path, 'The provider broke off its answer') };
  }
}

/**
 * A call that is never cached (the shopper's own data, searches, hints, payments): node:http on a
 * keep-alive agent (direct-transport.ts), which costs the storefront about a third of the CPU of
 * Next's fetch per call (a cache-missing search hint: 2.2 against 3.9 ms, README "Performance").
 * unstable_noStore() first tells Next what a no-store fetch would: a page making this call is
 * rendered per request, never prerendered or kept in the ISR cache with the answer.
 */
async function sendUncached(url: string, init: DirectRequest, path: string): Promise<Sent> {
  noStore();
  try {
    const answer = await sendDirect(url, init);
    return { status: answer.status, retryAfter: answer.header('retry-after'), text: answer.text };
  } catch (error) {
    reportProviderOutage();
    const kind = error instanceof DirectTransportError ? error.kind : 'network';
    return { error: new ProviderError(kind, path, error instanceof DirectTransportError ? error.message : 'The provider is not reachable') };
  }
}

/** A call's outcome as a metrics label: the answer's status class, or the kind of failure. */
function outcomeOf(result: ProviderResult<unknown>): ProviderOutcome {
  if (result.ok) return '2xx';
  const { kind, status } = result.error;
  if (kind !== 'http') return kind === 'timeout' || kind === 'validation' ? kind : 'network';
  return (status ?? 0) >= 500 ? '5xx' : '4xx';
}

const tracer = () => trace.getTracer('storefront.provider');

/**
 * One attempt, in a client span of its own (a no-op when tracing is off), counted by endpoint
 * pattern and outcome. The span's context travels to the provider as `traceparent` (and
 * `tracestate`): Next leaves those two out of its data cache's keys, so a cached call's key is the
 * same for every trace.
 */
async function attempt<T>(request: ProviderRequest<T>): Promise<ProviderResult<T>> {
  const method = request.method ?? 'GET';
  const endpoint = providerEndpoint(request.path);
  const started = performance.now();
  return tracer().startActiveSpan(`provider ${method} ${endpoint}`, { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.template': endpoint } }, async (span) => {
    try {
      const result = await attemptOnce(request, method);
      const outcome = outcomeOf(result);
      recordProviderCall({ endpoint, method, outcome, seconds: (performance.now() - started) / 1000 });
      if (result.ok) {
        if (result.status !== undefined) span.setAttribute('http.response.status_code', result.status);
      } else {
        if (result.error.status) span.setAttribute('http.response.status_code', result.error.status);
        span.setAttribute('error.type', outcome);
        span.setStatus({ code: SpanStatusCode.ERROR, message: result.error.kind });
      }
      return result;
    } finally {
      span.end();
    }
  });
}

async function attemptOnce<T>(request: ProviderRequest<T>, method: string): Promise<ProviderResult<T>> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (!RESERVED_HEADERS.has(name.toLowerCase())) headers[name] = value;
  }
  if (request.locale) headers['Accept-Language'] = request.locale;
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.clientIp) {
    headers['X-Client-IP'] = request.clientIp;
    const secret = clientIpSecret();
    if (secret) headers['X-Client-IP-Secret'] = secret;
  }
  // W3C trace context of the active span, lower-case names (what Next's cache key leaves out).
  propagation.inject(context.active(), headers);

  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const timeoutMs = request.timeoutMs ?? providerTimeoutMs();
  const url = buildUrl(request.path, request.query);
  const cached = Boolean(request.cache) && method === 'GET' && !request.token;
  // The request id goes with every call that is not cached. A cached call's answer serves every
  // later request (Next's data cache), and Next keys it by all of its headers but the trace
  // context: a per-request id there would make every request miss. Its trace id still ties it to
  // the request that made it.
  const reqId = cached ? undefined : currentRequestId();
  if (reqId) headers[REQUEST_ID_HEADER] = reqId;
  const answer =
    cached && request.cache
      ? await sendWithFetch(url, { method, headers, next: { revalidate: request.cache.revalidate, tags: request.cache.tags }, signal: AbortSignal.timeout(timeoutMs) }, request.path)
      : await sendUncached(url, { method, headers, body, timeoutMs }, request.path);
  if ('error' in answer) return { ok: false, error: answer.error };
  const { status, retryAfter, text } = answer;
  const parsedBody = parseBody(text);

  // Only outages are reported: an answer may come from the data cache, so it proves nothing about
  // the provider now. The health probe alone vouches for it (lib/provider/health.ts).
  if (status < 200 || status > 299) {
    if (status >= 500) reportProviderOutage();
    return {
      ok: false,
      error: new ProviderError(
        'http',
        request.path,
        `The provider answered ${status}`,
        status,
        parsedBody,
        retryAfterSeconds(retryAfter),
      ),
    };
  }

  const parsed = request.schema.safeParse(parsedBody);
  if (!parsed.success) {
    return {
      ok: false,
      error: new ProviderError('validation', request.path, `Unexpected answer from the provider: ${parsed.error.issues[0]?.message ?? ''}`, status),
    };
  }
  return { ok: true, data: parsed.data, status };
}

export async function providerFetch<T>(request: ProviderRequest<T>): Promise<ProviderResult<T>> {
  const first = await attempt(request);
  const safeRead = (request.method ?? 'GET') === 'GET';
  // One retry for a read that could not connect; a timeout is not retried (the budget is spent).
  if (!first.ok && safeRead && first.error.kind === 'network') {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return attempt(request);
  }
  return first;
}
