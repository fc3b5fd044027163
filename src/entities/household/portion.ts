import { plural } from '@/lib/plural';

/** Fractions people write as such: "½ portion", not "0.5 portion". */
const FRACTIONS: Readonly<Record<string, string>> = { '0.25': '¼', '0.5': '½', '0.75': '¾' };

/** A portion's amount as people write it: ½, 1, 1½, 0.8 (two decimals at most, no trailing zeros). */
export function portionAmount(portion: number): string {
  const rounded = Math.round(portion * 100) / 100;
  const whole = Math.floor(rounded);
  const part = String(Math.round((rounded - whole) * 100) / 100);
  const fraction = FRACTIONS[part];
  if (fraction) return whole === 0 ? fraction : `${whole}${fraction}`;
  return String(rounded);
}

/** "½ portion", "1 portion", "0.8 portion", "1½ portions": how much of an adult's serving someone eats. */
export function formatPortion(portion: number): string {
  return `${portionAmount(portion)} ${plural(portion > 1 ? 2 : 1, 'portion')}`;
}
