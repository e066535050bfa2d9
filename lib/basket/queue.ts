// The basket's change queue (docs/product/order-states.md, docs/product/limits.md): pure functions, no storage, no timers.
// A change is applied to the basket at once (the shopper sees it) and queued for the server; the
// queue is sent 10 s after the last change, at once when it holds 30 entries, and before the basket
// is reloaded. A send that fails keeps the queue, so no change is lost.
import type { BasketChange, QueueEntry } from '@/lib/types/basket';

export const SEND_DELAY_MS = 10_000;
export const FLUSH_AT_ENTRIES = 30;
export const MAX_ITEM_QUANTITY = 99;
export const BASKET_QUEUE_STORAGE_KEY = 'basketSendList';

// A change is a BasketChange as the shopper makes it, and a QueueEntry once queued with its key
// (lib/types/basket.ts, the contract's names): every send of the change, retries included, carries
// the same key, and the provider applies a key once (docs/basket-contract.md "Replays").

/** The provider's form of a change key: 16..64 characters of [A-Za-z0-9_-]. */
export const CHANGE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A new change key: 128 random bits in base64url (22 characters). Web Crypto, so any page can make one. */
export function newChangeKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What the basket needs to know of a product to show a line (the basket product of docs/product/entities.md). */
export interface BasketProductInfo {
  id: number;
  name: string;
  price: number;
}

export interface BasketLine<P extends BasketProductInfo = BasketProductInfo> {
  product: P;
  quantity: number;
}

export type ApplyResult<P extends BasketProductInfo> =
  | { kind: 'applied'; lines: BasketLine<P>[] }
  /** An increase of a product the basket does not hold: fetch it, then apply again with it. */
  | { kind: 'needs-product'; id: number };

const clamp = (quantity: number) => Math.min(quantity, MAX_ITEM_QUANTITY);

/**
 * Applies one change. Increase on an existing line adds the count (up to 99); an unknown product is
 * added, once it is known, with the change's count (a buy click is 1, so a new product is
 * "added with quantity 1": docs/product/order-states.md); decrease removes the line at 0 or below;
 * a decrease of a product not in the basket changes nothing.
 */
export function applyChange<P extends BasketProductInfo>(
  lines: readonly BasketLine<P>[],
  change: BasketChange,
  fetched?: P,
): ApplyResult<P> {
  const index = lines.findIndex((line) => line.product.id === change.id);
  if (change.type === 'increase') {
    if (index === -1) {
      if (!fetched || fetched.id !== change.id) return { kind: 'needs-product', id: change.id };
      return { kind: 'applied', lines: [...lines, { product: fetched, quantity: clamp(change.count) }] };
    }
    const next = lines.slice();
    next[index] = { ...lines[index]!, quantity: clamp(lines[index]!.quantity + change.count) };
    return { kind: 'applied', lines: next };
  }
  if (index === -1) return { kind: 'applied', lines: lines.slice() };
  const quantity = lines[index]!.quantity - change.count;
  const next = lines.slice();
  if (quantity <= 0) next.splice(index, 1);
  else next[index] = { ...lines[index]!, quantity };
  return { kind: 'applied', lines: next };
}

/**
 * Appends a change to the queue (a new array) with a new key, made here, once: the change keeps it
 * on every retry. Invalid changes are refused rather than queued.
 */
export function enqueue(queue: readonly QueueEntry[], change: BasketChange, key: string = newChangeKey()): QueueEntry[] {
  if (!isChange(change)) return queue.slice();
  return [...queue, { id: change.id, type: change.type, count: change.count, key }];
}

/** The queue is long enough to be sent without waiting for the delay. */
export function mustSendNow(queue: readonly BasketChange[]): boolean {
  return queue.length >= FLUSH_AT_ENTRIES;
}

/**
 * What is left to send after a send of `sent` entries succeeded while more were queued meanwhile:
 * the entries that arrived after the snapshot was taken.
 */
export function afterSent(queue: readonly QueueEntry[], sent: readonly QueueEntry[]): QueueEntry[] {
  return queue.slice(Math.min(sent.length, queue.length));
}

/**
 * Merges the guest basket into the server basket at login: quantities of the same product are
 * added (up to 99), products only the guest had are appended in the guest's order.
 */
export function mergeBaskets<P extends BasketProductInfo>(
  server: readonly BasketLine<P>[],
  guest: readonly BasketLine<P>[],
): BasketLine<P>[] {
  const merged = server.map((line) => ({ ...line }));
  for (const line of guest) {
    const existing = merged.find((m) => m.product.id === line.product.id);
    if (existing) existing.quantity = clamp(existing.quantity + line.quantity);
    else merged.push({ ...line, quantity: clamp(line.quantity) });
  }
  return merged;
}

/** The changes that bring a guest basket to the server: one increase per line. */
export function changesForGuestBasket(guest: readonly BasketLine[]): BasketChange[] {
  return guest.filter((line) => line.quantity > 0).map((line) => ({ id: line.product.id, type: 'increase', count: clamp(line.quantity) }));
}

function isChange(value: unknown): value is BasketChange {
  if (typeof value !== 'object' || value === null) return false;
  const { id, type, count } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    id > 0 &&
    (type === 'increase' || type === 'decrease') &&
    typeof count === 'number' &&
    Number.isInteger(count) &&
    count > 0 &&
    count <= MAX_ITEM_QUANTITY
  );
}

/**
 * The queue as stored under `basketSendList`: untrusted, so malformed entries are dropped. An entry
 * stored before changes had keys (or with a key of another form) gets a new key here; it keeps it once
 * the queue is written again (the next change or send).
 */
export function parseQueue(raw: string | null): QueueEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.filter(isChange).map((entry) => {
    const { id, type, count } = entry;
    const key = (entry as { key?: unknown }).key;
    return { id, type, count, key: typeof key === 'string' && CHANGE_KEY_PATTERN.test(key) ? key : newChangeKey() };
  });
}
