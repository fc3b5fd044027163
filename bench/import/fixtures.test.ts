/**
 * The gate of issue 36's page reader: over the fixture pages (fixtures.ts, README.md), every
 * field a careful reader writes down is read right on at least 90 % of them, and the 2 MiB page
 * is read right too. The figures with every miss come from `npx tsx bench/import/parsing.ts`.
 */
import { readPastedRecipe } from '../../server/services/recipeImport/readPastedRecipe';
import { readRecipePage } from '../../server/services/recipeImport/readRecipePage';
import { sourceUrlOf } from '../../server/services/recipeImport/sourceUrl';
import { buildBigPage } from './bigPage';
import { loadPageFixtures, loadTextFixtures, pageProblems, recipeProblems } from './fixtures';
import { comparable, judgePage, PAGE_FIELDS, type PageField } from './judge';

const GATE = 0.9;
/** The image gate asks for the recipe's image among the candidates; which comes first is the reader's choice. */
const GATED_FIELDS = PAGE_FIELDS.filter((field) => field !== 'image (first)');

describe('the fixture files', () => {
  it('hold at least 30 pages and 10 pasted texts, each with a well-formed expected file', () => {
    expect(loadPageFixtures().length).toBeGreaterThanOrEqual(30);
    expect(loadTextFixtures().length).toBeGreaterThanOrEqual(10);
  });

  it('refuse an expected file that is not what a reader writes down', () => {
    expect(
      recipeProblems({ recipe_name: '', ingredients: [], instructions: ['Bake.'], serving_number: 0, total_time: 1.5 }),
    ).toEqual([
      'recipe_name must be a non-empty string',
      'ingredients must be a non-empty list of lines',
      'serving_number must be a positive integer or null',
      'total_time must be whole minutes or null',
    ]);
    expect(pageProblems({ url: 'ftp://example.com/', expected: {} })).toContain(
      'url must be an absolute http(s) address',
    );
  });

  it('compare lines as a cook reads them, and no more loosely', () => {
    expect(comparable('1½ cups  flour , sifted')).toBe(comparable('1 1/2 cups flour, sifted'));
    expect(comparable('Step 2: Bake for 15–20 mins.', 'step')).toBe(comparable('Bake for 15-20 mins.', 'step'));
    expect(comparable('Grandma’s cookies')).toBe(comparable("grandma's cookies"));
    expect(comparable('2 cups flour')).not.toBe(comparable('2 cups flour, sifted'));
    expect(comparable('1. Mix the dry ingredients.')).not.toBe(comparable('Mix the dry ingredients.'));
    expect(comparable('2 cups of stock go in next.', 'step')).toBe('2 cups of stock go in next.');
  });
});

describe('readRecipePage over the fixture pages', () => {
  /** Per field, each page it was read wrong on, with what was missed there. */
  const missedByField = new Map<PageField, string[]>(PAGE_FIELDS.map((field) => [field, []]));
  let allowedMisses = 0;

  beforeAll(async () => {
    const fixtures = loadPageFixtures();
    allowedMisses = Math.floor(fixtures.length * (1 - GATE));
    for (const fixture of fixtures) {
      const read = await readRecipePage(fixture.html, fixture.url);
      const score = judgePage(read, fixture.expected, sourceUrlOf(fixture.url, read?.canonical_url ?? null));
      for (const field of PAGE_FIELDS)
        if (!score.fields[field]) missedByField.get(field)?.push(`${fixture.name}: ${score.misses.join(' | ')}`);
    }
  });

  it.each(GATED_FIELDS)(`reads %s right on at least ${GATE * 100} %% of the pages`, (field) => {
    const missed = missedByField.get(field) ?? [];
    // Within the allowance the list does not matter; past it, the failure names every page missed.
    expect(missed.length <= allowedMisses ? [] : missed).toEqual([]);
  });
});

it.each([
  ['in JSON-LD and its card', true],
  ['in its card only', false],
])('reads every field of the 2 MiB page right, the recipe %s', async (_, jsonLd) => {
  const page = buildBigPage(undefined, { jsonLd });
  const read = await readRecipePage(page.html, page.url);
  const score = judgePage(read, page.expected, sourceUrlOf(page.url, read?.canonical_url ?? null));
  expect(score.misses).toEqual([]);
});

it('reads a recipe from every pasted text without throwing', () => {
  for (const fixture of loadTextFixtures()) expect(readPastedRecipe(fixture.text)).not.toBeNull();
});
