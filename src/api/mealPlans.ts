import { ALLERGENS, DIETS, WEEKDAYS, type Allergen, type Diet, type Weekday } from '@contract/constants';
import { MEAL_PEOPLE } from '@contract/messages';
import type {
  Envelope,
  MealAttendeeDto,
  MealAttendeesPayload,
  MealConflictDto,
  MealPlanAddDto,
  MealPlanEntryDto,
  MealPlanPayload,
  MealRenamePayload,
  RecipeSummaryDto,
} from '@contract/types';
import { baseApi, type ApiError } from './baseApi';
import { toRecipe } from './mappers';
import type { RecipeCarrier } from './models';
import { LIST, TAG, TAG_ID } from './tags';

/** Someone of the household eating a planned meal, and how many adult servings they eat. */
export interface MealAttendee {
  memberId: number;
  name: string;
  portion: number;
}

/**
 * Why a meal does not suit someone eating it: one allergen, diet or disliked food, and the
 * recipe's food that causes it ('peanut butter').
 */
export type MealConflict = { memberId: number; memberName: string; food: string } & (
  { kind: 'allergen'; allergen: Allergen } | { kind: 'diet'; diet: Diet } | { kind: 'dislike'; dislike: string }
);

/** One planned meal as the planner shows it. `id` is the meal_plan_id that rename and delete use. */
export interface PlannedMeal {
  id: number;
  day: Weekday;
  name: string;
  categoryId: number;
  recipe: { id: number; name: string; image: string; servingNumber: number };
  /** Who eats it, in household order ([] from an answer that does not say). */
  attendees: MealAttendee[];
  /** Planned for the whole household: people added later eat it too. */
  wholeHousehold: boolean;
  /** The attendees' portions added up (adult servings). */
  portions: number;
  conflicts: MealConflict[];
  /** The name of the account that planned it. */
  plannedBy: string;
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

export interface SetMealAttendeesArgs extends MealAttendeesPayload {
  /** The meal_plan_id. */
  id: number;
}

export interface MealConflictsArgs {
  recipeId: number;
  /** Absent: the whole household. */
  memberIds?: number[];
}

export interface MealSuggestionsArgs {
  categoryId: number;
  day: Weekday;
  /** Absent: the whole household. */
  memberIds?: number[];
}

/** Suggested recipes, in the server's order; they feed the normalised recipes cache too. */
export interface MealSuggestions extends RecipeCarrier {
  ids: number[];
}

type LooseEntry = Partial<Omit<MealPlanEntryDto, 'attendees' | 'conflicts' | 'recipe'>> & {
  category_id?: number;
  recipe_id?: number;
  recipe?: Partial<MealPlanEntryDto['recipe']>;
  attendees?: unknown;
  conflicts?: unknown;
};

/**
 * What a weekday's list holds: a slot (`MealPlanSlotDto`, one category's meals: the API's shape),
 * or, from an older answer, a single meal with no `meals`. Both are read.
 */
type LooseDayItem = LooseEntry & { meals?: LooseEntry[] };

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

const finiteOr = (value: unknown, fallback: number) => {
  const number = Number(value);
  return value !== null && value !== '' && Number.isFinite(number) ? number : fallback;
};

const isAllergen = (value: unknown): value is Allergen => (ALLERGENS as readonly unknown[]).includes(value);
const isDiet = (value: unknown): value is Diet => (DIETS as readonly unknown[]).includes(value);

function toAttendee(dto: Partial<MealAttendeeDto>): MealAttendee | undefined {
  const memberId = finiteOr(dto.member_id, NaN);
  if (!Number.isFinite(memberId)) return undefined;
  return { memberId, name: String(dto.name ?? ''), portion: finiteOr(dto.portion, 0) };
}

/** A conflict of the wire; one that names no known allergen or diet, nor a disliked food, is skipped. */
export function toMealConflict(dto: Partial<MealConflictDto>): MealConflict | undefined {
  const memberId = finiteOr(dto.member_id, NaN);
  if (!Number.isFinite(memberId)) return undefined;
  const who = { memberId, memberName: String(dto.member_name ?? ''), food: String(dto.food ?? '') };
  if (isAllergen(dto.allergen)) return { ...who, kind: 'allergen', allergen: dto.allergen };
  if (isDiet(dto.diet)) return { ...who, kind: 'diet', diet: dto.diet };
  if (typeof dto.dislike === 'string' && dto.dislike) return { ...who, kind: 'dislike', dislike: dto.dislike };
  return undefined;
}

function listOf<T>(value: unknown, read: (item: object) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((item) => read(item) ?? []);
}

function toPlannedMeal(entry: LooseEntry, day: Weekday, slotCategoryId?: number): PlannedMeal {
  const recipe = entry.recipe;
  const attendees = listOf(entry.attendees, toAttendee);
  return {
    id: Number(entry.meal_plan_id ?? entry.id),
    day,
    name: entry.name || recipe?.recipe_name || '',
    categoryId: Number(slotCategoryId ?? entry.category?.id ?? entry.category_id ?? 0),
    recipe: {
      id: Number(recipe?.id ?? entry.recipe_id ?? 0),
      name: recipe?.recipe_name ?? entry.name ?? '',
      image: recipe?.recipe_image ?? '',
      servingNumber: finiteOr(recipe?.serving_number, 0),
    },
    attendees,
    wholeHousehold: typeof entry.whole_household === 'boolean' ? entry.whole_household : true,
    portions: finiteOr(entry.portions, 0),
    conflicts: listOf(entry.conflicts, toMealConflict),
    plannedBy: typeof entry.planned_by === 'string' ? entry.planned_by : '',
  };
}

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
const MEAL_PLANS = { type: TAG.MealPlan, id: LIST } as const;
/**
 * The household's tag as src/api/household.ts provides it: a member's allergies, diets and
 * dislikes decide the conflicts and the suggestions.
 */
const HOUSEHOLD = { type: TAG.Household, id: TAG_ID.household } as const;

const mealTags = (week: PlannerWeek | undefined) => [
  MEAL_PLANS,
  HOUSEHOLD,
  ...(week?.flatMap(({ meals }) => meals.map((meal) => ({ type: TAG.MealPlan, id: meal.id }))) ?? []),
];

/** `member_ids=1,2` when some people are chosen; nothing (the whole household) otherwise. */
const memberParams = (memberIds: number[] | undefined) =>
  memberIds && memberIds.length > 0 ? { member_ids: memberIds.join(',') } : {};

export const mealPlansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The household's week: every account of the household sees and changes the same plan. */
    getMealPlans: build.query<PlannerWeek, void>({
      query: () => '/get-meal-plans',
      transformResponse: (response: Envelope<Record<string, LooseDayItem[]>>) => toPlannerWeek(response.data),
      providesTags: mealTags,
    }),
    /**
     * SPEC.md §4: the add succeeds only when the answer carries at least one meal. Without
     * `member_ids` the meal is the whole household's (people added later eat it too).
     */
    addMealPlan: build.mutation<{ message: string }, AddMealPlanArgs>({
      async queryFn({ recipeId, day, category_id, member_ids }, _api, _extra, baseQuery) {
        const body: MealPlanPayload = member_ids ? { day, category_id, member_ids } : { day, category_id };
        const result = await baseQuery({ url: `/meal-plans/${recipeId}`, method: 'POST', body });
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
        result || (error as ApiError | undefined)?.status === 409 ? [MEAL_PLANS, SHOPPING_LIST] : [],
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
    /** Who eats one planned meal (at least one person); the shopping list buys for them. */
    setMealAttendees: build.mutation<{ message: string }, SetMealAttendeesArgs>({
      query: ({ id, member_ids }) => ({ url: `/meal-attendees/${id}`, method: 'POST', body: { member_ids } }),
      transformResponse: (response: Envelope<unknown>) => ({
        message: response.message || MEAL_PEOPLE.attendeesSaved,
      }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: TAG.MealPlan, id }, MEAL_PLANS, SHOPPING_LIST],
    }),
    /** What a recipe does not suit among the given people (the whole household by default), before planning it. */
    getMealConflicts: build.query<MealConflict[], MealConflictsArgs>({
      query: ({ recipeId, memberIds }) => ({ url: `/meal-conflicts/${recipeId}`, params: memberParams(memberIds) }),
      transformResponse: (response: Envelope<unknown>) => listOf(response.data, toMealConflict),
      providesTags: [HOUSEHOLD],
    }),
    /**
     * "Fill this slot": recipes that suit everyone eating, not already in that slot (at most
     * MEAL_SUGGESTIONS_MAX).
     */
    getMealSuggestions: build.query<MealSuggestions, MealSuggestionsArgs>({
      query: ({ categoryId, day, memberIds }) => ({
        url: '/meal-suggestions',
        params: { category_id: categoryId, day, ...memberParams(memberIds) },
      }),
      transformResponse: (response: Envelope<RecipeSummaryDto[]>) => {
        const recipes = (Array.isArray(response.data) ? response.data : []).filter(isObject).map(toRecipe);
        return { ids: recipes.map(({ id }) => id), recipes };
      },
      providesTags: [MEAL_PLANS, HOUSEHOLD],
    }),
  }),
});

export const {
  useGetMealPlansQuery,
  useAddMealPlanMutation,
  useRenameMealMutation,
  useDeleteMealMutation,
  useSetMealAttendeesMutation,
  useGetMealConflictsQuery,
  useGetMealSuggestionsQuery,
} = mealPlansApi;
