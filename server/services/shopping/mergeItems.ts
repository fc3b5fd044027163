/**
 * Planned ingredient lines merged into shopping-list items: one item per food, its amounts
 * summed in one unit where the units agree or convert ("200 g" + "0.5 kg" → "700 g"), across
 * weight and volume through the food's density, and counted pieces through its piece weight
 * ("2 onions" + "150 g onion" → "3 onions"); what cannot convert stays beside it as a second
 * amount ("2 tins + 400 g").
 */
import pluralize from 'pluralize';
import type { Aisle, Weekday } from '../../../contract/constants';
import { WEEKDAYS } from '../../../contract/constants';
import { formatAmount, roundForKitchen, tidyAmount, toBaseAmount } from '../../../contract/quantities';
import type { ShoppingSourceDto } from '../../../contract/types';
import { normaliseWords, shoppingFood, termNamed } from '../foods/catalogue';
import type { Food } from '../foods/types';
import type { IngredientLine } from '../recipes/ingredientLines';

/**
 * One ingredient line of one planned meal. Its note (what follows the food, "drained; 400 g")
 * gives a tin's size.
 */
export interface PlannedLine extends IngredientLine {
  mealPlanId: number;
  recipeId: number;
  recipeName: string;
  day: Weekday;
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

/** Sums one food's amounts: weights into counted pieces when the food has a piece weight and is counted. */
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

/** The size of the container a line buys the food in, when its note gives one. */
function containerSizeOf(lines: readonly PlannedLine[]): ContainerSize | null {
  for (const line of lines) {
    if (!line.unit || !CONTAINERS.has(line.unit) || !line.note) continue;
    for (const part of line.note.split(';')) {
      const size = /^\s*(\d+(?:\.\d+)?)\s*(g|kg|ml|l)\s*$/i.exec(part);
      const base = size ? toBaseAmount(Number(size[1]), size[2].toLowerCase()) : null;
      if (size && base && base.value > 0)
        return { unit: line.unit, base: base.value, baseUnit: base.unit, text: `${size[1]} ${size[2].toLowerCase()}` };
    }
  }
  return null;
}

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
  // Weight and volume of one food meet through its density, in the way most lines measure it.
  const grams = buckets.get('g');
  const millilitres = buckets.get('ml');
  if (grams && millilitres && food?.density) {
    if (millilitres.lines > grams.lines) pour(buckets, 'g', 'ml', 1 / food.density);
    else pour(buckets, 'ml', 'g', food.density);
  }
  // A counted food is bought by the piece: its weights (and volumes, through density) become pieces.
  if (buckets.has('piece') && food?.pieceGrams) {
    if (food.density) pour(buckets, 'ml', 'g', food.density);
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
  if (total.units.size === 1 && onlyUnit) {
    const tidy = tidyAmount(total.written, onlyUnit);
    return { value: roundForKitchen(tidy.value, tidy.unit), unit: tidy.unit };
  }
  const tidy = tidyAmount(total.base, bucket);
  return { value: roundForKitchen(tidy.value, tidy.unit), unit: tidy.unit };
}

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

const normaliseWordsKeepingPlural = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

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
      category: line.category,
    }));
}

/** Planned lines merged into one item per food. */
export function mergePlannedLines(lines: readonly PlannedLine[]): MergedItem[] {
  const byKey = new Map<string, { food: string; lines: PlannedLine[] }>();
  for (const line of lines) {
    const food = (line.food ?? line.line).trim().toLowerCase();
    if (!food) continue;
    const key = itemKey(food);
    const group = byKey.get(key);
    if (group) group.lines.push(line);
    else byKey.set(key, { food, lines: [line] });
  }
  return [...byKey.entries()].map(([key, group]) => {
    const facts = foodFacts(group.food);
    const summed = sumAmounts(group.lines, facts);
    return {
      key,
      food: group.food,
      amounts: summed.amounts,
      display: displayItem(group.food, summed, group.lines),
      aisle: facts?.aisle ?? 'other',
      pantry: facts?.staple ?? false,
      sources: sourcesOf(group.lines),
    };
  });
}
