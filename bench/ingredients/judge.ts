/**
 * Scores the ingredient parser against the corpus (corpus.ts): a line is right when its
 * quantity (and range), unit and food all are. Used by `npm run bench:ingredients` and the test
 * that gates it.
 */
import { parseIngredientLine, type ParsedIngredient } from '../../server/services/foods/ingredientLine';
import type { CorpusLine } from './corpus';

export interface LineScore {
  expected: CorpusLine;
  parsed: ParsedIngredient;
  parts: { quantity: boolean; unit: boolean; food: boolean };
  correct: boolean;
}

const same = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 0.01);

export function judgeLine(expected: CorpusLine): LineScore {
  const parsed = parseIngredientLine(expected.line);
  const parts = {
    quantity: same(parsed.quantity, expected.quantity) && same(parsed.quantity2, expected.quantity2 ?? null),
    unit: parsed.unit === expected.unit,
    food: parsed.food === expected.food,
  };
  return { expected, parsed, parts, correct: parts.quantity && parts.unit && parts.food };
}

const amount = (quantity: number | null, quantity2: number | null | undefined) =>
  quantity === null ? '–' : `${Number(quantity.toFixed(3))}${quantity2 ? `–${quantity2}` : ''}`;

/** "line → 2 tbsp honey (expected 2 tbsp honey)" for a wrong line. */
export function describeMiss(score: LineScore): string {
  const { parsed, expected } = score;
  return `${expected.line} → ${amount(parsed.quantity, parsed.quantity2)} ${parsed.unit ?? '·'} ${parsed.food} (expected ${amount(expected.quantity, expected.quantity2)} ${expected.unit ?? '·'} ${expected.food})`;
}
