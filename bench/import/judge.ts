/**
 * How a read recipe is scored against a fixture's expected one, field by field. Lines compare as
 * a cook reads them: case, spacing, curly quotes, dash kinds and how a fraction is written
 * ("1½", "1 ½", "1 1/2") do not count; a step's own number ("1.", "Step 2") does not either,
 * since the app numbers steps itself. Everything else does: a missing, extra, merged or split
 * line is a miss. Used by bench/import/parsing.ts and fixtures.test.ts.
 */
import type { ReadRecipe } from '../../server/services/recipeImport/types';
import type { ExpectedPage, ExpectedRecipe } from './fixtures';

export const RECIPE_FIELDS = ['name', 'ingredients', 'instructions', 'servings', 'total time'] as const;
export const PAGE_FIELDS = [...RECIPE_FIELDS, 'image (first)', 'image (listed)', 'source url'] as const;
export type RecipeField = (typeof RECIPE_FIELDS)[number];
export type PageField = (typeof PAGE_FIELDS)[number];

/** How many expected lines were read (recall) and how many read lines were expected (precision). */
export interface LineCounts {
  expected: number;
  read: number;
  matched: number;
}

export interface RecipeScore<Field extends string = RecipeField> {
  fields: Record<Field, boolean>;
  ingredientLines: LineCounts;
  instructionLines: LineCounts;
  /** One readable line per wrong field. */
  misses: string[];
}

const VULGAR_FRACTIONS = new Map([
  ['½', '1/2'],
  ['⅓', '1/3'],
  ['⅔', '2/3'],
  ['¼', '1/4'],
  ['¾', '3/4'],
  ['⅕', '1/5'],
  ['⅖', '2/5'],
  ['⅗', '3/5'],
  ['⅘', '4/5'],
  ['⅙', '1/6'],
  ['⅚', '5/6'],
  ['⅛', '1/8'],
  ['⅜', '3/8'],
  ['⅝', '5/8'],
  ['⅞', '7/8'],
]);
const VULGAR_FRACTION = /(\d?)\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g;
const STEP_NUMBER = /^(?:step\s*\d{1,2}\s*[:.)-]?|\d{1,2}\s*[.)])\s+/i;

/** A line as a cook reads it, for comparison only. */
export function comparable(line: string, kind: 'line' | 'step' = 'line'): string {
  const text = line
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2044/g, '/')
    .replace(VULGAR_FRACTION, (_, whole: string, fraction: string) =>
      whole ? `${whole} ${VULGAR_FRACTIONS.get(fraction)}` : ` ${VULGAR_FRACTIONS.get(fraction)}`,
    )
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?)])/g, '$1')
    .replace(/\( /g, '(')
    .trim()
    .toLowerCase();
  return kind === 'step' ? text.replace(STEP_NUMBER, '') : text;
}

function countLines(expected: string[], read: string[], kind: 'line' | 'step'): LineCounts {
  const unmatched = new Map<string, number>();
  for (const line of expected) {
    const key = comparable(line, kind);
    unmatched.set(key, (unmatched.get(key) ?? 0) + 1);
  }
  let matched = 0;
  for (const line of read) {
    const key = comparable(line, kind);
    const left = unmatched.get(key) ?? 0;
    if (left > 0) {
      matched += 1;
      unmatched.set(key, left - 1);
    }
  }
  return { expected: expected.length, read: read.length, matched };
}

const sameList = (expected: string[], read: string[], kind: 'line' | 'step') =>
  expected.length === read.length &&
  expected.every((line, index) => comparable(line, kind) === comparable(read[index], kind));

/** Two addresses as the browser would load them (`&amp;` decoded by the page's parser, host case, …). */
export function sameUrl(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return a == b;
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}

const quote = (value: unknown) => JSON.stringify(value ?? null);

function firstDifference(expected: string[], read: string[], kind: 'line' | 'step'): string {
  const index = expected.findIndex((line, at) => comparable(line, kind) !== comparable(read[at] ?? '', kind));
  if (index === -1) return `${read.length - expected.length} extra, first ${quote(read[expected.length])}`;
  return `#${index + 1} ${quote(read[index])} (expected ${quote(expected[index])})`;
}

function linesMiss(
  field: string,
  expected: string[],
  read: string[],
  counts: LineCounts,
  kind: 'line' | 'step',
): string {
  return `${field}: ${counts.matched}/${counts.expected} expected lines read, ${read.length} read; ${firstDifference(expected, read, kind)}`;
}

/** The fields a page and a pasted text share. A reader that found nothing (`null`) misses all. */
export function judgeRecipe(read: ReadRecipe | null, expected: ExpectedRecipe): RecipeScore {
  const ingredients = read?.ingredients ?? [];
  const instructions = read?.instructions ?? [];
  const ingredientLines = countLines(expected.ingredients, ingredients, 'line');
  const instructionLines = countLines(expected.instructions, instructions, 'step');
  const fields: Record<RecipeField, boolean> = {
    name: read !== null && comparable(read.recipe_name) === comparable(expected.recipe_name),
    ingredients: sameList(expected.ingredients, ingredients, 'line'),
    instructions: sameList(expected.instructions, instructions, 'step'),
    servings: read !== null && read.serving_number === expected.serving_number,
    'total time': read !== null && read.total_time === expected.total_time,
  };
  const misses: string[] = [];
  if (read === null) misses.push('no recipe read');
  else {
    if (!fields.name) misses.push(`name: ${quote(read.recipe_name)} (expected ${quote(expected.recipe_name)})`);
    if (!fields.ingredients)
      misses.push(linesMiss('ingredients', expected.ingredients, ingredients, ingredientLines, 'line'));
    if (!fields.instructions)
      misses.push(linesMiss('instructions', expected.instructions, instructions, instructionLines, 'step'));
    if (!fields.servings) misses.push(`servings: ${read.serving_number} (expected ${expected.serving_number})`);
    if (!fields['total time']) misses.push(`total time: ${read.total_time} (expected ${expected.total_time})`);
  }
  return { fields, ingredientLines, instructionLines, misses };
}

/**
 * A page's score: the shared fields, the image (the recipe's first image first among the
 * candidates, or at least among them) and the source address `sourceUrlOf` made of it.
 */
export function judgePage(read: ReadRecipe | null, expected: ExpectedPage, sourceUrl: string): RecipeScore<PageField> {
  const recipe = judgeRecipe(read, expected);
  const images = read?.image_urls ?? [];
  const fields: Record<PageField, boolean> = {
    ...recipe.fields,
    'image (first)': expected.image_url === null ? images.length === 0 : sameUrl(images[0], expected.image_url),
    'image (listed)':
      expected.image_url === null ? images.length === 0 : images.some((url) => sameUrl(url, expected.image_url)),
    'source url': sameUrl(sourceUrl, expected.source_url),
  };
  const misses = [...recipe.misses];
  if (read !== null) {
    if (!fields['image (first)'])
      misses.push(
        `image: ${quote(images[0])} (expected ${quote(expected.image_url)}${fields['image (listed)'] ? ', listed later' : ''})`,
      );
    if (!fields['source url']) misses.push(`source url: ${quote(sourceUrl)} (expected ${quote(expected.source_url)})`);
  }
  return { ...recipe, fields, misses };
}
