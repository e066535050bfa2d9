// GET /sitemaps/pages.xml (listings, categories, information pages) and /sitemaps/products-{n}.xml
// (products), every URL in the four languages with hreflang alternates. A products file past the
// catalogue's end is a 404 (the provider's first page says how many products there are), not an
// outage.
import type { NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { jsonError } from '@/lib/bff/responses';
import { getCategories, getProductList } from '@/lib/provider';
import { PRODUCTS_PER_SITEMAP, pagePaths, urlSet } from '@/lib/seo/sitemap';
import { siteUrl } from '@/lib/seo/site';

export const dynamic = 'force-dynamic';

function xml(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

const unavailable = () => jsonError(503, 'The sitemap is unavailable right now.', undefined, { 'Retry-After': '60' });

/**
 * Product paths of one sitemap file, read through the provider's popular list page by page; null
 * when the provider fails, 'none' when the file is past the catalogue's end.
 */
async function productPaths(fileNumber: number): Promise<string[] | 'none' | null> {
  const start = (fileNumber - 1) * PRODUCTS_PER_SITEMAP;
  const first = await getProductList('popular-products', routing.defaultLocale);
  if (!first.ok) return null;
  if (start >= first.data.total) return 'none';
  const paths: string[] = [];
  let offset = start;
  while (offset < start + PRODUCTS_PER_SITEMAP) {
    const page = await getProductList('popular-products', routing.defaultLocale, offset);
    if (!page.ok) return null;
    paths.push(...page.data.products.map((product) => `/product/${product.id}`));
    offset += page.data.limit;
    if (page.data.products.length === 0 || offset >= page.data.total) break;
  }
  return paths;
}

export async function GET(_request: NextRequest, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === 'pages.xml') {
    const categories = await getCategories(routing.defaultLocale);
    if (!categories.ok) return unavailable();
    return xml(urlSet(pagePaths(categories.data.map((category) => category.slug)), siteUrl()));
  }
  const match = /^products-([1-9][0-9]{0,3})\.xml$/.exec(file);
  if (!match) return jsonError(404, 'No such sitemap.');
  const paths = await productPaths(Number(match[1]));
  if (paths === null) return unavailable();
  if (paths === 'none' || paths.length === 0) return jsonError(404, 'No such sitemap.');
  return xml(urlSet(paths, siteUrl()));
}
