// How long the storefront's keys live in Redis (lib/server/redis-lifetimes.mjs, used by the page
// cache's store, the index of cached pages and the generation markers), on a real redis-server:
// every key of a build has an expiry that its use pushes forward, and once a newer build is live
// the older build's keys get a short one, without being deleted while that build still serves.
import { CachedPages, RedisPageKeys } from '@/lib/server/cached-pages';
import { HeldEntries, RedisCacheStore, type CacheConnection } from '@/lib/server/redis-cache-store.mjs';
import { BUILD_LIVE_MS, BUILDS_STARTED, OLD_BUILD_TTL_SECONDS, planBuilds, redisCacheTtlSeconds } from '@/lib/server/redis-lifetimes.mjs';
import { RedisGeneration } from '@/lib/server/redis-generation';
import { startRedis, type RealRedis, type RealRedisClient } from '../../support/redis-server';

const DAY_S = 24 * 60 * 60;
const HOUR_MS = OLD_BUILD_TTL_SECONDS * 1000;
const page = (html: string, tags = 'product:7') => ({ kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': tags }, status: 200 });
const isr = { cacheControl: { revalidate: 60, expire: 365 * DAY_S } };

let redis: RealRedis;
let client: RealRedisClient;

beforeAll(async () => {
  redis = await startRedis();
  client = await redis.client();
});
afterAll(() => redis.stop());
beforeEach(async () => {
  await client.flushAll();
  // The store's one-line notices (a newer build, keys shortened) and the index's failure warning.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** One storefront process of `build`, started at `startedAt`, on the shared Redis. */
function process(build: string, startedAt: number, ttlSeconds = 7 * DAY_S): RedisCacheStore {
  const connection: CacheConnection = { client, firstConnection: Promise.resolve(true), held: new HeldEntries(), lossChecks: new Map() };
  return new RedisCacheStore({ redisUrl: redis.url, buildId: build, ttlSeconds, startedAt, connection });
}

describe('REDIS_CACHE_TTL_DAYS', () => {
  it('is 7 days unless set to a whole number of days from 1 to 365', () => {
    expect(redisCacheTtlSeconds({})).toBe(7 * DAY_S);
    expect(redisCacheTtlSeconds({ REDIS_CACHE_TTL_DAYS: '30' })).toBe(30 * DAY_S);
    expect(redisCacheTtlSeconds({ REDIS_CACHE_TTL_DAYS: '0' })).toBe(7 * DAY_S);
    expect(redisCacheTtlSeconds({ REDIS_CACHE_TTL_DAYS: '2.5' })).toBe(7 * DAY_S);
  });
});

describe('a build’s keys', () => {
  it('expire the sliding TTL after they were written, not a year, and tags outlive their entries', async () => {
    const store = process('b1', 1000);
    await store.set('/en/product/7', page('<p>7</p>'), isr);
    const entry = await client.pTTL('next-cache:b1:entry:/en/product/7');
    expect(entry).toBeGreaterThan(7 * DAY_S * 1000 - 60_000);
    expect(entry).toBeLessThanOrEqual(7 * DAY_S * 1000);
    expect(await client.pTTL('next-cache:b1:tag:product:7')).toBeGreaterThan(entry);
  });

  it('are pushed forward by every hit, tag indexes included', async () => {
    await process('b1', 1000).set('/en/product/7', page('<p>7</p>'), isr);
    await client.pExpire('next-cache:b1:entry:/en/product/7', 5000);
    await client.pExpire('next-cache:b1:tag:product:7', 5000);
    // Another process of the same build serves the page.
    expect((await process('b1', 1000).get('/en/product/7'))?.value).toMatchObject({ html: '<p>7</p>' });
    expect(await client.pTTL('next-cache:b1:entry:/en/product/7')).toBeGreaterThan(7 * DAY_S * 1000 - 60_000);
    expect(await client.pTTL('next-cache:b1:tag:product:7')).toBeGreaterThan(7 * DAY_S * 1000);
  });

  it('never outlive the page’s own expire', async () => {
    const store = process('b1', 1000);
    await store.set('/en/product/7', page('<p>7</p>'), { cacheControl: { revalidate: 60, expire: 600 } });
    expect(await client.pTTL('next-cache:b1:entry:/en/product/7')).toBeLessThanOrEqual(600_000);
    await process('b1', 1000).get('/en/product/7');
    expect(await client.pTTL('next-cache:b1:entry:/en/product/7')).toBeLessThanOrEqual(600_000);
  });

  it('include the generation marker, pushed forward at each check', async () => {
    const store = process('b1', 1000);
    await store.putBackIfLost();
    await client.pExpire('next-cache:b1:generation', 5000);
    await store.putBackIfLost();
    expect(await client.pTTL('next-cache:b1:generation')).toBeGreaterThan(7 * DAY_S * 1000 - 60_000);
  });
});

describe('builds replaced by a newer one', () => {
  it('the registry: a build is replaced while a newer one is live, and gone once silent', () => {
    const now = 10 * BUILD_LIVE_MS;
    const started = new Map([
      ['old', 1000],
      ['new', 2000],
    ]);
    const bothLive = new Map([
      ['old', now],
      ['new', now],
    ]);
    expect(planBuilds({ own: 'old', started, seen: bothLive, now })).toEqual({ superseded: true, live: ['new'], gone: [] });
    expect(planBuilds({ own: 'new', started, seen: bothLive, now })).toEqual({ superseded: false, live: ['old'], gone: [] });
    // A rollback: the newer build stopped, so the older one is the one serving.
    const newSilent = new Map([
      ['old', now],
      ['new', now - BUILD_LIVE_MS - 1],
    ]);
    expect(planBuilds({ own: 'old', started, seen: newSilent, now })).toEqual({ superseded: false, live: [], gone: ['new'] });
  });

  it('get a short TTL when a newer build starts, keep serving through the rolling deploy, and refresh with the short TTL', async () => {
    const old = process('old', 1000);
    await old.keepBuild();
    await old.set('/en/product/7', page('<p>old</p>'), isr);
    await old.set('/en/product/8', page('<p>old 8</p>', 'product:8'), isr);
    await old.putBackIfLost();
    // A key of a build from before the registry (an earlier version of the storefront), for a year.
    await client.set('next-cache:ancient:entry:/en', 'x', { EX: 365 * DAY_S });

    const fresh = process('new', 2000);
    await fresh.set('/en/product/7', page('<p>new</p>'), isr);
    const plan = await fresh.keepBuild();
    expect(plan).toMatchObject({ superseded: false, live: ['old'] });
    for (const key of ['next-cache:old:entry:/en/product/7', 'next-cache:old:tag:product:7', 'next-cache:old:generation', 'next-cache:ancient:entry:/en']) {
      const ttl = await client.pTTL(key);
      expect([key, ttl > 0 && ttl <= HOUR_MS]).toEqual([key, true]);
    }
    // The new build's own keys keep their sliding TTL.
    expect(await client.pTTL('next-cache:new:entry:/en/product/7')).toBeGreaterThan(HOUR_MS);

    // The old build still serves its pages, learns it is replaced, and refreshes and writes with the short TTL.
    expect((await old.get('/en/product/8'))?.value).toMatchObject({ html: '<p>old 8</p>' });
    expect(await old.keepBuild()).toMatchObject({ superseded: true });
    expect(old.keyTtlSeconds()).toBe(OLD_BUILD_TTL_SECONDS);
    await client.pExpire('next-cache:old:entry:/en/product/8', 5000);
    await old.get('/en/product/8');
    const refreshed = await client.pTTL('next-cache:old:entry:/en/product/8');
    expect(refreshed).toBeGreaterThan(5000);
    expect(refreshed).toBeLessThanOrEqual(HOUR_MS);
    await old.set('/en/product/9', page('<p>old 9</p>', 'product:9'), isr);
    expect(await client.pTTL('next-cache:old:entry:/en/product/9')).toBeLessThanOrEqual(HOUR_MS);
    // The new build's entries are never shortened by the old one.
    expect(await client.pTTL('next-cache:new:entry:/en/product/7')).toBeGreaterThan(HOUR_MS);
  });

  it('once the replaced build is gone, its keys are shortened again and it leaves the registry', async () => {
    const old = process('old', 1000);
    const fresh = process('new', 2000);
    const now = Date.now();
    await old.keepBuild(now);
    await fresh.keepBuild(now);
    // Written by the old build before it learned of the new one.
    await client.set('next-cache:old:entry:/en/late', 'x', { EX: 7 * DAY_S });
    const later = now + BUILD_LIVE_MS + 1;
    expect(await fresh.keepBuild(later)).toMatchObject({ live: [], gone: ['old'] });
    expect(await client.pTTL('next-cache:old:entry:/en/late')).toBeLessThanOrEqual(HOUR_MS);
    expect(await client.zRange(BUILDS_STARTED, 0, -1)).toEqual(['new']);
  });
});

describe('the index of cached pages and the other generation markers', () => {
  it('live the sliding TTL, and the index comes back when it expired or was evicted', async () => {
    const keys = new RedisPageKeys(client, 'storefront:cached-pages', 7 * DAY_S);
    await keys.save('/en/product/7', '/route-cache/APP_PAGE/x/$/en/product/7');
    expect(await client.pTTL('storefront:cached-pages')).toBeGreaterThan(7 * DAY_S * 1000 - 60_000);
    const pairs: [string, string][] = [['/en/product/7', '/route-cache/APP_PAGE/x/$/en/product/7']];
    // The first look takes note of Redis's contents; the next finds nothing to do.
    await keys.putBackIfLost(pairs);
    expect(await keys.putBackIfLost(pairs)).toBe(0);
    expect(await client.pTTL('storefront:cached-pages:generation')).toBeGreaterThan(7 * DAY_S * 1000 - 60_000);

    // Gone (evicted under maxmemory, say) while the generation marker stayed: put back at the next refresh.
    await client.del('storefront:cached-pages');
    expect(await keys.putBackIfLost(pairs, Date.now() + 2 * HOUR_MS)).toBe(1);
    expect(await client.hGet('storefront:cached-pages', '/en/product/7')).toBe('/route-cache/APP_PAGE/x/$/en/product/7');
    expect(await client.pTTL('storefront:cached-pages')).toBeGreaterThan(7 * DAY_S * 1000 - 60_000);
  });

  it('the revocations’ marker too', async () => {
    const generation = new RedisGeneration('storefront:revocations:generation', 7 * DAY_S);
    expect(await generation.unseen(client)).not.toBeNull();
    expect(await client.pTTL('storefront:revocations:generation')).toBeGreaterThan(7 * DAY_S * 1000 - 60_000);
  });
});

describe('a Redis out of memory (maxmemory reached, nothing it may evict)', () => {
  afterEach(() => client.configSet({ maxmemory: '0', 'maxmemory-policy': 'noeviction' }));

  it('the cache still reads what it holds, drops its writes without throwing, and nothing else fails', async () => {
    const store = process('b1', 1000);
    await store.set('/en/product/7', page('<p>7</p>'), isr);
    await client.configSet({ maxmemory: '1', 'maxmemory-policy': 'noeviction' });
    await expect(client.set('probe', 'x')).rejects.toThrow(/OOM/);

    expect((await process('b1', 1000).get('/en/product/7'))?.value).toMatchObject({ html: '<p>7</p>' });
    await expect(store.set('/en/product/8', page('<p>8</p>', 'product:8'), isr)).resolves.toBeUndefined();
    expect(await process('b1', 1000).get('/en/product/8')).toBeNull();
    await expect(store.keepBuild()).resolves.toBeNull();
    await expect(store.putBackIfLost()).resolves.toBe(0);
    await expect(new RedisPageKeys(client, 'storefront:cached-pages', 7 * DAY_S).save('/en', '/route-cache/APP_PAGE/x/$/en')).rejects.toThrow(/OOM/);
    // CachedPages.remember catches that failure (tests/unit/lib/server/cached-pages.test.ts): the page is served all the same.
    expect(() => new CachedPages(new RedisPageKeys(client)).remember('/route-cache/APP_PAGE/x/$/en')).not.toThrow();
  });
});
