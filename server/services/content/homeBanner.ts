import { bannerCollage } from '../../../contract/media';
import type { Database } from '../../db/client';
import { loadContentBlocks } from './cms';

/** The first (large) image of the home banner's collage, as the home page shows it; null without a banner or an image. */
export async function homeBannerImage(db: Database): Promise<string | null> {
  const [banner] = (await loadContentBlocks(db, 'home-banner')) ?? [];
  if (!banner) return null;
  return bannerCollage([banner.image, banner.image_one, banner.image_two, banner.image_three])[0] ?? null;
}
