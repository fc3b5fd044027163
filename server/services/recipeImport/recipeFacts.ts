/**
 * The facts a recipe states on a line of their own, in pages and pasted text: "Serves 4",
 * "Makes 12", "Prep: 15 mins", "Cook time 1 hr 10 mins", "Total: 45 min", or several on one line
 * ("Prep 10 min | Cook 20 min | Serves 4").
 */
import { minutesOf } from './durations';
import { servingsOf } from './servings';

export interface RecipeFacts {
  servings: number | null;
  preparation: number | null;
  cooking: number | null;
  total: number | null;
}

const MAX_FACT_LINE = 160;
const PARTS = /\s+[|·•/]\s+|\t+|\s{3,}/;
const SERVINGS = /^(?:serves|serving(?:s)?|yields?|makes|portions|servings size)\s*:?\s*(.{1,60})$/i;
const LEADING_SERVINGS = /^(\d{1,4})\s+(?:servings|portions|people)\b/i;
const PREPARATION = /^prep(?:aration)?(?:\s+time)?\s*:?\s*(.{1,40})$/i;
/** "Bake 30 minutes" is a step; "Bake time: 30 minutes" and "Cook 20 min" are facts. */
const COOKING = /^(?:cook(?:ing)?(?:\s+time)?\s*:?|bak(?:e|ing)(?:\s+time\s*:?|\s*:))\s*(.{1,40})$/i;
const TOTAL = /^(?:total|ready in)(?:\s+time)?\s*:?\s*(.{1,40})$/i;
/** Nothing but a time: digits, fractions and units ("1 hr 10 mins", "10-15 minutes", "PT20M"). */
const ONLY_A_TIME = /^(?:pt?\d|(?:[\d.,½¼¾⅓⅔\s/–-]|to|and|days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?)+$)/i;

function timeOf(text: string): number | null {
  const time = text.trim();
  return ONLY_A_TIME.test(time) && /\d/.test(time) ? minutesOf(time) : null;
}

function noFacts(): RecipeFacts {
  return { servings: null, preparation: null, cooking: null, total: null };
}

function factOfPart(part: string, facts: RecipeFacts): boolean {
  const servings = SERVINGS.exec(part) ?? LEADING_SERVINGS.exec(part);
  if (servings) {
    const amount = servingsOf(servings[1]);
    if (amount !== null) facts.servings ??= amount;
    return amount !== null;
  }
  for (const [pattern, key] of [
    [PREPARATION, 'preparation'],
    [COOKING, 'cooking'],
    [TOTAL, 'total'],
  ] as const) {
    const match = pattern.exec(part);
    const minutes = match ? timeOf(match[1]) : null;
    if (minutes !== null) {
      facts[key] ??= minutes;
      return true;
    }
  }
  return false;
}

/** The facts on this line, or null when the line states none (and is something else). */
export function factsOfLine(line: string): RecipeFacts | null {
  if (line.length > MAX_FACT_LINE) return null;
  const facts = noFacts();
  let found = false;
  for (const part of line.split(PARTS)) {
    if (factOfPart(part.trim(), facts)) found = true;
  }
  return found ? facts : null;
}

/** Facts of later lines fill what earlier ones left open. */
export function mergeFacts(into: RecipeFacts, from: RecipeFacts): void {
  into.servings ??= from.servings;
  into.preparation ??= from.preparation;
  into.cooking ??= from.cooking;
  into.total ??= from.total;
}

export { noFacts };
