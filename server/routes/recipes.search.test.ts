/**
 * Search over more recipes than one search ranks: which matches make up the pool (the newest
 * POOL_SIZE), how they rank, and that the two ways of finding them (reading the newest recipes,
 * or the index when those hold too few matches or filters apply) answer the same.
 */
import { sql } from 'drizzle-orm';
import type { RecipeListAnswer, RecipeSearchResultDto } from '../../contract/types';
import { NEWEST_WINDOW, POOL_SIZE } from '../services/recipes/recipeSearch';
import { createTestApp, type TestContext } from '../test/testApp';
import { createCategory, createLibrary, createUser } from '../test/fixtures';

let ctx: TestContext;
let userId: number;
let categoryId: number;
let libraryId: number;
let inserted = 0;

/** `count` recipes in one statement, ids ascending in the order given; answers their ids. */
async function insertRecipes(count: number, name: string, ingredient: string): Promise<number[]> {
  const first = inserted + 1;
  inserted += count;
  const result = await ctx.db.execute(sql`
    insert into recipes (recipe_code, user_id, recipe_name, recipe_image, category_id, recipe_library_id,
      age_group, serving_number, preparation_time, cooking_time, nutrition_info, search_labels, search_foods)
    select 'SEARCH-' || g, ${userId}, ${name} || ' ' || g, 'uploads/recipes/fixture-640.webp', ${categoryId},
      ${libraryId}, 'adult', 2, 10, 20, '300 kcal',
      'Everything Brunch', ${ingredient}
    from generate_series(${first}::int, ${inserted}::int) g
    order by g
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

async function list(query: string): Promise<RecipeListAnswer> {
  const response = await ctx.app.inject({ url: `/api/guest/recipes${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as RecipeListAnswer;
}

/** Every id of a search's list pages, in page order, and the total. */
async function listed(query: string): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let page = 1;
  let data: RecipeListAnswer;
  do {
    data = await list(`?search=${query}&per_page=48&page=${page}`);
    ids.push(...data.data.map((card) => card.id));
    page += 1;
  } while (page <= data.meta.last_page);
  return { ids, total: data.meta.total };
}

async function searchBox(text: string): Promise<RecipeSearchResultDto[]> {
  const response = await ctx.app.inject({ url: `/api/recipes/search?search=${encodeURIComponent(text)}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);

let stacks: number[];
let towers: number[];
let bowls: number[];

beforeAll(async () => {
  ctx = await createTestApp();
  userId = (await createUser(ctx.db)).id;
  categoryId = (await createCategory(ctx.db, 'Brunch')).id;
  libraryId = (await createLibrary(ctx.db, 'Everything')).id;
  // Oldest: name matches. Then more recipes than the newest-recipes window, none matching.
  // Newest: name matches, then matches by an ingredient only.
  stacks = await insertRecipes(150, 'Pancake Stack', 'flour');
  await insertRecipes(NEWEST_WINDOW + 100, 'Filler Dish', 'rice');
  towers = await insertRecipes(60, 'Pancake Tower', 'flour');
  bowls = await insertRecipes(40, 'Berry Bowl', 'pancake mix');
}, 120_000);
afterAll(() => ctx.close());

describe('search over many recipes', () => {
  it('pools the newest matches, even when the newest recipes hold too few of them', async () => {
    const { ids, total } = await listed('pancake');
    expect(total).toBe(POOL_SIZE);
    // Name matches first (newest first among equals), then the ingredient-only matches.
    const pooledStacks = newestFirst(stacks).slice(0, POOL_SIZE - towers.length - bowls.length);
    expect(ids).toEqual([...newestFirst(towers), ...pooledStacks, ...newestFirst(bowls)]);
  });

  it('ranks a name match above a newer ingredient match in the search box', async () => {
    const results = await searchBox('pancake');
    expect(results).toHaveLength(20);
    expect(results.map((result) => result.id)).toEqual(newestFirst(towers).slice(0, 20));
  });

  it('finds a typo among many near names', async () => {
    const results = await searchBox('pancaek');
    expect(results).toHaveLength(20);
    for (const result of results) expect(result.recipe_name).toMatch(/^Pancake (Stack|Tower) \d+$/);
  });

  it('answers the same with a filter that keeps every recipe', async () => {
    const filtered = await listed(`pancake&recipe_library_id=${libraryId}`);
    expect(filtered).toEqual(await listed('pancake'));
  });

  it('pools the newest matches when the newest recipes hold enough of them', async () => {
    const griddles = await insertRecipes(150, 'Pancake Griddle', 'flour');
    const { ids, total } = await listed('pancake');
    expect(total).toBe(POOL_SIZE);
    const pooledTowers = newestFirst(towers).slice(0, POOL_SIZE - griddles.length - bowls.length);
    expect(ids).toEqual([...newestFirst(griddles), ...pooledTowers, ...newestFirst(bowls)]);
    expect(await listed(`pancake&recipe_library_id=${libraryId}`)).toEqual({ ids, total });
    expect((await searchBox('pancake')).map((result) => result.id)).toEqual(newestFirst(griddles).slice(0, 20));
  });
});
