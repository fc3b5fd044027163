/**
 * One ingredient line, read: "2–3 cloves garlic, crushed" → quantity 2, quantity2 3, unit
 * 'clove', food 'garlic', note 'crushed'. Quantities, ranges and units come from
 * parse-ingredient (mixed numbers, vulgar fractions); the food from the catalogue. A line the
 * catalogue cannot place keeps working: its food is the cleaned text. The line itself is never
 * changed (it stays `ingredient_name`).
 *
 * Around the library it reads what cooks write: amounts in words ("half a", "a couple of",
 * "two"), a count of sized things ("2 (15-ounce) cans", "1 3 lb pork shoulder"), "plus"
 * amounts ("2 tablespoons plus 2 teaspoons"), alternatives ("olive or vegetable oil": the first
 * is the food, the rest a note) and a pair of seasonings ("salt and pepper").
 *
 * Every step reads the line once, left to right: no rule tries the line again from each word,
 * and the library sees no run of amount characters longer than an amount (amountRuns.ts).
 */
import { parseIngredient, type Ingredient } from 'parse-ingredient';
import { INGREDIENT_MAX_LENGTH } from '../../../contract/constants';
import { convertAmount } from '../../../contract/quantities';
import { hasOverlongAmountRun } from './amountRuns';
import { matchFoodTerms, normaliseWords, termName, termNamed, type FoodTerm, type TermMatch } from './catalogue';
import {
  ADDITIONAL_UNITS,
  CONTAINER_WORDS,
  MEASURE_WORDS,
  NUMBER_WORDS,
  SIZE_ADJECTIVES,
  SIZE_UNITS,
  SIZE_WORDS,
  SPELLED_PLURAL_SIZE_UNITS,
  UNIT_BY_PARSER_ID,
  UNIT_WORDS,
  type UnitCode,
} from './units';

/** The size of one tin, jar or pack a line counts: "2 (15-ounce) cans" → 15 oz. */
export interface ContainerSize {
  quantity: number;
  unit: UnitCode;
}

export interface ParsedIngredient {
  quantity: number | null;
  /** The upper end of a range ("2–3"), else null. */
  quantity2: number | null;
  unit: UnitCode | null;
  /** The catalogue's name for the food, or the line's cleaned text when it names none. */
  food: string;
  /** Whether `food` is a catalogue name. */
  known: boolean;
  /**
   * Other catalogue foods the line names as its own, beside `food`: "salt and pepper" → black
   * pepper. Empty for almost every line; an alternative ("or vegetable oil") is not one.
   */
  alsoFoods: string[];
  /** What follows the food: "finely chopped", "about 300 g", "or vegetable oil". */
  note: string | null;
  /** The line without its amount ("red lentils, rinsed"), or null when it has no amount. */
  item: string | null;
  /** The size of each container counted (unit tin, jar or pack), when the line gives it; else null. */
  size: ContainerSize | null;
}

const PARSER_OPTIONS = { additionalUOMs: ADDITIONAL_UNITS, ignoreUOMs: SIZE_WORDS };
const METRIC_GLUED = /(\d)(kg|g|mg|ml|l|oz|lb)\b/gi;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** What prepare() made of a line: text parse-ingredient reads, and the container size it took out. */
interface Prepared {
  text: string;
  size: ContainerSize | null;
}

const JUICE_PART = '(?:finely )?(?:grated )?(?:juice|zest|peel)(?: and (?:juice|zest))?';
const JUICE_OF = new RegExp(`^(${JUICE_PART}) (?:of|from) (?:an? |(\\S+) )?(.+)$`, 'i');
/** "zest 1 lemon", "juice ½ lime", "zest and juice 1 orange", as BBC Good Food writes them: "of" left out. */
const JUICE_WITHOUT_OF = new RegExp(`^(${JUICE_PART}) (?=\\d|[½⅓⅔¼¾⅛]|half\\b|an?\\b)`, 'i');

/**
 * "juice of 1 lemon" → "1 lemon juice", "juice of half a lemon, strained" → "half a lemon juice,
 * strained", "grated zest from 2 limes" → "2 limes grated zest": the count before the fruit,
 * what follows a comma or "or" after the juice.
 */
function juiceOf(text: string): string {
  const match = JUICE_OF.exec(text.replace(JUICE_WITHOUT_OF, '$1 of '));
  if (!match) return text;
  const [, part, count, rest] = match;
  const comma = rest.indexOf(',');
  const or = rest.toLowerCase().indexOf(' or ');
  // "juice of 2 large or 3 small oranges": the "or" is between two counts of the same fruit.
  const orEndsFruit =
    or > 0 &&
    !rest
      .slice(0, or)
      .split(' ')
      .every((word) => SIZE_ADJECTIVES.has(word.toLowerCase()));
  const ends = [comma, orEndsFruit ? or : -1].filter((at) => at > 0);
  const cut = ends.length > 0 ? Math.min(...ends) : rest.length;
  return `${count ?? '1'} ${rest.slice(0, cut)} ${part.toLowerCase()}${rest.slice(cut)}`;
}

/** Units a line may start with and mean one of: "pinch of salt", "small handful parsley". */
const UNIT_WITHOUT_NUMBER: ReadonlySet<string> = new Set([
  'pinch',
  'dash',
  'handful',
  'bunch',
  'sprig',
  'piece',
  'knob',
  'slice',
  'stick',
  'sheet',
  'head',
  'stalk',
  'bulb',
  'rasher',
  'squeeze',
]);

/** "pinch of salt", "generous pinch sea salt", "thumb-sized piece of ginger" → "1 pinch of salt". */
function oneWithoutNumber(text: string): string {
  let at = 0;
  for (let taken = 0; taken <= SIZE_WORDS_MAX; taken += 1) {
    const space = text.indexOf(' ', at);
    if (space < 0) return text;
    const word = text.slice(at, space).toLowerCase();
    if (UNIT_WITHOUT_NUMBER.has(word)) return `1 ${text.slice(at)}`;
    if (!SIZE_ADJECTIVES.has(word)) return text;
    at = space + 1;
  }
  return text;
}

/**
 * Amounts in words at the start: "a couple of" → 2, "half a" / "half an" → 0.5, "one and a half"
 * → 1.5, "two" → 2, "two or three" → "2 or 3". "A few" and "some" stay without an amount.
 */
function wordAmounts(text: string): string {
  let result = text.replace(/^(?:a )?couple(?: of)? /i, '2 ');
  result = result.replace(/^half(?: of)?(?: an?| the)? (?!and\b)/i, '0.5 ');
  const andAHalf = /^(\d+|[a-z]+) and a half /i.exec(result);
  if (andAHalf) {
    const whole = /^\d+$/.test(andAHalf[1]) ? Number(andAHalf[1]) : NUMBER_WORDS.get(andAHalf[1].toLowerCase());
    if (whole !== undefined) result = `${whole + 0.5} ${result.slice(andAHalf[0].length)}`;
  }
  const words = /^([a-z]+)(?: (or|to) ([a-z]+))?(?= )/i.exec(result);
  const first = words ? NUMBER_WORDS.get(words[1].toLowerCase()) : undefined;
  if (words && first !== undefined) {
    const second = words[3] ? NUMBER_WORDS.get(words[3].toLowerCase()) : undefined;
    const amount = second === undefined ? `${first}` : `${first} ${words[2]} ${second}`;
    const taken = second === undefined ? words[1].length : words[0].length;
    result = `${amount}${result.slice(taken)}`;
  }
  return result;
}

/** A size as a note reads it: "15 oz", "10–12 oz", "400 g". */
const sizeText = (low: number, high: number | null, unit: UnitCode) =>
  `${low}${high === null ? '' : `–${high}`} ${unit}`;

const COUNT = /(\d{1,3}) ?(?:x ?)?/y;
const OPEN_SIZE = /\( ?(?:about |approx\.? |approximately )?/y;
const SIZE_NUMBER = /(\d+(?:\.\d+)?)(?![\d/⁄])/y;
const SIZE_RANGE = / ?-? ?(?:or|to|–|-) ?(\d+(?:\.\d+)?)(?![\d/⁄])/y;
const SIZE_UNIT = /[ -]?([a-z]+)\.?(?![a-z])/iy;
const SECOND_MEASURE = / ?\/ ?[\d.,½¼¾⅓⅔]+ ?[a-z]+\.?/iy;
const CLOSE_SIZE = /[^)]{0,60}\)/y;
const NEXT_WORD = / ?([a-z]+)(?![a-z])/iy;

/** `pattern` (sticky) matched at `at`, or null. */
function stickyAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/**
 * A count of sized things at the start of a line. Containers keep their count and say their size:
 * "2 (15-ounce) cans chickpeas" → "2 cans chickpeas (15 oz)", size 15 oz; "2 x 400g tins".
 * Anything else is its count times its size: "1 3 lb pork shoulder" → "3 lb pork shoulder",
 * "2 (6-ounce) salmon fillets" → "12 oz salmon fillets (2 × 6 oz)". Null when the line does not
 * start so ("1 1/2 lb", "400g tin", "1 (2-inch) piece").
 */
function countOfSized(text: string): Prepared | null {
  const count = stickyAt(COUNT, text, 0);
  if (!count || count[1] === '0') return null;
  let at = count[0].length;
  const open = stickyAt(OPEN_SIZE, text, at);
  if (open) at += open[0].length;
  if (!open && !/[ x]$/i.test(count[0])) return null;
  const low = stickyAt(SIZE_NUMBER, text, at);
  if (!low) return null;
  at += low[0].length;
  const range = stickyAt(SIZE_RANGE, text, at);
  if (range) at += range[0].length;
  const unitWord = stickyAt(SIZE_UNIT, text, at);
  const unit = unitWord && SIZE_UNITS.get(unitWord[1].toLowerCase());
  if (!unitWord || !unit) return null;
  at += unitWord[0].length;
  const second = stickyAt(SECOND_MEASURE, text, at);
  if (second) at += second[0].length;
  if (open) {
    const close = stickyAt(CLOSE_SIZE, text, at);
    if (!close) return null;
    at += close[0].length;
  }
  const next = stickyAt(NEXT_WORD, text, at);
  const nextWord = next ? next[1].toLowerCase() : '';
  // "5 (1.25 L) cups stock": the bracket measures the whole amount again.
  if (MEASURE_WORDS.has(nextWord)) return null;
  const container = next && CONTAINER_WORDS.has(nextWord) ? next[1] : null;
  const each = Number(low[1]);
  const eachHigh = range ? Number(range[1]) : null;
  const pieces = Number(count[1]);
  if (container && next) {
    const rest = text.slice(at + next[0].length);
    return {
      text: `${pieces} ${container}${rest} (${sizeText(each, eachHigh, unit)})`,
      size: { quantity: each, unit },
    };
  }
  // "3 (6 ounces) eggs" may weigh 6 ounces in all: such a line keeps its count.
  if (open && SPELLED_PLURAL_SIZE_UNITS.has(unitWord[1].toLowerCase())) return null;
  const rest = text.slice(at).trimStart();
  const total = `${round3(pieces * each)}${eachHigh === null ? '' : `-${round3(pieces * eachHigh)}`}`;
  const note = pieces > 1 ? ` (${pieces} × ${sizeText(each, eachHigh, unit)})` : '';
  return { text: `${total} ${unit} ${rest}${note}`, size: null };
}

const LEADING_AMOUNT = /^[\d.,/½⅓⅔¼¾⅛⅜⅝⅞]+(?:[ –-][\d.,/½⅓⅔¼¾⅛⅜⅝⅞]+)? /;
/** At most this many size words stand between an amount and its unit: "1 good heaped tbsp". */
const SIZE_WORDS_MAX = 2;

/** Size words between an amount and its unit are dropped: "2 heaped tbsp" → "2 tbsp", "1 large bunch". */
function dropSizeBeforeUnit(text: string): string {
  const amount = LEADING_AMOUNT.exec(text);
  if (!amount) return text;
  const start = amount[0].length;
  let at = start;
  for (let taken = 0; taken < SIZE_WORDS_MAX; taken += 1) {
    const space = text.indexOf(' ', at);
    if (space < 0 || !SIZE_ADJECTIVES.has(text.slice(at, space).toLowerCase())) break;
    at = space + 1;
  }
  if (at === start) return text;
  const unit = /^[a-z]+/i.exec(text.slice(at, at + 40));
  return unit && UNIT_WORDS.has(unit[0].toLowerCase()) ? text.slice(0, start) + text.slice(at) : text;
}

/**
 * Rewrites what parse-ingredient does not read into what it does: "a pinch of" → "1 pinch of",
 * "200g" → "200 g", "200 g/7oz" → "200 g", "2 x 400 g tins" → "2 tins (400 g)",
 * "1 (400 g) can" → "1 can (400 g)", "juice of 1 lemon" → "1 lemon juice", "half a" → "0.5".
 */
function prepare(line: string): Prepared {
  let text = line.replace(/\s+/g, ' ').trim();
  // "Generous 1 tablespoon", "about 2 cups": the amount is the number.
  text = text.replace(
    /^(?:generous|scant|heaped|heaping|good|rounded|level|about|approx\.?|approximately|around|roughly|up to) (?=[\d½⅓⅔¼¾⅛])/i,
    '',
  );
  text = wordAmounts(juiceOf(text));
  // "A little nutmeg", "a few sprigs of mint", "some chives": no amount to scale or buy.
  text = text.replace(/^(?:a little|a few|few|some) (?:of )?/i, '');
  text = text.replace(/^an? (?=\S)/i, '1 ');
  text = oneWithoutNumber(text);
  // "1-1/2 cups" is the US way of writing 1½, not a range.
  text = text.replace(/^(\d+)-(\d+\/\d+)/, '$1 $2');
  text = text.replace(/(\d) ?(?:gr|grs|gm|gms)\b\.?/gi, '$1 g').replace(/\btbs\b\.?/gi, 'tbsp');
  text = text.replace(METRIC_GLUED, '$1 $2');
  const sized = countOfSized(text);
  if (sized) return { text: sized.text, size: sized.size };
  text = dropSizeBeforeUnit(text);
  // "2 cm piece ginger" is one piece, 2 cm long.
  text = text.replace(/^(\d+(?:[.,]\d+)?) ?cm (?:piece|chunk|knob) (?:of )?(.*)$/i, '1 piece $2 ($1 cm)');
  // Dual measures: keep the first ("200 g/7 oz spaghetti", "¾ cup/5.3 ounces/150 grams sugar",
  // "200 g (7 oz) spaghetti").
  // A bracket is taken whole or not at all: "2¾ tsp (1 package plus 2 tsp) yeast" keeps its note.
  // After a container it is the container's size: "1 can (14 oz) coconut milk".
  text = text.replace(
    /^([\d.,/½⅓⅔¼¾⅛\s–-]+\s*([a-z]+))\s*(?:(?:\/\s*[\d.,/½⅓⅔¼¾]+(?:\s?[-–]\s?[\d.,½⅓⅔¼¾]+)?\s*(?:fl\.?\s?oz|[a-z]+)\.?(?:\s\d+\s?oz)?){1,3}|\(\s*[\d.,/½⅓⅔¼¾]+\s*[a-z ]+?\))(?=\s)/i,
    (whole: string, first: string, unit: string) => (CONTAINER_WORDS.has(unit.toLowerCase()) ? whole : first),
  );
  // "1 (2-inch) piece ginger" → "1 piece ginger (2-inch)". The first word holds no bracket: a line
  // of 50,000 "(" took 1.3 s when every split of it was tried.
  text = text.replace(/^([^\s(]+) ?\(([^)]*)\) ?(.*)$/, '$1 $3 ($2)');
  return { text, size: null };
}

/** The food a match names: a food rather than a kind ("long-grain white rice" is rice, not a grain). */
function firstNamed(words: readonly string[]): TermMatch | undefined {
  const named = matchFoodTerms(words).filter((match) => !match.absent);
  return named.find((match) => match.term.type === 'food') ?? named[0];
}

const isStaple = (term: FoodTerm | undefined) => term?.type === 'food' && term.food.staple === true;

/** Words a seasoning in a pair may stand with: "freshly ground black pepper, to taste". */
const SEASONING_WORDS: ReadonlySet<string> = new Set([
  'freshly',
  'fresh',
  'ground',
  'cracked',
  'milled',
  'coarsely',
  'coarse',
  'finely',
  'fine',
  'flaky',
  'kosher',
  'sea',
  'to',
  'taste',
  'for',
  'seasoning',
  'serving',
  'some',
  'more',
  'a',
  'little',
  'of',
  'the',
  'extra',
]);

/**
 * The second of a pair of staples ("salt and pepper", "salt & freshly ground black pepper"):
 * a staple the catalogue names, with nothing but seasoning words around it. A bare "pepper"
 * beside salt is black pepper, whatever the catalogue makes of "pepper" alone (sweet pepper).
 */
function pairedStaple(text: string): FoodTerm | undefined {
  const words = normaliseWords(text);
  if (words.length > 8) return undefined;
  const named = matchFoodTerms(words).filter((match) => !match.absent);
  if (named.length !== 1) return undefined;
  const [match] = named;
  const outside = [...words.slice(0, match.start), ...words.slice(match.end)];
  if (!outside.every((word) => SEASONING_WORDS.has(word))) return undefined;
  if (isStaple(match.term)) return match.term;
  const barePepper = match.end - match.start === 1 && words[match.start] === 'pepper';
  const blackPepper = barePepper ? termNamed('black pepper') : undefined;
  return isStaple(blackPepper) ? blackPepper : undefined;
}

/** How many words of the last alternative's end are tried as a shared head: "wine vinegar". */
const SHARED_HEAD_WORDS = 3;

/**
 * The first alternative as a food's text: "olive" of "olive or vegetable oil" is olive oil (the
 * head noun of the last one carries to it), "red" of "red or white wine vinegar" red wine
 * vinegar, "fresh" of "fresh or frozen peas" peas. A first alternative that names a food keeps
 * it unless the head makes a longer name of it: "butter or vegetable oil" is butter (no butter
 * oil), "crushed tomatoes or whole tomatoes in puree" crushed tomatoes (not tomato purée).
 */
function firstAlternative(first: string, last: string): string {
  const lastWords = last.split(' ').filter(Boolean);
  // "1 egg or 2 egg whites", "thyme leaves or 1 teaspoon dried": another amount shares no head.
  if (lastWords.length < 2 || /\d/.test(last)) return first;
  const own = firstNamed(normaliseWords(first));
  for (let size = Math.min(SHARED_HEAD_WORDS, lastWords.length - 1); size >= 1; size -= 1) {
    const candidate = `${first} ${lastWords.slice(-size).join(' ')}`;
    const words = normaliseWords(candidate);
    const named = firstNamed(words);
    if (named && named.end === words.length && (!own || named.start <= own.start)) return candidate;
  }
  // Neither placed: a one-word first alternative takes the rest of the last ("fresh or frozen
  // pandan leaves" → "fresh pandan leaves"); a longer one is a name of its own ("konjac jelly").
  if (own || first.includes(' ') || lastWords.length > SHARED_HEAD_WORDS) return first;
  return `${first} ${lastWords.slice(1).join(' ')}`;
}

/** At most this many words in each middle item of a list of alternatives: "peanut, canola or …". */
const LIST_ITEM_WORDS = 3;

interface Alternatives {
  /** The first alternative as written. */
  first: string;
  /** The food's text: the first alternative, with a shared head noun. */
  food: string;
  /** "or vegetable oil", "or canola or grape seed oil". */
  note: string;
  /** What follows the alternatives after a comma. */
  rest: string;
}

/** The text up to the first of `marks`, or all of it. */
function upTo(text: string, marks: readonly string[]): string {
  const ends = marks.map((mark) => text.indexOf(mark)).filter((at) => at >= 0);
  return ends.length > 0 ? text.slice(0, Math.min(...ends)) : text;
}

/**
 * "olive or vegetable oil", "peanut, canola or grape seed oil", "butter or margarine, melted":
 * the first alternative is the food, the others a note. A comma before "or" makes a list only
 * when each item is a few words and the last names a food ("1 onion, chopped or grated" is one
 * onion, prepared either way).
 */
function alternatives(main: string): Alternatives | null {
  const or = main.toLowerCase().indexOf(' or ');
  if (or < 0) return null;
  const comma = main.indexOf(',');
  const afterOr = main.slice(or + 4);
  const restComma = afterOr.indexOf(',');
  const others = (restComma < 0 ? afterOr : afterOr.slice(0, restComma)).trim();
  // The last alternative's own words: "frozen leaves; or ¼ cup dried leaves" is "frozen leaves".
  const last = upTo(others.toLowerCase(), [';', ' or ']).trim();
  const rest = restComma < 0 ? '' : afterOr.slice(restComma + 1).trim();
  if (!last) return null;
  if (comma < 0 || comma > or) {
    const first = main.slice(0, or).trim();
    return first ? { first, food: firstAlternative(first, last), note: `or ${others}`, rest } : null;
  }
  const items = main
    .slice(0, or)
    .split(',')
    .map((item) => item.trim());
  if (items[items.length - 1] === '') items.pop(); // "peanut, canola, or grape seed oil"
  const [first, ...middle] = items;
  const plainItem = (item: string) => item !== '' && !/\d/.test(item) && item.split(' ').length <= LIST_ITEM_WORDS;
  if (!first || !middle.every(plainItem) || /\d/.test(last) || !firstNamed(normaliseWords(last))) return null;
  return { first, food: firstAlternative(first, last), note: `or ${[...middle, others].join(' or ')}`, rest };
}

/** Leading size words are no part of a food's name: "large kohlrabi" is kohlrabi. */
function withoutSizeWords(text: string): string {
  const words = text.split(' ');
  let start = 0;
  while (start < words.length - 1 && SIZE_ADJECTIVES.has(words[start])) start += 1;
  return words.slice(start).join(' ');
}

interface FoodAndNote {
  food: string;
  known: boolean;
  alsoFoods: string[];
  note: string | null;
}

/**
 * The food named first in the description, and the note: other alternatives, text after a comma
 * or in brackets. A pair of staples ("salt and pepper") names both.
 */
/** How many words a part before the food may have and be read as a description of it. */
const DESCRIPTION_WORDS_MAX = 3;
/** How many comma-separated parts are looked at for the food. */
const PARTS_LOOKED_AT = 3;

/**
 * "skinless, boneless chicken breast halves", "2 large, ripe avocados": descriptions separated by
 * a comma before the food, as American recipes write them. When the first part names no food and
 * is a few words, the food is the first later part that names one, and the descriptions join
 * the note. Null when no such part names a food.
 */
function foodAfterDescriptions(
  main: string,
): { foodText: string; first: NonNullable<ReturnType<typeof firstNamed>>; notes: string[] } | null {
  const parts = main.split(',', PARTS_LOOKED_AT + 1);
  for (let at = 1; at < Math.min(parts.length, PARTS_LOOKED_AT); at += 1) {
    if (normaliseWords(parts[at - 1]).length > DESCRIPTION_WORDS_MAX) return null;
    const first = firstNamed(normaliseWords(parts[at]));
    if (!first) continue;
    const descriptions = parts
      .slice(0, at)
      .map((part) => part.trim())
      .join(', ');
    const rest = main
      .split(',')
      .slice(at + 1)
      .join(',')
      .trim();
    return { foodText: parts[at], first, notes: [descriptions, rest].filter(Boolean) };
  }
  return null;
}

function foodAndNote(description: string): FoodAndNote {
  const bracketed: string[] = [];
  // [^()]: each bracket is read up to the next one, never to the end of the line again.
  let main = description.replace(/\(([^()]*)\)/g, (_, inside: string) => {
    bracketed.push(inside.trim());
    return ' ';
  });
  const notes: string[] = [];
  const alsoFoods: string[] = [];
  const comma = main.indexOf(',');
  const head = comma < 0 ? main : main.slice(0, comma);
  const and = /\s(?:and|&)\s/i.exec(head);
  if (and) {
    const left = head.slice(0, and.index);
    const right = head.slice(and.index + and[0].length);
    const firstTerm = firstNamed(normaliseWords(left))?.term;
    const second = isStaple(firstTerm) ? pairedStaple(right) : undefined;
    if (firstTerm && second) {
      // "coarse salt and fine salt" names salt once.
      if (termName(second) !== termName(firstTerm)) alsoFoods.push(termName(second));
      notes.push(`and ${right.trim()}`);
      main = left + main.slice(head.length);
    }
  }
  const choice = alternatives(main);
  let foodText: string;
  if (choice) {
    foodText = choice.food;
    notes.unshift(choice.note);
    notes.push(choice.rest);
  } else {
    const at = main.indexOf(',');
    foodText = at < 0 ? main : main.slice(0, at);
    if (at >= 0) notes.push(main.slice(at + 1).trim());
  }
  let first = firstNamed(normaliseWords(foodText));
  if (!first && !choice) {
    const later = foodAfterDescriptions(main);
    if (later) {
      ({ foodText, first } = later);
      notes.splice(0, notes.length, ...later.notes);
    }
  }
  if (!first && choice) {
    // A first alternative the catalogue cannot place gives way to the first one it can, as
    // before alternatives were read: "whisky or milk" is milk, noted "whisky or milk".
    const written = `${choice.first} ${choice.note}`;
    first = firstNamed(normaliseWords(written));
    if (first) notes[0] = written;
  }
  const note = [...notes, ...bracketed].filter(Boolean).join('; ') || null;
  if (first) return { food: termName(first.term), known: true, alsoFoods, note };
  const cleaned = withoutSizeWords(
    foodText
      .replace(/^(of|x)\s+/i, '')
      .replace(/\b(to taste|for frying|to serve|for serving|to garnish)\b/gi, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase(),
  );
  return { food: cleaned || description.trim().toLowerCase(), known: false, alsoFoods, note };
}

/** Words that count a food rather than measure it, found in the description ("2 garlic cloves"). */
const COUNT_WORDS: ReadonlyMap<string, UnitCode> = new Map([
  ['clove', 'clove'],
  ['slice', 'slice'],
  ['sprig', 'sprig'],
  ['sheet', 'sheet'],
  ['stalk', 'stalk'],
  ['bulb', 'bulb'],
  ['rasher', 'rasher'],
]);

/** A container size in a bracket after the unit: "1 can (14 oz) coconut milk". */
function sizeInBrackets(description: string): ContainerSize | null {
  const match = /\((?:about |approx\.? )?(\d+(?:\.\d+)?)[ -]?([a-z]+)\.?[^()]{0,60}\)/i.exec(description);
  const unit = match && SIZE_UNITS.get(match[2].toLowerCase());
  return match && unit ? { quantity: Number(match[1]), unit } : null;
}

const PLUS = /^(?:plus|\+|and) (?=[\d½⅓⅔¼¾⅛])/i;

interface Amount {
  quantity: number | null;
  quantity2: number | null;
  unit: UnitCode | null;
  description: string;
  /** "plus 2 cups", when the added amount could not be converted into the first one's unit. */
  note: string | null;
}

/**
 * "2 tablespoons plus 2 teaspoons sugar": the second amount is added in the first one's unit
 * (2⅔ tbsp). When the units do not convert ("1 stick plus 2 tablespoons") the first amount
 * stays, and the second is a note. Read once: "plus 1 tsp plus …" adds the first only.
 */
function addPlusAmount(amount: Amount): Amount {
  if (amount.quantity === null || amount.unit === null || !PLUS.test(amount.description)) return amount;
  const rest = amount.description.replace(PLUS, '');
  const [second] = parseIngredient(rest, PARSER_OPTIONS);
  const secondUnit = second?.unitOfMeasureID ? UNIT_BY_PARSER_ID.get(second.unitOfMeasureID) : undefined;
  if (!second || second.quantity === null || !secondUnit) return amount;
  const added = convertAmount(second.quantity, secondUnit, amount.unit);
  if (added === null)
    return { ...amount, description: second.description, note: `plus ${second.quantity} ${second.unitOfMeasure}` };
  return {
    ...amount,
    quantity: round3(amount.quantity + added),
    quantity2: amount.quantity2 === null ? null : round3(amount.quantity2 + added),
    description: second.description,
  };
}

/** The amount parse-ingredient read, in our codes: a dozen is 12, "2 fillet steaks" count steaks. */
function amountOf(parsed: Ingredient): Amount {
  let { quantity, quantity2, description } = parsed;
  let unit = parsed.unitOfMeasureID ? (UNIT_BY_PARSER_ID.get(parsed.unitOfMeasureID) ?? null) : null;
  if (parsed.unitOfMeasureID === 'dozen') {
    quantity = quantity === null ? 12 : round3(quantity * 12);
    quantity2 = quantity2 === null ? null : round3(quantity2 * 12);
  }
  // "Cloves, ground": a unit word without an amount or a food after it is the food.
  if (quantity === null && parsed.unitOfMeasure && !/^\s*\p{L}/u.test(description)) {
    unit = null;
    description = `${parsed.unitOfMeasure}${description}`;
  }
  if (unit === 'fillet' && parsed.unitOfMeasure?.toLowerCase() === 'fillet' && /^steaks?\b/i.test(description)) {
    unit = null;
    description = `fillet ${description}`;
  }
  return addPlusAmount({ quantity, quantity2, unit, description: description.replace(/^of\s+/i, ''), note: null });
}

const textOnly = (text: string, size: ContainerSize | null): ParsedIngredient => ({
  quantity: null,
  quantity2: null,
  unit: null,
  ...foodAndNote(text),
  item: null,
  size,
});

/**
 * How much of a line is read: three times the longest line a recipe or a shopping list accepts.
 * Every step is linear, but a 50 KB paste still cost tens of milliseconds; past this the text
 * is no amount and names no food.
 */
export const LINE_READ_MAX = 3 * INGREDIENT_MAX_LENGTH;

/** Spoon and pinch units: a measure of a seasoning, never of a vegetable. */
const SEASONING_UNITS: ReadonlySet<string> = new Set(['tsp', 'tbsp', 'pinch', 'dash']);
/** Words that make "pepper" the vegetable: "red pepper", "bell pepper", "sweet peppers". */
const VEGETABLE_PEPPER = /\b(?:bell|sweet|red|green|yellow|orange|roasted|stuffed|capsicums?|mini|romano|padr[oó]n)\b/i;

/**
 * "Pepper" alone is the vegetable in "2 peppers, sliced" but the spice in "1/2 tsp pepper",
 * "pepper to taste" and "a pinch of pepper": measured in spoons or pinches, or with no amount and
 * nothing calling it a vegetable, it is black pepper.
 */
const isPepperTheSpice = (description: string, unit: string | null, quantity: number | null) =>
  !VEGETABLE_PEPPER.test(description) && (quantity === null || (unit !== null && SEASONING_UNITS.has(unit)));

/**
 * What a squeeze of a food is of: "a squeeze of lemon" is of lemon juice, the fruit's juice food
 * (made with the fruit); a squeeze of honey is of honey. The shopping list buys the fruit.
 */
function squeezed(food: string): string {
  const juice = termNamed(`${food} juice`);
  return juice?.type === 'food' && juice.food.madeWith?.includes(food) ? juice.food.name : food;
}

export function parseIngredientLine(whole: string): ParsedIngredient {
  const line = whole.length > LINE_READ_MAX ? whole.slice(0, LINE_READ_MAX) : whole;
  const { text: prepared, size: preparedSize } = prepare(line);
  // A run of digits and fractions longer than any amount is text (amountRuns.ts): the library
  // would take time quadratic in it.
  if (hasOverlongAmountRun(prepared)) return textOnly(prepared, null);
  const [parsed] = parseIngredient(prepared, PARSER_OPTIONS);
  if (!parsed)
    return {
      quantity: null,
      quantity2: null,
      unit: null,
      food: line.trim().toLowerCase(),
      known: false,
      alsoFoods: [],
      note: null,
      item: null,
      size: null,
    };
  const amount = amountOf(parsed);
  let { unit } = amount;
  const { food, known, alsoFoods, note } = foodAndNote(amount.description);
  if (!unit && amount.quantity !== null) {
    const countWord = normaliseWords(amount.description.split(',')[0]).find((word) => COUNT_WORDS.has(word));
    if (countWord) unit = COUNT_WORDS.get(countWord) ?? null;
  }
  const isContainer = unit === 'tin' || unit === 'jar' || unit === 'pack';
  const spicePepper = food === 'sweet pepper' && isPepperTheSpice(amount.description, unit, amount.quantity);
  return {
    quantity: amount.quantity,
    quantity2: amount.quantity2,
    unit,
    food: spicePepper ? 'black pepper' : unit === 'squeeze' && known ? squeezed(food) : food,
    known,
    alsoFoods,
    note: [amount.note, note].filter(Boolean).join('; ') || null,
    item: amount.quantity === null ? null : amount.description.trim() || null,
    size: isContainer ? (preparedSize ?? sizeInBrackets(amount.description)) : null,
  };
}

const ALSO_FOODS_CACHE_MAX = 5_000;
const alsoFoodsOfLine = new Map<string, readonly string[]>();

/**
 * The other foods a stored line names ("salt and pepper" → black pepper), for code that reads
 * the line's stored parts rather than parsing it. Remembered by text: the same recipes' lines
 * come back on every read of a shopping list; forgets all past ALSO_FOODS_CACHE_MAX lines.
 */
export function alsoFoodsOf(line: string): readonly string[] {
  const known = alsoFoodsOfLine.get(line);
  if (known) return known;
  // Only a line with "and" or "&" can name a pair.
  const foods = /\s(?:and|&)\s/i.test(line) ? parseIngredientLine(line).alsoFoods : [];
  if (alsoFoodsOfLine.size >= ALSO_FOODS_CACHE_MAX) alsoFoodsOfLine.clear();
  alsoFoodsOfLine.set(line, foods);
  return foods;
}
