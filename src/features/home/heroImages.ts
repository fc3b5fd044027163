import type { ContentBlock } from '@/api/cms';
import { bannerCollage } from '@contract/media';

/** The home banner's collage: up to three distinct images, the first one large. */
export function heroImages(banner: ContentBlock | undefined): string[] {
  return banner ? bannerCollage([banner.image, ...banner.images]) : [];
}
