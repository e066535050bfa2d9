// GET /product/{id}/og-image (/en/product/{id}/og-image …): the product's Open Graph image
// (1200x630): cover, name, price and shop name (lib/brand.ts, read at run time), so a shared link shows a real preview. Names in
// Cyrillic and Devanagari render with the bundled Noto fonts. A route of its own rather than the
// opengraph-image file convention, whose URL names the [locale] segment (/pt-BR/product/…, a
// redirect for pt-BR): the product page links this one under its public path (lib/seo/social.ts).
// A missing product's image is a 404 and an outage a 503, neither kept by the cache
// (cache-handler.mjs), so made-up ids cannot fill it.
import { ImageResponse } from 'next/og';
import type { Locale } from '@/i18n/routing';
import { isLocale, routing } from '@/i18n/routing';
import { shopBrand } from '@/lib/brand';
import { formatPrice } from '@/lib/format';
import { parseProductId } from '@/lib/catalogue/product-id';
import { getProduct } from '@/lib/provider';
import { providerBaseUrl, providerTimeoutMs } from '@/lib/provider/config';
import { OG_FONT_FAMILY, ogFonts } from '@/lib/seo/og-fonts';
import { OG_IMAGE_SIZE } from '@/lib/seo/social';
import { UNAVAILABLE_RETRY_AFTER_S } from '@/lib/unavailable-page';

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

/** No image: 404 for a product that does not exist, 503 (retry soon) while the provider is away. */
function noImage(status: 404 | 503): Response {
  return new Response(null, {
    status,
    headers: { 'Cache-Control': 'no-store', ...(status === 503 ? { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) } : {}) },
  });
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: raw, id: rawId } = await params;
  const locale: Locale = isLocale(raw) ? raw : routing.defaultLocale;
  const id = parseProductId(rawId);
  if (id === null) return noImage(404);
  const result = await getProduct(id, locale);
  if (!result.ok) return noImage(result.error.isNotFound ? 404 : 503);
  const product = result.data;
  const [fonts, cover] = await Promise.all([ogFonts(), coverDataUrl(product.coverUrl)]);
  const name = product.name;

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
          // Satori draws this into the PNG: next/image has no meaning here.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={cover} width={520} height={390} style={{ borderRadius: 24 }} alt="" />
        ) : null}
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 24 }}>
          <div style={{ fontSize: 30, color: '#b9b3ff', display: 'flex' }}>{shopBrand().name}</div>
          <div style={{ fontSize: name.length > 60 ? 40 : 52, lineHeight: 1.2, display: 'flex' }}>{name}</div>
          <div style={{ fontSize: 64, color: '#ffd166', display: 'flex' }}>{formatPrice(product.priceCents, locale)}</div>
        </div>
      </div>
    ),
    { ...OG_IMAGE_SIZE, fonts },
  );
}
