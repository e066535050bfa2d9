// One line block of shaped text in an Open Graph image: lib/seo/og-text.ts's SVG of outlines, placed
// as an image, since Satori (which lays the image out) does not shape Devanagari.
import type { TextImage } from '@/lib/seo/og-text';

/** The colours every share image of the shop is drawn in. */
export const OG_COLORS = {
  background: 'linear-gradient(135deg, #1b1d29 0%, #2d2466 100%)',
  text: '#ffffff',
  muted: '#b9b3ff',
  accent: '#ffd166',
} as const;

export function OgTextImage({ image }: { image: TextImage }) {
  // Satori draws this into the PNG: next/image has no meaning here.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={image.src} width={image.width} height={image.height} alt={image.text} />;
}
