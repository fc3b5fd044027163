/**
 * bench:import — the recipe importer's readers over the fixture set (issue 36): per-field
 * accuracy over the pages (readRecipePage + sourceUrlOf) and the pasted texts (readPastedRecipe),
 * each miss spelled out; then the time to read a 2 MiB page (bigPage.ts) over many runs, beside
 * cheerio.load of the same page in the same run, and the longest single hold of the event loop
 * while reading it (perf_hooks.monitorEventLoopDelay). Exits non-zero if a reader throws.
 * Usage: npx tsx bench/import/parsing.ts   (RUNS, default 40, for the timing)
 */
import { load } from 'cheerio';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { readPastedRecipe } from '../../server/services/recipeImport/readPastedRecipe';
import { readRecipePage } from '../../server/services/recipeImport/readRecipePage';
import { sourceUrlOf } from '../../server/services/recipeImport/sourceUrl';
import type { ReadRecipe } from '../../server/services/recipeImport/types';
import { buildBigPage } from './bigPage';
import { loadPageFixtures, loadTextFixtures } from './fixtures';
import { judgePage, judgeRecipe, PAGE_FIELDS, RECIPE_FIELDS, type LineCounts, type RecipeScore } from './judge';

const RUNS = Number(process.env.RUNS ?? 40);
const WARM_UP_RUNS = 3;
/** A pause between timed runs, so the event-loop monitor's timer fires between two reads. */
const PAUSE_MS = 5;

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)} %`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Scored<Field extends string> {
  name: string;
  score: RecipeScore<Field>;
}

const failures: string[] = [];

async function scorePages(): Promise<Scored<(typeof PAGE_FIELDS)[number]>[]> {
  const scored: Scored<(typeof PAGE_FIELDS)[number]>[] = [];
  for (const fixture of loadPageFixtures()) {
    let read: ReadRecipe | null = null;
    try {
      read = await readRecipePage(fixture.html, fixture.url);
    } catch (error) {
      failures.push(`page ${fixture.name}: ${(error as Error).stack ?? String(error)}`);
    }
    const sourceUrl = sourceUrlOf(fixture.url, read?.canonical_url ?? null);
    scored.push({ name: fixture.name, score: judgePage(read, fixture.expected, sourceUrl) });
  }
  return scored;
}

function scoreTexts(): Scored<(typeof RECIPE_FIELDS)[number]>[] {
  return loadTextFixtures().map((fixture) => {
    let read: ReadRecipe | null = null;
    try {
      read = readPastedRecipe(fixture.text);
    } catch (error) {
      failures.push(`text ${fixture.name}: ${(error as Error).stack ?? String(error)}`);
    }
    return { name: fixture.name, score: judgeRecipe(read, fixture.expected) };
  });
}

function sumLines(scores: Scored<string>[], pick: (score: RecipeScore<string>) => LineCounts): LineCounts {
  return scores.reduce(
    (sum, { score }) => {
      const counts = pick(score);
      return {
        expected: sum.expected + counts.expected,
        read: sum.read + counts.read,
        matched: sum.matched + counts.matched,
      };
    },
    { expected: 0, read: 0, matched: 0 },
  );
}

function printAccuracy<Field extends string>(title: string, fields: readonly Field[], scores: Scored<Field>[]): void {
  console.log(`\n### ${title} (${scores.length})\n`);
  console.log(`| field | right |`);
  console.log('|---|---:|');
  for (const field of fields) {
    const right = scores.filter(({ score }) => score.fields[field]).length;
    console.log(`| ${field} | ${right}/${scores.length} = ${percent(right, scores.length)} |`);
  }
  for (const [label, pick] of [
    ['ingredient lines', (score: RecipeScore<string>) => score.ingredientLines],
    ['instruction steps', (score: RecipeScore<string>) => score.instructionLines],
  ] as const) {
    const lines = sumLines(scores, pick);
    console.log(
      `| ${label}, each (recall / precision) | ${percent(lines.matched, lines.expected)} of ${lines.expected} / ${percent(lines.matched, lines.read)} of ${lines.read} |`,
    );
  }
  const missed = scores.filter(({ score }) => score.misses.length > 0);
  if (missed.length === 0) return;
  console.log('\nMissed:');
  for (const { name, score } of missed) {
    console.log(`- ${name}`);
    for (const miss of score.misses) console.log(`  - ${miss}`);
  }
}

function quantiles(samples: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

/** Each run's wall time (ms) and the longest the event loop was held during all runs (ms). */
async function timeRuns(run: () => unknown): Promise<{ times: number[]; longestHoldMs: number }> {
  for (let index = 0; index < WARM_UP_RUNS; index += 1) await run();
  const monitor = monitorEventLoopDelay({ resolution: 1 });
  const times: number[] = [];
  monitor.enable();
  for (let index = 0; index < RUNS; index += 1) {
    await pause(PAUSE_MS);
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  await pause(PAUSE_MS);
  monitor.disable();
  return { times, longestHoldMs: monitor.max / 1e6 };
}

async function speed(jsonLd: boolean): Promise<void> {
  const page = buildBigPage(undefined, { jsonLd });
  const bytes = Buffer.byteLength(page.html);
  let read: ReadRecipe | null = null;
  try {
    read = await readRecipePage(page.html, page.url);
  } catch (error) {
    failures.push(`big page${jsonLd ? '' : ' without JSON-LD'}: ${(error as Error).stack ?? String(error)}`);
    return;
  }
  const score = judgePage(read, page.expected, sourceUrlOf(page.url, read?.canonical_url ?? null));
  const right = PAGE_FIELDS.filter((field) => score.fields[field]).length;
  console.log(
    `\n### Reading a ${(bytes / 1024 / 1024).toFixed(2)} MiB page, the recipe ${jsonLd ? 'in JSON-LD and its card' : 'in its card only'} (${RUNS} runs, after ${WARM_UP_RUNS} warm-up)\n`,
  );
  console.log(
    `Fields read right on it: ${right}/${PAGE_FIELDS.length}${score.misses.length ? ` (${score.misses.join('; ')})` : ''}\n`,
  );

  const baseline = await timeRuns(() => load(page.html));
  // cheerio over htmlparser2, the lighter parser: a second yardstick.
  const lighter = await timeRuns(() => load(page.html, { xml: { xmlMode: false } }));
  const ours = await timeRuns(() => readRecipePage(page.html, page.url));
  const ms = (value: number) => value.toFixed(1);
  const row = (label: string, timed: { times: number[]; longestHoldMs: number }) => {
    const { p50, p95, max } = quantiles(timed.times);
    console.log(`| ${label} | ${ms(p50)} | ${ms(p95)} | ${ms(max)} | ${ms(timed.longestHoldMs)} |`);
  };
  console.log('| | p50 ms | p95 ms | max ms | longest event-loop hold ms |');
  console.log('|---|---:|---:|---:|---:|');
  row('cheerio.load alone (baseline, parse5)', baseline);
  row('cheerio.load over htmlparser2', lighter);
  row('readRecipePage', ours);
  const base = quantiles(baseline.times);
  const mine = quantiles(ours.times);
  console.log(
    `| ratio (readRecipePage / baseline) | ${(mine.p50 / base.p50).toFixed(2)} | ${(mine.p95 / base.p95).toFixed(2)} | | |`,
  );
}

async function main(): Promise<void> {
  printAccuracy('Pages', PAGE_FIELDS, await scorePages());
  printAccuracy('Pasted texts', RECIPE_FIELDS, scoreTexts());
  await speed(true);
  await speed(false);
  if (failures.length > 0) {
    console.error(`\n${failures.length} fixture(s) threw:`);
    for (const failure of failures) console.error(failure);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
