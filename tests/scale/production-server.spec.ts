// The production server as operators run it (`node .next/standalone/server.js`), one process per
// test against a provider stand-in of the test's own (loopback): the start refused with one line
// naming a bad variable; liveness, readiness and the provider's state; request ids and JSON request logs without
// secrets; SIGTERM finishing what is in flight, refusing new connections and exiting 0, also under
// keep-alive load without resetting a request, and exiting 1 at SHUTDOWN_TIMEOUT_MS
// when a request would outlive it. What an attacker's client meets: a body over its limit answered
// 413 without breaking the keep-alive connection it came on; methods the shop serves nowhere
// answered 501 on every path, each with one JSON log line; the page policy on every HTML answer,
// whatever the case or depth of its path; none of Next's internal headers on any answer and HSTS
// only over HTTPS; and a client trickling its headers holding no deploy.
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import en from '../../messages/en.json';
import { freePort, kill as stop, logLines, startStorefront, untilLive } from './processes';
import { SCALE_SECRETS, STOREFRONT_A } from './servers';

test.describe.configure({ timeout: 120_000 });

interface Stub {
  url: string;
  /** 'ok': /api/health 200; 'down': 503; 'slow': 200 after a second. */
  health: 'ok' | 'down' | 'slow';
  /** Slow health questions received so far (each is in flight at the storefront for a second). */
  slowAsked: number;
  /** Other paths: never answered. */
  hangOthers: boolean;
  /** Other paths: held (in flight at the storefront) until `release()`, then answered 404. */
  holdOthers: boolean;
  held: number;
  release(): void;
  /** Requests left hanging so far. */
  hanging: number;
  close(): Promise<void>;
}

/** A provider stand-in on a free loopback port. */
async function providerStub(): Promise<Stub> {
  const sockets = new Set<import('node:net').Socket>();
  const stub = {} as Stub;
  stub.health = 'ok';
  stub.hangOthers = false;
  stub.holdOthers = false;
  stub.hanging = 0;
  stub.slowAsked = 0;
  const held: Array<() => void> = [];
  stub.held = 0;
  stub.release = () => {
    stub.holdOthers = false;
    for (const answer of held.splice(0)) answer();
  };
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url?.startsWith('/api/health')) {
      if (stub.health === 'down') return send(503, { message: 'down' });
      if (stub.health === 'slow') {
        stub.slowAsked += 1;
        return void setTimeout(() => send(200, { status: 'ok' }), 1000);
      }
      return send(200, { status: 'ok' });
    }
    if (stub.hangOthers) {
      stub.hanging += 1;
      return; // never answers
    }
    if (stub.holdOthers) {
      stub.held += 1;
      return void held.push(() => send(404, { message: 'Not found' }));
    }
    send(404, { message: 'Not found' });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return stub;
}

/** Its public origin only names its absolute URLs here: these tests read none. */
const SITE_URL = 'https://shop.example';
const env = (provider: string) => ({ PROVIDER_API_URL: provider, SESSION_SECRET: SCALE_SECRETS.session, SITE_URL });

test('a missing or malformed variable stops the start with one line naming it, no stack trace', async () => {
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{ PROVIDER_API_URL: 'http://127.0.0.1:9', SITE_URL }, /^SESSION_SECRET is not set: /],
    [{ SESSION_SECRET: SCALE_SECRETS.session, SITE_URL }, /^PROVIDER_API_URL is not set: /],
    [{ PROVIDER_API_URL: 'http://127.0.0.1:9', SESSION_SECRET: SCALE_SECRETS.session }, /^SITE_URL is not set: /],
    [{ ...env('http://127.0.0.1:9'), REDIS_URL: 'localhost:6379' }, /^REDIS_URL is not a redis:\/\/ or rediss:\/\/ URL/],
    [{ ...env('http://127.0.0.1:9'), PAYMENT_CARD_FLOW: 'redirect' }, /^ACQUIRER_SECRET is not set: with PAYMENT_CARD_FLOW=redirect/],
  ];
  for (const [variables, line] of cases) {
    const storefront = startStorefront(variables, await freePort());
    try {
      const { code } = await storefront.exited;
      expect(code).toBe(1);
      const lines = storefront.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(line);
      expect(storefront.stderr()).not.toMatch(/^\s+at /m);
    } finally {
      stop(storefront);
    }
  }
});

test('liveness, readiness through a provider outage, the provider reported apart, request ids and JSON request logs without secrets', async ({ request }) => {
  const provider = await providerStub();
  const storefront = startStorefront(env(provider.url), await freePort());
  try {
    await untilLive(storefront);
    const live = await request.get(`${storefront.origin}/api/health`);
    expect(await live.json()).toEqual({ status: 'ok' });
    expect(live.headers()['set-cookie']).toBeUndefined();
    expect(live.headers()['cache-control']).toBe('no-store');

    expect((await request.get(`${storefront.origin}/api/health/ready`)).status()).toBe(200);
    expect((await request.get(`${storefront.origin}/api/health/provider`)).status()).toBe(200);
    provider.health = 'down';
    // A probe's answer serves for a second: the outage shows within that, on the provider's endpoint only.
    await expect.poll(async () => (await request.get(`${storefront.origin}/api/health/provider`)).status(), { intervals: [100] }).toBe(503);
    const down = await request.get(`${storefront.origin}/api/health/provider`);
    // With what the provider was last seen to offer beyond the specified calls (the stub has some of it).
    expect(await down.json()).toEqual({ status: 'down', capabilities: { source: 'probe', offered: expect.any(Array), absent: expect.any(Array) } });
    expect(await down.text()).not.toContain(provider.url);
    // This instance still serves (cached pages, the outage page): the balancer must keep it.
    const ready = await request.get(`${storefront.origin}/api/health/ready`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect((await request.get(`${storefront.origin}/api/health`)).status()).toBe(200);
    provider.health = 'ok';

    // The id a load balancer sends is kept, answered and logged.
    const traced = await request.get(`${storefront.origin}/api/popular-products`, { headers: { 'x-request-id': 'scale-test-00000001' } });
    expect(traced.headers()['x-request-id']).toBe('scale-test-00000001');
    const fresh = await request.get(`${storefront.origin}/api/categories`);
    expect(fresh.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const password = 'Sup3r-Secret-Passw0rd!';
    await request.post(`${storefront.origin}/api/login`, { data: { email: 'someone@example.com', password } });
    await request.get(`${storefront.origin}/en/password-reset/0123456789abcdef0123456789abcdef?email=someone%40example.com`, { maxRedirects: 0 });

    await expect.poll(() => logLines(storefront).some((line) => line.reqId === 'scale-test-00000001')).toBe(true);
    const line = logLines(storefront).find((entry) => entry.reqId === 'scale-test-00000001')!;
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/popular-products', status: expect.any(Number) });
    expect(typeof line.durationMs).toBe('number');
    await expect.poll(() => logLines(storefront).some((entry) => String(entry.path).includes('password-reset'))).toBe(true);
    const everything = storefront.stdout() + storefront.stderr();
    expect(everything).not.toContain(password);
    expect(everything).not.toContain('0123456789abcdef0123456789abcdef');
    expect(everything).not.toContain(SCALE_SECRETS.session);
    expect(everything).not.toContain('someone%40example.com');
  } finally {
    stop(storefront);
    await provider.close();
  }
});

test('SIGTERM: the request in flight is answered, new connections are refused, the process exits 0', async () => {
  const provider = await providerStub();
  const storefront = startStorefront(env(provider.url), await freePort());
  try {
    await untilLive(storefront);
    provider.health = 'slow';
    const inFlight = fetch(`${storefront.origin}/api/health/provider`).then((response) => response.status);
    // The signal comes once the request is in flight: the storefront is asking the provider.
    await expect.poll(() => provider.slowAsked).toBeGreaterThan(0);
    storefront.child.kill('SIGTERM');
    await expect.poll(() => logLines(storefront).some((line) => line.msg?.toString().startsWith('shutting down'))).toBe(true);
    // A new connection is refused (a kept-alive one would still get its answer, saying close).
    const fresh = await new Promise<string>((resolve) => {
      const request = http.get(`${storefront.origin}/api/health`, { agent: false }, (response) => {
        response.resume();
        resolve(`answered ${response.statusCode}`);
      });
      request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(fresh).toBe('ECONNREFUSED');
    expect([200, 503]).toContain(await inFlight);
    const { code, signal } = await storefront.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(logLines(storefront).some((line) => String(line.msg).startsWith('shutdown complete'))).toBe(true);
  } finally {
    stop(storefront);
    await provider.close();
  }
});

interface Answer {
  path: string;
  receivedAt: number;
  connection: string | undefined;
}

/** Outcomes of requests sent in a loop per path on keep-alive sockets, until `until` settles. */
interface LoadReport {
  answers: Answer[];
  /** New connections refused (the listener is closed): a client goes to another instance. */
  refused: number;
  /** Anything else: a reset or a hang-up. */
  failures: string[];
}

/** Outcomes so far are in `report` while the load runs. */
async function keepAliveLoad(
  origin: string,
  paths: string[],
  until: Promise<unknown>,
  report: LoadReport = { answers: [], refused: 0, failures: [] },
): Promise<LoadReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: paths.length });
  let done = false;
  void until.then(() => (done = true));
  const one = (path: string) =>
    new Promise<void>((resolve) => {
      const request = http.get(`${origin}${path}`, { agent }, (response) => {
        const answer = { path, receivedAt: Date.now(), connection: response.headers.connection };
        response.resume();
        response.on('end', () => {
          report.answers.push(answer);
          resolve();
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') {
          report.refused += 1;
          // Nothing listens any more: wait for the exit rather than spin.
          return void until.then(() => resolve(), () => resolve());
        }
        report.failures.push(`${path}: ${error.code ?? error.message}${request.reusedSocket ? ' (kept-alive socket)' : ''}`);
        resolve();
      });
    });
  await Promise.all(
    paths.map(async (path) => {
      while (!done) await one(path);
    }),
  );
  agent.destroy();
  return report;
}

test('SIGTERM under keep-alive load: no request is reset, answers say Connection: close, the process exits 0', async () => {
  const provider = await providerStub();
  const storefront = startStorefront(env(provider.url), await freePort());
  try {
    await untilLive(storefront);
    // Half the sockets ask the liveness probe back to back; the other half wait on provider calls
    // that the stub holds, so requests are in flight at the signal on busy and idle sockets alike.
    const paths = [...Array<string>(8).fill('/api/health'), ...Array<string>(8).fill('/api/popular-products')];
    const progress: LoadReport = { answers: [], refused: 0, failures: [] };
    const load = keepAliveLoad(storefront.origin, paths, storefront.exited, progress);
    // Every socket has had answers, so all are open and busy when the provider starts holding.
    await expect.poll(() => new Set(progress.answers.map((answer) => answer.path)).size).toBe(2);
    await expect.poll(() => progress.answers.length).toBeGreaterThanOrEqual(2 * paths.length);
    provider.holdOthers = true;
    await expect.poll(() => provider.held, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    storefront.child.kill('SIGTERM');
    await expect.poll(() => logLines(storefront).some((line) => String(line.msg).startsWith('shutting down'))).toBe(true);
    const releasedAt = Date.now();
    provider.release();
    const exit = await Promise.race([
      storefront.exited,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still running 20 s after SIGTERM')), 20_000)),
    ]);
    const report = await load;
    expect(report.failures).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(report.answers.length).toBeGreaterThan(paths.length);
    // The requests in flight at the signal were answered, each closing its connection.
    const afterSignal = report.answers.filter((answer) => answer.path === '/api/popular-products' && answer.receivedAt >= releasedAt);
    expect(afterSignal.length).toBeGreaterThanOrEqual(4);
    expect(afterSignal.map((answer) => answer.connection)).toEqual(afterSignal.map(() => 'close'));
    expect(logLines(storefront).some((line) => String(line.msg).startsWith('shutdown complete'))).toBe(true);
  } finally {
    stop(storefront);
    provider.release();
    await provider.close();
  }
});

test('SIGTERM with a request that would outlive SHUTDOWN_TIMEOUT_MS: the process exits at the bound', async () => {
  const provider = await providerStub();
  const storefront = startStorefront({ ...env(provider.url), SHUTDOWN_TIMEOUT_MS: '2000', PROVIDER_TIMEOUT_MS: '120000' }, await freePort());
  try {
    await untilLive(storefront);
    provider.hangOthers = true;
    // Waits on a provider call that never ends (the timeout is two minutes).
    const stuck = fetch(`${storefront.origin}/api/popular-products`).then(
      (response) => response.status,
      () => 'closed',
    );
    // The storefront is waiting on the provider: the request is in flight.
    await expect.poll(() => provider.hanging).toBeGreaterThan(0);
    storefront.child.kill('SIGTERM');
    // Long before the provider call could end, the bound ends the process.
    const { code } = await Promise.race([
      storefront.exited,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still running 30 s after SIGTERM')), 30_000)),
    ]);
    expect(code).toBe(1);
    expect(logLines(storefront).some((line) => String(line.msg).startsWith('shutdown timed out'))).toBe(true);
    expect(await stuck).toBe('closed');
  } finally {
    stop(storefront);
    await provider.close();
  }
});

interface Sent {
  status?: number;
  connection?: string;
  body?: string;
  /** A transport failure (a reset), with whether it came on a kept-alive socket. */
  error?: string;
}

/** One request through `agent`; a body is written in 16 KiB pieces, chunked unless `declared`. */
function send(agent: http.Agent, origin: string, method: string, path: string, body?: { size: number; declared: boolean }): Promise<Sent> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { origin, 'content-type': 'application/json' };
    const payload = body ? Buffer.from(JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(body.size) })) : null;
    if (payload && body?.declared) headers['content-length'] = String(payload.length);
    const request = http.request(`${origin}${path}`, { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection, body: text }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: `${error.code ?? error.message}${request.reusedSocket ? ' (kept-alive socket)' : ''}` }));
    if (payload) for (let at = 0; at < payload.length; at += 16 * 1024) request.write(payload.subarray(at, at + 16 * 1024));
    request.end();
  });
}

test('a body over its limit: 413 with Connection: close, and the next request on the same keep-alive agent is answered', async () => {
  const provider = await providerStub();
  const storefront = startStorefront(env(provider.url), await freePort());
  // One socket, as a pooling proxy in front of the shop reuses one for the next shopper.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await untilLive(storefront);
    for (const declared of [false, true]) {
      for (const size of [20_000, 200_000, 900_000]) {
        const refused = await send(agent, storefront.origin, 'POST', '/api/login?locale=en', { size, declared });
        expect(refused, `${size} bytes, ${declared ? 'Content-Length' : 'chunked'}`).toEqual({
          status: 413,
          connection: 'close',
          body: JSON.stringify({ message: en.Api.bodyTooLarge }),
        });
        const next = await send(agent, storefront.origin, 'GET', '/api/health');
        expect(next, `the request after ${size} bytes, ${declared ? 'Content-Length' : 'chunked'}`).toEqual(expect.objectContaining({ status: 200 }));
      }
    }
  } finally {
    agent.destroy();
    stop(storefront);
    await provider.close();
  }
});

/** Raw bytes on a new connection; resolves with the status line and headers answered, or what went wrong. */
function rawRequest(port: number, raw: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, 'localhost', () => socket.write(raw));
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer in 15 s')));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => resolve(answer.split('\r\n\r\n')[0] || '(closed unanswered)'));
    socket.on('error', (error) => (answer ||= `(error ${error.message})`));
  });
}

test('methods the shop serves nowhere: 501 with Allow on every path, one JSON log line each, no stack trace; OPTIONS tells the methods', async () => {
  const provider = await providerStub();
  const port = await freePort();
  const storefront = startStorefront(env(provider.url), port);
  try {
    await untilLive(storefront);
    const paths = ['/', '/en/product/150', '/api/health', '/api/login', '/media/covers/1.svg', '/_next/static/chunks/main.js', '/favicon.ico', '/robots.txt'];
    const asked: Array<[string, string]> = [];
    for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'FOO']) for (const path of paths) asked.push([method, path]);
    asked.push(['CONNECT', `localhost:${port}`], ['CONNECT', '/api/health']);
    for (const [method, target] of asked) {
      const answer = await rawRequest(port, `${method} ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Length: 0\r\n\r\n`);
      expect(answer.split('\r\n')[0], `${method} ${target}`).toBe('HTTP/1.1 501 Not Implemented');
      expect(answer, `${method} ${target}`).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS(\r\n|$)/i);
    }
    // The lines are written as the answers go out; the last one shows all are there.
    const logged = () => logLines(storefront).filter((line) => line.msg === 'request' && line.status === 501);
    await expect.poll(() => logged().length).toBe(asked.length);
    for (const [method, target] of asked) {
      const path = method === 'CONNECT' ? '-' : target;
      expect(logged().filter((line) => line.method === method && line.path === path), `${method} ${target}`).toHaveLength(method === 'CONNECT' ? 2 : 1);
    }
    expect(logged().every((line) => line.level === 'info')).toBe(true);

    // OPTIONS: a page or a file tells its methods (Next answered a bare 400); a BFF route its own.
    for (const path of ['/', '/en/product/150', '/Media/x', '/_next/static/chunks/main.js', '/favicon.ico']) {
      const answer = await rawRequest(port, `OPTIONS ${path} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);
      expect(answer.split('\r\n')[0], `OPTIONS ${path}`).toBe('HTTP/1.1 204 No Content');
      expect(answer, `OPTIONS ${path}`).toMatch(/\r\nallow: GET, HEAD, OPTIONS(\r\n|$)/i);
    }
    const login = await rawRequest(port, `OPTIONS /api/login HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);
    expect(login.split('\r\n')[0]).toBe('HTTP/1.1 204 No Content');
    expect(login).toMatch(/\r\nallow: OPTIONS, POST(\r\n|$)/i);
    expect(storefront.stderr()).not.toMatch(/^\s+at /m);
    expect(storefront.stdout() + storefront.stderr()).not.toMatch(/unsupported|Internal Server Error/i);
  } finally {
    stop(storefront);
    await provider.close();
  }
});

test('every HTML answer carries the page policy, whatever the case or depth of its path; the media route its sandbox', async ({ request }) => {
  const htmlPaths = [
    '/en',
    '/Media/x',
    '/mEdia/covers/1.svg',
    '/MEDIA/covers/1.svg',
    '/en/media/covers/1.svg',
    '/media',
    '/api/payment/redirect/x/y',
    '/api/payment/redirect/ABCDEFGHIJ0123456789/x',
    '/api/payment/Redirect/ABCDEFGHIJ0123456789',
    '/API/payment/redirect/ABCDEFGHIJ0123456789',
  ];
  for (const path of htmlPaths) {
    const response = await request.get(`${STOREFRONT_A}${path}`, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['content-type'], path).toMatch(/^text\/html/);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy'], path).toContain("script-src 'self' 'unsafe-inline'");
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
  for (const path of ['/media/covers/no-such-cover.svg', '/media/a/b/c/d/e']) {
    const headers = (await request.get(`${STOREFRONT_A}${path}`)).headers();
    expect(headers['content-security-policy'], path).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
});

test('no answer carries Next’s internal headers; HSTS only when a trusted proxy says the client came over HTTPS', async ({ request }) => {
  // The paths the proxy rewrites (a locale), a page, a BFF answer, an RSC request as the client
  // router makes it, a missing page and a static file.
  const requests: Array<[string, Record<string, string>]> = [
    ['/', {}],
    ['/en', {}],
    ['/en/category/steam', {}],
    ['/en', { rsc: '1' }],
    ['/no-such-page', {}],
    ['/api/popular-products', {}],
    ['/robots.txt', {}],
  ];
  const clientRead = ['x-nextjs-rewritten-path', 'x-nextjs-rewritten-query', 'x-nextjs-stale-time', 'x-nextjs-postponed', 'x-nextjs-prerender', 'x-nextjs-action-not-found', 'x-nextjs-deployment-id'];
  for (const [path, headers] of requests) {
    // STOREFRONT_A is behind one trusted proxy (TRUSTED_PROXY_HOPS=1), played here; SITE_URL is http.
    const plain = await request.get(`${STOREFRONT_A}${path}`, { headers: { ...headers, 'x-forwarded-proto': 'http' }, maxRedirects: 0 });
    const names = Object.keys(plain.headers());
    expect(names.filter((name) => name.startsWith('x-middleware-')), path).toEqual([]);
    expect(names.filter((name) => name.startsWith('x-nextjs-') && !clientRead.includes(name)), path).toEqual([]);
    expect(plain.headers()['strict-transport-security'], path).toBeUndefined();
    expect((await request.get(`${STOREFRONT_A}${path}`, { headers, maxRedirects: 0 })).headers()['strict-transport-security'], path).toBeUndefined();
    const secure = await request.get(`${STOREFRONT_A}${path}`, { headers: { ...headers, 'x-forwarded-proto': 'https' }, maxRedirects: 0 });
    expect(secure.headers()['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
  }
});

test('reached directly over plain HTTP, with an https SITE_URL: no HSTS, whatever X-Forwarded-Proto says', async ({ request }) => {
  const provider = await providerStub();
  const storefront = startStorefront(env(provider.url), await freePort());
  try {
    await untilLive(storefront);
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Array<Record<string, string>>) {
      const response = await request.get(`${storefront.origin}/api/health`, { headers });
      expect(response.headers()['strict-transport-security']).toBeUndefined();
    }
  } finally {
    stop(storefront);
    await provider.close();
  }
});

test('SIGTERM with clients still trickling a request line or headers: they are closed and the process exits 0, well before the bound', async () => {
  const provider = await providerStub();
  const port = await freePort();
  // A bound far beyond the wait below: exiting at it (code 1) would fail the test either way.
  const storefront = startStorefront({ ...env(provider.url), SHUTDOWN_TIMEOUT_MS: '60000' }, port);
  const sockets: net.Socket[] = [];
  const trickles: NodeJS.Timeout[] = [];
  try {
    await untilLive(storefront);
    const slowClient = async (start: string) => {
      const socket = net.connect(port, 'localhost');
      sockets.push(socket);
      // Closed by the server: the trickle's next write fails, as it should.
      socket.on('error', () => undefined);
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      await once(socket, 'connect');
      await new Promise<void>((resolve) => socket.write(start, () => resolve()));
      trickles.push(setInterval(() => socket.writable && socket.write('a'), 200));
      return { closed };
    };
    const clients = [await slowClient('GET /api/he'), await slowClient(`GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\nX-Slow: `)];
    storefront.child.kill('SIGTERM');
    const exit = await Promise.race([
      storefront.exited,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still running 20 s after SIGTERM')), 20_000)),
    ]);
    expect(exit).toEqual({ code: 0, signal: null });
    await Promise.all(clients.map((client) => client.closed));
    expect(logLines(storefront).some((line) => String(line.msg).startsWith('shutdown complete'))).toBe(true);
  } finally {
    for (const trickle of trickles) clearInterval(trickle);
    for (const socket of sockets) socket.destroy();
    stop(storefront);
    await provider.close();
  }
});
