/**
 * The integer of a recipe's yield: 4, "4", "Serves 4-6", "4 servings", "Makes twelve",
 * ["4", "4 servings"], { value: 4 }.
 */
import { NUMBER_WORDS as AMOUNT_WORDS } from '../foods/units';
import { readerText } from './readerText';

/** The share form's own upper bound. */
const MAX_SERVINGS = 100_000;
const MAX_YIELD_TEXT = 200;
const FIRST_NUMBER = /\d+(?:[.,]\d+)?/;
const WORD = /[a-z]+/g;

/** The food parser's number words, and a dozen ("Makes a dozen"). */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([...AMOUNT_WORDS, ['dozen', 12]]);

function wholeServings(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const whole = Math.round(amount);
  return whole >= 1 && whole <= MAX_SERVINGS ? whole : null;
}

function servingsOfText(value: string): number | null {
  const text = readerText(value.slice(0, MAX_YIELD_TEXT * 4)).slice(0, MAX_YIELD_TEXT);
  const digits = FIRST_NUMBER.exec(text);
  if (digits) return wholeServings(Number(digits[0].replace(',', '.')));
  for (const word of text.toLowerCase().matchAll(WORD)) {
    const amount = NUMBER_WORDS.get(word[0]);
    if (amount !== undefined) return amount;
  }
  return null;
}

/** The yield's integer, or null when it names none. */
export function servingsOf(value: unknown, depth = 0): number | null {
  if (typeof value === 'number') return wholeServings(value);
  if (typeof value === 'string') return servingsOfText(value);
  if (depth > 3 || typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 10)) {
      const servings = servingsOf(item, depth + 1);
      if (servings !== null) return servings;
    }
    return null;
  }
  // A QuantitativeValue: { "@type": "QuantitativeValue", "value": 4 }.
  return Object.hasOwn(value, 'value') ? servingsOf((value as { value: unknown }).value, depth + 1) : null;
}
