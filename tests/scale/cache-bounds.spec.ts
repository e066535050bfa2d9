// Made-up URLs do not grow the server cache: unknown product ids, unknown categories, the Open
// Graph images of missing products, "Show more" pages at offsets no shopper reaches, and other
// methods than GET (OPTIONS, POST, PUT, DELETE, PATCH) on product pages and OG images of made-up
// ids leave it as it was, on the file system (a standalone process of this test's own, without
// Redis, its cache in a CACHE_DIR of its own and nothing written into the build) and in the Redis that instances A
// and B share. Each is measured after a warm-up (the first not-found page of a language caches the
// categories its layout lists, once) and once nothing changes any more.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClient } from 'redis';
import { PROVIDER_URL, REDIS_URL, SCALE_SECRETS, STOREFRONT_A, STOREFRONT_B } from './servers';
import { freePort, kill as stop, startStorefront, untilLive } from './processes';
import { servedBy } from './support';

test.describe.configure({ timeout: 300_000 });

const UNKNOWN = 20;
/**
 * Ids no seeded product has (the catalogue's are in the hundreds), new on every run: the cache
 * folder outlives a run, and an id an earlier server cached would be a URL with an entry.
 */
const RUN = 1_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;
const unknownIds = (from: number) => Array.from({ length: UNKNOWN }, (_, index) => RUN + from + index);

/** Every kind of made-up URL, in two languages; each must answer as the shop does, not be cached. */
async function visitMadeUpUrls(request: APIRequestContext, origin: string, firstId: number) {
  const answers: number[] = [];
  for (const [index, id] of unknownIds(firstId).entries()) {
    const en = index % 2 === 0;
    for (const path of [
      `${en ? '/en' : ''}/product/${id}`,
      `${en ? '/en' : '/ru'}/product/${id}/og-image`,
      `${en ? '/en' : ''}/category/no-such-category-${id}`,
      // Offsets off the provider's page steps, or past the cached pages.
      `/api/popular-products?offset=${index * 20 + 7}&locale=${en ? 'en' : 'pt-BR'}`,
      `/api/categories/steam?offset=${1000 + index * 20}`,
      `/api/products/feedbacks/1?offset=${index * 10 + 3}`,
    ]) {
      answers.push((await request.get(`${origin}${path}`, { maxRedirects: 0 })).status());
    }
  }
  return answers;
}

/**
 * Other methods than GET on the product page and OG image of made-up ids: Next answers OPTIONS on a
 * route with an automatic 204, which went into the cache under the URL (1,000 of them: 2,000 files).
 */
async function sendOtherMethods(request: APIRequestContext, origin: string, firstId: number) {
  const answers: number[] = [];
  // A few ids: each POST, PUT, DELETE and PATCH renders the shop's 404 page.
  for (const [index, id] of unknownIds(firstId).slice(0, 4).entries()) {
    const prefix = ['', '/en', '/ru', '/hi'][index % 4];
    for (const path of [`${prefix}/product/${id}`, `${prefix}/product/${id}/og-image`]) {
      for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        answers.push((await request.fetch(`${origin}${path}`, { method, maxRedirects: 0, headers: { origin } })).status());
      }
    }
  }
  return answers;
}

/** Polls `measure` until two readings a second apart agree (background writes have landed). */
async function settled<T>(measure: () => Promise<T>): Promise<T> {
  let previous = JSON.stringify(await measure());
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const reading = await measure();
    if (JSON.stringify(reading) === previous) return reading;
    previous = JSON.stringify(reading);
  }
  throw new Error('the cache never stopped changing');
}

/** Files and bytes under `folders`. */
async function folderSize(...folders: string[]) {
  const totals = { files: 0, bytes: 0 };
  const walk = (folder: string) => {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(folder, name);
      const info = statSync(full);
      if (info.isDirectory()) walk(full);
      else {
        totals.files += 1;
        totals.bytes += info.size;
      }
    }
  };
  for (const folder of folders) walk(folder);
  return totals;
}

function expectShopAnswers(answers: number[]) {
  // 404 for the unknown things, 200 for the lists (answered, just not cached); never 5xx.
  expect(answers.every((status) => status === 200 || status === 404)).toBe(true);
  expect(answers.filter((status) => status === 404).length).toBe(UNKNOWN * 3);
}

test('on the file system, made-up URLs leave the cache’s size unchanged', async ({ request }) => {
  const port = await freePort();
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'scale-cache-'));
  // What the build may hold of a cache: the regenerated pages and fetched data Next writes there
  // without a CACHE_DIR. The server must leave both as the build made them.
  const inBuild = [path.resolve('.next/standalone/.next/server/route-cache'), path.resolve('.next/standalone/.next/cache')];
  const buildBefore = await folderSize(...inBuild);
  const storefront = startStorefront(
    { PROVIDER_API_URL: PROVIDER_URL, SESSION_SECRET: SCALE_SECRETS.session, SITE_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', CACHE_DIR: cacheDir },
    port,
  );
  const cacheSize = () => folderSize(cacheDir);
  try {
    await untilLive(storefront);
    await visitMadeUpUrls(request, storefront.origin, 100);
    await sendOtherMethods(request, storefront.origin, 100);
    const before = await settled(cacheSize);
    expectShopAnswers(await visitMadeUpUrls(request, storefront.origin, 200));
    expect((await sendOtherMethods(request, storefront.origin, 200)).filter((status) => status >= 500)).toEqual([]);
    expect(await settled(cacheSize)).toEqual(before);

    // A real product page is still served from the cache.
    const [id] = (await (await request.get(`${PROVIDER_URL}/api/popular-products`)).json()).result.products.map((product: { id: number }) => product.id);
    const page = `${storefront.origin}/en/product/${id}`;
    expect((await request.get(page)).status()).toBe(200);
    await expect.poll(async () => servedBy((await request.get(page)).headers())).toBe('HIT');
    expect((await cacheSize()).files).toBeGreaterThan(0);
    expect(await folderSize(...inBuild)).toEqual(buildBefore);
  } finally {
    stop(storefront);
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

test('in the shared Redis, made-up URLs through both instances leave the cache’s size unchanged', async ({ request }) => {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  /** Keys, hash fields (the cache's tag index) and bytes of the page and data cache (not storefront:* counters). */
  const redisSize = async () => {
    const totals = { keys: 0, fields: 0, bytes: 0 };
    for await (const keys of redis.scanIterator({ COUNT: 500 })) {
      for (const key of Array.isArray(keys) ? keys : [keys]) {
        if (key.startsWith('storefront:')) continue;
        totals.keys += 1;
        const type = await redis.type(key);
        if (type === 'hash') totals.fields += await redis.hLen(key);
        if (type === 'string') totals.bytes += await redis.strLen(key);
      }
    }
    return totals;
  };
  try {
    await visitMadeUpUrls(request, STOREFRONT_A, 300);
    await visitMadeUpUrls(request, STOREFRONT_B, 400);
    await sendOtherMethods(request, STOREFRONT_A, 300);
    const before = await settled(redisSize);
    expect(before.keys).toBeGreaterThan(0);
    expectShopAnswers(await visitMadeUpUrls(request, STOREFRONT_A, 500));
    expectShopAnswers(await visitMadeUpUrls(request, STOREFRONT_B, 600));
    for (const [origin, from] of [[STOREFRONT_A, 500], [STOREFRONT_B, 600]] as const) {
      expect((await sendOtherMethods(request, origin, from)).filter((status) => status >= 500)).toEqual([]);
    }
    expect(await settled(redisSize)).toEqual(before);
  } finally {
    await redis.quit();
  }
});
