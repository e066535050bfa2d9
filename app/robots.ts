// /robots.txt: everything public may be crawled; the private pages (cabinet, checkout, order
// outcomes: lib/routing/private-routes.ts) and the BFF may not.
import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { PRIVATE_PATHS } from '@/lib/routing/private-routes';
import { siteUrl } from '@/lib/seo/site';

export const dynamic = 'force-dynamic';

const PRIVATE = PRIVATE_PATHS;

export default function robots(): MetadataRoute.Robots {
  const localized = routing.locales.filter((locale) => locale !== routing.defaultLocale);
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [...PRIVATE, ...localized.flatMap((locale) => PRIVATE.map((path) => `/${locale}${path}`)), '/api/'],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
