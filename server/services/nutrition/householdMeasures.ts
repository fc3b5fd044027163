/**
 * What a cup, a spoon or one piece of a food weighs, from SR28's household measures
 * (server/data/usda-sr28/portions.csv: "1 cup" of butter = 227 g, "1 medium" onion = 110 g, "1
 * clove" of garlic = 3 g), instead of guessing densities and piece weights.
 *
 * SR28 writes each measure as free text ("cup, chopped", "medium (2-1/2\" dia)", "stalk, large
 * (11\"-12\" long)", "Potato medium (...)", "3 cloves"); each is read into a unit word ('cup',
 * 'medium', 'stalk', 'clove'), an optional size and the rest, a preparation ('chopped'). For each
 * unit word the plainest measure counts: no preparation, then the medium size, then another size,
 * then a prepared one; among equals, the one USDA lists first.
 */
import path from 'node:path';
import { ndbNumber, readUsdaCsv, USDA_DIRECTORY, usdaCode, usdaTable } from './usdaTable';

/** Millilitres in one US customary unit (NIST Handbook 44), and in the metric ones SR28 uses. */
export const ML_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ['cup', 236.588],
  ['fl oz', 29.574],
  ['tbsp', 14.787],
  ['tsp', 4.929],
  ['pint', 473.176],
  ['quart', 946.353],
  ['gallon', 3785.41],
  ['l', 1000],
  ['ml', 1],
]);

/** Sizes SR28 gives a whole food in, as unit words of their own. */
const SIZES = new Set(['small', 'medium', 'large', 'jumbo', 'extra small', 'extra large']);

/** Weights say nothing about the food: '1 oz' is 28.35 g of anything. */
const WEIGHTS = new Set(['oz', 'lb', 'g', 'gram', 'kg']);

const ALIASES: ReadonlyMap<string, string> = new Map([
  ['tablespoon', 'tbsp'],
  ['teaspoon', 'tsp'],
  ['milliliter', 'ml'],
  ['liter', 'l'],
  ['litre', 'l'],
  ['filet', 'fillet'],
  ['floweret', 'floret'],
  ['pattie', 'patty'],
]);

const IRREGULAR_SINGULARS: ReadonlyMap<string, string> = new Map([
  ['leaves', 'leaf'],
  ['halves', 'half'],
  ['loaves', 'loaf'],
  ['berries', 'berry'],
  ['cherries', 'cherry'],
  ['anchovies', 'anchovy'],
  ['cookies', 'cookie'],
  ['patties', 'patty'],
]);

/** Words after a unit that do not make it another form of the food: "ear ... yields", "large whole". */
const PLAIN_WORDS = new Set(['yields', 'yield', 'whole', 'fluid', 'nlea', 'serving', 'each']);

/**
 * Units a cook counts a food in when no unit is written ("3 garlic", "2 celery"): the first of
 * them SR28 lists stands for one piece where it gives no medium, whole or fruit.
 */
const PIECE_UNITS = new Set([
  'clove',
  'slice',
  'stalk',
  'head',
  'ear',
  'fillet',
  'leaf',
  'sprig',
  'stick',
  'bulb',
  'link',
  'breast',
  'thigh',
  'drumstick',
  'wing',
  'leg',
  'steak',
  'chop',
  'patty',
  'roll',
  'bun',
  'muffin',
  'bagel',
  'tortilla',
  'pita',
  'biscuit',
  'cracker',
  'cookie',
  'bar',
  'pod',
  'spear',
  'root',
  'sausage',
  'frankfurter',
  'cake',
  'waffle',
  'pancake',
  'croissant',
  'doughnut',
  'sheet',
  'loaf',
  'egg',
]);

/** Where one piece is read from, before PIECE_UNITS; the large and small sizes come after them. */
const PIECE_FIRST = ['medium', 'whole', 'fruit', 'item', 'piece'] as const;
const PIECE_LAST = ['large', 'small', 'extra large', 'extra small', 'jumbo'] as const;

export interface HouseholdMeasure {
  /** As SR28 writes it: 'cup, chopped'. */
  unit: string;
  /** The weight of one unit ('3 cloves, 9 g' is 3 g). */
  grams: number;
}

export interface HouseholdMeasures {
  /** g/ml from the plainest volume measure ('cup', then 'fl oz', 'tbsp', 'tsp', …). */
  densityGPerMl?: number;
  /** The measure the density comes from: 'cup', or a prepared form ('cup, chopped') where SR28 has no plain one. */
  densityFrom?: string;
  /** Grams of one of the food as counted: a medium one, one whole, or its first countable unit (clove, slice, …). */
  pieceGrams?: number;
  /** The measure pieceGrams comes from: 'medium (2-1/2" dia)', 'clove'. */
  pieceFrom?: string;
  /** Grams of one unit by unit word: 'cup', 'tbsp', 'fl oz', 'clove', 'slice', 'stalk', 'head', 'can', 'medium', 'large', … */
  measures: ReadonlyMap<string, number>;
  /** Every measure SR28 gives, in its order, per one unit. */
  all: readonly HouseholdMeasure[];
}

interface ReadUnit {
  /** 'cup', 'fl oz', 'clove', 'medium', 'whole' (the food's own name: "Potato", "almond"). */
  word: string;
  /** 0 plain, 1 medium, 2 another size, 3 a preparation ("cup, chopped"). */
  rank: number;
}

const singular = (word: string): string => {
  const irregular = IRREGULAR_SINGULARS.get(word);
  if (irregular) return irregular;
  if (word.length > 4 && word.endsWith('oes')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
};

/** Lower-case words of letters, without what stands in brackets (sizes in inches, servings). */
function words(text: string): string[] {
  let depth = 0;
  let kept = '';
  for (const character of text.toLowerCase()) {
    if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) kept += character >= 'a' && character <= 'z' ? character : ' ';
  }
  return kept.split(' ').filter((word) => word !== '');
}

/** Units of two words, by the name they are read as. */
const WORD_PAIRS: ReadonlyMap<string, string> = new Map([
  ['fl oz', 'fl oz'],
  ['extra small', 'extra small'],
  ['extra large', 'extra large'],
  ['hot dog', 'frankfurter'],
  ['nlea serving', 'serving'],
  ['cubic inch', 'cubic inch'],
]);

/** Reads a leading two-word unit ('fl oz', 'extra large') or one word, singular and by its usual name. */
function unitWordAt(list: readonly string[], index: number): [word: string, length: number] {
  const pair = WORD_PAIRS.get(`${list[index]} ${list[index + 1]}`);
  if (pair) return [pair, 2];
  const word = singular(list[index]);
  return [ALIASES.get(word) ?? word, 1];
}

/** The words of a food's description ("Potatoes, flesh and skin, raw" → potato, flesh, …), singular. */
const foodWords = (description: string) => new Set(words(description).map(singular));

/**
 * The unit words one SR28 measure gives a weight for ('cup, chopped' → cup, prepared), with how
 * plain it is; `ownWords` are the food's description's, to tell "Potato medium" from a unit.
 */
export function readUnit(unit: string, ownWords: ReadonlySet<string> = new Set()): ReadUnit[] {
  const list = words(unit);
  if (list.length === 0) return [];
  let index = 0;
  const read: string[] = [];
  let [word, length] = unitWordAt(list, 0);
  // "Potato medium (2-1/4" to 3-1/4" dia)", "almond": a measure named after the food is one of it.
  const namesTheFood = !ML_PER_UNIT.has(word) && !WEIGHTS.has(word) && !SIZES.has(word) && ownWords.has(word);
  if (namesTheFood) {
    read.push('whole');
    if (PIECE_UNITS.has(word)) read.push(word);
    index = length;
    if (index < list.length && SIZES.has(unitWordAt(list, index)[0])) {
      [word, length] = unitWordAt(list, index);
      read.splice(0, read.length, word);
      index += length;
    }
  } else {
    read.push(word);
    index = length;
  }
  let size: string | undefined;
  let prepared = false;
  while (index < list.length) {
    const [next, nextLength] = unitWordAt(list, index);
    if (SIZES.has(next) && size === undefined && !SIZES.has(read[0])) size = next;
    else if (!PLAIN_WORDS.has(next)) prepared = true;
    index += nextLength;
  }
  const rank = prepared ? 3 : size === undefined ? 0 : size === 'medium' ? 1 : 2;
  return read.filter((each) => !WEIGHTS.has(each)).map((each) => ({ word: each, rank }));
}

interface PortionRow {
  seq: number;
  amount: number;
  unit: string;
  grams: number;
}

const PORTIONS_HEADER = ['ndb_no', 'seq', 'amount', 'unit', 'grams'] as const;

let portionsByFood: Map<string, PortionRow[]> | null = null;

function portionsOf(ndbNo: string): PortionRow[] | undefined {
  if (!portionsByFood) {
    const byFood = new Map<string, PortionRow[]>();
    readUsdaCsv(path.join(USDA_DIRECTORY, 'portions.csv'), PORTIONS_HEADER, ([food, seq, amount, unit, grams]) => {
      const row = { seq: Number(seq), amount: Number(amount), unit, grams: Number(grams) };
      if (!(row.amount > 0 && row.grams > 0)) return null;
      const rows = byFood.get(food);
      if (rows) rows.push(row);
      else byFood.set(food, [row]);
      return null;
    });
    portionsByFood = byFood;
  }
  return portionsByFood.get(ndbNo);
}

function measuresOf(rows: readonly PortionRow[], description: string): HouseholdMeasures {
  const ownWords = foodWords(description);
  const best = new Map<string, { rank: number; grams: number; unit: string }>();
  const all: HouseholdMeasure[] = [];
  // Rows are in USDA's order (seq): a later row replaces an earlier one only when plainer.
  for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
    const grams = row.grams / row.amount;
    all.push({ unit: row.unit, grams });
    for (const { word, rank } of readUnit(row.unit, ownWords)) {
      const current = best.get(word);
      if (!current || rank < current.rank) best.set(word, { rank, grams, unit: row.unit });
    }
  }
  const measures = new Map([...best].map(([word, { grams }]) => [word, grams]));
  const result: HouseholdMeasures = { measures, all };

  // Plain before prepared; among equals the larger unit (ML_PER_UNIT's order), weighed more precisely.
  let density: { rank: number; grams: number; ml: number; unit: string } | undefined;
  for (const [word, ml] of ML_PER_UNIT) {
    const measure = best.get(word);
    if (measure && (!density || (measure.rank === 0 && density.rank > 0))) density = { ...measure, ml };
  }
  if (density) {
    result.densityGPerMl = density.grams / density.ml;
    result.densityFrom = density.unit;
  }

  const piece =
    PIECE_FIRST.map((word) => best.get(word)).find(Boolean) ??
    [...best].find(([word]) => PIECE_UNITS.has(word))?.[1] ??
    PIECE_LAST.map((word) => best.get(word)).find(Boolean);
  if (piece) {
    result.pieceGrams = piece.grams;
    result.pieceFrom = piece.unit;
  }
  return result;
}

const cache = new Map<string, HouseholdMeasures>();

/**
 * SR28's household measures of a food, by NDB number ('11282') or USDA composition code
 * ('usda:11282'); undefined for a food SR28 gives no measure of.
 */
export function householdMeasures(codeOrNdbNo: string): HouseholdMeasures | undefined {
  const ndbNo = ndbNumber(codeOrNdbNo);
  const cached = cache.get(ndbNo);
  if (cached) return cached;
  const rows = portionsOf(ndbNo);
  if (!rows) return undefined;
  const measures = measuresOf(rows, usdaTable().get(usdaCode(ndbNo))?.name ?? '');
  cache.set(ndbNo, measures);
  return measures;
}
