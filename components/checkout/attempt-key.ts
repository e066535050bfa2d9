'use client';
// One Idempotency-Key per checkout attempt (docs/payments-contract.md, "Idempotency"): the same
// request again (a double click, a retry after no answer or after a failure of the shop, the card
// modal closed and opened again, the page reloaded) carries the same key and so gets the same order;
// a different request (other payer details, a changed basket) or a new attempt after an outcome
// starts with a fresh key, since the provider answers 409 to a key reused differently.
// The key lives in the tab's sessionStorage, one per kind of attempt (`scope`), beside a short hash
// of what it was made for: the request itself (payer details) never goes into storage.
import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/client/payment';

export interface AttemptKey {
  /** The key of the attempt `fingerprint` describes: kept while it stays the same. */
  keyFor: (fingerprint: string) => string;
  /** The next request starts a new attempt. */
  renew: () => void;
}

/** Where the tab keeps a scope's key. */
export const attemptStorageKey = (scope: string) => `paymentAttempt.${scope}`;

/** FNV-1a of the fingerprint, as hex: tells one request from another without storing it. */
export function fingerprintHash(fingerprint: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < fingerprint.length; i += 1) {
    hash ^= fingerprint.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

interface Stored {
  hash: string;
  key: string;
}

function readStored(scope: string): Stored | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(attemptStorageKey(scope)) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { hash, key } = value as Record<string, unknown>;
    return typeof hash === 'string' && typeof key === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(key) ? { hash, key } : null;
  } catch {
    return null;
  }
}

function writeStored(scope: string, stored: Stored | null): void {
  try {
    if (stored === null) window.sessionStorage.removeItem(attemptStorageKey(scope));
    else window.sessionStorage.setItem(attemptStorageKey(scope), JSON.stringify(stored));
  } catch {
    // Storage refused: the key still holds for this page (kept in memory below).
  }
}

export function useAttemptKey(scope: string): AttemptKey {
  const current = useRef<Stored | null>(null);
  return useMemo(
    () => ({
      keyFor(fingerprint) {
        const hash = fingerprintHash(fingerprint);
        const known = current.current?.hash === hash ? current.current : readStored(scope);
        if (known?.hash === hash) {
          current.current = known;
          return known.key;
        }
        current.current = { hash, key: newIdempotencyKey() };
        writeStored(scope, current.current);
        return current.current.key;
      },
      renew() {
        current.current = null;
        writeStored(scope, null);
      },
    }),
    [scope],
  );
}
