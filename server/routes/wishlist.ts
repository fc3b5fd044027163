import type { FastifyPluginAsync } from 'fastify';
import { SUCCESS } from '../../contract/messages';
import { ok } from '../http/envelope';
import { unprocessable } from '../http/errors';
import { paginate, pageRequest } from '../http/paginate';
import { idParam } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { listFavourites, toggleFavourite } from '../services/wishlist';

/** Empty or 0 means every category (the 'All Recipes' chip). */
function optionalCategoryId(value: unknown): number | null {
  if (value === undefined || value === '' || value === '0') return null;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value)) return Number(value);
  throw unprocessable({
    category_id: ['The category_id must be a positive whole number.'],
  });
}

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
      const categoryId = optionalCategoryId(request.query.category_id);
      const { items, total } = await listFavourites(app.db, currentUser(request).id, {
        categoryId,
        limit: page.perPage,
        offset: page.offset,
      });
      const wishlist = paginate(items, total, page, '/api/wishlists', {
        category_id: categoryId ?? undefined,
      });
      return ok({ wishlist });
    },
  );
};

export default wishlistRoutes;
