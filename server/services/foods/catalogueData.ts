/**
 * The food catalogue, read from its data: server/data/foods/*.jsonl, one food per line, one file
 * per shopping aisle, and kinds.jsonl (README.md there says what each field means and where the
 * knowledge comes from). Read once, on first use; a row that breaks the format stops the start
 * with its file and line, so bad data never reaches a recipe.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { array, boolean, mixed, number, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { AISLES, ALLERGENS } from '../../../contract/constants';
import { ANIMAL_SOURCES, type CompositionLink, type Food, type FoodDietary, type FoodKind } from './types';

export const CATALOGUE_DIR = join(__dirname, '../../data/foods');
const KINDS_FILE = 'kinds.jsonl';

const names = array(string().required().min(1)).strict();

const foodSchema = object({
  name: string().required().min(1),
  aliases: names.optional(),
  kinds: names.optional(),
  madeWith: names.optional(),
  aisle: mixed().oneOf(AISLES).required(),
  staple: boolean().optional(),
  density: number().positive().optional(),
  pieceGrams: number().positive().optional(),
  allergens: array(mixed().oneOf(ALLERGENS).required()).optional(),
  animal: array(mixed().oneOf(ANIMAL_SOURCES).required()).optional(),
  alcohol: boolean().oneOf([true]).optional(),
  dietaryNote: string().optional(),
  composition: object({
    table: mixed()
      .oneOf(['ifct', 'usda'] as const)
      .required(),
    code: string().required().min(1),
    match: mixed()
      .oneOf(['same', 'near'] as const)
      .required(),
    note: string().optional(),
  })
    .noUnknown()
    .strict()
    .default(undefined)
    .optional(),
})
  .noUnknown()
  .strict();

const kindSchema = object({
  name: string().required().min(1),
  aliases: names.optional(),
  kinds: names.optional(),
})
  .noUnknown()
  .strict();

function readRows<T>(file: string, schema: ObjectSchema<AnyObject>): T[] {
  const text = readFileSync(join(CATALOGUE_DIR, file), 'utf8');
  return text.split('\n').flatMap((line, index) => {
    if (line.trim() === '') return [];
    try {
      return [schema.validateSync(JSON.parse(line), { abortEarly: true }) as T];
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
    foods: files.flatMap((file) => readRows<Food>(file, foodSchema)),
    kinds: readRows<FoodKind>(KINDS_FILE, kindSchema),
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
  if (!food || (!food.allergens?.length && !food.animal?.length && !food.alcohol)) return undefined;
  return { allergens: food.allergens, animal: food.animal, alcohol: food.alcohol };
}
