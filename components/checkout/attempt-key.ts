'use client';
// One Idempotency-Key per checkout attempt (docs/payments-contract.md, "Idempotency"): the same
// request again (a double click, a retry after no answer) carries the same key and so gets the
// same order; a different request (other payer details, a changed basket) or a new attempt after
// an outcome starts with a fresh key, since the provider answers 409 to a key reused differently.
import { useMemo, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/client/payment';

export interface AttemptKey {
  /** The key of the attempt `fingerprint` describes: kept while it stays the same. */
  keyFor: (fingerprint: string) => string;
  /** The next request starts a new attempt. */
  renew: () => void;
}

export function useAttemptKey(): AttemptKey {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(fingerprint) {
        if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newIdempotencyKey() };
        return current.current.key;
      },
      renew() {
        current.current = null;
      },
    }),
    [],
  );
}
