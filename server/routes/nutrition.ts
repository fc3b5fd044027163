import type { FastifyPluginAsync } from 'fastify';
import { loadPlanNutrition } from '../services/nutrition/planNutrition';
import { getPlanWeekView } from './planWeekView';

/**
 * What the household's planned meals give each member, beside their reference intakes (issue 20),
 * for any dated week (`?week=`, issue 38; absent: this week).
 * A recipe's own estimate per serving comes with the recipe (routes/recipes.ts).
 * See docs/api/wishlist-reviews-planner.md.
 */
const nutritionRoutes: FastifyPluginAsync = async (app) => {
  getPlanWeekView(app, '/meal-plans/nutrition', loadPlanNutrition);
};

export default nutritionRoutes;
