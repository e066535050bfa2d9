// The Next.js server cache (next.config.ts `cacheHandler`): ISR pages, route answers and tagged
// provider fetches (lib/cache.ts). Chosen when the server starts, so one build serves both:
// - REDIS_URL set: our own store on the current `redis` client (lib/server/redis-cache-store.mjs),
//   one store shared by every instance: entries with an expiry, a tag index in Redis, and a tag
//   revalidation deletes the tagged entries there, so every instance sees it on its next read.
//   Keys are prefixed by the build id, so two builds never read each other's entries; the
//   database is the one REDIS_URL names. No Pub/Sub and no keyspace notifications are needed.
// - otherwise: Next's own file-system cache (memory and disk), except where it writes: at run time
//   under CACHE_DIR (default: the system's temporary directory, `storefront-cache/`), one folder per
//   build id, never inside the build. Next's own would rewrite regenerated pages into the build's
//   server folder and put fetched data under its `.next/cache`, so a copied `.next/standalone`
//   (after the demo, after any run) would carry the data of whatever provider it last served.
//   The pages the build prerendered are still read from the build when the runtime folder has no
//   newer entry. `next build` itself (NEXT_PHASE) keeps Next's own places.
// Next creates a handler per request: the Redis connection is one per process.
//
// Pages show the brand (lib/brand.ts, the SHOP_* variables read at run time), so an entry made
// under one brand is never served under another (issue 19): with any SHOP_* variable set, every key
// is scoped by a digest of their values (`/_brand-<12 hex>/…`). A rebrand then starts from an empty
// cache on disk or in Redis without anyone clearing it, and two shops never read each other's
// pages; without SHOP_* (the demo brand) keys are as Next makes them.
//
// Error answers are not stored per URL (issue 15): every made-up /product/{id}, /category/{slug}
// or OG image URL rendered its 404 into the cache (~100 KB each, on disk or in Redis for a year),
// so anyone could fill it. One is stored only over an entry its URL already has (a product that
// was removed), so the old page is not served on; those are bounded by the pages that existed.
//
// Speed with Redis (npm run bench with BENCH_REDIS=1, README "Performance"): a hit is one loopback
// GET, and decoded entries are kept by their exact stored string (no JSON parse of a page on every
// hit; a new value is a new string, so nothing stale is served).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RedisCacheStore } from './lib/server/redis-cache-store.mjs';
import { runtimeCacheRoot } from './lib/server/runtime-cache-dir.mjs';

const require = createRequire(import.meta.url);

function chooseHandler() {
  const redisUrl = process.env.REDIS_URL?.trim();
  if (redisUrl) {
    return { name: 'redis', create: (context) => new RedisCacheStore({ redisUrl, serverDistDir: context?.serverDistDir }) };
  }
  const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
  return {
    name: 'file-system',
    create: (context) => {
      const runtime = runtimeServerDir(context?.serverDistDir);
      return runtime ? new RuntimeFileSystemCache(FileSystemCache, context, runtime) : new FileSystemCache(context);
    },
  };
}

/**
 * Where the file-system cache writes at run time, in the place of the build's server folder:
 * `server` under `<CACHE_DIR>/<build id>` (lib/server/runtime-cache-dir.mjs; Next puts its fetch
 * cache beside it, in `cache/`), or null during `next build` and when the build has no id.
 */
export function runtimeServerDir(serverDistDir, env = process.env) {
  const root = serverDistDir ? runtimeCacheRoot(path.dirname(serverDistDir), env) : null;
  return root && path.join(root, 'server');
}

/**
 * Next's file-system cache writing under `runtimeDir` only: reads look there first, then in the
 * build's own folder (read-only: the pages the build prerendered).
 */
class RuntimeFileSystemCache {
  constructor(FileSystemCache, context, runtimeDir) {
    this.runtime = new FileSystemCache({ ...context, serverDistDir: runtimeDir });
    this.build = new FileSystemCache({ ...context, flushToDisk: false });
  }

  async get(...args) {
    return (await this.runtime.get(...args)) ?? this.build.get(...args);
  }

  set(...args) {
    return this.runtime.set(...args);
  }

  revalidateTag(...args) {
    return this.runtime.revalidateTag(...args);
  }

  resetRequestCache(...args) {
    return this.runtime.resetRequestCache?.(...args);
  }
}

let chosen;

/** The key prefix of the brand in `env`: '' without SHOP_* variables, else `/_brand-` and 12 hex digits. */
export function brandScope(env = process.env) {
  const brand = Object.keys(env)
    .filter((name) => name.startsWith('SHOP_') && env[name]?.trim())
    .sort()
    .map((name) => `${name}=${env[name].trim()}`);
  if (brand.length === 0) return '';
  return `/_brand-${createHash('sha256').update(brand.join('\n')).digest('hex').slice(0, 12)}`;
}

let scope;
const scoped = (key) => (scope ??= brandScope()) + key;

/** A rendered page or route answer with an error status (Next's CachedRouteKind values). */
function isErrorAnswer(data) {
  const kind = data?.kind;
  return (kind === 'APP_PAGE' || kind === 'APP_ROUTE' || kind === 'PAGES') && typeof data.status === 'number' && data.status >= 400;
}

/**
 * Whether `store` should keep `data` under `key`: anything but an error answer, and an error
 * answer only where it replaces an entry of the same kind.
 */
export async function shouldStore(store, key, data, ctx = {}) {
  if (!isErrorAnswer(data)) return true;
  const existing = await store.get(key, { kind: data.kind, isFallback: ctx.isFallback, isRoutePPREnabled: ctx.isRoutePPREnabled });
  return existing != null && existing.value != null;
}

// The index of cached pages (lib/server/cached-pages.ts, installed by instrumentation.ts; absent
// during `next build`): told of every page entry stored or served, and lent a reader, so the proxy
// can ask whether the cache holds a page while the provider is away (issue 15).
const CACHED_PAGES = Symbol.for('storefront.cached-pages');
const PAGE_READ = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

function isPage(entry) {
  return entry?.kind === 'APP_PAGE' && (entry.status === undefined || entry.status < 400);
}

export default class StorefrontCacheHandler {
  constructor(context) {
    chosen ??= chooseHandler();
    this.store = chosen.create(context);
    // Only the server's own cache can read pages: the proxy's bundle makes handlers too, without a
    // file system or a build folder (next/dist/server/web/adapter.js).
    if (context?.fs && context.serverDistDir) globalThis[CACHED_PAGES]?.useReader((key) => this.store.get(scoped(key), PAGE_READ));
  }

  async get(key, context, ...rest) {
    const entry = await this.store.get(scoped(key), context, ...rest);
    if (context?.kind === 'APP_PAGE' && isPage(entry?.value)) globalThis[CACHED_PAGES]?.remember(key);
    return entry;
  }

  async set(key, data, ctx) {
    if (!(await shouldStore(this.store, scoped(key), data, ctx))) return;
    await this.store.set(scoped(key), data, ctx);
    if (isPage(data)) globalThis[CACHED_PAGES]?.remember(key);
  }

  revalidateTag(...args) {
    return this.store.revalidateTag(...args);
  }

  resetRequestCache(...args) {
    return this.store.resetRequestCache?.(...args);
  }
}
