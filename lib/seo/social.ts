// Open Graph and Twitter card tags, so a shared link shows a real preview. A product's image is
// its own route (app/[locale]/(catalogue)/product/[id]/og-image), and the shop's image, which the
// home page, the listings and the information pages share, is app/[locale]/og-image; both are linked
// under the page's public path, so the URL a crawler reads is the one that answers (no locale
// redirect on the way). A product page is an Open Graph "product" with its price
// (`productOpenGraphTags`): Next's metadata knows no such type, so the page writes those tags itself
// (components/seo/open-graph-tags.tsx) and its metadata leaves `og:type` out.
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from './alternates';

const OG_LOCALES: Record<Locale, string> = { 'pt-BR': 'pt_BR', en: 'en_US', ru: 'ru_RU', hi: 'hi_IN' };

/** Every Open Graph image's size, as the pages announce it and the image route draws it. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The path of a product's Open Graph image in a language, e.g. "/en/product/150/og-image". */
export function productImagePath(id: number, locale: Locale): string {
  return localizedPath(`/product/${id}/og-image`, locale);
}

/** The path of the shop's own Open Graph image in a language, e.g. "/en/og-image" ("/og-image" in pt-BR). */
export function shopImagePath(locale: Locale): string {
  return localizedPath('/og-image', locale);
}

/** The currency of every price: the catalogue is priced in euros (as the Offer JSON-LD says). */
export const PRICE_CURRENCY = 'EUR';

/** One `<meta property content>` of Open Graph that Next's metadata cannot write. */
export interface OpenGraphTag {
  property: string;
  content: string;
}

/**
 * A product page's Open Graph type and price: `og:type` "product", `product:price:amount` as a
 * decimal with a point (5.49), `product:price:currency` and `product:availability`.
 */
export function productOpenGraphTags(product: { priceCents: number; inStock: number }): OpenGraphTag[] {
  return [
    { property: 'og:type', content: 'product' },
    { property: 'product:price:amount', content: (product.priceCents / 100).toFixed(2) },
    { property: 'product:price:currency', content: PRICE_CURRENCY },
    { property: 'product:availability', content: product.inStock > 0 ? 'in stock' : 'out of stock' },
  ];
}

export function socialMetadata(input: {
  title: string;
  description: string;
  path: string;
  locale: Locale;
  siteName: string;
  /** A path of this site (made absolute by the layout's metadataBase), e.g. productImagePath(), shopImagePath(). */
  imagePath?: string;
  /**
   * "website" (the default) is written as `og:type`; "product" leaves it to the page, which writes
   * it with the price (productOpenGraphTags).
   */
  type?: 'website' | 'product';
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const images = input.imagePath ? [{ url: input.imagePath, ...OG_IMAGE_SIZE, type: 'image/png', alt: input.title }] : undefined;
  return {
    openGraph: {
      ...(input.type === 'product' ? {} : { type: 'website' as const }),
      title: input.title,
      description: input.description,
      url: localizedPath(input.path, input.locale),
      siteName: input.siteName,
      locale: OG_LOCALES[input.locale],
      ...(images ? { images } : {}),
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description, ...(images ? { images } : {}) },
  };
}
