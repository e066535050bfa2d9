// GET /api/health (liveness) and GET /api/health/ready (readiness) as a load balancer sees them,
// and GET /api/health/provider as monitoring sees it: a fixed body, no-store, no cookie; readiness
// following the shutdown only, the provider's state reported apart.
import { Writable } from 'node:stream';
import { GET as providerGET, dynamic as providerDynamic } from '@/app/api/health/provider/route';
import { GET as readyGET, dynamic as readyDynamic } from '@/app/api/health/ready/route';
import { GET as healthGET, dynamic as healthDynamic } from '@/app/api/health/route';
import { createLogger } from '@/lib/server/log';
import { PROVIDER_PROBE_TTL_MS, probeTimeoutMs, providerAnswers, resetProviderHealth } from '@/lib/provider/health';
import { beginShutdown, resetShutdownState } from '@/lib/server/shutdown';
import { CAPABILITIES } from '@/lib/types/capabilities';
import { resetCapabilityState } from '@/lib/provider/capabilities';
import { startStubProvider, type StubProvider } from '../../support/stub-provider';

let stub: StubProvider;

/** The capabilities part of /api/health/provider when the operator declares them all (as here, but for the probe's tests). */
const DECLARED_ALL = { source: 'declared', offered: [...CAPABILITIES], absent: [] };
const providerBody = (status: 'up' | 'down') => ({ status, capabilities: DECLARED_ALL });

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
  process.env.PROVIDER_CAPABILITIES = 'all';
});
afterAll(() => stub.close());
beforeEach(() => {
  resetProviderHealth();
  resetCapabilityState();
  resetShutdownState();
  stub.seen.length = 0;
});
afterEach(() => resetShutdownState());

async function expectAnswer(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(await response.json()).toEqual(body);
}

describe('GET /api/health', () => {
  it('answers ok while the process lives, whatever the provider does', async () => {
    stub.answer('/api/health', { status: 500, body: {} });
    await expectAnswer(healthGET(), 200, { status: 'ok' });
    expect(stub.seen).toHaveLength(0);
    expect(healthDynamic).toBe('force-dynamic');
  });
});

function drain() {
  const quiet = createLogger(new Writable({ write: (_chunk, _encoding, done) => done() }), 'silent');
  const timer = () => ({ unref: () => undefined });
  beginShutdown('SIGTERM', {
    exit: jest.fn(),
    setTimer: timer,
    setRepeating: timer,
    log: quiet,
    timeoutMs: 10_000,
    ownsSignals: false,
    stopListening: jest.fn(),
    subscribe: jest.fn(),
  });
}

describe('GET /api/health/ready', () => {
  it('is ready while the process serves, without asking the provider', async () => {
    stub.answer('/api/health', { body: { status: 'ok' } });
    await expectAnswer(readyGET(), 200, { status: 'ready' });
    expect(stub.seen).toHaveLength(0);
    expect(readyDynamic).toBe('force-dynamic');
  });

  it.each([
    ['answers 500', { status: 500, body: {} }],
    ['answers 503', { status: 503, body: {} }],
    ['drops the connection', { hangUp: true }],
  ])('stays ready while the provider %s: cached pages are still served', async (_name, answer) => {
    stub.answer('/api/health', answer);
    expect(await providerAnswers()).toBe(false);
    await expectAnswer(readyGET(), 200, { status: 'ready' });
  });

  it('stays ready when nothing listens at the provider’s address', async () => {
    const saved = process.env.PROVIDER_API_URL;
    process.env.PROVIDER_API_URL = 'http://127.0.0.1:9';
    try {
      await expectAnswer(await providerGET(), 503, providerBody('down'));
      await expectAnswer(readyGET(), 200, { status: 'ready' });
    } finally {
      process.env.PROVIDER_API_URL = saved;
    }
  });

  it('is draining at once while the process shuts down, without asking the provider', async () => {
    stub.answer('/api/health', { body: { status: 'ok' } });
    drain();
    await expectAnswer(readyGET(), 503, { status: 'draining' });
    expect(stub.seen).toHaveLength(0);
  });
});

describe('GET /api/health/provider', () => {
  it('is up when the provider answers 2xx', async () => {
    stub.answer('/api/health', { body: { status: 'ok' } });
    await expectAnswer(await providerGET(), 200, providerBody('up'));
    expect(providerDynamic).toBe('force-dynamic');
  });

  it('asks the provider at most once a second, whatever the probe rate', async () => {
    stub.answer('/api/health', { body: { status: 'ok' }, delayMs: 50 });
    const probes = Array.from({ length: 50 }, () => providerGET());
    for (const response of await Promise.all(probes)) expect(response.status).toBe(200);
    for (let i = 0; i < 20; i += 1) expect((await providerGET()).status).toBe(200);
    expect(stub.seen.map((request) => request.url)).toEqual(['/api/health']);
    expect(stub.seen[0]?.headers.cookie).toBeUndefined();

    // A second on (the clock moved past the answer's lifetime), the next probe asks again and sees
    // the provider go away.
    stub.answer('/api/health', { status: 503, body: {} });
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + PROVIDER_PROBE_TTL_MS + 1);
    try {
      await expectAnswer(await providerGET(), 503, providerBody('down'));
      expect(stub.seen).toHaveLength(2);
    } finally {
      clock.mockRestore();
    }
  });

  it.each([
    ['a 500', { status: 500, body: { message: 'boom at http://secret.internal' } }],
    ['a 503', { status: 503, body: {} }],
    ['a dropped connection', { hangUp: true }],
  ])('is down on %s, saying nothing more', async (_name, answer) => {
    stub.answer('/api/health', answer);
    await expectAnswer(await providerGET(), 503, providerBody('down'));
  });

  it('waits for the provider as long as PROVIDER_TIMEOUT_MS, like any provider call', async () => {
    const saved = process.env.PROVIDER_TIMEOUT_MS;
    try {
      process.env.PROVIDER_TIMEOUT_MS = '2500';
      expect(probeTimeoutMs()).toBe(2500);
      stub.answer('/api/health', { body: { status: 'ok' }, delayMs: 1700 });
      await expectAnswer(await providerGET(), 200, providerBody('up'));
      // Past the configured timeout: down.
      resetProviderHealth();
      process.env.PROVIDER_TIMEOUT_MS = '300';
      stub.answer('/api/health', { body: { status: 'ok' }, delayMs: 800 });
      await expectAnswer(await providerGET(), 503, providerBody('down'));
    } finally {
      if (saved === undefined) delete process.env.PROVIDER_TIMEOUT_MS;
      else process.env.PROVIDER_TIMEOUT_MS = saved;
    }
  });
});

describe('a provider without a health call', () => {
  it('is up when its categories answer, and is asked for them from then on', async () => {
    stub.answer('/api/health', { status: 404, body: { message: 'Not found' } });
    stub.answer('/api/categories', { body: [] });
    await expectAnswer(await providerGET(), 200, providerBody('up'));
    expect(stub.seen.map((request) => request.url)).toEqual(['/api/health', '/api/categories']);
    await new Promise((resolve) => setTimeout(resolve, PROVIDER_PROBE_TTL_MS + 20));
    await expectAnswer(await providerGET(), 200, providerBody('up'));
    expect(stub.seen.map((request) => request.url)).toEqual(['/api/health', '/api/categories', '/api/categories']);
  });
});

describe('what the provider offers, probed', () => {
  afterEach(() => {
    process.env.PROVIDER_CAPABILITIES = 'all';
  });

  it('reports each capability whose route answers (401 without a token) as offered, 404 and 405 as absent', async () => {
    process.env.PROVIDER_CAPABILITIES = 'auto';
    stub.answer('/api/health', { body: { status: 'ok' } });
    stub.answer('/api/wishlist', { status: 401, body: { message: 'Unauthenticated.' } });
    stub.answer('/api/exchange-rates', { body: { rates: [] } });
    stub.answer('/api/promocode', { status: 405, body: { message: 'Method not allowed' } });
    const response = await providerGET();
    const body = (await response.json()) as { capabilities: { source: string; offered: string[]; absent: string[] } };
    expect(body.capabilities.source).toBe('probe');
    expect(body.capabilities.offered).toEqual(['wishlist', 'exchange-rates', 'health']);
    expect(body.capabilities.absent).toEqual(CAPABILITIES.filter((name) => !['wishlist', 'exchange-rates', 'health'].includes(name)));
    // Probes carry no token.
    expect(stub.seen.filter((request) => request.url === '/api/wishlist').every((request) => !request.headers.authorization)).toBe(true);
  });
});
