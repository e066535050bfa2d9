// The production server as operators run it (`node .next/standalone/server.js`), one process per
// test against a provider stand-in of the test's own (loopback): the start refused with one line
// naming a bad variable; liveness and readiness; request ids and JSON request logs without
// secrets; SIGTERM finishing what is in flight, refusing new connections and exiting 0, also under
// keep-alive load without resetting a request (issue 15), and exiting 1 at SHUTDOWN_TIMEOUT_MS
// when a request would outlive it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { freePort, kill as stop, logLines, startStorefront, untilLive } from './processes';
import { SCALE_SECRETS } from './servers';

test.describe.configure({ timeout: 120_000 });

interface Stub {
  url: string;
  /** 'ok': /api/health 200; 'down': 503; 'slow': 200 after a second. */
  health: 'ok' | 'down' | 'slow';
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
      if (stub.health === 'slow') return void setTimeout(() => send(200, { status: 'ok' }), 1000);
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
    // A probe's answer serves for a second: the outage shows within that.
    const notReadyAt = Date.now();
    await expect.poll(async () => (await request.get(`${storefront.origin}/api/health/ready`)).status(), { intervals: [100] }).toBe(503);
    expect(Date.now() - notReadyAt).toBeLessThan(5000);
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

test('SIGTERM: the request in flight is answered, new connections are refused, the process exits 0', async () => {
  const provider = await providerStub();
  const storefront = startStorefront(env(provider.url), await freePort());
  try {
    await untilLive(storefront);
    provider.health = 'slow';
    const inFlight = fetch(`${storefront.origin}/api/health/ready`).then((response) => response.status);
    await new Promise((resolve) => setTimeout(resolve, 300));
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

async function keepAliveLoad(origin: string, paths: string[], until: Promise<unknown>): Promise<LoadReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: paths.length });
  const report: LoadReport = { answers: [], refused: 0, failures: [] };
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
          return void setTimeout(resolve, 50);
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
    const load = keepAliveLoad(storefront.origin, paths, storefront.exited);
    await new Promise((resolve) => setTimeout(resolve, 1000));
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
