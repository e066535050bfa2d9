// The browser's calls to the BFF's public catalogue routes (SPEC.md §7 paths under /api): the next
// page of a listing ("Show more") and the filters' choices; the search hints have their own module
// (search-hints.ts), which the navbar's search loads on first use. These load with
// the catalogue pages, so their answers are read by hand, without zod (issue 16); a malformed
// answer is a failure the screen shows, never a crash. The answers are public and carry a max-age,
// so these calls may use the browser's HTTP cache, as a plain fetch did.
import type { FilterOption, FilterOptions } from '@/lib/catalogue/filter-options';
import type { CategoryRef, Country, ProductPage, ProductSummary } from '@/lib/types/catalogue';
import { isFiniteNumber, isNullableString, isRecord, isString, isWhole, readEvery, type Reader } from './read';
import { bffRequest } from './request';

/** A text of at most `max` characters. */
const isText = (value: unknown, max: number): value is string => isString(value) && value.length <= max;
const isNullableText = (value: unknown, max: number): value is string | null => value === null || isText(value, max);
/** An image's URL: a local path or http(s); anything else (javascript:, data:, another host without a scheme: //…) is refused. */
const isMediaUrl = (value: unknown): value is string => isText(value, 2048) && (/^\/(?!\/)/.test(value) || /^https?:\/\//.test(value));
const isNullableWhole = (value: unknown): value is number | null => value === null || isWhole(value, 0);

const readCountry: Reader<Country> = (value) => {
  if (!isRecord(value)) return null;
  const { id, name, code } = value;
  return isWhole(id, 1) && isNullableString(name) && isText(code, 8) ? { id, name, code } : null;
};

const readCategoryRef: Reader<CategoryRef> = (value) => {
  if (!isRecord(value)) return null;
  const { id, name, slug } = value;
  return isWhole(id, 1) && isText(name, 200) && isText(slug, 64) ? { id, name, slug } : null;
};

/** A card's rating: absent or null is none (a listing memory kept before cards had one); otherwise an average 0–5 and a count ≥ 1. */
const readRating = (value: unknown): ProductSummary['rating'] | undefined => {
  if (value === null || value === undefined) return null;
  if (!isRecord(value)) return undefined;
  const { average, count } = value;
  return isFiniteNumber(average) && average >= 0 && average <= 5 && isWhole(count, 1) ? { average, count } : undefined;
};

/**
 * A product card, from a BFF answer or from what the listing memory kept in sessionStorage
 * (lib/catalogue/listing-memory.ts): both are untrusted, so one reader checks both; unknown
 * fields are dropped.
 */
export const readProductSummary: Reader<ProductSummary> = (value) => {
  if (!isRecord(value)) return null;
  const { id, name, priceCents, oldPriceCents, discountPercent, coverUrl, coverText, countryIconUrl, isNew, inStock } = value;
  if (!isWhole(id, 1) || !isText(name, 500) || !isWhole(priceCents, 0) || !isNullableWhole(oldPriceCents) || !isNullableWhole(discountPercent)) return null;
  if (!isMediaUrl(coverUrl) || !isNullableText(coverText, 200) || !(countryIconUrl === null || isMediaUrl(countryIconUrl))) return null;
  if (typeof isNew !== 'boolean' || !isWhole(inStock, 0)) return null;
  const country = value.country === null ? null : readCountry(value.country);
  const category = readCategoryRef(value.category);
  const rating = readRating(value.rating);
  if ((value.country !== null && !country) || !category || rating === undefined) return null;
  return { id, name, priceCents, oldPriceCents, discountPercent, coverUrl, coverText, countryIconUrl, country, category, isNew, inStock, rating };
};

/** The slider's range; an absent one reads as none (the screens that page through a listing never show it). */
const readPriceRange = (value: unknown): ProductPage['priceRange'] | undefined => {
  if (value === null || value === undefined) return null;
  return isRecord(value) && isFiniteNumber(value.min) && isFiniteNumber(value.max) ? { min: value.min, max: value.max } : undefined;
};

export const readProductPage: Reader<ProductPage> = (value) => {
  if (!isRecord(value)) return null;
  const products = readEvery(value.products, readProductSummary);
  const priceRange = readPriceRange(value.priceRange);
  const { total, offset, limit } = value;
  if (!products || !isWhole(total, 0) || !isWhole(offset, 0) || !isWhole(limit, 0) || priceRange === undefined) return null;
  return { products, total, offset, limit, priceRange };
};

const readOption: Reader<FilterOption> = (value) =>
  isRecord(value) && isString(value.value) && isString(value.label) ? { value: value.value, label: value.label } : null;

export const readFilterOptions: Reader<FilterOptions> = (value) => {
  if (!isRecord(value)) return null;
  const countries = readEvery(value.countries, readOption);
  const currencies = readEvery(value.currencies, readOption);
  const categories = readEvery(value.categories, readOption);
  return countries && currencies && categories ? { countries, currencies, categories } : null;
};

/** Public answers: the browser's HTTP cache may serve them while their max-age holds. */
const PUBLIC = { cache: 'default' } as const;

export const catalogueApi = {
  /**
   * The page of a listing at `offset`: `path` is the listing's BFF path (the provider's list path
   * under /api), `query` its filters as a query string.
   */
  productPage: (locale: string, path: string, query: string, offset: number) => {
    const params = new URLSearchParams(query);
    params.delete('locale');
    params.set('offset', String(offset));
    return bffRequest('GET', `${path}?${params}`, locale, { ...PUBLIC, read: readProductPage });
  },
  filterOptions: (locale: string) => bffRequest('GET', '/api/filter-options', locale, { ...PUBLIC, read: readFilterOptions }),
};
