// GET /api/health (liveness) and GET /api/health/ready (readiness) as a load balancer sees them:
// a fixed body, no-store, no cookie, and readiness following the provider and the shutdown.
import { Writable } from 'node:stream';
import { GET as readyGET, dynamic as readyDynamic } from '@/app/api/health/ready/route';
import { GET as healthGET, dynamic as healthDynamic } from '@/app/api/health/route';
import { createLogger } from '@/lib/log';
import { PROBE_TIMEOUT_MS, resetProviderHealth } from '@/lib/provider/health';
import { beginShutdown, resetShutdownState } from '@/lib/server/shutdown';
import { startStubProvider, type StubProvider } from './stub-provider';

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

  it('asks the provider afresh on every call', async () => {
    stub.answer('/api/health', { body: { status: 'ok' } });
    await readyGET();
    await readyGET();
    expect(stub.seen.map((request) => request.url)).toEqual(['/api/health', '/api/health']);
    expect(stub.seen[0]?.headers.cookie).toBeUndefined();
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

  it(`is unavailable when the provider takes longer than ${PROBE_TIMEOUT_MS} ms`, async () => {
    stub.answer('/api/health', { body: { status: 'ok' }, delayMs: PROBE_TIMEOUT_MS + 500 });
    await expectAnswer(await readyGET(), 503, { status: 'unavailable' });
  });

  it('is unavailable at once while the process shuts down, without asking the provider', async () => {
    stub.answer('/api/health', { body: { status: 'ok' } });
    const quiet = createLogger(new Writable({ write: (_chunk, _encoding, done) => done() }), 'silent');
    beginShutdown('SIGTERM', { exit: jest.fn(), setTimer: () => ({ unref: () => undefined }), log: quiet, timeoutMs: 10_000 });
    await expectAnswer(await readyGET(), 503, { status: 'unavailable' });
    expect(stub.seen).toHaveLength(0);
  });
});
