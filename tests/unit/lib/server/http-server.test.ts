// Next's http.Server as the storefront adopts it (lib/server/http-server.ts): header and request
// timeouts; a method the shop serves on no path (TRACE, CONNECT, one Node's parser does not know)
// answered 501 with Allow before the server's own listener sees it, with one JSON log line; OPTIONS
// outside the BFF answered with the methods of a page; and Node's other refusals kept. Driven through a real server on a loopback port and raw sockets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from '@/lib/server/log';
import {
  ALLOW,
  HEADERS_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  adoptServer,
  clientErrorAnswer,
  isSupportedMethod,
  optionsAllow,
  rawAnswer,
} from '@/lib/server/http-server';
import { resetShutdownState } from '@/lib/server/shutdown';

interface Served {
  port: number;
  seen: string[];
  lines: Record<string, unknown>[];
  server: http.Server;
}

const servers: http.Server[] = [];

/** A server like Next's (its own request listener), adopted. */
async function serve(): Promise<Served> {
  const seen: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const server = http.createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.end('served');
  });
  servers.push(server);
  adoptServer(server, createLogger(stream, 'info'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, seen, lines, server };
}

/** Sends raw bytes and resolves with everything answered once the server closes or the answer ends. */
function exchange(port: number, raw: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (/\r\n\r\n/.test(answer) && /content-length: 0\r\n|\r\n\r\nserved$/i.test(answer)) socket.end();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const headerOf = (answer: string, name: string) => new RegExp(`\\r\\n${name}: ([^\\r]*)`, 'i').exec(answer)?.[1];

afterEach(async () => {
  resetShutdownState();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

it('bounds the wait for headers and for the whole request', async () => {
  const { server } = await serve();
  expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
  expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  expect(HEADERS_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS);
  // Node's defaults: 60 s and 300 s.
  expect(REQUEST_TIMEOUT_MS).toBeLessThan(60_000);
});

it('passes the methods the shop serves to the server’s own listener, once however often it is adopted', async () => {
  const { port, seen, server } = await serve();
  adoptServer(server);
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
    const answer = await exchange(port, `${method} /api/health HTTP/1.1\r\nHost: shop\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    expect(statusOf(answer)).toBe(200);
  }
  expect(seen).toHaveLength(6);
  expect(server.listenerCount('request')).toBe(1);
  expect(server.listenerCount('clientError')).toBe(1);
});

it('answers OPTIONS outside the BFF itself (GET, HEAD, OPTIONS), and `OPTIONS *` with every method; the BFF’s to its routes', async () => {
  const { port, seen } = await serve();
  for (const path of ['/', '/en/product/150', '/_next/static/chunks/app.js', '/media/covers/1.svg', '/Media/x', '/robots.txt']) {
    const answer = await exchange(port, `OPTIONS ${path} HTTP/1.1\r\nHost: shop\r\n\r\n`);
    expect(statusOf(answer)).toBe(204);
    expect(headerOf(answer, 'allow')).toBe('GET, HEAD, OPTIONS');
  }
  const everything = await exchange(port, 'OPTIONS * HTTP/1.1\r\nHost: shop\r\n\r\n');
  expect(statusOf(everything)).toBe(204);
  expect(headerOf(everything, 'allow')).toBe(ALLOW);
  expect(seen).toEqual([]);
  expect(statusOf(await exchange(port, 'OPTIONS /api/login HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n'))).toBe(200);
  expect(seen).toEqual(['OPTIONS /api/login']);
});

it.each([
  ['TRACE', '/'],
  ['TRACE', '/api/health'],
  ['PROPFIND', '/media/covers/1.svg'],
  ['QUERY', '/_next/static/chunks/app.js'],
  // Not methods Node's parser knows: refused by it, answered here.
  ['TRACK', '/en'],
  ['FOO', '/api/login'],
  ['BREW', '/favicon.ico'],
])('answers %s %s with 501 and Allow, unseen by the server’s listener, and one log line', async (method, path) => {
  const { port, seen, lines } = await serve();
  const answer = await exchange(port, `${method} ${path}?secret=1 HTTP/1.1\r\nHost: shop\r\nContent-Length: 0\r\n\r\n`);
  expect(statusOf(answer)).toBe(501);
  expect(headerOf(answer, 'allow')).toBe(ALLOW);
  expect(headerOf(answer, 'x-content-type-options')).toBe('nosniff');
  expect(seen).toEqual([]);
  if (!['TRACE', 'PROPFIND', 'QUERY'].includes(method)) {
    // Those the parser refused are logged here; the others by lib/server/request-log.ts, like any request.
    expect(lines).toEqual([expect.objectContaining({ level: 'info', msg: 'request', method, path, status: 501 })]);
  }
});

it('answers CONNECT with 501 and Allow, and closes its socket', async () => {
  const { port, seen, lines } = await serve();
  const answer = await exchange(port, 'CONNECT bank.example:443 HTTP/1.1\r\nHost: bank.example:443\r\n\r\n');
  expect(statusOf(answer)).toBe(501);
  expect(headerOf(answer, 'allow')).toBe(ALLOW);
  expect(headerOf(answer, 'connection')).toBe('close');
  expect(seen).toEqual([]);
  expect(lines).toEqual([expect.objectContaining({ method: 'CONNECT', status: 501 })]);
});

it('keeps Node’s own answer to other malformed requests, logged', async () => {
  const { port, lines } = await serve();
  expect(statusOf(await exchange(port, Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc, 0x03, 0x03])))).toBe(400);
  expect(statusOf(await exchange(port, `GET / HTTP/1.1\r\nHost: shop\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`))).toBe(431);
  expect(lines.map((line) => line.status)).toEqual([400, 431]);
});

describe('the pure parts', () => {
  it('knows the methods the shop serves', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(isSupportedMethod(method)).toBe(true);
    for (const method of ['TRACE', 'CONNECT', 'TRACK', 'get', 'PROPFIND', '', undefined]) expect(isSupportedMethod(method)).toBe(false);
    expect(ALLOW).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('answers what the parser refused as Node does, but 501 for an unknown method in a request line', () => {
    const packet = (text: string) => Buffer.from(text, 'latin1');
    expect(clientErrorAnswer('HPE_INVALID_METHOD', packet('FOO /en/password-reset/0123abcd?x=1 HTTP/1.1\r\nHost: a\r\n\r\n'))).toEqual(
      expect.objectContaining({ status: 501, method: 'FOO', path: expect.not.stringContaining('0123abcd') }),
    );
    expect(clientErrorAnswer('HPE_INVALID_METHOD', packet('\x16\x03\x01 garbage'))).toEqual(expect.objectContaining({ status: 400, method: '-', path: '-' }));
    expect(clientErrorAnswer('HPE_HEADER_OVERFLOW', packet('GET / HTTP/1.1\r\n'))).toEqual(expect.objectContaining({ status: 431, method: 'GET', path: '/' }));
    expect(clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT', undefined)?.status).toBe(408);
    expect(clientErrorAnswer('HPE_INVALID_HEADER_TOKEN', packet('GET / HTTP/1.1\r\n'))?.status).toBe(400);
    expect(clientErrorAnswer('ECONNRESET', undefined)).toBeNull();
  });

  it('knows which OPTIONS Next would not answer', () => {
    expect(optionsAllow('*')).toBe(ALLOW);
    expect(optionsAllow('/en?x=1')).toBe('GET, HEAD, OPTIONS');
    expect(optionsAllow('/apix')).toBe('GET, HEAD, OPTIONS');
    expect(optionsAllow('/api')).toBeNull();
    expect(optionsAllow('/api/basket?locale=en')).toBeNull();
  });

  it('writes a whole answer that closes its connection', () => {
    expect(rawAnswer(501, { Allow: ALLOW })).toBe(`HTTP/1.1 501 Not Implemented\r\nContent-Length: 0\r\nAllow: ${ALLOW}\r\nConnection: close\r\n\r\n`);
  });
});
