import { WEEKDAYS } from '@contract/constants';
import { todayIn, weekStartOf, type IsoDate } from '@contract/weeks';
import { mediaUrl } from '@/lib/host';
import type { AppDispatch } from '@/store/hooks';
import { accountApi } from '../account';
import { cmsApi } from '../cms';
import { householdApi } from '../household';
import { mealPlansApi, type PlannerWeek } from '../mealPlans';
import { recipesApi } from '../recipes';
import { shoppingApi } from '../shopping';

/** What the household's week needs kept for a kitchen or a shop with no signal, beyond the plan and the list. */
export interface WeekOfflineNeeds {
  /** Each planned recipe once, in the order of the week. */
  recipeIds: number[];
  /** Each planned recipe's image once, at the one width the offline app keeps (the stored default, 640 px). */
  imageUrls: string[];
}

export function weekOfflineNeeds(week: PlannerWeek): WeekOfflineNeeds {
  const recipeIds = new Set<number>();
  const imageUrls = new Set<string>();
  for (const { meals } of week)
    for (const { recipe } of meals) {
      if (Number.isInteger(recipe.id) && recipe.id > 0) recipeIds.add(recipe.id);
      const image = mediaUrl(recipe.image);
      if (image) imageUrls.add(image);
    }
  return { recipeIds: [...recipeIds], imageUrls: [...imageUrls] };
}

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export interface PrefetchWeekOptions {
  /** How an image is asked for (the service worker keeps it); `fetch` at low priority by default. */
  fetchImage?: (url: string) => Promise<unknown>;
}

/**
 * Asks, through the app's own API layer (the same addresses the pages ask, so the service worker
 * keeps exactly what they will ask offline), for this week's plan and shopping list, the shell's
 * user and categories, every planned recipe's details (the public answer, else the owner's) and
 * its image. One request at a time after the first few: it runs in the background, at low
 * priority. Resolves to what it kept, or null when the week could not be read.
 */
export async function prefetchWeek(
  dispatch: AppDispatch,
  options: PrefetchWeekOptions = {},
): Promise<WeekOfflineNeeds | null> {
  const fetchImage =
    options.fetchImage ?? ((url: string) => fetch(url, { priority: 'low' } as RequestInit).then((r) => r.blob()));
  const once = { subscribe: false, forceRefetch: true } as const;
  const household = await dispatch(householdApi.endpoints.getHousehold.initiate(undefined, once));
  const week: IsoDate = weekStartOf(todayIn(household.data?.timeZone ?? browserTimeZone()));
  const [plan] = await Promise.all([
    dispatch(mealPlansApi.endpoints.getMealPlans.initiate({ week }, once)),
    dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: [...WEEKDAYS], week }, once)),
    dispatch(accountApi.endpoints.getCurrentUser.initiate(undefined, once)),
    dispatch(cmsApi.endpoints.getCategories.initiate(undefined, once)),
  ]);
  if (!plan.data) return null;
  const needs = weekOfflineNeeds(plan.data);
  for (const id of needs.recipeIds) {
    const details = await dispatch(recipesApi.endpoints.getRecipeDetails.initiate(id, once));
    // A private recipe of the family's: only its owner's answer has it.
    if (details.error) await dispatch(recipesApi.endpoints.getMyRecipeDetails.initiate(id, once));
  }
  for (const url of needs.imageUrls) await fetchImage(url).catch(() => undefined);
  return needs;
}
