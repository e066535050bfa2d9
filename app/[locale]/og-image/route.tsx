// GET /og-image (/en/og-image …): the shop's own Open Graph image (1200x630) in the page's language,
// which the home page, the other listings, the categories and the information pages share: the
// shop's name (lib/brand.ts, read at run time) and what it sells (Meta.defaultTitle), in the
// colours and fonts of a product's image (app/[locale]/(catalogue)/product/[id]/og-image), so a
// shared link shows a real preview. It needs nothing from the provider, so it always answers; an
// unknown locale segment never reaches it (the proxy routes locales).
import { ImageResponse } from 'next/og';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { shopBrand } from '@/lib/brand';
import { localeMessages } from '@/lib/messages';
import { OG_FONT_FAMILY, ogFonts } from '@/lib/seo/og-fonts';
import { OG_IMAGE_SIZE } from '@/lib/seo/social';

export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : routing.defaultLocale;
  const name = shopBrand().name;
  const tagline = localeMessages(locale).Meta.defaultTitle;
  const fonts = await ogFonts();

  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          background: 'linear-gradient(135deg, #1b1d29 0%, #2d2466 100%)',
          color: '#ffffff',
          fontFamily: OG_FONT_FAMILY,
          padding: 80,
          gap: 36,
        }}
      >
        <div style={{ display: 'flex', width: 120, height: 12, borderRadius: 6, background: '#ffd166' }} />
        <div style={{ fontSize: name.length > 30 ? 64 : 84, lineHeight: 1.1, display: 'flex' }}>{name}</div>
        <div style={{ fontSize: tagline.length > 70 ? 36 : 44, lineHeight: 1.3, color: '#b9b3ff', display: 'flex' }}>{tagline}</div>
      </div>
    ),
    { ...OG_IMAGE_SIZE, fonts },
  );
}
