// Listing filters and sort (docs/product/screens-and-routes.md, docs/product/provider-calls.md):
// read leniently from a URL query (bad values are dropped, never an error), written back to a
// shareable URL, and sent to the provider the way its calls take them (currency as a comma-joined
// list of codes, prices only when numeric).

export const SORT_OPTIONS = ['popular', 'counts', 'novelties', 'sale', 'purchased', 'decreasing', 'increase'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'popular';

/** Price inputs take digits only, at most 6 of them (docs/product/validation.md). */
export const PRICE_INPUT_MAX_LENGTH = 6;
export const PRICE_MAX = 999_999;
/** Selected-filter labels are cut at this many characters (docs/product/limits.md). */
export const FILTER_LABEL_MAX = 15;

const MAX_CODES = 50;

export interface ListingFilters {
  sort: SortOption;
  minPrice: number | null;
  maxPrice: number | null;
  currencies: string[];
  countries: string[];
  categories: string[];
}

export const EMPTY_FILTERS: ListingFilters = {
  sort: DEFAULT_SORT,
  minPrice: null,
  maxPrice: null,
  currencies: [],
  countries: [],
  categories: [],
};

/** The query keys a listing URL may carry. */
export const FILTER_KEYS = ['sort', 'minPrice', 'maxPrice', 'currency', 'country', 'category'] as const;

type QueryLike = Pick<URLSearchParams, 'get'>;

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** "" or digits only, at most six: what the price inputs accept as the shopper types. */
export function isPriceInput(value: string): boolean {
  return value === '' || new RegExp(`^\\d{1,${PRICE_INPUT_MAX_LENGTH}}$`).test(value);
}

function parsePrice(raw: string | null): number | null {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return null;
  return Math.min(Number(raw.trim()), PRICE_MAX);
}

function parseCodes(raw: string | null, pattern: RegExp, transform: (code: string) => string): string[] {
  if (!raw) return [];
  const codes = raw
    .split(',')
    .map((code) => transform(code.trim()))
    .filter((code) => pattern.test(code));
  return [...new Set(codes)].slice(0, MAX_CODES);
}

export function parseFilters(query: QueryLike): ListingFilters {
  const sort = query.get('sort');
  let minPrice = parsePrice(query.get('minPrice'));
  let maxPrice = parsePrice(query.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    sort: isSortOption(sort) ? sort : DEFAULT_SORT,
    minPrice,
    maxPrice,
    currencies: parseCodes(query.get('currency'), /^[A-Z]{3}$/, (code) => code.toUpperCase()),
    countries: parseCodes(query.get('country'), /^[A-Z]{2,3}$/, (code) => code.toUpperCase()),
    categories: parseCodes(query.get('category'), /^[a-z0-9][a-z0-9-]{0,63}$/, (code) => code.toLowerCase()),
  };
}

/** Reads filters from a Next.js searchParams object. */
export function parseFilterRecord(record: Record<string, string | string[] | undefined>): ListingFilters {
  return parseFilters({
    get: (key: string) => {
      const value = record[key];
      return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
    },
  });
}

/** The URL query of a listing, in a stable order, without defaults: "" when nothing is filtered. */
export function filtersToQuery(filters: ListingFilters): string {
  const query = new URLSearchParams();
  if (filters.sort !== DEFAULT_SORT) query.set('sort', filters.sort);
  if (filters.minPrice !== null) query.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) query.set('maxPrice', String(filters.maxPrice));
  if (filters.currencies.length) query.set('currency', filters.currencies.join(','));
  if (filters.countries.length) query.set('country', filters.countries.join(','));
  if (filters.categories.length) query.set('category', filters.categories.join(','));
  return query.toString().replace(/%2C/g, ',');
}

/** What the provider is sent (docs/product/provider-calls.md): nothing for defaults and empty lists. */
export function filtersToProviderQuery(filters: ListingFilters, withCategories = true): Record<string, string | undefined> {
  return {
    sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
    minPrice: filters.minPrice === null ? undefined : String(filters.minPrice),
    maxPrice: filters.maxPrice === null ? undefined : String(filters.maxPrice),
    currency: filters.currencies.length ? filters.currencies.join(',') : undefined,
    country: filters.countries.length ? filters.countries.join(',') : undefined,
    category: withCategories && filters.categories.length ? filters.categories.join(',') : undefined,
  };
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return filtersToQuery(filters) !== '';
}

/** True when a URL query carries any listing filter key (the proxy routes such URLs). */
export function queryHasFilters(query: URLSearchParams): boolean {
  return FILTER_KEYS.some((key) => query.has(key));
}

/** A selected filter's label, cut at 15 characters with an ellipsis. */
export function shortLabel(text: string): string {
  const chars = [...text];
  return chars.length > FILTER_LABEL_MAX ? `${chars.slice(0, FILTER_LABEL_MAX).join('')}…` : text;
}
