// The shared server cache on Redis (cache-handler.mjs with REDIS_URL), on the current `redis`
// client (the ready-made handler pins `redis` to 4.7.0: README "Libraries: what we use and what
// we keep our own").
// Plain JavaScript: Next loads the cache handler at run time, untranspiled.
//
// What it keeps, all under one prefix per build (`next-cache:<build id>:`, so two builds never
// read each other's entries), in the database REDIS_URL names:
// - one string per entry, `…entry:<key>`: the entry as JSON (Buffers as base64, Maps as pairs),
//   with a sliding expiry: REDIS_CACHE_TTL_DAYS (7) from its last write or read (each hit is a
//   GETEX that pushes it forward), never past the page's own `expire` (cacheControl);
// - one hash per tag, `…tag:<tag>`: the entry keys that carry the tag (a page's x-next-cache-tags,
//   a fetch's tags), living as long as the entries it lists (pushed forward with them, at most
//   once an hour per process).
// Every key of the build has an expiry, so Redis can evict them (volatile-lru) and a build nobody
// runs leaves on its own. Besides, each process says every few seconds that its build is live
// (lib/server/redis-lifetimes.mjs); the newest live build gives every other build's keys a short
// TTL (an hour; SCAN, never KEYS), and a replaced build's processes refresh theirs with that short
// TTL, so they still serve through a rolling deploy but leave soon after it.
// revalidateTag deletes the entries its tags index, and the index, in Redis: every instance sees
// it on its next read, with no Pub/Sub, keyspace notifications or per-instance tag lists. A read
// is one GET; this process keeps decoded copies of the entries it stored or read, by key with
// their stored string (a hit is used only while Redis answers that same string, so nothing stale
// is served from them).
//
// Redis away: reads are misses (the page renders) and writes are dropped, at once (no offline
// queue); the client reconnects by itself. The first reads after a start wait briefly for the
// first connection, so a fresh instance serves what the others cached.
//
// Redis losing its data (a restart without persistence, FLUSHALL) would leave every instance
// rendering anew, and an instance started during a provider outage with nothing to serve. So
// `…generation` holds a random value, written by the first process that finds it missing; each
// process checks it on every (re)connection and every LOSS_CHECK_MS, and when it changed, puts back
// the entries it holds (SET NX: never over a newer one), with what is left of their lifetime and
// their tag index. A revalidated or expired entry is no longer held, so it does not come back.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { keepBuilds, OLD_BUILD_TTL_SECONDS, redisCacheTtlSeconds, refreshIntervalMs } from './redis-lifetimes.mjs';

const require = createRequire(import.meta.url);

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const CONNECT_TIMEOUT_MS = 2000;
const FIRST_CONNECTION_WAIT_MS = 1000;
/** Entries held (decoded, and to put back), by the total length of their stored strings. */
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

/**
 * The entries this process stored or read, by entry key: decoded copies of their stored strings (a
 * hit whose string is unchanged is not parsed again), and what it can put back when Redis lost its
 * data. Least recently used first, bounded by the total length of the stored strings.
 */
export class HeldEntries {
  held = new Map();
  chars = 0;

  constructor(budget = DECODED_BUDGET_CHARS) {
    this.budget = budget;
  }

  /** The decoded entry when `stored` is the string held for `entryKey`. */
  get(entryKey, stored) {
    const known = this.held.get(entryKey);
    if (known === undefined || known.stored !== stored) return undefined;
    this.held.delete(entryKey);
    this.held.set(entryKey, known);
    return known.entry;
  }

  /** When the entry held under `entryKey` ends by its own lifetime (ms), if one is held. */
  expiryOf(entryKey) {
    return this.held.get(entryKey)?.expiresAt;
  }

  /** Keeps `entry` (stored as `stored`) under `entryKey` until `expiresAt` (ms). */
  remember(entryKey, stored, entry, expiresAt) {
    this.forget(entryKey);
    if (stored.length > this.budget / 4) return;
    this.held.set(entryKey, { stored, entry, expiresAt });
    this.chars += stored.length;
    for (const [oldest, { stored: string }] of this.held) {
      if (this.chars <= this.budget) break;
      this.held.delete(oldest);
      this.chars -= string.length;
    }
  }

  forget(entryKey) {
    const known = this.held.get(entryKey);
    if (known === undefined) return;
    this.held.delete(entryKey);
    this.chars -= known.stored.length;
  }

  /** Forgets the entries that carry one of `tags` (revalidated). */
  forgetTagged(tags) {
    const wanted = new Set(tags);
    for (const [entryKey, { entry }] of this.held) if (entry.tags?.some((tag) => wanted.has(tag))) this.forget(entryKey);
  }

  *entries() {
    yield* this.held.entries();
  }
}

/** When an entry ends by its own lifetime: its page's `expire` after it was made, else a year (Redis drops it sooner when unused). */
function expiryOf(entry) {
  return entry.lastModified + entryTtlSeconds({ cacheControl: entry.cacheControl }) * 1000;
}

/** How often each process checks that Redis still holds what it was given (one SET NX). */
export const LOSS_CHECK_MS = 5000;
const REPUBLISH_BATCH = 200;

/**
 * Puts back into Redis the entries `held` lists, each only where Redis has none under its key
 * (SET NX: a newer entry another instance wrote stays), with what is left of its lifetime (at most
 * `ttlSeconds`, the sliding TTL) and its tag index. Resolves to how many were written.
 */
export async function republishEntries(client, held, tagKey, now = Date.now(), ttlSeconds = redisCacheTtlSeconds()) {
  let written = 0;
  const due = [...held.entries()].filter(([, { expiresAt }]) => expiresAt > now + 1000);
  for (let index = 0; index < due.length; index += REPUBLISH_BATCH) {
    const multi = client.multi();
    const batch = due.slice(index, index + REPUBLISH_BATCH);
    for (const [entryKey, { stored, entry, expiresAt }] of batch) {
      multi.set(entryKey, stored, { PXAT: Math.min(expiresAt, now + ttlSeconds * 1000), NX: true });
      for (const tag of Array.isArray(entry.tags) ? entry.tags : []) {
        const key = tagKey(tag);
        multi.hSet(key, entryKey, '1').expire(key, tagTtlSeconds(ttlSeconds));
      }
    }
    const replies = await multi.exec();
    written += replies.filter((reply) => reply === 'OK').length;
  }
  return written;
}

/** A tag index lives its entries' TTL and the interval at which a process pushes it forward. */
function tagTtlSeconds(ttlSeconds) {
  return ttlSeconds + Math.ceil(refreshIntervalMs(ttlSeconds) / 1000);
}

/** When this process started (ms): its build's place among the builds sharing Redis. */
const PROCESS_STARTED_AT = Math.round(performance.timeOrigin);

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
  current = { client, firstConnection, firstWait: undefined, held: new HeldEntries(), lossChecks: new Map(), tagsRefreshed: new Map(), superseded: new Set() };
  // Redis restarted empty, or flushed: noticed on every (re)connection and every LOSS_CHECK_MS.
  const checkLoss = () => {
    if (client.isReady) for (const check of current.lossChecks.values()) void check();
  };
  client.on('ready', checkLoss);
  current.timer = setInterval(checkLoss, LOSS_CHECK_MS);
  current.timer.unref?.();
  connections.set(url, current);
  return current;
}

/** Closes this process's cache connections (tests; a server keeps its own until it exits). */
export function closeRedisCacheConnections() {
  const connections = globalThis[CONNECTIONS];
  if (!connections) return;
  for (const { client, timer } of connections.values()) {
    clearInterval(timer);
    client.destroy();
  }
  connections.clear();
}

export class RedisCacheStore {
  /**
   * @param {{ redisUrl: string, serverDistDir?: string, keyPrefix?: string, buildId?: string, ttlSeconds?: number, startedAt?: number, connection?: object }} options
   * `connection`: a connection of the same shape as connection() makes (tests). `ttlSeconds`: the
   * sliding TTL (default REDIS_CACHE_TTL_DAYS); `startedAt`: this process's start (ms).
   */
  constructor({ redisUrl, serverDistDir, keyPrefix, buildId: id, ttlSeconds, startedAt, connection: given }) {
    this.url = redisUrl;
    this.build = id ?? buildId(serverDistDir);
    this.prefix = keyPrefix ?? `next-cache:${this.build}:`;
    this.given = given;
    this.ttlSeconds = ttlSeconds ?? redisCacheTtlSeconds();
    this.startedAt = startedAt ?? PROCESS_STARTED_AT;
  }

  /** The process's connection, which from its first use checks for a loss of this prefix's entries. */
  connection() {
    const current = this.given ?? connection(this.url);
    // One check per prefix and connection, however many stores Next makes (one a request).
    if (!current.lossChecks.has(this.prefix)) {
      current.lossChecks.set(this.prefix, async () => {
        await this.keepBuild();
        return this.putBackIfLost();
      });
    }
    return current;
  }

  /** The sliding TTL of this build's keys (s): the short one once a newer build is live. */
  keyTtlSeconds() {
    const current = this.given ?? connection(this.url);
    return current.superseded?.has(this.prefix) ? Math.min(OLD_BUILD_TTL_SECONDS, this.ttlSeconds) : this.ttlSeconds;
  }

  /**
   * Says this build is live, learns whether a newer one is, and (newest build) shortens the keys of
   * the others (lib/server/redis-lifetimes.mjs). Runs with the loss check, every few seconds.
   */
  async keepBuild(now = Date.now()) {
    const current = this.connection();
    if (current.keepingBuild) return null;
    current.keepingBuild = true;
    try {
      const plan = await keepBuilds(current.client, { own: this.build, startedAt: this.startedAt, now, ttlSeconds: this.ttlSeconds, keep: this.prefix });
      const superseded = (current.superseded ??= new Set());
      if (plan.superseded && !superseded.has(this.prefix)) {
        superseded.add(this.prefix);
        console.warn(`redis cache: a newer build is live; this build's entries now live ${OLD_BUILD_TTL_SECONDS} s from their last use`);
      } else if (!plan.superseded) superseded.delete(this.prefix);
      if (plan.shortened > 0) console.warn(`redis cache: ${plan.shortened} keys of other builds now expire within ${OLD_BUILD_TTL_SECONDS} s`);
      return plan;
    } catch {
      // Redis away or refusing writes: the next check tries again.
      return null;
    } finally {
      current.keepingBuild = false;
    }
  }

  /** Pushes forward the expiry of the tag indexes of an entry just used, once per interval. */
  refreshTags(current, tags, now) {
    if (!Array.isArray(tags) || tags.length === 0) return;
    const ttl = this.keyTtlSeconds();
    const interval = refreshIntervalMs(ttl);
    const refreshed = (current.tagsRefreshed ??= new Map());
    const due = tags.map((tag) => this.tagKey(tag)).filter((key) => !(refreshed.get(key) > now - interval));
    if (due.length === 0) return;
    if (refreshed.size > 50_000) refreshed.clear();
    const multi = current.client.multi();
    for (const key of due) {
      refreshed.set(key, now);
      multi.expire(key, tagTtlSeconds(ttl));
    }
    multi.exec().catch(() => {
      for (const key of due) refreshed.delete(key);
    });
  }

  /**
   * The key that names Redis's current contents: a random value written by the first process that
   * finds it missing (Redis restarted without persistence, or flushed).
   */
  markerKey() {
    return `${this.prefix}generation`;
  }

  /**
   * When Redis's contents are new to this process (the marker changed), the entries this process
   * holds go back (with their tag index), so the other instances, and one started later, find them
   * again; the index of cached pages does the same on its own (lib/server/cached-pages.ts). Every
   * process does it once per loss. Resolves to how many entries it wrote.
   */
  async putBackIfLost(now = Date.now()) {
    const current = this.connection();
    if (current.puttingBack) return 0;
    current.puttingBack = true;
    const marker = this.markerKey();
    // The marker lives as long as the build's entries, pushed forward at every check.
    const ttl = { type: 'EX', value: this.keyTtlSeconds() };
    try {
      let generation = await current.client.getEx(marker, ttl);
      if (generation === null) {
        const fresh = randomUUID();
        generation = (await current.client.set(marker, fresh, { NX: true, EX: ttl.value })) === 'OK' ? fresh : await current.client.get(marker);
      }
      const seen = (current.generations ??= new Map());
      if (generation === null || seen.get(marker) === generation) return 0;
      const written = await republishEntries(current.client, current.held, (tag) => this.tagKey(tag), now, this.keyTtlSeconds());
      seen.set(marker, generation);
      if (written > 0) console.warn(`redis cache: Redis had lost its data; ${written} entries this process held were put back`);
      return written;
    } catch {
      // Redis away again: the next check tries again.
      return 0;
    } finally {
      current.puttingBack = false;
    }
  }

  entryKey(key) {
    return `${this.prefix}entry:${key}`;
  }

  tagKey(tag) {
    return `${this.prefix}tag:${tag}`;
  }

  /** The client when it is connected (waiting for the first connection a moment), else null. */
  async ready() {
    const current = this.connection();
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
    const entryKey = this.entryKey(key);
    const now = Date.now();
    // A hit pushes the entry's expiry forward (sliding TTL), never past its own end when known.
    const slid = now + this.keyTtlSeconds() * 1000;
    const target = Math.min(slid, current.held.expiryOf(entryKey) ?? slid);
    let stored;
    try {
      stored = await current.client.getEx(entryKey, { type: 'PXAT', value: target });
    } catch {
      return null;
    }
    if (typeof stored !== 'string') {
      // Expired or revalidated: not to be put back.
      current.held.forget(entryKey);
      return null;
    }
    const known = current.held.get(entryKey, stored);
    if (known !== undefined) {
      this.refreshTags(current, known.tags, now);
      return known;
    }
    const entry = decodeEntry(stored);
    if (!entry) return null;
    const ends = expiryOf(entry);
    // Its own end comes before the slid expiry just given (a page with a short `expire`).
    if (ends < target) current.client.pExpireAt(entryKey, ends).catch(() => {});
    current.held.remember(entryKey, stored, entry, ends);
    this.refreshTags(current, entry.tags, now);
    return entry;
  }

  /** Removes an entry (an unusable one the cache handler found). */
  async delete(key) {
    const current = await this.ready();
    if (!current) return;
    const entryKey = this.entryKey(key);
    current.held.forget(entryKey);
    await current.client.del(entryKey);
  }

  async set(key, data, ctx = {}) {
    const current = await this.ready();
    if (!current) return;
    const entryKey = this.entryKey(key);
    const ttl = entryTtlSeconds(ctx);
    const keyTtl = this.keyTtlSeconds();
    try {
      if (data == null) {
        current.held.forget(entryKey);
        await current.client.del(entryKey);
        return;
      }
      const tags = entryTags(data, ctx);
      const cacheControl = ctx.fetchCache ? undefined : ctx.cacheControl;
      const entry = { value: data, lastModified: Date.now(), cacheControl, tags };
      const stored = encodeEntry(entry);
      const expiresAt = entry.lastModified + ttl * 1000;
      const multi = current.client.multi().set(entryKey, stored, { PXAT: Math.min(expiresAt, entry.lastModified + keyTtl * 1000) });
      for (const tag of tags) {
        const tagKey = this.tagKey(tag);
        // The index outlives its entries (their TTL and the refresh interval); a revalidation removes it.
        multi.hSet(tagKey, entryKey, '1').expire(tagKey, tagTtlSeconds(keyTtl));
        current.tagsRefreshed?.set(tagKey, entry.lastModified);
      }
      await multi.exec();
      current.held.remember(entryKey, stored, decodeEntry(stored) ?? entry, expiresAt);
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
      current.held.forgetTagged(list);
    } catch (error) {
      console.error(`redis cache: revalidating ${list.join(', ')} failed (${error?.message ?? error})`);
    }
  }

  resetRequestCache() {}
}
