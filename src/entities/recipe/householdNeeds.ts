import type { Allergen, Diet } from '@contract/constants';
import type { Household, Recipe } from '@/api/models';

/** What the household's people may not eat, and the diets every dish must suit. */
export interface HouseholdNeeds {
  allergens: ReadonlySet<Allergen>;
  diets: ReadonlySet<Diet>;
}

/** Every member's allergens and diets together; null when nobody has any (every dish would do). */
export function householdNeeds(household: Pick<Household, 'members'>): HouseholdNeeds | null {
  const allergens = new Set(household.members.flatMap((member) => member.allergens));
  const diets = new Set(household.members.flatMap((member) => member.diets));
  return allergens.size === 0 && diets.size === 0 ? null : { allergens, diets };
}

/**
 * The "Safe for my family" filter's rule (the server's `safe_for=household`): none of the
 * members' allergens, not even as a "may contain" (issue 35: the server leaves those out too),
 * and every member's diet suited.
 */
export function isSafeFor(
  recipe: Pick<Recipe, 'allergens' | 'mayContain' | 'suitsDiets'>,
  needs: HouseholdNeeds,
): boolean {
  const suits = new Set(recipe.suitsDiets);
  return (
    ![...recipe.allergens, ...recipe.mayContain].some((allergen) => needs.allergens.has(allergen)) &&
    [...needs.diets].every((diet) => suits.has(diet))
  );
}
