// The shopper's IP as the BFF can know it, for rate limits and the provider's X-Client-IP.
//
// Route handlers do not see the socket. What they see is X-Forwarded-For: Next's own server
// (`next start`) sets it to the socket's remote address when the request did not carry one, and
// leaves it untouched when it did (node_modules/next/dist/server/base-server.js,
// `req.headers['x-forwarded-for'] ??= socket.remoteAddress`). A reverse proxy that appends
// (nginx's $proxy_add_x_forwarded_for, most load balancers) adds the address it saw at the right.
// So the rightmost entry is the address the nearest trusted hop saw: the socket's when the
// storefront is reached directly, the client's behind one appending proxy. Entries further left
// were written by the client and could be anything.
//
// TRUSTED_PROXY_HOPS (default 0) counts further appending proxies in front of that one (a CDN in
// front of nginx: 1); the client is then that many entries left of the rightmost.
// Directly exposed, a client that sends its own X-Forwarded-For chooses its key: run the
// storefront behind a proxy that appends (or overwrites) the header in production.
import { isIP } from 'node:net';

function trustedHops(): number {
  const value = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(value) && value >= 0 && value <= 10 ? value : 0;
}

/** An address as written in X-Forwarded-For, without a port or brackets; null when it is not an IP. */
export function normaliseIp(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (value.toLowerCase().startsWith('::ffff:') && isIP(value.slice(7)) === 4) value = value.slice(7);
  return isIP(value) ? value.toLowerCase() : null;
}

/** The client's IP, or undefined when the headers name none. */
export function clientIp(headers: Headers): string | undefined {
  const forwarded = headers.get('x-forwarded-for');
  if (!forwarded) return undefined;
  const entries = forwarded.split(',');
  const index = Math.max(0, entries.length - 1 - trustedHops());
  return normaliseIp(entries[index] ?? '') ?? undefined;
}
