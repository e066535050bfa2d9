// Noticing that Redis lost its data (a restart without persistence, FLUSHALL, a failover to an
// empty replica), so that what a process holds for every instance can be put back. A key holds a
// random value, written by the first process that finds it missing; a process that finds a value
// it has not seen yet knows Redis's contents are new, puts back what it holds, and then remembers
// that value. Every process thus puts back its own share once per loss, whoever noticed first.
// lib/server/redis-cache-store.mjs does the same for the page cache (plain JavaScript, on its own).
import { randomUUID } from 'node:crypto';
import type { RedisClient } from './redis';

export type GenerationClient = Pick<RedisClient, 'get' | 'set'>;

export class RedisGeneration {
  private seen: string | null = null;

  constructor(readonly key: string) {}

  /** The value naming Redis's contents when this process has not put back its share for it yet, else null. */
  async unseen(client: GenerationClient): Promise<string | null> {
    let generation = await client.get(this.key);
    if (generation === null) {
      const fresh = randomUUID();
      generation = (await client.set(this.key, fresh, { NX: true })) === 'OK' ? fresh : await client.get(this.key);
    }
    return generation !== null && generation !== this.seen ? generation : null;
  }

  /** This process has put back its share for `generation`. */
  done(generation: string): void {
    this.seen = generation;
  }
}
