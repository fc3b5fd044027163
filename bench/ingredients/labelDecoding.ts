/**
 * Reads the labels of the labelled corpus (bench/ingredients/labelled/README.md) into the amounts
 * Forkcast's parser should return. Upstream joins every token of a label with spaces, so a
 * label column loses which amount goes with which unit: "2 x 400g/14oz cans" is quantity
 * `2x 400 14`, unit `g oz can`. The sentence itself says which: the word after the first amount
 * is its unit, and a number or "(" right after it makes it a count of something sized.
 */
import pluralize from 'pluralize';
import { convertAmount } from '../../contract/quantities';

/** One way to read a line's amount; a line may have two (a count of tins, or their weight). */
export interface Reading {
  quantity: number | null;
  /** Our unit code, or the label's own word for a unit we have no code for ("quart"). */
  unit: string | null;
}

export type AmountShape =
  | 'no amount'
  | 'unit without amount'
  | 'plain'
  | 'range'
  | 'word amount'
  | 'several amounts'
  | 'plus amounts'
  | 'count of sized things'
  | 'count of containers'
  | 'length';

export interface ExpectedAmount {
  shape: AmountShape;
  /** The first is the label's plain reading; later ones are also right. */
  readings: Reading[];
}

const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['a', 1],
  ['an', 1],
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['thirteen', 13],
  ['fourteen', 14],
  ['fifteen', 15],
  ['sixteen', 16],
  ['twenty', 20],
  ['thirty', 30],
  ['half', 0.5],
]);

const TENS_AND_ONES = /^(twenty|thirty|forty|fifty)-(one|two|three|four|five|six|seven|eight|nine)$/;

/**
 * One label quantity token as a number: `#1$2` = ½, `1#1$2` = 1½, `2-3` = 2 (the lower end),
 * `.5`, `2x` = 2, `<#1$2` = ½, `One` = 1, `Thirty-two` = 32. Null for "few" and other words.
 */
export function decodeQuantityToken(token: string): number | null {
  const text = token.trim().toLowerCase().replace(/^</, '').replace(/x$/, '');
  const low = text.includes('-') && !TENS_AND_ONES.test(text) ? text.slice(0, text.indexOf('-')) : text;
  const fraction = /^(\d*)#(\d+)\$(\d+)$/.exec(low);
  if (fraction) {
    const [, whole, numerator, denominator] = fraction;
    if (Number(denominator) === 0) return null;
    return (whole ? Number(whole) : 0) + Number(numerator) / Number(denominator);
  }
  if (/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(low)) return Number(low);
  const compound = TENS_AND_ONES.exec(low);
  if (compound) return (NUMBER_WORDS.get(compound[1]) ?? 40) + (NUMBER_WORDS.get(compound[2]) ?? 0);
  return NUMBER_WORDS.get(low) ?? null;
}

/** The quantity tokens of a label, "dozen" folded into the number before it ("2 dozen" = 24). */
export function decodeQuantities(label: string): { values: (number | null)[]; tokens: string[] } {
  const tokens: string[] = [];
  const values: (number | null)[] = [];
  for (const token of label.split(/\s+/).filter(Boolean)) {
    const previous = values.length - 1;
    if (token.toLowerCase() === 'dozen') {
      if (previous >= 0 && values[previous] !== null) values[previous] = (values[previous] ?? 0) * 12;
      else {
        tokens.push(token);
        values.push(12);
      }
      continue;
    }
    tokens.push(token);
    values.push(decodeQuantityToken(token));
  }
  return { values, tokens };
}

/** Words in the unit column that size the unit, not measure: "large bunch", "heaped tbsp". */
export const UNIT_SIZE_WORDS: ReadonlySet<string> = new Set([
  'small',
  'medium',
  'large',
  'big',
  'lg',
  'sm',
  'md',
  'good',
  'generous',
  'heaped',
  'heaping',
  'level',
  'rounded',
  'scant',
  'thin',
  'thick',
  'thumb-sized',
  'thumb-size',
  'sized',
  'extra-large',
]);

/** Label unit words → our codes, or the one word we would name a code for ("qt" → "quart"). */
const UNIT_WORDS: ReadonlyMap<string, string> = new Map([
  ['cup', 'cup'],
  ['c', 'cup'],
  ['tablespoon', 'tbsp'],
  ['tbsp', 'tbsp'],
  ['tbs', 'tbsp'],
  ['tbl', 'tbsp'],
  ['tblsp', 'tbsp'],
  ['tb', 'tbsp'],
  ['teaspoon', 'tsp'],
  ['tsp', 'tsp'],
  ['ts', 'tsp'],
  ['g', 'g'],
  ['gr', 'g'],
  ['gm', 'g'],
  ['gram', 'g'],
  ['gramme', 'g'],
  ['kg', 'kg'],
  ['kilo', 'kg'],
  ['kilogram', 'kg'],
  ['mg', 'mg'],
  ['milligram', 'mg'],
  ['oz', 'oz'],
  ['ounce', 'oz'],
  ['lb', 'lb'],
  ['lbs', 'lb'],
  ['pound', 'lb'],
  ['ml', 'ml'],
  ['millilitre', 'ml'],
  ['milliliter', 'ml'],
  ['l', 'l'],
  ['litre', 'l'],
  ['liter', 'l'],
  ['floz', 'fl-oz'],
  ['pint', 'pint'],
  ['pt', 'pint'],
  ['quart', 'quart'],
  ['qt', 'quart'],
  ['gallon', 'gallon'],
  ['gal', 'gallon'],
  ['clove', 'clove'],
  ['slice', 'slice'],
  ['can', 'tin'],
  ['tin', 'tin'],
  ['handful', 'handful'],
  ['pinch', 'pinch'],
  ['dash', 'dash'],
  ['bunch', 'bunch'],
  ['sprig', 'sprig'],
  ['stick', 'stick'],
  ['sheet', 'sheet'],
  ['jar', 'jar'],
  ['package', 'pack'],
  ['packet', 'pack'],
  ['pack', 'pack'],
  ['pkg', 'pack'],
  ['piece', 'piece'],
  ['stalk', 'stalk'],
  ['head', 'head'],
  ['ear', 'ear'],
  ['loaf', 'loaf'],
  ['fillet', 'fillet'],
]);

/** Codes that weigh or measure a volume: what the size of a counted thing is given in. */
const MEASURE_CODES: ReadonlySet<string> = new Set([
  'g',
  'kg',
  'mg',
  'oz',
  'lb',
  'ml',
  'l',
  'fl-oz',
  'cup',
  'tbsp',
  'tsp',
  'pint',
  'quart',
  'gallon',
]);
const LENGTH_WORDS: ReadonlySet<string> = new Set(['cm', 'mm', 'in', 'inch']);

/**
 * A label unit word as our code: case matters only for "T" (tablespoon) against "t"
 * (teaspoon); anything we have no code for stays its singular, lower-case self ("splash").
 */
export function mapUnitWord(word: string): string {
  if (word === 'T') return 'tbsp';
  if (word === 't') return 'tsp';
  const lower = word.toLowerCase().replace(/\.$/, '');
  const known = UNIT_WORDS.get(lower);
  if (known) return known;
  const single = pluralize.singular(lower);
  return UNIT_WORDS.get(single) ?? single;
}

/**
 * Units that count or hold a food (not a weight, volume or length): a word before one of them in
 * the unit column that is no unit itself describes it ("plump clove", "paper-thin slice").
 */
const COUNT_UNITS: ReadonlySet<string> = new Set([
  ...['clove', 'slice', 'tin', 'handful', 'pinch', 'dash', 'bunch', 'sprig', 'stick', 'sheet', 'jar', 'pack', 'piece'],
  ...['stalk', 'head', 'ear', 'loaf', 'fillet', 'rasher', 'rack', 'strip', 'bulb', 'leaf', 'punnet', 'bottle', 'bag'],
  ...['ball', 'stem', 'scoop', 'box', 'glass', 'knob', 'drop', 'splash', 'glug', 'sachet', 'envelope', 'container'],
  ...['tub', 'pot', 'carton', 'rib', 'spear', 'branch', 'cube', 'shot', 'dollop', 'twist', 'mug', 'chunk', 'wedge'],
  ...['block', 'dessertspoon', 'portion', 'serving', 'disc', 'ring'],
]);

export interface UnitLabel {
  /** The units, in label order, as our codes or their own words. */
  units: string[];
  /** Words of the column that describe a unit, lower case: size words and "plump", "paper-thin". */
  modifiers: Set<string>;
}

/** The unit column as a list of units: size words dropped, "fl oz" and "fluid ounce" one unit. */
export function decodeUnitLabel(label: string): UnitLabel {
  const modifiers = new Set<string>();
  const words: string[] = [];
  const all = label.split(/\s+/).filter(Boolean);
  for (let index = 0; index < all.length; index += 1) {
    const word = all[index].toLowerCase();
    const next = all[index + 1]?.toLowerCase();
    if (UNIT_SIZE_WORDS.has(word)) modifiers.add(word);
    else if ((word === 'fl' || word === 'fluid') && (next === 'oz' || next === 'ounce')) {
      words.push('fl oz');
      index += 1;
    } else words.push(all[index]);
  }
  const units: string[] = [];
  let beforeCountUnit = false;
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const unit = words[index] === 'fl oz' ? 'fl-oz' : mapUnitWord(words[index]);
    const known = MEASURE_CODES.has(unit) || LENGTH_WORDS.has(unit) || COUNT_UNITS.has(unit);
    if (!known && beforeCountUnit) {
      modifiers.add(words[index].toLowerCase());
      continue;
    }
    units.unshift(unit);
    beforeCountUnit = COUNT_UNITS.has(unit);
  }
  return { units, modifiers };
}

export const decodeUnits = (label: string): string[] => decodeUnitLabel(label).units;

const VULGAR = '½⅓⅔¼¾⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚';
const SENTENCE_TOKEN = new RegExp(`[\\d${VULGAR}]+(?:[.,/⁄]\\d+)?|\\p{L}+(?:-\\p{L}+)?|[()\\-–—]`, 'gu');
const NUMERIC = new RegExp(`^[\\d${VULGAR}]`);
const FRACTION_ONLY = new RegExp(`^(?:[${VULGAR}]|\\d+[/⁄]\\d+)$`);
const RANGE_WORDS: ReadonlySet<string | undefined> = new Set(['to', 'or', '-', '–', '—']);
const isNumeric = (token: string) => NUMERIC.test(token);
const isFractionOnly = (token: string) => FRACTION_ONLY.test(token);

/** Whether a word of the sentence is the label's unit word (labels hold them singular). */
function sameUnitWord(sentenceWord: string, labelWord: string): boolean {
  if (labelWord === 'T' || labelWord === 't') return sentenceWord === labelWord;
  const word = sentenceWord.toLowerCase();
  const label = labelWord.toLowerCase();
  return word === label || pluralize.singular(word) === label || word === `${label}s` || word === `${label}es`;
}

interface SentenceAmount {
  /** The unit word after the amount, as our code (null when the next word is no unit). */
  unit: string | null;
  /** A number, "x" or "(" right after the amount: it counts things whose size follows. */
  counts: boolean;
}

/**
 * What follows the first amount of the sentence (the label's first quantity token: a number, or
 * the word "One", "half"); null when the sentence does not show it.
 */
function readFirstAmount(sentence: string, firstToken: string, label: UnitLabel): SentenceAmount | null {
  const tokens = sentence.replace(/(\d)x(?=[\d\s(])/gi, '$1 x ').match(SENTENCE_TOKEN) ?? [];
  const lower = tokens.map((token) => token.toLowerCase());
  const word = firstToken.toLowerCase().replace(/x$/, '');
  let at = /^[<#\d.]/.test(word) ? lower.findIndex(isNumeric) : lower.indexOf(word);
  if (at < 0) return null;
  at += 1;
  // "1 ½", "1 1/2", "1-1/2": one amount, but "6 ¼-inch-thick slices" and "Eight ½-inch slices"
  // count slices. "1 to 2", "1 or 2", "2-3": a range.
  const wholeNumber = /^\d+$/.test(lower[at - 1]);
  if (wholeNumber && lower[at] === '-' && isFractionOnly(lower[at + 1] ?? '') && lower[at + 2] !== '-') at += 1;
  if (wholeNumber && isFractionOnly(lower[at] ?? '') && lower[at + 1] !== '-') at += 1;
  while (RANGE_WORDS.has(lower[at]) && at + 1 < lower.length && isNumeric(lower[at + 1])) {
    at += 2;
    if (at < lower.length && isFractionOnly(lower[at])) at += 1;
  }
  if (lower[at] === 'dozen') at += 1;
  if (lower[at] === '-') at += 1;
  if (lower[at] === 'a' || lower[at] === 'an') at += 1;
  const next = lower[at];
  const unitOf = (word: string | undefined) =>
    word === undefined ? undefined : labelUnitWords(label.units).find((known) => sameUnitWord(word, known.word))?.unit;
  if (next === '(') {
    // "5 (1.25 L) cups stock" gives the amount twice; "1 (15-ounce) can" sizes the can.
    const close = lower.indexOf(')', at);
    const after = close < 0 ? undefined : unitOf(tokens[close + 1]);
    if (after !== undefined && MEASURE_CODES.has(after)) return { unit: after, counts: false };
  }
  if (next === 'x' || next === '(' || (next !== undefined && isNumeric(next))) return { unit: null, counts: true };
  while (at < lower.length && (UNIT_SIZE_WORDS.has(lower[at]) || label.modifiers.has(lower[at]))) at += 1;
  const unitWord = tokens[at];
  // "4 mint sprigs", "8 garlic cloves": the label's count unit comes after the food.
  const countUnit = label.units.find((unit) => !MEASURE_CODES.has(unit) && !LENGTH_WORDS.has(unit));
  return { unit: unitOf(unitWord) ?? countUnit ?? null, counts: false };
}

/** Each label unit with the sentence word that may stand for it ("fl-oz" is written "fl"). */
function labelUnitWords(units: readonly string[]): { word: string; unit: string }[] {
  return units.flatMap((unit) => {
    if (unit === 'fl-oz')
      return [
        { word: 'fl', unit },
        { word: 'floz', unit },
        { word: 'fluid', unit },
      ];
    const spellings = [...UNIT_WORDS].filter(([, code]) => code === unit).map(([word]) => word);
    if (unit === 'tbsp') spellings.push('T');
    if (unit === 'tsp') spellings.push('t');
    return [unit, ...spellings].map((word) => ({ word, unit }));
  });
}

/**
 * What the parser should read as the line's amount, from its labels and sentence:
 * - the first amount, the lower end of a range, in the unit written right after it;
 * - "150g/5¼oz", "1 cup (240 ml)": the first of several amounts;
 * - "¼ cup plus 2 tablespoons": the first amount, or both added up (in either unit);
 * - "2 x 400g cans", "1 (14 oz) can": two containers, or their whole weight (800 g);
 * - "1 3 lb pork shoulder", "4 (8-ounce) steaks": 1 × 3 lb = 3 lb, or the count alone with no unit;
 * - "2.5cm/1in piece ginger": one piece (a length is no amount we store);
 * - "few sprigs": no amount; "half a lemon": ½; "2 dozen": 24;
 * - "a pinch of salt", "handful green beans" (a unit, no quantity in the label): none, or one of it.
 */
export function expectedAmount(sentence: string, quantityLabel: string, unitLabel: string): ExpectedAmount {
  const { values, tokens } = decodeQuantities(quantityLabel);
  const unitLabelRead = decodeUnitLabel(unitLabel);
  const { units } = unitLabelRead;
  const first = values[0] ?? null;
  if (first === null) {
    const unit = units[0] ?? null;
    // "few sprigs": the label has a vague word, not no word at all.
    if (unit === null || tokens.length > 0) return { shape: 'no amount', readings: [{ quantity: null, unit }] };
    return {
      shape: 'unit without amount',
      readings: [
        { quantity: null, unit },
        { quantity: 1, unit },
      ],
    };
  }
  const read = readFirstAmount(sentence, tokens[0], unitLabelRead) ?? { unit: units[0] ?? null, counts: false };
  const containers = units.filter((unit) => !MEASURE_CODES.has(unit) && !LENGTH_WORDS.has(unit));
  const measures = units.filter((unit) => MEASURE_CODES.has(unit));

  if (LENGTH_WORDS.has(units[0] ?? '') && !read.counts)
    return {
      shape: 'length',
      readings: [
        { quantity: 1, unit: containers[0] ?? 'piece' },
        { quantity: 1, unit: null },
      ],
    };
  if (read.counts) {
    const size = values[1] ?? null;
    const sizeUnit = units[0] ?? null;
    const whole: Reading[] =
      size !== null && sizeUnit !== null && MEASURE_CODES.has(sizeUnit)
        ? [{ quantity: first * size, unit: sizeUnit }]
        : [];
    if (containers.length > 0)
      return { shape: 'count of containers', readings: [{ quantity: first, unit: containers[0] }, ...whole] };
    return {
      shape: 'count of sized things',
      readings: whole.length > 0 ? [...whole, { quantity: first, unit: null }] : [{ quantity: first, unit: null }],
    };
  }
  const plain: Reading = { quantity: first, unit: read.unit };
  if (/\bplus\b/i.test(sentence) && values.length >= 2 && values[1] !== null && measures.length >= 2) {
    const [unitA, unitB] = measures;
    const readings = [plain];
    const secondInA = convertAmount(values[1], unitB, unitA);
    const firstInB = convertAmount(first, unitA, unitB);
    if (secondInA !== null) readings.push({ quantity: first + secondInA, unit: unitA });
    if (firstInB !== null) readings.push({ quantity: firstInB + values[1], unit: unitB });
    return { shape: 'plus amounts', readings };
  }
  const firstToken = tokens[0].toLowerCase();
  const shape: AmountShape = /^\D/.test(firstToken.replace(/^[<#]/, '0'))
    ? 'word amount'
    : /\d-/.test(firstToken)
      ? 'range'
      : values.length > 1
        ? 'several amounts'
        : 'plain';
  return { shape, readings: [plain] };
}
