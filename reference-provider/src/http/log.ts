// The request URL as it appears in log lines: printable, bounded, and without link tokens, payment
// handles or anything that looks like a card number.
import type { Handler } from './context';
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
