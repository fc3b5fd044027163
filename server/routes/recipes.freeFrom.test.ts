/**
 * Issue 37's promise over the demo content, through the real list route: a search that says
 * "free from" an allergen never answers a recipe holding it, for every allergen code and three
 * ways of saying it (every page of the answer); a diet word keeps to the diet, a time to the time.
 * The reading itself is tested in services/recipes/searchIntent.test.ts.
 */
import { ALLERGENS, type Allergen } from '../../contract/constants';
import { SEARCH_MESSAGES } from '../../contract/messages';
import type { RecipeListAnswer, RecipeSummaryDto } from '../../contract/types';
import { seedDemoContent } from '../seed';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoContent(ctx.db, ctx.storage, () => {});
});

afterAll(async () => {
  await ctx.close();
});

/** Every page of a guest list search, with the first page's meta. */
async function searchAll(search: string): Promise<{ recipes: RecipeSummaryDto[]; meta: RecipeListAnswer['meta'] }> {
  const recipes: RecipeSummaryDto[] = [];
  let meta: RecipeListAnswer['meta'] | undefined;
  for (let page = 1, last = 1; page <= last; page += 1) {
    const response = await ctx.app.inject({
      url: `/api/guest/recipes?search=${encodeURIComponent(search)}&per_page=48&page=${page}`,
    });
    expect({ search, status: response.statusCode }).toEqual({ search, status: 200 });
    const answer = response.json<RecipeListAnswer>();
    meta ??= answer.meta;
    recipes.push(...answer.data);
    last = answer.meta.last_page;
  }
  return { recipes, meta: meta! };
}

/** An allergen as a parent names it, alone and in the plural. */
const ALLERGEN_WORDS: ReadonlyArray<[Allergen, string, string]> = [
  ['celery', 'celery', 'celery'],
  ['gluten', 'gluten', 'gluten'],
  ['crustaceans', 'crustacean', 'crustaceans'],
  ['eggs', 'egg', 'eggs'],
  ['fish', 'fish', 'fish'],
  ['lupin', 'lupin', 'lupin'],
  ['milk', 'dairy', 'milk'],
  ['molluscs', 'mollusc', 'molluscs'],
  ['mustard', 'mustard', 'mustard'],
  ['tree-nuts', 'tree nut', 'tree nuts'],
  ['peanuts', 'peanut', 'peanuts'],
  ['sesame', 'sesame', 'sesame'],
  ['soya', 'soy', 'soya'],
  ['sulphites', 'sulphite', 'sulphites'],
];

describe('GET /api/guest/recipes?search= free from an allergen', () => {
  it('has words for every allergen code', () => {
    expect(ALLERGEN_WORDS.map(([allergen]) => allergen).sort()).toEqual([...ALLERGENS].sort());
  });

  it.each(ALLERGEN_WORDS)('never answers a recipe holding %s', async (allergen, word, plural) => {
    let found = 0;
    for (const phrase of [`${word} free`, `free from ${plural}`, `no ${plural}`]) {
      const { recipes, meta } = await searchAll(phrase);
      expect({ phrase, freeFrom: meta.understood?.free_from }).toEqual({
        phrase,
        freeFrom: expect.arrayContaining([allergen]),
      });
      const holding = recipes.filter((recipe) => recipe.allergens?.includes(allergen)).map((r) => r.recipe_name);
      expect({ phrase, holding }).toEqual({ phrase, holding: [] });
      // Nor one that only may contain it (issue 35).
      const mayHold = recipes.filter((recipe) => recipe.may_contain?.includes(allergen)).map((r) => r.recipe_name);
      expect({ phrase, mayHold }).toEqual({ phrase, mayHold: [] });
      // The answer says what each recipe holds: a missing list would pass the checks above blindly.
      expect(recipes.every((recipe) => Array.isArray(recipe.allergens))).toBe(true);
      expect(recipes.every((recipe) => Array.isArray(recipe.may_contain))).toBe(true);
      found += recipes.length;
    }
    expect(found).toBeGreaterThan(0);
  });

  it('answers "peanut free" with recipes, none holding peanuts, and fewer than all', async () => {
    const all = (await ctx.app.inject({ url: '/api/guest/recipes' })).json<RecipeListAnswer>().meta.total;
    const { recipes } = await searchAll('peanut free');
    expect(recipes.length).toBeGreaterThan(0);
    expect(recipes.length).toBeLessThan(all);
    expect(recipes.some((recipe) => recipe.allergens?.includes('peanuts'))).toBe(false);
  });
});

describe('GET /api/guest/recipes?search= free from what a recipe may contain (issue 35)', () => {
  it('leaves out the demo recipes that only may contain peanuts', async () => {
    const everything: RecipeSummaryDto[] = [];
    for (let page = 1, last = 1; page <= last; page += 1) {
      const answer = (
        await ctx.app.inject({ url: `/api/guest/recipes?per_page=48&page=${page}` })
      ).json<RecipeListAnswer>();
      everything.push(...answer.data);
      last = answer.meta.last_page;
    }
    const mayOnly = everything.filter(
      (recipe) => recipe.may_contain?.includes('peanuts') && !recipe.allergens?.includes('peanuts'),
    );
    expect(mayOnly.length).toBeGreaterThan(0);
    const answered = new Set((await searchAll('peanut free')).recipes.map((recipe) => recipe.id));
    expect(mayOnly.filter((recipe) => answered.has(recipe.id)).map((recipe) => recipe.recipe_name)).toEqual([]);
  });
});

describe('GET /api/guest/recipes?search= diets and times', () => {
  it('keeps "vegetarian" to recipes that suit it or are filed as vegetarian', async () => {
    const { recipes, meta } = await searchAll('vegetarian');
    expect(meta.understood?.diets).toEqual(['vegetarian']);
    expect(recipes.length).toBeGreaterThan(0);
    const others = recipes
      .filter((recipe) => !recipe.suits_diets?.includes('vegetarian') && recipe.library_name !== 'Vegetarian')
      .map((recipe) => recipe.recipe_name);
    expect(others).toEqual([]);
  });

  it('keeps "under 20 minutes" to recipes ready in 20 minutes', async () => {
    const { recipes, meta } = await searchAll('under 20 minutes');
    expect(meta.understood?.max_minutes).toBe(20);
    expect(recipes.length).toBeGreaterThan(0);
    const slower = recipes
      .filter((recipe) => recipe.preparation_time + recipe.cooking_time > 20)
      .map((recipe) => `${recipe.recipe_name}: ${recipe.preparation_time} + ${recipe.cooking_time}`);
    expect(slower).toEqual([]);
  });
});

describe('GET /api/guest/recipes?max_minutes=', () => {
  it.each(['abc', '99999999999', '0', '-5', '1441', '1.5'])('answers 422 for %j', async (value) => {
    const response = await ctx.app.inject({ url: `/api/guest/recipes?max_minutes=${encodeURIComponent(value)}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.max_minutes).toEqual([SEARCH_MESSAGES.maxMinutes]);
  });
});
