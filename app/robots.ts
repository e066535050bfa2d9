// /robots.txt: everything public may be crawled; the cabinet, checkout and the BFF may not.
import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/seo/site';

export const dynamic = 'force-dynamic';

const PRIVATE = ['/profile', '/checkout'];

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
