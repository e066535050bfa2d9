// What a listing looked like when the shopper left it: the cards "Show more" appended and the scroll
// position, kept per listing URL in sessionStorage, so Back from a product returns to the same cards
// at the same place (SPEC.md §2 scrolls every new navigation to the top; Back is not one).
// The stored value is read as untrusted input: anything that does not parse counts as nothing.
import { z } from 'zod';
import type { ProductSummary } from '@/lib/types/catalogue';

export const LISTING_MEMORY_KEY = 'listing-memory';
/** Listings remembered at once, newest kept. */
const MAX_LISTINGS = 10;
/** Appended cards kept per listing (a shopper who pressed "Show more" 25 times). */
const MAX_PRODUCTS = 500;

const mediaUrl = z.string().max(2048).refine((url) => url.startsWith('/') || /^https?:\/\//.test(url));
const country = z.object({ id: z.number().int(), name: z.string().nullable(), code: z.string().max(8) });
const productSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().max(500),
  priceCents: z.number().nonnegative(),
  oldPriceCents: z.number().nonnegative().nullable(),
  discountPercent: z.number().nullable(),
  coverUrl: mediaUrl,
  coverText: z.string().max(200).nullable(),
  countryIconUrl: mediaUrl.nullable(),
  country: country.nullable(),
  category: z.object({ id: z.number().int(), name: z.string().max(200), slug: z.string().max(64) }),
  isNew: z.boolean(),
  inStock: z.number().int().nonnegative(),
}) satisfies z.ZodType<ProductSummary>;

const entrySchema = z.object({
  /** The cards "Show more" appended, in order. */
  products: z.array(productSummarySchema).max(MAX_PRODUCTS),
  /** The listing's total when they were loaded. */
  total: z.number().int().nonnegative(),
  scrollY: z.number().nonnegative().finite(),
});
export type ListingMemory = z.infer<typeof entrySchema>;

const storeSchema = z.record(z.string().max(2048), z.unknown());

/** The key of a listing: its path and query as the address bar shows them ("/ru/category/steam?sort=sale"). */
export function listingKey(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/** Every remembered listing; garbage reads as none. */
export function readStore(raw: string | null): Record<string, unknown> {
  try {
    const parsed = storeSchema.safeParse(raw ? JSON.parse(raw) : {});
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** One listing's memory, or null when there is none or it does not parse. */
export function memoryOf(store: Record<string, unknown>, key: string): ListingMemory | null {
  const parsed = entrySchema.safeParse(store[key]);
  return parsed.success ? parsed.data : null;
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
