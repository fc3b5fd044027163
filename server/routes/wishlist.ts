import type { FastifyPluginAsync } from 'fastify';
import { SUCCESS } from '../../contract/messages';
import { ok } from '../http/envelope';
import { paginate, pageRequest } from '../http/paginate';
import { idParam, optionalIdQuery } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { listFavourites, toggleFavourite } from '../services/recipes/wishlist';

/** Favourites of the signed-in user. See docs/api/wishlist-reviews-planner.md. */
const wishlistRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string } }>('/wishlist/:id', { preHandler: app.requireUser }, async (request) => {
    const { added, entries } = await toggleFavourite(app.db, currentUser(request).id, idParam(request.params.id));
    return ok(entries, added ? SUCCESS.favouriteAdded : SUCCESS.favouriteRemoved);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/wishlists',
    { preHandler: app.requireUser },
    async (request) => {
      const page = pageRequest(request.query);
      // Empty or 0 means every category (the 'All Recipes' chip).
      const categoryId = optionalIdQuery(request.query.category_id, 'category_id');
      const { items, total } = await listFavourites(app.db, currentUser(request).id, {
        categoryId,
        limit: page.perPage,
        offset: page.offset,
      });
      const wishlist = paginate(items, total, page, {
        origin: app.config.publicUrl,
        path: '/api/wishlists',
        query: { category_id: categoryId ?? undefined, per_page: request.query.per_page },
      });
      return ok({ wishlist });
    },
  );
};

export default wishlistRoutes;
