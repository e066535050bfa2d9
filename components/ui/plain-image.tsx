// An image that needs no resizing (the provider's SVG covers and flags, served as they are): a plain
// <img> with what next/image gave them (width and height against layout shift, lazy loading unless
// told otherwise, async decoding), without next/image's client code in the first load or its
// attributes in every card's HTML. Server and client components alike use it.
import type { ImgHTMLAttributes } from 'react';
import { preload as preloadResource } from 'react-dom';

interface PlainImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** 'eager' for what the first screen shows; everything else waits until it nears the viewport. */
  loading?: 'eager' | 'lazy';
  /**
   * The page's likely largest paint: announced in the head (<link rel=preload>, high priority) so
   * the browser asks for it before the body, styles and scripts; loaded eagerly.
   */
  preload?: boolean;
}

export function PlainImage({ src, alt, loading, preload = false, fetchPriority, ...rest }: PlainImageProps) {
  if (preload) preloadResource(src, { as: 'image', fetchPriority: 'high' });
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
