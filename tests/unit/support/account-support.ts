// Shared by the BFF account tests: requests as a browser on the shop's own origin would send them,
// the session cookie carried from one answer to the next, and a check that no body holds a token.
import { NextRequest } from 'next/server';
import { PEER_HEADER, peerHeaderValue } from '@/lib/server/peer-address';

export const SHOP = 'http://shop.test';
export const CLIENT_IP = '203.0.113.7';
/** What the stub provider hands out as a bearer token: it must never reach the browser. */
export const TOKEN = 'tok_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

export const providerUser = { id: 42, email: 'ana@example.com', name: 'Ana1', verified: false, balance: 1500 };

export interface RequestOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  origin?: string | null;
  /** The socket's address, as the server stamps it (lib/server/peer-address.ts). */
  ip?: string;
  headers?: Record<string, string>;
}

/** The header the server writes with a request's socket address: how a test plays the client's socket. */
export function fromSocket(ip: string): Record<string, string> {
  return { [PEER_HEADER]: peerHeaderValue(ip) };
}

export function apiRequest(path: string, options: RequestOptions = {}): NextRequest {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...fromSocket(options.ip ?? CLIENT_IP), ...options.headers };
  if (method !== 'GET' && options.origin !== null) headers.origin = options.origin ?? SHOP;
  if (options.cookie) headers.cookie = options.cookie;
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new NextRequest(new URL(path, SHOP), { method, headers, body });
}

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
  /** "name=value", for the next request's Cookie header. */
  pair: string;
}

export function setCookies(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair = '', ...rest] = line.split(';');
    const index = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const part of rest) {
      const [key = '', ...value] = part.trim().split('=');
      attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
    }
    return { name: pair.slice(0, index).trim(), value: pair.slice(index + 1).trim(), attributes, pair: pair.trim() };
  });
}

/** The body as JSON, after checking that neither it nor any cookie carries the token in clear. */
export async function readBody(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  expect(text).not.toContain(TOKEN);
  expect(response.headers.getSetCookie().join('\n')).not.toContain(TOKEN);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}
