// Open Graph and Twitter card tags, so a shared link shows a real preview. A product's image is
// its own route (app/[locale]/(catalogue)/product/[id]/og-image), linked under the page's public
// path, so the URL a crawler reads is the one that answers (no locale redirect on the way).
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

export function socialMetadata(input: {
  title: string;
  description: string;
  path: string;
  locale: Locale;
  siteName: string;
  /** A path of this site (made absolute by the layout's metadataBase), e.g. productImagePath(). */
  imagePath?: string;
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  const images = input.imagePath ? [{ url: input.imagePath, ...OG_IMAGE_SIZE, type: 'image/png', alt: input.title }] : undefined;
  return {
    openGraph: {
      type: 'website',
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
