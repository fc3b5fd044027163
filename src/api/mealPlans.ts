import { ALLERGENS, DIETS, WEEKDAYS, type Allergen, type Diet, type Weekday } from '@contract/constants';
import { MEAL_PEOPLE, WEEK_MESSAGES } from '@contract/messages';
import type {
  Envelope,
  MealAttendeeDto,
  MealAttendeesPayload,
  MealConflictDto,
  MealLeftoverPayload,
  MealLinkDto,
  MealPlanAddDto,
  MealPlanCopyDto,
  MealPlanCopyPayload,
  MealPlanEntryDto,
  MealPlanPayload,
  MealRenamePayload,
  MealSuggestionDto,
  RemovedMealDto,
  WeekRangeDto,
  WeekTemplateDto,
} from '@contract/types';
import { dateOfDay, parseIsoDate, weekEndOf, weekStartOf, type IsoDate } from '@contract/weeks';
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
 * Why a meal does not suit someone eating it: one allergen, an allergen it may carry (issue 35's
 * softer mark: traces, or some brands), a diet or a disliked food, and the recipe's food that
 * causes it ('peanut butter').
 */
export type MealConflict = { memberId: number; memberName: string; food: string } & (
  | { kind: 'allergen'; allergen: Allergen }
  | { kind: 'may-contain'; allergen: Allergen }
  | { kind: 'diet'; diet: Diet }
  | { kind: 'dislike'; dislike: string }
);

/** Another meal of the plan a meal points to (a leftover's cooked meal, a cooked meal's leftovers). */
export interface MealLink {
  mealPlanId: number;
  day: Weekday;
  /** ISO date ('' from an answer that does not say). */
  date: IsoDate;
  categoryId: number;
  categoryName: string;
}

/** One planned meal as the planner shows it. `id` is the meal_plan_id that rename and delete use. */
export interface PlannedMeal {
  id: number;
  day: Weekday;
  /** The meal's date (issue 38): its week's date of `day`. */
  date: IsoDate;
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
  /** A leftover: the cooked meal it eats the rest of (it adds nothing to the shopping list). */
  leftoverOf: MealLink | null;
  /** A cooked meal's leftovers, in date order. */
  leftovers: MealLink[];
  /** The portions to cook: `portions` plus the leftovers' eaters'. */
  cookPortions: number;
}

export interface PlannerDay {
  day: Weekday;
  /** The day's date in the shown week ('' when neither the answer nor the request said which week). */
  date: IsoDate;
  meals: PlannedMeal[];
}

/** The week in SPEC.md §9's order, Saturday first, every day present. */
export type PlannerWeek = PlannerDay[];

/** Which week to read or change: any ISO date inside it. */
export interface WeekArg {
  week: IsoDate;
}

export interface AddMealPlanArgs extends MealPlanPayload {
  recipeId: number;
}

export interface DeleteMealArgs {
  id: number;
  /** A cooked meal's leftovers: removed with it (the server's default) or kept as meals of their own. */
  leftovers?: 'remove' | 'keep';
  /** The meal's leftovers' ids: their weeks' caches are refreshed too. */
  leftoverIds?: number[];
}

/** What a delete answered: its message, and what "Undo" sends back (null from an older server). */
export interface DeletedMeal {
  message: string;
  removed: RemovedMealDto | null;
}

/** A copy (or a template applied): the server's message and what it did. */
export interface WeekCopied {
  message: string;
  week: WeekRangeDto;
  copied: number;
  skipped: number;
  removed: number;
}

export interface ApplyTemplateArgs {
  id: number;
  week: IsoDate;
  replace?: boolean;
}

export interface SaveTemplateArgs {
  name: string;
  week: IsoDate;
}

/** A saved week, as the templates list shows it. */
export interface WeekTemplate {
  id: number;
  name: string;
  mealCount: number;
  recipeNames: string[];
  createdAt: string;
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
  /** Any date inside the week the slot is in. */
  week: IsoDate;
  /** Absent: the whole household. */
  memberIds?: number[];
}

/** Suggested recipes, in the server's order; they feed the normalised recipes cache too. */
export interface MealSuggestions extends RecipeCarrier {
  ids: number[];
  /** Why each fits, by position in `ids` ('' when the server did not say). */
  reasons: string[];
}

type LooseEntry = Partial<
  Omit<MealPlanEntryDto, 'attendees' | 'conflicts' | 'recipe' | 'leftover_of' | 'leftovers' | 'date'>
> & {
  category_id?: number;
  recipe_id?: number;
  recipe?: Partial<MealPlanEntryDto['recipe']>;
  attendees?: unknown;
  conflicts?: unknown;
  date?: unknown;
  leftover_of?: unknown;
  leftovers?: unknown;
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

/** A conflict of the wire; one that names no known allergen (contained or may-contain) or diet, nor a disliked food, is skipped. */
export function toMealConflict(dto: Partial<MealConflictDto>): MealConflict | undefined {
  const memberId = finiteOr(dto.member_id, NaN);
  if (!Number.isFinite(memberId)) return undefined;
  const who = { memberId, memberName: String(dto.member_name ?? ''), food: String(dto.food ?? '') };
  if (isAllergen(dto.allergen)) return { ...who, kind: 'allergen', allergen: dto.allergen };
  if (isAllergen(dto.may_contain)) return { ...who, kind: 'may-contain', allergen: dto.may_contain };
  if (isDiet(dto.diet)) return { ...who, kind: 'diet', diet: dto.diet };
  if (typeof dto.dislike === 'string' && dto.dislike) return { ...who, kind: 'dislike', dislike: dto.dislike };
  return undefined;
}

function listOf<T>(value: unknown, read: (item: object) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((item) => read(item) ?? []);
}

/** A link of the wire; one without a meal id or a weekday is skipped. */
export function toMealLink(dto: Partial<MealLinkDto>): MealLink | undefined {
  const mealPlanId = finiteOr(dto.meal_plan_id, NaN);
  const day = asWeekday(dto.day);
  if (!Number.isFinite(mealPlanId) || !day) return undefined;
  const category: Partial<MealLinkDto['category']> = isObject(dto.category) ? dto.category : {};
  return {
    mealPlanId,
    day,
    date: parseIsoDate(dto.date) ?? '',
    categoryId: finiteOr(category.id, 0),
    categoryName: typeof category.category_name === 'string' ? category.category_name : '',
  };
}

function toPlannedMeal(entry: LooseEntry, day: Weekday, date: IsoDate, slotCategoryId?: number): PlannedMeal {
  const recipe = entry.recipe;
  const attendees = listOf(entry.attendees, toAttendee);
  const portions = finiteOr(entry.portions, 0);
  return {
    id: Number(entry.meal_plan_id ?? entry.id),
    day,
    date: parseIsoDate(entry.date) ?? date,
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
    portions,
    conflicts: listOf(entry.conflicts, toMealConflict),
    plannedBy: typeof entry.planned_by === 'string' ? entry.planned_by : '',
    leftoverOf: isObject(entry.leftover_of) ? (toMealLink(entry.leftover_of) ?? null) : null,
    leftovers: listOf(entry.leftovers, toMealLink),
    cookPortions: finiteOr(entry.cook_portions, portions),
  };
}

/** A slot's meals go to the slot's category; a flat meal keeps its own. */
function toPlannedMeals(item: LooseDayItem, day: Weekday, date: IsoDate): PlannedMeal[] {
  if (!Array.isArray(item.meals)) return [toPlannedMeal(item, day, date)];
  const slotCategoryId = item.category?.id ?? item.category_id;
  return item.meals.filter(isObject).map((meal) => toPlannedMeal(meal, day, date, slotCategoryId));
}

function asWeekday(value: unknown): Weekday | undefined {
  const day = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (WEEKDAYS as readonly string[]).includes(day) ? (day as Weekday) : undefined;
}

/**
 * The week's Saturday: the answer's `week.start` (issue 38), else the week asked for, else ''
 * (an answer of the original API to a request that named no week).
 */
function weekStartFrom(range: unknown, asked: IsoDate | undefined): IsoDate | '' {
  const start = isObject(range) ? parseIsoDate((range as Partial<WeekRangeDto>).start) : null;
  if (start) return weekStartOf(start);
  const askedDate = parseIsoDate(asked);
  return askedDate ? weekStartOf(askedDate) : '';
}

/**
 * SPEC.md §3: entries are grouped by lowercase weekday name, each day holding one slot per
 * category with its `meals` (flat meals of an older answer are read too). Keys are read
 * case-insensitively (a 'Tuesday' key joins 'tuesday'), and the week always comes back Saturday
 * to Friday, each day's meals flat in the order they came.
 */
export function toPlannerWeek(
  grouped: Partial<Record<string, LooseDayItem[] | WeekRangeDto>> | null | undefined,
  askedWeek?: IsoDate,
): PlannerWeek {
  const start = weekStartFrom(grouped?.week, askedWeek);
  const dateOf = (day: Weekday) => (start ? dateOfDay(start, day) : '');
  const byDay = new Map<Weekday, PlannedMeal[]>(WEEKDAYS.map((day) => [day, []]));
  for (const [key, items] of Object.entries(grouped ?? {})) {
    const day = asWeekday(key);
    if (!day || !Array.isArray(items)) continue;
    byDay.get(day)!.push(...items.filter(isObject).flatMap((item) => toPlannedMeals(item, day, dateOf(day))));
  }
  return WEEKDAYS.map((day) => ({ day, date: dateOf(day), meals: byDay.get(day)! }));
}

/** The tag of one cached week (its Saturday): a change to that week refetches only it. */
export const weekTag = (week: IsoDate) => {
  const date = parseIsoDate(week);
  return { type: TAG.MealPlan, id: `WEEK-${date ? weekStartOf(date) : week}` } as const;
};

/** The saved templates' list. */
const TEMPLATES = { type: TAG.MealPlan, id: 'TEMPLATES' } as const;

function toWeekTemplate(dto: Partial<WeekTemplateDto>): WeekTemplate | undefined {
  const id = finiteOr(dto.id, NaN);
  if (!Number.isFinite(id)) return undefined;
  return {
    id,
    name: String(dto.name ?? ''),
    mealCount: Math.max(0, finiteOr(dto.meal_count, 0)),
    recipeNames: Array.isArray(dto.recipe_names) ? dto.recipe_names.filter((name) => typeof name === 'string') : [],
    createdAt: typeof dto.created_at === 'string' ? dto.created_at : '',
  };
}

function toWeekCopied(response: Envelope<Partial<MealPlanCopyDto> | null>, askedWeek: IsoDate): WeekCopied {
  const data: Partial<MealPlanCopyDto> = isObject(response?.data) ? response.data : {};
  const start = weekStartFrom(data.week, askedWeek) || askedWeek;
  return {
    message: response?.message ?? '',
    week: { start, end: parseIsoDate(start) ? weekEndOf(start) : start },
    copied: Math.max(0, finiteOr(data.copied, 0)),
    skipped: Math.max(0, finiteOr(data.skipped, 0)),
    removed: Math.max(0, finiteOr(data.removed, 0)),
  };
}

/** The DELETE's answer as Undo sends it back; anything short of its shape (an older server) is null. */
function toRemovedMeal(value: unknown): RemovedMealDto | null {
  if (!isObject(value)) return null;
  const removed = value as Partial<RemovedMealDto>;
  if (typeof removed.recipe_id !== 'number' || !parseIsoDate(removed.week) || !asWeekday(removed.day)) return null;
  return { ...(removed as RemovedMealDto), leftovers: Array.isArray(removed.leftovers) ? removed.leftovers : [] };
}

/** The shopping list is made from the planned meals: adding or removing one changes it. */
const SHOPPING_LIST = { type: TAG.ShoppingList, id: LIST } as const;
const MEAL_PLANS = { type: TAG.MealPlan, id: LIST } as const;
/**
 * The household's tag as src/api/household.ts provides it: a member's allergies, diets and
 * dislikes decide the conflicts and the suggestions.
 */
const HOUSEHOLD = { type: TAG.Household, id: TAG_ID.household } as const;

const mealTags = (week: PlannerWeek | undefined, _error: unknown, arg: WeekArg | void) => [
  MEAL_PLANS,
  HOUSEHOLD,
  ...(arg?.week ? [weekTag(arg.week)] : []),
  ...(week?.flatMap(({ meals }) => meals.map((meal) => ({ type: TAG.MealPlan, id: meal.id }))) ?? []),
];

const mealIdTags = (ids: readonly number[]) => ids.map((id) => ({ type: TAG.MealPlan, id }));

/** `member_ids=1,2` when some people are chosen; nothing (the whole household) otherwise. */
const memberParams = (memberIds: number[] | undefined) =>
  memberIds && memberIds.length > 0 ? { member_ids: memberIds.join(',') } : {};

export const mealPlansApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The household's week (issue 38: the one holding `week`): every account of the household
     * sees and changes the same plan. Cached per week.
     */
    getMealPlans: build.query<PlannerWeek, WeekArg | void>({
      // No week (the original's callers): the server's this week.
      query: (arg) => ({ url: '/get-meal-plans', params: arg?.week ? { week: arg.week } : undefined }),
      transformResponse: (response: Envelope<Record<string, LooseDayItem[]>>, _meta, arg) =>
        toPlannerWeek(response.data, arg?.week),
      providesTags: mealTags,
    }),
    /**
     * SPEC.md §4: the add succeeds only when the answer carries at least one meal. Without
     * `member_ids` the meal is the whole household's (people added later eat it too).
     */
    addMealPlan: build.mutation<{ message: string }, AddMealPlanArgs>({
      async queryFn({ recipeId, day, category_id, member_ids, week }, _api, _extra, baseQuery) {
        const body: MealPlanPayload = { day, category_id, ...(week && { week }), ...(member_ids && { member_ids }) };
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
      // Without a week (an older caller): this week, whichever that is in the cache, so every week.
      invalidatesTags: (result, error, { week }) =>
        result || (error as ApiError | undefined)?.status === 409
          ? [week ? weekTag(week) : MEAL_PLANS, SHOPPING_LIST]
          : [],
    }),
    renameMeal: build.mutation<{ message: string }, { id: number } & MealRenamePayload>({
      query: ({ id, name }) => ({ url: `/meal-update/${id}`, method: 'POST', body: { name } }),
      transformResponse: (response: Envelope<unknown>) => ({ message: response.message }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: TAG.MealPlan, id }]),
    }),
    /** Removes a meal; its answer (`removed`) is what "Undo" sends back to restoreMeal. */
    deleteMeal: build.mutation<DeletedMeal, DeleteMealArgs | number>({
      query: (arg) => {
        const { id, leftovers } = typeof arg === 'number' ? { id: arg, leftovers: undefined } : arg;
        return { url: `/meal/${id}`, method: 'DELETE', params: leftovers ? { leftovers } : undefined };
      },
      transformResponse: (response: Envelope<unknown>) => ({
        message: response.message,
        removed: toRemovedMeal(response.data),
      }),
      invalidatesTags: (_result, error, arg) => {
        const { id, leftoverIds = [] } = typeof arg === 'number' ? { id: arg } : arg;
        return error ? [] : [...mealIdTags([id, ...leftoverIds]), SHOPPING_LIST];
      },
    }),
    /** "Undo": puts a removed meal (and the leftovers removed with it) back. */
    restoreMeal: build.mutation<{ message: string }, RemovedMealDto>({
      query: (removed) => ({ url: '/meal-plans/restore', method: 'POST', body: removed }),
      transformResponse: (response: Envelope<unknown>) => ({ message: response.message || WEEK_MESSAGES.mealRestored }),
      invalidatesTags: (_result, error, removed) =>
        error
          ? []
          : [weekTag(removed.week), ...removed.leftovers.map((leftover) => weekTag(leftover.week)), SHOPPING_LIST],
    }),
    /** "Copy last week" and "Copy this week to…". */
    copyWeek: build.mutation<WeekCopied, MealPlanCopyPayload>({
      query: (body) => ({ url: '/meal-plans/copy-week', method: 'POST', body }),
      transformResponse: (response: Envelope<Partial<MealPlanCopyDto> | null>, _meta, { to }) =>
        toWeekCopied(response, to),
      invalidatesTags: (_result, error, { to }) => (error ? [] : [weekTag(to), SHOPPING_LIST]),
    }),
    /** The household's saved weeks, newest first. */
    getWeekTemplates: build.query<WeekTemplate[], void>({
      query: () => '/meal-plans/templates',
      transformResponse: (response: Envelope<unknown>) => listOf(response.data, toWeekTemplate),
      providesTags: [TEMPLATES, HOUSEHOLD],
    }),
    saveWeekTemplate: build.mutation<{ message: string }, SaveTemplateArgs>({
      query: (body) => ({ url: '/meal-plans/templates', method: 'POST', body }),
      transformResponse: (response: Envelope<unknown>) => ({ message: response.message }),
      invalidatesTags: (_result, error) => (error ? [] : [TEMPLATES]),
    }),
    applyWeekTemplate: build.mutation<WeekCopied, ApplyTemplateArgs>({
      query: ({ id, week, replace }) => ({
        url: `/meal-plans/templates/${id}/apply`,
        method: 'POST',
        body: replace === undefined ? { week } : { week, replace },
      }),
      transformResponse: (response: Envelope<Partial<MealPlanCopyDto> | null>, _meta, { week }) =>
        toWeekCopied(response, week),
      invalidatesTags: (_result, error, { week }) => (error ? [] : [weekTag(week), SHOPPING_LIST]),
    }),
    deleteWeekTemplate: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `/meal-plans/templates/${id}`, method: 'DELETE' }),
      transformResponse: (response: Envelope<unknown>) => ({
        message: response.message || WEEK_MESSAGES.templateDeleted,
      }),
      // A template already gone (404) is gone from the list too.
      invalidatesTags: [TEMPLATES],
    }),
    /**
     * "Eat the rest on…": a leftover meal of a planned one. The cooked meal's week (its
     * cook_portions) and the leftover's week both change.
     */
    planLeftover: build.mutation<{ message: string }, MealLeftoverPayload & { week: IsoDate }>({
      query: (body) => ({ url: '/meal-plans/leftovers', method: 'POST', body }),
      transformResponse: (response: Envelope<unknown>) => ({ message: response.message }),
      invalidatesTags: (_result, error, { meal_plan_id, week }) =>
        error ? [] : [...mealIdTags([meal_plan_id]), weekTag(week), SHOPPING_LIST],
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
      query: ({ categoryId, day, week, memberIds }) => ({
        url: '/meal-suggestions',
        params: { category_id: categoryId, day, week, ...memberParams(memberIds) },
      }),
      transformResponse: (response: Envelope<Partial<MealSuggestionDto>[]>) => {
        const items = (Array.isArray(response.data) ? response.data : []).filter(
          (item): item is MealSuggestionDto => isObject(item) && typeof item.id === 'number',
        );
        const recipes = items.map(toRecipe);
        return {
          ids: recipes.map(({ id }) => id),
          recipes,
          reasons: items.map(({ reason }) => (typeof reason === 'string' ? reason : '')),
        };
      },
      providesTags: (_result, _error, { week }) => [MEAL_PLANS, weekTag(week), HOUSEHOLD],
    }),
  }),
});

export const {
  useGetMealPlansQuery,
  useAddMealPlanMutation,
  useRenameMealMutation,
  useDeleteMealMutation,
  useRestoreMealMutation,
  useCopyWeekMutation,
  useGetWeekTemplatesQuery,
  useSaveWeekTemplateMutation,
  useApplyWeekTemplateMutation,
  useDeleteWeekTemplateMutation,
  usePlanLeftoverMutation,
  useSetMealAttendeesMutation,
  useGetMealConflictsQuery,
  useGetMealSuggestionsQuery,
} = mealPlansApi;
