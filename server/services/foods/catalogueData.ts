/**
 * The food catalogue, read from its data: server/data/foods/*.jsonl, one food per line, one file
 * per shopping aisle, and kinds.jsonl (README.md there says what each field means and where the
 * knowledge comes from). Read once, on first use; a row that breaks the format stops the start
 * with its file and line, so bad data never reaches a recipe.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AISLES, ALLERGENS } from '../../../contract/constants';
import { UNIT_CODES } from '../../../contract/quantities';
import {
  ANIMAL_SOURCES,
  PURCHASE_FORMS,
  type CompositionLink,
  type Food,
  type FoodDietary,
  type FoodKind,
} from './types';

export const CATALOGUE_DIR = join(__dirname, '../../data/foods');
const KINDS_FILE = 'kinds.jsonl';

/*
 * Each row is checked field by field as it is read (a few microseconds a row: thousands of foods
 * are read at every start, where a schema library took 0.6 ms a row). A row with a field of the
 * wrong type, a value outside its list or a field the format does not know is refused.
 */
type Check = (value: unknown) => boolean;
const isText: Check = (value) => typeof value === 'string' && value.trim() !== '';
const isPositive: Check = (value) => typeof value === 'number' && Number.isFinite(value) && value > 0;
const isTrue: Check = (value) => value === true;
const isBoolean: Check = (value) => typeof value === 'boolean';
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);
const oneOf = (allowed: readonly string[]): Check => {
  const set = new Set<unknown>(allowed);
  return (value) => set.has(value);
};
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function shape(fields: Readonly<Record<string, Check>>, required: readonly string[]): Check {
  const known = new Map(Object.entries(fields));
  return (value) => {
    if (!isObject(value)) throw new Error('is not an object');
    for (const name of required) if (!Object.hasOwn(value, name)) throw new Error(`${name} is required`);
    for (const [name, field] of Object.entries(value)) {
      const check = known.get(name);
      if (!check) throw new Error(`${name} is not a field of the format`);
      let valid: boolean;
      try {
        valid = check(field);
      } catch (error) {
        throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!valid) throw new Error(`${name} is not valid: ${JSON.stringify(field)}`);
    }
    return true;
  };
}

const names = listOf(isText);
/** A USDA SR28 NDB number: five digits ('11297'). */
const isNdbNumber: Check = (value) => typeof value === 'string' && /^\d{5}$/.test(value);

const isComposition = shape(
  {
    table: oneOf(['ifct', 'usda']),
    code: isText,
    match: oneOf(['same', 'near']),
    note: isText,
  },
  ['table', 'code', 'match'],
);

const isPurchaseSize = shape({ size: isPositive, label: isText }, ['size']);
const UNIT_CODE_SET: ReadonlySet<string> = new Set(UNIT_CODES);
/** `per`: unit codes (and "piece", a counted amount) to a positive amount; never an inherited key. */
const isPerUnit: Check = (value) =>
  isObject(value) &&
  Object.keys(value).length > 0 &&
  Object.entries(value).every(([unit, amount]) => UNIT_CODE_SET.has(unit) && isPositive(amount));

const isPurchase = shape(
  {
    form: oneOf(PURCHASE_FORMS),
    size: isPositive,
    unit: oneOf(['g', 'ml', 'piece']),
    label: isText,
    others: listOf(isPurchaseSize),
    drained: isPositive,
    per: isPerUnit,
    pieceName: isText,
  },
  ['form', 'size', 'unit'],
);

const isFood = shape(
  {
    name: isText,
    aliases: names,
    kinds: names,
    madeWith: names,
    aisle: oneOf(AISLES),
    staple: isBoolean,
    density: isPositive,
    pieceGrams: isPositive,
    allergens: listOf(oneOf(ALLERGENS)),
    mayContain: listOf(oneOf(ALLERGENS)),
    animal: listOf(oneOf(ANIMAL_SOURCES)),
    alcohol: isTrue,
    dietaryNote: isText,
    composition: isComposition,
    measures: isNdbNumber,
    purchase: isPurchase,
  },
  ['name', 'aisle'],
);

/** `allergens` and `mayContain` each name an allergen once, and never the same one in both. */
const hasConsistentAllergens: Check = (value) => {
  if (!isObject(value)) return true;
  const contains = (value.allergens ?? []) as readonly string[];
  const mayContain = (value.mayContain ?? []) as readonly string[];
  if (new Set(contains).size !== contains.length) throw new Error('allergens names an allergen twice');
  if (new Set(mayContain).size !== mayContain.length) throw new Error('mayContain names an allergen twice');
  const both = mayContain.filter((allergen) => contains.includes(allergen));
  if (both.length > 0) throw new Error(`mayContain repeats what allergens says it contains: ${both.join(', ')}`);
  return true;
};

/** `measures` names the USDA row that weighs a food whose composition is not USDA's: a USDA food has its own. */
const hasMeasuresOfAnotherTable: Check = (value) => {
  if (!isObject(value) || value.measures === undefined) return true;
  const composition = value.composition as { table?: unknown } | undefined;
  if (composition?.table === 'usda') throw new Error('measures is for a food whose composition is not USDA');
  return true;
};

const isFoodRow: Check = (value) => isFood(value) && hasConsistentAllergens(value) && hasMeasuresOfAnotherTable(value);

const isKind = shape({ name: isText, aliases: names, kinds: names }, ['name']);

/** A catalogue row as read from JSON, checked; throws saying which field is wrong. */
export function checkedFood(row: unknown): Food {
  isFoodRow(row);
  return row as Food;
}

function readRows<T>(file: string, check: Check): T[] {
  const text = readFileSync(join(CATALOGUE_DIR, file), 'utf8');
  return text.split('\n').flatMap((line, index) => {
    if (line.trim() === '') return [];
    try {
      const row: unknown = JSON.parse(line);
      check(row);
      return [row as T];
    } catch (error) {
      throw new Error(`${file}:${index + 1}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

function readCatalogue(): { foods: Food[]; kinds: FoodKind[] } {
  const files = readdirSync(CATALOGUE_DIR)
    .filter((file) => file.endsWith('.jsonl') && file !== KINDS_FILE)
    .sort();
  return {
    foods: files.flatMap((file) => readRows<Food>(file, isFoodRow)),
    kinds: readRows<FoodKind>(KINDS_FILE, isKind),
  };
}

const catalogue = readCatalogue();

/** Every food Forkcast recognises in an ingredient line or a query. */
export const FOODS: readonly Food[] = catalogue.foods;

/** Words for families of foods: a search for one finds its members. */
export const FOOD_KINDS: readonly FoodKind[] = catalogue.kinds;

const FOODS_BY_NAME: ReadonlyMap<string, Food> = new Map(FOODS.map((food) => [food.name, food]));

/** A food by its canonical name (as stored in recipe_ingredients.food). */
export const foodNamed = (name: string): Food | undefined => FOODS_BY_NAME.get(name);

/** A food's composition-table row, by canonical name. */
export const compositionLinkOf = (name: string): CompositionLink | undefined => FOODS_BY_NAME.get(name)?.composition;

/** What a food holds for allergies and diets, by canonical name; undefined for a food with none. */
export function dietaryOf(name: string): FoodDietary | undefined {
  const food = FOODS_BY_NAME.get(name);
  if (!food || (!food.allergens?.length && !food.mayContain?.length && !food.animal?.length && !food.alcohol))
    return undefined;
  return { allergens: food.allergens, mayContain: food.mayContain, animal: food.animal, alcohol: food.alcohol };
}
