import type { PlannerWeek } from '@/api/mealPlans';
import type { IsoDate } from '@contract/weeks';

/** The servings a `?servings=` asks for: a whole number from 1 to `max`, else null (ignored). */
export function servingsFromParam(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const servings = Number(value);
  return servings >= 1 && servings <= max ? servings : null;
}

/**
 * The portions the family cooks this recipe for on this week's plan: the meal of `today`, else the
 * next one, else the last one before it. Leftovers are not cooked, so they never count. Null when
 * the recipe is not planned this week (or no meal says how many eat it).
 */
export function plannedPortions(week: PlannerWeek | undefined, recipeId: number, today: IsoDate): number | null {
  const meals = (week ?? [])
    .flatMap((day) => day.meals)
    .filter((meal) => meal.recipe.id === recipeId && !meal.leftoverOf)
    .map((meal) => ({ date: meal.date, portions: meal.cookPortions > 0 ? meal.cookPortions : meal.portions }))
    .filter((meal) => meal.portions > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  const chosen = meals.find((meal) => meal.date >= today) ?? meals[meals.length - 1];
  return chosen ? chosen.portions : null;
}
