// What the storefront adds to the http.Server that Next's standalone server.js creates, without a
// custom server. Node publishes each accepted connection on the `net.server.socket` channel (the
// socket knows its server) before a byte of it is parsed, and each request on
// `http.server.request.start`; the first of either adopts the server, once:
//
// - Slow clients are bounded: HEADERS_TIMEOUT_MS for a request's line and headers, and
//   REQUEST_TIMEOUT_MS for the whole request with its body (Node's defaults are 60 s and 300 s).
//   Node answers 408 and closes the connection past them, checking every 30 s (its
//   `connectionsCheckingInterval`, fixed when the server starts listening); at shutdown,
//   lib/server/shutdown.ts closes such connections sooner.
// - Methods the shop serves on no path (TRACE, CONNECT, PROPFIND, made-up ones…) are answered 501
//   with `Allow: SUPPORTED_METHODS` before Next sees them: Next would otherwise fail on them with a
//   500 and a stack trace (the fetch API refuses TRACE and CONNECT), Node's parser drops a method
//   it does not know with a bare 400, and a CONNECT without a listener loses its socket unanswered.
//   OPTIONS outside the BFF (a page, a static file: Next answers it with a bare 400) is 204 with
//   `Allow: GET, HEAD, OPTIONS`; the BFF's route handlers answer it with their own methods.
// - Requests Node's parser refuses (a method it does not know, a header block too large, a request
//   past its timeout, malformed bytes) get Node's own answer, and one JSON log line like any request.
// - Every answer passes filterResponseHeaders as its head is written: Next's internal headers
//   (x-middleware-*, most x-nextjs-*) are dropped, and HSTS is added only to answers over HTTPS.
// - A page whose render failed because the provider is away answers the 503 page
//   (lib/server/outage-answer.ts).
import { randomUUID } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import type { Logger } from 'pino';
import { trustedHops } from '@/lib/bff/client-ip';
import { logger, safePath } from '@/lib/server/log';
import { processWide } from '@/lib/server/process-wide';
import { HSTS, baseSecurityHeaders } from '@/lib/server/security-headers';
import { answerOutageOfFailedRender, watchesForOutage } from './outage-answer';
import { writeRequestLine } from './request-log';
import { trackServer } from './shutdown';

/** Longest wait for a request's line and headers, from its first byte. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Longest wait for a whole request, body included (the shop's bodies are a few kilobytes). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Every method some path of the shop answers; any other is 501 on every path. */
export const SUPPORTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export const ALLOW = SUPPORTED_METHODS.join(', ');

export function isSupportedMethod(method: string | undefined): boolean {
  return (SUPPORTED_METHODS as readonly string[]).includes(method ?? '');
}

/** What pages, static files, media and sitemaps (every path outside the BFF) answer. */
export const READ_ONLY_ALLOW = 'GET, HEAD, OPTIONS';

/** The headers of an answer without a body that tells the methods allowed. */
function allowHeaders(allow: string): Record<string, string> {
  const headers: Record<string, string> = { Allow: allow, 'Cache-Control': 'no-store', 'Content-Length': '0' };
  for (const { key, value } of baseSecurityHeaders()) headers[key] = value;
  return headers;
}

/** The headers of the 501 answer (also what `Allow` tells a client to use instead). */
export function notImplementedHeaders(): Record<string, string> {
  return allowHeaders(ALLOW);
}

/**
 * The `Allow` of an OPTIONS request that Next would not answer itself: the server's methods for
 * `OPTIONS *`, GET and HEAD for any path outside the BFF (Next answers a page's or a static file's
 * OPTIONS with a bare 400). Null for the BFF, whose route handlers answer with their own methods.
 */
export function optionsAllow(target: string | undefined): string | null {
  if (target === '*') return ALLOW;
  const path = safePath(target ?? '/');
  return path === '/api' || path.startsWith('/api/') ? null : READ_ONLY_ALLOW;
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Content Too Large', 431: 'Request Header Fields Too Large', 501: 'Not Implemented' };

/** A whole answer written on a socket the HTTP parser has given up (it closes after it). */
export function rawAnswer(status: number, headers: Record<string, string> = {}): string {
  const lines = [`HTTP/1.1 ${status} ${REASONS[status] ?? ''}`.trimEnd()];
  const all: Record<string, string> = { 'Content-Length': '0', ...headers, Connection: 'close' };
  for (const [name, value] of Object.entries(all)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** An HTTP token (RFC 9110 section 5.6.2), as a method must be. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,32}$/;
/** The request line of a refused request's first bytes: method, target, version. */
const REQUEST_LINE = /^([^\s]{1,32}) (\S{1,8192}) HTTP\/1\.[01]\r?\n/;

export interface ClientErrorAnswer {
  status: number;
  /** For the log line: the method and path the request line named, when it had one. */
  method: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * What Node's parser refused, answered as Node would, except a well-formed request line naming a
 * method the parser does not know: 501 like any other unsupported method. Null when nothing can be
 * answered (the client went away).
 */
export function clientErrorAnswer(code: string | undefined, rawPacket: Buffer | undefined): ClientErrorAnswer | null {
  if (code === 'ECONNRESET' || code === 'EPIPE') return null;
  const line = REQUEST_LINE.exec(rawPacket?.subarray(0, 8300).toString('latin1') ?? '');
  const method = line && TOKEN.test(line[1]!) ? line[1]! : '-';
  const path = line && line[2]!.startsWith('/') ? safePath(line[2]!) : '-';
  if (code === 'HPE_INVALID_METHOD' && method !== '-') return { status: 501, method, path, headers: notImplementedHeaders() };
  const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW' ? 413 : 400;
  return { status, method, path, headers: {} };
}

/** A socket with the response Node attached to it, if any (Node's own clientError default reads it). */
type ServedSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

/** A 'clientError' listener doing what Node's default does, with a 501 for unknown methods and a log line. */
export function onClientError(log: Logger, fresh: () => string = randomUUID) {
  return (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: ServedSocket): void => {
    const answer = clientErrorAnswer(error.code, error.rawPacket);
    if (answer && socket.writable && !socket._httpMessage?.headersSent) {
      socket.write(rawAnswer(answer.status, answer.headers));
      writeRequestLine(log, { level: 'info', reqId: fresh(), method: answer.method, path: answer.path, status: answer.status, durationMs: 0 });
    }
    socket.destroy();
  };
}

/** A 'connect' listener: CONNECT is no method of the shop (it is no proxy). */
export function onConnect(log: Logger, fresh: () => string = randomUUID) {
  return (_request: IncomingMessage, socket: Duplex): void => {
    socket.end(rawAnswer(501, notImplementedHeaders()));
    socket.once('finish', () => socket.destroy());
    writeRequestLine(log, { level: 'info', reqId: fresh(), method: 'CONNECT', path: '-', status: 501, durationMs: 0 });
  };
}

/**
 * The x-nextjs-* response headers Next's client router reads (next/dist/client/components:
 * app-router-headers.js names them; router-reducer/fetch-server-response.js,
 * segment-cache/cache.js and server-action-reducer.js read them from RSC, prefetch and server
 * action answers): the rewritten path and query of a page the proxy rewrote (a locale), how long a
 * prefetch stays fresh, whether an answer was prerendered or postponed, a server action not found,
 * and the deployment id that tells the client to reload after a deploy. Every other x-nextjs-*
 * (x-nextjs-matched-path, x-nextjs-request-id…) and every x-middleware-* (the proxy's rewrite,
 * next and override signals to Next's router) is Next talking to itself, and tells a client how
 * the server is built: dropped. x-nextjs-cache, how the page cache served the answer, is said in
 * the standard Cache-Status header instead (cacheStatus).
 */
export const CLIENT_READ_NEXT_HEADERS: ReadonlySet<string> = new Set([
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-nextjs-stale-time',
  'x-nextjs-postponed',
  'x-nextjs-prerender',
  'x-nextjs-action-not-found',
  'x-nextjs-deployment-id',
]);

/** Whether a response header is one of Next's internal ones, never sent to a client. */
export function isInternalHeader(name: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('x-middleware-')) return true;
  return lower.startsWith('x-nextjs-') && !CLIENT_READ_NEXT_HEADERS.has(lower);
}

/**
 * Whether the request reached the shop over HTTPS: a TLS socket, or, with TRUSTED_PROXY_HOPS ≥ 1,
 * X-Forwarded-Proto https as the outermost trusted proxy wrote it (the hops-th value from the
 * right, like X-Forwarded-For in lib/bff/client-ip.ts; a proxy that overwrites the header leaves
 * one value). SITE_URL's scheme is not asked: it says how the shop is published, not how this
 * request came, and the instance's own port is reached over plain HTTP from inside.
 */
export function isHttpsRequest(request: IncomingMessage, hops = trustedHops()): boolean {
  if ((request.socket as Partial<TLSSocket> | null)?.encrypted) return true;
  if (hops < 1) return false;
  const raw = request.headers['x-forwarded-proto'];
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  if (!value) return false;
  const entries = value.split(',');
  return entries[Math.max(0, entries.length - hops)]?.trim().toLowerCase() === 'https';
}

/** The name this server gives itself in Cache-Status (RFC 9211). */
export const CACHE_STATUS_NAME = 'storefront';

/**
 * Next's x-nextjs-cache value as a Cache-Status entry (RFC 9211), for operators and tests reading
 * whether the page cache served an answer: HIT `hit`; MISS, STALE (served stale, regenerating) and
 * REVALIDATED (regenerated on demand) as why the answer was made: `fwd=miss`, `fwd=stale`,
 * `fwd=request`. Null for anything else.
 */
export function cacheStatus(nextCache: unknown): string | null {
  const value = String(Array.isArray(nextCache) ? nextCache[0] : (nextCache ?? '')).toUpperCase();
  const entry = { HIT: 'hit', MISS: 'fwd=miss', STALE: 'fwd=stale', REVALIDATED: 'fwd=request' }[value];
  return entry ? `${CACHE_STATUS_NAME}; ${entry}` : null;
}

/** x-nextjs-cache's value among headers given to writeHead, if any. */
function nextCacheIn(headers: unknown): unknown {
  if (Array.isArray(headers)) {
    const list = headers as unknown[];
    if (list.length > 0 && Array.isArray(list[0])) return (list as Array<[string, unknown]>).find(([name]) => String(name).toLowerCase() === 'x-nextjs-cache')?.[1];
    for (let i = 0; i + 1 < list.length; i += 2) if (String(list[i]).toLowerCase() === 'x-nextjs-cache') return list[i + 1];
    return undefined;
  }
  if (headers && typeof headers === 'object') {
    return Object.entries(headers as Record<string, unknown>).find(([name]) => name.toLowerCase() === 'x-nextjs-cache')?.[1];
  }
  return undefined;
}

type HeaderPairs = Array<string | string[]> | Array<[string, string | string[]]>;

/** Headers as given to writeHead (an object, or raw [name, value, …] or [[name, value], …]) without the dropped ones. */
function withoutDropped(headers: unknown, drop: (name: string) => boolean): unknown {
  if (Array.isArray(headers)) {
    const list = headers as HeaderPairs;
    if (list.length > 0 && Array.isArray(list[0])) return (list as Array<[string, string | string[]]>).filter(([name]) => !drop(String(name)));
    const kept: Array<string | string[]> = [];
    for (let i = 0; i + 1 < list.length; i += 2) {
      if (!drop(String(list[i]))) kept.push(list[i] as string | string[], list[i + 1] as string | string[]);
    }
    return kept;
  }
  if (headers && typeof headers === 'object') {
    return Object.fromEntries(Object.entries(headers as Record<string, unknown>).filter(([name]) => !drop(name)));
  }
  return headers;
}

/**
 * Filters every header the response is about to send, at writeHead (which Node also calls for an
 * implicit head, on the first write or end): Next's internal headers are dropped (x-nextjs-cache
 * becomes Cache-Status); HSTS is sent in production on answers over HTTPS only, and dropped from
 * any other.
 */
export function filterResponseHeaders(request: IncomingMessage, response: ServerResponse, production = process.env.NODE_ENV === 'production'): void {
  const https = isHttpsRequest(request);
  const drop = (name: string) => isInternalHeader(name) || (!https && name.toLowerCase() === 'strict-transport-security');
  const writeHead = response.writeHead;
  response.writeHead = function filteredWriteHead(this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      const at = typeof args[1] === 'string' ? 2 : 1;
      const status = cacheStatus(nextCacheIn(args[at]) ?? this.getHeader('x-nextjs-cache'));
      for (const name of this.getHeaderNames()) if (drop(name)) this.removeHeader(name);
      if (status && !this.hasHeader('cache-status')) this.setHeader('Cache-Status', status);
      if (https && production && !this.hasHeader(HSTS.key)) this.setHeader(HSTS.key, HSTS.value);
      if (args.length > at) args[at] = withoutDropped(args[at], drop);
    }
    return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Puts the method check in front of the server's own request listeners (Next's). */
export function guardMethods(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    filterResponseHeaders(request, response);
    if (!isSupportedMethod(request.method)) {
      response.writeHead(501, notImplementedHeaders());
      response.end();
      return;
    }
    const allow = request.method === 'OPTIONS' ? optionsAllow(request.url) : null;
    if (allow) {
      response.writeHead(204, allowHeaders(allow));
      response.end();
      return;
    }
    if (watchesForOutage(request)) answerOutageOfFailedRender(request, response);
    for (const listener of listeners) listener.call(server, request, response);
  });
}

/** Once per server: timeouts, the method check, refused requests answered and logged. */
export function adoptServer(server: Server, log: Logger = logger): void {
  const adopted = processWide('adopted-servers', () => new WeakSet<Server>());
  if (adopted.has(server)) return;
  adopted.add(server);
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  guardMethods(server);
  server.on('clientError', onClientError(log));
  server.on('connect', onConnect(log));
  trackServer(server);
}

/** Subscribes once per process (register() may run in more than one bundle). */
export function installServerGuards(): void {
  const state = processWide('server-guards', () => ({ installed: false }));
  if (state.installed) return;
  state.installed = true;
  subscribe('net.server.socket', (message) => {
    const server = (message as { socket: { server?: unknown } }).socket.server;
    if (server instanceof http.Server) adoptServer(server);
  });
  subscribe('http.server.request.start', (message) => adoptServer((message as { server: Server }).server));
}
