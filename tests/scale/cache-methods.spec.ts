// Only a complete 200 answer to GET or HEAD reaches the server cache. Next answers OPTIONS on a
// route handler with an automatic 204, and the other methods with 405; on a cached route (the Open
// Graph image, ISR) that answer went into the cache under the URL's key like a GET's, for a year,
// and every later GET answered 500 ("Invalid response status code 204") on every instance. No
// method may answer with a server error either (the proxy answers OPTIONS on page paths). Checked
// here on every kind of cached or data-cached route (pages, the OG image, sitemaps, robots.txt,
// media), in the Redis that instances A and B share and on the file system of a process of this
// test's own; and an answer of that kind stored before (by an earlier build) is a miss, dropped.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClient } from 'redis';
import { freePort, kill, startStorefront, untilLive, type Storefront } from './processes';
import { PROVIDER_URL, REDIS_URL, SCALE_SECRETS, STOREFRONT_A, STOREFRONT_B } from './servers';

test.describe.configure({ timeout: 180_000 });

const METHODS = ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** Products of the catalogue's fourth popular page and a cover: no other scale test renders them. */
async function untouched(request: APIRequestContext) {
  const response = await request.get(`${PROVIDER_URL}/api/popular-products?page=4`);
  const body = (await response.json()) as { result: { products: Array<{ id: number; cover_path: string }> } };
  return body.result.products;
}

/** Every kind of route the server cache holds an answer or the data of, none of them cached yet. */
function cachedRoutes(id: number, cover: string) {
  return [`/hi/product/${id}/og-image`, `/ru/product/${id}`, `/en/category/spotify`, '/en/guarantees', '/sitemaps/pages.xml', '/sitemap.xml', '/robots.txt', cover];
}

async function otherMethodsThenGet(request: APIRequestContext, origins: string[], paths: string[]) {
  const [first, ...others] = origins;
  const seen: string[] = [];
  for (const path of paths) {
    for (const method of METHODS) {
      const answer = await request.fetch(`${first}${path}`, { method, maxRedirects: 0, headers: { origin: first! } });
      // A refusal or an empty answer is fine; a server error is not.
      if (answer.status() >= 500) seen.push(`${method} ${path} ${answer.status()}`);
    }
    for (const origin of [first!, ...others]) {
      // Twice: the first GET may render, the second comes from the cache.
      for (let time = 0; time < 2; time++) {
        const answer = await request.get(`${origin}${path}`, { maxRedirects: 0 });
        if (answer.status() !== 200 || (await answer.body()).length === 0) seen.push(`GET ${path} ${answer.status()} on ${origin}`);
      }
    }
  }
  return seen;
}

const started: Storefront[] = [];
test.afterEach(() => {
  for (const storefront of started.splice(0)) kill(storefront);
});

/** The file-system cache of this file's own processes (CACHE_DIR), kept across their restarts. */
const diskCache = mkdtempSync(path.join(tmpdir(), 'scale-cache-methods-'));
test.afterAll(() => rmSync(diskCache, { recursive: true, force: true }));

async function diskStorefront(): Promise<Storefront> {
  const port = await freePort();
  const storefront = startStorefront(
    { PROVIDER_API_URL: PROVIDER_URL, SESSION_SECRET: SCALE_SECRETS.session, SITE_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', CACHE_DIR: diskCache },
    port,
  );
  started.push(storefront);
  await untilLive(storefront);
  return storefront;
}

test('in the shared Redis, other methods than GET leave every cached route answering its GET on both instances', async ({ request }) => {
  const [product] = await untouched(request);
  expect(await otherMethodsThenGet(request, [STOREFRONT_A, STOREFRONT_B], cachedRoutes(product!.id, product!.cover_path))).toEqual([]);
});

test('on the file system, other methods than GET leave every cached route answering its GET', async ({ request }) => {
  const [, product] = await untouched(request);
  const storefront = await diskStorefront();
  expect(await otherMethodsThenGet(request, [storefront.origin], cachedRoutes(product!.id, product!.cover_path))).toEqual([]);
});

test('an OG image answer of another status already in Redis is a miss: rendered again and replaced', async ({ request }) => {
  const [, , product] = await untouched(request);
  const path = `/en/product/${product!.id}/og-image`;
  expect((await request.get(`${STOREFRONT_A}${path}`)).status()).toBe(200);
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    // The entry A stored, poisoned as an OPTIONS answer would have been by an earlier build.
    let key: string | undefined;
    await expect
      .poll(async () => {
        for await (const keys of redis.scanIterator({ MATCH: `*entry:*${path}`, COUNT: 1000 })) key ??= ([] as string[]).concat(keys)[0];
        return key;
      })
      .toBeTruthy();
    const entry = JSON.parse((await redis.get(key!))!) as { value: { status: number; body: unknown; headers: Record<string, string> } };
    entry.value = { ...entry.value, status: 204, body: { $buffer: '' }, headers: { allow: 'GET, HEAD, OPTIONS' } };
    await redis.set(key!, JSON.stringify(entry), { EX: 3600 });

    for (const origin of [STOREFRONT_B, STOREFRONT_A]) {
      const answer = await request.get(`${origin}${path}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
    await expect.poll(async () => (JSON.parse((await redis.get(key!)) ?? '{}') as { value?: { status?: number } }).value?.status ?? 'none').not.toBe(204);
  } finally {
    await redis.quit();
  }
});

test('an OG image answer of another status already on disk is a miss after a restart: rendered again and replaced', async ({ request }) => {
  const [, , , product] = await untouched(request);
  const path = `/en/product/${product!.id}/og-image`;
  let storefront = await diskStorefront();
  expect((await request.get(`${storefront.origin}${path}`)).status()).toBe(200);
  kill(storefront);
  await storefront.exited;

  const meta = findFile(diskCache, `${path}.meta`);
  expect(meta).toBeTruthy();
  const stored = JSON.parse(readFileSync(meta!, 'utf8')) as Record<string, unknown>;
  writeFileSync(meta!, JSON.stringify({ ...stored, status: 204, headers: { allow: 'GET, HEAD, OPTIONS' } }));
  writeFileSync(meta!.replace(/\.meta$/, '.body'), '');

  storefront = await diskStorefront();
  const answer = await request.get(`${storefront.origin}${path}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  const status = () => {
    try {
      return (JSON.parse(readFileSync(meta!, 'utf8')) as { status?: number }).status ?? 'none';
    } catch {
      return 'rewriting';
    }
  };
  await expect.poll(status).toBe(200);
});

/** The file under `folder` whose path ends with `suffix`. */
function findFile(folder: string, suffix: string): string | undefined {
  for (const entry of readdirSync(path.resolve(folder), { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && full.endsWith(suffix)) return full;
  }
  return undefined;
}
