import type { FastifyPluginAsync } from 'fastify';
import { WEEKDAYS, type Weekday } from '../../contract/constants';
import { MEAL_PEOPLE, SUCCESS, VALIDATION } from '../../contract/messages';
import { mealAttendeesSchema, mealPlanSchema, mealRenameSchema } from '../../contract/schemas';
import { ok } from '../http/envelope';
import { idParam, optionalIdQuery, validate } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { invalid } from '../services/errors';
import {
  addMeal,
  loadWeek,
  recipeConflicts,
  removeMeal,
  renameMeal,
  setAttendees,
  slotName,
} from '../services/planner/mealPlans';
import { suggestMeals } from '../services/planner/mealSuggestions';

/** Accepts 'Tuesday' as well as 'tuesday'; the schema then checks it is a weekday. */
function withLowercaseDay(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { day } = body as { day?: unknown };
  return typeof day === 'string' ? { ...body, day: day.trim().toLowerCase() } : body;
}

/** `?member_ids=3,5`: the named household members; absent or empty: the whole household. */
async function memberIdsQuery(value: unknown): Promise<number[] | undefined> {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 400) throw invalid({ member_ids: [VALIDATION.attendeesInvalid] });
  const ids = value.split(',').map((part) => (/^[1-9]\d{0,9}$/.test(part.trim()) ? Number(part) : Number.NaN));
  const { member_ids } = await validate(mealAttendeesSchema, { member_ids: ids });
  return member_ids;
}

function optionalDayQuery(value: unknown): Weekday | null {
  if (value === undefined || value === '') return null;
  const day = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!(WEEKDAYS as readonly string[]).includes(day)) throw invalid({ day: ['Day must be a day of the week.'] });
  return day as Weekday;
}

/**
 * The household's weekly planner, shared by its accounts, and who eats each meal.
 * See docs/api/wishlist-reviews-planner.md and docs/api/household.md.
 */
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
      memberIds: input.member_ids,
    });
    return ok({ meals }, `Meal added to ${slotName(day, categoryName)}`);
  });

  app.post<{ Params: { id: string } }>('/meal-update/:id', { preHandler: app.requireUser }, async (request) => {
    const mealId = idParam(request.params.id);
    const { name } = await validate(mealRenameSchema, request.body);
    const meal = await renameMeal(app.db, currentUser(request).id, mealId, name);
    return ok(meal, SUCCESS.mealRenamed);
  });

  app.post<{ Params: { id: string } }>('/meal-attendees/:id', { preHandler: app.requireUser }, async (request) => {
    const mealId = idParam(request.params.id);
    const { member_ids } = await validate(mealAttendeesSchema, request.body);
    return ok(await setAttendees(app.db, currentUser(request).id, mealId, member_ids), MEAL_PEOPLE.attendeesSaved);
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/meal-conflicts/:id',
    { preHandler: app.requireUser },
    async (request) => {
      const recipeId = idParam(request.params.id);
      const memberIds = await memberIdsQuery(request.query.member_ids);
      return ok(await recipeConflicts(app.db, currentUser(request).id, recipeId, memberIds));
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/meal-suggestions',
    { preHandler: app.requireUser },
    async (request) => {
      const query = request.query;
      const suggestions = await suggestMeals(app.db, currentUser(request).id, {
        categoryId: optionalIdQuery(query.category_id, 'category_id'),
        day: optionalDayQuery(query.day),
        memberIds: await memberIdsQuery(query.member_ids),
      });
      return ok(suggestions);
    },
  );

  app.delete<{ Params: { id: string } }>('/meal/:id', { preHandler: app.requireUser }, async (request) => {
    await removeMeal(app.db, currentUser(request).id, idParam(request.params.id));
    return ok(null, 'Meal removed from your plan');
  });
};

export default mealPlanRoutes;
