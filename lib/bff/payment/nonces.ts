// The nonces of the acquirer's callbacks already accepted (lib/server/nonces.ts): a replayed
// callback is refused, by every instance when they share Redis. Each nonce is kept until its
// message expires.
import 'server-only';
import type { NonceStore } from '@/lib/server/nonces';
import { nonceStore, resetNonceStores } from '@/lib/server/nonces';

export function callbackNonces(): Promise<NonceStore> {
  return nonceStore('payment-callback');
}

/** For tests: forget every nonce seen. */
export function resetCallbackNonces(): void {
  resetNonceStores();
}
