// GET handlers for the catalogue pages' "Show more": the provider's list paths, mirrored.
import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { getCategoryPage, getProductList } from '@/lib/provider';
import type { ProductListName } from '@/lib/types/catalogue';
import { localeParam, offsetParam, parseQuery } from './parse';
import { jsonError, providerErrorResponse, publicJson } from './responses';

const pageQuery = z.object({ offset: offsetParam, locale: localeParam });

export function productListRoute(list: ProductListName) {
  return async function GET(request: NextRequest) {
    const query = parseQuery(pageQuery, request.nextUrl.searchParams);
    if (!query.ok) return query.response;
    const result = await getProductList(list, query.data.locale, query.data.offset);
    return result.ok ? publicJson(result.data) : providerErrorResponse(result.error);
  };
}

const CATEGORY_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

export async function categoryPageRoute(request: NextRequest, slug: string) {
  if (!CATEGORY_SLUG.test(slug)) return jsonError(404, 'No such category.');
  const query = parseQuery(pageQuery, request.nextUrl.searchParams);
  if (!query.ok) return query.response;
  const result = await getCategoryPage(slug, query.data.locale, query.data.offset);
  return result.ok ? publicJson(result.data.page) : providerErrorResponse(result.error);
}
