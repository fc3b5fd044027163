import type { FastifyPluginAsync } from 'fastify';
import { WEEKDAYS, type Weekday } from '../../contract/constants';
import { MEAL_PEOPLE, SUCCESS, VALIDATION, WEEK_MESSAGES } from '../../contract/messages';
import {
  mealAttendeesSchema,
  mealLeftoverSchema,
  mealPlanCopySchema,
  mealPlanSchema,
  mealRenameSchema,
  mealRestoreSchema,
  weekTemplateApplySchema,
  weekTemplateSchema,
} from '../../contract/schemas';
import type { MealPlanAddDto } from '../../contract/types';
import { weekLabel } from '../../contract/weeks';
import { ok } from '../http/envelope';
import { idParam, optionalIdQuery, optionalWeekQuery, validate } from '../http/validate';
import { currentUser } from '../plugins/auth';
import { invalid } from '../services/errors';
import { planLeftover } from '../services/planner/mealLeftovers';
import { addMeal, loadWeek, recipeConflicts, renameMeal, setAttendees, slotName } from '../services/planner/mealPlans';
import { removeMeal, restoreMeal, type LeftoversOnRemove } from '../services/planner/mealRemoval';
import { suggestMeals } from '../services/planner/mealSuggestions';
import { applyTemplate, copyWeek, deleteTemplate, listTemplates, saveTemplate } from '../services/planner/weekCopies';

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

const LEFTOVERS_ON_REMOVE_INVALID = 'Leftovers must be "remove" or "keep".';

/** `?leftovers=remove|keep` on a removal: what becomes of the meal's leftovers (default: removed). */
function leftoversQuery(value: unknown): LeftoversOnRemove {
  if (value === undefined || value === '' || value === 'remove') return 'remove';
  if (value === 'keep') return 'keep';
  throw invalid({ leftovers: [LEFTOVERS_ON_REMOVE_INVALID] });
}

/** How a week is named in messages: 'Sat 28 Nov – Fri 4 Dec' (the year when not this one). */
const weekName = (weekStart: string) => weekLabel(weekStart, new Date().getUTCFullYear());

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
  app.get<{ Querystring: Record<string, unknown> }>(
    '/get-meal-plans',
    { preHandler: app.requireUser },
    async (request) => ok(await loadWeek(app.db, currentUser(request).id, optionalWeekQuery(request.query.week))),
  );

  app.post<{ Params: { id: string } }>('/meal-plans/:id', { preHandler: app.requireUser }, async (request) => {
    const recipeId = idParam(request.params.id);
    const input = await validate(mealPlanSchema, withLowercaseDay(request.body));
    const day = input.day as Weekday;
    const { meals, categoryName, week } = await addMeal(app.db, currentUser(request).id, recipeId, {
      day,
      categoryId: input.category_id,
      memberIds: input.member_ids,
      week: input.week,
    });
    const answer: MealPlanAddDto = { meals, week };
    return ok(answer, `Meal added to ${slotName(day, categoryName)}`);
  });

  app.post('/meal-plans/copy-week', { preHandler: app.requireUser }, async (request) => {
    const input = await validate(mealPlanCopySchema, request.body);
    const copy = await copyWeek(app.db, currentUser(request).id, input);
    return ok(copy, WEEK_MESSAGES.copied(copy.copied, weekName(copy.week.start)));
  });

  app.get('/meal-plans/templates', { preHandler: app.requireUser }, async (request) =>
    ok(await listTemplates(app.db, currentUser(request).id)),
  );

  app.post('/meal-plans/templates', { preHandler: app.requireUser }, async (request) => {
    const input = await validate(weekTemplateSchema, request.body);
    const template = await saveTemplate(app.db, currentUser(request).id, input);
    return ok(template, WEEK_MESSAGES.templateSaved(template.name));
  });

  app.post<{ Params: { id: string } }>(
    '/meal-plans/templates/:id/apply',
    { preHandler: app.requireUser },
    async (request) => {
      const templateId = idParam(request.params.id);
      const input = await validate(weekTemplateApplySchema, request.body);
      const { name, ...copy } = await applyTemplate(app.db, currentUser(request).id, templateId, input);
      return ok(copy, WEEK_MESSAGES.templateApplied(name, copy.copied));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/meal-plans/templates/:id',
    { preHandler: app.requireUser },
    async (request) => {
      await deleteTemplate(app.db, currentUser(request).id, idParam(request.params.id));
      return ok(null, WEEK_MESSAGES.templateDeleted);
    },
  );

  app.post('/meal-plans/leftovers', { preHandler: app.requireUser }, async (request) => {
    const input = await validate(mealLeftoverSchema, withLowercaseDay(request.body));
    const { meal, slot } = await planLeftover(app.db, currentUser(request).id, {
      mealId: input.meal_plan_id,
      day: input.day as Weekday,
      categoryId: input.category_id,
      week: input.week,
      memberIds: input.member_ids,
    });
    return ok(meal, WEEK_MESSAGES.leftoverPlanned(slot));
  });

  app.post('/meal-plans/restore', { preHandler: app.requireUser }, async (request) => {
    const input = await validate(mealRestoreSchema, request.body);
    const restored = await restoreMeal(app.db, currentUser(request).id, {
      ...input,
      day: input.day as Weekday,
      leftovers: input.leftovers.map((leftover) => ({ ...leftover, day: leftover.day as Weekday })),
    });
    return ok(restored, WEEK_MESSAGES.mealRestored);
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
        week: optionalWeekQuery(query.week),
        memberIds: await memberIdsQuery(query.member_ids),
      });
      return ok(suggestions);
    },
  );

  app.delete<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/meal/:id',
    { preHandler: app.requireUser },
    async (request) => {
      const mealId = idParam(request.params.id);
      const leftovers = leftoversQuery(request.query.leftovers);
      return ok(await removeMeal(app.db, currentUser(request).id, mealId, leftovers), 'Meal removed from your plan');
    },
  );
};

export default mealPlanRoutes;
