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
    // A signed-in reader's own review leads page 1, marked `is_mine`.
    const { items, total } = await listReviews(
      app.db,
      recipeId,
      { limit: page.perPage, offset: page.offset },
      request.user?.id ?? null,
    );
    return ok(
      paginate(items, total, page, {
        origin: app.config.publicUrl,
        path: `/api/reviews-by-pagination/${recipeId}`,
        query: { per_page: request.query.per_page },
      }),
    );
  });

  /** 201 'Review added Successfully' for a first review, 200 'Review updated Successfully' after. */
  app.post<{ Params: { id: string } }>('/review/:id', { preHandler: app.requireUser }, async (request, reply) => {
    const recipeId = idParam(request.params.id);
    const { rating, comment } = await validate(reviewSchema, request.body);
    const { created } = await submitReview(app.db, currentUser(request).id, recipeId, {
      rating,
      comment,
    });
    return reply.code(created ? 201 : 200).send(ok(null, created ? SUCCESS.reviewAdded : SUCCESS.reviewUpdated));
  });
};

export default reviewRoutes;
