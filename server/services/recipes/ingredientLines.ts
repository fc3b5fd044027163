import { asc, inArray, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recipeIngredients } from '../../db/schema';
import { groupByRecipe } from './groupByRecipe';

/** A recipe's ingredient line as written, with the parts read from it (ingredientParts.ts). */
export interface IngredientLine {
  line: string;
  quantity: number | null;
  quantity2: number | null;
  unit: string | null;
  food: string | null;
  note: string | null;
}

/**
 * The ingredient lines of these recipes (ids, or a subquery answering recipe ids), in each
 * recipe's order, one list per recipe id: the recipe → ingredient half of the meal-plan → recipe
 * → ingredient join (planner/plannedMeals.ts holds the other half).
 */
export async function ingredientLinesOf(
  db: Pick<Database, 'select'>,
  recipeIds: readonly number[] | SQLWrapper,
): Promise<Map<number, IngredientLine[]>> {
  const rows = await db
    .select({
      recipeId: recipeIngredients.recipeId,
      line: recipeIngredients.ingredientName,
      quantity: recipeIngredients.quantity,
      quantity2: recipeIngredients.quantity2,
      unit: recipeIngredients.unit,
      food: recipeIngredients.food,
      note: recipeIngredients.note,
    })
    .from(recipeIngredients)
    .where(inArray(recipeIngredients.recipeId, recipeIds))
    .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position), asc(recipeIngredients.id));
  return groupByRecipe(rows, (row) => ({
    line: row.line,
    quantity: row.quantity,
    quantity2: row.quantity2,
    unit: row.unit,
    food: row.food,
    note: row.note,
  }));
}
