/**
 * When a household eats each category's meals (issue 38): the times its calendar feed places
 * meals at, in its time zone. A household keeps only the times it changed (households.meal_times,
 * by category id); every other category reads its default: DEFAULT_MEAL_TIMES by the category's
 * name ('Dinner' → 18:30), else DEFAULT_MEAL_TIME.
 */
import { asc } from 'drizzle-orm';
import { DEFAULT_MEAL_TIME, DEFAULT_MEAL_TIMES } from '../../../contract/constants';
import type { MealTimeDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';

export interface CategoryRow {
  id: number;
  name: string;
}

/** Every category, in the order the planner shows them. */
export async function categoryRows(db: Database): Promise<CategoryRow[]> {
  return db
    .select({ id: categories.id, name: categories.categoryName })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** A category's default time. Own keys only: a category named "Constructor" is not a function. */
export function defaultMealTime(categoryName: string): string {
  const key = categoryName.trim().toLowerCase();
  return Object.hasOwn(DEFAULT_MEAL_TIMES, key) ? DEFAULT_MEAL_TIMES[key] : DEFAULT_MEAL_TIME;
}

/** The time a category's meals are eaten, from the household's stored times ({ "3": "18:30" }). */
export function mealTimeOf(stored: Readonly<Record<string, string>>, category: CategoryRow): string {
  const key = String(category.id);
  const own = Object.hasOwn(stored, key) ? stored[key] : undefined;
  return typeof own === 'string' ? own : defaultMealTime(category.name);
}

/** Every category's time, in category order. */
export const mealTimesOf = (stored: Readonly<Record<string, string>>, rows: readonly CategoryRow[]): MealTimeDto[] =>
  rows.map((category) => ({
    category_id: category.id,
    category_name: category.name,
    time: mealTimeOf(stored, category),
  }));
