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
if (global.gc) global.gc();
const rss0 = process.memoryUsage().rss;
const heap0 = process.memoryUsage().heapUsed;
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
  for (const food of FOODS) if (food.measures) householdMeasures(food.measures);
  compositionVersion();
}
const ms = performance.now() - t0;
if (global.gc) global.gc();
const { rss, heapUsed } = process.memoryUsage();
console.log(JSON.stringify({ ms, rssMb: (rss - rss0) / 1e6, heapMb: (heapUsed - heap0) / 1e6 }));
`;

interface Load {
  ms: number;
  rssMb: number;
  heapMb: number;
}

/**
 * Most of a fresh process's RSS growth is V8's young generation, grown by the parsers' short-lived
 * cells (a serving process grows it under its first requests anyway): `youngGenerationCapped`
 * runs the same load with it held at 1 MB, to show what the tables themselves keep.
 */
function measure(what: 'baseline' | 'all', youngGenerationCapped = false): Load {
  const flags = youngGenerationCapped ? ['--max-semi-space-size=1'] : [];
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--expose-gc', ...flags, '-e', CHILD, what], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Load;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = { baseline: [] as Load[], all: [] as Load[], allCapped: [] as Load[] };
for (let run = 0; run < RUNS; run += 1) {
  results.baseline.push(measure('baseline'));
  results.all.push(measure('all'));
  results.allCapped.push(measure('all', true));
}
const cell = (list: Load[], key: keyof Load, digits: number, width: number) =>
  median(list.map((r) => r[key]))
    .toFixed(digits)
    .padStart(width);
const row = (name: string, list: Load[]) =>
  `| ${name.padEnd(64)} | ${cell(list, 'ms', 0, 6)} | ${cell(list, 'rssMb', 1, 7)} | ${cell(list, 'heapMb', 1, 8)} |`;
console.log(`load average ${loadavg()}; ${RUNS} fresh processes each, medians`);
console.log(`| ${'loaded'.padEnd(64)} |     ms | +RSS MB | +heap MB |`);
console.log(`|${'-'.repeat(66)}|-------:|--------:|---------:|`);
console.log(row('IFCT 2017 alone (baseline: before issue 35)', results.baseline));
console.log(row('catalogue + IFCT + USDA SR28 + measures', results.all));
console.log(row('the same, young generation held at 1 MB (what the tables keep)', results.allCapped));
const ratio = median(results.all.map((r) => r.ms)) / median(results.baseline.map((r) => r.ms));
console.log(`ratio (time) ${ratio.toFixed(2)}; goal: at most 2,000 ms and +60 MB for everything`);
