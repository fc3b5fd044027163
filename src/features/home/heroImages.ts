import type { ContentBlock } from '@/api/cms';

/** The home banner's collage: up to three distinct images, the first one large. */
export function heroImages(banner: ContentBlock | undefined): string[] {
  return banner ? [...new Set([banner.image, ...banner.images].filter(Boolean))].slice(0, 3) : [];
}

/** `sizes` of the collage's images; the first is the home page's largest paint. */
export const HERO_IMAGE_SIZES = ['(min-width: 1024px) 30vw, 55vw', '(min-width: 1024px) 20vw, 40vw'] as const;
