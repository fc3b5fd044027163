/** Writes the catalogue: categories, diet libraries, tags and the recipes with their ingredients, steps and tags. */
import { sql } from 'drizzle-orm';
import { ingredientParts } from '../services/recipes/ingredientParts';
import { buildSearchDocument } from '../services/recipes/searchDocument';
import { recipeCode } from '../services/recipes/recipeWrites';
import {
  categories,
  recipeIngredients,
  recipeInstructions,
  recipeLibraries,
  recipes,
  recipeTags,
  tags,
} from '../db/schema';
import { CATEGORY_NAMES, LIBRARIES, TAG_NAMES, type CategoryName, type CookKey, type TagName } from './catalogData';
import { RECIPES_BY_LIBRARY, type RecipeSeed } from './recipes';
import { daysBefore, inBatches, type SeedContext } from './seedContext';

export interface SeededRecipe {
  id: number;
  seed: RecipeSeed;
  creatorId: number;
  categoryId: number;
  createdAt: Date;
  views: number;
}

export interface SeededCatalog {
  categoryIds: Map<CategoryName, number>;
  recipes: SeededRecipe[];
}

async function insertNamedRows(context: SeedContext, libraryImages: Map<string, string>) {
  const categoryRows = await context.tx
    .insert(categories)
    .values(CATEGORY_NAMES.map((categoryName, position) => ({ categoryName, position })))
    .returning({ id: categories.id, name: categories.categoryName });
  const libraryRows = await context.tx
    .insert(recipeLibraries)
    .values(
      LIBRARIES.map((library, position) => ({
        dietName: library.dietName,
        image: libraryImages.get(library.dietName)!,
        position,
      })),
    )
    .returning({ id: recipeLibraries.id, name: recipeLibraries.dietName });
  const tagRows = await context.tx
    .insert(tags)
    .values(TAG_NAMES.map((tagName) => ({ tagName })))
    .returning({ id: tags.id, name: tags.tagName });
  const idsByName = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.name, row.id]));
  return {
    categoryIds: idsByName(categoryRows) as Map<CategoryName, number>,
    libraryIds: idsByName(libraryRows),
    tagIds: idsByName(tagRows) as Map<TagName, number>,
  };
}

/** Recipe ids are drawn first because the public code embeds the id, as recipeWrites does. */
async function reserveRecipeIds(context: SeedContext, count: number): Promise<number[]> {
  const rows = await context.tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('recipes', 'id'))::int` })
    .from(sql`generate_series(1, ${count}) as reserved`);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export async function insertCatalog(
  context: SeedContext,
  cookIds: Map<CookKey, number>,
  libraryImages: Map<string, string>,
  recipeImages: Map<string, string>,
): Promise<SeededCatalog> {
  const { categoryIds, libraryIds, tagIds } = await insertNamedRows(context, libraryImages);
  const entries = RECIPES_BY_LIBRARY.flatMap((group) =>
    group.recipes.map((seed) => ({ seed, libraryName: group.library })),
  );
  // Interleave the libraries so the newest recipes on the site are not all from one diet.
  entries.sort((a, b) => a.seed.name.localeCompare(b.seed.name));
  const ids = await reserveRecipeIds(context, entries.length);

  const seeded: SeededRecipe[] = entries.map(({ seed }, index) => ({
    id: ids[index],
    seed,
    creatorId: cookIds.get(seed.creator)!,
    categoryId: categoryIds.get(seed.category)!,
    createdAt: daysBefore(context.now, 150 - index * 2.6 - context.random.next()),
    views: context.random.between(20, 2000),
  }));

  await context.tx.insert(recipes).values(
    seeded.map((recipe, index) => ({
      id: recipe.id,
      recipeCode: recipeCode(recipe.id),
      userId: recipe.creatorId,
      recipeName: recipe.seed.name,
      recipeImage: recipeImages.get(recipe.seed.name)!,
      categoryId: recipe.categoryId,
      recipeLibraryId: libraryIds.get(entries[index].libraryName)!,
      ageGroup: recipe.seed.ageGroup,
      servingNumber: recipe.seed.servings,
      preparationTime: recipe.seed.prepMinutes,
      cookingTime: recipe.seed.cookMinutes,
      nutritionInfo: recipe.seed.nutrition,
      resourceLink: recipe.seed.resourceLink ?? null,
      totalIngredients: recipe.seed.ingredients.length,
      views: recipe.views,
      ...buildSearchDocument({
        libraryName: entries[index].libraryName,
        categoryName: recipe.seed.category,
        tags: recipe.seed.tags,
        ageGroup: recipe.seed.ageGroup,
        ingredients: recipe.seed.ingredients,
        servingNumber: recipe.seed.servings,
      }),
      createdAt: recipe.createdAt,
      updatedAt: recipe.createdAt,
    })),
  );

  const ingredientRows = seeded.flatMap((recipe) =>
    recipe.seed.ingredients.map((ingredientName, position) => ({
      recipeId: recipe.id,
      position,
      ingredientName,
      ...ingredientParts(ingredientName),
    })),
  );
  const instructionRows = seeded.flatMap((recipe) =>
    recipe.seed.steps.map((step, position) => ({ recipeId: recipe.id, position, step })),
  );
  const tagRows = seeded.flatMap((recipe) =>
    recipe.seed.tags.map((tag) => ({ recipeId: recipe.id, tagId: tagIds.get(tag)! })),
  );
  for (const batch of inBatches(ingredientRows)) await context.tx.insert(recipeIngredients).values(batch);
  for (const batch of inBatches(instructionRows)) await context.tx.insert(recipeInstructions).values(batch);
  for (const batch of inBatches(tagRows)) await context.tx.insert(recipeTags).values(batch);

  return { categoryIds, recipes: seeded };
}
