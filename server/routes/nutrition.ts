import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { weekdaysQuery } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { loadPlanNutrition } from '../services/nutrition/planNutrition';

/**
 * What the household's planned meals give each member, beside their reference intakes (issue 20).
 * A recipe's own estimate per serving comes with the recipe (routes/recipes.ts).
 * See docs/api/wishlist-reviews-planner.md.
 */
const nutritionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>(
    '/meal-plans/nutrition',
    { preHandler: app.requireUser },
    async (request) => ok(await loadPlanNutrition(app.db, currentUser(request).id, weekdaysQuery(request.query.days))),
  );
};

export default nutritionRoutes;
