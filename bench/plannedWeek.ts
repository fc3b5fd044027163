/**
 * A full planned week on a fresh PostgreSQL database, shared by the planner benchmarks
 * (bench:shopping, bench:plan-nutrition): 7 days × 4 categories × 3 meals, each recipe of 12
 * ingredient lines from the demo (so foods repeat across meals in different units), for one
 * account's household, planned this week (UTC, the week a request without `week` reads); and
 * before it, the same meals in each of the HISTORY_WEEKS weeks before (issue 38: a year of
 * history must not slow this week); and the timing loop they report with.
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { WEEKDAYS, type MemberAgeGroup } from '../contract/constants';
import { todayIn, weekStartOf } from '../contract/weeks';
import { openPostgres, type DatabaseHandle } from '../server/db/client';
import { mealPlans } from '../server/db/schema';
import { RECIPES_BY_LIBRARY } from '../server/seed/recipes';
import { addMember, householdIdOf, type MemberInput } from '../server/services/household/household';
import { createCategory, createLibrary, createRecipe, createUser } from '../server/test/fixtures';
import { freshDatabase } from './freshDatabase';

export const MEALS_PER_SLOT = 3;
export const LINES_PER_RECIPE = 12;
export const WARMUP = 30;
export const RUNS = 300;
/** Weeks of past plans under this week's: a year. */
export const HISTORY_WEEKS = 52;

const demoLines = RECIPES_BY_LIBRARY.flatMap((library) => library.recipes.flatMap((recipe) => [...recipe.ingredients]));

export type ExtraMember = MemberInput & { name: string; ageGroup: MemberAgeGroup };

export interface PlannedWeek {
  handle: DatabaseHandle;
  userId: number;
  /** This week's meals (the history holds HISTORY_WEEKS times as many more). */
  meals: number;
  /** The Saturday this week starts on. */
  weekStart: string;
}

/**
 * A fresh database named `name` holding the full week for an account's household of itself and
 * `members`. `attendeesOf(index, memberIds)` says who eats the index-th meal (null: everyone).
 */
export async function planFullWeek(
  name: string,
  members: readonly ExtraMember[],
  attendeesOf: (mealIndex: number, memberIds: number[]) => number[] | null = () => null,
  historyWeeks: number = HISTORY_WEEKS,
): Promise<PlannedWeek> {
  const handle = await openPostgres(await freshDatabase(name), { onStartupRetry: () => {} });
  const { db } = handle;
  const user = await createUser(db);
  const categories = [
    await createCategory(db, 'Breakfast', 1),
    await createCategory(db, 'Lunch', 2),
    await createCategory(db, 'Dinner', 3),
    await createCategory(db, 'Snack', 4),
  ];
  const libraryId = (await createLibrary(db)).id;
  const householdId = await householdIdOf(db, user.id);
  const memberIds: number[] = [];
  for (const member of members) memberIds.push((await addMember(db, user.id, member)).id);
  const weekStart = weekStartOf(todayIn(null));
  let lineAt = 0;
  let meals = 0;
  for (const day of WEEKDAYS) {
    for (const category of categories) {
      for (let m = 0; m < MEALS_PER_SLOT; m += 1) {
        const ingredients = Array.from({ length: LINES_PER_RECIPE }, () => demoLines[lineAt++ % demoLines.length]);
        const recipe = await createRecipe(db, { userId: user.id, categoryId: category.id, libraryId, ingredients });
        await db.insert(mealPlans).values({
          userId: user.id,
          householdId,
          recipeId: recipe.id,
          categoryId: category.id,
          weekStart,
          day,
          name: recipe.recipeName,
          memberIds: attendeesOf(meals, memberIds),
        });
        meals += 1;
      }
    }
  }
  // The year before: the same meals in each past week, in one statement.
  if (historyWeeks > 0)
    await db.execute(sql`
    insert into ${mealPlans} (user_id, household_id, recipe_id, category_id, week_start, day, name, member_ids)
    select user_id, household_id, recipe_id, category_id, week_start - 7 * back, day, name, member_ids
    from ${mealPlans} cross join generate_series(1, ${historyWeeks}) as back
    where household_id = ${householdId}`);
  return { handle, userId: user.id, meals, weekStart };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** p50 and p95 in milliseconds of RUNS calls after WARMUP. */
export async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export const ms = (value: number) => value.toFixed(2);
