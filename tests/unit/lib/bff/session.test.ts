// The session cookie in production and over time, the secret that seals it, and the start-up
// check of instrumentation.ts. Time moves with Jest's fake Date only; nothing really waits.
import { register as instrumentationRegister } from '@/instrumentation';
import { POST as loginPOST } from '@/app/api/login/route';
import { GET as userGET } from '@/app/api/user/route';
import { resetRateLimits } from '@/lib/bff/rate-limit';
import { logger } from '@/lib/server/log';
import { readSessionCookie } from '@/lib/bff/session';
import { refuseToStartWithoutSessionSecret, sessionSecret, sessionSecretProblem } from '@/lib/bff/session-secret';
import { resetProviderHealth } from '@/lib/provider/health';
import { installRequestLog } from '@/lib/server/request-log';
import { installShutdownHandlers } from '@/lib/server/shutdown';
import { TOKEN, apiRequest, providerUser, readBody, setCookies } from '../../support/account-support';
import { startStubProvider, type StubProvider } from '../../support/stub-provider';

// register() also subscribes the request log, the socket address stamp, the server guards and the signal handlers:
// not in a test worker.
jest.mock('@/lib/server/request-log', () => ({ installRequestLog: jest.fn() }));
jest.mock('@/lib/server/peer-address', () => ({ ...jest.requireActual('@/lib/server/peer-address'), installPeerAddress: jest.fn() }));
jest.mock('@/lib/server/shutdown', () => ({ installShutdownHandlers: jest.fn() }));
// Its diagnostics-channel subscriptions are the real process's: left behind, they would adopt the
// servers of the next test files in this worker.
jest.mock('@/lib/server/http-server', () => ({ installServerGuards: jest.fn() }));

const SECRET = 'test-only-session-secret-0123456789abcdef';
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const env = process.env as Record<string, string | undefined>;

let stub: StubProvider;

beforeAll(async () => {
  stub = await startStubProvider();
  env.PROVIDER_API_URL = stub.url;
  env.PROVIDER_TIMEOUT_MS = '1000';
  env.SESSION_SECRET = SECRET;
});

afterAll(() => stub.close());

beforeEach(() => {
  resetProviderHealth();
  resetRateLimits();
  stub.answer('/api/login', { body: { token: TOKEN, user: providerUser } });
  stub.answer('/api/user', (_url, request) =>
    request.headers.authorization === `Bearer ${TOKEN}` ? { body: { user: providerUser } } : { status: 401, body: { message: 'Unauthenticated.' } },
  );
});

async function logIn() {
  const response = await loginPOST(apiRequest('/api/login', { body: { email: 'ana@example.com', password: 'secret123' } }));
  expect(response.status).toBe(200);
  const [cookie] = setCookies(response);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

describe('readSessionCookie (for private pages)', () => {
  it('unseals a valid cookie value and gives null for garbage or nothing', async () => {
    const cookie = await logIn();
    expect(await readSessionCookie(decodeURIComponent(cookie.value))).toMatchObject({ token: TOKEN, user: providerUser });
    expect(await readSessionCookie('Fe26.2**nonsense~2')).toBeNull();
    expect(await readSessionCookie(undefined)).toBeNull();
  });
});

describe('in production', () => {
  const previous = env.NODE_ENV;
  beforeEach(() => {
    env.NODE_ENV = 'production';
  });
  afterEach(() => {
    env.NODE_ENV = previous;
  });

  it('names the cookie __Host-session and marks it Secure, HttpOnly, SameSite=Lax, Path=/', async () => {
    const cookie = await logIn();
    expect(cookie.name).toBe('__Host-session');
    expect(cookie.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Lax', path: '/', 'max-age': String(30 * 24 * 3600) });
    expect(cookie.attributes.domain).toBeUndefined();

    const response = await userGET(apiRequest('/api/user', { cookie: cookie.pair }));
    expect(response.status).toBe(200);
    expect(await readBody(response)).toEqual({ user: providerUser });
    // The development cookie's name means nothing in production.
    expect(await readBody(await userGET(apiRequest('/api/user', { cookie: `session=${cookie.value}` })))).toEqual({ user: null });
  });

  it('clears the cookie with the same attributes, so the browser drops it', async () => {
    const cookie = await logIn();
    stub.answer('/api/user', { status: 401, body: { message: 'Unauthenticated.' } });
    const [cleared] = setCookies(await userGET(apiRequest('/api/user', { cookie: cookie.pair })));
    expect(cleared).toMatchObject({ name: '__Host-session', value: '' });
    expect(cleared?.attributes).toMatchObject({ secure: true, path: '/', 'max-age': '0' });
  });

  it('does not unseal a cookie sealed with another secret', async () => {
    const cookie = await logIn();
    env.SESSION_SECRET = 'another-session-secret-0123456789abcdefgh';
    try {
      expect(await readBody(await userGET(apiRequest('/api/user', { cookie: cookie.pair })))).toEqual({ user: null });
    } finally {
      env.SESSION_SECRET = SECRET;
    }
  });
});

describe('expiry', () => {
  const start = new Date('2025-03-01T12:00:00Z').getTime();
  beforeEach(() => {
    // Only Date is faked: the stub provider and fetch timeouts keep real timers.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
      now: start,
    });
  });
  afterEach(() => jest.useRealTimers());

  const getUser = (cookie: string) => userGET(apiRequest('/api/user', { cookie }));

  it('ends a session not seen for two days, and clears its cookie', async () => {
    const cookie = await logIn();
    jest.setSystemTime(start + 2 * DAY - MINUTE);
    const stillThere = await getUser(cookie.pair);
    expect(stillThere.status).toBe(200);

    jest.setSystemTime(start + 2 * DAY + MINUTE);
    // The refreshed cookie of the last request is not used: the old one has been idle too long.
    const over = await getUser(cookie.pair);
    expect(over.status).toBe(200);
    expect(await readBody(over)).toEqual({ user: null });
    expect(setCookies(over)[0]).toMatchObject({ name: 'session', value: '' });
  });

  it('moves seenAt on at most every 10 minutes, through GET /api/user', async () => {
    let cookie = (await logIn()).pair;
    jest.setSystemTime(start + 9 * MINUTE);
    expect(setCookies(await getUser(cookie))).toEqual([]);

    jest.setSystemTime(start + DAY);
    const refreshed = await getUser(cookie);
    const [renewed] = setCookies(refreshed);
    expect(renewed?.name).toBe('session');
    // Max-Age counts down to the absolute expiry, 30 days after login.
    expect(renewed?.attributes['max-age']).toBe(String(29 * 24 * 3600));
    cookie = renewed?.pair ?? '';

    // Two days after login but one after the last visit: still signed in.
    jest.setSystemTime(start + 2 * DAY + MINUTE);
    expect((await getUser(cookie)).status).toBe(200);
  });

  it('ends a session 30 days after login however often it is used', async () => {
    let cookie = (await logIn()).pair;
    for (let day = 1; day < 30; day += 1) {
      jest.setSystemTime(start + day * DAY);
      const response = await getUser(cookie);
      expect(response.status).toBe(200);
      cookie = setCookies(response)[0]?.pair ?? cookie;
    }
    jest.setSystemTime(start + 30 * DAY + MINUTE);
    expect(await readBody(await getUser(cookie))).toEqual({ user: null });
  });
});

describe('SESSION_SECRET', () => {
  it('is required in production: missing or short is one line naming it', () => {
    expect(sessionSecretProblem({ NODE_ENV: 'production' })).toMatch(/^SESSION_SECRET is not set/);
    expect(sessionSecretProblem({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toMatch(/^SESSION_SECRET is too short/);
    expect(sessionSecretProblem({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toBeNull();
    expect(sessionSecretProblem({ NODE_ENV: 'development' })).toBeNull();
    expect(() => sessionSecret({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('falls back to one random secret per process in development, with one warning', () => {
    delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('storefront.session-fallback-secret')];
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      const first = sessionSecret({ NODE_ENV: 'development' });
      const second = sessionSecret({ NODE_ENV: 'test', SESSION_SECRET: 'too-short' });
      expect(first).toBe(second);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(warn).toHaveBeenCalledTimes(1);
      const logged = JSON.stringify(warn.mock.calls[0]);
      expect(logged).toContain('SESSION_SECRET');
      expect(logged).not.toContain(first);
    } finally {
      warn.mockRestore();
    }
  });

  it('stops a production server at start with one line on stderr', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = jest.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    try {
      expect(() => refuseToStartWithoutSessionSecret({ NODE_ENV: 'production' }, exit)).toThrow('exit 1');
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).not.toContain('\n');
      refuseToStartWithoutSessionSecret({ NODE_ENV: 'production', SESSION_SECRET: SECRET }, exit);
      expect(exit).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });

  it('is checked by instrumentation.ts in the Node.js runtime, not during the build', async () => {
    const saved = { ...env };
    const error = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    try {
      Object.assign(env, { NODE_ENV: 'production', NEXT_RUNTIME: 'nodejs', SESSION_SECRET: '', SITE_URL: 'https://shop.example' });
      await expect(instrumentationRegister()).rejects.toThrow('exit 1');
      expect(String(error.mock.calls[0]?.[0])).toMatch(/^SESSION_SECRET is not set/);

      env.NEXT_PHASE = 'phase-production-build';
      await expect(instrumentationRegister()).resolves.toBeUndefined();
      delete env.NEXT_PHASE;
      env.NEXT_RUNTIME = 'edge';
      await expect(instrumentationRegister()).resolves.toBeUndefined();
      env.NEXT_RUNTIME = 'nodejs';
      env.SESSION_SECRET = SECRET;
      await expect(instrumentationRegister()).resolves.toBeUndefined();
      expect(exit).toHaveBeenCalledTimes(1);
      // Only a server that may start logs requests and listens for SIGTERM.
      expect(installRequestLog).toHaveBeenCalledTimes(1);
      expect(installShutdownHandlers).toHaveBeenCalledTimes(1);
    } finally {
      for (const key of Object.keys(env)) if (!(key in saved)) delete env[key];
      Object.assign(env, saved);
      exit.mockRestore();
      error.mockRestore();
    }
  });
});
