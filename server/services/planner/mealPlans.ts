/**
 * The household's weekly meal plan, shared by its accounts: meals by weekday, then by category
 * (slots), each with who eats it (issue 19).
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { WEEKDAYS, type Weekday } from '../../../contract/constants';
import { ERRORS, PLANNER } from '../../../contract/messages';
import type { MealConflictDto, MealPlanEntryDto, MealPlanSlotDto, MealPlanWeekDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { categories, households, mealPlans, recipes } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { householdIdOf, memberRows, namedMembers } from '../household/household';
import { ingredientLinesOf, type IngredientLine } from '../recipes/ingredientLines';
import { attendeesOf, conflictsOf, portionsOf, toAttendeeDto } from './mealPeople';
import { linesOfPlannedRecipes, plannedMeals } from './plannedMeals';

const MEAL_NOT_FOUND = 'Meal plan not found';

const textOf = (lines: readonly IngredientLine[] | undefined) => (lines ?? []).map((line) => line.line);

/** The household's entries matching `where`, each with who eats it, how much, and what clashes. */
async function selectEntries(db: Database, householdId: number, where: SQL | undefined): Promise<MealPlanEntryDto[]> {
  // Meals, people and the planned recipes' lines (what conflicts are read from) at once.
  const [rows, members, lines] = await Promise.all([
    plannedMeals(db, householdId, where).orderBy(
      asc(categories.position),
      asc(categories.id),
      asc(mealPlans.createdAt),
      asc(mealPlans.id),
    ),
    memberRows(db, householdId),
    linesOfPlannedRecipes(db, householdId, where),
  ]);
  return rows.map((row) => {
    const attendees = attendeesOf(row.memberIds, members);
    return {
      id: row.id,
      meal_plan_id: row.id,
      day: row.day as Weekday,
      name: row.name,
      recipe: {
        id: row.recipeId,
        recipe_name: row.recipeName,
        recipe_image: row.recipeImage,
        serving_number: row.servingNumber,
      },
      category: { id: row.categoryId, category_name: row.categoryName },
      attendees: attendees.map(toAttendeeDto),
      whole_household: row.memberIds === null,
      portions: portionsOf(attendees),
      conflicts: conflictsOf(textOf(lines.get(row.recipeId)), attendees),
      planned_by: row.plannedBy,
    };
  });
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
  for (const entry of await selectEntries(db, await householdIdOf(db, userId), undefined)) {
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
  /** Who eats it; undefined: the whole household. */
  memberIds?: number[];
}

export interface AddMealResult {
  /** The household's entries of that day and category, the new one included. */
  meals: MealPlanEntryDto[];
  categoryName: string;
}

/** 'Tuesday dinner': how a planner slot is named in messages. */
export const slotName = (day: Weekday, categoryName: string) =>
  `${day.charAt(0).toUpperCase()}${day.slice(1)} ${categoryName.toLowerCase()}`;

/**
 * Adds a recipe to the household's slot (day and category) once: the same recipe twice in one
 * slot is refused with 409. The household's row is locked for the check and the insert, so two
 * identical adds at the same moment, by one parent or two, make one entry (no unique index:
 * existing plans may hold duplicates).
 */
export async function addMeal(
  db: Database,
  userId: number,
  recipeId: number,
  input: AddMealInput,
): Promise<AddMealResult> {
  const [recipe] = await db.select({ name: recipes.recipeName }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  if (!recipe) throw notFound(ERRORS.recipeNotFound);
  const [category] = await db
    .select({ name: categories.categoryName })
    .from(categories)
    .where(eq(categories.id, input.categoryId))
    .limit(1);
  if (!category)
    throw invalid({
      category_id: ['The selected category does not exist.'],
    });

  const householdId = await householdIdOf(db, userId);
  const memberIds = await namedMembers(db, householdId, input.memberIds);
  const inSlot = and(eq(mealPlans.day, input.day), eq(mealPlans.categoryId, input.categoryId));
  await db.transaction(async (tx) => {
    await tx.select({ id: households.id }).from(households).where(eq(households.id, householdId)).for('update');
    const [planned] = await tx
      .select({ id: mealPlans.id })
      .from(mealPlans)
      .where(and(eq(mealPlans.householdId, householdId), inSlot, eq(mealPlans.recipeId, recipeId)))
      .limit(1);
    if (planned) throw conflict(PLANNER.alreadyPlanned(recipe.name, slotName(input.day, category.name)));
    await tx.insert(mealPlans).values({
      userId,
      householdId,
      memberIds,
      recipeId,
      categoryId: input.categoryId,
      day: input.day,
      name: recipe.name,
    });
  });
  return { meals: await selectEntries(db, householdId, inSlot), categoryName: category.name };
}

/** Another household's entry answers 404, the same as a missing one, so ids reveal nothing. */
export async function renameMeal(
  db: Database,
  userId: number,
  mealId: number,
  name: string,
): Promise<MealPlanEntryDto> {
  const householdId = await householdIdOf(db, userId);
  const own = and(eq(mealPlans.id, mealId), eq(mealPlans.householdId, householdId));
  const updated = await db.update(mealPlans).set({ name }).where(own).returning({ id: mealPlans.id });
  if (updated.length === 0) throw notFound(MEAL_NOT_FOUND);
  const [entry] = await selectEntries(db, householdId, eq(mealPlans.id, mealId));
  return entry;
}

export async function removeMeal(db: Database, userId: number, mealId: number): Promise<void> {
  const householdId = await householdIdOf(db, userId);
  const removed = await db
    .delete(mealPlans)
    .where(and(eq(mealPlans.id, mealId), eq(mealPlans.householdId, householdId)))
    .returning({ id: mealPlans.id });
  if (removed.length === 0) throw notFound(MEAL_NOT_FOUND);
}

/** Who eats a planned meal: the named people of the household, at least one. */
export async function setAttendees(
  db: Database,
  userId: number,
  mealId: number,
  memberIds: readonly number[],
): Promise<MealPlanEntryDto> {
  const householdId = await householdIdOf(db, userId);
  const own = and(eq(mealPlans.id, mealId), eq(mealPlans.householdId, householdId));
  const [meal] = await db.select({ id: mealPlans.id }).from(mealPlans).where(own);
  if (!meal) throw notFound(MEAL_NOT_FOUND);
  const named = await namedMembers(db, householdId, memberIds);
  const updated = await db.update(mealPlans).set({ memberIds: named }).where(own).returning({ id: mealPlans.id });
  if (updated.length === 0) throw notFound(MEAL_NOT_FOUND);
  const [entry] = await selectEntries(db, householdId, eq(mealPlans.id, mealId));
  return entry;
}

/** What a recipe would clash with if the named people (the whole household when none) ate it. */
export async function recipeConflicts(
  db: Database,
  userId: number,
  recipeId: number,
  memberIds: readonly number[] | undefined,
): Promise<MealConflictDto[]> {
  const householdId = await householdIdOf(db, userId);
  const [recipe] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId));
  if (!recipe) throw notFound(ERRORS.recipeNotFound);
  const named = await namedMembers(db, householdId, memberIds);
  const [members, lines] = await Promise.all([memberRows(db, householdId), ingredientLinesOf(db, [recipeId])]);
  return conflictsOf(textOf(lines.get(recipeId)), attendeesOf(named, members));
}
