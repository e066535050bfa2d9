// The product's Open Graph image (1200x630): cover, name, price and shop name, so a shared link
// shows a real preview. Names in Cyrillic and Devanagari render with the bundled Noto fonts.
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { isLocale, routing } from '@/i18n/routing';
import { formatPrice } from '@/lib/format';
import { parseId } from '@/lib/page-data';
import { getProduct } from '@/lib/provider';
import { providerBaseUrl, providerTimeoutMs } from '@/lib/provider/config';
import { OG_FONT_FAMILY, ogFonts } from '@/lib/seo/og-fonts';

export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

async function coverDataUrl(coverUrl: string): Promise<string | null> {
  if (!coverUrl.startsWith('/media/')) return null;
  try {
    const response = await fetch(`${providerBaseUrl()}${coverUrl}`, { signal: AbortSignal.timeout(providerTimeoutMs()) });
    const type = response.headers.get('content-type')?.split(';')[0] ?? '';
    if (!response.ok || !type.startsWith('image/')) return null;
    return `data:${type};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
  } catch {
    return null;
  }
}

export default async function Image({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: raw, id } = await params;
  const locale: Locale = isLocale(raw) ? raw : routing.defaultLocale;
  const [product, t, fonts] = await Promise.all([
    getProduct(parseId(id), locale),
    getTranslations({ locale, namespace: 'Meta' }),
    ogFonts(),
  ]);
  const name = product.ok ? product.data.name : t('siteName');
  const cover = product.ok ? await coverDataUrl(product.data.coverUrl) : null;

  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          background: 'linear-gradient(135deg, #1b1d29 0%, #2d2466 100%)',
          color: '#ffffff',
          fontFamily: OG_FONT_FAMILY,
          padding: 56,
          gap: 48,
          alignItems: 'center',
        }}
      >
        {cover ? (
          <img src={cover} width={520} height={390} style={{ borderRadius: 24 }} alt="" />
        ) : null}
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 24 }}>
          <div style={{ fontSize: 30, color: '#b9b3ff', display: 'flex' }}>{t('siteName')}</div>
          <div style={{ fontSize: name.length > 60 ? 40 : 52, lineHeight: 1.2, display: 'flex' }}>{name}</div>
          {product.ok ? (
            <div style={{ fontSize: 64, color: '#ffd166', display: 'flex' }}>{formatPrice(product.data.priceCents, locale)}</div>
          ) : null}
        </div>
      </div>
    ),
    { ...size, fonts },
  );
}
