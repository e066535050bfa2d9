// Sitemap XML (sitemaps.org, with xhtml:link hreflang alternates): every public page in the four
// languages, split into files of at most PRODUCTS_PER_SITEMAP products so no file nears the
// protocol's 50,000 URL limit.
import { routing } from '@/i18n/routing';
import { INFO_PAGE_PATHS } from '@/lib/info/pages';
import { localizedPath } from './alternates';

export const PRODUCTS_PER_SITEMAP = 1000;

/** The listings of the pages file; categories follow them, then the information pages. */
export const LISTING_PATHS = ['/', '/noveltes', '/discounts', '/holiday'];

/** The paths of /sitemaps/pages.xml: listings, the categories' pages, the information pages. */
export function pagePaths(categorySlugs: readonly string[]): string[] {
  return [...LISTING_PATHS, ...categorySlugs.map((slug) => `/category/${slug}`), ...INFO_PAGE_PATHS];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
}

/** One <url> per locale, each listing all four languages and x-default as alternates. */
export function urlEntries(path: string, origin: string): string {
  const href = (locale: (typeof routing.locales)[number]) => escapeXml(new URL(localizedPath(path, locale), origin).toString());
  const links = [
    ...routing.locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(routing.defaultLocale)}"/>`,
  ].join('');
  return routing.locales.map((locale) => `<url><loc>${href(locale)}</loc>${links}</url>`).join('\n');
}

export function urlSet(paths: string[], origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map((path) => urlEntries(path, origin)),
    '</urlset>',
  ].join('\n');
}

export function sitemapIndex(files: string[], origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeXml(new URL(file, origin).toString())}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}

/** The sitemap files for a catalogue of `productCount` products. */
export function sitemapFiles(productCount: number): string[] {
  const productFiles = Math.ceil(productCount / PRODUCTS_PER_SITEMAP);
  return ['/sitemaps/pages.xml', ...Array.from({ length: productFiles }, (_, index) => `/sitemaps/products-${index + 1}.xml`)];
}
