/**
 * Planned ingredient lines merged into shopping-list items: one item per food, its amounts
 * summed in one unit where the units agree or convert ("200 g" + "0.5 kg" → "700 g"), across
 * weight and volume through the food's density, and counted pieces through its piece weight
 * ("2 onions" + "150 g onion" → "3 onions"); what cannot convert stays beside it as a second
 * amount ("2 tins + 400 g"). A food the catalogue says a shop sells in packs is bought in whole
 * packs ("1 pot double cream (150 ml)", "83 ml needed": purchase.ts); pinches and "to taste" of
 * pantry foods add nothing up.
 */
import pluralize from 'pluralize';
import type { Aisle, Weekday } from '../../../contract/constants';
import { WEEKDAYS } from '../../../contract/constants';
import { formatAmount, roundForKitchen, tidyAmount, toBaseAmount, unitLabel } from '../../../contract/quantities';
import type { ShoppingSourceDto } from '../../../contract/types';
import { normaliseWords, shoppingFood, termNamed } from '../foods/catalogue';
import { foodNamed } from '../foods/catalogueData';
import { LOOSE_FORMS, type Food } from '../foods/types';
import { SQUEEZE_ML } from '../foods/units';
import type { IngredientLine } from '../recipes/ingredientLines';
import { buyText, choosePacks, densityOf, lineInForm, needText } from './purchase';

/**
 * One ingredient line of one planned meal. Its note (what follows the food, "drained; 400 g")
 * gives a tin's size.
 */
export interface PlannedLine extends IngredientLine {
  mealPlanId: number;
  recipeId: number;
  recipeName: string;
  day: Weekday;
  /** The meal's date (ISO), within the planned week. */
  date: string;
  category: string;
  categoryPosition: number;
}

export interface Amount {
  value: number;
  /** A unit code, or null for counted pieces. */
  unit: string | null;
}

export interface MergedItem {
  /** The food's key ('red-lentil'): the planned item's id is 'p-' + key. */
  key: string;
  food: string;
  amounts: Amount[];
  display: string;
  /**
   * What the recipes need when `display` says what to buy: "83 ml needed" beside "1 pot double
   * cream (150 ml)"; null when the display is the need itself.
   */
  needed: string | null;
  /**
   * When `amounts[0]` counts packs: what they hold in all, in the pack's unit (12 eggs in a box
   * of 12, 450 ml in 300 + 150 ml pots); null otherwise. A tick remembers it, so one box of 12
   * after one box of 6 still asks for more (shoppingList.ts).
   */
  packed: Amount | null;
  aisle: Aisle;
  pantry: boolean;
  sources: ShoppingSourceDto[];
}

const ITEM_KEY_MAX = 120;

/**
 * Remembers a function of a food's text: the same foods come back on every read, and reading
 * words (pluralize) costs more than the rest of a merge. Forgets all past `limit` texts, so typed
 * text cannot grow it without bound.
 */
function memoByText<T>(read: (text: string) => T, limit = 10_000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text) as T;
    if (known.size >= limit) known.clear();
    const value = read(text);
    known.set(text, value);
    return value;
  };
}

/** The stable key of a food's item: its normalised words joined by '-' ('red-lentil'). */
export const itemKey = memoByText((food: string): string => {
  const key = normaliseWords(food).join('-').slice(0, ITEM_KEY_MAX).replace(/-+$/, '');
  return key || 'item';
});

/** What the catalogue knows of a food for shopping, or nothing for text it does not know. */
export const foodFacts = memoByText((food: string): Food | undefined => {
  const term = termNamed(food);
  return term ? shoppingFood(term) : undefined;
});

/**
 * The food a tinned food is bought as when both are sold in the same tins: "tinned chickpeas"
 * and "chickpeas" are one item (a recipe's "240 g chickpeas" are from a tin too).
 */
export const itemFood = memoByText((food: string): string => {
  const facts = foodFacts(food);
  const [base] = facts?.madeWith ?? [];
  if (!facts?.purchase || facts.madeWith?.length !== 1 || facts.name !== `tinned ${base}`) return food;
  return foodNamed(base)?.purchase?.form === facts.purchase.form ? base : food;
});

/** A bucket of one line's amount: counted pieces, grams, millilitres, or its own unit (tin, clove). */
type Bucket = 'piece' | 'g' | 'ml' | string;

interface BucketTotal {
  /** The sum in the bucket's base (g, ml, pieces, or the unit itself). */
  base: number;
  /** The units the amounts were written in: one unit keeps its own word ("3 cups"). */
  units: Set<string | null>;
  /** The sum in the single written unit, while there is one. */
  written: number;
  lines: number;
}

/** Where a line's amount goes, in the bucket's base: counted pieces, grams, millilitres, or its own unit. */
function bucketOf(amount: Amount): { bucket: Bucket; base: number } {
  if (amount.unit === null || amount.unit === 'piece') return { bucket: 'piece', base: amount.value };
  const base = toBaseAmount(amount.value, amount.unit);
  return base ? { bucket: base.unit, base: base.value } : { bucket: amount.unit, base: amount.value };
}

/** Moves one bucket's total into another, `factor` base units of `into` per base unit of `from`. */
function pour(buckets: Map<Bucket, BucketTotal>, from: Bucket, into: Bucket, factor: number): void {
  const source = buckets.get(from);
  const target = buckets.get(into);
  if (!source || !target) return;
  target.base += source.base * factor;
  target.lines += source.lines;
  target.units.add(CONVERTED);
  buckets.delete(from);
}

/** A marker among a bucket's written units: some of its amount was converted from another. */
const CONVERTED = 'converted';

/** Shoppers buy the upper end of a range ("2–3 cloves" → 3). */
const amountOf = (line: PlannedLine): Amount | null => {
  if (line.quantity === null || !(line.quantity > 0)) return null;
  return { value: line.quantity2 ?? line.quantity, unit: line.unit };
};

/** Containers a food is bought in, whose size a line may give ("2 x 400 g tins"). */
const CONTAINERS: ReadonlySet<string> = new Set(['tin', 'jar', 'pack']);

interface ContainerSize {
  unit: string;
  /** One container's content in its base unit (g or ml). */
  base: number;
  baseUnit: 'g' | 'ml';
  /** As a shopper reads it: "400 g". */
  text: string;
}

/** The words a tin's size is written in, in its note ("400 g", "15 oz", "14.5-ounce", "13.5 fl oz"), as codes. */
const NOTE_SIZE_UNITS: ReadonlyMap<string, string> = new Map([
  ...['g', 'gram', 'grams'].map((word): [string, string] => [word, 'g']),
  ...['kg', 'kilo', 'kilos', 'kilogram', 'kilograms'].map((word): [string, string] => [word, 'kg']),
  ...['ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters'].map((word): [string, string] => [word, 'ml']),
  ...['l', 'litre', 'litres', 'liter', 'liters'].map((word): [string, string] => [word, 'l']),
  ...['oz', 'ounce', 'ounces'].map((word): [string, string] => [word, 'oz']),
  ...['lb', 'lbs', 'pound', 'pounds'].map((word): [string, string] => [word, 'lb']),
  ...['fl oz', 'floz', 'fluid ounce', 'fluid ounces'].map((word): [string, string] => [word, 'fl-oz']),
]);
/** A note's part longer than this is no size: read no further. */
const NOTE_SIZE_MAX = 40;
/** One number and a unit of a few letters, the whole part: no range, no second amount. */
const NOTE_SIZE = /^\s*(\d{1,5}(?:\.\d{1,3})?)[\s-]*([a-z][a-z. -]{0,14})$/i;

/** A tin's size as one part of a line's note reads it: "15 oz" → 15 oz, in grams 425.2. */
function sizeInNote(part: string, unit: string): ContainerSize | null {
  if (part.length > NOTE_SIZE_MAX) return null;
  const size = NOTE_SIZE.exec(part);
  if (!size) return null;
  const words = size[2]
    .toLowerCase()
    .replace(/[.\s-]+/g, ' ')
    .trim();
  const code = NOTE_SIZE_UNITS.get(words);
  const value = Number(size[1]);
  const base = code ? toBaseAmount(value, code) : null;
  if (!code || !base || !(base.value > 0)) return null;
  return {
    unit,
    base: base.value,
    baseUnit: base.unit,
    // As the line wrote it: "14.5 oz", not the kitchen's "14½ oz".
    text: `${size[1]} ${unitLabel(code, value)}`,
  };
}

/** The size of the container a line buys the food in, when its note gives one. */
function containerSizeOf(lines: readonly PlannedLine[]): ContainerSize | null {
  for (const line of lines) {
    if (!line.unit || !CONTAINERS.has(line.unit) || !line.note) continue;
    for (const part of line.note.split(';')) {
      const size = sizeInNote(part, line.unit);
      if (size) return size;
    }
  }
  return null;
}

/** Sums one food's amounts: weights into counted pieces when the food has a piece weight and is counted. */
interface Summed {
  amounts: Amount[];
  /** The container the first amount counts, when a line said its size. */
  container: ContainerSize | null;
}

function sumAmounts(lines: readonly PlannedLine[], food: Food | undefined): Summed {
  const buckets = new Map<Bucket, BucketTotal>();
  for (const line of lines) {
    const amount = amountOf(line);
    if (!amount) continue;
    const { bucket, base } = bucketOf(amount);
    const total = buckets.get(bucket) ?? { base: 0, units: new Set(), written: 0, lines: 0 };
    total.base += base;
    total.units.add(amount.unit);
    total.written += amount.value;
    total.lines += 1;
    buckets.set(bucket, total);
  }
  // Weight and volume of one food meet through its density (the catalogue's, else its SR28 row's
  // cup or spoon measure), in the way most lines measure it.
  const grams = buckets.get('g');
  const millilitres = buckets.get('ml');
  const density = food ? densityOf(food) : undefined;
  if (grams && millilitres && density) {
    if (millilitres.lines > grams.lines) pour(buckets, 'g', 'ml', 1 / density);
    else pour(buckets, 'ml', 'g', density);
  }
  // A counted food is bought by the piece: its weights (and volumes, through density) become pieces.
  if (buckets.has('piece') && food?.pieceGrams) {
    if (density) pour(buckets, 'ml', 'g', density);
    pour(buckets, 'g', 'piece', 1 / food.pieceGrams);
  }
  // A food bought in tins of a known size: weights of it become tins ("400 g tin" + "2 x 400 g tins").
  const container = containerSizeOf(lines);
  if (container) pour(buckets, container.baseUnit, container.unit, 1 / container.base);
  const amounts = [...buckets.entries()]
    .sort(([, a], [, b]) => b.lines - a.lines)
    .map(([bucket, total]) => toAmount(bucket, total));
  return { amounts, container: container && amounts[0]?.unit === container.unit ? container : null };
}

/** Units bought (or counted out) whole: a shop sells no ⅔ of an onion, tin or clove. */
const WHOLE_UNITS: ReadonlySet<string> = new Set(['clove', 'slice', 'bunch', 'sheet', 'stick', ...CONTAINERS]);

/** Rounded up to a whole one; a hair over (2.04, from scaling) stays 2. */
const wholeUp = (value: number) => Math.max(1, Math.ceil(value - 0.05));

function toAmount(bucket: Bucket, total: BucketTotal): Amount {
  if (bucket === 'piece') {
    // Pieces are bought whole, whether made from weights or scaled to portions (1¼ → 2 onions).
    // "1 piece ginger" when every line said piece; otherwise the food is counted ("2 onions").
    const unit = total.units.size === 1 && total.units.has('piece') ? 'piece' : null;
    return { value: wholeUp(total.base), unit };
  }
  if (WHOLE_UNITS.has(bucket)) return { value: wholeUp(total.base), unit: bucket };
  const [onlyUnit] = total.units;
  const tidy =
    total.units.size === 1 && onlyUnit ? tidyAmount(total.written, onlyUnit) : tidyAmount(total.base, bucket);
  return { value: friendly(roundForKitchen(tidy.value, tidy.unit), tidy.unit), unit: tidy.unit };
}

/** Spoons from 2 up to the nearest half: no one measures "6⅛ tbsp" (portions scaled it). */
const SPOONS: ReadonlySet<string | null> = new Set(['tsp', 'tbsp']);
const friendly = (value: number, unit: string | null) =>
  SPOONS.has(unit) && value >= 2 ? Math.max(2, Math.round(value * 2) / 2) : value;

const pluralOf = memoByText((food: string) => pluralize.plural(food));

/** Words a food is counted by after its name. */
const COUNTED_PARTS = ['fillet', 'breast', 'steak', 'chop', 'thigh'];

/**
 * The food as the recipes write it: plural when a line writes its last word so ("red lentils",
 * "chopped tomatoes" for tinned tomato), or when more than one is counted; else singular.
 */
function foodWords(food: string, lines: readonly PlannedLine[], amounts: readonly Amount[]): string {
  const plural = pluralOf(food);
  const counted = amounts[0]?.unit === null;
  if (counted) {
    const many = amounts[0].value > 1;
    // The part a food is counted by, where the lines name it: "4 cod fillets", "2 chicken breasts".
    const part = COUNTED_PARTS.find((word) =>
      lines.some((line) => {
        const text = normaliseWordsKeepingPlural(line.line);
        return text.includes(` ${food} ${word} `) || text.includes(` ${food} ${word}s `);
      }),
    );
    if (part) return `${food} ${many ? pluralOf(part) : part}`;
    return many ? plural : food;
  }
  if (plural === food) return food;
  const lastWord = ` ${plural.split(' ').pop()} `;
  return lines.some((line) => normaliseWordsKeepingPlural(line.line).includes(lastWord)) ? plural : food;
}

/** Lower case, accents dropped, words between spaces (" chopped tomatoes "); remembered, as lines repeat. */
const normaliseWordsKeepingPlural = memoByText(
  (text: string) =>
    ` ${text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `,
);

const formatAmountOf = (amount: Amount) => formatAmount({ quantity: amount.value, quantity2: null, unit: amount.unit });

/** "700 g red lentils", "2 onions + 100 g", "3 cloves garlic", "4 cod fillets", "Salt". */
export function displayItem(food: string, { amounts, container }: Summed, lines: readonly PlannedLine[]): string {
  const words = foodWords(food, lines, amounts);
  if (amounts.length === 0) return words.charAt(0).toUpperCase() + words.slice(1);
  const [first, ...rest] = amounts;
  const size = container ? ` (${container.text}${first.value > 1 ? ' each' : ''})` : '';
  return [`${formatAmountOf(first)} ${words}${size}`, ...rest.map(formatAmountOf)].join(' + ');
}

const dayIndex = (day: Weekday) => WEEKDAYS.indexOf(day);

/** The meals needing an item, once each, in week order then category order. */
function sourcesOf(lines: readonly PlannedLine[]): ShoppingSourceDto[] {
  const byMeal = new Map<number, PlannedLine>();
  for (const line of lines) if (!byMeal.has(line.mealPlanId)) byMeal.set(line.mealPlanId, line);
  return [...byMeal.values()]
    .sort(
      (a, b) =>
        dayIndex(a.day) - dayIndex(b.day) || a.categoryPosition - b.categoryPosition || a.mealPlanId - b.mealPlanId,
    )
    .map((line) => ({
      meal_plan_id: line.mealPlanId,
      recipe_id: line.recipeId,
      recipe_name: line.recipeName,
      day: line.day,
      date: line.date,
      category: line.category,
    }));
}

/** Amounts too small to shop for: a pinch, a dash, a drop. */
const TOKEN_UNITS: ReadonlySet<string> = new Set(['pinch', 'dash', 'drop']);

/**
 * A line asking for a token of a pantry food: a pinch or a dash, or a count of a food never
 * counted ("a drizzle of oil", "a little oil", read as 1 of it). Such lines add nothing up.
 */
function isToken(line: PlannedLine, food: Food): boolean {
  if (line.unit !== null && TOKEN_UNITS.has(line.unit)) return true;
  return (line.unit === null || line.unit === 'piece') && !food.pieceGrams && !food.purchase;
}

/** Salt, pepper, oil and spices: kept at home, so pinches and "to taste" of them are not bought. */
const isPantryFood = (food: Food | undefined): food is Food =>
  food !== undefined && (food.staple === true || food.aisle === 'spices');

/** A staple needed by the teaspoon (under 10 g or 10 ml in all) reads by its name: "Salt". */
const STAPLE_SMALL = 10;
function smallStaple(amounts: readonly Amount[]): boolean {
  if (amounts.length === 0) return false;
  return amounts.every((amount) => {
    const base = toBaseAmount(amount.value, amount.unit);
    return base !== null && base.value < STAPLE_SMALL;
  });
}

/**
 * The recipes' own amounts, as the "needed" beside packs reads them: "1¾ handfuls + 20 g",
 * "3 eggs", "4 cloves" (a counted piece by its `pieceName`).
 */
function amountsText(amounts: readonly Amount[], food: string, pieceName: string | undefined): string {
  const piece = pieceName ?? food;
  return amounts
    .map((amount) =>
      amount.unit === null
        ? `${formatAmountOf(amount)} ${amount.value > 1 ? pluralOf(piece) : piece}`
        : formatAmountOf(amount),
    )
    .join(' + ');
}

/** "Tinned" before a name the pack already says: "1 tin chopped tomatoes". */
const CONTAINED = /^(?:tinned|canned) /;

/** Names of a part of the food, never what a pack holds: "garlic clove", "basil leaf". */
const PART_WORDS = /\b(?:cloves?|leaf|leaves|sticks?|stalks?|sprigs?|fillets?|cubes?|sheets?)\b/i;

/**
 * The food as the lines name it on the shelf, one of its catalogue names, plural where a line
 * writes it so: "chopped tomatoes" for tinned tomato; null when no line writes one.
 */
function shelfName(facts: Food, lines: readonly PlannedLine[]): string | null {
  const names = shelfNamesOf(facts);
  for (const line of lines) {
    const text = normaliseWordsKeepingPlural(line.line);
    for (const name of names) {
      if (text.includes(name.pluralWords)) return name.plural;
      if (text.includes(name.words)) return name.name;
    }
  }
  return null;
}

interface ShelfName {
  name: string;
  plural: string;
  words: string;
  pluralWords: string;
}

const shelfNames = new WeakMap<Food, ShelfName[]>();

/** A packed food's names a shelf may carry, longest first, read once per food. */
function shelfNamesOf(facts: Food): ShelfName[] {
  let names = shelfNames.get(facts);
  if (names) return names;
  const form = facts.purchase?.form ?? '';
  names = [facts.name, ...(facts.aliases ?? [])]
    .filter((name) => !PART_WORDS.test(name) && !name.split(' ').includes(form))
    .sort((a, b) => b.length - a.length)
    .map((name) => {
      const plural = pluralOf(name);
      return {
        name: name.replace(CONTAINED, ''),
        plural: plural.replace(CONTAINED, ''),
        words: normaliseWordsKeepingPlural(name),
        pluralWords: normaliseWordsKeepingPlural(plural),
      };
    });
  shelfNames.set(facts, names);
  return names;
}

interface Shopped {
  amounts: Amount[];
  display: string;
  needed: string | null;
  packed: Amount | null;
  pantry: boolean;
}

/**
 * One food's lines bought in whole packs of its purchase form, what does not convert beside them;
 * null when no line converts.
 */
function inPacks(food: string, lines: readonly PlannedLine[], facts: Food): Shopped | null {
  const form = facts.purchase;
  if (!form) return null;
  const converted: PlannedLine[] = [];
  const kept: PlannedLine[] = [];
  let need = 0;
  let allPacks = true;
  for (const line of lines) {
    const amount = amountOf(line);
    if (!amount) continue;
    const read = lineInForm({ ...amount, line: line.line, note: line.note }, facts, form);
    if (!read) {
      kept.push(line);
      continue;
    }
    converted.push(line);
    need += read.value;
    allPacks &&= read.inPacks;
  }
  // No packs for nothing, nor for a need past counting (a typed 1e300 g): the sum as before.
  if (converted.length === 0 || !(need > 0) || !Number.isFinite(need)) return null;
  const choice = choosePacks(need, form);
  const count = choice.reduce((sum, part) => sum + part.count, 0);
  const rest = sumAmounts(kept, facts).amounts;
  // Named as on the shelf where the pack has a label ("chopped tomatoes"); a bunch is of the food.
  const shelf = LOOSE_FORMS.has(form.form) || form.unit === 'piece' ? null : shelfName(facts, lines);
  const words = shelf ?? foodWords(food, lines, [{ value: count, unit: form.form }]);
  const content = choice.reduce((sum, part) => sum + part.count * part.size.size, 0);
  const display = [buyText(choice, form, words, pluralOf(food)), ...rest.map(formatAmountOf)].join(' + ');
  // The need in the pack's own unit when its label gives one ("83 ml" of a 150 ml pot); else
  // what the recipes asked ("1¾ handfuls + 20 g" of basil, "240 g" of chickpeas in a tin).
  const labelled = form.unit !== 'piece' && !LOOSE_FORMS.has(form.form) && !form.drained;
  const askedAmounts = sumAmounts(converted, facts).amounts;
  // A few spoons read as spoons ("1¾ tsp needed" of a bottle, not "8.6 ml"); more in the pack's unit.
  const spoons = askedAmounts.length === 1 && SPOONS.has(askedAmounts[0].unit) && converted.every(bySpoon);
  const asked = labelled && !spoons ? needText(need, form) : amountsText(askedAmounts, food, form.pieceName);
  // Nothing to say beside packs that are the need: whole tins asked for, or 6 eggs in a box of 6.
  const exact =
    allPacks ||
    Math.abs(content - need) <= 0.02 * content ||
    (askedAmounts.length === 1 && askedAmounts[0].unit === form.form);
  return {
    amounts: [{ value: count, unit: form.form }, ...rest],
    display,
    needed: exact || !asked ? null : `${asked} needed`,
    packed: { value: content, unit: form.unit },
    pantry: facts.staple ?? false,
  };
}

/** Up to 4 tbsp, a spoon amount is measured by the spoon. */
const SPOONS_MAX_ML = 60;
const bySpoon = (line: PlannedLine) => {
  const amount = amountOf(line);
  const base = amount && SPOONS.has(amount.unit) ? toBaseAmount(amount.value, amount.unit) : null;
  return base !== null && base.value <= SPOONS_MAX_ML;
};

/** What the list says of one food: its amounts, display, the need beside packs, and whether it is a pantry item. */
function shop(food: string, lines: readonly PlannedLine[], facts: Food | undefined): Shopped {
  const pantryFood = isPantryFood(facts);
  const unsqueezed = lines.filter((line) => !squeezes.has(line));
  const bought = unsqueezed.length > 0 ? unsqueezed : lines;
  const real = pantryFood ? bought.filter((line) => !isToken(line, facts)) : bought;
  const packs = facts ? inPacks(food, real, facts) : null;
  if (packs) return packs;
  const summed = sumAmounts(real, facts);
  const staple = facts?.staple ?? false;
  if (staple && smallStaple(summed.amounts)) summed.amounts = [];
  return {
    amounts: summed.amounts,
    display: displayItem(food, summed, lines),
    needed: null,
    packed: null,
    pantry: staple || (pantryFood && summed.amounts.length === 0),
  };
}

/** The fruit a juice is pressed from ("lemon juice" made with lemon), when the catalogue counts it. */
const fruitOfJuice = memoByText((food: string): Food | undefined => {
  const facts = foodFacts(food);
  const [fruit] = facts?.madeWith ?? [];
  if (!facts || facts.madeWith?.length !== 1 || facts.name !== `${fruit} juice`) return undefined;
  const whole = foodNamed(fruit);
  return whole?.pieceGrams ? whole : undefined;
});

/** Lines asking for a squeeze of a fruit (asBought): taken from the fruit bought for its other lines. */
const squeezes = new WeakSet<PlannedLine>();

/**
 * A line as a shop sells it. Fruit juice counted by the fruit ("juice of 2 lemons", read as 2
 * lemon juice) is that many fruits. A squeeze ("a squeeze of lemon", read as lemon juice) is
 * SQUEEZE_ML of juice, a part of one fruit by weight: alone it buys one, beside other lines of
 * the fruit it is taken from those. A squeeze of anything else is a teaspoon of it.
 */
function asBought(line: PlannedLine): PlannedLine {
  if (line.unit !== null && line.unit !== 'squeeze') return line;
  const food = line.food?.trim().toLowerCase() ?? '';
  const fruit = food.endsWith(' juice') ? fruitOfJuice(food) : undefined;
  if (line.unit === null) return fruit ? { ...line, food: fruit.name } : line;
  const juice = foodFacts(food);
  const juiceDensity = juice ? densityOf(juice) : undefined;
  const perSqueeze = fruit?.pieceGrams && juiceDensity ? (SQUEEZE_ML * juiceDensity) / fruit.pieceGrams : null;
  if (!fruit || perSqueeze === null) return { ...line, unit: 'tsp' };
  const scale = (quantity: number | null) => (quantity === null ? null : quantity * perSqueeze);
  const bought = {
    ...line,
    food: fruit.name,
    unit: null,
    quantity: scale(line.quantity),
    quantity2: scale(line.quantity2),
  };
  squeezes.add(bought);
  return bought;
}

/** Planned lines merged into one item per food. */
export function mergePlannedLines(planned: readonly PlannedLine[]): MergedItem[] {
  const byKey = new Map<string, { food: string; lines: PlannedLine[] }>();
  for (const line of planned.map(asBought)) {
    const written = (line.food ?? line.line).trim().toLowerCase();
    if (!written) continue;
    const food = itemFood(written);
    const key = itemKey(food);
    const group = byKey.get(key);
    if (group) group.lines.push(line);
    else byKey.set(key, { food, lines: [line] });
  }
  return [...byKey.entries()].map(([key, group]) => {
    const facts = foodFacts(group.food);
    const shopped = shop(group.food, group.lines, facts);
    return {
      key,
      food: group.food,
      amounts: shopped.amounts,
      display: shopped.display,
      needed: shopped.needed,
      packed: shopped.packed,
      aisle: facts?.aisle ?? 'other',
      pantry: shopped.pantry,
      sources: sourcesOf(group.lines),
    };
  });
}
