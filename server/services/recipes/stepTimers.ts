/**
 * The kitchen timers a recipe step's words name ("bake for 25 minutes", "simmer 35 to 40
 * minutes", "1 hour 15 min", "a 5-minute rest"), for cook mode (issue 39).
 *
 * Rules:
 * - A timer is an amount (digits, "1½", "1 1/2", "1-1/2", "1.5", "½", number words up to
 *   ninety-nine, "a"/"an"/"another", "half an", "a couple of", "a quarter of an") followed by an hour,
 *   minute or second unit; "more", "extra", "further", "additional", "full" or "good" may stand between, and a hyphen
 *   may join them ("a 5-minute rest", "a half-hour"). "h" and "s" count only stuck to digits
 *   ("2h", "30s"; not "the 60s"), and "1h30" is 90 minutes; "a second" is never a timer (it is "another one").
 * - Compounds add up, larger unit first, with or without "and": "1 hour 15 min", "1 hr and 20
 *   mins", "an hour and a half".
 * - Ranges: two amounts joined by "to", "-", "–", "or" (or "and" after "between") with the unit
 *   on the last or on both: "35 to 40 minutes", "45 min to 1 hour", "a minute or two". The upper
 *   end must be larger, or the range is not one.
 * - `text` is the exact words from the first amount to the last unit; leading "about", "for",
 *   "another" and trailing "per side" stay out of it.
 * - Not timers: words without an amount ("a few minutes", "overnight"), amounts of anything else
 *   ("2 cm", "180°C", "9-inch"), days and weeks, anything longer than 24 hours (a kitchen timer
 *   does not run for "48 hours"), and rates of cooking ("20 minutes per 450 g").
 * - Only the first MAX_SCANNED_CHARS characters are read, and the reading is one pass over their
 *   tokens with a bounded look-ahead at each: linear in the text, whatever it holds.
 */
import type { StepTimerDto } from '../../../contract/types';

export const MAX_SCANNED_CHARS = 5000;
const LONGEST_TIMER_SECONDS = 24 * 60 * 60;

type TokenKind = 'number' | 'word' | 'dash' | 'slash' | 'other';
interface Token {
  kind: TokenKind;
  /** Lower case for words; the characters otherwise. */
  text: string;
  start: number;
  end: number;
  /** Digits' value, or a vulgar fraction's. */
  value: number;
}

const VULGAR_FRACTIONS = new Map<string, number>([
  ['½', 1 / 2],
  ['⅓', 1 / 3],
  ['⅔', 2 / 3],
  ['¼', 1 / 4],
  ['¾', 3 / 4],
  ['⅕', 1 / 5],
  ['⅛', 1 / 8],
  ['⅜', 3 / 8],
  ['⅝', 5 / 8],
  ['⅞', 7 / 8],
]);

// Each alternative is a single run of one class: no nested quantifiers, so no backtracking blow-up.
// The groups name the kind: digits, a vulgar fraction, a word, a dash, a slash; else any other mark.
const TOKEN = /(\d+(?:\.\d+)?)|([½⅓⅔¼¾⅕⅛⅜⅝⅞])|(\p{L}+)|([-‐‑‒–—])|(\/)|\S/gu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    if (match[1] !== undefined) tokens.push({ kind: 'number', text: raw, start, end, value: Number(raw) });
    else if (match[2] !== undefined)
      tokens.push({ kind: 'number', text: raw, start, end, value: VULGAR_FRACTIONS.get(raw) as number });
    else if (match[3] !== undefined) tokens.push({ kind: 'word', text: raw.toLowerCase(), start, end, value: 0 });
    else if (match[4] !== undefined) tokens.push({ kind: 'dash', text: raw, start, end, value: 0 });
    else if (match[5] !== undefined) tokens.push({ kind: 'slash', text: raw, start, end, value: 0 });
    else tokens.push({ kind: 'other', text: raw, start, end, value: 0 });
  }
  return tokens;
}

const ONES = new Map<string, number>(
  ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].map((word, index) => [word, index + 1]),
);
const SMALL_NUMBERS = new Map<string, number>([
  ...ONES,
  ...['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'].map(
    (word, index) => [word, index + 10] as [string, number],
  ),
]);
const TENS = new Map<string, number>(
  ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].map((word, index) => [
    word,
    (index + 2) * 10,
  ]),
);

const UNIT_SECONDS = new Map<string, number>([
  ['hour', 3600],
  ['hours', 3600],
  ['hr', 3600],
  ['hrs', 3600],
  ['minute', 60],
  ['minutes', 60],
  ['min', 60],
  ['mins', 60],
  ['second', 1],
  ['seconds', 1],
  ['sec', 1],
  ['secs', 1],
]);
/** Units only read when stuck to digits ("2h", "30s"). */
const STUCK_UNIT_SECONDS = new Map<string, number>([
  ['h', 3600],
  ['s', 1],
]);
const FILLERS = new Set(['more', 'extra', 'further', 'additional', 'full', 'good']);
const ARTICLES = new Set(['a', 'an', 'another']);
const DECADE_WORDS = new Set(['the', 'early', 'late', 'mid']);
const RATE_WORDS = new Set(['per', 'a', 'every', 'each', '/']);
const WEIGHT_WORDS = new Set([
  'lb',
  'lbs',
  'pound',
  'pounds',
  'kg',
  'kilo',
  'kilos',
  'kilogram',
  'kilograms',
  'g',
  'gram',
  'grams',
  'oz',
  'ounce',
  'ounces',
]);

interface Amount {
  value: number;
  start: number;
  /** Index of the first token after it. */
  end: number;
  /** "a"/"an"/"another": read as one, but "a second" is not a timer. */
  article: boolean;
  digits: boolean;
}

function amountOf(value: number, start: number, end: number, article = false, digits = false): Amount {
  return { value, start, end, article, digits };
}

interface Duration {
  seconds: number;
  /** Seconds per unit of its first amount, or null when it has no unit ("35" in "35 to 40 min"). */
  unit: number | null;
  value: number;
  start: number;
  end: number;
}

/** A timer with the character offsets of its words. */
interface FoundTimer {
  seconds: number;
  seconds_max: number | null;
  text: { start: number; end: number };
}

class StepReader {
  constructor(private readonly tokens: Token[]) {}

  private word(index: number): string | undefined {
    const token = this.tokens[index];
    return token?.kind === 'word' ? token.text : undefined;
  }

  private touching(left: number, right: number): boolean {
    const a = this.tokens[left];
    const b = this.tokens[right];
    return a !== undefined && b !== undefined && a.end === b.start;
  }

  /** "n/d" from `index`, written without spaces. */
  private fraction(index: number): { value: number; end: number } | null {
    const [top, slash, bottom] = [this.tokens[index], this.tokens[index + 1], this.tokens[index + 2]];
    if (top?.kind !== 'number' || slash?.kind !== 'slash' || bottom?.kind !== 'number') return null;
    if (!this.touching(index, index + 1) || !this.touching(index + 1, index + 2)) return null;
    if (!/^\d+$/.test(top.text) || !/^\d+$/.test(bottom.text) || bottom.value === 0) return null;
    return { value: top.value / bottom.value, end: index + 3 };
  }

  private amount(index: number): Amount | null {
    const token = this.tokens[index];
    if (!token) return null;
    if (token.kind === 'number') {
      const simple = this.fraction(index);
      if (simple) return amountOf(simple.value, index, simple.end, false, true);
      let value = token.value;
      let end = index + 1;
      const next = this.tokens[end];
      const whole = /^\d+$/.test(token.text);
      if (whole && next?.kind === 'number' && VULGAR_FRACTIONS.has(next.text) && this.touching(index, end)) {
        value += next.value;
        end += 1;
      } else if (whole && this.fraction(end) && (this.fraction(end)?.value ?? 1) < 1) {
        value += this.fraction(end)?.value ?? 0; // "1 1/2"
        end += 3;
      } else if (whole && next?.kind === 'dash' && this.touching(index, end) && this.fraction(end + 1)) {
        const part = this.fraction(end + 1)?.value ?? 1; // "1-1/2"
        if (part < 1) {
          value += part;
          end += 4;
        }
      } else if (whole && this.word(end) === 'and' && this.fraction(end + 1)) {
        const part = this.fraction(end + 1)?.value ?? 1; // "1 and 1/2"
        if (part < 1) {
          value += part;
          end += 4;
        }
      }
      return this.andAHalf(amountOf(value, index, end, false, true));
    }
    const word = token.text;
    if (token.kind !== 'word') return null;
    if (ARTICLES.has(word)) {
      const after = this.word(index + 1);
      if (word !== 'another' && after === 'half') return amountOf(0.5, index, index + 2); // "a half hour"
      if (word !== 'another' && after === 'couple' && this.word(index + 2) === 'of')
        return amountOf(2, index, index + 3);
      if (word === 'a' && after === 'quarter') return this.quarter(index + 1, index);
      return amountOf(1, index, index + 1, true);
    }
    if (word === 'half') {
      const after = this.word(index + 1);
      return amountOf(0.5, index, after === 'a' || after === 'an' ? index + 2 : index + 1); // "half an hour"
    }
    if (word === 'quarter') return this.quarter(index, index);
    if (word === 'couple' && this.word(index + 1) === 'of') return amountOf(2, index, index + 2);
    const small = SMALL_NUMBERS.get(word);
    if (small !== undefined) return this.andAHalf(amountOf(small, index, index + 1));
    const tens = TENS.get(word);
    if (tens !== undefined) {
      // "twenty-five", "twenty five"
      const joined = this.tokens[index + 1]?.kind === 'dash' ? index + 2 : index + 1;
      const ones = ONES.get(this.word(joined) ?? '');
      return this.andAHalf(
        ones === undefined ? amountOf(tens, index, index + 1) : amountOf(tens + ones, index, joined + 1),
      );
    }
    return null;
  }

  /** "quarter of an hour", "a quarter hour". */
  private quarter(index: number, start: number): Amount {
    const end =
      this.word(index + 1) === 'of' && (this.word(index + 2) === 'an' || this.word(index + 2) === 'a')
        ? index + 3
        : index + 1;
    return { value: 0.25, start, end, article: false, digits: false };
  }

  /** "two and a half hours". */
  private andAHalf(amount: Amount): Amount {
    const at = amount.end;
    if (this.word(at) === 'and' && this.word(at + 1) === 'a' && this.word(at + 2) === 'half' && this.unitAt(at + 3))
      return { ...amount, value: amount.value + 0.5, end: at + 3 };
    return amount;
  }

  /** Seconds per unit of a unit word at `index`, without context. */
  private unitAt(index: number): number | undefined {
    return UNIT_SECONDS.get(this.word(index) ?? '');
  }

  /** The unit after an amount: seconds per unit and the index after it, or null. */
  private unitAfter(amount: Amount): { seconds: number; end: number } | null {
    let index = amount.end;
    // "a 5-minute rest", "a half-hour"
    if (this.tokens[index]?.kind === 'dash' && this.touching(index - 1, index) && this.touching(index, index + 1))
      index += 1;
    else if (FILLERS.has(this.word(index) ?? '')) index += 1;
    const word = this.word(index);
    if (word === undefined) return null;
    let seconds = UNIT_SECONDS.get(word);
    if (seconds === undefined && amount.digits && index === amount.end && this.touching(index - 1, index)) {
      seconds = STUCK_UNIT_SECONDS.get(word);
      const number = this.tokens[amount.start];
      // "the 1960s", "in her 30s"
      if (word === 's' && (number.value >= 1000 || DECADE_WORDS.has(this.word(amount.start - 1) ?? '')))
        seconds = undefined;
    }
    if (seconds === undefined) return null;
    if (seconds === 1 && amount.article) return null; // "a second coat"
    return { seconds, end: index + 1 };
  }

  duration(index: number): Duration | null {
    const first = this.amount(index);
    if (!first) return null;
    const unit = this.unitAfter(first);
    if (!unit) return { seconds: first.value, unit: null, value: first.value, start: first.start, end: first.end };
    let seconds = first.value * unit.seconds;
    let end = unit.end;
    // "an hour and a half"
    if (this.word(end) === 'and' && this.word(end + 1) === 'a' && this.word(end + 2) === 'half') {
      seconds += unit.seconds / 2;
      end += 3;
    }
    // "1h30": minutes stuck to a stuck "h"
    const stuckMinutes = this.tokens[end];
    if (
      this.word(end - 1) === 'h' &&
      stuckMinutes?.kind === 'number' &&
      /^\d{1,2}$/.test(stuckMinutes.text) &&
      this.touching(end - 1, end) &&
      this.unitAt(end + 1) === undefined
    ) {
      seconds += stuckMinutes.value * 60;
      end += this.word(end + 1) === 'm' && this.touching(end, end + 1) ? 2 : 1; // "2h30m"
    }
    // "1 hour 15 min", "1 hr and 20 mins"
    let smallest = unit.seconds;
    for (let part = 0; part < 2; part += 1) {
      const at = this.word(end) === 'and' ? end + 1 : end;
      const next = this.amount(at);
      const nextUnit =
        next && (next.digits || SMALL_NUMBERS.has(this.word(at) ?? '') || TENS.has(this.word(at) ?? ''))
          ? this.unitAfter(next)
          : null;
      if (!next || !nextUnit || nextUnit.seconds >= smallest) break;
      seconds += next.value * nextUnit.seconds;
      smallest = nextUnit.seconds;
      end = nextUnit.end;
    }
    return { seconds, unit: unit.seconds, value: first.value, start: first.start, end };
  }

  private isRangeJoin(index: number, start: number): boolean {
    const token = this.tokens[index];
    if (!token) return false;
    if (token.kind === 'dash') return true;
    if (token.kind !== 'word') return false;
    return token.text === 'to' || token.text === 'or' || (token.text === 'and' && this.word(start - 1) === 'between');
  }

  /** "20 minutes per 450 g", "15 min a pound". */
  private isRate(index: number): boolean {
    const token = this.tokens[index];
    if (!token || !RATE_WORDS.has(token.text)) return false;
    let at = index + 1;
    if (this.word(at) === 'every') at += 1;
    if (this.tokens[at]?.kind === 'number') at += 1;
    return WEIGHT_WORDS.has(this.word(at) ?? '');
  }

  /** The timer starting at token `index`, and the index after it; null when none starts there. */
  timerAt(index: number): { timer: FoundTimer | null; end: number } | null {
    const low = this.duration(index);
    if (!low) return null;
    let high: Duration | null = null;
    const join = low.end;
    if (this.isRangeJoin(join, low.start)) {
      const upper = this.duration(join + 1);
      if (upper && upper.unit !== null) high = upper;
      else if (upper && low.unit !== null && this.word(join) === 'or') {
        // "a minute or two"
        high = { ...upper, seconds: upper.value * low.unit, unit: low.unit };
      }
    }
    let seconds = low.seconds;
    let secondsMax: number | null = null;
    let end = low.end;
    if (high) {
      const lowSeconds = low.unit === null ? low.value * (high.unit as number) : low.seconds;
      if (high.seconds > lowSeconds) {
        seconds = lowSeconds;
        secondsMax = high.seconds;
        end = high.end;
      } else if (low.unit === null) return null;
    } else if (low.unit === null) return null;
    if (this.isRate(end)) return { timer: null, end };
    const longest = secondsMax ?? seconds;
    if (seconds <= 0 || longest > LONGEST_TIMER_SECONDS) return { timer: null, end };
    const text = { start: this.tokens[low.start].start, end: this.tokens[end - 1].end };
    return {
      timer: { seconds: Math.round(seconds), seconds_max: secondsMax === null ? null : Math.round(secondsMax), text },
      end,
    };
  }
}

/** The timers a step's words name, in the order they appear. */
export function readStepTimers(step: string): StepTimerDto[] {
  const text = step.length > MAX_SCANNED_CHARS ? step.slice(0, MAX_SCANNED_CHARS) : step;
  const tokens = tokenize(text);
  const reader = new StepReader(tokens);
  const timers: StepTimerDto[] = [];
  let index = 0;
  while (index < tokens.length) {
    const found = reader.timerAt(index);
    if (!found) {
      index += 1;
      continue;
    }
    if (found.timer) {
      const { seconds, seconds_max, text: words } = found.timer;
      timers.push({ seconds, seconds_max, text: text.slice(words.start, words.end) });
    }
    index = Math.max(found.end, index + 1);
  }
  return timers;
}
