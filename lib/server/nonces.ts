// Nonce stores for signed messages (payment callbacks, revalidation calls), one per purpose: a
// nonce accepted once is refused again until its message expires. With REDIS_URL one store in
// Redis serves every instance (SET NX with the message's expiry), so a message replayed to
// another instance behind the load balancer is refused too; without it, this process's memory.
// A Redis that does not answer makes `remember` throw: the caller answers "try again later"
// (a signed sender retries) rather than accepting a possible replay.
import 'server-only';
import { MemoryNonceStore, type NonceStore } from '@/lib/bff/payment/hmac';
import { processWide } from '@/lib/process-wide';
import { REDIS_KEY_PREFIX, readyRedis, redisClient, type RedisClient } from './redis';

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
