// GET /api/health (liveness) and GET /api/health/ready (readiness) as a load balancer sees them:
// a fixed body, no-store, no cookie, and readiness following the provider and the shutdown.
import { Writable } from 'node:stream';
import { GET as readyGET, dynamic as readyDynamic } from '@/app/api/health/ready/route';
import { GET as healthGET, dynamic as healthDynamic } from '@/app/api/health/route';
import { createLogger } from '@/lib/log';
import { READY_PROBE_TTL_MS, probeTimeoutMs, resetProviderHealth } from '@/lib/provider/health';
import { beginShutdown, resetShutdownState } from '@/lib/server/shutdown';
import { startStubProvider, type StubProvider } from '../../support/stub-provider';

let stub: StubProvider;

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
});
afterAll(() => stub.close());
beforeEach(() => {
  resetProviderHealth();
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

describe('GET /api/health/ready', () => {
  it('is ready when the provider answers 2xx', async () => {
    stub.answer('/api/health', { body: { status: 'ok' } });
    await expectAnswer(await readyGET(), 200, { status: 'ready' });
    expect(readyDynamic).toBe('force-dynamic');
  });

  it('asks the provider at most once a second, whatever the probe rate', async () => {
    stub.answer('/api/health', { body: { status: 'ok' }, delayMs: 50 });
    const probes = Array.from({ length: 50 }, () => readyGET());
    for (const response of await Promise.all(probes)) expect(response.status).toBe(200);
    for (let i = 0; i < 20; i += 1) expect((await readyGET()).status).toBe(200);
    expect(stub.seen.map((request) => request.url)).toEqual(['/api/health']);
    expect(stub.seen[0]?.headers.cookie).toBeUndefined();

    // A second on, the next probe asks again and sees the provider go away.
    stub.answer('/api/health', { status: 503, body: {} });
    await new Promise((resolve) => setTimeout(resolve, READY_PROBE_TTL_MS + 50));
    await expectAnswer(await readyGET(), 503, { status: 'unavailable' });
    expect(stub.seen).toHaveLength(2);
  });

  it.each([
    ['a 500', { status: 500, body: { message: 'boom at http://secret.internal' } }],
    ['a 503', { status: 503, body: {} }],
    ['a dropped connection', { hangUp: true }],
  ])('is unavailable on %s, saying nothing more', async (_name, answer) => {
    stub.answer('/api/health', answer);
    const response = await readyGET();
    await expectAnswer(response, 503, { status: 'unavailable' });
  });

  it('is unavailable when the provider is away', async () => {
    const saved = process.env.PROVIDER_API_URL;
    process.env.PROVIDER_API_URL = 'http://127.0.0.1:9';
    try {
      await expectAnswer(await readyGET(), 503, { status: 'unavailable' });
    } finally {
      process.env.PROVIDER_API_URL = saved;
    }
  });

  it('waits for the provider as long as PROVIDER_TIMEOUT_MS, like any provider call', async () => {
    const saved = process.env.PROVIDER_TIMEOUT_MS;
    try {
      // Slower than the old fixed 1.5 s, within the configured timeout: the shop's calls succeed, so it is ready.
      process.env.PROVIDER_TIMEOUT_MS = '2500';
      expect(probeTimeoutMs()).toBe(2500);
      stub.answer('/api/health', { body: { status: 'ok' }, delayMs: 1700 });
      await expectAnswer(await readyGET(), 200, { status: 'ready' });
      // Past the configured timeout: unavailable.
      resetProviderHealth();
      process.env.PROVIDER_TIMEOUT_MS = '300';
      stub.answer('/api/health', { body: { status: 'ok' }, delayMs: 800 });
      await expectAnswer(await readyGET(), 503, { status: 'unavailable' });
    } finally {
      if (saved === undefined) delete process.env.PROVIDER_TIMEOUT_MS;
      else process.env.PROVIDER_TIMEOUT_MS = saved;
    }
  });

  it('is unavailable at once while the process shuts down, without asking the provider', async () => {
    stub.answer('/api/health', { body: { status: 'ok' } });
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
    await expectAnswer(await readyGET(), 503, { status: 'unavailable' });
    expect(stub.seen).toHaveLength(0);
  });
});
