import { VULGAR_FRACTIONS } from '@contract/quantities';
import { plural } from '@/lib/plural';

/**
 * The quarters people write as fractions: "½ portion", not "0.5 portion". Only exact quarters:
 * a portion of 0.33 reads "0.33", never a rounded ⅓ as a recipe's amount would.
 */
const QUARTERS: ReadonlyMap<number, string> = new Map(
  VULGAR_FRACTIONS.filter(([part]) => [1 / 4, 1 / 2, 3 / 4].includes(part)).map(([part, glyph]) => [part, glyph]),
);

/** A portion's amount as people write it: ½, 1, 1½, 0.8 (two decimals at most, no trailing zeros). */
export function portionAmount(portion: number): string {
  const rounded = Math.round(portion * 100) / 100;
  const whole = Math.floor(rounded);
  const fraction = QUARTERS.get(Math.round((rounded - whole) * 100) / 100);
  if (fraction) return whole === 0 ? fraction : `${whole}${fraction}`;
  return String(rounded);
}

/** "½ portion", "1 portion", "0.8 portion", "1½ portions": how much of an adult's serving someone eats. */
export function formatPortion(portion: number): string {
  return `${portionAmount(portion)} ${plural(portion > 1 ? 2 : 1, 'portion')}`;
}
