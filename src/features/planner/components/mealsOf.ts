import type { PlannedMeal } from '@/api/mealPlans';

export const mealsOf = (meals: PlannedMeal[], categoryId: number) =>
  meals.filter((meal) => meal.categoryId === categoryId);
