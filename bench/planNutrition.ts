/**
 * bench:plan-nutrition — issue 20's goal: the nutrition of a full planned week (84 meals,
 * bench/plannedWeek.ts) for a household of five (two adults, a teen, a child and a
 * grandparent; one meal in three without the child), per day and per member, on PostgreSQL.
 * Beside it, in the same run and on the same plan, the planner's own read of the week (GET
 * /api/get-meal-plans' service), the baseline.
 * Usage: npm run bench:plan-nutrition  (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { WEEKDAYS } from '../contract/constants';
import { loadWeek } from '../server/services/planner/mealPlans';
import { loadPlanNutrition } from '../server/services/nutrition/planNutrition';
import { measure, ms, planFullWeek, RUNS, WARMUP } from './plannedWeek';
import { runBench } from './benchProcess';

const GOAL_P95_MS = 30;

async function main(): Promise<void> {
  const { handle, userId, meals } = await planFullWeek(
    'forkcast_plan_nutrition',
    [
      { name: 'Tom', ageGroup: 'adult' },
      { name: 'Ava', ageGroup: 'teen', diets: ['pescatarian'] },
      { name: 'Leo', ageGroup: 'child', allergens: ['peanuts'] },
      { name: 'Nani', ageGroup: 'senior-adult' },
    ],
    // Every third meal is eaten by everyone but the child (the fourth person).
    (index, memberIds) => (index % 3 === 0 ? memberIds.filter((_, at) => at !== 2) : null),
  );
  const { db } = handle;
  try {
    const answer = await loadPlanNutrition(db, userId, WEEKDAYS);
    const week = await measure(() => loadWeek(db, userId));
    const nutrition = await measure(() => loadPlanNutrition(db, userId, WEEKDAYS));
    console.log(
      `${meals} meals; a household of ${answer.week.members.length}; ${answer.days.length} days; ${RUNS} runs each after ${WARMUP} warm-up`,
    );
    console.log('| read (PostgreSQL, in process) | p50 ms | p95 ms |');
    console.log('|---|---:|---:|');
    console.log(`| baseline: the planner's week (loadWeek) | ${ms(week.p50)} | ${ms(week.p95)} |`);
    console.log(`| the week's nutrition per day and member | ${ms(nutrition.p50)} | ${ms(nutrition.p95)} |`);
    console.log(`| ratio (nutrition ÷ week), p95 | | ${(nutrition.p95 / week.p95).toFixed(2)}× |`);
    console.log(`goal: p95 ≤ ${GOAL_P95_MS} ms — ${nutrition.p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}`);
  } finally {
    await handle.close();
  }
}

runBench(main);
