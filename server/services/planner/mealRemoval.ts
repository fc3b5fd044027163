/**
 * Removing a planned meal, and putting it back (issue 38: two taps and an Undo). The removal
 * answers what it removed (RemovedMealDto); Undo sends that back to `restoreMeal`.
 */
import { and, asc, eq } from 'drizzle-orm';
import { type Weekday } from '../../../contract/constants';
import { ERRORS, PLANNER } from '../../../contract/messages';
import type { MealPlanAddDto, RemovedMealDto } from '../../../contract/types';
import { dateOfDay, weekEndOf, weekStartOf, type IsoDate } from '../../../contract/weeks';
import type { Database } from '../../db/client';
import { mealPlans, recipes } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { householdIdOf, memberRows } from '../household/household';
import { categoryPlace, leftoverRefusal, mealPlace } from './mealLeftovers';
import { inSlot, lockHousehold, MEAL_NOT_FOUND, ownMeal, selectEntries, slotHolds, slotName } from './mealPlans';

/** What becomes of a removed meal's leftovers: removed with it, or kept as ordinary meals. */
export type LeftoversOnRemove = 'remove' | 'keep';

/** A removed meal's slot, name and people: what Undo puts back, for the meal and for each of its leftovers. */
type RemovedPlace = RemovedMealDto['leftovers'][number];

interface PlacedMeal {
  weekStart: string;
  day: string;
  categoryId: number;
  name: string;
  memberIds: number[] | null;
}

const removedPlace = (meal: PlacedMeal): RemovedPlace => ({
  week: meal.weekStart,
  day: meal.day as Weekday,
  category_id: meal.categoryId,
  name: meal.name,
  member_ids: meal.memberIds,
});

/**
 * Removes the household's meal (another household's: 404). Its leftovers go with it, or, with
 * `keep`, stay as ordinary meals (which then buy their own food).
 */
export async function removeMeal(
  db: Database,
  userId: number,
  mealId: number,
  leftovers: LeftoversOnRemove = 'remove',
): Promise<RemovedMealDto> {
  const householdId = await householdIdOf(db, userId);
  return db.transaction(async (tx) => {
    await lockHousehold(tx, householdId);
    const meal = await mealPlace(tx, householdId, mealId);
    if (!meal) throw notFound(MEAL_NOT_FOUND);
    const ownLeftover = and(eq(mealPlans.householdId, householdId), eq(mealPlans.leftoverOf, mealId));
    let rest: PlacedMeal[] = [];
    if (leftovers === 'keep') await tx.update(mealPlans).set({ leftoverOf: null }).where(ownLeftover);
    else
      rest = await tx
        .select({
          weekStart: mealPlans.weekStart,
          day: mealPlans.day,
          categoryId: mealPlans.categoryId,
          name: mealPlans.name,
          memberIds: mealPlans.memberIds,
        })
        .from(mealPlans)
        .where(ownLeftover)
        .orderBy(asc(mealPlans.weekStart), asc(mealPlans.id));
    // Its leftovers (when not kept) go with it: the foreign key cascades.
    await tx.delete(mealPlans).where(ownMeal(householdId, mealId));
    return {
      recipe_id: meal.recipeId,
      ...removedPlace(meal),
      leftover_of: meal.leftoverOf,
      leftovers: rest.map(removedPlace),
    };
  });
}

/** A removed meal as Undo sends it back (mealRestoreSchema's output). */
export interface RestoreInput {
  recipe_id: number;
  week: IsoDate;
  day: Weekday;
  category_id: number;
  name: string;
  member_ids: number[] | null;
  leftover_of?: number | null;
  leftovers: { week: IsoDate; day: Weekday; category_id: number; name: string; member_ids: number[] | null }[];
}

/**
 * Puts a removed meal back, with the leftovers removed with it (linked to it again), in the same
 * dated slots. Its recipe deleted since: 404. People no longer in the household are dropped (none
 * left: the whole household). A leftover removed on its own is linked again to its cooked meal
 * when that is still planned and still before it; otherwise it comes back as an ordinary meal.
 * The slot already holding the recipe (Undo sent twice): 409.
 */
export async function restoreMeal(db: Database, userId: number, input: RestoreInput): Promise<MealPlanAddDto> {
  const householdId = await householdIdOf(db, userId);
  const [recipe] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, input.recipe_id));
  if (!recipe) throw notFound(ERRORS.recipeNotFound);
  const members = new Set((await memberRows(db, householdId)).map((member) => member.id));
  const stillHere = (ids: number[] | null): number[] | null => {
    const kept = ids?.filter((id) => members.has(id)) ?? [];
    return kept.length === 0 || kept.length === members.size ? null : kept;
  };

  const weekStart = weekStartOf(input.week);
  const category = await categoryPlace(db, input.category_id);
  const place = {
    date: dateOfDay(weekStart, input.day),
    categoryPosition: category.position,
    categoryId: input.category_id,
  };
  const leftovers: (RestoreInput['leftovers'][number] & { weekStart: IsoDate })[] = [];
  for (const [index, leftover] of input.leftovers.entries()) {
    const leftoverCategory = await categoryPlace(db, leftover.category_id);
    const leftoverWeek = weekStartOf(leftover.week);
    const refusal = leftoverRefusal(place, {
      date: dateOfDay(leftoverWeek, leftover.day),
      categoryPosition: leftoverCategory.position,
      categoryId: leftover.category_id,
    });
    if (refusal) throw invalid({ [`leftovers[${index}]`]: [refusal] });
    leftovers.push({ ...leftover, weekStart: leftoverWeek });
  }

  const slot = inSlot(weekStart, input.day, input.category_id);
  await db.transaction(async (tx) => {
    await lockHousehold(tx, householdId);
    if (await slotHolds(tx, householdId, slot, input.recipe_id))
      throw conflict(PLANNER.alreadyPlanned(input.name, slotName(input.day, category.name)));
    let leftoverOf: number | null = null;
    if (input.leftover_of != null) {
      const cooked = await mealPlace(tx, householdId, input.leftover_of);
      if (
        cooked &&
        cooked.leftoverOf === null &&
        cooked.recipeId === input.recipe_id &&
        !leftoverRefusal(cooked, place)
      )
        leftoverOf = cooked.id;
    }
    const [restored] = await tx
      .insert(mealPlans)
      .values({
        userId,
        householdId,
        recipeId: input.recipe_id,
        categoryId: input.category_id,
        weekStart,
        day: input.day,
        name: input.name,
        memberIds: stillHere(input.member_ids),
        leftoverOf,
      })
      .returning({ id: mealPlans.id });
    // A leftover whose slot holds the recipe again is already back.
    const rows = [];
    for (const leftover of leftovers) {
      if (
        await slotHolds(
          tx,
          householdId,
          inSlot(leftover.weekStart, leftover.day, leftover.category_id),
          input.recipe_id,
        )
      )
        continue;
      rows.push({
        userId,
        householdId,
        recipeId: input.recipe_id,
        categoryId: leftover.category_id,
        weekStart: leftover.weekStart,
        day: leftover.day,
        name: leftover.name,
        memberIds: stillHere(leftover.member_ids),
        leftoverOf: restored.id,
      });
    }
    if (rows.length > 0) await tx.insert(mealPlans).values(rows);
  });
  return {
    meals: await selectEntries(db, householdId, slot),
    week: { start: weekStart, end: weekEndOf(weekStart) },
  };
}
