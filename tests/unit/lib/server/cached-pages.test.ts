// The index of cached pages (lib/server/cached-pages.ts) and the proxy's use of it during an outage:
// a page the cache holds is served whoever rendered it, also by a fresh process that
// finds the index on disk or in Redis; a page it lacks, an evicted entry or a cached 404 answer 503.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key';
import proxy from '@/proxy';
import { CACHED_PAGES_KEY, type CachedPagesPort } from '@/lib/cache/page-lookup';
import { resetProviderHealth } from '@/lib/provider/health';
import { CachedPages, FilePageKeys, RedisPageKeys, cachedPagesFile, pagePathOfKey } from '@/lib/server/cached-pages';
import { FakeRedis } from '../../support/fake-redis';

/** Next's own key of a page (the function its incremental cache uses). */
const keyOf = (pagePath: string, route = '/[locale]/(catalogue)/product/[id]/page') =>
  getRouteCacheKey(pagePath, { kind: 'APP_PAGE', sourceRoute: route } as Parameters<typeof getRouteCacheKey>[1]);

/** A stand-in for the cache handler's store: entries by key. */
function cacheStore(entries: Record<string, unknown> = {}) {
  const held = new Map(Object.entries(entries));
  return { held, read: async (key: string) => held.get(key) ?? null };
}
const page = { value: { kind: 'APP_PAGE', html: '<html></html>' } };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cached-pages-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the page path of a cache key', () => {
  it("reads the path out of Next's keys", () => {
    expect(pagePathOfKey(keyOf('/en/product/150'))).toBe('/en/product/150');
    expect(pagePathOfKey(keyOf('/pt-BR', '/[locale]/(catalogue)/page'))).toBe('/pt-BR');
    expect(pagePathOfKey('/en/category/steam')).toBe('/en/category/steam');
    expect(pagePathOfKey('fetch-cache-0123abcd')).toBeNull();
    expect(pagePathOfKey(`${keyOf('/en/a')}\tforged`)).toBeNull();
  });
});

describe('the index', () => {
  it('holds a page the cache stored, not one it never had', async () => {
    const key = keyOf('/en/product/150');
    const store = cacheStore({ [key]: page });
    const pages = new CachedPages(null);
    pages.useReader(store.read);
    pages.remember(key);
    expect(await pages.holds('/en/product/150')).toBe(true);
    expect(await pages.holds('/en/product/151')).toBe(false);
  });

  it('asks the cache: an evicted entry or a cached error page does not count', async () => {
    const evicted = keyOf('/en/product/1');
    const notFound = keyOf('/en/product/2');
    const store = cacheStore({ [notFound]: { value: { kind: 'APP_PAGE', status: 404 } } });
    const pages = new CachedPages(null);
    pages.useReader(store.read);
    pages.remember(evicted);
    pages.remember(notFound);
    expect(await pages.holds('/en/product/1')).toBe(false);
    expect(await pages.holds('/en/product/2')).toBe(false);
  });

  it('a fresh process finds what an earlier one stored, on disk', async () => {
    const file = path.join(dir, 'cache', 'storefront-cached-pages.tsv');
    const key = keyOf('/ru/product/7');
    const store = cacheStore({ [key]: page });
    const before = new CachedPages(new FilePageKeys(file));
    before.remember(key);
    // The line is appended in the background: wait for the file, however slow the disk.
    while (!existsSync(file) || readFileSync(file, 'utf8') === '') await new Promise((resolve) => setImmediate(resolve));
    expect(readFileSync(file, 'utf8')).toBe(`/ru/product/7\t${key}\n`);

    const after = new CachedPages(new FilePageKeys(file));
    after.useReader(store.read);
    expect(await after.holds('/ru/product/7')).toBe(true);
  });

  it('keeps the file of a built server beside its runtime cache, outside the build', () => {
    const built = path.join(dir, 'standalone');
    mkdirSync(path.join(built, '.next'), { recursive: true });
    // No build id (next dev): beside Next's own cache.
    expect(cachedPagesFile(built, {})).toBe(path.join(built, '.next', 'cache', 'storefront-cached-pages.tsv'));
    writeFileSync(path.join(built, '.next', 'BUILD_ID'), 'build-9');
    const runtime = path.join(dir, 'runtime');
    expect(cachedPagesFile(built, { CACHE_DIR: runtime })).toBe(path.join(runtime, 'build-9', 'storefront-cached-pages.tsv'));
    expect(cachedPagesFile(built, {})).toBe(path.join(tmpdir(), 'storefront-cache', 'build-9', 'storefront-cached-pages.tsv'));
  });

  it('ignores lines of the file that do not pair a path with its key', async () => {
    const file = path.join(dir, 'pages.tsv');
    const key = keyOf('/en/product/3');
    writeFileSync(file, `/en/product/4\t${key}\ngarbage\n/en/product/3\t${key}\n`);
    const keys = new FilePageKeys(file);
    expect(await keys.find('/en/product/4')).toBeUndefined();
    expect(await keys.find('/en/product/3')).toBe(key);
  });

  it('instances on one Redis share it', async () => {
    const hash = new Map<string, string>();
    let written!: () => void;
    const stored = new Promise<void>((resolve) => (written = resolve));
    const client = {
      hGet: async (_name: string, field: string) => hash.get(field) ?? null,
      hSet: async (_name: string, field: string, value: string) => (hash.set(field, value), written(), 1),
      expire: async () => 1,
    } as unknown as ConstructorParameters<typeof RedisPageKeys>[0];
    const key = keyOf('/hi/product/9');
    const store = cacheStore({ [key]: page });
    const a = new CachedPages(new RedisPageKeys(client));
    a.remember(key);
    // remember() writes in the background: the test goes on once the write reached Redis.
    await stored;
    const b = new CachedPages(new RedisPageKeys(client));
    b.useReader(store.read);
    expect(await b.holds('/hi/product/9')).toBe(true);
  });

  it('after Redis lost its data, every process puts back the pages it knows, so a fresh one finds them', async () => {
    const redis = new FakeRedis();
    const client = redis as unknown as ConstructorParameters<typeof RedisPageKeys>[0];
    const [seven, eight] = [keyOf('/en/product/7'), keyOf('/ru/product/8')];
    const store = cacheStore({ [seven]: page, [eight]: page });
    const [a, b] = [new CachedPages(new RedisPageKeys(client)), new CachedPages(new RedisPageKeys(client))];
    a.remember(seven);
    b.remember(eight);
    await new Promise((resolve) => setImmediate(resolve));
    // At start nothing was lost: each notes Redis's contents and writes the pages it knows, once.
    expect([await a.putBackIfLost(), await b.putBackIfLost(), await a.putBackIfLost()]).toEqual([1, 1, 0]);

    redis.flushAll();
    const lost = new CachedPages(new RedisPageKeys(client));
    lost.useReader(store.read);
    expect(await lost.holds('/en/product/7')).toBe(false);

    // Each puts back its own share, whoever noticed first.
    expect([await b.putBackIfLost(), await a.putBackIfLost(), await b.putBackIfLost()]).toEqual([1, 1, 0]);
    const fresh = new CachedPages(new RedisPageKeys(client));
    fresh.useReader(store.read);
    expect([await fresh.holds('/en/product/7'), await fresh.holds('/ru/product/8')]).toEqual([true, true]);
  });
});

describe('the proxy while the provider is away', () => {
  const holder = globalThis as unknown as Record<symbol, CachedPagesPort | undefined>;
  const request = (pathname: string) => new NextRequest(new URL(pathname, 'http://shop.test'));

  beforeEach(() => {
    process.env.PROVIDER_API_URL = 'http://127.0.0.1:9';
    resetProviderHealth();
  });
  afterEach(() => {
    delete holder[CACHED_PAGES_KEY];
    resetProviderHealth();
  });

  it('serves every page the cache holds, whoever rendered it, and answers 503 for the others', async () => {
    const product = keyOf('/en/product/150');
    const home = keyOf('/pt-BR', '/[locale]/(catalogue)/page');
    const store = cacheStore({ [product]: page, [home]: page });
    // A fresh process: the index knows the pages from the shared store, not from a render of its own.
    const file = path.join(dir, 'pages.tsv');
    writeFileSync(file, `/en/product/150\t${product}\n/pt-BR\t${home}\n`);
    const pages = new CachedPages(new FilePageKeys(file));
    pages.useReader(store.read);
    holder[CACHED_PAGES_KEY] = pages;

    expect((await proxy(request('/en/product/150'))).status).toBe(200);
    expect((await proxy(request('/'))).status).toBe(200);
    const missing = await proxy(request('/en/product/151'));
    expect(missing.status).toBe(503);
    expect(await missing.text()).toContain('lang="en"');
    // A filtered listing always needs the provider.
    expect((await proxy(request('/en/category/steam?sort=increase'))).status).toBe(503);
  });

  it('answers 503 for everything without an index', async () => {
    expect((await proxy(request('/en/product/150'))).status).toBe(503);
  });
});
