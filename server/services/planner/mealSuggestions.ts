/**
 * "Fill this slot" (issue 19): recipes of the slot's category that everyone eating can have (no
 * allergen of theirs, every diet of theirs suited, no food one of them dislikes), those made for
 * their age groups first, then the best rated. Recipes already in the slot are left out.
 */
import { and, arrayContains, arrayOverlaps, desc, eq, not, notInArray, sql, type SQL } from 'drizzle-orm';
import { MEAL_SUGGESTIONS_MAX, type AgeGroup, type MemberAgeGroup, type Weekday } from '../../../contract/constants';
import type { RecipeSummaryDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { mealPlans, recipeIngredients, recipes } from '../../db/schema';
import { householdIdOf, memberRows, namedMembers } from '../household/household';
import { loadRecipeCards } from '../recipes/recipeCards';
import { attendeesOf } from './mealPeople';

/** Recipes are labelled with the product's four age groups; a child eats what is made for teens. */
const RECIPE_AGE_GROUP: Readonly<Record<MemberAgeGroup, AgeGroup>> = {
  child: 'teen',
  teen: 'teen',
  adult: 'adult',
  'middle-adulthood': 'middle-adulthood',
  'senior-adult': 'senior-adult',
};

export interface SuggestionRequest {
  categoryId: number | null;
  day: Weekday | null;
  /** Undefined: the whole household. */
  memberIds: readonly number[] | undefined;
}

export async function suggestMeals(
  db: Database,
  userId: number,
  request: SuggestionRequest,
): Promise<RecipeSummaryDto[]> {
  const householdId = await householdIdOf(db, userId);
  const named = await namedMembers(db, householdId, request.memberIds);
  const eating = attendeesOf(named, await memberRows(db, householdId));
  const allergens = [...new Set(eating.flatMap((member) => member.allergens))];
  const diets = [...new Set(eating.flatMap((member) => member.diets))];
  const dislikes = [...new Set(eating.flatMap((member) => member.dislikes))];

  const conditions: SQL[] = [];
  if (request.categoryId !== null) conditions.push(eq(recipes.categoryId, request.categoryId));
  if (allergens.length > 0) conditions.push(not(arrayOverlaps(recipes.allergens, allergens)));
  if (diets.length > 0) conditions.push(arrayContains(recipes.suitsDiets, diets));
  if (dislikes.length > 0)
    conditions.push(
      sql`not exists (select 1 from ${recipeIngredients} where ${recipeIngredients.recipeId} = ${recipes.id} and ${recipeIngredients.food} in ${dislikes})`,
    );
  if (request.day !== null && request.categoryId !== null)
    conditions.push(
      notInArray(
        recipes.id,
        db
          .select({ id: mealPlans.recipeId })
          .from(mealPlans)
          .where(
            and(
              eq(mealPlans.householdId, householdId),
              eq(mealPlans.day, request.day),
              eq(mealPlans.categoryId, request.categoryId),
            ),
          ),
      ),
    );
  // How many of the people eating the recipe is made for: one point per person.
  const ageGroups = eating.map((member) => RECIPE_AGE_GROUP[member.ageGroup as MemberAgeGroup] ?? 'adult');
  const ageMatch =
    ageGroups.length > 0
      ? sql`(${sql.join(
          ageGroups.map((group) => sql`(${recipes.ageGroup} = ${group})::int`),
          sql` + `,
        )})`
      : sql`0`;
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(...conditions))
    .orderBy(desc(ageMatch), desc(recipes.reviewsAvg), desc(recipes.views), desc(recipes.id))
    .limit(MEAL_SUGGESTIONS_MAX);
  return loadRecipeCards(
    db,
    rows.map((row) => row.id),
    userId,
  );
}
