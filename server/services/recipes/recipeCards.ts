/**
 * The one place recipes become the wire's RecipeSummaryDto (cards, carousels, lists).
 * Every list endpoint selects ids with its own filter and order, then calls loadRecipeCards.
 */
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AgeGroup, Allergen, Diet } from '../../../contract/constants';
import type { RecipeSummaryDto, TagDto } from '../../../contract/types';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { categories, recipeLibraries, recipes, recipeTags, users, wishlists } from '../../db/schema';
import { tagNames, tagsByName } from './tagNames';

/** `viewerId` may be a placeholder of a prepared statement (recipeDetails.ts). */
export const recipeCardColumns = (viewerId: number | Placeholder | null) => ({
  id: recipes.id,
  recipeCode: recipes.recipeCode,
  recipeName: recipes.recipeName,
  recipeImage: recipes.recipeImage,
  recipeVideo: recipes.recipeVideo,
  libraryId: recipeLibraries.id,
  dietName: recipeLibraries.dietName,
  categoryId: categories.id,
  categoryName: categories.categoryName,
  servingNumber: recipes.servingNumber,
  preparationTime: recipes.preparationTime,
  cookingTime: recipes.cookingTime,
  ageGroup: recipes.ageGroup,
  totalIngredients: recipes.totalIngredients,
  creatorName: users.name,
  views: recipes.views,
  reviewsAvg: recipes.reviewsAvg,
  reviewsCount: recipes.reviewsCount,
  createdAt: recipes.createdAt,
  allergens: recipes.allergens,
  mayContain: recipes.mayContain,
  suitsDiets: recipes.suitsDiets,
  kcalPerServing: recipes.kcalPerServing,
  isWishlisted: viewerId
    ? sql<boolean>`exists (select 1 from ${wishlists} where ${wishlists.recipeId} = ${recipes.id} and ${wishlists.userId} = ${viewerId})`
    : sql<boolean>`false`,
  // In the same query as the card (an index-only read); names come from tagNames.ts.
  tagIds: sql<
    number[]
  >`array(select ${recipeTags.tagId} from ${recipeTags} where ${recipeTags.recipeId} = ${recipes.id})`,
});

export type CardRow = {
  [K in keyof ReturnType<typeof recipeCardColumns>]: ReturnType<typeof recipeCardColumns>[K] extends {
    _: { data: infer D };
  }
    ? D
    : ReturnType<typeof recipeCardColumns>[K] extends SQL<infer T>
      ? T
      : never;
};

export function toRecipeSummary(row: CardRow, tagNames: TagDto[]): RecipeSummaryDto {
  return {
    id: row.id,
    recipe_id: row.recipeCode,
    recipe_name: row.recipeName,
    recipe_image: row.recipeImage,
    recipe_video: row.recipeVideo,
    recipe_library: { id: row.libraryId, diet_name: row.dietName },
    library_name: row.dietName,
    category: { id: row.categoryId, category_name: row.categoryName },
    category_name: row.categoryName,
    serving_number: row.servingNumber,
    preparation_time: row.preparationTime,
    cooking_time: row.cookingTime,
    age_group: row.ageGroup as AgeGroup,
    total_ingredients: row.totalIngredients,
    recipe_creator: row.creatorName,
    views: row.views,
    average_rating: Number(row.reviewsAvg),
    reviews_count: row.reviewsCount,
    is_wishlisted: Boolean(row.isWishlisted),
    created_at: new Date(row.createdAt).toISOString(),
    tag_names: tagNames,
    allergens: row.allergens as Allergen[],
    may_contain: row.mayContain as Allergen[],
    suits_diets: row.suitsDiets as Diet[],
    kcal_per_serving: row.kcalPerServing,
  };
}

/** A select from recipes joined to the category and library each is filed under (what its labels name). */
export function joinFilingTables<Select extends PgSelect>(select: Select) {
  return select
    .innerJoin(categories, eq(categories.id, recipes.categoryId))
    .innerJoin(recipeLibraries, eq(recipeLibraries.id, recipes.recipeLibraryId));
}

/** A select from recipes joined to what a card reads beside them: category, library and creator. */
export function joinCardTables<Select extends PgSelect>(select: Select) {
  return joinFilingTables(select).innerJoin(users, eq(users.id, recipes.userId));
}

/** The base select of recipe cards; add where/order/limit. */
export function selectRecipeCards(db: Database, viewerId: number | Placeholder | null) {
  return joinCardTables(db.select(recipeCardColumns(viewerId)).from(recipes).$dynamic());
}

type CardSelect = ReturnType<typeof selectRecipeCards>;

/** Cards of the rows `narrow` picks (where, order, limit), in its order; each card carries its tags. */
export async function loadRecipeCardsWhere(
  db: Database,
  viewerId: number | null,
  narrow: (select: CardSelect) => CardSelect | Promise<unknown>,
): Promise<RecipeSummaryDto[]> {
  return cardsOfRows(db, (await narrow(selectRecipeCards(db, viewerId))) as CardRow[]);
}

/** Rows of selectRecipeCards (or of a statement prepared from it) as cards, in their order, with their tags. */
export async function cardsOfRows(db: Database, rows: CardRow[]): Promise<RecipeSummaryDto[]> {
  const names = await tagNames(
    db,
    rows.flatMap((row) => row.tagIds),
  );
  return rows.map((row) => toRecipeSummary(row, tagsByName(names, row.tagIds)));
}

/** Loads cards for the given ids, answered in the order of `ids`; each card carries its tags. */
export async function loadRecipeCards(
  db: Database,
  ids: number[],
  viewerId: number | null,
): Promise<RecipeSummaryDto[]> {
  if (ids.length === 0) return [];
  const cards = await loadRecipeCardsWhere(db, viewerId, (select) => select.where(and(inArray(recipes.id, ids))));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
