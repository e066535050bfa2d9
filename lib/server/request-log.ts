// One JSON log line per HTTP request, without a custom server: Node's own HTTP server publishes
// every request's start and its response's finish on node:diagnostics_channel
// (`http.server.request.start`, `http.server.response.finish`, Node ≥ 18.7), so subscribing once
// from instrumentation.ts covers `next start` and the standalone server.js alike.
//
// Each request gets an id: the caller's X-Request-Id when it looks like one (a load balancer's),
// else a fresh UUID. It is answered in the X-Request-Id header and written into the request's
// headers, so route handlers read it like any header and can put it in their own lines.
// The line holds the method, the path (safePath: no query string, tokens masked), the status and
// the duration, and the client's IP (lib/bff/client-ip.ts: the socket's address, or the
// X-Forwarded-For entry TRUSTED_PROXY_HOPS names); health probes (GET or HEAD) log at debug
// (whatever they answer), server errors (5xx but 501) at error.
//
// The same two events feed the request metrics (lib/observability/metrics.ts: count and duration
// by route pattern), and the id is entered into the request's async context
// (lib/server/request-context.ts) so provider calls made for the request send it as X-Request-Id.
import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { clientIpFrom } from '@/lib/bff/client-ip';
import { REQUEST_ID_HEADER, logger, safePath } from '@/lib/server/log';
import { recordRequest } from '@/lib/observability/metrics';
import { routePattern } from '@/lib/observability/route-pattern';
import { requestContextStore } from '@/lib/server/request-context';

export { REQUEST_ID_HEADER };
/** What an incoming X-Request-Id must look like to be kept (anything else could forge log lines). */
export const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
/** Liveness, readiness and provider probes: asked every few seconds by balancers and monitoring, so logged at debug. */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/health/ready', '/api/health/provider']);

export function requestId(incoming: string | string[] | undefined, fresh: () => string = randomUUID): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && ACCEPTED_REQUEST_ID.test(value) ? value : fresh();
}

export interface RequestLine {
  level: 'debug' | 'info' | 'error';
  reqId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** Absent when the request names none (a socket already closed, too few forwarded entries). */
  clientIp?: string;
}

export function requestLine(input: {
  reqId: string;
  method: string | undefined;
  url: string | undefined;
  status: number;
  durationMs: number;
  clientIp?: string;
}): RequestLine {
  const path = safePath(input.url ?? '/');
  // A probe's 503 (not ready, draining) is an answer, not a failure: it stays at debug. A 501 is a
  // method the shop serves nowhere (lib/server/http-server.ts): the client's doing, not a failure.
  const method = input.method ?? 'GET';
  const probe = PROBE_PATHS.has(path) && (method === 'GET' || method === 'HEAD');
  const level = probe ? 'debug' : input.status >= 500 && input.status !== 501 ? 'error' : 'info';
  return {
    level,
    reqId: input.reqId,
    method,
    path,
    status: input.status,
    durationMs: Math.round(input.durationMs * 10) / 10,
    ...(input.clientIp ? { clientIp: input.clientIp } : {}),
  };
}

export function writeRequestLine(log: Logger, line: RequestLine): void {
  const { level, ...fields } = line;
  log[level](fields, 'request');
}

interface Started {
  reqId: string;
  startedAt: number;
  clientIp: string | undefined;
}

interface HttpMessage {
  request: IncomingMessage;
  response: ServerResponse;
}

/** The two subscribers, apart from the channels so tests can drive them with plain objects. */
export function requestLogHandlers(log: Logger = logger, now: () => number = () => performance.now(), fresh: () => string = randomUUID) {
  const started = new WeakMap<ServerResponse, Started>();
  return {
    onRequestStart(message: unknown): void {
      const { request, response } = message as HttpMessage;
      const reqId = requestId(request.headers[REQUEST_ID_HEADER], fresh);
      // Read now: Next fills X-Forwarded-For in later when the client sent none.
      const forwarded = request.headers['x-forwarded-for'];
      const clientIp = clientIpFrom(request.socket?.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : forwarded);
      started.set(response, { reqId, startedAt: now(), clientIp });
      request.headers[REQUEST_ID_HEADER] = reqId;
      // Published just before the server emits 'request': Next's handling of this request, and
      // everything it starts, runs in this context.
      requestContextStore().enterWith({ reqId });
      if (!response.headersSent) response.setHeader(REQUEST_ID_HEADER, reqId);
    },
    onResponseFinish(message: unknown): void {
      const { request, response } = message as HttpMessage;
      const start = started.get(response);
      if (!start) return;
      started.delete(response);
      const durationMs = now() - start.startedAt;
      writeRequestLine(
        log,
        requestLine({ reqId: start.reqId, method: request.method, url: request.url, status: response.statusCode, durationMs, clientIp: start.clientIp }),
      );
      recordRequest({ method: request.method, route: routePattern(request.url ?? '/'), status: response.statusCode, seconds: durationMs / 1000 });
    },
  };
}

const INSTALLED = Symbol.for('storefront.request-log');

/** Subscribes once per process (register() may run in more than one bundle). */
export function installRequestLog(log: Logger = logger): void {
  const holder = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const handlers = requestLogHandlers(log);
  subscribe('http.server.request.start', handlers.onRequestStart);
  subscribe('http.server.response.finish', handlers.onResponseFinish);
}
