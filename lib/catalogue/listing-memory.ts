// What a listing looked like when the shopper left it: the cards "Show more" appended and the scroll
// position, kept per listing URL in sessionStorage, so Back from a product returns to the same cards
// at the same place (SPEC.md §2 scrolls every new navigation to the top; Back is not one).
// The stored value is read as untrusted input: anything that does not parse counts as nothing.
// Checked by hand, not with a schema library: this runs on every listing page, whose first load
// carries no zod (issue 16).
import type { Country, ProductSummary } from '@/lib/types/catalogue';

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

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => isNumber(value) && Number.isInteger(value);
const isCount = (value: unknown): value is number => isInteger(value) && value >= 0;
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isMediaUrl = (value: unknown): value is string => isText(value, 2048) && (value.startsWith('/') || /^https?:\/\//.test(value));

function countryOf(value: unknown): Country | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isInteger(value.id) || !(value.name === null || typeof value.name === 'string') || !isText(value.code, 8)) return undefined;
  return { id: value.id, name: value.name, code: value.code };
}

/** A stored card as a ProductSummary (unknown fields dropped), or null when any field is off. */
function productOf(value: unknown): ProductSummary | null {
  if (!isRecord(value)) return null;
  const { id, name, priceCents, oldPriceCents, discountPercent, coverUrl, coverText, countryIconUrl, category, isNew, inStock } = value;
  if (!isInteger(id) || id <= 0 || !isText(name, 500) || !isNumber(priceCents) || priceCents < 0) return null;
  if (!(oldPriceCents === null || (isNumber(oldPriceCents) && oldPriceCents >= 0)) || !(discountPercent === null || isNumber(discountPercent))) return null;
  if (!isMediaUrl(coverUrl) || !(coverText === null || isText(coverText, 200)) || !(countryIconUrl === null || isMediaUrl(countryIconUrl))) return null;
  const country = countryOf(value.country);
  if (country === undefined) return null;
  if (!isRecord(category) || !isInteger(category.id) || !isText(category.name, 200) || !isText(category.slug, 64)) return null;
  if (typeof isNew !== 'boolean' || !isCount(inStock)) return null;
  return {
    id,
    name,
    priceCents,
    oldPriceCents,
    discountPercent,
    coverUrl,
    coverText,
    countryIconUrl,
    country,
    category: { id: category.id, name: category.name, slug: category.slug },
    isNew,
    inStock,
  };
}

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
  const products: ProductSummary[] = [];
  for (const item of entry.products) {
    const product = productOf(item);
    if (!product) return null;
    products.push(product);
  }
  return { products, total: entry.total, scrollY: entry.scrollY };
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
