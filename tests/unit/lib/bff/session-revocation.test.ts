// Logout during a provider outage: the cookie is cleared, a copy of it is refused at
// once, and the provider's token is revoked once the provider answers again (lib/bff/session-revocation.ts).
// Against a stub provider; the retry pass is run by hand instead of waiting for its timer. The
// revocation outlives a restart (kept on disk) and Redis losing its data (put back by the instances
// that hold it), on a Redis in this process; tests/scale/outage.spec.ts does both with real servers.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POST as loginPOST } from '@/app/api/login/route';
import { POST as logoutPOST } from '@/app/api/logout/route';
import { GET as userGET } from '@/app/api/user/route';
import { resetRateLimits } from '@/lib/bff/rate-limit';
import { readSessionCookie } from '@/lib/bff/session';
import {
  FileRevocations,
  MAX_MEMORY_REVOCATIONS,
  RevocationList,
  tokenHash,
  resetRevocations,
  retryRevocations,
  revocationList,
  revocationsRetrying,
} from '@/lib/bff/session-revocation';
import { resetProviderHealth } from '@/lib/provider/health';
import { TOKEN, apiRequest, providerUser, readBody, setCookies } from '../../support/account-support';
import { FakeRedis } from '../../support/fake-redis';
import { startStubProvider, type StubProvider } from '../../support/stub-provider';

let stub: StubProvider;
/** Tokens the stub provider still accepts; its logout revokes one. */
let valid: Set<string>;

beforeAll(async () => {
  stub = await startStubProvider();
  process.env.PROVIDER_API_URL = stub.url;
  process.env.PROVIDER_TIMEOUT_MS = '300';
  process.env.SESSION_SECRET = 'test-only-session-secret-0123456789abcdef';
});
afterAll(() => stub.close());

beforeEach(() => {
  resetProviderHealth();
  resetRateLimits();
  resetRevocations();
  stub.seen.length = 0;
  valid = new Set([TOKEN]);
  const bearer = (authorization: string | undefined) => authorization?.replace(/^Bearer /, '') ?? '';
  stub.answer('/api/login', { body: { token: TOKEN, user: providerUser } });
  stub.answer('/api/user', (_url, request) =>
    valid.has(bearer(request.headers.authorization)) ? { body: { user: providerUser } } : { status: 401, body: { message: 'Unauthenticated.' } },
  );
  stub.answer('/api/logout', (_url, request) => {
    const token = bearer(request.headers.authorization);
    if (!valid.has(token)) return { status: 401, body: { message: 'Unauthenticated.' } };
    valid.delete(token);
    return { body: { ok: true } };
  });
});
afterEach(() => resetRevocations());

async function logIn(): Promise<string> {
  const response = await loginPOST(apiRequest('/api/login?locale=en', { body: { email: 'ana@example.com', password: 'secret123' } }));
  expect(response.status).toBe(200);
  const [cookie] = setCookies(response);
  if (!cookie) throw new Error('no session cookie');
  return cookie.pair;
}

const logoutCalls = () => stub.seen.filter((request) => request.url === '/api/logout');

it('logout while the provider is down: the copied cookie is refused at once, and the token is revoked after recovery', async () => {
  const cookie = await logIn();
  stub.answer('/api/logout', { hangUp: true });
  const out = await logoutPOST(apiRequest('/api/logout', { method: 'POST', cookie }));
  expect(out.status).toBe(200);
  expect(await readBody(out)).toEqual({ ok: true });
  expect(setCookies(out)[0]?.attributes['max-age']).toBe('0');
  expect(valid.has(TOKEN)).toBe(true);
  expect(revocationsRetrying()).toBe(true);

  // Someone kept a copy of the cookie: it no longer opens the account, without asking the provider.
  stub.seen.length = 0;
  const copied = await userGET(apiRequest('/api/user?locale=en', { cookie }));
  expect(copied.status).toBe(200);
  expect(await readBody(copied)).toEqual({ user: null });
  expect(setCookies(copied)[0]?.attributes['max-age']).toBe('0');
  expect(stub.seen.filter((request) => request.url === '/api/user')).toHaveLength(0);
  expect(await readSessionCookie(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)))).toBeNull();

  // Still down: the retry keeps the token.
  await retryRevocations();
  expect(valid.has(TOKEN)).toBe(true);

  // The provider is back: the next pass revokes it, and the pass after that has nothing to do.
  stub.answer('/api/logout', (_url, request) => {
    valid.delete(request.headers.authorization?.replace(/^Bearer /, '') ?? '');
    return { body: { ok: true } };
  });
  stub.seen.length = 0;
  await retryRevocations();
  expect(valid.has(TOKEN)).toBe(false);
  expect(logoutCalls().map((request) => request.headers.authorization)).toEqual([`Bearer ${TOKEN}`]);
  await retryRevocations();
  expect(logoutCalls()).toHaveLength(1);
  // Nothing left to revoke: the retry timer has stopped.
  expect(revocationsRetrying()).toBe(false);
  // The cookie stays refused until the session would have ended anyway.
  expect(await readBody(await userGET(apiRequest('/api/user?locale=en', { cookie })))).toEqual({ user: null });
});

it('a logout the provider confirmed puts nothing on the list', async () => {
  const cookie = await logIn();
  expect((await logoutPOST(apiRequest('/api/logout', { method: 'POST', cookie }))).status).toBe(200);
  expect(await revocationList().has(TOKEN)).toBe(false);
  expect(valid.has(TOKEN)).toBe(false);
  expect(revocationsRetrying()).toBe(false);
  stub.seen.length = 0;
  await retryRevocations();
  expect(logoutCalls()).toHaveLength(0);
});

it('a provider that answers the retry with 401 (the token already gone) ends the retries', async () => {
  const cookie = await logIn();
  stub.answer('/api/logout', { status: 503, body: { message: 'maintenance' } });
  await logoutPOST(apiRequest('/api/logout', { method: 'POST', cookie }));
  expect(await revocationList().has(TOKEN)).toBe(true);
  stub.answer('/api/logout', { status: 401, body: { message: 'Unauthenticated.' } });
  await retryRevocations();
  await retryRevocations();
  expect(logoutCalls().length).toBe(2);
});

it('the list in memory is bounded and forgets entries once the session would have ended', async () => {
  let now = 1_000_000;
  const list = new RevocationList(() => null, () => 'test-only-session-secret-0123456789abcdef', () => now);
  await list.add('first', now + 10);
  await list.add('later', now + 1000);
  for (let i = 0; i < MAX_MEMORY_REVOCATIONS - 1; i += 1) await list.add(`token-${i}`, now + 500);
  // One over the bound: the earliest-expiring entry went.
  expect(await list.has('first')).toBe(false);
  expect(await list.has('later')).toBe(true);
  now += 1000;
  expect(await list.has('later')).toBe(false);
  await list.add('already-over', now - 1);
  expect(await list.has('already-over')).toBe(false);
});

describe('outliving what keeps it', () => {
  const secret = () => 'test-only-session-secret-0123456789abcdef';
  const later = async () => 'later' as const;
  let folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(tmpdir(), 'revocations-'));
    folders.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of folders) rmSync(made, { recursive: true, force: true });
    folders = [];
  });

  it('a restart without Redis keeps refusing the cookie and goes on revoking the token (kept on disk, sealed)', async () => {
    let now = 1_000_000;
    const disk = folder();
    const before = new RevocationList(() => null, secret, () => now, new FileRevocations(disk));
    await before.add('token-of-ana', now + 60_000);
    expect(readdirSync(disk)).toEqual([tokenHash('token-of-ana')]);
    expect(readFileSync(path.join(disk, tokenHash('token-of-ana')), 'utf8')).not.toContain('token-of-ana');

    // The process restarts: a new list on the same folder.
    const after = new RevocationList(() => null, secret, () => now, new FileRevocations(disk));
    expect(await after.has('token-of-ana')).toBe(true);
    expect(await after.waiting()).toBe(true);
    expect(await after.retry(later)).toBe(true);
    const revoked: string[] = [];
    expect(
      await after.retry(async (token) => {
        revoked.push(token);
        return 'revoked';
      }),
    ).toBe(false);
    expect(revoked).toEqual(['token-of-ana']);

    // Revoked at the provider: the next start refuses the cookie still, with nothing left to revoke.
    const again = new RevocationList(() => null, secret, () => now, new FileRevocations(disk));
    expect([await again.has('token-of-ana'), await again.waiting()]).toEqual([true, false]);
    // Once the session would have ended, it is gone from the disk too.
    now += 60_000;
    await again.retry(later);
    const last = new RevocationList(() => null, secret, () => now, new FileRevocations(disk));
    expect(await last.has('token-of-ana')).toBe(false);
    expect(readdirSync(disk)).toEqual([]);
  });

  it('with Redis, the instances put back what Redis lost: every one refuses the cookie again and the token is still revoked', async () => {
    const redis = new FakeRedis();
    const instance = () => new RevocationList(() => redis as never, secret, Date.now, new FileRevocations(folder()));
    const [one, two] = [instance(), instance()];
    await one.add('token-of-ana', Date.now() + 60_000);
    expect(await two.has('token-of-ana')).toBe(true);
    expect([await one.retry(later), await two.retry(later)]).toEqual([true, true]);

    redis.flushAll();
    // The instance that saw the copy refuses it still; one that never did cannot know until it is put back.
    const three = instance();
    expect([await two.has('token-of-ana'), await three.has('token-of-ana')]).toEqual([true, false]);
    await two.retry(later);
    await one.retry(later);
    expect(await instance().has('token-of-ana')).toBe(true);

    // The provider is back: the token, put back sealed, is revoked by whichever instance passes first.
    const revoked: string[] = [];
    const revoke = async (token: string) => {
      revoked.push(token);
      return 'revoked' as const;
    };
    await instance().retry(revoke);
    expect(revoked).toEqual(['token-of-ana']);
    expect(await redis.zCard('storefront:revocations')).toBe(0);
  });

  it('with Redis restarted empty, an instance restarted too puts back what its disk holds', async () => {
    const redis = new FakeRedis();
    const disk = folder();
    await new RevocationList(() => redis as never, secret, Date.now, new FileRevocations(disk)).add('token-of-ana', Date.now() + 60_000);
    redis.flushAll();
    const restarted = new RevocationList(() => redis as never, secret, Date.now, new FileRevocations(disk));
    await restarted.retry(later);
    const other = new RevocationList(() => redis as never, secret, Date.now, new FileRevocations(folder()));
    expect(await other.has('token-of-ana')).toBe(true);
    expect(await redis.zCard('storefront:revocations')).toBe(1);
  });

  it('a logout while Redis is away reaches Redis at the next pass, so every instance refuses the cookie', async () => {
    const redis = new FakeRedis();
    const one = new RevocationList(() => redis as never, secret, Date.now, new FileRevocations(folder()));
    await one.retry(later);
    redis.down = true;
    await one.add('token-of-ana', Date.now() + 60_000);
    expect(await one.has('token-of-ana')).toBe(true);
    redis.down = false;
    const other = new RevocationList(() => redis as never, secret, Date.now, new FileRevocations(folder()));
    expect(await other.has('token-of-ana')).toBe(false);
    await one.retry(later);
    expect(await other.has('token-of-ana')).toBe(true);
    expect(await redis.zCard('storefront:revocations')).toBe(1);
  });
});
