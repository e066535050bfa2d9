// Catalogue reads: categories, reference lists, product lists (filtered or not), products, similar
// products, reviews and search. Unfiltered public data is cached by lib/cache/lifetimes-and-tags.ts; filtered and
// searched results are not, nor pages at offsets a visitor made up (pagePolicy), so arbitrary
// queries cannot grow the shared cache.
import 'server-only';
import { CACHE_POLICIES, type CachePolicy, PROVIDER_PAGE_SIZES, pagePolicy } from '@/lib/cache/lifetimes-and-tags';
import { EMPTY_FILTERS, type ListingFilters, filtersToProviderQuery, hasActiveFilters } from '@/lib/catalogue/filters';
import { type LocalRate, isLocalCurrency } from '@/lib/i18n/local-price';
import type {
  Category,
  Country,
  Currency,
  ProductDetail,
  ProductListName,
  ProductPage,
  ProductSummary,
  ReviewPage,
  SearchHints,
} from '@/lib/types/catalogue';
import { type ProviderResult, mapResult } from './errors';
import { providerFetch } from './fetcher';
import {
  toCategory,
  toCountry,
  toCurrency,
  toProductDetail,
  toProductPage,
  toProductSummary,
  toReview,
  toSearchHints,
} from './mappers';
import {
  categoriesResponse,
  categoryPageResponse,
  countriesResponse,
  currenciesResponse,
  exchangeRatesResponse,
  feedbacksResponse,
  productListResponse,
  productResponse,
  searchHintsResponse,
  similarProductsResponse,
} from './schemas';

function listCache(filters: ListingFilters, offset: number): CachePolicy | undefined {
  return pagePolicy(hasActiveFilters(filters) ? undefined : CACHE_POLICIES.productLists, offset, PROVIDER_PAGE_SIZES.productList);
}

export async function getCategories(locale: string): Promise<ProviderResult<Category[]>> {
  const result = await providerFetch({
    path: '/categories',
    schema: categoriesResponse,
    locale,
    cache: CACHE_POLICIES.categories,
  });
  return mapResult(result, (data) => data.categories.map(toCategory));
}

export async function getCountries(locale: string): Promise<ProviderResult<Country[]>> {
  const result = await providerFetch({ path: '/countries', schema: countriesResponse, locale, cache: CACHE_POLICIES.referenceData });
  return mapResult(result, (data) => data.countries.map(toCountry));
}

export async function getCurrencies(locale: string): Promise<ProviderResult<Currency[]>> {
  const result = await providerFetch({ path: '/currencies', schema: currenciesResponse, locale, cache: CACHE_POLICIES.referenceData });
  return mapResult(result, (data) => data.currencies.map(toCurrency));
}

export async function getProductList(
  list: ProductListName,
  locale: string,
  offset = 0,
  filters: ListingFilters = EMPTY_FILTERS,
): Promise<ProviderResult<ProductPage>> {
  const result = await providerFetch({
    path: `/${list}`,
    schema: productListResponse,
    locale,
    query: { offset, ...filtersToProviderQuery(filters) },
    cache: listCache(filters, offset),
  });
  return mapResult(result, (data) => toProductPage(data.result));
}

export async function getCategoryPage(
  slug: string,
  locale: string,
  offset = 0,
  filters: ListingFilters = EMPTY_FILTERS,
): Promise<ProviderResult<{ category: Category; page: ProductPage }>> {
  const result = await providerFetch({
    path: `/categories/${encodeURIComponent(slug)}`,
    schema: categoryPageResponse,
    locale,
    query: { offset, ...filtersToProviderQuery(filters, false) },
    cache: listCache({ ...filters, categories: [] }, offset),
  });
  return mapResult(result, (data) => ({ category: toCategory(data.category), page: toProductPage(data.result) }));
}

export async function searchProducts(
  text: string,
  locale: string,
  offset = 0,
  filters: ListingFilters = EMPTY_FILTERS,
): Promise<ProviderResult<ProductPage>> {
  const result = await providerFetch({
    path: `/search/products/${encodeURIComponent(text)}/filter`,
    schema: productListResponse,
    locale,
    query: { offset, ...filtersToProviderQuery(filters) },
  });
  return mapResult(result, (data) => toProductPage(data.result));
}

export async function getSearchHints(text: string, locale: string): Promise<ProviderResult<SearchHints>> {
  const result = await providerFetch({
    path: `/search/hints/${encodeURIComponent(text)}`,
    schema: searchHintsResponse,
    locale,
  });
  return mapResult(result, toSearchHints);
}

export async function getProduct(id: number, locale: string): Promise<ProviderResult<ProductDetail>> {
  const result = await providerFetch({
    path: `/products/${id}`,
    schema: productResponse,
    locale,
    cache: CACHE_POLICIES.product(id),
  });
  return mapResult(result, (data) => toProductDetail(data.product));
}

export async function getSimilarProducts(id: number, locale: string): Promise<ProviderResult<ProductSummary[]>> {
  const result = await providerFetch({
    path: `/products/${id}/similar-products`,
    schema: similarProductsResponse,
    locale,
    cache: CACHE_POLICIES.product(id),
  });
  return mapResult(result, (data) => data.products.map(toProductSummary));
}

export async function getReviews(id: number, locale: string, offset = 0): Promise<ProviderResult<ReviewPage>> {
  const result = await providerFetch({
    path: `/products/feedbacks/${id}`,
    schema: feedbacksResponse,
    locale,
    query: { offset },
    cache: pagePolicy(CACHE_POLICIES.product(id), offset, PROVIDER_PAGE_SIZES.reviews),
  });
  return mapResult(result, ({ result: page }) => ({
    reviews: page.feedbacks.map(toReview),
    total: page.total,
    offset: page.offset,
    limit: page.limit,
    averageRating: page.average_rating,
  }));
}

/**
 * The provider's current rates of the currencies the pages show approximate prices in (BRL, INR),
 * cached like the pages that show them; a currency the storefront does not know is left out.
 */
export async function getExchangeRates(): Promise<ProviderResult<LocalRate[]>> {
  const result = await providerFetch({ path: '/exchange-rates', schema: exchangeRatesResponse, cache: CACHE_POLICIES.exchangeRates });
  return mapResult(result, (data) =>
    data.rates.flatMap((rate) => (isLocalCurrency(rate.currency) ? [{ currency: rate.currency, rate: rate.rate }] : [])),
  );
}
