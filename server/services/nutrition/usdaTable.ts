/**
 * The USDA National Nutrient Database for Standard Reference, Release 28 (SR28, public domain),
 * vendored in server/data/usda-sr28 (its README gives the source, licence and checksums): per
 * 100 g of edible portion, the nutrients Forkcast reports, for the 8,789 foods of foods.csv. Its
 * rows are composition codes 'usda:' + the NDB number ('usda:01001'); compositionTable.ts reads
 * them beside IFCT 2017. Read once, on first use, never typed by hand.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Composition, TableNutrient } from './compositionTable';
import { readCsvRows } from './csvRows';

export const USDA_CODE_PREFIX = 'usda:';

export const USDA_DIRECTORY = path.resolve(__dirname, '../../data/usda-sr28');

const FOODS_CSV = path.join(USDA_DIRECTORY, 'foods.csv');

const FOODS_HEADER = [
  'ndb_no',
  'description',
  'food_group',
  'energy_kcal',
  'protein_g',
  'fat_g',
  'saturated_fat_g',
  'carbohydrate_g',
  'sugars_g',
  'fibre_g',
  'sodium_mg',
] as const;

type FoodsColumn = (typeof FOODS_HEADER)[number];

/** Where each nutrient is read, and the factor to grams (sodium is given in mg). */
const NUTRIENT_COLUMNS: Readonly<Record<TableNutrient, readonly [FoodsColumn, number]>> = {
  energyKcal: ['energy_kcal', 1],
  proteinG: ['protein_g', 1],
  carbohydrateG: ['carbohydrate_g', 1],
  sugarsG: ['sugars_g', 1],
  fatG: ['fat_g', 1],
  saturatedFatG: ['saturated_fat_g', 1],
  fibreG: ['fibre_g', 1],
  sodiumG: ['sodium_mg', 0.001],
};

/**
 * How the rows below are built from the file: part of the table's version, so a change of the
 * reading (not only of the file) computes recipes again.
 */
const READING_FORMAT = 1;

/** A USDA composition code for an NDB number: '01001' → 'usda:01001'. */
export const usdaCode = (ndbNo: string): string => USDA_CODE_PREFIX + ndbNo;

/** The NDB number of a USDA composition code ('usda:01001' → '01001'), or the NDB number as given. */
export const ndbNumber = (codeOrNdbNo: string): string =>
  codeOrNdbNo.startsWith(USDA_CODE_PREFIX) ? codeOrNdbNo.slice(USDA_CODE_PREFIX.length) : codeOrNdbNo;

/**
 * Reads a vendored CSV after checking its header is the one expected and every row has its
 * columns, handing each row to `read` as it is read: only what `read` returns is kept (null skips
 * the row), so the file's cells are never all held at once.
 */
export function readUsdaCsv<T>(file: string, header: readonly string[], read: (row: string[]) => T | null): T[] {
  const name = path.basename(file);
  return readCsvRows(readFileSync(file, 'utf8'), (row, index) => {
    if (index > 0) {
      if (row.length !== header.length)
        throw new Error(`${name}: row ${index + 1} has ${row.length} columns, not ${header.length}`);
      return read(row);
    }
    if (row.join(',') !== header.join(','))
      throw new Error(`${name}: expected the columns ${header.join(',')}, found ${row.join(',')}`);
    return null;
  });
}

function loadUsdaTable(): Map<string, Composition> {
  const at = new Map(FOODS_HEADER.map((column, index) => [column, index]));
  return new Map(readUsdaCsv(FOODS_CSV, FOODS_HEADER, (row) => usdaComposition(row, at)).map((row) => [row.code, row]));
}

function usdaComposition(row: readonly string[], at: ReadonlyMap<FoodsColumn, number>): Composition {
  const code = usdaCode(row[at.get('ndb_no')!]);
  const composition = {
    code,
    name: row[at.get('description')!],
    group: row[at.get('food_group')!],
  } as Composition;
  const unknown: TableNutrient[] = [];
  for (const [nutrient, [column, toGrams]] of Object.entries(NUTRIENT_COLUMNS) as [
    TableNutrient,
    readonly [FoodsColumn, number],
  ][]) {
    const cell = row[at.get(column)!];
    const value = Number(cell);
    if (cell !== '' && !(Number.isFinite(value) && value >= 0))
      throw new Error(`foods.csv: ${code} has ${column} ${JSON.stringify(cell)}`);
    // An empty cell is a nutrient SR28 did not analyse for that food (sugars in 1,832 foods,
    // fibre in 594, saturated fat in 349, sodium in 83: mostly meats, fish, game and drinks,
    // which hold little or none of them). It counts as 0, as IFCT's blanks do, so a recipe's
    // sums stay sums; `unknownNutrients` says which, for whoever must not read 0 as "none".
    if (cell === '') unknown.push(nutrient);
    // Rounded to the table's own precision: 643 mg is 0.643 g, not 0.6430000000000001.
    composition[nutrient] = cell === '' ? 0 : Math.round(value * toGrams * 1e6) / 1e6;
  }
  // SR28 gives every food its energy (the Atwater factors of its own analysis); a 0 is real
  // (stevia, zero-calorie cola), never derived here.
  composition.energyDerived = false;
  if (unknown.length > 0) composition.unknownNutrients = unknown;
  return composition;
}

let cached: Map<string, Composition> | null = null;

/** Every row of SR28 by composition code ('usda:01001'); read on first use. */
export function usdaTable(): ReadonlyMap<string, Composition> {
  cached ??= loadUsdaTable();
  return cached;
}

let cachedVersion: string | null = null;

/**
 * A hash of foods.csv as vendored and of how it is read: cheap (no parse), so the version of the
 * composition tables is known on start without reading SR28's rows before a recipe needs them.
 */
export function usdaVersion(): string {
  cachedVersion ??= createHash('sha256')
    .update(`${READING_FORMAT}\n`)
    .update(readFileSync(FOODS_CSV))
    .digest('hex')
    .slice(0, 12);
  return cachedVersion;
}
