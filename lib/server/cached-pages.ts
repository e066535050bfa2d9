// Which pages the page cache holds, so that while the provider is away the proxy, on the paths it
// sees (proxy.ts config.matcher), serves every cached page, also from a process that did not render
// it (after a restart, or another instance on the same Redis), and answers 503 only for pages the
// cache lacks. Other pages are served by Next from the cache without asking here.
//
// Next reads and writes pages under keys of its own (Next 16.4:
// `/route-cache/APP_PAGE/{hash of the route}/$/{path}`), which a URL alone does not give. So the
// cache handler (cache-handler.mjs) reports each page entry it stores or serves, and this index maps
// the path back to the key: in this process's memory, and where the cache itself lives, so a fresh
// process finds what an earlier one stored: a Redis hash with REDIS_URL, else a file beside Next's
// file-system cache. To answer, it asks the cache handler itself for that key: an entry evicted or
// expired since is not counted. (An entry whose tags were expired just before the outage is still
// found here while Next will not serve it: such a page is rendered, and answers the 503 page when
// that fails: lib/server/outage-answer.ts.)
// No `server-only`: instrumentation.ts installs it outside the react-server layer.
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errorFields, logger } from '@/lib/server/log';
import { CACHED_PAGES_KEY, type CachedPagesPort } from '@/lib/cache/page-lookup';
import { REDIS_KEY_PREFIX, redisClient, type RedisClient } from './redis';
import { RedisGeneration } from './redis-generation';
import { redisCacheTtlSeconds, refreshIntervalMs } from './redis-lifetimes.mjs';
import { runtimeCacheRoot } from './runtime-cache-dir.mjs';
import { TtlCache } from './ttl-cache';

/** Paths kept in memory (the catalogue's pages in four languages fit several times over). */
export const MAX_INDEXED_PAGES = 20_000;
/** A lookup's answer serves this long: a burst of requests during an outage reads the cache once per page. */
export const HOLDS_TTL_MS = 2000;
/**
 * The Redis hash lives as long as the cache entries it points to (REDIS_CACHE_TTL_DAYS, sliding):
 * pushed forward at each new page and, by every process that knows pages, once per refresh
 * interval; so it goes away once no instance runs, and outlives every entry while one does.
 */
export function redisIndexTtlSeconds(env: Record<string, string | undefined> = process.env): number {
  const ttl = redisCacheTtlSeconds(env);
  return ttl + Math.ceil(refreshIntervalMs(ttl) / 1000);
}
/** How often a process checks whether Redis lost the index (one GET), besides every reconnection. */
export const INDEX_LOSS_CHECK_MS = 5000;
const PUT_BACK_BATCH = 500;

/** The page path inside one of Next's cache keys, or null for anything else. */
export function pagePathOfKey(key: string): string | null {
  const marker = key.indexOf('/$/');
  const pagePath = marker >= 0 ? key.slice(marker + 2) : key;
  return pagePath.startsWith('/') && pagePath.length <= 512 && !/[\t\n\r]/.test(pagePath) ? pagePath : null;
}

/** Whether an entry read from the cache is a page Next would serve (not a cached 404 or error). */
function isServedPage(entry: unknown): boolean {
  const value = (entry as { value?: { kind?: unknown; status?: unknown } } | null | undefined)?.value;
  if (value?.kind !== 'APP_PAGE') return false;
  return value.status === undefined || (typeof value.status === 'number' && value.status < 400);
}

/** Where the path → key pairs outlive the process. */
export interface PageKeyStore {
  find(pagePath: string): Promise<string | undefined>;
  save(pagePath: string, key: string): Promise<void>;
  /**
   * Where the store can lose its contents (Redis): puts `pairs` back once per loss, or when the
   * index itself is gone (expired or evicted) at a refresh of its expiry; how many it wrote.
   */
  putBackIfLost?(pairs: Iterable<[string, string]>, now?: number): Promise<number>;
}

/**
 * One Redis hash for every instance: `storefront:cached-pages` {path: key}. When Redis lost its data
 * (lib/server/redis-generation.ts), each process puts back the pages it knows.
 */
export class RedisPageKeys implements PageKeyStore {
  private readonly generation: RedisGeneration;
  private refreshedAt = -Infinity;

  constructor(
    private readonly client: Pick<RedisClient, 'hGet' | 'hSet' | 'expire' | 'get' | 'set' | 'getEx'>,
    private readonly name = `${REDIS_KEY_PREFIX}cached-pages`,
    private readonly ttlSeconds = redisIndexTtlSeconds(),
  ) {
    this.generation = new RedisGeneration(`${name}:generation`);
  }

  async putBackIfLost(pairs: Iterable<[string, string]>, now = Date.now()): Promise<number> {
    const all = [...pairs];
    const generation = await this.generation.unseen(this.client);
    let gone = false;
    if (generation === null && all.length > 0 && now - this.refreshedAt >= refreshIntervalMs(this.ttlSeconds)) {
      // Its expiry pushed forward; 0 means the hash is gone (expired, or evicted under maxmemory).
      gone = (await this.client.expire(this.name, this.ttlSeconds)) === 0;
      this.refreshedAt = now;
    }
    if (generation === null && !gone) return 0;
    for (let index = 0; index < all.length; index += PUT_BACK_BATCH) {
      await this.client.hSet(this.name, Object.fromEntries(all.slice(index, index + PUT_BACK_BATCH)));
    }
    if (all.length > 0) await this.client.expire(this.name, this.ttlSeconds);
    if (generation !== null) this.generation.done(generation);
    return all.length;
  }

  async find(pagePath: string): Promise<string | undefined> {
    return (await this.client.hGet(this.name, pagePath)) ?? undefined;
  }

  async save(pagePath: string, key: string): Promise<void> {
    await this.client.hSet(this.name, pagePath, key);
    await this.client.expire(this.name, this.ttlSeconds);
  }
}

/** One file per host, beside Next's file-system cache: a line `{path}\t{key}` per page, the last one winning. */
export class FilePageKeys implements PageKeyStore {
  private loaded: Promise<Map<string, string>> | null = null;

  constructor(private readonly file: string) {}

  private load(): Promise<Map<string, string>> {
    this.loaded ??= readFile(this.file, 'utf8').then(
      async (text) => {
        const pairs = new Map<string, string>();
        const lines = text.split('\n').filter(Boolean);
        for (const line of lines) {
          const [pagePath = '', key = ''] = line.split('\t');
          if (pagePathOfKey(key) === pagePath) pairs.set(pagePath, key);
        }
        // Rewritten when mostly superseded lines, so the file stays the size of the index.
        if (lines.length > 2 * pairs.size + 100) {
          await writeFile(this.file, [...pairs].map(([pagePath, key]) => `${pagePath}\t${key}\n`).join(''));
        }
        return pairs;
      },
      () => new Map<string, string>(),
    );
    return this.loaded;
  }

  async find(pagePath: string): Promise<string | undefined> {
    return (await this.load()).get(pagePath);
  }

  async save(pagePath: string, key: string): Promise<void> {
    const pairs = await this.load();
    if (pairs.get(pagePath) === key) return;
    pairs.set(pagePath, key);
    await mkdir(path.dirname(this.file), { recursive: true });
    await appendFile(this.file, `${pagePath}\t${key}\n`);
  }
}

export class CachedPages implements CachedPagesPort {
  private readonly keys = new Map<string, string>();
  private readonly answers = new TtlCache<boolean>(MAX_INDEXED_PAGES, HOLDS_TTL_MS);
  private read: ((key: string) => Promise<unknown>) | null = null;
  private saveFailureLogged = false;

  constructor(private readonly store: PageKeyStore | null) {}

  useReader(read: (key: string) => Promise<unknown>): void {
    this.read = read;
  }

  remember(key: string): void {
    const pagePath = pagePathOfKey(key);
    if (!pagePath || this.keys.get(pagePath) === key) return;
    this.keys.delete(pagePath);
    this.keys.set(pagePath, key);
    if (this.keys.size > MAX_INDEXED_PAGES) {
      const oldest = this.keys.keys().next().value;
      if (oldest !== undefined) this.keys.delete(oldest);
    }
    this.store?.save(pagePath, key).catch((error: unknown) => {
      // Forgotten here too, so the page's next store or hit tries again.
      if (this.keys.get(pagePath) === key) this.keys.delete(pagePath);
      if (this.saveFailureLogged) return;
      this.saveFailureLogged = true;
      logger.warn(errorFields(error), 'cached-pages index not saved: a fresh process may answer 503 for such a page during an outage');
    });
  }

  /**
   * Puts this process's pages back into an index that lost them (Redis restarted empty or flushed),
   * so a process started later finds the pages every instance still holds.
   */
  async putBackIfLost(): Promise<number> {
    if (!this.store?.putBackIfLost) return 0;
    try {
      const written = await this.store.putBackIfLost(this.keys);
      if (written > 0) logger.warn({ pages: written }, 'cached-pages index: Redis had lost it; this process put back the pages it knows');
      return written;
    } catch {
      // Redis away: tried again at the next check.
      return 0;
    }
  }

  async holds(pagePath: string): Promise<boolean> {
    const known = this.answers.get(pagePath);
    if (known !== undefined) return known;
    let key = this.keys.get(pagePath);
    if (key === undefined && this.store) key = await this.store.find(pagePath).catch(() => undefined);
    let held = false;
    if (key !== undefined && this.read) {
      try {
        held = isServedPage(await this.read(key));
      } catch {
        held = false;
      }
    }
    this.answers.set(pagePath, held);
    return held;
  }
}

/**
 * The index file beside the file-system cache: `storefront-cached-pages.tsv` in the build's runtime
 * cache folder (`<CACHE_DIR>/<build id>`, lib/server/runtime-cache-dir.mjs), or in `.next/cache`
 * where Next's own cache is (`next dev`). The standalone server runs from its own folder, so
 * `.next` there is the build's.
 */
export function cachedPagesFile(cwd = process.cwd(), env: Record<string, string | undefined> = process.env): string {
  const distDir = path.join(cwd, '.next');
  return path.join(runtimeCacheRoot(distDir, env) ?? path.join(distDir, 'cache'), 'storefront-cached-pages.tsv');
}

/**
 * Puts the index where cache-handler.mjs and the proxy find it, once per process: in Redis with
 * REDIS_URL (where the cache is), else in a file beside the file-system cache (cachedPagesFile).
 */
export function installCachedPages(): void {
  const holder = globalThis as unknown as Record<symbol, CachedPagesPort | undefined>;
  if (holder[CACHED_PAGES_KEY]) return;
  const client = redisClient();
  const store = client ? new RedisPageKeys(client) : new FilePageKeys(cachedPagesFile());
  const pages = new CachedPages(store);
  holder[CACHED_PAGES_KEY] = pages;
  if (client) {
    // Redis restarted empty (a reconnection) or flushed (noticed by the periodic check).
    const check = () => {
      if (client.isReady) void pages.putBackIfLost();
    };
    client.on('ready', check);
    setInterval(check, INDEX_LOSS_CHECK_MS).unref();
  }
}
