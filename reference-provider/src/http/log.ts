// The provider's log: one JSON object per line on stdout (`time`, `level`, `service`, `msg` and the
// line's fields), as the storefront writes its own, so one collector reads both. A request's line
// carries the id the storefront sent (`X-Request-Id`, as `reqId`) and the trace it continues
// (W3C `traceparent`, as `trace_id` and the caller's `parent_span_id`): the two sides' lines of
// one shopper's request are found together. The request URL as it appears in log lines is
// printable, bounded, and without link tokens, payment handles or anything that looks like a card
// number.
import type { IncomingMessage } from 'node:http';
import type { Handler, LogFields, Logger } from './context';
import { pathSegments, type Router } from './router';

/** Printable and bounded, so a hostile URL cannot forge or flood log lines. */
function loggable(text: string): string {
  const clean = text.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c));
  return clean.length > 300 ? `${clean.slice(0, 300)}...` : clean;
}

/** A path segment that may be a link token although no route says so (a mistyped path). */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;

/** Query values never logged: payment handles, signatures, and card fields sent where they do not belong. */
const SECRET_QUERY_KEYS = new Set(['md', 'pareq', 'pares', 'signature', 'nonce', 'token', 'card_number', 'number', 'cvc', 'cvv', 'pan']);
/** Runs of 12 to 19 digits, optionally grouped by spaces, hyphens or their encodings: card numbers. */
const CARD_LIKE = /\d(?:(?:[ +-]|%20|%2[dD])?\d){11,18}/g;

function redactQuery(search: string): string {
  if (search === '') return '';
  const pairs = search.slice(1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    let key = rawKey;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    } catch {
      // keep it raw
    }
    return eq !== -1 && SECRET_QUERY_KEYS.has(key.toLowerCase()) ? `${rawKey}=***` : pair;
  });
  return `?${pairs.join('&')}`;
}

/**
 * The request URL as logged: link tokens in the path (route parameters named `:token`, or anything
 * token-like on a path no route knows) become "***", so log files never hold a usable link.
 */
export function urlForLog(router: Pick<Router<Handler>, 'pattern'>, url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  const raw = pathname.replace(/\/+$/, '').split('/').slice(1);
  let pattern: string[] | null = null;
  try {
    pattern = router.pattern(pathSegments(pathname));
  } catch {
    // undecodable path: no route, the generic rule applies
  }
  const redacted = raw.map((segment, i) => {
    if (pattern) return pattern[i] === ':token' ? '***' : segment;
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // keep it raw
    }
    return TOKEN_LIKE.test(decoded) ? '***' : segment;
  });
  return loggable(`/${redacted.join('/')}${redactQuery(search)}`.replace(CARD_LIKE, '***'));
}

/** The ids a request came with, as log fields: only well-formed ones (anything else could forge lines). */
export function requestIds(req: Pick<IncomingMessage, 'headers'>): LogFields {
  const fields: LogFields = {};
  const id = req.headers['x-request-id'];
  if (typeof id === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(id)) fields.reqId = id;
  const trace = traceContext(req.headers.traceparent);
  if (trace) {
    fields.trace_id = trace.traceId;
    fields.parent_span_id = trace.parentId;
  }
  return fields;
}

/** A W3C `traceparent` (version 00 or a later one read as 00), or null when malformed or all zero. */
export function traceContext(header: string | string[] | undefined): { traceId: string; parentId: string; sampled: boolean } | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/.exec(value?.trim() ?? '');
  if (!match || match[1] === 'ff' || (match[1] === '00' && match[5] !== undefined)) return null;
  const [, , traceId, parentId, flags] = match as unknown as [string, string, string, string, string];
  if (/^0+$/.test(traceId) || /^0+$/.test(parentId)) return null;
  return { traceId, parentId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

function errorField(err: unknown): Record<string, string> | undefined {
  if (err === undefined || err === null || err === '') return undefined;
  if (err instanceof Error) return { name: err.name, message: err.message, ...(err.stack ? { stack: err.stack } : {}) };
  return { message: String(err) };
}

/** A Logger writing JSON lines to `write` (stdout); `now` gives the time (tests fix it). */
export function jsonLogger(write: (line: string) => void = (line) => void process.stdout.write(line), now: () => Date = () => new Date()): Logger {
  const emit = (level: string, msg: string, fields: LogFields | undefined, err?: unknown) => {
    const error = errorField(err);
    write(`${JSON.stringify({ level, time: now().toISOString(), service: 'reference-provider', msg, ...fields, ...(error ? { err: error } : {}) })}\n`);
  };
  return {
    info: (line, fields) => emit('info', line, fields),
    error: (line, err, fields) => emit('error', line, fields, err),
  };
}
