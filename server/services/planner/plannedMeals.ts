/**
 * The one meal-plan → recipe → ingredient join: the household's planned meals with their recipe,
 * category and planner, and the ingredient lines of the recipes they plan. The planner's week,
 * the shopping list and the plan's nutrition read the plan through it.
 */
import { and, eq, type SQL } from 'drizzle-orm';
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
