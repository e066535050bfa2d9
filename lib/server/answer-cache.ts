// Short-lived caches of provider answers that the page and data cache does not hold, such as the
// search hints asked for on every pause in typing. With REDIS_URL every instance shares one cache
// in Redis, so a hint fetched through one instance is served by all of them; without it, each
// process keeps a bounded one in memory.
//
// Keys come from shoppers' input, so Redis never sees them raw: each is hashed (SHA-256) under the
// cache's prefix, and each entry expires on its own (PX), which bounds what Redis holds. What
// comes back from Redis is parsed with the cache's schema, like any other untrusted input; an
// entry that does not parse is a miss. A Redis that does not answer is a miss too, and the
// answer is then kept in this process's memory: a cache never fails a request.
import 'server-only';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { TtlCache } from './ttl-cache';
import { REDIS_KEY_PREFIX, readyRedis, type RedisClient } from './redis';

export interface AnswerCache<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
}

interface AnswerCacheOptions<T> {
  /** Part of the Redis key names: `storefront:{name}:{hash}`. */
  name: string;
  ttlMs: number;
  /** The bound of the in-memory cache (Redis entries are bounded by their expiry). */
  maxEntries: number;
  schema: z.ZodType<T>;
}

export function hashedKey(prefix: string, key: string): string {
  return `${prefix}${createHash('sha256').update(key, 'utf8').digest('base64url')}`;
}

/** An AnswerCache in Redis: `SET {prefix}{sha256(key)} {json} PX {ttl}`. */
export class RedisAnswerCache<T> implements AnswerCache<T> {
  constructor(
    private readonly client: Pick<RedisClient, 'get' | 'set'>,
    private readonly prefix: string,
    private readonly ttlMs: number,
    private readonly schema: z.ZodType<T>,
  ) {}

  async get(key: string): Promise<T | undefined> {
    let stored: string | null;
    try {
      stored = await this.client.get(hashedKey(this.prefix, key));
    } catch {
      return undefined;
    }
    if (stored === null) return undefined;
    try {
      const parsed = this.schema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Throws when Redis does not take the entry: the caller keeps it in memory instead. */
  async set(key: string, value: T): Promise<void> {
    await this.client.set(hashedKey(this.prefix, key), JSON.stringify(value), { PX: this.ttlMs });
  }
}

/** An AnswerCache in this process's memory, bounded in entries and time. */
export class MemoryAnswerCache<T> implements AnswerCache<T> {
  private readonly entries: TtlCache<T>;

  constructor(maxEntries: number, ttlMs: number) {
    this.entries = new TtlCache<T>(maxEntries, ttlMs);
  }

  async get(key: string): Promise<T | undefined> {
    return this.entries.get(key);
  }

  async set(key: string, value: T): Promise<void> {
    this.entries.set(key, value);
  }
}

/**
 * Redis first, memory when Redis fails: a value that Redis did not take is kept in memory and
 * served from there until it expires.
 */
export class SharedAnswerCache<T> implements AnswerCache<T> {
  constructor(
    private readonly shared: AnswerCache<T>,
    private readonly local: AnswerCache<T>,
  ) {}

  async get(key: string): Promise<T | undefined> {
    return (await this.shared.get(key)) ?? (await this.local.get(key));
  }

  async set(key: string, value: T): Promise<void> {
    try {
      await this.shared.set(key, value);
    } catch {
      await this.local.set(key, value);
    }
  }
}

/**
 * A cache of one kind of answer: shared in Redis with REDIS_URL, else in memory. The first use
 * waits (briefly) for the server's Redis connection to be up.
 */
export function answerCache<T>({ name, ttlMs, maxEntries, schema }: AnswerCacheOptions<T>): AnswerCache<T> {
  const local = new MemoryAnswerCache<T>(maxEntries, ttlMs);
  let chosen: AnswerCache<T> | undefined;
  async function pick(): Promise<AnswerCache<T>> {
    if (chosen) return chosen;
    const client = await readyRedis();
    chosen = client ? new SharedAnswerCache(new RedisAnswerCache(client, `${REDIS_KEY_PREFIX}${name}:`, ttlMs, schema), local) : local;
    return chosen;
  }
  return {
    get: async (key) => (await pick()).get(key),
    set: async (key, value) => (await pick()).set(key, value),
  };
}
