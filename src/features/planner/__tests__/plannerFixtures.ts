import type { CategoryDto, MealPlanEntryDto, MealPlanSlotDto, MealPlanWeekDto } from '@contract/types';
import type { Weekday } from '@contract/constants';

export const CATEGORIES: CategoryDto[] = [
  { id: 1, category_name: 'Breakfast' },
  { id: 3, category_name: 'Dinner' },
];

/** One planned meal, as a slot's `meals` and the add and rename answers hold it. */
export function entry(id: number, day: Weekday, name: string, categoryId = 3): MealPlanEntryDto {
  const category = CATEGORIES.find((item) => item.id === categoryId)!;
  return {
    id,
    meal_plan_id: id,
    day,
    name,
    recipe: { id: 100 + id, recipe_name: name, recipe_image: `uploads/recipes/r${id}-640.webp` },
    category,
  };
}

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
