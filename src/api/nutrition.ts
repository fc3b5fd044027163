import {
  MEMBER_AGE_GROUPS,
  PLAN_NUTRIENTS,
  WEEKDAYS,
  type MemberAgeGroup,
  type PlanNutrient,
  type Weekday,
} from '@contract/constants';
import type { Envelope, MemberNutritionDto, PlanNutritionDto } from '@contract/types';
import { parseIsoDate, type IsoDate } from '@contract/weeks';
import { baseApi } from './baseApi';
import { weekTag } from './mealPlans';
import { shoppingDaysParam } from './shopping';
import { LIST, TAG, TAG_ID } from './tags';

/** An amount of each of the plan's nutrients, keyed as PLAN_NUTRIENTS: kcal for energy, grams for the rest. */
export type NutrientAmounts = Record<PlanNutrient, number>;

/** What the planned meals of a day (or of the week) give one household member. */
export interface MemberNutrition {
  memberId: number;
  name: string;
  ageGroup: MemberAgeGroup;
  /** Planned meals this member eats in the period. */
  meals: number;
  /** Of those, the meals with a trusted estimate: only these are in the totals. */
  mealsCounted: number;
  /** The days of the period with a counted meal. */
  daysCounted: number;
  totals: NutrientAmounts;
  /** The member's reference intakes for the period (a day's reference times the days counted). */
  reference: NutrientAmounts;
  /** totals ÷ reference: 0.45 is 45 % of the reference met by the planned meals. */
  share: NutrientAmounts;
  /** The share of the counted meals' ingredient weight the figures come from (0–1); null without any. */
  coverage: number | null;
}

export interface DayNutrition {
  day: Weekday;
  members: MemberNutrition[];
}

/** GET /api/meal-plans/nutrition: each requested day, and those days together. */
export interface PlanNutrition {
  /** The requested days, Saturday first. */
  days: DayNutrition[];
  /**
   * Totals over the requested days, against the references times the days counted; `start` and
   * `end` name the dated week (issue 38; '' from an answer that does not say).
   */
  week: { days: number; members: MemberNutrition[]; start: IsoDate; end: IsoDate };
  /** Where the reference values come from, to cite on the page. */
  referenceSource: string;
}

export interface PlanNutritionArgs {
  /** The days to add up, in any order; absent or all seven: the whole week. */
  days?: readonly Weekday[];
  /** Any date inside the week (issue 38); absent: this week. */
  week?: IsoDate;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

const finiteOr = (value: unknown, fallback: number) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value ? Number(value) : NaN;
  return Number.isFinite(number) ? number : fallback;
};

function toAmounts(value: unknown): NutrientAmounts {
  const source = (isObject(value) ? value : {}) as Partial<Record<PlanNutrient, unknown>>;
  return Object.fromEntries(
    PLAN_NUTRIENTS.map((nutrient) => [nutrient, finiteOr(source[nutrient], 0)]),
  ) as NutrientAmounts;
}

const isAgeGroup = (value: unknown): value is MemberAgeGroup =>
  (MEMBER_AGE_GROUPS as readonly unknown[]).includes(value);

/** One member of the wire; one without an id is skipped. */
export function toMemberNutrition(dto: Partial<MemberNutritionDto>): MemberNutrition | undefined {
  const memberId = finiteOr(dto.member_id, NaN);
  if (!Number.isFinite(memberId)) return undefined;
  const meals = Math.max(0, finiteOr(dto.meals, 0));
  const mealsCounted = Math.min(meals, Math.max(0, finiteOr(dto.meals_counted, 0)));
  const coverage = finiteOr(dto.coverage, NaN);
  return {
    memberId,
    name: String(dto.name ?? ''),
    ageGroup: isAgeGroup(dto.age_group) ? dto.age_group : 'adult',
    meals,
    mealsCounted,
    daysCounted: Math.max(0, finiteOr(dto.days_counted, 0)),
    totals: toAmounts(dto.totals),
    reference: toAmounts(dto.reference),
    share: toAmounts(dto.share),
    coverage: mealsCounted > 0 && Number.isFinite(coverage) ? Math.min(1, Math.max(0, coverage)) : null,
  };
}

const membersOf = (value: unknown): MemberNutrition[] =>
  Array.isArray(value) ? value.filter(isObject).flatMap((member) => toMemberNutrition(member) ?? []) : [];

/** The answer's days in week order, each once, members in the server's (household) order. */
export function toPlanNutrition(dto: Partial<PlanNutritionDto> | null | undefined): PlanNutrition {
  const byDay = new Map<Weekday, MemberNutrition[]>();
  for (const item of Array.isArray(dto?.days) ? dto.days.filter(isObject) : []) {
    const day = (WEEKDAYS as readonly unknown[]).includes(item.day) ? item.day : undefined;
    if (day && !byDay.has(day)) byDay.set(day, membersOf(item.members));
  }
  const week: Partial<PlanNutritionDto['week']> = isObject(dto?.week) ? dto.week : {};
  return {
    days: WEEKDAYS.filter((day) => byDay.has(day)).map((day) => ({ day, members: byDay.get(day)! })),
    week: {
      days: Math.max(0, finiteOr(week.days, byDay.size)),
      members: membersOf(week.members),
      start: parseIsoDate(week.start) ?? '',
      end: parseIsoDate(week.end) ?? '',
    },
    referenceSource: typeof dto?.reference_source === 'string' ? dto.reference_source : '',
  };
}

/**
 * The figures are made from the planned meals, who eats each and the members' age groups and
 * portions. No mutation names this endpoint: it provides the tags the plan's and the household's
 * mutations already invalidate (api/mealPlans.ts, api/household.ts):
 * - MealPlan LIST: a meal added, who eats one changed, any household change;
 * - Household: a member added, edited (age group, portion) or removed, a household joined;
 * - ShoppingList LIST: a meal removed. deleteMeal invalidates only that meal's own id and the
 *   shopping list, which, like these figures, is made from the planned meals times the portions.
 * A rename invalidates none of them: a meal's name changes no figure.
 */
const PLAN_NUTRITION_TAGS = [
  { type: TAG.MealPlan, id: LIST },
  { type: TAG.Household, id: TAG_ID.household },
  { type: TAG.ShoppingList, id: LIST },
] as const;

export const planNutritionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Signed in only; the planner polls it with HOUSEHOLD_SYNC, like the week. */
    getPlanNutrition: build.query<PlanNutrition, PlanNutritionArgs | void>({
      query: (args) => {
        // The same `days` value as the shopping list's: omitted for the whole week.
        const days = args?.days?.length ? shoppingDaysParam(args.days) : undefined;
        const params = { ...(args?.week && { week: args.week }), ...(days !== undefined && { days }) };
        return { url: '/meal-plans/nutrition', params: Object.keys(params).length ? params : undefined };
      },
      transformResponse: (response: Envelope<Partial<PlanNutritionDto> | null>) => toPlanNutrition(response?.data),
      // A change to that week (its tag, from api/mealPlans.ts's weekTag) refetches it too.
      providesTags: (_result, _error, args) => [...PLAN_NUTRITION_TAGS, ...(args?.week ? [weekTag(args.week)] : [])],
    }),
  }),
});

export const { useGetPlanNutritionQuery } = planNutritionApi;
