// The product page's quantity picker: how many of a product one purchase may ask for, and what a
// typed value becomes. A basket line holds 1..99 and no more than the stock (docs/basket-contract.md,
// the provider's rule); the picker offers the same range, so nothing out of it is ever sent: a typed
// value outside it is brought to the nearest end and the shopper is told why.
import { MAX_ITEM_QUANTITY } from './queue';

/** The most one line may hold given the stock the page knows: 0 when sold out. */
export function quantityLimit(inStock: number): number {
  if (!Number.isFinite(inStock)) return 0;
  return Math.max(0, Math.min(MAX_ITEM_QUANTITY, Math.floor(inStock)));
}

/** Why a typed value was changed: `above` the limit, `below` 1, or not a whole number at all. */
export type QuantityNote = 'above' | 'below' | 'invalid' | null;

export interface ReadQuantity {
  /** Always within 1..limit (1 when the limit is 0: the picker is not shown then). */
  quantity: number;
  note: QuantityNote;
}

/**
 * What a typed value means within 1..`limit`: digits only (the shopper's own locale's digits are
 * not in a number input), surrounding spaces allowed. Anything else keeps `fallback`, itself clamped.
 */
export function readQuantity(text: string, limit: number, fallback = 1): ReadQuantity {
  const top = Math.max(1, limit);
  const clamp = (value: number) => Math.min(top, Math.max(1, value));
  const trimmed = text.trim();
  if (/^-\d+$/.test(trimmed)) return { quantity: 1, note: 'below' };
  if (!/^\d{1,6}$/.test(trimmed)) {
    // A long run of digits is a number above any limit, not nonsense.
    if (/^\d+$/.test(trimmed)) return { quantity: top, note: 'above' };
    return { quantity: clamp(Math.floor(fallback) || 1), note: 'invalid' };
  }
  const value = Number(trimmed);
  if (value > top) return { quantity: top, note: 'above' };
  if (value < 1) return { quantity: 1, note: 'below' };
  return { quantity: value, note: null };
}

/** One step of − or +, within 1..limit. */
export function stepQuantity(quantity: number, step: -1 | 1, limit: number): number {
  return Math.min(Math.max(1, limit), Math.max(1, quantity + step));
}
