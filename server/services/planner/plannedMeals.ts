/**
 * The one meal-plan → recipe → ingredient join: the household's planned meals with their recipe,
 * category and planner, the ingredient lines of the recipes they plan, and the meals their
 * leftovers link them to. The planner's week, the shopping list, the plan's nutrition and the
 * calendar feed read the plan through it.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, mealPlans, recipes, users } from '../../db/schema';
import { ingredientLinesOf, type IngredientLine } from '../recipes/ingredientLines';

/**
 * The household's meals matching `where`, each with its recipe, its category and who planned it;
 * the caller adds the order. Every week's meals are in the table: a caller wanting one week puts
 * `inWeek(start)` (plannerWeek.ts) in `where`.
 */
export function plannedMeals(db: Database, householdId: number, where: SQL | undefined) {
  return db
    .select({
      id: mealPlans.id,
      /** The Saturday its week starts on (issue 38); with `day`, the meal's date. */
      weekStart: mealPlans.weekStart,
      day: mealPlans.day,
      name: mealPlans.name,
      memberIds: mealPlans.memberIds,
      /** A leftover: the cooked meal it eats the rest of (it buys nothing itself); else null. */
      leftoverOf: mealPlans.leftoverOf,
      /** When it was planned (the calendar event's stamp). */
      createdAt: mealPlans.createdAt,
      plannedBy: users.name,
      recipeId: recipes.id,
      recipeName: recipes.recipeName,
      recipeImage: recipes.recipeImage,
      servingNumber: recipes.servingNumber,
      /** The recipe's estimate per serving; null when nothing of it could be matched. */
      nutrition: recipes.nutrition,
      categoryId: categories.id,
      categoryName: categories.categoryName,
      categoryPosition: categories.position,
    })
    .from(mealPlans)
    .innerJoin(recipes, eq(recipes.id, mealPlans.recipeId))
    .innerJoin(categories, eq(categories.id, mealPlans.categoryId))
    .innerJoin(users, eq(users.id, mealPlans.userId))
    .where(and(eq(mealPlans.householdId, householdId), where));
}

/** The ingredient lines of the recipes of the household's meals matching `where`, per recipe id. */
export function linesOfPlannedRecipes(
  db: Database,
  householdId: number,
  where: SQL | undefined,
): Promise<Map<number, IngredientLine[]>> {
  const planned = db
    .select({ recipeId: mealPlans.recipeId })
    .from(mealPlans)
    .where(and(eq(mealPlans.householdId, householdId), where));
  return ingredientLinesOf(db, planned);
}

/** The household's meals matching `condition`, each with its category (its place in the plan). */
function linkedMeals(db: Database, householdId: number, condition: SQL) {
  return db
    .select({
      id: mealPlans.id,
      weekStart: mealPlans.weekStart,
      day: mealPlans.day,
      leftoverOf: mealPlans.leftoverOf,
      memberIds: mealPlans.memberIds,
      categoryId: categories.id,
      categoryName: categories.categoryName,
      categoryPosition: categories.position,
    })
    .from(mealPlans)
    .innerJoin(categories, eq(categories.id, mealPlans.categoryId))
    .where(and(eq(mealPlans.householdId, householdId), condition));
}

/** A meal another one points to (a leftover's cooked meal, a cooked meal's leftover), with its place in the plan. */
export type LinkedMeal = Awaited<ReturnType<typeof linkedMeals>>[number];

/** The ids (`column`: `id`, or `leftover_of`) of the household's meals matching `where`, as a subquery. */
const idsOfPlanned = (
  db: Database,
  householdId: number,
  where: SQL | undefined,
  column: typeof mealPlans.id | typeof mealPlans.leftoverOf,
) =>
  db
    .select({ id: column })
    .from(mealPlans)
    .where(and(eq(mealPlans.householdId, householdId), where));

/**
 * The cooked meals of the leftovers among the household's meals matching `where`, in whichever
 * week they fall. A planner week wanting both directions asks this (read by id) and
 * leftoversOfMeals (read by `leftover_of`): two indexed reads rather than one with OR, which
 * PostgreSQL would answer by reading every week of the household's plan.
 */
export function cookedMealsOfLeftovers(
  db: Database,
  householdId: number,
  where: SQL | undefined,
): Promise<LinkedMeal[]> {
  return linkedMeals(
    db,
    householdId,
    inArray(mealPlans.id, idsOfPlanned(db, householdId, where, mealPlans.leftoverOf)),
  );
}

/** The leftovers of the household's meals matching `where`, in whichever week they fall (read by `leftover_of`). */
export function leftoversOfMeals(db: Database, householdId: number, where: SQL | undefined): Promise<LinkedMeal[]> {
  return linkedMeals(
    db,
    householdId,
    inArray(mealPlans.leftoverOf, idsOfPlanned(db, householdId, where, mealPlans.id)),
  );
}
