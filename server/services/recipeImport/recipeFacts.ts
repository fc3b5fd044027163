/**
 * The facts a recipe states on a line of their own, in pages and pasted text: "Serves 4",
 * "Makes 12", "Prep: 15 mins", "Cook time 1 hr 10 mins", "Takes about 40 mins all in", or
 * several on one line ("Prep 10 min | Cook 20 min | Serves 4", "Serves: 8 Total time: 1 hour",
 * "Makes 4 servings | 25 minutes").
 */
import { minutesOf } from './durations';
import { servingsOf } from './servings';

export interface RecipeFacts {
  servings: number | null;
  preparation: number | null;
  cooking: number | null;
  total: number | null;
}

type TimeFact = 'preparation' | 'cooking' | 'total';

const MAX_FACT_LINE = 160;
/** Separators between facts: "|", "·", "•", " / ", tabs, wide gaps. */
const PARTS = /\s+[|·•/]\s+|\t+|\s{3,}/;
/** Within a part: after a comma or a sentence, and before each label ("Serves: 8 Total time: 1 hour"). */
const CLAUSES =
  /,\s+|(?<=[.!?])\s+|(?=\b(?:serves|yields?|makes|prep(?:aration)?\s+time|prep\s*:|cook(?:ing)?\s+time|total\s+time|total\s*:|ready in|takes)(?![a-z]))/i;
const SERVINGS = /^(?:serves|servings?|yields?|makes|portions)\s*:?\s*(.{1,60})$/i;
const LEADING_SERVINGS = /^(\d{1,4})\s+(?:servings|portions|people)\b/i;
const PREPARATION = /^prep(?:aration)?(?:\s+time)?\s*:?\s*(.{1,50})$/i;
/** "Bake 30 minutes" is a step; "Bake time: 30 minutes" and "Cook 20 min" are facts. */
const COOKING = /^(?:cook(?:ing)?(?:\s+time)?\s*:?|bak(?:e|ing)(?:\s+time\s*:?|\s*:))\s*(.{1,50})$/i;
const TOTAL = /^(?:total(?:\s+time)?|ready in|takes|time)\s*:?\s*(.{1,50})$/i;
const TIME_PATTERNS: readonly (readonly [RegExp, TimeFact])[] = [
  [PREPARATION, 'preparation'],
  [COOKING, 'cooking'],
  [TOTAL, 'total'],
];
/** Words around a time that are not part of it: "about 40 mins all in." */
const TIME_FILLER_BEFORE = /^(?:about|around|approx\.?|approximately|roughly|just|under|over)\s+/i;
const TIME_FILLER_AFTER = /\s*(?:all in|in total|total|or so|tops)?\s*[.!]*$/i;
/** Nothing but a time: digits, fractions and units ("1 hr 10 mins", "10-15 minutes", "PT20M"). */
const ONLY_A_TIME = /^(?:pt?\d|(?:[\d.,½¼¾⅓⅔\s/–-]|to|and|days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?)+$)/i;

function timeOf(text: string): number | null {
  const time = text.trim().replace(TIME_FILLER_BEFORE, '').replace(TIME_FILLER_AFTER, '');
  return ONLY_A_TIME.test(time) && /\d/.test(time) ? minutesOf(time) : null;
}

export function noFacts(): RecipeFacts {
  return { servings: null, preparation: null, cooking: null, total: null };
}

function factOfClause(clause: string, facts: RecipeFacts): boolean {
  const servings = SERVINGS.exec(clause) ?? LEADING_SERVINGS.exec(clause);
  if (servings) {
    const amount = servingsOf(servings[1]);
    if (amount !== null) facts.servings ??= amount;
    return amount !== null;
  }
  for (const [pattern, key] of TIME_PATTERNS) {
    const match = pattern.exec(clause);
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
  let bareTime: number | null = null;
  for (const part of line.split(PARTS)) {
    for (const clause of part.split(CLAUSES)) {
      if (factOfClause(clause.trim(), facts)) found = true;
    }
    bareTime ??= timeOf(part);
  }
  if (!found) return null;
  // "Makes 4 servings | 25 minutes": a time beside other facts is the whole time.
  if (bareTime !== null) facts.total ??= bareTime;
  return facts;
}

/** Facts of later lines fill what earlier ones left open. */
export function mergeFacts(into: RecipeFacts, from: RecipeFacts): void {
  into.servings ??= from.servings;
  into.preparation ??= from.preparation;
  into.cooking ??= from.cooking;
  into.total ??= from.total;
}
