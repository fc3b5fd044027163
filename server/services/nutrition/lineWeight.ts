/**
 * How many grams an ingredient line weighs, from what the parser read of it and what is known of
 * its food: the catalogue's own density and piece weight, else the household measures of its
 * USDA SR28 row (a cup of it, one medium one, a clove, a stalk, a can: householdMeasures.ts), or
 * of the SR28 row its `measures` names where its composition is another table's (IFCT has no
 * household measures), or null when that cannot be known ("1 bunch coriander" of a food with no
 * bunch measure).
 */
import { toBaseAmount } from '../../../contract/quantities';
import { termNamed } from '../foods/catalogue';
import type { ParsedIngredient } from '../foods/ingredientLine';
import { SQUEEZE_ML } from '../foods/units';
import type { Food } from '../foods/types';
import { householdMeasures, type HouseholdMeasures } from './householdMeasures';

/** Tins, jars and packs weigh what the line says they hold ("400 g tin chopped tomatoes"). */
const CONTAINERS = new Set(['tin', 'jar', 'pack']);

/**
 * A tin's weight includes its water; drained, beans and chickpeas are what a recipe uses: 240 g
 * of a 400 g tin, as British tins declare (a US 15 oz can, 425 g, drains to about 250 g).
 */
const DRAINED_PULSE_SHARE = 240 / 400;
const DRAINED_TIN = /\b(?:tins?|tinned|cans?|canned)\b.*\bdrained\b/i;
const PULSE_KINDS = new Set(['legume', 'bean']);

/** "1 lemon, zested": the zest weighs a few grams, not the fruit; such a line is not weighed. */
const ZEST_ONLY = (line: string) => /\bzest(?:ed)?\b/i.test(line) && !/\bjuice[ds]?\b/i.test(line);

/** The catalogue food a parsed line names; a kind ("cheese") names no one food. */
export function catalogueFood(parsed: Pick<ParsedIngredient, 'food' | 'known'>): Food | undefined {
  if (!parsed.known) return undefined;
  const term = termNamed(parsed.food);
  return term?.type === 'food' ? term.food : undefined;
}

/** The middle of a range ("2–3 carrots" weighs 2.5 carrots): an estimate, not a shopping amount. */
const amountOf = (parsed: Pick<ParsedIngredient, 'quantity' | 'quantity2'>) =>
  parsed.quantity === null
    ? null
    : parsed.quantity2 === null
      ? parsed.quantity
      : (parsed.quantity + parsed.quantity2) / 2;

/**
 * The household measures that weigh a food: its USDA row's, or, for a food whose composition is
 * another table's, those of the SR28 row its `measures` names; none for a food with neither.
 */
export const measuresOf = (food: Food | undefined): HouseholdMeasures | undefined => {
  if (food?.composition?.table === 'usda') return householdMeasures(food.composition.code);
  return food?.measures ? householdMeasures(food.measures) : undefined;
};

/** Grams per millilitre: the catalogue's, else from its measures' cup or spoon. */
const densityOf = (food: Food | undefined) => food?.density ?? measuresOf(food)?.densityGPerMl;

/**
 * A pinch and a dash as volumes: 1/16 and 1/8 of a US teaspoon (4.93 ml), as US measuring-spoon
 * sets mark them, so "a pinch of salt" weighs its 0.4 g rather than nothing; a squeeze of lemon
 * about a teaspoon of its juice (units.ts).
 */
const SPOONFUL_ML: ReadonlyMap<string, number> = new Map([
  ['pinch', 4.929 / 16],
  ['dash', 4.929 / 8],
  ['squeeze', SQUEEZE_ML],
]);

/** Our unit codes for counted pieces → the unit word of SR28's measures. */
const MEASURE_WORD: ReadonlyMap<string, string> = new Map([
  ['clove', 'clove'],
  ['slice', 'slice'],
  ['stalk', 'stalk'],
  ['head', 'head'],
  ['ear', 'ear'],
  ['sprig', 'sprig'],
  ['bunch', 'bunch'],
  ['stick', 'stick'],
  ['loaf', 'loaf'],
  ['fillet', 'fillet'],
  ['rasher', 'slice'],
  ['bulb', 'bulb'],
  ['sheet', 'sheet'],
  ['tin', 'can'],
]);

/** Units of which one is one piece of the food: a stalk of celery, an ear of corn, a fillet of fish. */
const ONE_PIECE_UNITS: ReadonlySet<string> = new Set(['piece', 'clove', 'stalk', 'ear', 'fillet']);

/** "1 large onion": the size a line gives its pieces, where SR28 weighs that size. */
const SIZE = /\b(small|medium|large|extra large|jumbo)\b/i;

/**
 * Measures that are a part of the food, never one of it: "1 kohlrabi" is not one slice of it, nor
 * "2 radicchio" two leaves (SR28 gives some foods no whole measure but these).
 */
const PART_MEASURE = /^(?:slices?|leaf|leaves|sprigs?|nuts|spray|pat|tbsp|tsp|cup)\b/i;

/**
 * Count words a line may name its pieces by ("1 chicken bouillon cube", "2 pork sausage links",
 * "10 cauliflower florets", "12 cabbage leaves"): SR28's measure of that piece, where it has one.
 */
const COUNT_WORD =
  /\b(cube|envelope|sachet|pouch|bar|square|link|patty|cookie|wedge|strip|sheet|floret|leaf|leaves)s?\b/i;
const COUNT_WORD_SINGULAR: ReadonlyMap<string, string> = new Map([['leaves', 'leaf']]);
/** Small parts of a food: "6 lettuce leaves" are not 6 lettuces; without SR28's leaf they weigh nothing known. */
const PART_COUNT_WORDS: ReadonlySet<string> = new Set(['leaf', 'floret']);

/**
 * The words that name what is counted: before the first comma and before "cut" or "into" ("4
 * tomatoes, cut into wedges" counts tomatoes, not wedges; "2 potatoes cut into large chunks" are
 * not large potatoes).
 */
const countedPart = (line: string) => line.split(',')[0].split(/\b(?:cut|into)\b/i)[0];

/** One piece of the food as the line counts it: its size's measure, the catalogue's, or SR28's whole one. */
function pieceGramsOf(food: Food | undefined, line: string): number | undefined {
  const measures = measuresOf(food);
  const countedWord = COUNT_WORD.exec(countedPart(line))?.[1].toLowerCase();
  const counted = countedWord && (COUNT_WORD_SINGULAR.get(countedWord) ?? countedWord);
  const byWord = counted ? measures?.measures.get(counted) : undefined;
  if (byWord !== undefined) return byWord;
  if (counted && PART_COUNT_WORDS.has(counted)) return undefined;
  const size = SIZE.exec(countedPart(line))?.[1].toLowerCase();
  const sized = size ? measures?.measures.get(size) : undefined;
  const whole = measures?.pieceFrom && !PART_MEASURE.test(measures.pieceFrom) ? measures.pieceGrams : undefined;
  return sized ?? food?.pieceGrams ?? whole;
}

/** "400 g", "1 kg", "330 ml" or "14 oz" in the line: a container's size. */
function containerGrams(line: string, food: Food | undefined): number | null {
  const size = /(\d+(?:\.\d+)?)[\s-]*(g|kg|ml|l|oz|ounces?|lb|fl\.? ?oz)\b/i.exec(line);
  if (!size) return null;
  const unit = size[2]
    .toLowerCase()
    .replace(/^ounces?$/, 'oz')
    .replace(/^fl\.? ?oz$/, 'fl-oz');
  const base = toBaseAmount(Number(size[1]), unit);
  if (!base) return null;
  if (base.unit === 'g') return base.value;
  const density = densityOf(food);
  return density ? base.value * density : null;
}

/** What a line's food weighs as the recipe uses it: a tin of beans drained, a lemon's zest not at all. */
export function gramsOf(
  parsed: Pick<ParsedIngredient, 'quantity' | 'quantity2' | 'unit' | 'food' | 'known'>,
  line: string,
): number | null {
  const grams = grossGramsOf(parsed, line);
  if (grams === null || ZEST_ONLY(line)) return null;
  const food = catalogueFood(parsed);
  const pulse = food?.kinds?.some((kind) => PULSE_KINDS.has(kind));
  return pulse && DRAINED_TIN.test(line) ? grams * DRAINED_PULSE_SHARE : grams;
}

/** What the line's amount weighs as written: a tin as its label's weight. */
function grossGramsOf(
  parsed: Pick<ParsedIngredient, 'quantity' | 'quantity2' | 'unit' | 'food' | 'known'>,
  line: string,
): number | null {
  const amount = amountOf(parsed);
  if (amount === null || amount <= 0) return null;
  const food = catalogueFood(parsed);
  const base = toBaseAmount(amount, parsed.unit);
  if (base) {
    if (base.unit === 'g') return base.value;
    const density = densityOf(food);
    return density ? base.value * density : packGrams(food, parsed.unit, amount, line);
  }
  const spoonful = parsed.unit ? SPOONFUL_ML.get(parsed.unit) : undefined;
  if (spoonful !== undefined) {
    const density = densityOf(food);
    return density ? amount * spoonful * density : null;
  }
  if (parsed.unit && CONTAINERS.has(parsed.unit)) {
    const each = containerGrams(line, food) ?? (parsed.unit === 'tin' ? measuresOf(food)?.measures.get('can') : null);
    return each == null ? packGrams(food, parsed.unit, amount, line) : amount * each;
  }
  const measureWord = parsed.unit ? MEASURE_WORD.get(parsed.unit) : undefined;
  const measured = measureWord ? measuresOf(food)?.measures.get(measureWord) : undefined;
  if (measured !== undefined) return amount * measured;
  if (parsed.unit === null || (parsed.unit !== null && ONE_PIECE_UNITS.has(parsed.unit))) {
    const piece = pieceGramsOf(food, line);
    return piece ? amount * piece : null;
  }
  return packGrams(food, parsed.unit, amount, line);
}

/**
 * What the shop's pack says one of a unit holds, where nothing else weighs it (the catalogue's
 * `purchase`, which the shopping list buys by): "1 bunch coriander" is its 30 g bunch, "a handful
 * of parsley" 10 g, "1 sheet puff pastry" the 320 g pack, "1 tin chopped tomatoes" 400 g.
 * A loose form's size is an average, and so is this weight.
 */
function packGrams(food: Food | undefined, unit: string | null, amount: number, line: string): number | null {
  const purchase = food?.purchase;
  if (!purchase || unit === null) return null;
  const per = purchase.per && Object.hasOwn(purchase.per, unit) ? purchase.per[unit] : undefined;
  // A tin weighs its label's size, as "1 x 400 g tin" does: gramsOf takes the drained share.
  const inPackUnit = per ?? (unit === purchase.form ? purchase.size : undefined);
  if (inPackUnit === undefined) return null;
  const total = amount * inPackUnit;
  if (purchase.unit === 'g') return total;
  if (purchase.unit === 'ml') {
    const density = densityOf(food);
    return density ? total * density : null;
  }
  const piece = pieceGramsOf(food, line);
  return piece ? total * piece : null;
}
