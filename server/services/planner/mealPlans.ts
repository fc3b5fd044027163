/** The signed-in user's weekly meal plan: meals by weekday, then by category (slots). */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { WEEKDAYS, type Weekday } from '../../../contract/constants';
import { PLANNER } from '../../../contract/messages';
import type { MealPlanEntryDto, MealPlanSlotDto, MealPlanWeekDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { categories, mealPlans, recipes, users } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';

const MEAL_NOT_FOUND = 'Meal plan not found';

async function selectEntries(db: Database, where: SQL | undefined): Promise<MealPlanEntryDto[]> {
  const rows = await db
    .select({
      id: mealPlans.id,
      day: mealPlans.day,
      name: mealPlans.name,
      recipeId: recipes.id,
      recipeName: recipes.recipeName,
      recipeImage: recipes.recipeImage,
      categoryId: categories.id,
      categoryName: categories.categoryName,
    })
    .from(mealPlans)
    .innerJoin(recipes, eq(recipes.id, mealPlans.recipeId))
    .innerJoin(categories, eq(categories.id, mealPlans.categoryId))
    .where(where)
    .orderBy(asc(categories.position), asc(categories.id), asc(mealPlans.createdAt), asc(mealPlans.id));
  return rows.map((row) => ({
    id: row.id,
    meal_plan_id: row.id,
    day: row.day as Weekday,
    name: row.name,
    recipe: {
      id: row.recipeId,
      recipe_name: row.recipeName,
      recipe_image: row.recipeImage,
    },
    category: { id: row.categoryId, category_name: row.categoryName },
  }));
}

/**
 * The week as the original API grouped it, which its clients read as
 * `data[day].filter((slot) => slot.category.category_name === name).flatMap((slot) => slot.meals)`:
 * every weekday is present (empty days as []), each holding one slot per category that has meals
 * that day, in category order. A slot's `id` is its category's id (one slot per category and day).
 */
export async function loadWeek(db: Database, userId: number): Promise<MealPlanWeekDto> {
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as MealPlanSlotDto[]])) as MealPlanWeekDto;
  // Entries come ordered by category, so a day's slots are made in category order.
  for (const entry of await selectEntries(db, eq(mealPlans.userId, userId))) {
    const slots = week[entry.day];
    let slot = slots.find((candidate) => candidate.id === entry.category.id);
    if (!slot) {
      slot = { id: entry.category.id, category: { ...entry.category }, meals: [] };
      slots.push(slot);
    }
    slot.meals.push(entry);
  }
  return week;
}

export interface AddMealInput {
  day: Weekday;
  categoryId: number;
}

export interface AddMealResult {
  /** The user's entries of that day and category, the new one included. */
  meals: MealPlanEntryDto[];
  categoryName: string;
}

/** 'Tuesday dinner': how a planner slot is named in messages. */
export const slotName = (day: Weekday, categoryName: string) =>
  `${day.charAt(0).toUpperCase()}${day.slice(1)} ${categoryName.toLowerCase()}`;

/**
 * Adds a recipe to a slot (day and category) once: the same recipe twice in one slot is
 * refused with 409. The user's row is locked for the check and the insert, so two identical
 * adds at the same moment make one entry (no unique index: existing plans may hold duplicates).
 */
export async function addMeal(
  db: Database,
  userId: number,
  recipeId: number,
  input: AddMealInput,
): Promise<AddMealResult> {
  const [recipe] = await db.select({ name: recipes.recipeName }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  if (!recipe) throw notFound('Recipe not found');
  const [category] = await db
    .select({ name: categories.categoryName })
    .from(categories)
    .where(eq(categories.id, input.categoryId))
    .limit(1);
  if (!category)
    throw invalid({
      category_id: ['The selected category does not exist.'],
    });

  const inSlot = and(
    eq(mealPlans.userId, userId),
    eq(mealPlans.day, input.day),
    eq(mealPlans.categoryId, input.categoryId),
  );
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [planned] = await tx
      .select({ id: mealPlans.id })
      .from(mealPlans)
      .where(and(inSlot, eq(mealPlans.recipeId, recipeId)))
      .limit(1);
    if (planned) throw conflict(PLANNER.alreadyPlanned(recipe.name, slotName(input.day, category.name)));
    await tx.insert(mealPlans).values({
      userId,
      recipeId,
      categoryId: input.categoryId,
      day: input.day,
      name: recipe.name,
    });
  });
  return { meals: await selectEntries(db, inSlot), categoryName: category.name };
}

/** Another user's entry answers 404, the same as a missing one, so ids reveal nothing. */
export async function renameMeal(
  db: Database,
  userId: number,
  mealId: number,
  name: string,
): Promise<MealPlanEntryDto> {
  const own = and(eq(mealPlans.id, mealId), eq(mealPlans.userId, userId));
  const updated = await db.update(mealPlans).set({ name }).where(own).returning({ id: mealPlans.id });
  if (updated.length === 0) throw notFound(MEAL_NOT_FOUND);
  const [entry] = await selectEntries(db, own);
  return entry;
}

export async function removeMeal(db: Database, userId: number, mealId: number): Promise<void> {
  const removed = await db
    .delete(mealPlans)
    .where(and(eq(mealPlans.id, mealId), eq(mealPlans.userId, userId)))
    .returning({ id: mealPlans.id });
  if (removed.length === 0) throw notFound(MEAL_NOT_FOUND);
}
