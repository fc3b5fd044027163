import type { FastifyPluginAsync } from 'fastify';
import type { Weekday } from '../../contract/constants';
import { SUCCESS } from '../../contract/messages';
import { mealPlanSchema, mealRenameSchema } from '../../contract/schemas';
import { ok } from '../http/envelope';
import { idParam, validate } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { addMeal, loadWeek, removeMeal, renameMeal, slotName } from '../services/planner/mealPlans';

/** Accepts 'Tuesday' as well as 'tuesday'; the schema then checks it is a weekday. */
function withLowercaseDay(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { day } = body as { day?: unknown };
  return typeof day === 'string' ? { ...body, day: day.trim().toLowerCase() } : body;
}

/** The signed-in user's weekly planner. See docs/api/wishlist-reviews-planner.md. */
const mealPlanRoutes: FastifyPluginAsync = async (app) => {
  app.get('/get-meal-plans', { preHandler: app.requireUser }, async (request) =>
    ok(await loadWeek(app.db, currentUser(request).id)),
  );

  app.post<{ Params: { id: string } }>('/meal-plans/:id', { preHandler: app.requireUser }, async (request) => {
    const recipeId = idParam(request.params.id);
    const input = await validate(mealPlanSchema, withLowercaseDay(request.body));
    const day = input.day as Weekday;
    const { meals, categoryName } = await addMeal(app.db, currentUser(request).id, recipeId, {
      day,
      categoryId: input.category_id,
    });
    return ok({ meals }, `Meal added to ${slotName(day, categoryName)}`);
  });

  app.post<{ Params: { id: string } }>('/meal-update/:id', { preHandler: app.requireUser }, async (request) => {
    const mealId = idParam(request.params.id);
    const { name } = await validate(mealRenameSchema, request.body);
    const meal = await renameMeal(app.db, currentUser(request).id, mealId, name);
    return ok(meal, SUCCESS.mealRenamed);
  });

  app.delete<{ Params: { id: string } }>('/meal/:id', { preHandler: app.requireUser }, async (request) => {
    await removeMeal(app.db, currentUser(request).id, idParam(request.params.id));
    return ok(null, 'Meal removed from your plan');
  });
};

export default mealPlanRoutes;
