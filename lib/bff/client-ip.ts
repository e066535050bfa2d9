// The shopper's IP as the BFF can know it, for rate limits and the provider's X-Client-IP.
//
// TRUSTED_PROXY_HOPS (default 0) says how many proxies in front of the storefront append to
// X-Forwarded-For, and so which value a client cannot choose:
// - 0: the storefront is reached directly. The client is the socket's peer, stamped into the
//   request by lib/server/peer-address.ts; X-Forwarded-For is ignored, since here the client
//   writes it (Next's server only fills it in when absent: base-server.js
//   `req.headers['x-forwarded-for'] ??= socket.remoteAddress`).
// - N ≥ 1: the N-th entry from the right of X-Forwarded-For (1: the rightmost, the address the
//   nearest proxy saw; 2: the one written by the proxy in front of that, as a CDN in front of a
//   load balancer). Entries further left were written by the client and are never used. With
//   fewer entries than N, the leftmost (every entry then came from a proxy).
// Only an appending proxy (nginx's $proxy_add_x_forwarded_for, most load balancers) counts; the
// storefront must then be reachable through those proxies only.
import { isIP } from 'node:net';
import { peerAddress } from '@/lib/server/peer-address';

/** TRUSTED_PROXY_HOPS: how many proxies in front of the storefront write the forwarding headers. */
export function trustedHops(): number {
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

/**
 * The client's IP from the socket's address and the X-Forwarded-For a request came with, by the
 * rule above; undefined when they name none.
 */
export function clientIpFrom(peer: string | undefined, forwarded: string | null | undefined, hops = trustedHops()): string | undefined {
  if (hops === 0) return normaliseIp(peer ?? '') ?? undefined;
  if (!forwarded) return undefined;
  const entries = forwarded.split(',');
  return normaliseIp(entries[Math.max(0, entries.length - hops)] ?? '') ?? undefined;
}

/** The client's IP, or undefined when the request names none. */
export function clientIp(headers: Headers): string | undefined {
  return clientIpFrom(peerAddress(headers), headers.get('x-forwarded-for'));
}
