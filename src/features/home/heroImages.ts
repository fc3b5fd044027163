import type { ContentBlock } from '@/api/cms';

/** The home banner's collage: up to three distinct images, the first one large. */
export function heroImages(banner: ContentBlock | undefined): string[] {
  return banner ? [...new Set([banner.image, ...banner.images].filter(Boolean))].slice(0, 3) : [];
}
