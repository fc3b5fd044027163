import type { CategoryDto, MealPlanEntryDto } from '@contract/types';
import type { Weekday } from '@contract/constants';

export const CATEGORIES: CategoryDto[] = [
  { id: 1, category_name: 'Breakfast' },
  { id: 3, category_name: 'Dinner' },
];

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

export const emptyWeek = (): Record<Weekday, MealPlanEntryDto[]> => ({
  saturday: [],
  sunday: [],
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
});

export const signedIn = { auth: { token: 'test-token', loading: false, signedOutByChoice: false } };
