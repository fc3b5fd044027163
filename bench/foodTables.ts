/**
 * bench:food-tables — what loading the food knowledge costs at start (issue 35): the food
 * catalogue (server/data/foods), USDA SR28 (foods and household measures) and IFCT 2017, each
 * read in a fresh process, timed and with its RSS growth, beside the baseline of the same run:
 * IFCT 2017 alone, which was everything the server read before.
 *
 *   npm run bench:food-tables            # 5 fresh processes of each
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadavg } from './benchProcess';

const RUNS = Number(process.env.RUNS ?? 5);
const root = path.resolve(__dirname, '..');

/** Run in a child: load what `what` names, print {ms, rssMb}. */
const CHILD = `
const what = process.argv[1];
const rss0 = process.memoryUsage().rss;
const t0 = performance.now();
const { compositionTable, compositionVersion } = require('./server/services/nutrition/compositionTable');
compositionTable();
if (what === 'all') {
  const { FOODS } = require('./server/services/foods/catalogueData');
  const { termsInText } = require('./server/services/foods/catalogue');
  const { linkedCompositionCodes, linkedComposition } = require('./server/services/nutrition/recipeNutrition');
  const { householdMeasures } = require('./server/services/nutrition/householdMeasures');
  termsInText('2 tbsp olive oil');
  for (const food of FOODS) if (food.composition) linkedComposition(food.composition);
  for (const code of linkedCompositionCodes()) if (code.startsWith('usda:')) householdMeasures(code);
  compositionVersion();
}
const ms = performance.now() - t0;
if (global.gc) global.gc();
console.log(JSON.stringify({ ms, rssMb: (process.memoryUsage().rss - rss0) / 1e6 }));
`;

function measure(what: 'baseline' | 'all'): { ms: number; rssMb: number } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--expose-gc', '-e', CHILD, what], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as { ms: number; rssMb: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = { baseline: [] as { ms: number; rssMb: number }[], all: [] as { ms: number; rssMb: number }[] };
for (let run = 0; run < RUNS; run += 1) {
  results.baseline.push(measure('baseline'));
  results.all.push(measure('all'));
}
const row = (name: string, list: { ms: number; rssMb: number }[]) =>
  `| ${name.padEnd(44)} | ${median(list.map((r) => r.ms))
    .toFixed(0)
    .padStart(6)} | ${median(list.map((r) => r.rssMb))
    .toFixed(1)
    .padStart(7)} |`;
console.log(`load average ${loadavg()}; ${RUNS} fresh processes each, medians`);
console.log('| loaded                                       |     ms | +RSS MB |');
console.log('|----------------------------------------------|-------:|--------:|');
console.log(row('IFCT 2017 alone (baseline: before issue 35)', results.baseline));
console.log(row('catalogue + IFCT + USDA SR28 + measures', results.all));
const ratio = median(results.all.map((r) => r.ms)) / median(results.baseline.map((r) => r.ms));
console.log(`ratio (time) ${ratio.toFixed(2)}; goal: at most 2,000 ms and +60 MB for everything`);
