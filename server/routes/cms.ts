import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { CMS_KEYS, type CmsKey } from '../../contract/constants';
import type { ContentBlockDto } from '../../contract/types';
import type { Database } from '../db/client';
import { cmsBlocks } from '../db/schema';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';

function isCmsKey(key: string): key is CmsKey {
  return (CMS_KEYS as readonly string[]).includes(key);
}

async function loadContentBlock(db: Database, key: CmsKey): Promise<ContentBlockDto | ContentBlockDto[] | null> {
  const [row] = await db.select({ content: cmsBlocks.content }).from(cmsBlocks).where(eq(cmsBlocks.key, key)).limit(1);
  return row?.content ?? null;
}

/** Page content blocks of SPEC.md §7: GET /api/cms/{key}. See docs/api/content.md. */
const cmsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { key: string } }>('/cms/:key', async (request) => {
    const { key } = request.params;
    if (!isCmsKey(key)) throw notFound('Content not found');
    const content = await loadContentBlock(app.db, key);
    if (content === null) throw notFound('Content not found');
    return ok(content);
  });
};

export default cmsRoutes;
