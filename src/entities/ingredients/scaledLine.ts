import { formatAmount, scaleIngredient } from '@contract/quantities';
import type { RecipeIngredient } from '@/api/models';

/** How many times the recipe's own servings a servings stepper goes up to (recipe page and cook view). */
export const MAX_SERVINGS_MULTIPLE = 4;

/** A line whose amount can be scaled: it has an amount, and its item apart from that amount. */
export const canRescale = (line: RecipeIngredient) => line.quantity != null && Boolean(line.item);

/**
 * A line for `factor` times the recipe, split so the amount can be emphasised: at the recipe's
 * own servings, and for a line with no amount ("salt to taste") or no item, the line as written.
 */
export function scaledLine(line: RecipeIngredient, factor: number): { amount: string; item: string } {
  if (factor === 1 || !canRescale(line)) return { amount: '', item: line.name };
  const amount = formatAmount(scaleIngredient(line, factor));
  return amount ? { amount, item: line.item ?? '' } : { amount: '', item: line.name };
}
