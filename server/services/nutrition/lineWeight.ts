/**
 * How many grams an ingredient line weighs, from what the parser read of it and what the food
 * catalogue knows of its food (density, piece weight), or null when that cannot be known
 * ("a pinch of salt", "1 bunch coriander", "200 ml stock" of a food with no density).
 */
import { toBaseAmount } from '../../../contract/quantities';
import { termNamed } from '../foods/catalogue';
import type { ParsedIngredient } from '../foods/ingredientLine';
import type { Food } from '../foods/types';

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

/** "400 g", "1 kg" or "330 ml" in the line: a container's size. */
function containerGrams(line: string, food: Food | undefined): number | null {
  const size = /(\d+(?:\.\d+)?)\s*(g|kg|ml|l)\b/i.exec(line);
  if (!size) return null;
  const base = toBaseAmount(Number(size[1]), size[2].toLowerCase());
  if (!base) return null;
  if (base.unit === 'g') return base.value;
  return food?.density ? base.value * food.density : null;
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
    return food?.density ? base.value * food.density : null;
  }
  if (parsed.unit === null || parsed.unit === 'piece' || parsed.unit === 'clove')
    return food?.pieceGrams ? amount * food.pieceGrams : null;
  if (CONTAINERS.has(parsed.unit)) {
    const each = containerGrams(line, food);
    return each === null ? null : amount * each;
  }
  return null;
}
