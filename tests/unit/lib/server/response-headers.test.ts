// What every answer's head carries once lib/server/http-server.ts has adopted the server: none of
// Next's internal headers (x-middleware-*, the x-nextjs-* its client does not read), and HSTS only
// on answers to requests that came over HTTPS. Driven through real servers on loopback ports.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from '@/lib/server/log';
import { CLIENT_READ_NEXT_HEADERS, adoptServer, cacheStatus, filterResponseHeaders, isHttpsRequest, isInternalHeader } from '@/lib/server/http-server';
import { resetShutdownState } from '@/lib/server/shutdown';

const servers: http.Server[] = [];

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  resetShutdownState();
  delete process.env.TRUSTED_PROXY_HOPS;
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Answers the way Next's router does after the proxy rewrote a path: headers set, then written. */
function likeNext(_request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('x-middleware-rewrite', '/pt-BR');
  response.setHeader('X-Middleware-Next', '1');
  response.setHeader('x-nextjs-cache', 'HIT');
  response.setHeader('x-nextjs-matched-path', '/[locale]');
  response.setHeader('x-nextjs-rewritten-path', '/pt-BR');
  response.setHeader('x-nextjs-stale-time', '300');
  response.setHeader('content-type', 'text/html');
  response.writeHead(200, { 'x-middleware-override-headers': 'x-a', 'x-nextjs-postponed': '1', 'x-kept': 'yes' });
  response.end('page');
}

it('drops Next’s internal headers from every answer and keeps those its client router reads', async () => {
  const quiet = createLogger(new Writable({ write: (_chunk, _encoding, done) => done() }), 'silent');
  const server = http.createServer(likeNext);
  adoptServer(server, quiet);
  const response = await fetch(`${await listen(server)}/`);
  const names = [...response.headers.keys()];
  expect(names.filter((name) => name.startsWith('x-middleware-'))).toEqual([]);
  expect(names.filter((name) => name.startsWith('x-nextjs-')).sort()).toEqual(['x-nextjs-postponed', 'x-nextjs-rewritten-path', 'x-nextjs-stale-time']);
  expect(response.headers.get('x-kept')).toBe('yes');
  expect(response.headers.get('content-type')).toBe('text/html');
  // How the page cache served it is said in the standard header.
  expect(response.headers.get('cache-status')).toBe('storefront; hit');
  expect(await response.text()).toBe('page');
});

it('says how the page cache served an answer in Cache-Status, whichever way Next set it', async () => {
  expect(cacheStatus('HIT')).toBe('storefront; hit');
  expect(cacheStatus('MISS')).toBe('storefront; fwd=miss');
  expect(cacheStatus('STALE')).toBe('storefront; fwd=stale');
  expect(cacheStatus('REVALIDATED')).toBe('storefront; fwd=request');
  expect(cacheStatus('whatever')).toBeNull();
  expect(cacheStatus(undefined)).toBeNull();
  const server = http.createServer((request, response) => {
    filterResponseHeaders(request, response, true);
    if (request.url === '/given') response.writeHead(200, ['x-nextjs-cache', 'STALE']);
    response.end();
  });
  const origin = await listen(server);
  const given = await fetch(`${origin}/given`);
  expect(given.headers.get('cache-status')).toBe('storefront; fwd=stale');
  expect(given.headers.get('x-nextjs-cache')).toBeNull();
  expect((await fetch(`${origin}/none`)).headers.get('cache-status')).toBeNull();
});

it('filters raw header lists given to writeHead, and an implicit head', async () => {
  const server = http.createServer((request, response) => {
    filterResponseHeaders(request, response, true);
    if (request.url === '/raw') {
      response.writeHead(200, 'OK', ['x-middleware-rewrite', '/x', 'x-kept', 'yes']);
      response.end();
      return;
    }
    response.setHeader('x-middleware-rewrite', '/x');
    response.end('implicit');
  });
  const origin = await listen(server);
  const raw = await fetch(`${origin}/raw`);
  expect(raw.headers.get('x-middleware-rewrite')).toBeNull();
  expect(raw.headers.get('x-kept')).toBe('yes');
  const implicit = await fetch(`${origin}/implicit`);
  expect(implicit.headers.get('x-middleware-rewrite')).toBeNull();
  expect(await implicit.text()).toBe('implicit');
});

it('sends HSTS in production over HTTPS only: behind a trusted proxy that says https, never over plain HTTP', async () => {
  const server = http.createServer((request, response) => {
    filterResponseHeaders(request, response, true);
    // As a header set by configuration would be: dropped over plain HTTP.
    if (request.url === '/configured') response.setHeader('Strict-Transport-Security', 'max-age=1');
    response.end();
  });
  const origin = await listen(server);
  const hsts = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${origin}${path}`, { headers })).headers.get('strict-transport-security');

  expect(await hsts('/')).toBeNull();
  expect(await hsts('/configured')).toBeNull();
  // Reached directly (TRUSTED_PROXY_HOPS=0): the client writes X-Forwarded-Proto, so it is not believed.
  expect(await hsts('/', { 'x-forwarded-proto': 'https' })).toBeNull();

  process.env.TRUSTED_PROXY_HOPS = '1';
  expect(await hsts('/', { 'x-forwarded-proto': 'https' })).toBe('max-age=63072000; includeSubDomains');
  expect(await hsts('/', { 'x-forwarded-proto': 'http' })).toBeNull();
  expect(await hsts('/configured', { 'x-forwarded-proto': 'http' })).toBeNull();
  // An appending proxy: the value it wrote is the rightmost, the client's own is ignored.
  expect(await hsts('/', { 'x-forwarded-proto': 'https, http' })).toBeNull();
  expect(await hsts('/', { 'x-forwarded-proto': 'http, https' })).not.toBeNull();
});

it('sends no HSTS outside production', async () => {
  process.env.TRUSTED_PROXY_HOPS = '1';
  const server = http.createServer((request, response) => {
    filterResponseHeaders(request, response, false);
    response.end();
  });
  const response = await fetch(`${await listen(server)}/`, { headers: { 'x-forwarded-proto': 'https' } });
  expect(response.headers.get('strict-transport-security')).toBeNull();
});

describe('isInternalHeader and isHttpsRequest', () => {
  it('tell the headers apart in any case', () => {
    expect(isInternalHeader('X-Middleware-Rewrite')).toBe(true);
    expect(isInternalHeader('x-nextjs-cache')).toBe(true);
    for (const name of CLIENT_READ_NEXT_HEADERS) expect(isInternalHeader(name.toUpperCase())).toBe(false);
    expect(isInternalHeader('x-request-id')).toBe(false);
  });

  it('believe a TLS socket whatever the headers', () => {
    const request = { socket: { encrypted: true }, headers: {} } as unknown as IncomingMessage;
    expect(isHttpsRequest(request, 0)).toBe(true);
    const plain = { socket: {}, headers: { 'x-forwarded-proto': 'https' } } as unknown as IncomingMessage;
    expect(isHttpsRequest(plain, 0)).toBe(false);
    expect(isHttpsRequest(plain, 2)).toBe(true);
  });
});
