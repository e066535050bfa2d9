// What the server cache keeps: only a complete 200 answer, or the 404 of a URL that
// already has an entry (cache-handler.mjs, through Next's own file-system cache in a temporary
// folder), so neither made-up URLs nor the answers of other methods than GET (Next's automatic 204
// to OPTIONS) take a place; such an answer already stored is a miss and is dropped. A built server
// writes its cache outside the build (CACHE_DIR), reading the build's pages. Only the first pages
// of a list at the provider's own steps are cached (lib/cache/lifetimes-and-tags.ts), so made-up offsets reach the
// provider uncached.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import StorefrontCacheHandler, { runtimeServerDir, shouldStore } from '@/cache-handler.mjs';
import { CACHED_PAGES_PER_LIST, CACHE_POLICIES, PROVIDER_PAGE_SIZES, pagePolicy } from '@/lib/cache/lifetimes-and-tags';
import { getCategoryPage, getProductList, getReviews } from '@/lib/provider';
import { resetProviderHealth } from '@/lib/provider/health';
import { FEEDBACK_PAGE_SIZE } from '@/reference-provider/src/catalogue/feedbacks';
import { PAGE_SIZE } from '@/reference-provider/src/http/paging';
import { samplePage, startStubProvider, type StubProvider } from '../../support/stub-provider';

function appPage(status: number) {
  return { kind: 'APP_PAGE', html: `<p>${status}</p>`, rscData: Buffer.from('rsc'), headers: {}, postponed: undefined, status, segmentData: undefined };
}

function appRoute(status: number, body = status === 204 ? '' : 'png bytes', headers: Record<string, string> = {}) {
  return { kind: 'APP_ROUTE', status, body: Buffer.from(body), headers };
}

/** Next's automatic answer to OPTIONS on a route handler. */
const optionsAnswer = () => appRoute(204, '', { allow: 'GET, HEAD, OPTIONS' });

describe('shouldStore', () => {
  const emptyStore = { get: jest.fn(async () => null) };
  const filledStore = { get: jest.fn(async () => ({ value: appPage(200), lastModified: 1 })) };

  it('stores pages, route answers and fetches that succeeded without looking', async () => {
    expect(await shouldStore(emptyStore, '/k', appPage(200))).toBe(true);
    expect(await shouldStore(emptyStore, '/k', appRoute(200))).toBe(true);
    expect(await shouldStore(emptyStore, '/k', { kind: 'FETCH', data: { status: 200 }, revalidate: 60 })).toBe(true);
    expect(emptyStore.get).not.toHaveBeenCalled();
  });

  it('keeps an error answer out unless it replaces an entry of its URL', async () => {
    expect(await shouldStore(emptyStore, '/k', appPage(404))).toBe(false);
    expect(await shouldStore(emptyStore, '/k', { kind: 'APP_ROUTE', status: 404, body: Buffer.from(''), headers: {} })).toBe(false);
    expect(emptyStore.get).toHaveBeenCalledWith('/k', expect.objectContaining({ kind: 'APP_PAGE' }));
    expect(await shouldStore(filledStore, '/k', appPage(404))).toBe(true);
  });

  it('never stores the answers of other methods, nor an incomplete one, even over an entry', async () => {
    for (const data of [optionsAnswer(), appRoute(405), appRoute(400), appRoute(301), appRoute(500), appRoute(200, ''), appPage(204), appPage(307), { ...appPage(200), html: '' }]) {
      expect({ status: data.status, stored: await shouldStore(filledStore, '/k', data) }).toEqual({ status: data.status, stored: false });
      expect(await shouldStore(emptyStore, '/k', data)).toBe(false);
    }
  });
});

describe('the cache handler on the file system', () => {
  let dir: string;
  let handler: InstanceType<typeof StorefrontCacheHandler>;
  const ctx = { cacheControl: { revalidate: 60, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };

  function files(): string[] {
    const found: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const full = path.join(folder, name);
        if (statSync(full).isDirectory()) walk(full);
        else found.push(path.relative(dir, full));
      }
    };
    walk(dir);
    return found;
  }

  beforeEach(() => {
    delete process.env.REDIS_URL;
    dir = mkdtempSync(path.join(tmpdir(), 'cache-handler-'));
    handler = new StorefrontCacheHandler({ fs: nodeFs, serverDistDir: path.join(dir, 'server'), flushToDisk: true, revalidatedTags: [] });
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes nothing for the 404s of unknown URLs', async () => {
    for (let id = 900_001; id <= 900_020; id++) await handler.set(`/route-cache/APP_PAGE/x/$/en/product/${id}`, appPage(404), ctx);
    expect(files()).toEqual([]);
    await handler.set('/route-cache/APP_PAGE/x/$/en/product/150', appPage(200), ctx);
    expect(files().some((file) => file.endsWith('product/150.html'))).toBe(true);
  });

  it('writes nothing for an OPTIONS answer, and the OG image stored after it is the GET’s', async () => {
    const key = '/route-cache/APP_ROUTE/x/$/hi/product/161/og-image';
    await handler.set(key, optionsAnswer(), { ...ctx, cacheControl: { revalidate: 3600, expire: 31_536_000 } });
    for (let id = 900_001; id <= 900_020; id++) await handler.set(`/route-cache/APP_ROUTE/x/$/en/product/${id}/og-image`, optionsAnswer(), ctx);
    expect(files()).toEqual([]);
    expect(await handler.get(key, { kind: 'APP_ROUTE' })).toBeNull();
    await handler.set(key, appRoute(200), ctx);
    expect((await handler.get(key, { kind: 'APP_ROUTE' }))?.value).toMatchObject({ status: 200 });
  });

  it('a 204 already on disk (stored by an earlier build) is a miss, and its files are dropped', async () => {
    const key = '/route-cache/APP_ROUTE/x/$/hi/product/161/og-image';
    // Written past the handler, by Next's own cache, as before only complete answers were stored.
    await (handler as unknown as { store: { set: (k: string, d: unknown, c: unknown) => Promise<void> } }).store.set(key, optionsAnswer(), ctx);
    expect(files().filter((file) => file.includes('og-image'))).toHaveLength(2);

    const fresh = new StorefrontCacheHandler({ fs: nodeFs, serverDistDir: path.join(dir, 'server'), flushToDisk: true, revalidatedTags: [] });
    expect(await fresh.get(key, { kind: 'APP_ROUTE' })).toBeNull();
    expect(files()).toEqual([]);
    await fresh.set(key, appRoute(200), ctx);
    expect((await fresh.get(key, { kind: 'APP_ROUTE' }))?.value).toMatchObject({ status: 200 });
  });

  it('replaces a page that existed by its 404, so the old page is not served on', async () => {
    const key = '/route-cache/APP_PAGE/x/$/en/product/7';
    await handler.set(key, appPage(200), ctx);
    await handler.set(key, appPage(404), ctx);
    const entry = await handler.get(key, { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false });
    expect(entry?.value?.status).toBe(404);
  });
});

describe('the cache handler of a built server, on the file system', () => {
  let build: string;
  let runtime: string;
  const ctx = { cacheControl: { revalidate: 60, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };
  const pageRead = { kind: 'APP_PAGE', isFallback: false, isRoutePPREnabled: false };
  const page = (html: string) => ({ ...appPage(200), html });
  const context = () => ({ fs: nodeFs, serverDistDir: path.join(build, 'server'), flushToDisk: true, revalidatedTags: [] });

  function files(folder: string): string[] {
    const found: string[] = [];
    const walk = (at: string) => {
      for (const name of readdirSync(at)) {
        const full = path.join(at, name);
        if (statSync(full).isDirectory()) walk(full);
        else found.push(path.relative(folder, full));
      }
    };
    walk(folder);
    return found.sort();
  }

  beforeEach(async () => {
    delete process.env.REDIS_URL;
    build = mkdtempSync(path.join(tmpdir(), 'built-server-'));
    runtime = mkdtempSync(path.join(tmpdir(), 'runtime-cache-'));
    // What the build prerendered, written while it had no id (as during `next build`).
    await new StorefrontCacheHandler(context()).set('/route-cache/APP_PAGE/x/$/en/about', page('<p>built</p>'), ctx);
    writeFileSync(path.join(build, 'BUILD_ID'), 'build-1');
    process.env.CACHE_DIR = runtime;
  });

  afterEach(() => {
    delete process.env.CACHE_DIR;
    rmSync(build, { recursive: true, force: true });
    rmSync(runtime, { recursive: true, force: true });
  });

  it('writes pages and fetched data under CACHE_DIR, per build, and nothing into the build', async () => {
    const before = files(build);
    const handler = new StorefrontCacheHandler(context());
    await handler.set('/route-cache/APP_PAGE/x/$/en/product/7', page('<p>seven</p>'), ctx);
    await handler.set('/route-cache/APP_PAGE/x/$/en/about', page('<p>again</p>'), ctx);
    await handler.set('fetch-key-1', { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: 'http://provider/x' }, revalidate: 60 }, { fetchCache: true, tags: ['catalogue'] });
    expect(files(build)).toEqual(before);
    const written = files(runtime);
    expect(written.some((file) => file.startsWith(path.join('build-1', 'server')) && file.endsWith('product/7.html'))).toBe(true);
    expect(written).toContain(path.join('build-1', 'cache', 'fetch-cache', 'fetch-key-1'));

    // The newer entry wins over the build's; the build's own file is untouched.
    expect((await handler.get('/route-cache/APP_PAGE/x/$/en/about', pageRead))?.value).toMatchObject({ html: '<p>again</p>' });
    const builtFile = before.find((file) => file.endsWith('about.html'))!;
    expect(readFileSync(path.join(build, builtFile), 'utf8')).toBe('<p>built</p>');
  });

  it('serves what the build prerendered until something newer is written', async () => {
    const handler = new StorefrontCacheHandler(context());
    expect((await handler.get('/route-cache/APP_PAGE/x/$/en/about', pageRead))?.value).toMatchObject({ html: '<p>built</p>' });
    expect(files(runtime)).toEqual([]);
  });

  it('keeps Next’s own places during the build and without a build id', () => {
    const serverDir = path.join(build, 'server');
    expect(runtimeServerDir(serverDir, { CACHE_DIR: runtime })).toBe(path.join(runtime, 'build-1', 'server'));
    expect(runtimeServerDir(serverDir, {})).toBe(path.join(tmpdir(), 'storefront-cache', 'build-1', 'server'));
    expect(runtimeServerDir(serverDir, { CACHE_DIR: runtime, NEXT_PHASE: 'phase-production-build' })).toBeNull();
    expect(runtimeServerDir(path.join(runtime, 'server'), { CACHE_DIR: runtime })).toBeNull();
    expect(runtimeServerDir(undefined, {})).toBeNull();
  });
});

describe('pagePolicy', () => {
  const policy = CACHE_POLICIES.productLists;

  it('caches the first pages at the provider’s steps only', () => {
    expect(pagePolicy(policy, 0, 20)).toBe(policy);
    expect(pagePolicy(policy, 20 * (CACHED_PAGES_PER_LIST - 1), 20)).toBe(policy);
    expect(pagePolicy(policy, 20 * CACHED_PAGES_PER_LIST, 20)).toBeUndefined();
    expect(pagePolicy(policy, 37, 20)).toBeUndefined();
    expect(pagePolicy(undefined, 0, 20)).toBeUndefined();
  });

  it('uses the reference provider’s page sizes', () => {
    expect(PROVIDER_PAGE_SIZES).toEqual({ productList: PAGE_SIZE, reviews: FEEDBACK_PAGE_SIZE });
  });
});

describe('the provider client', () => {
  let stub: StubProvider;
  let fetchSpy: jest.SpyInstance;

  beforeAll(async () => {
    stub = await startStubProvider();
    process.env.PROVIDER_API_URL = stub.url;
    stub.answer('/api/popular-products', { body: samplePage() });
    stub.answer('/api/categories/steam', { body: { category: { id: 1, name: 'Steam', formatted_name: 'steam', svg_path: 'M0 0h1z' }, ...samplePage() } });
    stub.answer('/api/products/feedbacks/9', { body: { result: { feedbacks: [], total: 0, offset: 0, limit: 10, average_rating: null } } });
  });

  afterAll(() => stub.close());

  beforeEach(() => {
    resetProviderHealth();
    stub.seen.length = 0;
    fetchSpy = jest.spyOn(global, 'fetch');
  });

  afterEach(() => fetchSpy.mockRestore());

  /**
   * How each provider call the stand-in saw was made: through Next's fetch with a cache policy
   * (`cached`), or never cached (`no-store`: those go through lib/provider/direct-transport.ts).
   */
  const cacheOptions = () => {
    const viaDataCache = fetchSpy.mock.calls.map(([url, init]) => {
      expect(init?.next).toBeDefined();
      const { pathname, search } = new URL(String(url));
      return pathname + search;
    });
    return stub.seen.map((request) => (viaDataCache.includes(request.url) ? 'cached' : 'no-store'));
  };

  it('caches list pages at the provider’s steps and fetches made-up offsets uncached', async () => {
    for (const offset of [0, 20, 37, 99_980]) expect((await getProductList('popular-products', 'en', offset)).ok).toBe(true);
    for (const offset of [40, 41]) expect((await getCategoryPage('steam', 'en', offset)).ok).toBe(true);
    for (const offset of [10, 15]) expect((await getReviews(9, 'en', offset)).ok).toBe(true);
    expect(cacheOptions()).toEqual(['cached', 'cached', 'no-store', 'no-store', 'cached', 'no-store', 'cached', 'no-store']);
  });
});
