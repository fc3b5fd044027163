/**
 * Leftovers (issue 38): "Eat the rest on…" plans a meal that eats what another cooked. A leftover
 * is a meal of the same recipe pointing to its cooked meal (`leftover_of`); it buys nothing, and
 * its cooked meal is cooked (and bought) for both meals' eaters.
 */
import { eq } from 'drizzle-orm';
import { WEEK_PLANNING, type Weekday } from '../../../contract/constants';
import { PLANNER, WEEK_MESSAGES } from '../../../contract/messages';
import type { MealPlanEntryDto } from '../../../contract/types';
import { dateOfDay, weekStartOf, type IsoDate } from '../../../contract/weeks';
import type { Database } from '../../db/client';
import { categories, mealPlans } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { householdIdOf, namedMembers } from '../household/household';
import {
  CATEGORY_NOT_FOUND,
  inSlot,
  lockHousehold,
  MEAL_NOT_FOUND,
  ownMeal,
  selectEntries,
  slotHolds,
  slotName,
  type Writer,
} from './mealPlans';
import { daysBetween } from './plannerWeek';

/** Where a meal sits in the plan: its date, then its category's place in the day. */
export interface PlanPlace {
  date: IsoDate;
  categoryPosition: number;
  categoryId: number;
}

/**
 * Why a leftover at `leftover` cannot eat the rest of the meal at `cooked`, or null when it can:
 * it comes after (a later date, or the same date at a later meal of the day) and within
 * WEEK_PLANNING.leftoverMaxDays days.
 */
export function leftoverRefusal(cooked: PlanPlace, leftover: PlanPlace): string | null {
  const days = daysBetween(cooked.date, leftover.date);
  const laterThatDay =
    leftover.categoryPosition > cooked.categoryPosition ||
    (leftover.categoryPosition === cooked.categoryPosition && leftover.categoryId > cooked.categoryId);
  if (days < 0 || (days === 0 && !laterThatDay)) return WEEK_MESSAGES.leftoverNotAfter;
  if (days > WEEK_PLANNING.leftoverMaxDays) return WEEK_MESSAGES.leftoverTooLate;
  return null;
}

/** A meal of the household as the leftover rules read it, with its category's place. */
export async function mealPlace(tx: Writer, householdId: number, mealId: number) {
  const [meal] = await tx
    .select({
      id: mealPlans.id,
      recipeId: mealPlans.recipeId,
      name: mealPlans.name,
      weekStart: mealPlans.weekStart,
      day: mealPlans.day,
      memberIds: mealPlans.memberIds,
      leftoverOf: mealPlans.leftoverOf,
      categoryId: mealPlans.categoryId,
      categoryPosition: categories.position,
    })
    .from(mealPlans)
    .innerJoin(categories, eq(categories.id, mealPlans.categoryId))
    .where(ownMeal(householdId, mealId));
  if (!meal) return null;
  return { ...meal, date: dateOfDay(meal.weekStart, meal.day as Weekday) };
}

/** A category's name and place in the day, or 422 on `category_id`. */
export async function categoryPlace(db: Database, categoryId: number): Promise<{ name: string; position: number }> {
  const [row] = await db
    .select({ name: categories.categoryName, position: categories.position })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!row) throw invalid({ category_id: [CATEGORY_NOT_FOUND] });
  return row;
}

export interface LeftoverInput {
  mealId: number;
  day: Weekday;
  categoryId: number;
  /** Any date inside the leftover's week; undefined: the cooked meal's week. */
  week?: IsoDate;
  /** Who eats the leftover; undefined: the cooked meal's eaters. */
  memberIds?: number[];
}

/**
 * Plans the rest of a cooked meal on a later slot (up to WEEK_PLANNING.leftoverMaxDays days on,
 * into the next week too). Another household's meal answers 404; a leftover of a leftover, a
 * slot not after the meal or too late, 422; the slot already holding the recipe, 409.
 */
export async function planLeftover(
  db: Database,
  userId: number,
  input: LeftoverInput,
): Promise<{ meal: MealPlanEntryDto; slot: string }> {
  const householdId = await householdIdOf(db, userId);
  const cooked = await mealPlace(db, householdId, input.mealId);
  if (!cooked) throw notFound(MEAL_NOT_FOUND);
  if (cooked.leftoverOf !== null) throw invalid({ meal_plan_id: [WEEK_MESSAGES.leftoverOfLeftover] });
  const category = await categoryPlace(db, input.categoryId);
  const weekStart = input.week === undefined ? cooked.weekStart : weekStartOf(input.week);
  const refusal = leftoverRefusal(cooked, {
    date: dateOfDay(weekStart, input.day),
    categoryPosition: category.position,
    categoryId: input.categoryId,
  });
  if (refusal) throw invalid({ day: [refusal] });
  const memberIds =
    input.memberIds === undefined ? cooked.memberIds : await namedMembers(db, householdId, input.memberIds);
  const slot = slotName(input.day, category.name);

  const id = await db.transaction(async (tx) => {
    await lockHousehold(tx, householdId);
    // Removed meanwhile (removals take the same lock): nothing to eat the rest of.
    if (!(await mealPlace(tx, householdId, cooked.id))) throw notFound(MEAL_NOT_FOUND);
    if (await slotHolds(tx, householdId, inSlot(weekStart, input.day, input.categoryId), cooked.recipeId))
      throw conflict(PLANNER.alreadyPlanned(cooked.name, slot));
    const [row] = await tx
      .insert(mealPlans)
      .values({
        userId,
        householdId,
        recipeId: cooked.recipeId,
        categoryId: input.categoryId,
        weekStart,
        day: input.day,
        name: cooked.name,
        memberIds,
        leftoverOf: cooked.id,
      })
      .returning({ id: mealPlans.id });
    return row.id;
  });
  const [meal] = await selectEntries(db, householdId, eq(mealPlans.id, id));
  return { meal, slot };
}
