import type { ImgHTMLAttributes } from 'react';
import { IMAGE_DEFAULT_WIDTH } from '@contract/constants';
import { mediaSrcSet, mediaUrl } from '@/lib/host';

/** Widths of an image stored under other names (e.g. a recipe's banner crops, contract/media.ts). */
export type ImageVariant = { path: string; width: number };

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  /** Stored relative path (uploads/…); the other widths are derived from it. */
  path: string | null | undefined;
  alt: string;
  sizes: string;
  width?: number;
  height?: number;
  /** Images above the fold load eagerly; everything else is lazy. */
  eager?: boolean;
  /** The srcset's widths when they are not `path`'s own (derived from it by default). */
  variants?: ImageVariant[];
}

/** A stored image with srcset + sizes and intrinsic size, lazy unless above the fold. */
export function ResponsiveImage({
  path,
  alt,
  sizes,
  width = IMAGE_DEFAULT_WIDTH,
  height,
  eager = false,
  variants,
  ...rest
}: ResponsiveImageProps) {
  const srcSet = variants
    ? variants.map((variant) => `${mediaUrl(variant.path)} ${variant.width}w`).join(', ')
    : mediaSrcSet(path);
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

export interface FixedWidthImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  /** Stored relative path (uploads/…); the other widths are derived from it. */
  path: string;
  width: number;
  /** The width unless given. */
  height?: number;
}

/** A stored image always shown at one width (an avatar, the logo): decorative unless given an alt. */
export function FixedWidthImage({ path, width, height = width, alt = '', ...rest }: FixedWidthImageProps) {
  return (
    <img
      src={mediaUrl(path)}
      srcSet={mediaSrcSet(path) || undefined}
      sizes={`${width}px`}
      alt={alt}
      width={width}
      height={height}
      {...rest}
    />
  );
}
