// Nonce stores for signed messages (payment callbacks, revalidation calls), one per purpose: a
// nonce accepted once is refused again until its message expires. With REDIS_URL one store in
// Redis serves every instance (SET NX with the message's expiry), so a message replayed to
// another instance behind the load balancer is refused too; without it, this process's memory.
// A Redis that does not answer makes `remember` throw: the caller answers "try again later"
// (a signed sender retries) rather than accepting a possible replay.
import 'server-only';
import { processWide } from '@/lib/server/process-wide';
import { REDIS_KEY_PREFIX, readyRedis, redisClient, type RedisClient } from './redis';

/**
 * The nonces already seen, each kept until its message expires: after that the expiry check
 * refuses the message anyway. Asynchronous so that a shared store (Redis SET NX PX) can stand
 * in when the storefront runs as several processes (docs/decisions/0039-a-stateless-storefront-that-scales-out.md).
 */
export interface NonceStore {
  /** True the first time a nonce is seen before it expires; false for a reuse (or an already expired nonce). */
  remember(nonce: string, expiresAt: Date | number): Promise<boolean>;
}

export interface MemoryNonceStoreOptions {
  now?: () => number;
  /** Beyond this many live nonces new ones are refused (fail closed); 100 000 by default. */
  maxEntries?: number;
  /** How often expired nonces are swept out; a minute by default. */
  sweepIntervalMs?: number;
}

/** A NonceStore in this process's memory, for one storefront process and for tests. */
export class MemoryNonceStore implements NonceStore {
  private readonly seen = new Map<string, number>();
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly sweepIntervalMs: number;
  private lastSweep: number;

  constructor({ now = Date.now, maxEntries = 100_000, sweepIntervalMs = 60_000 }: MemoryNonceStoreOptions = {}) {
    this.now = now;
    this.maxEntries = maxEntries;
    this.sweepIntervalMs = sweepIntervalMs;
    this.lastSweep = now();
  }

  /** Live nonces held (expired ones may linger until the next sweep). */
  get size(): number {
    return this.seen.size;
  }

  async remember(nonce: string, expiresAt: Date | number): Promise<boolean> {
    const now = this.now();
    const until = expiresAt instanceof Date ? expiresAt.getTime() : expiresAt;
    if (!Number.isFinite(until) || until <= now) return false;
    if (now - this.lastSweep >= this.sweepIntervalMs || this.seen.size >= this.maxEntries) this.sweep(now);
    const known = this.seen.get(nonce);
    if (known !== undefined && known > now) return false;
    if (this.seen.size >= this.maxEntries) return false;
    this.seen.set(nonce, until);
    return true;
  }

  private sweep(now: number): void {
    for (const [nonce, until] of this.seen) if (until <= now) this.seen.delete(nonce);
    this.lastSweep = now;
  }
}

export type NoncePurpose = 'payment-callback' | 'revalidate';

/** A NonceStore in Redis: `SET {prefix}{nonce} 1 NX PXAT {expiresAt}`. */
export class RedisNonceStore implements NonceStore {
  constructor(
    private readonly client: Pick<RedisClient, 'set'>,
    private readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  async remember(nonce: string, expiresAt: Date | number): Promise<boolean> {
    const until = expiresAt instanceof Date ? expiresAt.getTime() : expiresAt;
    if (!Number.isFinite(until) || until <= this.now()) return false;
    const answer = await this.client.set(`${this.prefix}${nonce}`, '1', { NX: true, PXAT: Math.ceil(until) });
    return answer === 'OK';
  }
}

function stores(): Map<NoncePurpose, NonceStore> {
  return processWide('nonce-stores', () => new Map<NoncePurpose, NonceStore>());
}

/**
 * The store of one purpose: in Redis with REDIS_URL, else in this process's memory. The first call
 * waits (briefly) for the server's Redis connection to be up.
 */
export async function nonceStore(purpose: NoncePurpose): Promise<NonceStore> {
  await readyRedis();
  const map = stores();
  let store = map.get(purpose);
  if (!store) {
    const client = redisClient();
    store = client ? new RedisNonceStore(client, `${REDIS_KEY_PREFIX}nonce:${purpose}:`) : new MemoryNonceStore();
    map.set(purpose, store);
  }
  return store;
}

/** For tests: forget every store (and so every nonce held in memory). */
export function resetNonceStores(): void {
  stores().clear();
}
