// An image that needs no resizing (the provider's SVG covers and flags, served as they are): a plain
// <img> with what next/image gave them (width and height against layout shift, lazy loading unless
// told otherwise, async decoding), without next/image's client code in the first load or its
// attributes in every card's HTML. Server and client components alike use it.
import type { ImgHTMLAttributes } from 'react';

interface PlainImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** 'eager' for what the first screen shows; everything else waits until it nears the viewport. */
  loading?: 'eager' | 'lazy';
  /**
   * The page's likely largest paint: loaded eagerly and at high priority. React announces such an
   * image itself: in the page's head (<link rel=preload>), so the browser asks for it before the
   * body, styles and scripts, and, from a server component, as a hint in the page's payload, which
   * a page prefetching this one follows (lib/server/inline-first-covers.mjs keeps a stored page's
   * inlined covers out of that).
   */
  preload?: boolean;
}

export function PlainImage({ src, alt, loading, preload = false, fetchPriority, ...rest }: PlainImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- nothing to resize or convert: see above
    <img
      src={src}
      alt={alt}
      loading={preload ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={preload ? 'high' : fetchPriority}
      decoding="async"
      {...rest}
    />
  );
}
