// GET /api/search/products/{text}?offset=&locale=&filters — search results, for "Show more".
import type { NextRequest } from 'next/server';
import { searchProductsRoute } from '@/lib/bff/catalogue-routes';

export async function GET(request: NextRequest, { params }: { params: Promise<{ text: string }> }) {
  const { text } = await params;
  return searchProductsRoute(request, text);
}
