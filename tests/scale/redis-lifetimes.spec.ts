// The storefront's keys in Redis have bounded lives, and a new build warms its cache before it
// takes traffic (docs/operations.md "Redis memory", "Warming the cache before readiness"):
// - with WARM_CACHE=sitemap an instance answers readiness 503 "warming", requests the sitemaps'
//   pages through itself, then answers 200; with the provider stopped right after, those pages are
//   served from the cache (and a page it did not warm answers 503);
// - a provider that is down at start ends the warm-up: readiness turns 200 all the same;
// - the keys of a previous build (registered, or from before the registry) get a TTL of at most an
//   hour once the new build runs, while the current build's keys expire within REDIS_CACHE_TTL_DAYS
//   and are pushed forward when used.
// The build under test is the one in .next/standalone; "the previous build" is planted in Redis.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createClient } from 'redis';
import { cuttableProvider, freePort, kill, ownRedis, startStorefront, type CuttableProvider, type OwnRedis, type Storefront } from './processes';
import { SCALE_SECRETS } from './servers';

test.describe.configure({ timeout: 240_000 });

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const WARMED_PAGES = 12;
const BUILD_ID = readFileSync(path.resolve('.next/standalone/.next/BUILD_ID'), 'utf8').trim();

let provider: CuttableProvider;
let redis: OwnRedis;
const started: Storefront[] = [];

test.beforeEach(async () => {
  provider = await cuttableProvider();
  redis = await ownRedis();
});
test.afterEach(async () => {
  for (const storefront of started.splice(0)) kill(storefront);
  await provider.close();
  await redis.stop();
});

async function warmingStorefront(): Promise<Storefront> {
  const port = await freePort();
  const instance = startStorefront(
    {
      SITE_URL: `http://localhost:${port}`,
      PROVIDER_API_URL: provider.url,
      SESSION_SECRET: SCALE_SECRETS.session,
      PROVIDER_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'info',
      REDIS_URL: redis.url,
      WARM_CACHE: 'sitemap',
      WARM_MAX_PAGES: String(WARMED_PAGES),
      WARM_TIMEOUT_MS: '180000',
    },
    port,
  );
  started.push(instance);
  return instance;
}

/** Every readiness answer from the first one the process gives until it says ready. */
async function readinessUntilReady(storefront: Storefront): Promise<string[]> {
  const seen: string[] = [];
  await expect
    .poll(
      async () => {
        if (storefront.child.exitCode !== null) throw new Error(`the server exited: ${storefront.stderr()}`);
        try {
          const answer = await fetch(`${storefront.origin}/api/health/ready`);
          const line = `${answer.status} ${((await answer.json()) as { status: string }).status}`;
          if (seen.at(-1) !== line) seen.push(line);
          return line;
        } catch {
          return 'not listening';
        }
      },
      { timeout: 200_000, intervals: [100] },
    )
    .toBe('200 ready');
  return seen;
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
}

test('a warmed instance reports ready after the sitemaps’ pages, serves them with the provider stopped, and bounds every key’s life', async ({ request }) => {
  const client = createClient({ url: redis.url });
  await client.connect();
  try {
    // A previous build, replaced a while ago (its processes silent), and keys of one from before
    // the build registry: both without a bounded life.
    const now = Date.now();
    await client.zAdd('next-cache-builds:started', { score: now - DAY_MS, value: 'previous-build' });
    await client.zAdd('next-cache-builds:seen', { score: now - HOUR_MS, value: 'previous-build' });
    await client.set('next-cache:previous-build:entry:/en', 'x', { EX: 365 * 24 * 60 * 60 });
    await client.hSet('next-cache:previous-build:tag:catalogue', 'next-cache:previous-build:entry:/en', '1');
    await client.set('next-cache:previous-build:generation', 'g');
    await client.set('next-cache:older-build:entry:/', 'x');

    const storefront = await warmingStorefront();
    const readiness = await readinessUntilReady(storefront);
    expect(readiness).toContain('503 warming');
    expect(readiness.indexOf('503 warming')).toBeLessThan(readiness.indexOf('200 ready'));
    const ended = storefront.stdout().split('\n').find((line) => line.includes('cache warm-up ended'));
    expect(JSON.parse(ended!)).toMatchObject({ pages: WARMED_PAGES, failed: 0, end: 'page-limit' });

    // The previous builds' keys now end within the hour; the registry forgot the one gone.
    for (const key of ['next-cache:previous-build:entry:/en', 'next-cache:previous-build:tag:catalogue', 'next-cache:previous-build:generation', 'next-cache:older-build:entry:/']) {
      await expect.poll(async () => client.pTTL(key), { message: key }).toBeGreaterThan(0);
      expect(await client.pTTL(key), key).toBeLessThanOrEqual(HOUR_MS);
    }
    await expect.poll(() => client.zRange('next-cache-builds:started', 0, -1)).toEqual([BUILD_ID]);

    // The current build's keys: every one with an expiry within REDIS_CACHE_TTL_DAYS (7) and an hour.
    const own: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `next-cache:${BUILD_ID}:*`, COUNT: 1000 })) own.push(...batch);
    expect(own.length).toBeGreaterThan(WARMED_PAGES);
    for (const key of own) {
      const ttl = await client.pTTL(key);
      expect([key, ttl > 0 && ttl <= 7 * DAY_MS + HOUR_MS]).toEqual([key, true]);
    }
    // A page entry used again gets its full TTL back.
    const home = own.find((key) => key.startsWith(`next-cache:${BUILD_ID}:entry:`) && key.endsWith('/$/en'));
    expect(home).toBeDefined();
    await client.pExpire(home!, 60_000);
    expect((await request.get(`${storefront.origin}/en`)).status()).toBe(200);
    expect(await client.pTTL(home!)).toBeGreaterThan(7 * DAY_MS - HOUR_MS);

    // The pages it warmed, in the sitemap's order; then the provider stops.
    const pagesXml = await request.get(`${storefront.origin}/sitemaps/pages.xml`);
    expect(pagesXml.status()).toBe(200);
    const warmed = locs(await pagesXml.text()).slice(0, WARMED_PAGES);
    const productsXml = await request.get(`${storefront.origin}/sitemaps/products-1.xml`);
    expect(productsXml.status()).toBe(200);
    const unwarmed = locs(await productsXml.text()).at(-1)!;
    provider.cut();
    for (const pagePath of warmed) {
      const answer = await request.get(`${storefront.origin}${pagePath}`, { maxRedirects: 0 });
      expect([pagePath, answer.status()]).toEqual([pagePath, 200]);
      expect(await answer.text()).toContain('</html>');
    }
    // A product the warm-up did not reach and nobody asked for: the outage page, once the proxy has
    // seen the provider fail (it trusts a call that succeeded a moment ago).
    await expect.poll(async () => (await request.get(`${storefront.origin}${unwarmed}`, { maxRedirects: 0 })).status(), { timeout: 30_000 }).toBe(503);
  } finally {
    await client.quit();
  }
});

test('with the provider down at start, the warm-up ends and the instance reports ready', async () => {
  provider.cut();
  const storefront = await warmingStorefront();
  const readiness = await readinessUntilReady(storefront);
  expect(readiness.at(-1)).toBe('200 ready');
  const ended = storefront.stdout().split('\n').find((line) => line.includes('cache warm-up ended'));
  expect(JSON.parse(ended!)).toMatchObject({ pages: 0, end: 'provider-away' });
});
