// A page that cannot render because the provider is away answers 503 with the shop's unavailable
// page (lib/server/unavailable-page.ts, in the language of the path) and Retry-After, from the first request
// on: not Next's 500 with the error boundary. Decided where the answer is written, as the server
// (lib/server/http-server.ts) hands a GET or HEAD of a page path to Next: cached pages are served
// by Next without the proxy and without the provider, so only a render that failed reaches this.
//
// Next sets a failed render's status (500) before it writes the first byte (send-payload.js: the
// whole payload with `end`, or `flushHeaders` then chunks; its compression wraps `end` and `write`
// and writes the head itself first). At the head or the first write, whichever comes first, the
// answer is replaced when the render failed for the provider: a provider call made for this very
// request failed for an outage reason (lib/server/request-context.ts), or the process holds the
// provider for down (a render Next shared between simultaneous requests ran in the first one's
// context). Any other answer, and a 500 while the provider answers, is written as Next made it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isProviderMarkedDown } from '@/lib/provider/health';
import { providerAwayForRequest } from '@/lib/server/request-context';
import { securityHeaders } from '@/lib/server/security-headers';
import { isPagePath } from '@/lib/routing/request-path';
import { UNAVAILABLE_RETRY_AFTER_S, renderUnavailablePage } from '@/lib/server/unavailable-page';

/** Whether the provider's absence explains a failed render of the current request. */
export function providerAwayNow(): boolean {
  return providerAwayForRequest() || isProviderMarkedDown();
}

/** The path and query of a request target ("/en/product/7?x=1"), as the shopper asked for it. */
function pathAndSearch(target: string | undefined): { pathname: string; search: string } {
  const value = target ?? '/';
  const query = value.indexOf('?');
  return query < 0 ? { pathname: value, search: '' } : { pathname: value.slice(0, query), search: value.slice(query) };
}

/** Whether the answer to this request is watched: a GET or HEAD of a page path. */
export function watchesForOutage(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return isPagePath(pathAndSearch(request.url).pathname);
}

type Write = ServerResponse['write'];
type End = ServerResponse['end'];

/**
 * Watches the answer to a page request: a 500 about to be written while `providerAway()` holds is
 * written as the 503 unavailable page instead, and what Next writes after it is dropped. `target`
 * is the request's path as it arrived (Next rewrites request.url while routing).
 */
export function answerOutageOfFailedRender(
  request: IncomingMessage,
  response: ServerResponse,
  providerAway: () => boolean = providerAwayNow,
  target: string | undefined = request.url,
): void {
  const writeHead = response.writeHead;
  const write = response.write;
  const end = response.end;
  const flushHeaders = response.flushHeaders;
  let replaced = false;

  /** At the head or the first byte, with the status about to be sent: true when the answer was replaced (now or before). */
  const replace = (status: number): boolean => {
    if (replaced) return true;
    if (response.headersSent || status !== 500 || !providerAway()) return false;
    replaced = true;
    const { pathname, search } = pathAndSearch(target);
    const html = renderUnavailablePage(pathname, search);
    for (const name of response.getHeaderNames()) {
      if (/^(content-|etag$|vary$|cache-control$|x-nextjs-|transfer-encoding$)/i.test(name)) response.removeHeader(name);
    }
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(html)),
      'Cache-Control': 'no-store',
      'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S),
    };
    for (const { key, value } of securityHeaders()) headers[key] = value;
    (writeHead as (...all: unknown[]) => ServerResponse).call(response, 503, headers);
    (end as (...all: unknown[]) => ServerResponse).call(response, request.method === 'HEAD' ? undefined : html);
    return true;
  };

  response.writeHead = function watchedWriteHead(this: ServerResponse, ...args: unknown[]) {
    if (replace(typeof args[0] === 'number' ? args[0] : this.statusCode)) return this;
    return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  response.flushHeaders = function watchedFlushHeaders(this: ServerResponse) {
    if (!replace(this.statusCode)) flushHeaders.call(this);
  };
  response.write = function watchedWrite(this: ServerResponse, ...args: unknown[]) {
    if (!replace(this.statusCode)) return (write as (...all: unknown[]) => boolean).apply(this, args);
    const callback = args.find((arg) => typeof arg === 'function') as ((error?: Error | null) => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as Write;
  response.end = function watchedEnd(this: ServerResponse, ...args: unknown[]) {
    if (!replace(this.statusCode)) return (end as (...all: unknown[]) => ServerResponse).apply(this, args);
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return this;
  } as End;
}
