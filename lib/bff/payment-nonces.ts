// The nonces of the acquirer's callbacks already accepted, process-wide (lib/payment/hmac.ts
// MemoryNonceStore): a replayed callback is refused. Each nonce is kept until its message expires.
// On globalThis, since each route is its own bundle. Issue 8 moves it to Redis (SET NX PX), like
// the rate-limit counters: only `callbackNonces` changes.
import 'server-only';
import { MemoryNonceStore, type NonceStore } from '@/lib/payment/hmac';

const KEY = Symbol.for('storefront.payment-callback-nonces');

export function callbackNonces(): NonceStore {
  const holder = globalThis as unknown as Record<symbol, NonceStore | undefined>;
  let store = holder[KEY];
  if (!store) {
    store = new MemoryNonceStore();
    holder[KEY] = store;
  }
  return store;
}

/** For tests: forget every nonce seen. */
export function resetCallbackNonces(): void {
  (globalThis as unknown as Record<symbol, NonceStore | undefined>)[KEY] = undefined;
}
