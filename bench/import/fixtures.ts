/**
 * The importer's fixture set (issue 36): recipe pages written in the markup real recipe sites
 * publish (pages/<name>.html) and pasted recipes (texts/<name>.txt), each beside a
 * <name>.expected.json holding what a careful reader would write down. README.md lists what each
 * page covers. Loading checks every expected file's shape and that no file lacks its partner.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ExpectedRecipe {
  recipe_name: string;
  ingredients: string[];
  instructions: string[];
  serving_number: number | null;
  /** Minutes. */
  total_time: number | null;
}

export interface ExpectedPage extends ExpectedRecipe {
  /** The recipe's first image, absolute; null when the page names none. */
  image_url: string | null;
  /** The canonical address without tracking parameters or fragment. */
  source_url: string;
}

export interface PageFixture {
  name: string;
  /** The address the page was fetched from, tracking parameters and all. */
  url: string;
  html: string;
  expected: ExpectedPage;
}

export interface TextFixture {
  name: string;
  text: string;
  expected: ExpectedRecipe;
}

export const PAGES_DIR = path.join(__dirname, 'pages');
export const TEXTS_DIR = path.join(__dirname, 'texts');
const EXPECTED_SUFFIX = '.expected.json';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');
const isWholeOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** What is wrong with an expected recipe, as readable lines (empty when it is well formed). */
export function recipeProblems(expected: unknown): string[] {
  if (!isObject(expected)) return ['"expected" is not an object'];
  const problems: string[] = [];
  if (typeof expected.recipe_name !== 'string' || expected.recipe_name.trim() === '')
    problems.push('recipe_name must be a non-empty string');
  if (!isStringList(expected.ingredients)) problems.push('ingredients must be a non-empty list of lines');
  if (!isStringList(expected.instructions)) problems.push('instructions must be a non-empty list of steps');
  if (!isWholeOrNull(expected.serving_number)) problems.push('serving_number must be a positive integer or null');
  if (!isWholeOrNull(expected.total_time)) problems.push('total_time must be whole minutes or null');
  return problems;
}

/** What is wrong with a page's expected file (empty when it is well formed). */
export function pageProblems(file: unknown): string[] {
  if (!isObject(file)) return ['not a JSON object'];
  const problems = isHttpUrl(file.url) ? [] : ['url must be an absolute http(s) address'];
  problems.push(...recipeProblems(file.expected));
  if (isObject(file.expected)) {
    const { image_url: imageUrl, source_url: sourceUrl } = file.expected;
    if (imageUrl !== null && !isHttpUrl(imageUrl))
      problems.push('image_url must be an absolute http(s) address or null');
    if (!isHttpUrl(sourceUrl)) problems.push('source_url must be an absolute http(s) address');
  }
  return problems;
}

function namesIn(dir: string, extension: string): string[] {
  const files = readdirSync(dir);
  const withExtension = files
    .filter((file) => file.endsWith(extension))
    .map((file) => file.slice(0, -extension.length));
  const expected = files
    .filter((file) => file.endsWith(EXPECTED_SUFFIX))
    .map((file) => file.slice(0, -EXPECTED_SUFFIX.length));
  const unpaired = [
    ...withExtension
      .filter((name) => !expected.includes(name))
      .map((name) => `${name}${extension} has no expected file`),
    ...expected
      .filter((name) => !withExtension.includes(name))
      .map((name) => `${name}${EXPECTED_SUFFIX} has no ${extension}`),
  ];
  if (unpaired.length > 0) throw new Error(`Fixtures in ${dir}: ${unpaired.join('; ')}`);
  return withExtension.sort();
}

function readExpected(dir: string, name: string): unknown {
  return JSON.parse(readFileSync(path.join(dir, `${name}${EXPECTED_SUFFIX}`), 'utf8'));
}

function failOn(name: string, problems: string[]): void {
  if (problems.length > 0) throw new Error(`${name}${EXPECTED_SUFFIX}: ${problems.join('; ')}`);
}

export function loadPageFixtures(): PageFixture[] {
  return namesIn(PAGES_DIR, '.html').map((name) => {
    const file = readExpected(PAGES_DIR, name);
    failOn(name, pageProblems(file));
    const { url, expected } = file as { url: string; expected: ExpectedPage };
    return { name, url, html: readFileSync(path.join(PAGES_DIR, `${name}.html`), 'utf8'), expected };
  });
}

export function loadTextFixtures(): TextFixture[] {
  return namesIn(TEXTS_DIR, '.txt').map((name) => {
    const file = readExpected(TEXTS_DIR, name);
    const expected = isObject(file) ? file.expected : undefined;
    failOn(name, recipeProblems(expected));
    return {
      name,
      text: readFileSync(path.join(TEXTS_DIR, `${name}.txt`), 'utf8'),
      expected: expected as ExpectedRecipe,
    };
  });
}
