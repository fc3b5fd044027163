/**
 * The time a search asks for (issue 37): "quick", "under 30 minutes", "in 20 min", "half an hour",
 * "an hour and a half", "1½ hours", "1h30", "fifteen minutes or less". A time of none or of more
 * than a week is no limit a person means: its words stay words. searchIntent.ts reads the
 * query's words and hands them here at each position.
 */
import { SEARCH_MAX_MINUTES, SEARCH_QUICK_MINUTES } from '../../../contract/constants';

/** The words a time is read from, by position (searchIntent.ts's Units). */
export interface TimeWords {
  word(index: number): string | undefined;
  /** Whether the words from `index` are `phrase`, with no comma inside. */
  isPhrase(index: number, phrase: readonly string[]): boolean;
  /** The longest of these phrases that starts at `index`: the index after it, or null. */
  afterAny(index: number, phrases: readonly (readonly string[])[]): number | null;
}

export interface TimeRead {
  /** The longest total time, capped at SEARCH_MAX_MINUTES. */
  minutes: number;
  /** The index after the time's words. */
  end: number;
  /** "quick", which also ranks by its tag. */
  quick: boolean;
}

/** More than a week is no time limit a person means: the words stay words. */
const ABSURD_MINUTES = SEARCH_MAX_MINUTES * 7;

/** Phrases written 'a b|c': each as its words. */
const phrases = (list: string) => list.split('|').map((phrase) => phrase.split(' '));
const TIME_LEADS = phrases(
  'no more than|not more than|less than|fewer than|at most|up to|under|in|within|below|max|maximum',
);
const TIME_TAILS = phrases('or less|or under|or fewer|max|maximum|at most|top');
const AND_A_HALF = ['and', 'a', 'half'];

const MINUTES_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ...['m', 'min', 'mins', 'minute', 'minutes'].map((unit): [string, number] => [unit, 1]),
  ...['h', 'hr', 'hrs', 'hour', 'hours'].map((unit): [string, number] => [unit, 60]),
]);
const TIME_TOKEN = /^(\d{1,7}(?:\.\d+)?)?(½)?(min|mins|minutes?|m|h|hrs?|hours?)?$/;
const NUMBERISH = /^[\d½]/;
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }).concat(
    Object.entries({ twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90 }),
  ),
);

/** A number, maybe with its unit, written as one token ("30min", "1.5hrs", "1½"): kept whole, never split into words. */
export const isTimeToken = (token: string): boolean => NUMBERISH.test(token) && TIME_TOKEN.test(token);

/** The time that starts at `index` ("quick", "under 30 minutes or less"), or null. */
export function readTime(words: TimeWords, index: number): TimeRead | null {
  if (words.word(index) === 'quick') return { minutes: SEARCH_QUICK_MINUTES, end: index + 1, quick: true };
  const duration = readDuration(words, words.afterAny(index, TIME_LEADS) ?? index);
  if (!duration) return null;
  const minutes = Math.round(duration.minutes);
  if (!(minutes >= 1 && minutes <= ABSURD_MINUTES)) return null;
  return {
    minutes: Math.min(minutes, SEARCH_MAX_MINUTES),
    end: words.afterAny(duration.end, TIME_TAILS) ?? duration.end,
    quick: false,
  };
}

interface Amount {
  value: number;
  end: number;
  /** Minutes per unit when the token carries its unit ("30min", "1.5hrs"). */
  perUnit?: number;
  /** "a" or "an": an amount only before "hour". */
  article?: boolean;
}

function readAmount(words: TimeWords, index: number): Amount | null {
  const word = words.word(index);
  if (word === undefined) return null;
  if (word === 'a' || word === 'an') return { value: 1, end: index + 1, article: true };
  const spelled = NUMBER_WORDS.get(word);
  if (spelled !== undefined) return { value: spelled, end: index + 1 };
  const token = TIME_TOKEN.exec(word);
  if (!token || (token[1] === undefined && token[2] === undefined)) return null;
  const value = Number(token[1] ?? 0) + (token[2] ? 0.5 : 0);
  return { value, end: index + 1, perUnit: token[3] ? MINUTES_PER_UNIT.get(token[3]) : undefined };
}

const perUnitAt = (words: TimeWords, index: number) => MINUTES_PER_UNIT.get(words.word(index) ?? '');

/** "30 minutes", "an hour", "half an hour", "1½ hours", "1 hour 30 min", "an hour and a half". */
function readDuration(words: TimeWords, index: number): { minutes: number; end: number } | null {
  if (words.word(index) === 'half') {
    const at = words.word(index + 1) === 'an' || words.word(index + 1) === 'a' ? index + 2 : index + 1;
    return perUnitAt(words, at) === 60 ? { minutes: 30, end: at + 1 } : null;
  }
  const amount = readAmount(words, index);
  if (!amount) return null;
  let { value, end } = amount;
  let perUnit = amount.perUnit;
  if (perUnit === undefined) {
    if (words.isPhrase(end, AND_A_HALF)) {
      value += 0.5;
      end += AND_A_HALF.length;
    }
    perUnit = perUnitAt(words, end);
    if (perUnit === undefined) return null;
    end += 1;
  }
  if (amount.article && perUnit !== 60) return null;
  let minutes = value * perUnit;
  if (perUnit === 60) {
    if (words.isPhrase(end, AND_A_HALF)) return { minutes: minutes + 30, end: end + AND_A_HALF.length };
    const more = readAmount(words, words.word(end) === 'and' ? end + 1 : end);
    const morePerUnit = more && (more.perUnit ?? perUnitAt(words, more.end));
    if (more && !more.article && morePerUnit === 1) {
      minutes += more.value;
      end = more.perUnit === undefined ? more.end + 1 : more.end;
    } else if (amount.perUnit === 60 && more && more.perUnit === undefined && !more.article && more.value < 60) {
      // "1h30"
      minutes += more.value;
      end = more.end;
    }
  }
  return { minutes, end };
}
