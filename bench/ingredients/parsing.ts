/**
 * bench:ingredients — the ingredient parser: its accuracy over the corpus (corpus.ts), per part
 * and whole, with every line it misses; and its speed over the demo's lines and 10,000
 * generated ones, beside parse-ingredient alone (the library it builds on) in the same run.
 */
import { performance } from 'node:perf_hooks';
import { parseIngredient } from 'parse-ingredient';
import { parseIngredientLine } from '../../server/services/foods/ingredientLine';
import { RECIPES_BY_LIBRARY } from '../../server/seed/recipes';
import { INGREDIENT_CORPUS } from './corpus';
import { describeMiss, judgeLine } from './judge';

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

function accuracy(): void {
  const scores = INGREDIENT_CORPUS.map(judgeLine);
  const count = (test: (score: (typeof scores)[number]) => boolean) => scores.filter(test).length;
  console.log(`| part | right of ${scores.length} lines |`);
  console.log('|---|---:|');
  console.log(
    `| quantity (and range) | ${percent(
      count((s) => s.parts.quantity),
      scores.length,
    )} |`,
  );
  console.log(
    `| unit | ${percent(
      count((s) => s.parts.unit),
      scores.length,
    )} |`,
  );
  console.log(
    `| food | ${percent(
      count((s) => s.parts.food),
      scores.length,
    )} |`,
  );
  console.log(
    `| all three | ${percent(
      count((s) => s.correct),
      scores.length,
    )} |`,
  );
  console.log('\nMissed:');
  for (const score of scores.filter((s) => !s.correct)) console.log(`- ${describeMiss(score)}`);
}

/** 10,000 lines built from the corpus's and demo's, with other amounts. */
function generatedLines(): string[] {
  const sources = [...INGREDIENT_CORPUS.map((line) => line.line), ...demoLines()];
  return Array.from({ length: 10_000 }, (_, index) => {
    const source = sources[index % sources.length];
    return source.replace(/^\d+/, String(1 + (index % 17)));
  });
}

function demoLines(): string[] {
  return RECIPES_BY_LIBRARY.flatMap((library) => library.recipes.flatMap((recipe) => [...recipe.ingredients]));
}

function timed(lines: string[], parse: (line: string) => unknown): number {
  for (const line of lines.slice(0, 500)) parse(line); // warm-up
  const start = performance.now();
  for (const line of lines) parse(line);
  return performance.now() - start;
}

function speed(): void {
  console.log('\n| lines | parse-ingredient alone (baseline) ms | Forkcast parser ms | ratio | Forkcast µs per line |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, lines] of [
    [`the demo (${demoLines().length})`, demoLines()],
    ['10,000 generated', generatedLines()],
  ] as const) {
    const baseline = timed(lines, (line) => parseIngredient(line));
    const ours = timed(lines, parseIngredientLine);
    console.log(
      `| ${name} | ${baseline.toFixed(1)} | ${ours.toFixed(1)} | ${(ours / baseline).toFixed(2)} | ${((ours / lines.length) * 1000).toFixed(1)} |`,
    );
  }
}

accuracy();
speed();
