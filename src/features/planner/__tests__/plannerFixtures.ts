import type {
  CategoryDto,
  HouseholdDto,
  HouseholdMemberDto,
  MealAttendeeDto,
  MealPlanEntryDto,
  MealPlanSlotDto,
  MealPlanWeekDto,
  MemberNutritionDto,
  NutrientAmountsDto,
  PlanNutritionDto,
} from '@contract/types';
import { WEEKDAYS, type Weekday } from '@contract/constants';
import { dateOfDay, todayIn, weekEndOf, weekStartOf, type IsoDate } from '@contract/weeks';

/** This week's Saturday where the test runs (the planner's default week: the browser's zone). */
export const thisWeekStart = (): IsoDate => weekStartOf(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone));

/** A week of the tests: Saturday 28 November 2026 to Friday 4 December. */
export const WEEK = '2026-11-28';

export const CATEGORIES: CategoryDto[] = [
  { id: 1, category_name: 'Breakfast' },
  { id: 3, category_name: 'Dinner' },
];

/**
 * One planned meal, as a slot's `meals` and the add and rename answers hold it: for the whole
 * household unless `extra` says otherwise (who eats it, its conflicts).
 */
export function entry(
  id: number,
  day: Weekday,
  name: string,
  categoryId = 3,
  extra: Partial<MealPlanEntryDto> & { week?: IsoDate } = {},
): MealPlanEntryDto {
  const category = CATEGORIES.find((item) => item.id === categoryId)!;
  const { week = thisWeekStart(), ...rest } = extra;
  return {
    id,
    meal_plan_id: id,
    day,
    name,
    recipe: { id: 100 + id, recipe_name: name, recipe_image: `uploads/recipes/r${id}-640.webp`, serving_number: 4 },
    category,
    attendees: [],
    whole_household: true,
    portions: 0,
    conflicts: [],
    planned_by: 'Mia Anders',
    date: dateOfDay(week, day),
    leftover_of: null,
    leftovers: [],
    cook_portions: 0,
    ...rest,
  };
}

const member = (
  id: number,
  name: string,
  portion: number,
  extra: Partial<HouseholdMemberDto> = {},
): HouseholdMemberDto => ({
  id,
  name,
  age_group: 'adult',
  portion,
  allergens: [],
  diets: [],
  dislikes: [],
  is_you: false,
  has_account: false,
  role: null,
  ...extra,
});

/** A family of three: Mia (the account, allergic to peanuts), Sam (vegetarian), Ana (a child who dislikes mushroom). */
export const MIA = member(1, 'Mia Anders', 1, {
  allergens: ['peanuts'],
  is_you: true,
  has_account: true,
  role: 'parent',
});
export const SAM = member(2, 'Sam', 1, { diets: ['vegetarian'] });
export const ANA = member(3, 'Ana', 0.5, { age_group: 'child', dislikes: ['mushroom'] });

export const household = (members: HouseholdMemberDto[] = [MIA, SAM, ANA]): HouseholdDto => ({
  id: 1,
  name: 'The Anders family',
  members,
  you_are_parent: true,
  can_leave: false,
  // Each browser's own zone: the tests' "this week" is the machine's.
  time_zone: null,
  meal_times: [],
});

export const attendeesOf = (...members: HouseholdMemberDto[]): MealAttendeeDto[] =>
  members.map(({ id, name, portion }) => ({ member_id: id, name, portion }));

/**
 * One day of GET /api/get-meal-plans: the meals grouped into one slot per category, in the
 * categories' order, each slot's id its category's id (as the server answers).
 */
export const slots = (...meals: MealPlanEntryDto[]): MealPlanSlotDto[] =>
  CATEGORIES.map((category) => ({
    id: category.id,
    category,
    meals: meals.filter((meal) => meal.category.id === category.id),
  })).filter((slot) => slot.meals.length > 0);

/** The answer's `week` of the week starting on `start`. */
export const weekRange = (start: IsoDate = thisWeekStart()) => ({ start, end: weekEndOf(start) });

export const emptyWeek = (start: IsoDate = thisWeekStart()): MealPlanWeekDto => ({
  week: weekRange(start),
  saturday: [],
  sunday: [],
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
});

export const signedIn = { auth: { token: 'test-token', loading: false, signedOutByChoice: false } };

/** An amount of each plan nutrient: none unless given. */
export const nutrients = (values: Partial<NutrientAmountsDto> = {}): NutrientAmountsDto => ({
  energy_kcal: 0,
  protein_g: 0,
  carbohydrate_g: 0,
  sugars_g: 0,
  fat_g: 0,
  saturated_fat_g: 0,
  fibre_g: 0,
  salt_g: 0,
  ...values,
});

/** An adult's daily reference intakes (a child's are scaled to their energy by the server). */
export const ADULT_DAY = nutrients({
  energy_kcal: 2000,
  protein_g: 50,
  carbohydrate_g: 260,
  sugars_g: 90,
  fat_g: 70,
  saturated_fat_g: 20,
  fibre_g: 25,
  salt_g: 6,
});

const times = (amounts: NutrientAmountsDto, factor: number) =>
  nutrients(Object.fromEntries(Object.entries(amounts).map(([key, value]) => [key, value * factor])));

/**
 * What a member gets from the planned meals of `days` days: `totals` against ADULT_DAY times the
 * days, the share worked out as the server does (two decimals). No meals: all 0, coverage null.
 */
export function memberNutrition(
  member: HouseholdMemberDto,
  totals: Partial<NutrientAmountsDto> | null,
  {
    days = 1,
    meals = 1,
    counted = meals,
    coverage = 0.9,
  }: { days?: number; meals?: number; counted?: number; coverage?: number } = {},
): MemberNutritionDto {
  const reference = times(ADULT_DAY, days);
  const eaten = nutrients(totals ?? {});
  const share = nutrients(
    Object.fromEntries(
      Object.entries(eaten).map(([key, value]) => [
        key,
        Math.round((value / reference[key as keyof NutrientAmountsDto]) * 100) / 100,
      ]),
    ),
  );
  const none = totals === null;
  return {
    member_id: member.id,
    name: member.name,
    age_group: member.age_group,
    meals: none ? 0 : meals,
    meals_counted: none ? 0 : counted,
    days_counted: none ? 0 : days,
    totals: eaten,
    reference,
    share,
    coverage: none ? null : coverage,
  };
}

/**
 * GET /api/meal-plans/nutrition: each day's members as given (everyone of `members` eating
 * nothing on the others), and the week's.
 */
export function planNutrition(
  members: HouseholdMemberDto[],
  { days = {}, week }: { days?: Partial<Record<Weekday, MemberNutritionDto[]>>; week?: MemberNutritionDto[] } = {},
): PlanNutritionDto {
  return {
    days: WEEKDAYS.map((day) => ({
      day,
      members: days[day] ?? members.map((member) => memberNutrition(member, null)),
    })),
    week: {
      ...weekRange(),
      days: 7,
      members: week ?? members.map((member) => memberNutrition(member, null, { days: 7 })),
    },
    reference_source: 'EFSA dietary reference values and the EU reference intakes',
  };
}

/** The planner's default answer: nobody eats a planned meal this week. */
export const noNutrition = (members: HouseholdMemberDto[] = [MIA, SAM, ANA]) => planNutrition(members);

/** Where the planner asks for the week's nutrition. */
export const NUTRITION_PATH = '/api/meal-plans/nutrition';
