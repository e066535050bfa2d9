// GET handlers for what listing and product pages load in the browser: the next pages of a
// listing ("Show more", filters kept), search hints, reviews and the product a guest's buy click
// adds to the basket. Mirrors of the provider's paths; errors in `?locale=`'s language (Api keys).
import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { parseFilters } from '@/lib/catalogue/filters';
import { CATEGORY_SLUG } from '@/lib/catalogue/listing-source';
import { parseProductId } from '@/lib/catalogue/product-id';
import { getCategoryPage, getProductList, getReviews, getSearchHints, searchProducts } from '@/lib/provider';
import { getBasketProduct } from '@/lib/provider/basket';
import { searchHints } from '@/lib/provider/schemas';
import { SEARCH_MAX_LENGTH } from '@/lib/search/input-rules';
import { answerCache } from '@/lib/server/answer-cache';
import type { ProductListName, SearchHints } from '@/lib/types/catalogue';
import { apiText } from './i18n';
import { localeParam, offsetParam, parseQuery, queryLocale, requestLocale } from './parse';
import { jsonError, providerErrorResponse, publicJson } from './responses';

// Filter keys are read leniently by parseFilters (bad values dropped); the rest is strict.
const pageQuery = z.object({ offset: offsetParam, locale: localeParam });

export function productListRoute(list: ProductListName) {
  return async function GET(request: NextRequest) {
    const query = parseQuery(pageQuery, request.nextUrl.searchParams);
    if (!query.ok) return query.response;
    const filters = parseFilters(request.nextUrl.searchParams);
    const result = await getProductList(list, query.data.locale, query.data.offset, filters);
    return result.ok ? publicJson(result.data) : providerErrorResponse(result.error, query.data.locale);
  };
}

export async function categoryPageRoute(request: NextRequest, slug: string) {
  if (!CATEGORY_SLUG.test(slug)) return jsonError(404, apiText(queryLocale(request))('categoryNotFound'));
  const query = parseQuery(pageQuery, request.nextUrl.searchParams);
  if (!query.ok) return query.response;
  const filters = parseFilters(request.nextUrl.searchParams);
  const result = await getCategoryPage(slug, query.data.locale, query.data.offset, filters);
  return result.ok ? publicJson(result.data.page) : providerErrorResponse(result.error, query.data.locale);
}

function searchText(raw: string): string | null {
  const text = raw.trim();
  return text && [...text].length <= SEARCH_MAX_LENGTH ? text : null;
}

export async function searchProductsRoute(request: NextRequest, rawText: string) {
  const text = searchText(rawText);
  if (!text) {
    const t = apiText(queryLocale(request));
    return jsonError(422, t('searchTextInvalid'), { text: [t('searchTextLength', { max: SEARCH_MAX_LENGTH })] });
  }
  const query = parseQuery(pageQuery, request.nextUrl.searchParams);
  if (!query.ok) return query.response;
  const result = await searchProducts(text, query.data.locale, query.data.offset, parseFilters(request.nextUrl.searchParams));
  return result.ok ? publicJson(result.data, 30) : providerErrorResponse(result.error, query.data.locale);
}

/**
 * Hints are asked for on every pause in typing: kept briefly per language and text, in Redis for
 * every instance with REDIS_URL, else in this process's memory.
 */
const HINTS_TTL_MS = 30_000;
const hintsCache = answerCache<SearchHints>({ name: 'hints', ttlMs: HINTS_TTL_MS, maxEntries: 1000, schema: searchHints });
const hintsQuery = z.object({ q: z.string().max(500).default(''), locale: localeParam });
const NO_HINTS: SearchHints = { byName: [], byArticle: [] };

export async function searchHintsRoute(request: NextRequest) {
  const query = parseQuery(hintsQuery, request.nextUrl.searchParams);
  if (!query.ok) return query.response;
  const text = query.data.q.trim();
  // An empty query has no hints; a long one is cut like the input cuts it (docs/product/validation.md).
  if (!text) return publicJson(NO_HINTS, 30);
  const key = `${query.data.locale}\u0000${[...text].slice(0, SEARCH_MAX_LENGTH).join('').toLocaleLowerCase()}`;
  const cached = await hintsCache.get(key);
  if (cached) return publicJson(cached, 30);
  const result = await getSearchHints([...text].slice(0, SEARCH_MAX_LENGTH).join(''), query.data.locale);
  if (!result.ok) return providerErrorResponse(result.error, query.data.locale);
  await hintsCache.set(key, result.data);
  return publicJson(result.data, 30);
}

export async function reviewsRoute(request: NextRequest, rawId: string) {
  const id = parseProductId(rawId);
  if (id === null) return jsonError(404, apiText(queryLocale(request))('productNotFound'));
  const query = parseQuery(z.object({ offset: offsetParam, locale: localeParam }), request.nextUrl.searchParams);
  if (!query.ok) return query.response;
  const result = await getReviews(id, query.data.locale, query.data.offset);
  return result.ok ? publicJson(result.data) : providerErrorResponse(result.error, query.data.locale);
}

/**
 * GET /api/products/for-basket/{id}: public catalogue data, the same for every visitor, so no
 * session is read (no cookie can ride on a shared answer) and the answer may be kept by a CDN for
 * a minute, like the product page it comes from. Texts in `?locale=`'s language.
 */
export async function basketProductRoute(request: NextRequest, rawId: string) {
  const locale = requestLocale(request);
  if (!locale.ok) return locale.response;
  const id = parseProductId(rawId);
  if (id === null) return jsonError(404, apiText(locale.data)('notFound'));
  const result = await getBasketProduct(id, locale.data);
  return result.ok ? publicJson({ product: result.data }) : providerErrorResponse(result.error, locale.data);
}
