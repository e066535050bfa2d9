// What a listing looked like when the shopper left it: the cards "Show more" appended and the scroll
// position, kept per listing URL in sessionStorage, so Back from a product returns to the same cards
// at the same place (every new navigation scrolls to the top, docs/product/screens-and-routes.md;
// Back is not one).
// The stored value is read as untrusted input: anything that does not parse counts as nothing.
// A stored card is read with the same zod-free shape as the BFF's answers (lib/client/catalogue.ts):
// this runs on every listing page, whose first load carries no zod
// (docs/decisions/0040-answer-shapes-declared-once.md).
import { readProductSummaries } from '@/lib/client/catalogue';
import { isRecord } from '@/lib/contracts/shape';
import type { ProductSummary } from '@/lib/types/catalogue';

export const LISTING_MEMORY_KEY = 'listing-memory';
/** Listings remembered at once, newest kept. */
const MAX_LISTINGS = 10;
/** Appended cards kept per listing (a shopper who pressed "Show more" 25 times). */
const MAX_PRODUCTS = 500;

export interface ListingMemory {
  /** The cards "Show more" appended, in order. */
  products: ProductSummary[];
  /** The listing's total when they were loaded. */
  total: number;
  scrollY: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number => isNumber(value) && Number.isInteger(value) && value >= 0;

/** The key of a listing: its path and query as the address bar shows them ("/ru/category/steam?sort=sale"). */
export function listingKey(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/** Every remembered listing; garbage reads as none. */
export function readStore(raw: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!isRecord(parsed) || Object.keys(parsed).some((key) => key.length > 2048)) return {};
    return parsed;
  } catch {
    return {};
  }
}

/** One listing's memory, or null when there is none or it does not parse. */
export function memoryOf(store: Record<string, unknown>, key: string): ListingMemory | null {
  const entry = store[key];
  if (!isRecord(entry) || !Array.isArray(entry.products) || entry.products.length > MAX_PRODUCTS) return null;
  if (!isCount(entry.total) || !isNumber(entry.scrollY) || entry.scrollY < 0) return null;
  const products = readProductSummaries(entry.products);
  return products && { products, total: entry.total, scrollY: entry.scrollY };
}

/** The store with `key` remembered as newest; the oldest beyond MAX_LISTINGS are dropped. */
export function remember(store: Record<string, unknown>, key: string, memory: ListingMemory): Record<string, unknown> {
  const next = { ...store };
  delete next[key];
  next[key] = { ...memory, products: memory.products.slice(0, MAX_PRODUCTS), scrollY: Math.max(0, Math.round(memory.scrollY)) };
  const keys = Object.keys(next);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_LISTINGS))) delete next[old];
  return next;
}
