// Noticing that Redis lost its data (a restart without persistence, FLUSHALL, a failover to an
// empty replica), so that what a process holds for every instance can be put back. A key holds a
// random value, written by the first process that finds it missing; a process that finds a value
// it has not seen yet knows Redis's contents are new, puts back what it holds, and then remembers
// that value. Every process thus puts back its own share once per loss, whoever noticed first.
// lib/server/redis-cache-store.mjs does the same for the page cache (plain JavaScript, on its own).
// The key lives REDIS_CACHE_TTL_DAYS from its last check (each check is a GETEX that pushes it
// forward, every few seconds while a process runs), so it leaves Redis once no instance runs.
import { randomUUID } from 'node:crypto';
import type { RedisClient } from './redis';
import { redisCacheTtlSeconds } from './redis-lifetimes.mjs';

export type GenerationClient = Pick<RedisClient, 'get' | 'set' | 'getEx'>;

export class RedisGeneration {
  private seen: string | null = null;

  constructor(
    readonly key: string,
    private readonly ttlSeconds = redisCacheTtlSeconds(),
  ) {}

  /** The value naming Redis's contents when this process has not put back its share for it yet, else null. */
  async unseen(client: GenerationClient): Promise<string | null> {
    let generation = await client.getEx(this.key, { type: 'EX', value: this.ttlSeconds });
    if (generation === null) {
      const fresh = randomUUID();
      generation = (await client.set(this.key, fresh, { NX: true, EX: this.ttlSeconds })) === 'OK' ? fresh : await client.get(this.key);
    }
    return generation !== null && generation !== this.seen ? generation : null;
  }

  /** This process has put back its share for `generation`. */
  done(generation: string): void {
    this.seen = generation;
  }
}
