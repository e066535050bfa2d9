// Open Graph and Twitter card tags, so a shared link shows a real preview. Images come from the
// routes' opengraph-image files.
import type { Metadata } from 'next';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from './alternates';

const OG_LOCALES: Record<Locale, string> = { 'pt-BR': 'pt_BR', en: 'en_US', ru: 'ru_RU', hi: 'hi_IN' };

export function socialMetadata(input: {
  title: string;
  description: string;
  path: string;
  locale: Locale;
  siteName: string;
}): Pick<Metadata, 'openGraph' | 'twitter'> {
  return {
    openGraph: {
      type: 'website',
      title: input.title,
      description: input.description,
      url: localizedPath(input.path, input.locale),
      siteName: input.siteName,
      locale: OG_LOCALES[input.locale],
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description },
  };
}
