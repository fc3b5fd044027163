/**
 * Amounts of ingredient lines: the unit codes Forkcast stores, conversions between them, kitchen
 * friendly scaling and how an amount reads. One module for both sides: the recipe page rescales
 * a line for other servings, the server merges amounts into a shopping list.
 *
 * A line's amount is `quantity` (the lower end of a range, or null for "salt to taste"),
 * `quantity2` (the upper end of "2–3", else null) and `unit` (a code below, or null for a
 * counted food: "2 onions").
 *
 * The conversion ratios come from convert-units' mass and volume tables. Only those two files
 * are imported: the package's index requires all of its 23 measures (about 6 KB gzipped more in
 * the browser bundle, against 1 KB for these two).
 */
import massDefinitions from 'convert-units/lib/definitions/mass.js';
import volumeDefinitions from 'convert-units/lib/definitions/volume.js';

export const UNIT_CODES = [
  'g',
  'kg',
  'mg',
  'ml',
  'l',
  'tsp',
  'tbsp',
  'cup',
  'fl-oz',
  'pint',
  'quart',
  'gallon',
  'oz',
  'lb',
  'pinch',
  'dash',
  'handful',
  'clove',
  'slice',
  'sprig',
  'bunch',
  'tin',
  'jar',
  'pack',
  'sheet',
  'stick',
  'piece',
  'stalk',
  'head',
  'ear',
  'loaf',
  'fillet',
  'rasher',
  'bulb',
  'drop',
  // "A squeeze of lemon": about a teaspoon of juice (server/services/foods/units.ts SQUEEZE_ML).
  'squeeze',
] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

const UNIT_CODE_SET: ReadonlySet<string> = new Set(UNIT_CODES);

export function isUnitCode(value: unknown): value is UnitCode {
  return typeof value === 'string' && UNIT_CODE_SET.has(value);
}

export type Dimension = 'mass' | 'volume';

/** An amount as an ingredient line carries it. */
export interface Amount {
  quantity: number | null;
  quantity2: number | null;
  unit: string | null;
}

/** What scaleIngredient and formatAmount read: an IngredientDto, an Amount, or a line's parts. */
export interface AmountLike {
  quantity?: number | null;
  quantity2?: number | null;
  unit?: string | null;
}

type MeasuredUnit =
  'g' | 'kg' | 'mg' | 'oz' | 'lb' | 'ml' | 'l' | 'tsp' | 'tbsp' | 'cup' | 'fl-oz' | 'pint' | 'quart' | 'gallon';
type System = 'metric' | 'imperial';

/** Our codes that weigh or measure a volume, with convert-units' measure, system and abbreviation. */
const MEASURED: Readonly<Record<MeasuredUnit, { dimension: Dimension; system: System; abbr: string }>> = {
  mg: { dimension: 'mass', system: 'metric', abbr: 'mg' },
  g: { dimension: 'mass', system: 'metric', abbr: 'g' },
  kg: { dimension: 'mass', system: 'metric', abbr: 'kg' },
  oz: { dimension: 'mass', system: 'imperial', abbr: 'oz' },
  lb: { dimension: 'mass', system: 'imperial', abbr: 'lb' },
  ml: { dimension: 'volume', system: 'metric', abbr: 'ml' },
  l: { dimension: 'volume', system: 'metric', abbr: 'l' },
  // convert-units' volume "imperial" units are US customary ones: tsp 4.93 ml, Tbs 14.8 ml,
  // fl-oz 29.6 ml, pnt 16 US fl oz = 473 ml (a British pint is 568 ml).
  tsp: { dimension: 'volume', system: 'imperial', abbr: 'tsp' },
  tbsp: { dimension: 'volume', system: 'imperial', abbr: 'Tbs' },
  // The cup is the US customary cup of convert-units, 8 US fl oz = 236.6 ml: the cup American
  // recipes (and most cup recipes online) mean. Not the 250 ml metric cup of Australian recipes.
  cup: { dimension: 'volume', system: 'imperial', abbr: 'cup' },
  'fl-oz': { dimension: 'volume', system: 'imperial', abbr: 'fl-oz' },
  pint: { dimension: 'volume', system: 'imperial', abbr: 'pnt' },
  // US liquid quart (32 US fl oz, 946.35 ml) and gallon (128 US fl oz, 3785.41 ml): the quart and
  // gallon of the American recipes that write them (a British gallon is 4546 ml).
  quart: { dimension: 'volume', system: 'imperial', abbr: 'qt' },
  gallon: { dimension: 'volume', system: 'imperial', abbr: 'gal' },
};

const DEFINITIONS = { mass: massDefinitions, volume: volumeDefinitions } as const;
const BASE_UNIT = { mass: 'g', volume: 'ml' } as const;

/** One `unit` in its system's anchor unit (g/lb for mass, l/fl-oz for volume), from convert-units. */
function anchorsPerUnit(unit: MeasuredUnit): number {
  const { dimension, system, abbr } = MEASURED[unit];
  const definition = DEFINITIONS[dimension][system][abbr];
  if (!definition) throw new Error(`convert-units has no ${dimension} unit "${abbr}"`);
  return definition.to_anchor;
}

/** One `unit` in its dimension's base unit (g or ml). */
function basePerUnit(unit: MeasuredUnit): number {
  const { dimension, system } = MEASURED[unit];
  const base = BASE_UNIT[dimension];
  const inMetricAnchors =
    system === 'metric' ? anchorsPerUnit(unit) : anchorsPerUnit(unit) * DEFINITIONS[dimension]._anchors[system].ratio;
  return inMetricAnchors / anchorsPerUnit(base);
}

const MEASURED_UNITS: ReadonlySet<string> = new Set(Object.keys(MEASURED));

function isMeasured(unit: string | null | undefined): unit is MeasuredUnit {
  return unit != null && MEASURED_UNITS.has(unit);
}

function isMetric(unit: string | null | undefined): boolean {
  return isMeasured(unit) && MEASURED[unit].system === 'metric';
}

/** 'mass' or 'volume'; null for counted foods (no unit) and count-like units (clove, tin, pinch…). */
export function unitDimension(unit: string | null | undefined): Dimension | null {
  return isMeasured(unit) ? MEASURED[unit].dimension : null;
}

/**
 * `value` of `from` in `to`: within one dimension (metric and US units alike), or the same value
 * when both units are the same (null for counted foods). Null when they cannot be converted.
 */
export function convertAmount(
  value: number,
  from: string | null | undefined,
  to: string | null | undefined,
): number | null {
  if ((from ?? null) === (to ?? null)) return value;
  if (!isMeasured(from) || !isMeasured(to)) return null;
  const source = MEASURED[from];
  const target = MEASURED[to];
  if (source.dimension !== target.dimension) return null;
  // Within one system the library's own ratio (3 tsp is exactly 1 Tbs); across systems via grams/ml.
  if (source.system === target.system) return (value * anchorsPerUnit(from)) / anchorsPerUnit(to);
  return (value * basePerUnit(from)) / basePerUnit(to);
}

/** The amount in grams or millilitres; null for counted foods and count-like units. */
export function toBaseAmount(
  value: number,
  unit: string | null | undefined,
): { value: number; unit: (typeof BASE_UNIT)[Dimension] } | null {
  if (!isMeasured(unit)) return null;
  const base = BASE_UNIT[MEASURED[unit].dimension];
  return { value: value * basePerUnit(unit), unit: base };
}

/** Floating-point slack for thresholds: 3 × ⅓ tsp must reach 1 tsp. */
const EPSILON = 1e-9;
const atLeast = (value: number, threshold: number) => value >= threshold - EPSILON;

/**
 * The unit a cook would write the amount in, within the unit's own system (never metric ↔ US):
 * 1000 g → 1 kg, 0.5 kg → 500 g, 1000 mg → 1 g (grams are never turned into milligrams),
 * 1500 ml → 1.5 l, 0.5 l → 500 ml; 3 tsp → 1 tbsp, 16 tbsp → 1 cup, a cup stays a cup down
 * to ¼ cup, ⅛ cup → 2 tbsp; 16 oz → 1 lb, ½ lb → 8 oz. Fluid ounces, pints, quarts, gallons,
 * counts and count-like units stay as they are.
 */
export function tidyAmount(value: number, unit: string | null): { value: number; unit: string | null } {
  if (!Number.isFinite(value) || value <= 0 || !isMeasured(unit)) return { value, unit };
  const to = (target: MeasuredUnit) => ({ value: convertAmount(value, unit, target) as number, unit: target });
  switch (unit) {
    case 'mg':
    case 'g':
    case 'kg': {
      const grams = to('g').value;
      if (atLeast(grams, 1000)) return to('kg');
      if (unit === 'mg' && !atLeast(grams, 1)) return { value, unit };
      return to('g');
    }
    case 'ml':
    case 'l':
      return atLeast(to('ml').value, 1000) ? to('l') : to('ml');
    case 'tsp':
    case 'tbsp':
    case 'cup': {
      const teaspoons = to('tsp').value;
      if (atLeast(teaspoons, 48) || (unit === 'cup' && atLeast(teaspoons, 12))) return to('cup');
      return atLeast(teaspoons, 3) ? to('tbsp') : to('tsp');
    }
    case 'oz':
    case 'lb':
      return atLeast(to('oz').value, 16) ? to('lb') : to('oz');
    default:
      return { value, unit };
  }
}

/** The fractional parts US measures, counts and count-like units are rounded to. */
const KITCHEN_STEPS = [0, 1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

/**
 * Sensible precision for the kitchen. Metric weights and volumes: from 100 to the nearest 5,
 * from 10 to a whole number, below 10 to one decimal (2.5 kg, 1.2 l). Spoons, cups, ounces,
 * counts and count-like units: to the nearest ⅛ ¼ ⅓ ½ ⅔ ¾ step, whole numbers from 10.
 * A positive amount never rounds to 0 (at least ⅛, or its first significant digit in metric).
 */
export function roundForKitchen(value: number, unit: string | null): number {
  if (!Number.isFinite(value) || value <= 0) return value;
  if (isMetric(unit)) {
    let rounded: number;
    if (value >= 100) rounded = Math.round(value / 5) * 5;
    else if (value >= 10) rounded = Math.round(value);
    else rounded = Math.round(value * 10) / 10;
    return rounded > 0 ? rounded : Number(value.toPrecision(1));
  }
  if (value >= 10) return Math.round(value);
  const whole = Math.floor(value);
  const fraction = value - whole;
  let step = KITCHEN_STEPS[0];
  for (const candidate of KITCHEN_STEPS) {
    if (Math.abs(fraction - candidate) < Math.abs(fraction - step)) step = candidate;
  }
  return Math.max(whole + step, 1 / 8);
}

/** Vulgar fractions a fractional part within 0.02 of is shown as, with their plain-text form. */
export const VULGAR_FRACTIONS: readonly [number, string, string][] = [
  [1 / 8, '⅛', '1/8'],
  [1 / 4, '¼', '1/4'],
  [1 / 3, '⅓', '1/3'],
  [1 / 2, '½', '1/2'],
  [2 / 3, '⅔', '2/3'],
  [3 / 4, '¾', '3/4'],
];

export interface FormatOptions {
  /** Plain text: "1 1/2" instead of "1½", "2-3" instead of "2–3". */
  ascii?: boolean;
}

/**
 * A number as a recipe writes it: "2", "1½", "⅓", else up to two decimals without trailing zeros
 * ("1.4", "0.05"). `fractions: false` (metric amounts) always uses decimals: "2.5".
 */
export function formatQuantity(value: number, options: FormatOptions & { fractions?: boolean } = {}): string {
  if (!Number.isFinite(value)) return '';
  if (value < 0) return `-${formatQuantity(-value, options)}`;
  if (options.fractions !== false) {
    const whole = Math.floor(value);
    const fraction = value - whole;
    const vulgar = VULGAR_FRACTIONS.find(([part]) => Math.abs(fraction - part) <= 0.02);
    if (vulgar) {
      const [, glyph, plain] = vulgar;
      if (whole === 0) return options.ascii ? plain : glyph;
      return options.ascii ? `${whole} ${plain}` : `${whole}${glyph}`;
    }
  }
  const fixed = Number(value.toFixed(2));
  return String(fixed > 0 || value === 0 ? fixed : Number(value.toPrecision(1)));
}

/** Singular and plural labels; metric and spoon abbreviations do not change. */
const UNIT_LABELS: Readonly<Record<UnitCode, readonly [string, string]>> = {
  g: ['g', 'g'],
  kg: ['kg', 'kg'],
  mg: ['mg', 'mg'],
  ml: ['ml', 'ml'],
  l: ['l', 'l'],
  tsp: ['tsp', 'tsp'],
  tbsp: ['tbsp', 'tbsp'],
  cup: ['cup', 'cups'],
  'fl-oz': ['fl oz', 'fl oz'],
  pint: ['pint', 'pints'],
  quart: ['quart', 'quarts'],
  gallon: ['gallon', 'gallons'],
  oz: ['oz', 'oz'],
  lb: ['lb', 'lb'],
  pinch: ['pinch', 'pinches'],
  dash: ['dash', 'dashes'],
  handful: ['handful', 'handfuls'],
  clove: ['clove', 'cloves'],
  slice: ['slice', 'slices'],
  sprig: ['sprig', 'sprigs'],
  bunch: ['bunch', 'bunches'],
  tin: ['tin', 'tins'],
  jar: ['jar', 'jars'],
  pack: ['pack', 'packs'],
  sheet: ['sheet', 'sheets'],
  stick: ['stick', 'sticks'],
  piece: ['piece', 'pieces'],
  stalk: ['stalk', 'stalks'],
  head: ['head', 'heads'],
  ear: ['ear', 'ears'],
  loaf: ['loaf', 'loaves'],
  fillet: ['fillet', 'fillets'],
  rasher: ['rasher', 'rashers'],
  bulb: ['bulb', 'bulbs'],
  drop: ['drop', 'drops'],
  squeeze: ['squeeze', 'squeezes'],
};

/** The unit as it reads after `value`: "cup", "cups", "g", "fl oz"; "" for a counted food. */
export function unitLabel(unit: string | null | undefined, value: number): string {
  if (!unit) return '';
  if (!isUnitCode(unit)) return unit;
  const [singular, plural] = UNIT_LABELS[unit];
  return value > 1 ? plural : singular;
}

/**
 * An amount as it reads: "200 g", "2–3 cloves", "1½ cups", "2" (a counted food), "" when the
 * quantity is null. A range whose ends read the same shows one number.
 */
export function formatAmount(amount: AmountLike, options: FormatOptions = {}): string {
  const { quantity, quantity2, unit } = amount;
  if (quantity == null || !Number.isFinite(quantity)) return '';
  const numberOptions = { ...options, fractions: !isMetric(unit) };
  const low = formatQuantity(quantity, numberOptions);
  const high = quantity2 != null && Number.isFinite(quantity2) ? formatQuantity(quantity2, numberOptions) : low;
  const text = high === low ? low : `${low}${options.ascii ? '-' : '–'}${high}`;
  const label = unitLabel(unit, high === low ? quantity : (quantity2 as number));
  return label ? `${text} ${label}` : text;
}

/**
 * The amount for `factor` times the recipe: both ends multiplied, the unit tidied (1000 g → 1 kg)
 * from the lower end and both ends rounded for the kitchen in that unit. A line without a
 * quantity ("salt to taste") comes back unchanged.
 */
export function scaleIngredient(ingredient: AmountLike, factor: number): Amount {
  if (!Number.isFinite(factor) || factor <= 0) throw new RangeError(`Cannot scale by ${factor}`);
  const unit = ingredient.unit ?? null;
  const quantity = ingredient.quantity ?? null;
  const quantity2 = ingredient.quantity2 ?? null;
  if (quantity == null || !Number.isFinite(quantity)) return { quantity, quantity2, unit };

  let tidy = tidyAmount(quantity * factor, unit);
  let low = roundForKitchen(tidy.value, tidy.unit);
  // Rounding may reach the next unit up: 999.9 g → 1000 g → 1 kg.
  const again = tidyAmount(low, tidy.unit);
  if (again.unit !== tidy.unit) {
    tidy = again;
    low = roundForKitchen(again.value, again.unit);
  }
  const high =
    quantity2 == null || !Number.isFinite(quantity2)
      ? null
      : roundForKitchen(convertAmount(quantity2 * factor, unit, tidy.unit) ?? quantity2 * factor, tidy.unit);
  return { quantity: low, quantity2: high, unit: tidy.unit };
}

/** How many times the recipe `servings` is; 1 when either number is missing or not positive. */
export function servingsFactor(servings: number, baseServings: number): number {
  if (!Number.isFinite(servings) || !Number.isFinite(baseServings) || servings <= 0 || baseServings <= 0) return 1;
  return servings / baseServings;
}
