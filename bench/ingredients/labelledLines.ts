/**
 * bench:ingredients-labelled — Forkcast's ingredient parser and food catalogue against 19,316
 * labelled recipe lines from three sites (labelled/README.md): quantity, unit and food right per
 * source, every miss category with its count, the label names the catalogue does not know, and
 * the time to read a 40-line recipe beside parse-ingredient alone in the same run.
 *
 * `--unknown-names <path>` also writes every label name the catalogue cannot read, with its
 * line count, as CSV.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import { parseIngredient } from 'parse-ingredient';
import { expectedAmount, type ExpectedAmount, type Reading } from './labelDecoding';
import { catalogueName, catalogueNames, parseIngredientLine, type ParsedIngredient } from './labelledAdapter';

interface LabelledLine {
  source: string;
  sentence: string;
  quantity: string;
  unit: string;
  name: string;
}

interface Judged {
  line: LabelledLine;
  parsed: ParsedIngredient;
  expected: ExpectedAmount;
  reading: Reading;
  quantityRight: boolean;
  unitRight: boolean;
  /** The catalogue's reading of the label name, or null when it reads none. */
  labelFood: string | null;
  foodRight: boolean;
  foodMiss: string | null;
  quantityMiss: string | null;
}

const QUANTITY_TOLERANCE = 1e-3;
const RECIPE_LINES = 40;
const RECIPE_SAMPLES = 500;
const TOP_UNKNOWN = 40;
const TOP_PAIRS = 10;
const EXAMPLES = 2;

const sameQuantity = (ours: number | null, label: number | null) =>
  ours === null || label === null ? ours === label : Math.abs(ours - label) <= QUANTITY_TOLERANCE * Math.max(1, label);

/** names.csv's form of a label name: lower case, whitespace collapsed. */
const labelKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/** "olive or vegetable oil", "salt and pepper", "butter & oil": more than one food in one name. */
const ALTERNATIVES = /\b(?:or|and)\b|&|\//i;

function readLines(): LabelledLine[] {
  const text = readFileSync(path.join(__dirname, 'labelled/lines.csv'), 'utf8');
  return parse(text, { columns: true, skip_empty_lines: true }) as LabelledLine[];
}

function judgeFood(line: LabelledLine, parsed: ParsedIngredient, labelFood: string | null): string | null {
  if (!line.name.trim()) return 'label has no name';
  if (labelFood === null) return 'catalogue does not know the label name';
  if (parsed.known && parsed.food === labelFood) return null;
  if (!parsed.known) return 'parser found no food (label name is known)';
  const named = catalogueNames(line.name);
  if (named.includes(parsed.food))
    return ALTERNATIVES.test(line.name)
      ? 'label has alternatives: parser took another of them'
      : 'parser took another food the label name holds';
  return 'parser picked a food the label name does not hold';
}

function judge(line: LabelledLine): Judged {
  const parsed = parseIngredientLine(line.sentence);
  const expected = expectedAmount(line.sentence, line.quantity, line.unit);
  const quantityOf = (reading: Reading) => sameQuantity(parsed.quantity, reading.quantity);
  const unitOf = (reading: Reading) => (parsed.unit ?? null) === reading.unit;
  const reading =
    expected.readings.find((candidate) => quantityOf(candidate) && unitOf(candidate)) ??
    expected.readings.find(quantityOf) ??
    expected.readings.find(unitOf) ??
    expected.readings[0];
  const quantityRight = quantityOf(reading);
  const labelFood = line.name.trim() ? catalogueName(line.name) : null;
  const foodMiss = judgeFood(line, parsed, labelFood);
  let quantityMiss: string | null = null;
  if (!quantityRight) {
    const how =
      parsed.quantity === null
        ? 'no amount read'
        : reading.quantity === null
          ? 'amount read where the label has none'
          : 'another amount read';
    quantityMiss = `${expected.shape}: ${how}`;
  }
  return {
    line,
    parsed,
    expected,
    reading,
    quantityRight,
    unitRight: unitOf(reading),
    labelFood,
    foodRight: foodMiss === null,
    foodMiss,
    quantityMiss,
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((part / whole) * 100).toFixed(1)} %`);

function countBy<T>(items: readonly T[], key: (item: T) => string | null): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    if (name === null) continue;
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return [...groups].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

const amountText = (quantity: number | null, unit: string | null) =>
  `${quantity === null ? '–' : Number(quantity.toFixed(3))} ${unit ?? '·'}`;

function example(judged: Judged): string {
  const { parsed, reading, line, labelFood } = judged;
  return `"${line.sentence}" → ${amountText(parsed.quantity, parsed.unit)} ${parsed.known ? parsed.food : `(${parsed.food})`}; label ${amountText(reading.quantity, reading.unit)} ${line.name} = ${labelFood ?? '?'}`;
}

function printCategories(title: string, groups: [string, Judged[]][], total: number): void {
  console.log(`\n${title}\n`);
  console.log('| miss | lines | share of all lines | e.g. |');
  console.log('|---|---:|---:|---|');
  for (const [name, items] of groups)
    console.log(
      `| ${name} | ${items.length} | ${percent(items.length, total)} | ${items
        .slice(0, EXAMPLES)
        .map(example)
        .join('<br>')
        .replace(/\|/g, '\\|')} |`,
    );
}

function accuracy(judged: Judged[]): void {
  const sources = [...new Set(judged.map((item) => item.line.source))];
  console.log(
    '| source | lines | quantity right | unit right | food right | all three | catalogue reads the label name |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [name, items] of [
    ...sources.map((source) => [source, judged.filter((item) => item.line.source === source)] as const),
    ['all', judged] as const,
  ]) {
    const count = (test: (item: Judged) => boolean) => items.filter(test).length;
    console.log(
      `| ${name} | ${items.length} | ${percent(
        count((item) => item.quantityRight),
        items.length,
      )} | ${percent(
        count((item) => item.unitRight),
        items.length,
      )} | ${percent(
        count((item) => item.foodRight),
        items.length,
      )} | ${percent(
        count((item) => item.quantityRight && item.unitRight && item.foodRight),
        items.length,
      )} | ${percent(
        count((item) => item.labelFood !== null),
        items.length,
      )} |`,
    );
  }

  console.log('\nAmount shapes (how the labels were read; labelled/README.md):\n');
  console.log('| shape | lines | quantity right | unit right |');
  console.log('|---|---:|---:|---:|');
  for (const [shape, items] of countBy(judged, (item) => item.expected.shape))
    console.log(
      `| ${shape} | ${items.length} | ${percent(items.filter((item) => item.quantityRight).length, items.length)} | ${percent(
        items.filter((item) => item.unitRight).length,
        items.length,
      )} |`,
    );

  printCategories(
    'Food misses:',
    countBy(judged, (item) => item.foodMiss),
    judged.length,
  );
  printCategories(
    'Quantity misses:',
    countBy(judged, (item) => item.quantityMiss),
    judged.length,
  );
  const unitPairs = countBy(judged, (item) =>
    item.unitRight ? null : `label ${item.reading.unit ?? '(none)'} → ours ${item.parsed.unit ?? '(none)'}`,
  );
  const unitMisses = judged.filter((item) => !item.unitRight).length;
  printCategories(
    `Unit misses: ${unitMisses} lines in ${unitPairs.length} confusion pairs, the top ${TOP_PAIRS}:`,
    unitPairs.slice(0, TOP_PAIRS),
    judged.length,
  );
}

function unknownNames(judged: Judged[]): [string, number][] {
  return countBy(
    judged.filter((item) => item.line.name.trim() && item.labelFood === null),
    (item) => labelKey(item.line.name),
  ).map(([name, items]) => [name, items.length]);
}

function printUnknownNames(unknown: [string, number][], judged: Judged[]): void {
  const lines = unknown.reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `\nLabel names the catalogue does not know: ${unknown.length} distinct names on ${lines} lines (${percent(lines, judged.length)}); the top ${TOP_UNKNOWN}:\n`,
  );
  console.log('| name | lines |');
  console.log('|---|---:|');
  for (const [name, count] of unknown.slice(0, TOP_UNKNOWN)) console.log(`| ${name} | ${count} |`);
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function writeUnknownNames(file: string, unknown: [string, number][]): void {
  writeFileSync(
    file,
    ['name,count', ...unknown.map(([name, count]) => `${csvField(name)},${count}`)].join('\n') + '\n',
  );
  console.log(`\nWrote ${unknown.length} unknown names to ${file}.`);
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

function timeAll(lines: readonly string[], read: (line: string) => unknown): number {
  const start = performance.now();
  for (const line of lines) read(line);
  return performance.now() - start;
}

function speed(sentences: readonly string[]): void {
  const baseline = timeAll(sentences, (line) => parseIngredient(line));
  const ours = timeAll(sentences, parseIngredientLine);
  console.log(`\nSpeed (${sentences.length} lines, after one warm-up pass over them):\n`);
  console.log('| | parse-ingredient alone (baseline) | Forkcast parser + catalogue | ratio |');
  console.log('|---|---:|---:|---:|');
  const perLine = (ms: number) => ((ms / sentences.length) * 1000).toFixed(1);
  console.log(`| µs per line | ${perLine(baseline)} | ${perLine(ours)} | ${(ours / baseline).toFixed(2)} |`);

  const baselineRecipes: number[] = [];
  const ourRecipes: number[] = [];
  for (let sample = 0; sample < RECIPE_SAMPLES; sample += 1) {
    const start = (sample * RECIPE_LINES) % (sentences.length - RECIPE_LINES);
    const recipe = sentences.slice(start, start + RECIPE_LINES);
    baselineRecipes.push(timeAll(recipe, (line) => parseIngredient(line)));
    ourRecipes.push(timeAll(recipe, parseIngredientLine));
  }
  const baselineP95 = percentile(baselineRecipes, 0.95);
  const oursP95 = percentile(ourRecipes, 0.95);
  console.log(
    `| ${RECIPE_LINES}-line recipe, p95 of ${RECIPE_SAMPLES} ms | ${baselineP95.toFixed(2)} | ${oursP95.toFixed(2)} | ${(oursP95 / baselineP95).toFixed(2)} |`,
  );
  console.log(
    `| ${RECIPE_LINES}-line recipe, median ms | ${percentile(baselineRecipes, 0.5).toFixed(2)} | ${percentile(ourRecipes, 0.5).toFixed(2)} | |`,
  );
}

function main(): void {
  const started = performance.now();
  const unknownFlag = process.argv.indexOf('--unknown-names');
  const unknownFile = unknownFlag >= 0 ? process.argv[unknownFlag + 1] : undefined;
  if (unknownFlag >= 0 && !unknownFile) throw new Error('--unknown-names needs a file path');
  const lines = readLines();
  const judged = lines.map(judge);
  accuracy(judged);
  const unknown = unknownNames(judged);
  printUnknownNames(unknown, judged);
  if (unknownFile) writeUnknownNames(unknownFile, unknown);
  speed(lines.map((line) => line.sentence));
  console.log(`\nRan in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

main();
