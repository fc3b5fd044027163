import type { ImgHTMLAttributes } from 'react';
import { IMAGE_DEFAULT_WIDTH } from '@contract/constants';
import { mediaSrcSet, mediaUrl } from '@/lib/host';

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  /** Stored relative path (uploads/…); the other widths are derived from it. */
  path: string | null | undefined;
  alt: string;
  sizes: string;
  width?: number;
  height?: number;
  /** Images above the fold load eagerly; everything else is lazy. */
  eager?: boolean;
}

/** A stored image with srcset + sizes and intrinsic size, lazy unless above the fold. */
export function ResponsiveImage({
  path,
  alt,
  sizes,
  width = IMAGE_DEFAULT_WIDTH,
  height,
  eager = false,
  ...rest
}: ResponsiveImageProps) {
  const srcSet = mediaSrcSet(path);
  return (
    <img
      src={mediaUrl(path)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height ?? Math.round((width * 3) / 4)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}
