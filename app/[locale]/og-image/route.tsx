// GET /og-image (/en/og-image …): the shop's own Open Graph image (1200x630) in the page's language,
// which the home page, the other listings, the categories and the information pages share: the
// shop's name (lib/brand/identity.ts, read at run time) and what it sells (Meta.defaultTitle), in the
// colours of a product's image (app/[locale]/(catalogue)/product/[id]/og-image), so a shared link
// shows a real preview. Its text is shaped by HarfBuzz and drawn as outlines (lib/seo/og-text.ts),
// as the product's is, so Hindi comes out right. It needs nothing from the provider, so it always
// answers; an unknown locale segment never reaches it (the proxy routes locales).
import { ImageResponse } from 'next/og';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { shopBrand } from '@/lib/brand/identity';
import { localeMessages } from '@/lib/i18n/server-messages';
import { textImage } from '@/lib/seo/og-text';
import { OG_COLORS, OgTextImage } from '@/lib/seo/og-text-image';
import { OG_IMAGE_SIZE } from '@/lib/seo/social';

export const revalidate = 3600;

const PADDING = 80;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : routing.defaultLocale;
  const name = shopBrand().name;
  const tagline = localeMessages(locale).Meta.defaultTitle;
  const width = OG_IMAGE_SIZE.width - 2 * PADDING;
  const [title, subtitle] = await Promise.all([
    textImage(name, { size: name.length > 30 ? 64 : 84, color: OG_COLORS.text, width, maxLines: 2, lineHeight: 1.1, language: locale }),
    textImage(tagline, { size: tagline.length > 70 ? 36 : 44, color: OG_COLORS.muted, width, maxLines: 3, lineHeight: 1.3, language: locale }),
  ]);

  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          background: OG_COLORS.background,
          padding: PADDING,
          gap: 36,
        }}
      >
        <div style={{ display: 'flex', width: 120, height: 12, borderRadius: 6, background: OG_COLORS.accent }} />
        <OgTextImage image={title} />
        <OgTextImage image={subtitle} />
      </div>
    ),
    OG_IMAGE_SIZE,
  );
}
