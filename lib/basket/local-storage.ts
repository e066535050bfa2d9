// The two localStorage entries of the basket (docs/product/limits.md): `basket` (the guest's products) and
// `basketSendList` (the signed-in shopper's unsent changes). Reads are untrusted and parsed;
// when storage is unavailable (blocked, full, private mode) the last value is kept in memory, so
// the page keeps working and only persistence is lost.
import type { BasketProduct, QueueEntry } from '@/lib/types/basket';
import { parseBasketProducts } from './parse';
import { BASKET_QUEUE_STORAGE_KEY, parseQueue } from './queue';

// The guest basket, kept in localStorage under "basket" (docs/product/entities.md, docs/product/limits.md):
// an array of basket products with `pivot.quantity`. Whatever is stored is untrusted: a malformed
// entry is dropped, never a crash (lib/basket/parse.ts). The queue's own key and reader live in
// queue.ts (`basketSendList`, parseQueue).
export const BASKET_STORAGE_KEY = 'basket';

export function parseStoredBasket(raw: string | null): BasketProduct[] {
  if (!raw) return [];
  try {
    return parseBasketProducts(JSON.parse(raw));
  } catch {
    return [];
  }
}

export function serializeStoredBasket(products: readonly BasketProduct[]): string {
  return JSON.stringify(products);
}

export function basketItemCount(items: readonly { pivot: { quantity: number } }[]): number {
  return items.reduce((sum, item) => sum + item.pivot.quantity, 0);
}

export interface StoredEntry<T> {
  /** Reads storage again (another tab may have written it) and returns the value. */
  read(): T;
  /** The value as last read or written, without touching storage. */
  current(): T;
  write(value: T): void;
  /** Forgets the memory copy (tests, a new store). */
  reset(): void;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function storedEntry<T extends unknown[]>(key: string, parse: (raw: string | null) => T, serialize: (value: T) => string, empty: () => T): StoredEntry<T> {
  let memory = empty();
  return {
    read() {
      const storage = browserStorage();
      if (!storage) return memory;
      try {
        memory = parse(storage.getItem(key));
      } catch {
        // Unreadable now: keep the memory copy.
      }
      return memory;
    },
    current: () => memory,
    write(value) {
      memory = value;
      try {
        const storage = browserStorage();
        if (value.length === 0) storage?.removeItem(key);
        else storage?.setItem(key, serialize(value));
      } catch {
        // Full or blocked: the memory copy serves this page.
      }
    },
    reset() {
      memory = empty();
    },
  };
}

export const storedGuestBasket: StoredEntry<BasketProduct[]> = storedEntry(BASKET_STORAGE_KEY, parseStoredBasket, serializeStoredBasket, () => []);

const queueEntry = storedEntry(BASKET_QUEUE_STORAGE_KEY, parseQueue, (queue) => JSON.stringify(queue), () => []);

/**
 * The queue; once it is empty, whose it was is forgotten too (see storedQueueOwner). A read that had
 * to mend the stored queue (entries queued before changes had keys get their key when read) writes
 * it back at once, so every later read, and every retry, sees the same keys.
 */
export const storedQueue: StoredEntry<QueueEntry[]> = {
  ...queueEntry,
  read() {
    const queue = queueEntry.read();
    try {
      const raw = browserStorage()?.getItem(BASKET_QUEUE_STORAGE_KEY) ?? null;
      if (raw !== null && queue.length > 0 && raw !== JSON.stringify(queue)) queueEntry.write(queue);
    } catch {
      // Storage blocked: the memory copy keeps the keys for this page.
    }
    return queue;
  },
  write(value) {
    queueEntry.write(value);
    if (value.length === 0) {
      try {
        browserStorage()?.removeItem(QUEUE_OWNER_STORAGE_KEY);
      } catch {
        // Storage blocked: nothing was kept.
      }
    }
  },
};

/**
 * Whose changes the queue holds: the id of the shopper signed in when they were queued. Kept
 * beside the queue so that changes left by one account (a session that ended, an offline logout)
 * reach that account's basket at its next login and never another account's on a shared browser.
 */
export const QUEUE_OWNER_STORAGE_KEY = 'basketSendListOwner';

export const storedQueueOwner = {
  read(): number | null {
    const storage = browserStorage();
    try {
      const value = Number(storage?.getItem(QUEUE_OWNER_STORAGE_KEY));
      return Number.isInteger(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  },
  write(userId: number) {
    try {
      browserStorage()?.setItem(QUEUE_OWNER_STORAGE_KEY, String(userId));
    } catch {
      // Storage blocked: the queue lives in memory for this page only, with nobody else to mix up.
    }
  },
};
