/**
 * bench:shopping — the shopping list for a full week on PostgreSQL (bench/plannedWeek.ts: 84
 * meals of 12 demo ingredient lines, foods repeating across meals in different units). Beside
 * it, in the same run and on the same plan, the planner's own read of the week (GET
 * /api/get-meal-plans' service), the baseline: the list does that read's join plus every
 * ingredient line, and merges them. The household is three people (an adult, a child with a
 * peanut allergy who dislikes mushroom, a vegetarian teen), so the week reads every meal's
 * conflicts and the list scales every meal by its portions.
 * Usage: npm run bench:shopping  (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { loadWeek } from '../server/services/planner/mealPlans';
import { loadShoppingList } from '../server/services/shopping/shoppingList';
import { LINES_PER_RECIPE, measure, ms, planFullWeek, RUNS, WARMUP } from './plannedWeek';
import { runBench } from './benchProcess';

async function main(): Promise<void> {
  // A family with something to check on every meal: a child's allergy, a teen's diet, a dislike.
  const { handle, userId, meals } = await planFullWeek('forkcast_shopping', [
    { name: 'Mia', ageGroup: 'child', allergens: ['peanuts'], dislikes: ['mushroom'] },
    { name: 'Sam', ageGroup: 'teen', diets: ['vegetarian'] },
  ]);
  const { db } = handle;
  try {
    const list = await loadShoppingList(db, userId);
    const week = await measure(() => loadWeek(db, userId));
    const shopping = await measure(() => loadShoppingList(db, userId));
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

runBench(main);
