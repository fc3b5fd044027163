import type { FastifyPluginAsync } from 'fastify';
import { SUCCESS } from '../../contract/messages';
import { reviewSchema } from '../../contract/schemas';
import { ok } from '../http/envelope';
import { paginate, pageRequest } from '../http/paginate';
import { idParam, validate } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { listReviews, submitReview } from '../services/recipes/reviews';

/** The review list under a recipe shows a few at a time; per_page still overrides. */
const REVIEWS_PER_PAGE = 5;

/** Reviews of a recipe. See docs/api/wishlist-reviews-planner.md. */
const reviewRoutes: FastifyPluginAsync = async (app) => {
  app.get<{
    Params: { id: string };
    Querystring: Record<string, string | undefined>;
  }>('/reviews-by-pagination/:id', async (request) => {
    const recipeId = idParam(request.params.id);
    const page = pageRequest({
      ...request.query,
      per_page: request.query.per_page || String(REVIEWS_PER_PAGE),
    });
    const { items, total } = await listReviews(app.db, recipeId, {
      limit: page.perPage,
      offset: page.offset,
    });
    return ok(
      paginate(items, total, page, {
        origin: app.config.publicUrl,
        path: `/api/reviews-by-pagination/${recipeId}`,
        query: { per_page: request.query.per_page },
      }),
    );
  });

  app.post<{ Params: { id: string } }>('/review/:id', { preHandler: app.requireUser }, async (request) => {
    const recipeId = idParam(request.params.id);
    const { rating, comment } = await validate(reviewSchema, request.body);
    await submitReview(app.db, currentUser(request).id, recipeId, {
      rating,
      comment,
    });
    return ok(null, SUCCESS.reviewAdded);
  });
};

export default reviewRoutes;
