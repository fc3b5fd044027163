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

function toPlannedMeal(entry: LooseEntry, day: Weekday): PlannedMeal {
  const recipe = entry.recipe;
  return {
    id: Number(entry.meal_plan_id ?? entry.id),
    day,
    name: entry.name ?? recipe?.recipe_name ?? '',
    categoryId: Number(entry.category?.id ?? entry.category_id ?? 0),
    recipe: {
      id: Number(recipe?.id ?? entry.recipe_id ?? 0),
      name: recipe?.recipe_name ?? entry.name ?? '',
      image: recipe?.recipe_image ?? '',
    },
  };
}

const asWeekday = (value: unknown): Weekday | undefined => {
  const day = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (WEEKDAYS as readonly string[]).includes(day) ? (day as Weekday) : undefined;
};

/**
 * SPEC.md §3: entries are grouped by lowercase weekday name. Keys are read case-insensitively
 * (a 'Tuesday' key joins 'tuesday'), and the week always comes back Saturday to Friday.
 */
export function toPlannerWeek(grouped: Partial<Record<string, LooseEntry[]>> | null | undefined): PlannerWeek {
  const byDay = new Map<Weekday, PlannedMeal[]>(WEEKDAYS.map((day) => [day, []]));
  for (const [key, entries] of Object.entries(grouped ?? {})) {
    const day = asWeekday(key);
    if (!day || !Array.isArray(entries)) continue;
    byDay.get(day)!.push(...entries.map((entry) => toPlannedMeal(entry, day)));
  }
  return WEEKDAYS.map((day) => ({ day, meals: byDay.get(day)! }));
}

const mealTags = (week: PlannerWeek | undefined) => [
  { type: TAG.MealPlan, id: LIST },
  ...(week?.flatMap(({ meals }) => meals.map((meal) => ({ type: TAG.MealPlan, id: meal.id }))) ?? []),
];

export const mealPlansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMealPlans: build.query<PlannerWeek, void>({
      query: () => '/get-meal-plans',
      transformResponse: (response: Envelope<Record<string, LooseEntry[]>>) => toPlannerWeek(response.data),
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
      invalidatesTags: (result) => (result ? [{ type: TAG.MealPlan, id: LIST }] : []),
    }),
    renameMeal: build.mutation<{ message: string }, { id: number } & MealRenamePayload>({
      query: ({ id, name }) => ({ url: `/meal-update/${id}`, method: 'POST', body: { name } }),
      transformResponse: (response: Envelope<unknown>) => ({ message: response.message }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: TAG.MealPlan, id }]),
    }),
    deleteMeal: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/meal/${id}`, method: 'DELETE' }),
      transformResponse: (response: Envelope<unknown>) => ({ message: response.message }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: TAG.MealPlan, id }]),
    }),
  }),
});

export const { useGetMealPlansQuery, useAddMealPlanMutation, useRenameMealMutation, useDeleteMealMutation } =
  mealPlansApi;
