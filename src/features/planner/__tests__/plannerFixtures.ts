import type {
  CategoryDto,
  HouseholdDto,
  HouseholdMemberDto,
  MealAttendeeDto,
  MealPlanEntryDto,
  MealPlanSlotDto,
  MealPlanWeekDto,
} from '@contract/types';
import type { Weekday } from '@contract/constants';

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
  extra: Partial<MealPlanEntryDto> = {},
): MealPlanEntryDto {
  const category = CATEGORIES.find((item) => item.id === categoryId)!;
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
    ...extra,
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
  ...extra,
});

/** A family of three: Mia (the account, allergic to peanuts), Sam (vegetarian), Ana (a child who dislikes mushroom). */
export const MIA = member(1, 'Mia Anders', 1, { allergens: ['peanuts'], is_you: true, has_account: true });
export const SAM = member(2, 'Sam', 1, { diets: ['vegetarian'] });
export const ANA = member(3, 'Ana', 0.5, { age_group: 'child', dislikes: ['mushroom'] });

export const household = (members: HouseholdMemberDto[] = [MIA, SAM, ANA]): HouseholdDto => ({
  id: 1,
  name: 'The Anders family',
  members,
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

export const emptyWeek = (): MealPlanWeekDto => ({
  saturday: [],
  sunday: [],
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
});

export const signedIn = { auth: { token: 'test-token', loading: false, signedOutByChoice: false } };
