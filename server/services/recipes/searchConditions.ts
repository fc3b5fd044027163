/**
 * The filters a search's words became (searchIntent.ts) as conditions on recipes: free from
 * allergens (recipes.allergens, and recipes.may_contain: issue 35) or foods, diets (what the ingredients suit, or the library the
 * cook filed the recipe in), total time, and the foods it must use (recipes.food_shares).
 */
import { arrayContains, arrayOverlaps, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { recipeLibraries, recipes } from '../../db/schema';
import { usesCondition } from './foodShares';
import type { SearchIntent } from './searchIntent';
import { foodMatchQuery } from './searchQuery';

/** Libraries whose name reads as this key ('Gluten-Free' → 'glutenfree'), as labelKey writes it. */
const librariesKeyed = (key: string) =>
  sql`(select ${recipeLibraries.id} from ${recipeLibraries}
       where regexp_replace(lower(${recipeLibraries.dietName}), '[^a-z0-9]+', '', 'g') = ${key})`;

/** A recipe's total time: preparation and cooking, in minutes. */
export const totalMinutes = sql`(${recipes.preparationTime} + ${recipes.cookingTime})`;

export function intentConditions(intent: SearchIntent): SQL[] {
  const conditions: SQL[] = [];
  // Free from an allergen is free from its "may contain" too: a parent of an allergic child avoids both.
  if (intent.freeFromAllergens.length > 0)
    conditions.push(
      not(arrayOverlaps(recipes.allergens, [...intent.freeFromAllergens])),
      not(arrayOverlaps(recipes.mayContain, [...intent.freeFromAllergens])),
    );
  for (const food of intent.withoutFoods)
    conditions.push(sql`not (${recipes.searchVector} @@ to_tsquery('english', ${foodMatchQuery(food)}::text))`);
  for (const diet of intent.diets)
    conditions.push(
      or(
        arrayContains(recipes.suitsDiets, [diet]),
        inArray(recipes.recipeLibraryId, librariesKeyed(diet.replace(/-/g, ''))),
      )!,
    );
  for (const key of intent.libraryDiets) conditions.push(inArray(recipes.recipeLibraryId, librariesKeyed(key)));
  if (intent.maxMinutes !== null) conditions.push(sql`${totalMinutes} <= ${intent.maxMinutes}`);
  if (intent.uses.length > 0) conditions.push(usesCondition(intent.uses));
  return conditions;
}
