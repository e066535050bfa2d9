// The production server as operators run it (`node .next/standalone/server.js`), one process per
// test against a provider stand-in of the test's own (loopback): the start refused with one line
// naming a bad variable; liveness and readiness; request ids and JSON request logs without
// secrets; SIGTERM finishing what is in flight, refusing new connections, and exiting within
// SHUTDOWN_TIMEOUT_MS when a request would outlive it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SCALE_SECRETS } from './servers';
import { type Storefront, freePort, startStorefront, stop, untilLive } from './standalone';

test.describe.configure({ timeout: 120_000 });

interface Stub {
  url: string;
  /** 'ok': /api/health 200; 'down': 503; 'slow': 200 after a second. Other paths: 'hang' never answers. */
  health: 'ok' | 'down' | 'slow';
  hangOthers: boolean;
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
  stub.hanging = 0;
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url?.startsWith('/api/health')) {
      if (stub.health === 'down') return send(503, { message: 'down' });
      if (stub.health === 'slow') return void setTimeout(() => send(200, { status: 'ok' }), 1000);
      return send(200, { status: 'ok' });
    }
    if (stub.hangOthers) {
      stub.hanging += 1;
      return; // never answers
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

/** The JSON log lines the server wrote on stdout. */
function logLines(storefront: Storefront): Array<Record<string, unknown>> {
  return storefront
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
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

test('liveness, readiness on the provider, request ids and JSON request logs without secrets', async ({ request }) => {
  const provider = await providerStub();
  const storefront = startStorefront(env(provider.url), await freePort());
  try {
    await untilLive(storefront);
    const live = await request.get(`${storefront.origin}/api/health`);
    expect(await live.json()).toEqual({ status: 'ok' });
    expect(live.headers()['set-cookie']).toBeUndefined();
    expect(live.headers()['cache-control']).toBe('no-store');

    expect((await request.get(`${storefront.origin}/api/health/ready`)).status()).toBe(200);
    provider.health = 'down';
    const notReady = await request.get(`${storefront.origin}/api/health/ready`);
    expect(notReady.status()).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'unavailable' });
    expect(await notReady.text()).not.toContain(provider.url);
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

test('SIGTERM: the request in flight is answered, new connections are refused, the process exits', async () => {
  const provider = await providerStub();
  const storefront = startStorefront(env(provider.url), await freePort());
  try {
    await untilLive(storefront);
    provider.health = 'slow';
    const inFlight = fetch(`${storefront.origin}/api/health/ready`).then((response) => response.status);
    await new Promise((resolve) => setTimeout(resolve, 300));
    storefront.child.kill('SIGTERM');
    await expect.poll(() => logLines(storefront).some((line) => line.msg?.toString().startsWith('shutting down'))).toBe(true);
    await expect(fetch(`${storefront.origin}/api/health`)).rejects.toThrow();
    expect([200, 503]).toContain(await inFlight);
    const { code, signal } = await storefront.exited;
    expect(signal === 'SIGTERM' || code === 143 || code === 0).toBe(true);
  } finally {
    stop(storefront);
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
