/**
 * Kitchen units: how the ingredient parser (parse-ingredient) names the canonical codes
 * Forkcast stores (contract/quantities.ts). British words (litre, tin) are added to its list.
 */
import type { UnitOfMeasureDefinitions } from 'parse-ingredient';
import type { UnitCode } from '../../../contract/quantities';

/** The codes live with the amount helpers both sides share; re-exported for the parser's users. */
export { UNIT_CODES, type UnitCode } from '../../../contract/quantities';

/**
 * parse-ingredient's unit ids (and ours added below) → canonical codes. Read through a Map, so a
 * word of a line is never taken for an Object.prototype key ("constructor", "__proto__").
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
    sheet: 'sheet',
    stick: 'stick',
    piece: 'piece',
  } satisfies Record<string, UnitCode>),
);

/** Units parse-ingredient does not know, in its format: British spellings and kitchen words. */
export const ADDITIONAL_UNITS: UnitOfMeasureDefinitions = {
  liter: { short: 'l', plural: 'litres', alternates: ['l.', 'litre', 'liters', 'ltr'], type: 'volume' },
  milliliter: {
    short: 'ml',
    plural: 'millilitres',
    alternates: ['millilitre', 'milliliters', 'mls', 'mL'],
    type: 'volume',
  },
  tin: { short: 'tin', plural: 'tins', alternates: [], type: 'count' },
  handful: { short: 'handful', plural: 'handfuls', alternates: [], type: 'count' },
  slice: { short: 'slice', plural: 'slices', alternates: [], type: 'count' },
  jar: { short: 'jar', plural: 'jars', alternates: [], type: 'count' },
  packet: { short: 'packet', plural: 'packets', alternates: [], type: 'count' },
  sheet: { short: 'sheet', plural: 'sheets', alternates: [], type: 'count' },
  rasher: { short: 'rasher', plural: 'rashers', alternates: [], type: 'count' },
};

/** Size words parse-ingredient would take for units ("3 large eggs" counts eggs). */
export const SIZE_WORDS = ['small', 'medium', 'large', 'lg', 'sm', 'md', 'big', 'heaped', 'level', 'rounded'];
