import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { optionalWeekQuery, weekdaysQuery } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { loadPlanNutrition } from '../services/nutrition/planNutrition';

/**
 * What the household's planned meals give each member, beside their reference intakes (issue 20),
 * for any dated week (`?week=`, issue 38; absent: this week).
 * A recipe's own estimate per serving comes with the recipe (routes/recipes.ts).
 * See docs/api/wishlist-reviews-planner.md.
 */
const nutritionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Record<string, unknown> }>(
    '/meal-plans/nutrition',
    { preHandler: app.requireUser },
    async (request) => {
      const days = weekdaysQuery(request.query.days);
      const week = optionalWeekQuery(request.query.week);
      return ok(await loadPlanNutrition(app.db, currentUser(request).id, days, week));
    },
  );
};

export default nutritionRoutes;
