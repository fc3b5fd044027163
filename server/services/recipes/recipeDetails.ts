/**
 * A recipe as its details page reads it: the card plus ingredients and instructions (in
 * position order), tags, nutrition and resource link. Small queries, run together.
 */
import { asc, eq } from 'drizzle-orm';
import { bannerImagePath } from '../../../contract/media';
import type { RecipeDetailDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { recipeIngredients, recipeInstructions, recipes } from '../../db/schema';
import { recipeDietary } from '../foods/dietary';
import { loadRecipeCards } from './recipeCards';

/** Null when the recipe does not exist, or when `ownerId` is given and someone else owns it. */
export async function loadRecipeDetail(
  db: Database,
  recipeId: number,
  options: { viewerId: number | null; ownerId?: number },
): Promise<RecipeDetailDto | null> {
  const [cards, [extra], ingredientRows, instructionRows] = await Promise.all([
    loadRecipeCards(db, [recipeId], options.viewerId),
    db
      .select({
        userId: recipes.userId,
        nutritionInfo: recipes.nutritionInfo,
        resourceLink: recipes.resourceLink,
        nutrition: recipes.nutrition,
      })
      .from(recipes)
      .where(eq(recipes.id, recipeId)),
    db
      .select({
        id: recipeIngredients.id,
        ingredient_name: recipeIngredients.ingredientName,
        quantity: recipeIngredients.quantity,
        quantity2: recipeIngredients.quantity2,
        unit: recipeIngredients.unit,
        food: recipeIngredients.food,
        note: recipeIngredients.note,
        item: recipeIngredients.item,
      })
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, recipeId))
      .orderBy(asc(recipeIngredients.position), asc(recipeIngredients.id)),
    db
      .select({ id: recipeInstructions.id, step: recipeInstructions.step })
      .from(recipeInstructions)
      .where(eq(recipeInstructions.recipeId, recipeId))
      .orderBy(asc(recipeInstructions.position), asc(recipeInstructions.id)),
  ]);
  const card = cards[0];
  if (!card || !extra) return null;
  if (options.ownerId !== undefined && extra.userId !== options.ownerId) return null;
  const dietary = recipeDietary(ingredientRows.map((row) => row.ingredient_name));
  return {
    ...card,
    ingredients: ingredientRows,
    instructions: instructionRows,
    nutrition_info: extra.nutritionInfo,
    resource_link: extra.resourceLink,
    tags: card.tag_names,
    recipe_banner_image: bannerImagePath(card.recipe_image),
    allergen_sources: dietary.allergens.map((source) => ({ allergen: source.allergen, ingredients: source.lines })),
    unread_ingredients: dietary.unread,
    nutrition_per_serving: extra.nutrition ?? null,
  };
}

/** The name of the recipe with this public code (e.g. "FC-000042"), or null. */
export async function recipeNameByCode(db: Database, code: string): Promise<string | null> {
  const normalised = code.trim().toUpperCase();
  if (!/^FC-\d{1,12}$/.test(normalised)) return null;
  const [row] = await db
    .select({ name: recipes.recipeName })
    .from(recipes)
    .where(eq(recipes.recipeCode, normalised))
    .limit(1);
  return row?.name ?? null;
}
