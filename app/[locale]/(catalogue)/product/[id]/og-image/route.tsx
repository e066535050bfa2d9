// GET /product/{id}/og-image (/en/product/{id}/og-image …): the product's Open Graph image
// (1200x630): cover, name, price and shop name (lib/brand/identity.ts, read at run time), so a shared link shows a real preview. Its
// text is shaped by HarfBuzz with the bundled Noto fonts and placed as SVG images of outlines
// (lib/seo/og-text.ts): Satori, which lays the image out, does not shape Devanagari. A route of its own rather than the
// opengraph-image file convention, whose URL names the [locale] segment (/pt-BR/product/…, a
// redirect for pt-BR): the product page links this one under its public path (lib/seo/social.ts).
// A missing product's image is a 404 and an outage a 503, neither kept by the cache
// (cache-handler.mjs), so made-up ids cannot fill it.
import { ImageResponse } from 'next/og';
import type { Locale } from '@/i18n/routing';
import { isLocale, routing } from '@/i18n/routing';
import { shopBrand } from '@/lib/brand/identity';
import { formatPrice } from '@/lib/i18n/format';
import { parseProductId } from '@/lib/catalogue/product-id';
import { getProduct } from '@/lib/provider';
import { providerBaseUrl, providerTimeoutMs } from '@/lib/provider/config';
import { traceHeaders } from '@/lib/provider/trace-headers';
import { textImage } from '@/lib/seo/og-text';
import { OG_COLORS, OgTextImage } from '@/lib/seo/og-text-image';
import { OG_IMAGE_SIZE } from '@/lib/seo/social';
import { UNAVAILABLE_RETRY_AFTER_S } from '@/lib/server/unavailable-page';

export const revalidate = 3600;

/** Padding, cover and gap as the image lays them out: the text column is what is left. */
const PADDING = 56;
const COVER = { width: 520, height: 390 } as const;
const GAP = 48;

export function generateStaticParams() {
  return [];
}

async function coverDataUrl(coverUrl: string): Promise<string | null> {
  if (!coverUrl.startsWith('/media/')) return null;
  try {
    const response = await fetch(`${providerBaseUrl()}${coverUrl}`, { headers: traceHeaders(), signal: AbortSignal.timeout(providerTimeoutMs()) });
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
  const cover = await coverDataUrl(product.coverUrl);
  const width = OG_IMAGE_SIZE.width - 2 * PADDING - (cover ? COVER.width + GAP : 0);
  const name = product.name;
  const [shop, title, price] = await Promise.all([
    textImage(shopBrand().name, { size: 30, color: OG_COLORS.muted, width, language: locale }),
    textImage(name, { size: name.length > 60 ? 40 : 52, color: OG_COLORS.text, width, maxLines: 3, language: locale }),
    textImage(formatPrice(product.priceCents, locale), { size: 64, color: OG_COLORS.accent, width, language: locale }),
  ]);

  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          background: OG_COLORS.background,
          padding: PADDING,
          gap: GAP,
          alignItems: 'center',
        }}
      >
        {cover ? (
          // Satori draws this into the PNG: next/image has no meaning here.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={cover} width={COVER.width} height={COVER.height} style={{ borderRadius: 24 }} alt="" />
        ) : null}
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 24 }}>
          <OgTextImage image={shop} />
          <OgTextImage image={title} />
          <OgTextImage image={price} />
        </div>
      </div>
    ),
    OG_IMAGE_SIZE,
  );
}
