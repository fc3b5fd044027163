import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { optionalIdQuery } from '../http/validate';
import { listSocialLinks, loadSiteSettings } from '../services/content/site';
import { listCategories, listLibraries, listTagsInUse } from '../services/recipes/catalog';

/** Site-wide lists and settings. See docs/api/content.md. */
const catalogRoutes: FastifyPluginAsync = async (app) => {
  app.get('/site-settings', async () => {
    const settings = await loadSiteSettings(app.db);
    if (!settings) throw notFound('Site settings not found');
    return ok(settings);
  });

  app.get('/social-links', async () => ok(await listSocialLinks(app.db)));

  app.get('/categories', async () => ok(await listCategories(app.db)));

  app.get('/recipe-libraries', async () => ok(await listLibraries(app.db)));

  // Empty means no filter (SPEC.md §7 leaves empty parameters out; some clients send them empty).
  app.get<{ Querystring: Record<string, unknown> }>('/tags', async (request) =>
    ok(await listTagsInUse(app.db, optionalIdQuery(request.query.recipe_library_id, 'recipe_library_id'))),
  );
};

export default catalogRoutes;
