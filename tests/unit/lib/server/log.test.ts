// The JSON log (lib/server/log.ts) and the request lines (lib/server/request-log.ts): secrets and card
// data never reach a line, paths lose their query and their tokens, request ids are kept only when
// they look like ids. Lines are captured from the logger's destination stream.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { DEFAULT_LOG_LEVEL, REDACTED, createLogger, errorFields, logLevel, safePath } from '@/lib/server/log';
import { currentRequestId } from '@/lib/server/request-context';
import { ACCEPTED_REQUEST_ID, requestId, requestLine, requestLogHandlers, writeRequestLine } from '@/lib/server/request-log';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>), stream };
}

const CARD = '4242424242424242';
const CVV = '737';
const TOKEN = 'tok_9f8e7d6c5b4a3210';
const PASSWORD = 'correct horse battery';
const SESSION_SECRET = 'session-secret-never-logged-0123456789';
const COOKIE = '__Host-session=Fe26.2**sealed-cookie-value';

describe('logger', () => {
  it('writes one JSON line with the level as a label, an ISO time and the service', () => {
    const out = capture();
    createLogger(out.stream, 'info').info({ route: 'GET /api/user' }, 'hello');
    const [line] = out.parsed();
    expect(line).toMatchObject({ level: 'info', service: 'storefront', route: 'GET /api/user', msg: 'hello' });
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
  });

  it('never writes a secret, a token, a password, card data, a cookie or an authorization header', () => {
    const out = capture();
    const log = createLogger(out.stream, 'trace');
    log.info({
      password: PASSWORD,
      password_confirmation: PASSWORD,
      token: TOKEN,
      'auth-token': TOKEN,
      SESSION_SECRET,
      ACQUIRER_SECRET: SESSION_SECRET,
      REVALIDATE_SECRET: SESSION_SECRET,
      secret: SESSION_SECRET,
      signature: 'a1b2c3d4e5f6',
      card_number: CARD,
      cvc: CVV,
      kept: 'visible-field',
    });
    log.warn({
      req: { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, cookie: COOKIE, host: 'shop.example' } },
      res: { headers: { 'set-cookie': COOKIE } },
      body: { card: { number: CARD, cvv: CVV, exp: '12/30', expiry_month: '12', expiry_year: '30', pan: CARD, cardholder: 'ANA SILVA' } },
      user: { password: PASSWORD, token: TOKEN, name: 'Ana' },
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    // The time field is left out of the search: its milliseconds may contain the digits of the CVV.
    const text = out.parsed().map(({ time: _time, ...fields }) => JSON.stringify(fields)).join('\n');
    for (const value of [CARD, CVV, TOKEN, PASSWORD, SESSION_SECRET, COOKIE, 'Fe26.2', 'a1b2c3d4e5f6', 'ANA SILVA', '12/30']) {
      expect(text).not.toContain(value);
    }
    const [first, second] = out.parsed();
    expect(first).toMatchObject({ password: REDACTED, token: REDACTED, card_number: REDACTED, kept: 'visible-field' });
    expect(second).toMatchObject({
      req: { method: 'POST', headers: { authorization: REDACTED, cookie: REDACTED, host: 'shop.example' } },
      res: { headers: { 'set-cookie': REDACTED } },
      user: { name: 'Ana', password: REDACTED },
    });
  });

  it('gives an error as its kind and text only', () => {
    const failure = new TypeError('fetch failed');
    expect(errorFields(failure)).toEqual({ error: { name: 'TypeError', message: 'fetch failed' } });
    expect(errorFields('odd')).toEqual({ error: { name: 'unknown', message: 'odd' } });
  });

  it('takes its level from LOG_LEVEL, info by default', () => {
    expect(logLevel({})).toBe(DEFAULT_LOG_LEVEL);
    expect(logLevel({ LOG_LEVEL: 'debug' })).toBe('debug');
    expect(logLevel({ LOG_LEVEL: 'loud' })).toBe('info');
    const out = capture();
    const log = createLogger(out.stream, 'warn');
    log.info('quiet');
    log.warn('heard');
    expect(out.parsed().map((line) => line.msg)).toEqual(['heard']);
  });
});

describe('safePath', () => {
  it.each([
    ['/category/steam?sort=increase&minPrice=5', '/category/steam'],
    ['/en/profile#codes', '/en/profile'],
    ['/password-reset/abcdef0123456789', '/password-reset/[token]'],
    ['/ru/password-reset/abcdef0123456789?email=ana%40example.com', '/ru/password-reset/[token]'],
    ['/pt-BR/verify-email/1b2c3d4e5f', '/pt-BR/verify-email/[token]'],
    ['/hi/verify-email/1b2c3d4e5f/extra', '/hi/verify-email/[token]'],
    ['/api/password-reset/abcdef0123456789', '/api/password-reset/[token]'],
    ['/api/profile/email-update-confirmation/abcdef', '/api/profile/email-update-confirmation/[token]'],
    ['/en/Password%2DReset/abcdef', '/en/Password%2DReset/[token]'],
    ['/?emailToken=abcdef', '/'],
    ['/api/password-reset', '/api/password-reset'],
    ['http://shop.example/en/password-reset/abcdef?x=1', '/en/password-reset/[token]'],
    ['/api/payment/redirect/ABCDEFGHIJ0123456789?locale=en', '/api/payment/redirect/ABCDEFGHIJ0123456789'],
  ])('%s → %s', (target, logged) => {
    expect(safePath(target)).toBe(logged);
  });

  it('bounds a very long path', () => {
    expect(safePath(`/${'a'.repeat(5000)}`).length).toBeLessThan(600);
  });
});

describe('request ids', () => {
  it('keeps an incoming X-Request-Id that looks like one', () => {
    const fresh = () => 'fresh-id';
    expect(requestId('lb-1234abcd', fresh)).toBe('lb-1234abcd');
    expect(requestId('0f8fad5b-d9cb-469f-a165-70867728950e', fresh)).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(requestId(['trace.id_12345', 'other'], fresh)).toBe('trace.id_12345');
  });

  it('replaces anything else with a fresh UUID', () => {
    const fresh = () => 'fresh-id';
    for (const bad of [undefined, '', 'short', 'x'.repeat(65), 'has space 12345', 'line\nbreak1234', '{"level":"fatal"}', 'ünïcode-12345']) {
      expect(requestId(bad, fresh)).toBe('fresh-id');
    }
    expect(requestId(undefined)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ACCEPTED_REQUEST_ID.test(requestId(undefined))).toBe(true);
  });
});

describe('request lines', () => {
  const base = { reqId: 'req-12345678', method: 'GET', durationMs: 12.345 };

  it('hold the id, method, path without its query, status and duration', () => {
    expect(requestLine({ ...base, url: '/en/password-reset/abcdef?email=a%40b.c', status: 200 })).toEqual({
      level: 'info',
      reqId: 'req-12345678',
      method: 'GET',
      path: '/en/password-reset/[token]',
      status: 200,
      durationMs: 12.3,
    });
  });

  it('log server errors at error and health probes at debug, even when not ready', () => {
    expect(requestLine({ ...base, url: '/api/basket', status: 502 }).level).toBe('error');
    expect(requestLine({ ...base, url: '/api/login', status: 422 }).level).toBe('info');
    expect(requestLine({ ...base, url: '/api/health', status: 200 }).level).toBe('debug');
    expect(requestLine({ ...base, url: '/api/health/ready?x=1', status: 200 }).level).toBe('debug');
    expect(requestLine({ ...base, url: '/api/health/ready', status: 503 }).level).toBe('debug');
    expect(requestLine({ ...base, url: '/api/health/provider', status: 503 }).level).toBe('debug');
    expect(requestLine({ ...base, method: 'HEAD', url: '/api/health', status: 200 }).level).toBe('debug');
  });

  it('log a method the shop serves nowhere (501) at info, on a probe’s path too: a client’s doing, not a failure', () => {
    expect(requestLine({ ...base, method: 'TRACE', url: '/en', status: 501 }).level).toBe('info');
    expect(requestLine({ ...base, method: 'TRACE', url: '/api/health', status: 501 }).level).toBe('info');
    expect(requestLine({ ...base, method: 'PROPFIND', url: '/api/health/ready', status: 501 }).level).toBe('info');
  });

  it('are written as one JSON line with msg "request"', () => {
    const out = capture();
    writeRequestLine(createLogger(out.stream, 'info'), requestLine({ ...base, url: '/category/steam?sort=increase', status: 200 }));
    expect(out.parsed()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', service: 'storefront', reqId: 'req-12345678', method: 'GET', path: '/category/steam', status: 200, durationMs: 12.3 }),
    ]);
    expect(out.lines[0]).not.toContain('sort=');
  });

  it('are made from the HTTP server channels: an id in the answer and in the request, one line at finish', async () => {
    const out = capture();
    let clock = 100;
    const handlers = requestLogHandlers(createLogger(out.stream, 'info'), () => clock, () => 'generated-id-0001');
    subscribe('http.server.request.start', handlers.onRequestStart);
    subscribe('http.server.response.finish', handlers.onResponseFinish);
    const seenIds: (string | string[] | undefined)[] = [];
    const server = http.createServer((request, response) => {
      seenIds.push(request.headers['x-request-id']);
      clock += 25;
      response.statusCode = request.url?.startsWith('/fail') ? 503 : 200;
      response.end('{}');
    });
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const first = await fetch(`http://127.0.0.1:${port}/en/password-reset/${TOKEN}?email=ana`, { headers: { cookie: COOKIE } });
      const second = await fetch(`http://127.0.0.1:${port}/fail`, { headers: { 'x-request-id': 'from-the-balancer-42' } });
      expect(first.headers.get('x-request-id')).toBe('generated-id-0001');
      expect(second.headers.get('x-request-id')).toBe('from-the-balancer-42');
      expect(seenIds).toEqual(['generated-id-0001', 'from-the-balancer-42']);
    } finally {
      unsubscribe('http.server.request.start', handlers.onRequestStart);
      unsubscribe('http.server.response.finish', handlers.onResponseFinish);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(out.parsed()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', reqId: 'generated-id-0001', method: 'GET', path: '/en/password-reset/[token]', status: 200, durationMs: 25 }),
      expect.objectContaining({ level: 'error', msg: 'request', reqId: 'from-the-balancer-42', path: '/fail', status: 503, durationMs: 25 }),
    ]);
    expect(out.lines.join('\n')).not.toContain(TOKEN);
    expect(out.lines.join('\n')).not.toContain('Fe26.2');
  });

  it("logs the client's IP by TRUSTED_PROXY_HOPS and runs the request with its id in context", async () => {
    const out = capture();
    const handlers = requestLogHandlers(createLogger(out.stream, 'info'), () => 0, () => 'generated-id-0002');
    subscribe('http.server.request.start', handlers.onRequestStart);
    subscribe('http.server.response.finish', handlers.onResponseFinish);
    const inContext: Array<string | undefined> = [];
    const server = http.createServer(async (_request, response) => {
      await new Promise((resolve) => setImmediate(resolve));
      inContext.push(currentRequestId());
      response.end('{}');
    });
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const forwarded = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' };
      await fetch(`http://127.0.0.1:${port}/direct`, { headers: forwarded });
      process.env.TRUSTED_PROXY_HOPS = '1';
      await fetch(`http://127.0.0.1:${port}/proxied`, { headers: { ...forwarded, 'x-request-id': 'from-the-balancer-43' } });
    } finally {
      delete process.env.TRUSTED_PROXY_HOPS;
      unsubscribe('http.server.request.start', handlers.onRequestStart);
      unsubscribe('http.server.response.finish', handlers.onResponseFinish);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(out.parsed()).toEqual([
      expect.objectContaining({ path: '/direct', clientIp: '127.0.0.1' }),
      expect.objectContaining({ path: '/proxied', clientIp: '198.51.100.7' }),
    ]);
    expect(inContext).toEqual(['generated-id-0002', 'from-the-balancer-43']);
  });
});
