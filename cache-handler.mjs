// The Next.js server cache (next.config.ts `cacheHandler`): ISR pages, route answers and tagged
// provider fetches (lib/cache/lifetimes-and-tags.ts). Chosen when the server starts, so one build serves both:
// - REDIS_URL set: our own store on the current `redis` client (lib/server/redis-cache-store.mjs),
//   one store shared by every instance: entries with an expiry, a tag index in Redis, and a tag
//   revalidation deletes the tagged entries there, so every instance sees it on its next read.
//   Keys are prefixed by the build id, so two builds never read each other's entries; each expires
//   REDIS_CACHE_TTL_DAYS after its last use, a replaced build's an hour after (lib/server/redis-lifetimes.mjs); the
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
// Pages show the brand (lib/brand/identity.ts, the SHOP_* variables read at run time), so an entry made
// under one brand is never served under another: with any SHOP_* variable set, every key
// is scoped by a digest of their values (`/_brand-<12 hex>/…`). A rebrand then starts from an empty
// cache on disk or in Redis without anyone clearing it, and two shops never read each other's
// pages; without SHOP_* (the demo brand) keys are as Next makes them.
//
// Only complete 200 answers are stored per URL: every made-up /product/{id},
// /category/{slug} or OG image URL rendered its 404 into the cache (~100 KB each, on disk or in
// Redis for a year), so anyone could fill it; and Next stores the answer of any method on a cached
// route, so an OPTIONS request put its 204 in the OG image's place (every GET then answered 500)
// and a loop of them over made-up ids filled the cache too. A 404 or 410 is stored only over an
// entry its URL already has (a product that was removed), so the old page is not served on; those
// are bounded by the pages that existed. An answer of any other kind found in the cache (stored by
// an earlier build) is a miss and is dropped.
//
// Speed with Redis (npm run bench with BENCH_REDIS=1, README "Performance"): a hit is one loopback
// GET, and decoded entries are kept by key with their exact stored string (no JSON parse of a page
// on every hit; a new value is a new string, so nothing stale is served).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countCacheLookup } from './lib/observability/cache-lookups.mjs';
import { providerCoverReader } from './lib/provider/cover-drawings.mjs';
import { inlineFirstCovers, MAX_INLINE_COVER_BYTES } from './lib/server/inline-first-covers.mjs';
import { narrowHtml } from './lib/server/narrow-html.mjs';
import { scriptsAfterFirstPaint } from './lib/server/scripts-after-first-paint.mjs';
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

const ANSWER_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);
/** Error statuses that may replace an entry of their URL: the thing is gone. */
const GONE = new Set([404, 410]);

/** A rendered page or route answer (Next's CachedRouteKind values), as opposed to fetched data. */
function isAnswer(data) {
  return ANSWER_KINDS.has(data?.kind);
}

/**
 * A complete 200 answer: status 200 (or none: a page that set none), with its body (a route's bytes,
 * a page's HTML). Next stores the answer of whatever method reached a cached route under the URL's
 * key: the automatic 204 of an OPTIONS request on the OG image route, kept a year, made every later
 * GET answer 500 ("Invalid response status code 204") on every instance. The methods other than
 * GET and HEAD answer a route with 204 or 405 and a page with 400 or the page itself (public pages
 * read nothing of the request), so "200 and whole" is the one answer a GET would have stored.
 */
export function isCompleteAnswer(data) {
  if ((data.status ?? 200) !== 200) return false;
  if (data.kind === 'APP_ROUTE') return data.body instanceof Uint8Array && data.body.length > 0;
  return typeof data.html === 'string' && data.html.length > 0;
}

/** An answer that may stay in the cache: complete, or the not-found of a URL that once had a page. */
function isKeptAnswer(data) {
  return isCompleteAnswer(data) || GONE.has(data.status);
}

/**
 * Whether `store` should keep `data` under `key`: fetched data always; a complete 200 answer; the
 * 404 or 410 of a URL only where it replaces an entry of the same kind (a product that was removed,
 * so its old page is not served on). Anything else is never stored: made-up URLs must not fill the
 * cache, and the answers of other methods must not take a URL's place.
 */
export async function shouldStore(store, key, data, ctx = {}) {
  if (!isAnswer(data)) return true;
  if (isCompleteAnswer(data)) return true;
  if (!GONE.has(data.status)) return false;
  const existing = await store.get(key, { kind: data.kind, isFallback: ctx.isFallback, isRoutePPREnabled: ctx.isRoutePPREnabled });
  return existing != null && existing.value != null;
}

/** Next's file-system cache files of an answer's key (FileSystemCache#getFilePath), to drop one. */
function answerFiles(store, key, kind) {
  if (typeof store.getFilePath !== 'function') return [];
  if (kind === 'APP_ROUTE') {
    const body = store.getFilePath(`${key}.body`, 'APP_ROUTE');
    return [body, body.replace(/\.body$/, '.meta')];
  }
  if (kind !== 'APP_PAGE' && kind !== 'PAGES') return [];
  const html = store.getFilePath(`${key}.html`, kind);
  return [html, html.replace(/\.html$/, '.meta'), html.replace(/\.html$/, kind === 'APP_PAGE' ? '.rsc' : '.json')];
}

// The index of cached pages (lib/server/cached-pages.ts, installed by instrumentation.ts; absent
// during `next build`): told of every page entry stored or served, and lent a reader, so the proxy
// can ask whether the cache holds a page while the provider is away.
const CACHED_PAGES = Symbol.for('storefront.cached-pages');
const PAGE_READ = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

function isPage(entry) {
  return entry?.kind === 'APP_PAGE' && isCompleteAnswer(entry);
}

/**
 * What is stored of `data`: a page's HTML with its first-load scripts requested after the first
 * frame (lib/server/scripts-after-first-paint.mjs), so the first screen's covers have the connection
 * to themselves, its style sheets written into its head when `readStyleSheet` can read them
 * (lib/server/inline-style-sheets.mjs), so its first frame waits for no other request, and narrowed
 * to one byte per character where it costs few bytes (lib/server/narrow-html.mjs), so every hit is
 * written to the socket without re-encoding.
 */
export function storedForm(data, readStyleSheet) {
  if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string') return data;
  const html = narrowHtml(scriptsAfterFirstPaint(data.html, { readStyleSheet }));
  return html === data.html ? data : { ...data, html };
}

/**
 * `data` with a page's first-screen covers written into its HTML (lib/server/inline-first-covers.mjs),
 * read with `readCover`; any other entry, or a page without such covers, as it is.
 */
export async function withFirstCovers(data, readCover) {
  if (data?.kind !== 'APP_PAGE' || typeof data.html !== 'string' || !readCover) return data;
  const html = await inlineFirstCovers(data.html, readCover);
  return html === data.html ? data : { ...data, html };
}

/**
 * Reads a file of the build's static folder (`<distDir>/static`, beside `serverDistDir`) by its path
 * there, once per file (their names change with their content), or null when it is not there (a
 * deployment that serves them from elsewhere: its pages keep their links).
 */
export function staticFileReader(serverDistDir) {
  if (!serverDistDir) return undefined;
  // Through getBuiltinModule: the build's file tracer follows a file-system call, or a path joined
  // with the imported modules, to what it could name, and would copy every file of the repository
  // whose name matches ("static") beside the server.
  const { readFileSync } = process.getBuiltinModule('node:fs');
  const { dirname, join } = process.getBuiltinModule('node:path');
  const folder = join(dirname(serverDistDir), 'static');
  const read = new Map();
  return (file) => {
    if (!read.has(file)) {
      let text = null;
      try {
        text = readFileSync(join(folder, file), 'utf8');
      } catch {
        // Not beside the server: the page keeps its links.
      }
      read.set(file, text);
    }
    return read.get(file);
  };
}

export default class StorefrontCacheHandler {
  constructor(context) {
    chosen ??= chooseHandler();
    this.store = chosen.create(context);
    this.readStyleSheet = staticFileReader(context?.serverDistDir);
    this.readCover = providerCoverReader(MAX_INLINE_COVER_BYTES);
    // Only the server's own cache can read pages: the proxy's bundle makes handlers too, without a
    // file system or a build folder (next/dist/server/web/adapter.js).
    if (context?.fs && context.serverDistDir) globalThis[CACHED_PAGES]?.useReader((key) => this.store.get(scoped(key), PAGE_READ));
  }

  async get(key, context, ...rest) {
    const entry = await this.store.get(scoped(key), context, ...rest);
    if (isAnswer(entry?.value) && !isKeptAnswer(entry.value)) {
      // Stored before only complete answers were (an OPTIONS answer of an earlier build): a miss,
      // so the route renders and its answer replaces this one; dropped from disk or Redis meanwhile.
      await this.drop(scoped(key), entry.value.kind);
      countCacheLookup(context?.kind, false);
      return null;
    }
    countCacheLookup(context?.kind, entry?.value != null);
    if (context?.kind === 'APP_PAGE' && isPage(entry?.value)) globalThis[CACHED_PAGES]?.remember(key);
    return entry;
  }

  async drop(key, kind) {
    try {
      if (typeof this.store.delete === 'function') await this.store.delete(key);
      else {
        const { rm } = await import('node:fs/promises');
        await Promise.all(answerFiles(this.store, key, kind).map((file) => rm(file, { force: true })));
      }
    } catch (error) {
      console.error(`cache: dropping the unusable entry ${key} failed (${error?.message ?? error})`);
    }
  }

  async set(key, data, ctx) {
    if (!(await shouldStore(this.store, scoped(key), data, ctx))) return;
    await this.store.set(scoped(key), storedForm(await withFirstCovers(data, this.readCover), this.readStyleSheet), ctx);
    if (isPage(data)) globalThis[CACHED_PAGES]?.remember(key);
  }

  revalidateTag(...args) {
    return this.store.revalidateTag(...args);
  }

  resetRequestCache(...args) {
    return this.store.resetRequestCache?.(...args);
  }
}
