// A provider outage met by processes that did not see what came before it:
// - pages in the shared cache (Redis) or on disk are served by a freshly started process while the
//   provider is down; a page nobody rendered answers 503, from the first request after the provider
//   went away;
// - after Redis lost its data (FLUSHALL, a restart without persistence), the instances put back the
//   pages they hold and the index of cached pages, so a process started during the outage still
//   serves them;
// - a logout during the outage ends every copy of the cookie on every instance at once, and the
//   provider's token is revoked once the provider is back; that holds across a restart of the
//   storefront (without Redis) and across Redis losing its data (with Redis).
// The storefronts here are started by the tests, against a pass-through proxy to the scale provider
// that a test cuts and restores ("the provider"); the tests that flush or restart Redis use one of
// their own.
import { createHash } from 'node:crypto';
import { unsealData } from 'iron-session';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClient } from 'redis';
import {
  cuttableProvider,
  freePort,
  kill,
  ownRedis,
  startStorefront,
  terminate,
  untilLive,
  type CuttableProvider,
  type OwnRedis,
  type Storefront,
} from './processes';
import { PROVIDER_URL, REDIS_URL, SCALE_SECRETS } from './servers';
import { pageAt, someProductIds, warmPage } from './support';

test.describe.configure({ timeout: 180_000 });

let provider: CuttableProvider;
const started: Storefront[] = [];
let redisOfTest: OwnRedis | null = null;

test.beforeEach(async () => {
  provider = await cuttableProvider();
});
test.afterEach(async () => {
  for (const storefront of started.splice(0)) kill(storefront);
  await provider.close();
  await redisOfTest?.stop();
  redisOfTest = null;
});

/** With `true` the scale Redis, with a URL that one, with `false` none. */
async function storefront(redis: boolean | string): Promise<Storefront> {
  const port = await freePort();
  const instance = startStorefront(
    {
      SITE_URL: `http://localhost:${port}`,
      PROVIDER_API_URL: provider.url,
      SESSION_SECRET: SCALE_SECRETS.session,
      CLIENT_IP_SECRET: SCALE_SECRETS.clientIp,
      PROVIDER_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'warn',
      ...(redis ? { REDIS_URL: redis === true ? REDIS_URL : redis } : {}),
    },
    port,
  );
  started.push(instance);
  await untilLive(instance);
  return instance;
}

/** A product of the catalogue's third popular page: no scale test renders it. */
async function unrenderedProduct(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${PROVIDER_URL}/api/popular-products?page=3`);
  const body = (await response.json()) as { result: { products: Array<{ id: number }> } };
  return body.result.products.at(-1)!.id;
}

for (const redis of [true, false]) {
  test(`pages in the cache ${redis ? '(Redis)' : '(on disk)'} are served during an outage by a process that never rendered them`, async ({ request }) => {
    const ids = await someProductIds(request, 9);
    // Products other scale tests leave alone (the shared-cache tests change the first three).
    const paths = [`/en/product/${ids[redis ? 6 : 7]}`, redis ? '/' : '/en', `/ru/category/${redis ? 'steam' : 'xbox'}`];
    const first = await storefront(redis);
    for (const path of paths) await warmPage(request, first.origin, path);
    expect(await terminate(first)).toEqual({ code: 0, signal: null });

    const fresh = await storefront(redis);
    provider.cut();
    for (const path of paths) {
      const page = await pageAt(request, fresh.origin, path);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect(page.html).toContain('<html');
    }
    const missing = await pageAt(request, fresh.origin, `/hi/product/${await unrenderedProduct(request)}`);
    expect(missing.status).toBe(503);
    expect(missing.html).toContain('lang="hi"');
  });
}

test('the first request for a page nobody rendered, right after the provider went away, answers 503 in its language', async ({ request }) => {
  const id = await unrenderedProduct(request);
  const instance = await storefront(false);
  await warmPage(request, instance.origin, '/hi/faq');
  // A provider answer this recent vouches for the provider: nothing asks it again before rendering.
  expect((await request.get(`${instance.origin}/api/health/provider`)).status()).toBe(200);
  provider.cut();
  for (const method of ['GET', 'HEAD'] as const) {
    const missing = await request.fetch(`${instance.origin}/hi/product/${id}`, { method, maxRedirects: 0 });
    expect({ method, status: missing.status() }).toEqual({ method, status: 503 });
    expect(missing.headers()['retry-after']).toBe('10');
    expect(missing.headers()['cache-control']).toBe('no-store');
    if (method === 'GET') expect(await missing.text()).toContain('<html lang="hi">');
  }
  const cached = await pageAt(request, instance.origin, '/hi/faq');
  expect(cached.status).toBe(200);
});

/** A new account registered through `origin`: its session cookie (as a Cookie header) and the provider's token in it. */
async function signUp(request: APIRequestContext, origin: string) {
  const email = `outage-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post(`${origin}/api/register?locale=en`, {
    headers: { origin },
    data: { name: 'Outage1', email, password: 'secret123', password_confirmation: 'secret123', terms: true },
  });
  expect(registered.status()).toBe(201);
  const sessionCookie = registered.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie')!.value.split(';')[0]!;
  const { token } = await unsealData<{ token: string }>(decodeURIComponent(sessionCookie.slice(sessionCookie.indexOf('=') + 1)), {
    password: SCALE_SECRETS.session,
  });
  return { sessionCookie, token };
}

/**
 * What an instance does with the cookie while the provider is cut: `refused` (a guest: 200
 * {user: null}), or anything else it answered (the session accepted, the provider unreachable: 503).
 */
async function duringOutage(request: APIRequestContext, origin: string, cookie: string): Promise<string> {
  const answer = await request.get(`${origin}/api/user?locale=en`, { headers: { cookie } });
  if (answer.status() === 200 && ((await answer.json()) as { user: unknown }).user === null) return 'refused';
  return `answered ${answer.status()}`;
}

async function logOut(request: APIRequestContext, origin: string, cookie: string) {
  const out = await request.post(`${origin}/api/logout?locale=en`, { headers: { origin, cookie } });
  expect(out.status()).toBe(200);
}

/** The provider's view of a token: 200 while it is valid, 401 once revoked. */
const atProvider = (request: APIRequestContext, token: string) => async () =>
  (await request.get(`${PROVIDER_URL}/api/user`, { headers: { authorization: `Bearer ${token}` } })).status();

async function connected(url: string) {
  const client = createClient({ url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

test('a logout during an outage ends every copy of the cookie on every instance, and the token is revoked after recovery', async ({ request }) => {
  const [one, two] = [await storefront(true), await storefront(true)];
  const { sessionCookie, token } = await signUp(request, one.origin);
  // GET /api/user answers 200 for a guest too ({user: null}): the cookie counts when a user comes back.
  const signedIn = async (origin: string) => {
    const answer = await request.get(`${origin}/api/user?locale=en`, { headers: { cookie: sessionCookie } });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { user: unknown }).user !== null;
  };
  expect(await signedIn(two.origin)).toBe(true);

  provider.cut();
  const out = await request.post(`${one.origin}/api/logout?locale=en`, { headers: { origin: one.origin, cookie: sessionCookie } });
  expect(out.status()).toBe(200);
  // The copy is refused by the other instance at once, although the provider still knows the token.
  expect(await signedIn(two.origin)).toBe(false);

  provider.restore();
  await expect.poll(atProvider(request, token), { timeout: 30_000, intervals: [500] }).toBe(401);
  for (const instance of [one, two]) expect(await signedIn(instance.origin)).toBe(false);
});

test('without Redis, a logout during an outage outlives a restart of the storefront, and the token is revoked after recovery', async ({ request }) => {
  const first = await storefront(false);
  const { sessionCookie, token } = await signUp(request, first.origin);
  provider.cut();
  await logOut(request, first.origin, sessionCookie);
  expect(await duringOutage(request, first.origin, sessionCookie)).toBe('refused');
  expect(await terminate(first)).toEqual({ code: 0, signal: null });

  // The provider still accepts the token; the restarted storefront must still refuse its cookie.
  const restarted = await storefront(false);
  expect(await duringOutage(request, restarted.origin, sessionCookie)).toBe('refused');
  provider.restore();
  await expect.poll(atProvider(request, token), { timeout: 30_000, intervals: [500] }).toBe(401);
});

test('with Redis, a logout during an outage outlives Redis losing its data (FLUSHALL, then a restart)', async ({ request }) => {
  redisOfTest = await ownRedis();
  const [one, two] = [await storefront(redisOfTest.url), await storefront(redisOfTest.url)];
  const { sessionCookie, token } = await signUp(request, one.origin);
  provider.cut();
  await logOut(request, one.origin, sessionCookie);
  expect(await duringOutage(request, two.origin, sessionCookie)).toBe('refused');

  const refusal = `storefront:revoked:${createHash('sha256').update(token, 'utf8').digest('base64url')}`;
  let redis = await connected(redisOfTest.url);
  expect(await redis.exists(refusal)).toBe(1);
  await redis.flushAll();
  // Put back into Redis by an instance that holds it, so every instance refuses the cookie again.
  await expect.poll(() => redis.exists(refusal), { timeout: 20_000, intervals: [250] }).toBe(1);
  for (const instance of [two, one]) expect(await duringOutage(request, instance.origin, sessionCookie)).toBe('refused');
  redis.destroy();

  await redisOfTest.restart();
  redis = await connected(redisOfTest.url);
  await expect.poll(() => redis.exists(refusal), { timeout: 20_000, intervals: [250] }).toBe(1);
  for (const instance of [two, one]) expect(await duringOutage(request, instance.origin, sessionCookie)).toBe('refused');
  redis.destroy();

  provider.restore();
  await expect.poll(atProvider(request, token), { timeout: 30_000, intervals: [500] }).toBe(401);
});

test('after Redis loses its data, the pages an instance holds are put back: a process started during an outage serves them', async ({ request }) => {
  redisOfTest = await ownRedis();
  const ids = await someProductIds(request, 9);
  const paths = [`/en/product/${ids[8]}`, '/ru/faq', '/en/category/netflix'];
  const one = await storefront(redisOfTest.url);
  for (const path of paths) await warmPage(request, one.origin, path);

  let redis = await connected(redisOfTest.url);
  const indexed = async () => (await redis.hmGet('storefront:cached-pages', paths)).filter(Boolean).length;
  await expect.poll(indexed).toBe(paths.length);
  await redis.flushAll();
  await expect.poll(indexed, { timeout: 20_000, intervals: [250] }).toBe(paths.length);
  redis.destroy();
  await redisOfTest.restart();
  redis = await connected(redisOfTest.url);
  await expect.poll(indexed, { timeout: 20_000, intervals: [250] }).toBe(paths.length);
  redis.destroy();

  provider.cut();
  const fresh = await storefront(redisOfTest.url);
  for (const instance of [fresh, one]) {
    for (const path of paths) {
      const page = await pageAt(request, instance.origin, path);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      expect(page.html).toContain('<html');
    }
  }
  expect((await pageAt(request, fresh.origin, `/hi/product/${await unrenderedProduct(request)}`)).status).toBe(503);
});
