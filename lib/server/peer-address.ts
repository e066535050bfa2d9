// The address at the other end of each request's socket, for the client IP of a storefront reached
// directly (TRUSTED_PROXY_HOPS=0, lib/bff/client-ip.ts). Route handlers see headers only (Next 16's
// NextRequest has no `ip`), and X-Forwarded-For is whatever such a client chose to send. So, like
// the request log, a subscriber of Node's `http.server.request.start` channel (installed once by
// instrumentation.ts; it runs before Next sees the request) writes the socket's address into the
// request as `x-storefront-peer: {nonce} {address}`, replacing anything a client sent by that name.
//
// The nonce is random per process and never leaves it: a request that reached the server before
// the subscriber was installed (the first moments after listen) keeps a client's value, which
// lacks the nonce and is ignored, so the header cannot be forged even then.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { processWide } from '@/lib/server/process-wide';

export const PEER_HEADER = 'x-storefront-peer';

function processNonce(): string {
  return processWide('peer-nonce', () => randomBytes(18).toString('base64url'));
}

/** The header's value for a socket address (also how tests play a socket). */
export function peerHeaderValue(address: string): string {
  return `${processNonce()} ${address}`;
}

/** Overwrites the header of one incoming request with its socket's address. */
export function stampPeerAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>): void {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[PEER_HEADER] = peerHeaderValue(address);
  else delete request.headers[PEER_HEADER];
}

/** The socket's address as stamped by this process, or undefined (absent, or not this process's stamp). */
export function peerAddress(headers: Headers): string | undefined {
  const value = headers.get(PEER_HEADER);
  if (!value) return undefined;
  const space = value.indexOf(' ');
  if (space < 0) return undefined;
  const given = Buffer.from(value.slice(0, space));
  const own = Buffer.from(processNonce());
  if (given.length !== own.length || !timingSafeEqual(given, own)) return undefined;
  return value.slice(space + 1).trim() || undefined;
}

/** Subscribes once per process (register() may run in more than one bundle). */
export function installPeerAddress(): void {
  const state = processWide('peer-address', () => ({ installed: false }));
  if (state.installed) return;
  state.installed = true;
  subscribe('http.server.request.start', (message) => stampPeerAddress((message as { request: IncomingMessage }).request));
}
