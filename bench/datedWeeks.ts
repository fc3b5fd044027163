/**
 * bench:dated-weeks — issue 38: a year of history must not slow this week. Two fresh PostgreSQL
 * databases hold the same full week (bench/plannedWeek.ts: 84 meals of 12 demo ingredient lines,
 * a household of three): one with nothing before it (the baseline: what the planner read before
 * weeks had dates), one with the same meals in each of the 52 weeks before. In the same run, on
 * both: the planner's week read (GET /api/get-meal-plans' service), the week's shopping list, and
 * copying the week onto next week (replacing what the last copy made). It prints each p95 and the
 * ratio with history ÷ without.
 * Usage: npm run bench:dated-weeks  (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { addWeeks } from '../contract/weeks';
import { copyWeek } from '../server/services/planner/weekCopies';
import { loadWeek } from '../server/services/planner/mealPlans';
import { loadShoppingList } from '../server/services/shopping/shoppingList';
import { HISTORY_WEEKS, measure, ms, planFullWeek, RUNS, WARMUP, type PlannedWeek } from './plannedWeek';

const FAMILY = [
  { name: 'Mia', ageGroup: 'child' as const, allergens: ['peanuts' as const], dislikes: ['mushroom'] },
  { name: 'Sam', ageGroup: 'teen' as const, diets: ['vegetarian' as const] },
];

interface Reads {
  week: { p50: number; p95: number };
  list: { p50: number; p95: number };
  copy: { p50: number; p95: number };
}

async function measureReads({ handle, userId, weekStart }: PlannedWeek): Promise<Reads> {
  const { db } = handle;
  const nextWeek = addWeeks(weekStart, 1);
  return {
    week: await measure(() => loadWeek(db, userId, weekStart)),
    list: await measure(() => loadShoppingList(db, userId, [], weekStart)),
    copy: await measure(() => copyWeek(db, userId, { from: weekStart, to: nextWeek, replace: true })),
  };
}

async function main(): Promise<void> {
  const fresh = await planFullWeek('forkcast_weeks_fresh', FAMILY, undefined, 0);
  const year = await planFullWeek('forkcast_weeks_year', FAMILY, undefined, HISTORY_WEEKS);
  try {
    // Interleaved is not possible per call (copy changes the data), so each runs whole, fresh first.
    const before = await measureReads(fresh);
    const after = await measureReads(year);
    console.log(
      `${fresh.meals} meals this week; history: none vs ${HISTORY_WEEKS} weeks (${fresh.meals * (HISTORY_WEEKS + 1)} meals); ${RUNS} runs each after ${WARMUP} warm-up`,
    );
    console.log(
      '| call (PostgreSQL, in process) | p95 ms, no history (baseline) | p95 ms, a year of history | ratio |',
    );
    console.log('|---|---:|---:|---:|');
    const rows: [string, keyof Reads][] = [
      ["the planner's week (loadWeek)", 'week'],
      ["the week's shopping list", 'list'],
      ['copy the week onto next week (replace)', 'copy'],
    ];
    let worst = 0;
    for (const [label, key] of rows) {
      const ratio = after[key].p95 / before[key].p95;
      worst = Math.max(worst, ratio);
      console.log(`| ${label} | ${ms(before[key].p95)} | ${ms(after[key].p95)} | ${ratio.toFixed(2)}× |`);
    }
    console.log(
      `goal: a year of history keeps every p95 within 1.3× of no history — ${worst <= 1.3 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await fresh.handle.close();
    await year.handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
