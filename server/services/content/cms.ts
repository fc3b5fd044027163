/** The page content blocks of SPEC.md §7, by key. */
import { eq } from 'drizzle-orm';
import type { CmsKey } from '../../../contract/constants';
import type { ContentBlockDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { cmsBlocks } from '../../db/schema';

export async function loadContentBlock(db: Database, key: CmsKey): Promise<ContentBlockDto | ContentBlockDto[] | null> {
  const [row] = await db.select({ content: cmsBlocks.content }).from(cmsBlocks).where(eq(cmsBlocks.key, key)).limit(1);
  return row?.content ?? null;
}
