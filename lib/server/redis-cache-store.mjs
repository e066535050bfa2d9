// The shared server cache on Redis (cache-handler.mjs with REDIS_URL), on the current `redis`
// client (issue 19: the handler library used before pinned the whole app to redis 4.7.0).
// Plain JavaScript: Next loads the cache handler at run time, untranspiled.
//
// What it keeps, all under one prefix per build (`next-cache:<build id>:`, so two builds never
// read each other's entries), in the database REDIS_URL names:
// - one string per entry, `…entry:<key>`: the entry as JSON (Buffers as base64, Maps as pairs),
//   with an expiry: the page's `expire` (cacheControl) when Next gives one, else a year;
// - one hash per tag, `…tag:<tag>`: the entry keys that carry the tag (a page's x-next-cache-tags,
//   a fetch's tags), expiring a year after its last addition.
// revalidateTag deletes the entries its tags index, and the index, in Redis: every instance sees
// it on its next read, with no Pub/Sub, keyspace notifications or per-instance tag lists. A read
// is one GET; nothing is kept in this process but decoded copies of stored strings (a new value is
// a new string, so nothing stale is served from them).
//
// Redis away: reads are misses (the page renders) and writes are dropped, at once (no offline
// queue); the client reconnects by itself. The first reads after a start wait briefly for the
// first connection, so a fresh instance serves what the others cached.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const CONNECT_TIMEOUT_MS = 2000;
const FIRST_CONNECTION_WAIT_MS = 1000;
/** Decoded entries kept, by the total length of their stored strings. */
const DECODED_BUDGET_CHARS = 64 * 1024 * 1024;

/** JSON.stringify replacer: Buffers (seen before their toJSON) as base64, Maps as pairs. */
function replacer(name, value) {
  const raw = this[name];
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
  if (raw instanceof Map) return { $map: [...raw.entries()] };
  return value;
}

function reviver(_name, value) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if (typeof value.$buffer === 'string' && Object.keys(value).length === 1) return Buffer.from(value.$buffer, 'base64');
    if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
  }
  return value;
}

/** An entry as stored: JSON of { value, lastModified, cacheControl, tags }. */
export function encodeEntry(entry) {
  return JSON.stringify(entry, replacer);
}

/** The stored string back to an entry, or null when it is not one. */
export function decodeEntry(stored) {
  try {
    const entry = JSON.parse(stored, reviver);
    if (!entry || typeof entry !== 'object' || typeof entry.lastModified !== 'number' || !('value' in entry)) return null;
    return entry;
  } catch {
    return null;
  }
}

/** The tags an entry carries: a fetch's own, or a page's or route's x-next-cache-tags header. */
export function entryTags(data, ctx = {}) {
  const tags = new Set();
  for (const tag of Array.isArray(ctx.tags) ? ctx.tags : []) if (typeof tag === 'string' && tag) tags.add(tag);
  for (const tag of Array.isArray(data?.tags) ? data.tags : []) if (typeof tag === 'string' && tag) tags.add(tag);
  const header = data?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

/** Seconds to keep an entry: its `expire` when finite and positive, else a year; at most a year. */
export function entryTtlSeconds(ctx = {}) {
  const expire = ctx.cacheControl?.expire;
  if (typeof expire === 'number' && Number.isFinite(expire) && expire > 0) return Math.min(Math.ceil(expire), YEAR_SECONDS);
  return YEAR_SECONDS;
}

function buildId(serverDistDir) {
  if (typeof serverDistDir !== 'string' || !serverDistDir) return 'development';
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'development';
  } catch {
    return 'development';
  }
}

class DecodedEntries {
  decoded = new Map();
  chars = 0;

  get(stored) {
    const known = this.decoded.get(stored);
    if (known === undefined) return undefined;
    // Least recently used first: move it to the end.
    this.decoded.delete(stored);
    this.decoded.set(stored, known);
    return known;
  }

  remember(stored, entry) {
    if (stored.length > DECODED_BUDGET_CHARS / 4) return;
    this.decoded.set(stored, entry);
    this.chars += stored.length;
    for (const [oldest] of this.decoded) {
      if (this.chars <= DECODED_BUDGET_CHARS) break;
      this.decoded.delete(oldest);
      this.chars -= oldest.length;
    }
  }
}

/** One connection per process and URL (Next makes a handler per request). */
const CONNECTIONS = Symbol.for('storefront.redis-cache-connections');

function connection(url) {
  const connections = (globalThis[CONNECTIONS] ??= new Map());
  let current = connections.get(url);
  if (current) return current;
  const { createClient } = require('redis');
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** Math.min(retries, 5), 3000),
    },
  });
  let errorLogged = false;
  client.on('error', (error) => {
    if (errorLogged) return;
    errorLogged = true;
    console.error(`redis cache: connection failed (${error?.message ?? error}); pages render without the shared cache`);
  });
  client.on('ready', () => {
    errorLogged = false;
  });
  const firstConnection = client.connect().then(
    () => true,
    () => false,
  );
  current = { client, firstConnection, firstWait: undefined, decoded: new DecodedEntries() };
  connections.set(url, current);
  return current;
}

/** Closes this process's cache connections (tests; a server keeps its own until it exits). */
export function closeRedisCacheConnections() {
  const connections = globalThis[CONNECTIONS];
  if (!connections) return;
  for (const { client } of connections.values()) client.destroy();
  connections.clear();
}

export class RedisCacheStore {
  /** @param {{ redisUrl: string, serverDistDir?: string, keyPrefix?: string }} options */
  constructor({ redisUrl, serverDistDir, keyPrefix }) {
    this.url = redisUrl;
    this.prefix = keyPrefix ?? `next-cache:${buildId(serverDistDir)}:`;
  }

  entryKey(key) {
    return `${this.prefix}entry:${key}`;
  }

  tagKey(tag) {
    return `${this.prefix}tag:${tag}`;
  }

  /** The client when it is connected (waiting for the first connection a moment), else null. */
  async ready() {
    const current = connection(this.url);
    if (!current.client.isReady && current.firstWait === undefined) {
      // Only the first reads wait; once that wait is over, a Redis that is away is a miss at once.
      let timer;
      current.firstWait = Promise.race([current.firstConnection, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS)))]).finally(() => clearTimeout(timer));
    }
    if (!current.client.isReady) await current.firstWait;
    return current.client.isReady ? current : null;
  }

  async get(key) {
    const current = await this.ready();
    if (!current) return null;
    let stored;
    try {
      stored = await current.client.get(this.entryKey(key));
    } catch {
      return null;
    }
    if (typeof stored !== 'string') return null;
    const known = current.decoded.get(stored);
    if (known !== undefined) return known;
    const entry = decodeEntry(stored);
    if (!entry) return null;
    current.decoded.remember(stored, entry);
    return entry;
  }

  async set(key, data, ctx = {}) {
    const current = await this.ready();
    if (!current) return;
    const entryKey = this.entryKey(key);
    const ttl = entryTtlSeconds(ctx);
    try {
      if (data == null) {
        await current.client.del(entryKey);
        return;
      }
      const tags = entryTags(data, ctx);
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      const multi = current.client.multi().set(entryKey, encodeEntry({ value: data, lastModified: Date.now(), cacheControl, tags }), { EX: ttl });
      for (const tag of tags) {
        const tagKey = this.tagKey(tag);
        // The index outlives its entries (a year from its last addition); a revalidation removes it.
        multi.hSet(tagKey, entryKey, '1').expire(tagKey, YEAR_SECONDS);
      }
      await multi.exec();
    } catch {
      // Redis away: the entry is simply not shared; the page renders again next time.
    }
  }

  /** Deletes every entry that carries one of `tags`, for every instance. */
  async revalidateTag(tags) {
    const list = (typeof tags === 'string' ? [tags] : Array.isArray(tags) ? tags : []).filter((tag) => typeof tag === 'string' && tag);
    if (list.length === 0) return;
    const current = await this.ready();
    if (!current) return;
    try {
      for (const tag of list) {
        const tagKey = this.tagKey(tag);
        const entryKeys = await current.client.hKeys(tagKey);
        const multi = current.client.multi();
        for (let index = 0; index < entryKeys.length; index += 500) multi.unlink(entryKeys.slice(index, index + 500));
        multi.unlink(tagKey);
        await multi.exec();
      }
    } catch (error) {
      console.error(`redis cache: revalidating ${list.join(', ')} failed (${error?.message ?? error})`);
    }
  }

  resetRequestCache() {}
}
