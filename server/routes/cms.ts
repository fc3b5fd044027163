import type { FastifyPluginAsync } from 'fastify';
import { CMS_KEYS, type CmsKey } from '../../contract/constants';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { loadContentBlocks } from '../services/content/cms';

function isCmsKey(key: string): key is CmsKey {
  return (CMS_KEYS as readonly string[]).includes(key);
}

/** Page content blocks of SPEC.md §7: GET /api/cms/{key}. See docs/api/content.md. */
const cmsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { key: string } }>('/cms/:key', async (request) => {
    const { key } = request.params;
    if (!isCmsKey(key)) throw notFound('Content not found');
    const content = await loadContentBlocks(app.db, key);
    if (content === null) throw notFound('Content not found');
    return ok(content);
  });
};

export default cmsRoutes;
