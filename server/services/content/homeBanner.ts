import { eq } from 'drizzle-orm';
import { bannerCollage } from '../../../contract/media';
import type { ContentBlockDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { cmsBlocks } from '../../db/schema';

/** The first (large) image of the home banner's collage, as the home page shows it; null without a banner or an image. */
export async function homeBannerImage(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ content: cmsBlocks.content })
    .from(cmsBlocks)
    .where(eq(cmsBlocks.key, 'home-banner'))
    .limit(1);
  const banner: ContentBlockDto | undefined = Array.isArray(row?.content)
    ? row.content[0]
    : (row?.content ?? undefined);
  if (!banner) return null;
  return bannerCollage([banner.image, banner.image_one, banner.image_two, banner.image_three])[0] ?? null;
}
