/**
 * bench:shopping — the shopping list for a full week on PostgreSQL: 7 days × every category
 * (4) × 3 meals, each recipe of 12 ingredient lines from the demo (so foods repeat across
 * meals in different units and merge). Beside it, in the same run and on the same plan, the
 * planner's own read of the week (GET /api/get-meal-plans' service), the baseline: the list
 * does that read's join plus every ingredient line, and merges them. The household is three
 * people (an adult, a child with a peanut allergy who dislikes mushroom, a vegetarian teen), so
 * the week reads every meal's conflicts and the list scales every meal by its portions.
 * Usage: npm run bench:shopping  (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { performance } from 'node:perf_hooks';
import { WEEKDAYS } from '../contract/constants';
import { openPostgres } from '../server/db/client';
import { mealPlans } from '../server/db/schema';
import { RECIPES_BY_LIBRARY } from '../server/seed/recipes';
import { addMember, householdIdOf } from '../server/services/household/household';
import { loadWeek } from '../server/services/planner/mealPlans';
import { loadShoppingList } from '../server/services/shopping/shoppingList';
import { freshDatabase } from './freshDatabase';
import { createCategory, createLibrary, createRecipe, createUser } from '../server/test/fixtures';

const MEALS_PER_SLOT = 3;
const LINES_PER_RECIPE = 12;
const WARMUP = 30;
const RUNS = 300;

const demoLines = RECIPES_BY_LIBRARY.flatMap((library) => library.recipes.flatMap((recipe) => [...recipe.ingredients]));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
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

async function main(): Promise<void> {
  const databaseUrl = await freshDatabase('forkcast_shopping');
  const handle = await openPostgres(databaseUrl, { onStartupRetry: () => {} });
  const { db } = handle;
  try {
    const user = await createUser(db);
    const categories = [
      await createCategory(db, 'Breakfast', 1),
      await createCategory(db, 'Lunch', 2),
      await createCategory(db, 'Dinner', 3),
      await createCategory(db, 'Snack', 4),
    ];
    const libraryId = (await createLibrary(db)).id;
    const householdId = await householdIdOf(db, user.id);
    // A family with something to check on every meal: a child's allergy, a teen's diet, a dislike.
    await addMember(db, user.id, { name: 'Mia', ageGroup: 'child', allergens: ['peanuts'], dislikes: ['mushroom'] });
    await addMember(db, user.id, { name: 'Sam', ageGroup: 'teen', diets: ['vegetarian'] });
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
            day,
            name: recipe.recipeName,
          });
          meals += 1;
        }
      }
    }
    const list = await loadShoppingList(db, user.id);
    const week = await measure(() => loadWeek(db, user.id));
    const shopping = await measure(() => loadShoppingList(db, user.id));
    const ms = (value: number) => value.toFixed(2);
    console.log(
      `${meals} meals, ${meals * LINES_PER_RECIPE} ingredient lines → ${list.items.length} items; a household of 3; ${RUNS} runs each after ${WARMUP} warm-up`,
    );
    console.log('| read (PostgreSQL, in process) | p50 ms | p95 ms |');
    console.log('|---|---:|---:|');
    console.log(`| baseline: the planner's week (loadWeek) | ${ms(week.p50)} | ${ms(week.p95)} |`);
    console.log(`| the whole week's shopping list | ${ms(shopping.p50)} | ${ms(shopping.p95)} |`);
    console.log(`| ratio (list ÷ week), p95 | | ${(shopping.p95 / week.p95).toFixed(2)}× |`);
    console.log(`goal: the list's p95 ≤ 30 ms — ${shopping.p95 <= 30 ? 'met' : 'NOT met'}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
