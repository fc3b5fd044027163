/** The page content blocks of SPEC.md §7, by key. */
import { eq } from 'drizzle-orm';
import type { CmsKey } from '../../../contract/constants';
import type { ContentBlockDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { cmsBlocks } from '../../db/schema';

/**
 * A key's blocks, always as a list (one element where the key has one block): clients of the
 * original API do `data?.map(…)` on every key.
 */
export async function loadContentBlocks(db: Database, key: CmsKey): Promise<ContentBlockDto[] | null> {
  const [row] = await db.select({ content: cmsBlocks.content }).from(cmsBlocks).where(eq(cmsBlocks.key, key)).limit(1);
  if (!row) return null;
  return Array.isArray(row.content) ? row.content : [row.content];
}
