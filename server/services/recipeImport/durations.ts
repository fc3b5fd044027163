/**
 * A recipe time as whole minutes: ISO 8601 durations ("PT1H30M", "P0DT0H20M", "PT90M"), plain
 * text ("20 minutes", "1 hr 10 mins", "1h30", "10-15 min") and bare numbers (minutes).
 */
import { parse as parseIsoDuration, toSeconds } from 'iso8601-duration';

/** The share form's own upper bound for a time. */
const MAX_MINUTES = 100_000;
/** Longer strings are prose, not a time field. */
const MAX_TIME_TEXT = 100;
const ISO_DURATION = /^P(?:\d|T\d)/i;
const NUMBER_ONLY = /^\d+(?:[.,]\d+)?$/;
/** "10-15 min" / "10 to 15 minutes": the longer end is the one a cook plans for. */
const RANGE = /(\d+(?:[.,]\d+)?)\s*(?:-|–|—|to)\s*(?=\d)/gi;
const AMOUNT_AND_UNIT = /(\d+(?:[.,]\d+)?)\s*(days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)(?![a-z])/gi;
/** "1h30": minutes after hours with no unit. */
const TRAILING_MINUTES = /h(?:ours?|rs?)?\s*(\d{1,2})\s*$/i;

const SECONDS_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ['d', 86_400],
  ['h', 3_600],
  ['m', 60],
  ['s', 1],
]);

function withinRange(minutes: number): number | null {
  if (!Number.isFinite(minutes) || minutes < 0) return null;
  const whole = Math.round(minutes);
  return whole > MAX_MINUTES ? null : whole;
}

function isoMinutes(text: string): number | null {
  try {
    // A fixed start keeps months and years (rare in recipes) the same length on every run.
    return withinRange(toSeconds(parseIsoDuration(text.toUpperCase()), new Date(0)) / 60);
  } catch {
    return null;
  }
}

function unitSeconds(unit: string): number {
  return SECONDS_PER_UNIT.get(unit.charAt(0).toLowerCase()) ?? 0;
}

function textMinutes(text: string): number | null {
  const withoutRanges = text.replace(RANGE, '');
  let seconds = 0;
  let found = false;
  for (const match of withoutRanges.matchAll(AMOUNT_AND_UNIT)) {
    seconds += Number(match[1].replace(',', '.')) * unitSeconds(match[2]);
    found = true;
  }
  const trailing = TRAILING_MINUTES.exec(withoutRanges);
  if (trailing) seconds += Number(trailing[1]) * 60;
  return found ? withinRange(seconds / 60) : null;
}

/** Whole minutes, or null when the value is not a time. */
export function minutesOf(value: unknown): number | null {
  if (typeof value === 'number') return withinRange(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.length > MAX_TIME_TEXT) return null;
  if (ISO_DURATION.test(text)) return isoMinutes(text) ?? textMinutes(text.replace(/^PT?/i, ''));
  if (NUMBER_ONLY.test(text)) return withinRange(Number(text.replace(',', '.')));
  return textMinutes(text);
}

/** The recipe's total: its own when it gives one, else preparation plus cooking. */
export function totalMinutes(total: number | null, preparation: number | null, cooking: number | null): number | null {
  if (total !== null && total > 0) return total;
  if (preparation === null && cooking === null) return total;
  const sum = (preparation ?? 0) + (cooking ?? 0);
  return sum > 0 || total === null ? sum : total;
}
