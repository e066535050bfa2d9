// A provider outage met by processes that did not see what came before it (issue 15):
// - pages in the shared cache (Redis) or on disk are served by a freshly started process while the
//   provider is down; a page nobody rendered answers 503;
// - a logout during the outage ends every copy of the cookie on every instance at once, and the
//   provider's token is revoked once the provider is back.
// The storefronts here are started by the tests, against a pass-through proxy to the scale provider
// that a test cuts and restores ("the provider").
import { unsealData } from 'iron-session';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { cuttableProvider, freePort, kill, startStorefront, terminate, untilLive, type CuttableProvider, type Storefront } from './processes';
import { PROVIDER_URL, REDIS_URL, SCALE_SECRETS } from './servers';
import { pageAt, someProductIds, warmPage } from './support';

test.describe.configure({ timeout: 180_000 });

let provider: CuttableProvider;
const started: Storefront[] = [];

test.beforeEach(async () => {
  provider = await cuttableProvider();
});
test.afterEach(async () => {
  for (const storefront of started.splice(0)) kill(storefront);
  await provider.close();
});

async function storefront(redis: boolean): Promise<Storefront> {
  const port = await freePort();
  const instance = startStorefront(
    {
      SITE_URL: `http://localhost:${port}`,
      PROVIDER_API_URL: provider.url,
      SESSION_SECRET: SCALE_SECRETS.session,
      CLIENT_IP_SECRET: SCALE_SECRETS.clientIp,
      PROVIDER_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'warn',
      ...(redis ? { REDIS_URL } : {}),
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

test('a logout during an outage ends every copy of the cookie on every instance, and the token is revoked after recovery', async ({ request }) => {
  const [one, two] = [await storefront(true), await storefront(true)];
  const email = `outage-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await request.post(`${one.origin}/api/register?locale=en`, {
    headers: { origin: one.origin },
    data: { name: 'Outage1', email, password: 'secret123', password_confirmation: 'secret123', terms: true },
  });
  expect(registered.status()).toBe(201);
  const sessionCookie = registered.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie')!.value.split(';')[0]!;
  const { token } = await unsealData<{ token: string }>(decodeURIComponent(sessionCookie.slice(sessionCookie.indexOf('=') + 1)), {
    password: SCALE_SECRETS.session,
  });
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
  const atProvider = () => request.get(`${PROVIDER_URL}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  await expect.poll(async () => (await atProvider()).status(), { timeout: 30_000, intervals: [500] }).toBe(401);
  for (const instance of [one, two]) expect(await signedIn(instance.origin)).toBe(false);
});
