// GET /sitemap.xml — the sitemap index: the pages file and one file per thousand products.
import { sitemapFiles, sitemapIndex } from '@/lib/seo/sitemap';
import { siteUrl } from '@/lib/seo/site';
import { getProductList } from '@/lib/provider';
import { routing } from '@/i18n/routing';
import { jsonError } from '@/lib/bff/responses';

export const dynamic = 'force-dynamic';

export async function GET() {
  const first = await getProductList('popular-products', routing.defaultLocale);
  if (!first.ok) return jsonError(503, 'The sitemap is unavailable right now.', undefined, { 'Retry-After': '60' });
  return new Response(sitemapIndex(sitemapFiles(first.data.total), siteUrl()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
