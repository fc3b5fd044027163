/**
 * A recipe's nutrition per serving, estimated from its ingredient lines (issue 20): each line
 * weighed (lineWeight.ts) and matched to the composition table through the catalogue's links
 * (the catalogue's composition links, server/data/foods). Only what is matched is counted, never guessed: `coverage` is the
 * share of the weighed ingredients that was matched, and a recipe with nothing matched has none.
 */
import { createHash } from 'node:crypto';
import { NUTRIENTS, type NutrientField } from '../../../contract/constants';
import type { NutrientAmountsDto, NutritionDto } from '../../../contract/types';
import { compositionLinkOf, FOODS } from '../foods/catalogueData';
import { parseIngredientLine } from '../foods/ingredientLine';
import type { CompositionLink } from '../foods/types';
import {
  compositionOf,
  compositionVersion,
  TABLE_NUTRIENTS,
  type Composition,
  type TableNutrient,
} from './compositionTable';
import { usdaCode } from './usdaTable';
import { catalogueFood, gramsOf } from './lineWeight';

/** Salt is sodium chloride: 2.5 g of salt per gram of sodium (the EU labelling factor). */
export const SALT_PER_SODIUM = 2.5;

/** A food's nutrients per 100 g; `saltG` where it is known as salt rather than as sodium. */
type Per100g = Pick<Composition, TableNutrient> & { saltG?: number };

const NOTHING = Object.fromEntries(TABLE_NUTRIENTS.map((nutrient) => [nutrient, 0])) as Per100g;

/**
 * kcal per gram of carbohydrate: the EU labelling factor (Regulation (EU) 1169/2011, Annex XIV),
 * for a food that is nothing but carbohydrate.
 */
export const KCAL_PER_G_CARBOHYDRATE = 4;

/** Sucrose: 100 g of it is 100 g of carbohydrate, all of it sugars, and nothing else. */
const SUCROSE: Per100g = {
  ...NOTHING,
  energyKcal: 100 * KCAL_PER_G_CARBOHYDRATE,
  carbohydrateG: 100,
  sugarsG: 100,
};

/**
 * Foods that are one substance, so what they are needs no table (the table lists none of them):
 * water has no nutrients, and neither has sparkling water (water and carbon dioxide; its minerals
 * are as small as tap water's) or ice (frozen water); salt is all salt (sodium chloride); white,
 * caster and icing sugar are sucrose (icing sugar may hold a percent or two of anti-caking agent).
 * Not honey, syrups or brown sugars: they hold water and more than one sugar.
 */
const BY_DEFINITION: Readonly<Record<string, Per100g>> = {
  water: NOTHING,
  'sparkling water': NOTHING,
  ice: NOTHING,
  salt: { ...NOTHING, saltG: 100 },
  sugar: SUCROSE,
  'caster sugar': SUCROSE,
  'icing sugar': SUCROSE,
};

/**
 * How many times its dry weight a pulse or grain weighs once cooked or tinned, from SR28's own
 * rows per 100 g: chickpeas 378 kcal dry, 139 canned and drained (2.7); lentils 352 and 116
 * (3.0); red kidney beans 333 and 127 (2.6); long-grain white rice 365 and 130 (2.8); spaghetti
 * 371 and 158 (2.35). A line of cooked rice or tinned beans, read against a dry row, counts the
 * dry weight it was made from, never three times its energy.
 */
const COOKED_YIELD: ReadonlyMap<string, number> = new Map([
  ['Grain Legumes', 2.7],
  ['Legumes and Legume Products', 2.7],
  ['Cereals and Millets', 2.6],
  ['Cereal Grains and Pasta', 2.6],
]);
/** A row of such a group that is already cooked, tinned or soaked. */
const WET_ROW = /\b(?:canned|cooked|boiled|drained|sprouted|stewed|frozen|baked)\b/i;
/** A line of a pulse or grain already soaked up with water: a tin's drained beans, cooked rice. */
const WET_FORM = /\b(?:tins?|tinned|cans?|canned|cooked|drained|jars?|leftover)\b/i;
/** The code a catalogue link names in compositionOf's terms: 'G017' (IFCT), 'usda:01001' (SR28). */
const compositionCode = (link: CompositionLink): string => (link.table === 'usda' ? usdaCode(link.code) : link.code);

/** The row a catalogue link names, in either table. */
export const linkedComposition = (link: CompositionLink): Composition | undefined =>
  compositionOf(compositionCode(link));

/** Every composition code the catalogue links: the rows the database mirrors. */
export const linkedCompositionCodes = (): string[] => [
  ...new Set(FOODS.flatMap((food) => (food.composition ? [compositionCode(food.composition)] : []))),
];

/**
 * What 100 g of a catalogue food, as this line has it, holds; undefined when the table has no
 * entry for it. A tinned or cooked pulse or grain weighs two to three times its dry form: read
 * against a dry row, its values are divided by the group's cooked yield.
 */
export function per100gOf(foodName: string, line = ''): Per100g | undefined {
  // Own keys only: a name is never read as an Object.prototype key ("constructor").
  if (Object.hasOwn(BY_DEFINITION, foodName)) return BY_DEFINITION[foodName];
  const link = compositionLinkOf(foodName);
  const row = link ? linkedComposition(link) : undefined;
  const cookedYield = row ? COOKED_YIELD.get(row.group) : undefined;
  if (row && cookedYield && !WET_ROW.test(row.name) && WET_FORM.test(line)) {
    const wet = { ...row };
    for (const nutrient of TABLE_NUTRIENTS) wet[nutrient] = row[nutrient] / cookedYield;
    return wet;
  }
  return row;
}

/**
 * Which table, links and arithmetic computed a recipe's nutrition: part of its document's version.
 * 2: sugar, sparkling water and ice by definition; strained yoghurt unmatched; drained tins and
 * zest weighed as used. 3: USDA SR28 rows and household measures; cooked and tinned pulses and
 * grains by their cooked yield; a known food with no amount ("salt to taste") counted as read.
 * 4: IFCT foods weighed by their SR28 row's measures; counted parts (florets, leaves, wedges) not
 * taken for whole pieces; a squeeze as a teaspoon; units a shop's pack measures (a bunch, a
 * handful, a sheet) weighed by it.
 */
const NUTRITION_FORMAT = 4;
export const NUTRITION_VERSION = `${NUTRITION_FORMAT}-${compositionVersion()}-${createHash('sha256')
  .update(JSON.stringify(FOODS.map((food) => [food.name, food.composition])))
  .digest('hex')
  .slice(0, 8)}`;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function recipeNutrition(lines: readonly string[], servings: number): NutritionDto | null {
  const total = Object.fromEntries(NUTRIENTS.map((nutrient) => [nutrient.field, 0])) as Record<NutrientField, number>;
  let weighed = 0;
  let matchedGrams = 0;
  let matched = 0;
  const written = lines.filter((line) => line.trim());
  for (const line of written) {
    const parsed = parseIngredientLine(line);
    const grams = gramsOf(parsed, line);
    const food = catalogueFood(parsed);
    const values = food ? per100gOf(food.name, line) : undefined;
    if (grams === null) {
      // "Salt to taste", "oil for frying": read, with no amount to count.
      if (values && parsed.quantity === null) matched += 1;
      continue;
    }
    weighed += grams;
    if (!values) continue;
    matched += 1;
    matchedGrams += grams;
    const share = grams / 100;
    for (const { field } of NUTRIENTS)
      total[field] += (field === 'saltG' ? (values.saltG ?? values.sodiumG * SALT_PER_SODIUM) : values[field]) * share;
  }
  if (matched === 0 || weighed === 0) return null;
  const serving = 1 / Math.max(1, servings);
  const perServing = Object.fromEntries(
    NUTRIENTS.map(({ key, field, places }) => [key, round(total[field] * serving, places)]),
  ) as NutrientAmountsDto;
  return {
    ...perServing,
    coverage: round(matchedGrams / weighed, 3),
    ingredients_matched: matched,
    ingredients_total: written.length,
  };
}
