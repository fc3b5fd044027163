/**
 * Kitchen units: how the ingredient parser (parse-ingredient) names the canonical codes
 * Forkcast stores (contract/quantities.ts), and the words around an amount that are not units
 * (sizes, counts in words, the containers a size is given for). British words (litre, tin) and
 * the pieces cooks count by (stalk, rasher, fillet) are added to the library's list.
 */
import { unitsOfMeasure, type UnitOfMeasure, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import type { UnitCode } from '../../../contract/quantities';

/** The codes live with the amount helpers both sides share; re-exported for the parser's users. */
export { UNIT_CODES, type UnitCode } from '../../../contract/quantities';

/**
 * parse-ingredient's unit ids (and ours added below) → canonical codes. Read through a Map, so a
 * word of a line is never taken for an Object.prototype key ("constructor", "__proto__").
 * Bags, boxes, cartons and containers are packs: bought whole, their size on the label.
 */
export const UNIT_BY_PARSER_ID: ReadonlyMap<string, UnitCode> = new Map(
  Object.entries({
    gram: 'g',
    kilogram: 'kg',
    milligram: 'mg',
    milliliter: 'ml',
    liter: 'l',
    teaspoon: 'tsp',
    tablespoon: 'tbsp',
    cup: 'cup',
    'fluid ounce': 'fl-oz',
    pint: 'pint',
    quart: 'quart',
    gallon: 'gallon',
    ounce: 'oz',
    pound: 'lb',
    pinch: 'pinch',
    dash: 'dash',
    handful: 'handful',
    clove: 'clove',
    slice: 'slice',
    sprig: 'sprig',
    bunch: 'bunch',
    can: 'tin',
    tin: 'tin',
    jar: 'jar',
    pack: 'pack',
    package: 'pack',
    packet: 'pack',
    bag: 'pack',
    box: 'pack',
    carton: 'pack',
    container: 'pack',
    sheet: 'sheet',
    stick: 'stick',
    piece: 'piece',
    stalk: 'stalk',
    head: 'head',
    ear: 'ear',
    loaf: 'loaf',
    fillet: 'fillet',
    rasher: 'rasher',
    bulb: 'bulb',
    drop: 'drop',
    squeeze: 'squeeze',
  } satisfies Record<string, UnitCode>),
);

/**
 * "A squeeze of lemon", in millilitres of juice: about a teaspoon, what one squeeze of a cut
 * lemon or lime over a dish gives. An estimate, as a pinch is: it weighs the line for nutrition.
 */
export const SQUEEZE_ML = 5;

/** A unit in parse-ingredient's format: its short name, its plural and any other spellings. */
const unitOf = (
  type: UnitOfMeasure['type'],
  short: string,
  plural: string,
  alternates: readonly string[] = [],
): UnitOfMeasure => ({ short, plural, alternates, type });

/** Units parse-ingredient does not know, in its format: British spellings and kitchen words. */
export const ADDITIONAL_UNITS: UnitOfMeasureDefinitions = {
  liter: unitOf('volume', 'l', 'litres', ['l.', 'litre', 'liters', 'ltr']),
  milliliter: unitOf('volume', 'ml', 'millilitres', ['millilitre', 'milliliters', 'mls', 'mL']),
  tin: unitOf('count', 'tin', 'tins'),
  handful: unitOf('count', 'handful', 'handfuls'),
  slice: unitOf('count', 'slice', 'slices'),
  jar: unitOf('count', 'jar', 'jars'),
  packet: unitOf('count', 'packet', 'packets', ['sachet', 'sachets', 'envelope', 'envelopes']),
  sheet: unitOf('count', 'sheet', 'sheets'),
  rasher: unitOf('count', 'rasher', 'rashers'),
  stalk: unitOf('count', 'stalk', 'stalks'),
  loaf: unitOf('count', 'loaf', 'loaves'),
  fillet: unitOf('count', 'fillet', 'fillets'),
  bulb: unitOf('count', 'bulb', 'bulbs'),
  squeeze: unitOf('count', 'squeeze', 'squeezes'),
};

/** Size words parse-ingredient would take for units ("3 large eggs" counts eggs). */
export const SIZE_WORDS = ['small', 'medium', 'large', 'lg', 'sm', 'md', 'big', 'heaped', 'level', 'rounded'];

/**
 * Words that size an amount or a food without being either: "2 heaped tbsp", "1 thick slice",
 * "a generous handful", "3 large eggs". Dropped before a unit word, and from a food's text.
 */
export const SIZE_ADJECTIVES: ReadonlySet<string> = new Set([
  ...SIZE_WORDS,
  'med',
  'extra-large',
  'jumbo',
  'good',
  'generous',
  'heaping',
  'scant',
  'thick',
  'thin',
  'thumb-sized',
  'thumb-size',
  'fat',
]);

/** The words parse-ingredient (with ours) reads as units of a type, lower case. */
function unitWordsOf(types: (type: UnitOfMeasure['type']) => boolean): ReadonlySet<string> {
  return new Set(
    Object.entries({ ...unitsOfMeasure, ...ADDITIONAL_UNITS })
      .filter(([, unit]) => types(unit.type))
      .flatMap(([id, unit]) => [id, unit.short, unit.plural, ...(unit.alternates ?? [])])
      .map((word) => word.toLowerCase().replace(/\.$/, '')),
  );
}

/** Every word read as a unit, sizes aside: "tbsp", "cans", "loaves". */
export const UNIT_WORDS = unitWordsOf((type) => type !== 'other');

/** Every word read as a weight or volume: "cups", "tbsp", "ml", "pinch". */
export const MEASURE_WORDS = unitWordsOf((type) => type === 'volume' || type === 'mass');

/** Words a container a size is given for is written with: "2 (15-ounce) cans", "1 x 400 g tin". */
export const CONTAINER_WORDS: ReadonlySet<string> = new Set(
  ['can', 'tin', 'jar', 'pack', 'package', 'packet', 'pkg', 'bag', 'box', 'carton', 'container'].flatMap((word) => [
    word,
    `${word}s`,
    `${word}es`,
  ]),
);

/** Weights and volumes a size is written in ("14.5-ounce", "3 lb", "400g"), as codes. */
export const SIZE_UNITS: ReadonlyMap<string, UnitCode> = new Map(
  Object.entries({
    g: 'g',
    gram: 'g',
    grams: 'g',
    kg: 'kg',
    kilo: 'kg',
    kilos: 'kg',
    kilogram: 'kg',
    kilograms: 'kg',
    oz: 'oz',
    ounce: 'oz',
    ounces: 'oz',
    lb: 'lb',
    lbs: 'lb',
    pound: 'lb',
    pounds: 'lb',
    ml: 'ml',
    millilitre: 'ml',
    millilitres: 'ml',
    milliliter: 'ml',
    milliliters: 'ml',
    l: 'l',
    litre: 'l',
    litres: 'l',
    liter: 'l',
    liters: 'l',
    qt: 'quart',
    quart: 'quart',
    quarts: 'quart',
  } satisfies Record<string, UnitCode>),
);

/** Spelled-out plurals: "(6 ounces)" after a count may be the whole weight, not each one's. */
export const SPELLED_PLURAL_SIZE_UNITS: ReadonlySet<string> = new Set([
  'grams',
  'kilos',
  'kilograms',
  'ounces',
  'pounds',
  'millilitres',
  'milliliters',
  'litres',
  'liters',
  'quarts',
]);

/** Amounts written as words at the start of a line: "two eggs", "a dozen" is read by the parser. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
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
  ['fifteen', 15],
  ['sixteen', 16],
  ['twenty', 20],
]);
