import { skipToken } from '@reduxjs/toolkit/query';
import { servingsFactor } from '@contract/quantities';
import { todayIn, weekStartOf } from '@contract/weeks';
import { useGetMealPlansQuery } from '@/api/mealPlans';
import type { Recipe } from '@/api/models';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { MAX_SERVINGS_MULTIPLE } from '@/entities/ingredients';
import { plannedPortions, servingsFromParam } from './cookServings';
import { useReplacedParam } from './useReplacedParam';

export interface CookServingsState {
  servings: number;
  /** The recipe's own servings (0 when it does not say: nothing is rescaled then). */
  baseServings: number;
  factor: number;
  min: number;
  max: number;
  /** The servings are the family's portions of this week's plan. */
  planned: boolean;
  setServings: (servings: number) => void;
}

/**
 * The servings the cook view scales to: `?servings=N` (the recipe page's stepper, or this view's),
 * else the family's portions when the recipe is on this week's plan, else the recipe's own.
 * A change is written to the address (replaced, not pushed) so a reload keeps it.
 */
export function useCookServings(recipe: Recipe): CookServingsState {
  const [param, setParam] = useReplacedParam('servings');
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const baseServings = Number.isFinite(recipe.servings) && recipe.servings > 0 ? Math.round(recipe.servings) : 0;
  const limit = baseServings * MAX_SERVINGS_MULTIPLE;
  const asked = servingsFromParam(param, limit);
  // The planner's own cache entry (this week in the browser's zone), so an open planner answers at once.
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const { data: week } = useGetMealPlansQuery(
    isSignedIn && asked === null && baseServings > 0 ? { week: weekStartOf(today) } : skipToken,
  );
  const fromPlan = asked === null ? plannedPortions(week, recipe.id, today) : null;
  const servings = asked ?? fromPlan ?? baseServings;
  return {
    servings,
    baseServings,
    factor: baseServings > 0 ? servingsFactor(servings, baseServings) : 1,
    min: 1,
    max: Math.max(limit, Math.ceil(servings)),
    planned: fromPlan !== null,
    setServings: (next) => setParam(String(next)),
  };
}
