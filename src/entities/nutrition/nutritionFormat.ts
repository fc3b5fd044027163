/**
 * How nutrient amounts are written wherever they are shown (a recipe's serving, a member's day
 * or week in the planner): the same rounding everywhere, so one figure never reads two ways.
 */
import type { PlanNutrient } from '@contract/constants';
import { formatCount } from '@/lib/formatCount';

/** What a figure that could not be worked out reads as. */
export const NUTRIENT_MISSING = 'not known';

/** Whole kilocalories, grouped ("1,180"). */
export function formatKcal(kcal: number): string {
  return Number.isFinite(kcal) ? formatCount(Math.round(Math.max(0, kcal))) : NUTRIENT_MISSING;
}

/** Grams: one decimal under 10 g ("4.5"), whole from there ("12", "1,250"). */
export function formatGrams(grams: number): string {
  if (!Number.isFinite(grams)) return NUTRIENT_MISSING;
  const amount = Math.max(0, grams);
  // Each from the amount itself: rounding the rounded (12.46 → 12.5 → 13) would be wrong.
  const tenths = Math.round(amount * 10) / 10;
  return tenths < 10 ? tenths.toFixed(1) : formatCount(Math.round(amount));
}

/** Salt: two decimals under 1 g ("0.35"), one from there ("1.2"). */
export function formatSalt(grams: number): string {
  if (!Number.isFinite(grams)) return NUTRIENT_MISSING;
  const amount = Math.max(0, grams);
  const hundredths = Math.round(amount * 100) / 100;
  return hundredths < 1 ? hundredths.toFixed(2) : (Math.round(amount * 10) / 10).toFixed(1);
}

/** An amount of one of the plan's nutrients, written its own way (salt to the hundredth under 1 g). */
export function formatNutrientAmount(nutrient: PlanNutrient, amount: number): string {
  if (nutrient === 'energy_kcal') return formatKcal(amount);
  return nutrient === 'salt_g' ? formatSalt(amount) : formatGrams(amount);
}

/** A share as a whole percentage, grouped ("49", "1,250"); 0 for no share at all. */
export function formatPercent(share: number): string {
  return Number.isFinite(share) ? formatCount(Math.round(Math.max(0, share) * 100)) : '0';
}
