// A guest's wishlist in this browser: `localStorage.wishlist`, the wished product ids only (newest
// last), never names, prices or anything of an account. What is stored is untrusted (another script,
// an old version, a hand edit): it is read as a list of product ids, anything else in it dropped,
// duplicates kept once, at most WISHLIST_LIMIT; unreadable storage reads as an empty list.
import { WISHLIST_LIMIT } from './limits';

export const WISHLIST_STORAGE_KEY = 'wishlist';

const PRODUCT_ID_MAX = 2_147_483_647;

const isProductId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= PRODUCT_ID_MAX;

/** The ids a stored value holds: valid ones once each, in order, the newest WISHLIST_LIMIT kept. */
export function parseStoredWishlist(raw: string | null): number[] {
  if (!raw || raw.length > 64 * 1024) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = [...new Set(value.filter(isProductId))];
  return ids.slice(-WISHLIST_LIMIT);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The guest's stored ids; empty when storage is blocked or holds nothing usable. */
export function readGuestWishlist(): number[] {
  try {
    return parseStoredWishlist(storage()?.getItem(WISHLIST_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Stores the guest's ids (an empty list removes the key); false when storage refused. */
export function writeGuestWishlist(ids: readonly number[]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    if (ids.length === 0) store.removeItem(WISHLIST_STORAGE_KEY);
    else store.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
    return true;
  } catch {
    return false;
  }
}
