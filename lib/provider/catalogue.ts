// Catalogue reads: categories, reference lists, product lists and products, cached by lib/cache.ts.
import 'server-only';
import { CACHE_POLICIES } from '@/lib/cache';
import type {
  Category,
  Country,
  Currency,
  ProductDetail,
  ProductListName,
  ProductPage,
} from '@/lib/types/catalogue';
import type { ProviderResult } from './errors';
import { providerFetch } from './fetcher';
import { toCategory, toCountry, toCurrency, toProductDetail, toProductPage } from './mappers';
import {
  categoriesResponse,
  categoryPageResponse,
  countriesResponse,
  currenciesResponse,
  productListResponse,
  productResponse,
} from './schemas';

function mapResult<A, B>(result: ProviderResult<A>, map: (data: A) => B): ProviderResult<B> {
  return result.ok ? { ok: true, data: map(result.data) } : result;
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
): Promise<ProviderResult<ProductPage>> {
  const result = await providerFetch({
    path: `/${list}`,
    schema: productListResponse,
    locale,
    query: { offset },
    cache: CACHE_POLICIES.productLists,
  });
  return mapResult(result, (data) => toProductPage(data.result));
}

export async function getCategoryPage(
  slug: string,
  locale: string,
  offset = 0,
): Promise<ProviderResult<{ category: Category; page: ProductPage }>> {
  const result = await providerFetch({
    path: `/categories/${encodeURIComponent(slug)}`,
    schema: categoryPageResponse,
    locale,
    query: { offset },
    cache: CACHE_POLICIES.productLists,
  });
  return mapResult(result, (data) => ({ category: toCategory(data.category), page: toProductPage(data.result) }));
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
