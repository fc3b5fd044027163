import { WEEKDAYS, type Weekday } from '@contract/constants';
import type { Envelope, MealPlanAddDto, MealPlanEntryDto, MealPlanPayload, MealRenamePayload } from '@contract/types';
import { baseApi, type ApiError } from './baseApi';
import { LIST, TAG } from './tags';

/** One planned meal as the planner shows it. `id` is the meal_plan_id that rename and delete use. */
export interface PlannedMeal {
  id: number;
  day: Weekday;
  name: string;
  categoryId: number;
  recipe: { id: number; name: string; image: string };
}

export interface PlannerDay {
  day: Weekday;
  meals: PlannedMeal[];
}

/** The week in SPEC.md §9's order, Saturday first, every day present. */
export type PlannerWeek = PlannerDay[];

export interface AddMealPlanArgs extends MealPlanPayload {
  recipeId: number;
}

type LooseEntry = Partial<MealPlanEntryDto> & { category_id?: number; recipe_id?: number };

/**
 * What a weekday's list holds: a slot (`MealPlanSlotDto`, one category's meals: the API's shape),
 * or, from an older answer, a single meal with no `meals`. Both are read.
 */
type LooseDayItem = LooseEntry & { meals?: LooseEntry[] };

function toPlannedMeal(entry: LooseEntry, day: Weekday, slotCategoryId?: number): PlannedMeal {
  const recipe = entry.recipe;
  return {
    id: Number(entry.meal_plan_id ?? entry.id),
    day,
    name: entry.name || recipe?.recipe_name || '',
    categoryId: Number(slotCategoryId ?? entry.category?.id ?? entry.category_id ?? 0),
    recipe: {
      id: Number(recipe?.id ?? entry.recipe_id ?? 0),
      name: recipe?.recipe_name ?? entry.name ?? '',
      image: recipe?.recipe_image ?? '',
    },
  };
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** A slot's meals go to the slot's category; a flat meal keeps its own. */
function toPlannedMeals(item: LooseDayItem, day: Weekday): PlannedMeal[] {
  if (!Array.isArray(item.meals)) return [toPlannedMeal(item, day)];
  const slotCategoryId = item.category?.id ?? item.category_id;
  return item.meals.filter(isObject).map((meal) => toPlannedMeal(meal, day, slotCategoryId));
}

const asWeekday = (value: unknown): Weekday | undefined => {
  const day = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (WEEKDAYS as readonly string[]).includes(day) ? (day as Weekday) : undefined;
};

/**
 * SPEC.md §3: entries are grouped by lowercase weekday name, each day holding one slot per
 * category with its `meals` (flat meals of an older answer are read too). Keys are read
 * case-insensitively (a 'Tuesday' key joins 'tuesday'), and the week always comes back Saturday
 * to Friday, each day's meals flat in the order they came.
 */
export function toPlannerWeek(grouped: Partial<Record<string, LooseDayItem[]>> | null | undefined): PlannerWeek {
  const byDay = new Map<Weekday, PlannedMeal[]>(WEEKDAYS.map((day) => [day, []]));
  for (const [key, items] of Object.entries(grouped ?? {})) {
    const day = asWeekday(key);
    if (!day || !Array.isArray(items)) continue;
    byDay.get(day)!.push(...items.filter(isObject).flatMap((item) => toPlannedMeals(item, day)));
  }
  return WEEKDAYS.map((day) => ({ day, meals: byDay.get(day)! }));
}

/** The shopping list is made from the planned meals: adding or removing one changes it. */
const SHOPPING_LIST = { type: TAG.ShoppingList, id: LIST } as const;

const mealTags = (week: PlannerWeek | undefined) => [
  { type: TAG.MealPlan, id: LIST },
  ...(week?.flatMap(({ meals }) => meals.map((meal) => ({ type: TAG.MealPlan, id: meal.id }))) ?? []),
];

export const mealPlansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMealPlans: build.query<PlannerWeek, void>({
      query: () => '/get-meal-plans',
      transformResponse: (response: Envelope<Record<string, LooseDayItem[]>>) => toPlannerWeek(response.data),
      providesTags: mealTags,
    }),
    /** SPEC.md §4: the add succeeds only when the answer carries at least one meal. */
    addMealPlan: build.mutation<{ message: string }, AddMealPlanArgs>({
      async queryFn({ recipeId, day, category_id }, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: `/meal-plans/${recipeId}`, method: 'POST', body: { day, category_id } });
        if (result.error) return { error: result.error as ApiError };
        const response = result.data as Envelope<Partial<MealPlanAddDto> | null>;
        const meals = response?.data?.meals;
        if (!Array.isArray(meals) || meals.length === 0) {
          const error: ApiError = { status: 'CUSTOM_ERROR', message: response?.message || '' };
          return { error };
        }
        return { data: { message: response.message } };
      },
      // A 409 (already in that slot, e.g. planned from another tab) means the cached week is
      // stale: refreshed, the dialog then shows its 'already in your plan' warning.
      invalidatesTags: (result, error) =>
        result || (error as ApiError | undefined)?.status === 409
          ? [{ type: TAG.MealPlan, id: LIST }, SHOPPING_LIST]
          : [],
    }),
    renameMeal: build.mutation<{ message: string }, { id: number } & MealRenamePayload>({
      query: ({ id, name }) => ({ url: `/meal-update/${id}`, method: 'POST', body: { name } }),
      transformResponse: (response: Envelope<unknown>) => ({ message: response.message }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: TAG.MealPlan, id }]),
    }),
    deleteMeal: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/meal/${id}`, method: 'DELETE' }),
      transformResponse: (response: Envelope<unknown>) => ({ message: response.message }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: TAG.MealPlan, id }, SHOPPING_LIST]),
    }),
  }),
});

export const { useGetMealPlansQuery, useAddMealPlanMutation, useRenameMealMutation, useDeleteMealMutation } =
  mealPlansApi;
