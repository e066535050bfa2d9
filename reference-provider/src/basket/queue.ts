// The basket change queue of PATCH /api/basket (docs/basket-contract.md): reading the body into
// entries, and applying entries to basket lines. Pure functions: the SQL is in store.ts.
import type { MessageKey } from '../http/messages';

export const MAX_QUEUE_ENTRIES = 200;
export const MAX_LINE_QUANTITY = 99;
export const MIN_CHANGE_COUNT = 1;
export const MAX_CHANGE_COUNT = 99;
const INT4_MAX = 2_147_483_647;
/**
 * A change's idempotency key: made by the client when the change is queued and sent again with every
 * retry of it, so a send whose answer was lost is applied once (docs/basket-contract.md "Replays").
 */
export const CHANGE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export type ChangeType = 'increase' | 'decrease';

export interface QueueEntry {
  id: number;
  type: ChangeType;
  count: number;
  /** Absent: the change is applied every time it is sent (clients from before keys). */
  key?: string;
}

/** Field errors keyed like the contract's 422: "products" or "products.<index>.<field>". */
export type QueueErrors = Record<string, MessageKey>;

export type QueueResult =
  | { ok: true; entries: QueueEntry[] }
  /** `wellFormed`: the entries without errors and their indexes, so unknown products can be named too. */
  | { ok: false; errors: QueueErrors; wellFormed: Array<{ index: number; entry: QueueEntry }> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The entries of a PATCH body `{products: QueueEntry[]}`, or the errors of every invalid entry (each
 * field's first problem). Product ids are only checked for form here; whether they exist is the
 * store's question. An entry that is not an object counts as one with no fields.
 */
export function parseQueue(body: unknown): QueueResult {
  if (!isObject(body) || !Array.isArray(body.products)) {
    return { ok: false, errors: { products: 'basketProductsInvalid' }, wellFormed: [] };
  }
  const raw: unknown[] = body.products;
  if (raw.length > MAX_QUEUE_ENTRIES) return { ok: false, errors: { products: 'basketTooManyEntries' }, wellFormed: [] };
  const errors: QueueErrors = {};
  const wellFormed: Array<{ index: number; entry: QueueEntry }> = [];
  raw.forEach((item, index) => {
    const entry = isObject(item) ? item : {};
    const { id, type, count, key } = entry;
    const at = `products.${index}`;
    let good = true;
    if (!(typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= INT4_MAX)) {
      errors[`${at}.id`] = 'basketIdInvalid';
      good = false;
    }
    if (type !== 'increase' && type !== 'decrease') {
      errors[`${at}.type`] = 'basketTypeInvalid';
      good = false;
    }
    if (!(typeof count === 'number' && Number.isInteger(count) && count >= MIN_CHANGE_COUNT && count <= MAX_CHANGE_COUNT)) {
      errors[`${at}.count`] = 'basketCountInvalid';
      good = false;
    }
    if (key !== undefined && !(typeof key === 'string' && CHANGE_KEY_PATTERN.test(key))) {
      errors[`${at}.key`] = 'basketKeyInvalid';
      good = false;
    }
    if (good) {
      const parsed: QueueEntry = { id: id as number, type: type as ChangeType, count: count as number };
      if (key !== undefined) parsed.key = key as string;
      wellFormed.push({ index, entry: parsed });
    }
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors, wellFormed };
  return { ok: true, entries: wellFormed.map(({ entry }) => entry) };
}

const FIELD_ORDER = ['id', 'type', 'count', 'key'];

/**
 * `errors` plus "unknown product" on the id of each entry index in `unknown`, ordered by entry and
 * then id, type, count, key (the first error is the answer's message).
 */
export function withUnknownProducts(errors: QueueErrors, unknown: readonly number[]): QueueErrors {
  const all: QueueErrors = { ...errors };
  for (const index of unknown) all[`products.${index}.id`] = 'basketProductUnknown';
  const rank = (key: string): [number, number] => {
    const [, index = '-1', field = ''] = key.split('.');
    return [Number(index), FIELD_ORDER.indexOf(field)];
  };
  const keys = Object.keys(all).sort((a, b) => {
    const [ia, fa] = rank(a);
    const [ib, fb] = rank(b);
    return ia - ib || fa - fb;
  });
  return Object.fromEntries(keys.map((key) => [key, all[key]!]));
}

/**
 * The entries still to apply: those whose key was applied before (`seen`: a retry of a send whose
 * answer was lost) or earlier in this same queue are left out; entries without a key always stay.
 */
export function withoutReplays(entries: readonly QueueEntry[], seen: ReadonlySet<string>): QueueEntry[] {
  const taken = new Set(seen);
  return entries.filter((entry) => {
    if (entry.key === undefined) return true;
    if (taken.has(entry.key)) return false;
    taken.add(entry.key);
    return true;
  });
}

/** A basket line while a queue is applied; `position` null marks a line (re)added by this queue. */
export interface WorkingLine {
  productId: number;
  quantity: number;
  position: number | null;
}

/**
 * Applies `entries` in order to `lines` (in basket order) and returns the new lines in basket order:
 * lines added by the queue go to the end, in the order they were added. `stockOf` gives a product's
 * available codes.
 *
 * - increase: adds `count` to the line, or adds a line with quantity `count` when there is none;
 * - decrease: takes `count` off the line and removes it at 0 or below; no line, no change;
 * - every quantity the queue touches is cut to at most 99 and at most the product's stock; a line cut
 *   to 0 that way (no stock left) is removed, and an increase of a product without stock adds nothing.
 */
export function applyQueue(
  lines: readonly WorkingLine[],
  entries: readonly QueueEntry[],
  stockOf: (productId: number) => number,
): WorkingLine[] {
  // A Map keeps insertion order: deleting and setting again moves a line to the end.
  const byProduct = new Map(lines.map((line) => [line.productId, { ...line }]));
  for (const entry of entries) {
    const line = byProduct.get(entry.id);
    const bound = Math.max(0, Math.min(MAX_LINE_QUANTITY, stockOf(entry.id)));
    if (entry.type === 'increase') {
      const quantity = Math.min((line?.quantity ?? 0) + entry.count, bound);
      if (quantity < 1) byProduct.delete(entry.id);
      else if (line) line.quantity = quantity;
      else byProduct.set(entry.id, { productId: entry.id, quantity, position: null });
    } else if (line) {
      const quantity = Math.min(line.quantity - entry.count, bound);
      if (quantity < 1) byProduct.delete(entry.id);
      else line.quantity = quantity;
    }
  }
  return [...byProduct.values()];
}
