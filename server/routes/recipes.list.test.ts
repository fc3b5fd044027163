import { sql } from 'drizzle-orm';
import type { RecipeListAnswer, RecipeSearchResultDto, RecipeSummaryDto } from '../../contract/types';
import { recipeViews, wishlists } from '../db/schema';
import { createTestApp, type TestContext } from '../test/testApp';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { forgetTrendingRanking } from '../services/recipes/trending';
import { forgetCategoryCounts } from '../services/recipes/recipeQueries';

let ctx: TestContext;
let owner: TestUser;
let viewer: TestUser;
let breakfast: { id: number };
let dinner: { id: number };
let dessert: { id: number };
let vegan: { id: number };
let keto: { id: number };
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db, { name: 'Olive Owner' });
  viewer = await createUser(ctx.db, { name: 'Vera Viewer' });
  breakfast = await createCategory(ctx.db, 'Breakfast', 1);
  dinner = await createCategory(ctx.db, 'Dinner', 2);
  dessert = await createCategory(ctx.db, 'Dessert', 3);
  vegan = await createLibrary(ctx.db, 'Vegan');
  keto = await createLibrary(ctx.db, 'Keto');
  const base = { userId: owner.id };
  ids.porridge = (
    await createRecipe(ctx.db, {
      ...base,
      recipeName: 'Oat Porridge',
      categoryId: breakfast.id,
      libraryId: vegan.id,
      ageGroup: 'teen',
      tags: ['oats', 'quick'],
      ingredients: ['oats', 'oat milk'],
    })
  ).id;
  ids.spaghetti = (
    await createRecipe(ctx.db, {
      ...base,
      recipeName: 'Spaghetti Bolognese',
      categoryId: dinner.id,
      libraryId: keto.id,
      ageGroup: 'adult',
      tags: ['pasta'],
      ingredients: ['spaghetti', 'beef', 'tomato'],
    })
  ).id;
  ids.tomatoSoup = (
    await createRecipe(ctx.db, {
      ...base,
      recipeName: 'Tomato Soup',
      categoryId: dinner.id,
      libraryId: vegan.id,
      ageGroup: 'middle-adulthood',
      tags: ['soup', 'quick'],
      ingredients: ['tomato', 'basil'],
    })
  ).id;
  ids.salad = (
    await createRecipe(ctx.db, {
      ...base,
      recipeName: 'Caprese Salad',
      categoryId: dinner.id,
      libraryId: vegan.id,
      ageGroup: 'senior-adult',
      tags: ['salad'],
      ingredients: ['tomato', 'mozzarella'],
    })
  ).id;
  ids.cake = (
    await createRecipe(ctx.db, {
      ...base,
      recipeName: "Grandma's <b>Cake</b> '; DROP TABLE recipes; --",
      categoryId: dessert.id,
      libraryId: keto.id,
      ageGroup: 'adult',
      tags: ['cake'],
      ingredients: ['flour', 'sugar'],
    })
  ).id;
  await ctx.db.insert(wishlists).values({ userId: viewer.id, recipeId: ids.salad });
}, 60_000);
afterAll(() => ctx.close());

async function list(query: string, token?: string): Promise<RecipeListAnswer> {
  const response = await ctx.app.inject({
    url: `/api/${token ? 'auth' : 'guest'}/recipes${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as RecipeListAnswer;
}

const names = (cards: { recipe_name: string }[]) => cards.map((card) => card.recipe_name);

describe('GET /api/guest/recipes', () => {
  it('answers every recipe newest first with the counts of each category', async () => {
    const data = await list('');
    expect(data.data.map((card) => card.id)).toEqual([
      ids.cake,
      ids.salad,
      ids.tomatoSoup,
      ids.spaghetti,
      ids.porridge,
    ]);
    expect(data.meta.total_all).toBe(5);
    expect(data.meta.category_counts).toEqual([
      { category_id: breakfast.id, count: 1 },
      { category_id: dinner.id, count: 3 },
      { category_id: dessert.id, count: 1 },
    ]);
    const card: RecipeSummaryDto = data.data[0];
    expect(card).toMatchObject({
      recipe_id: `FC-${String(ids.cake).padStart(6, '0')}`,
      category_name: 'Dessert',
      library_name: 'Keto',
      recipe_creator: 'Olive Owner',
      total_ingredients: 2,
      is_wishlisted: false,
    });
  });

  it('filters by category and keeps the counts of all categories under the other filters', async () => {
    const data = await list(`?category_id=${dinner.id}&recipe_library_id=${vegan.id}`);
    expect(names(data.data)).toEqual(['Caprese Salad', 'Tomato Soup']);
    expect(data.meta.total).toBe(2);
    expect(data.meta.total_all).toBe(3);
    expect(data.meta.category_counts).toEqual([
      { category_id: breakfast.id, count: 1 },
      { category_id: dinner.id, count: 2 },
      { category_id: dessert.id, count: 0 },
    ]);
  });

  it('filters by library, tag and age group in either spelling', async () => {
    expect(names((await list(`?recipe_library_id=${keto.id}`)).data)).toEqual([
      expect.stringContaining('Cake'),
      'Spaghetti Bolognese',
    ]);
    const tagId = await tagIdOf('quick');
    expect(names((await list(`?tag_id=${tagId}`)).data)).toEqual(['Tomato Soup', 'Oat Porridge']);
    expect(names((await list('?age_group=middle')).data)).toEqual(['Tomato Soup']);
    expect(names((await list('?age_group=middle-adulthood')).data)).toEqual(['Tomato Soup']);
    expect(names((await list('?age_group=senior')).data)).toEqual(['Caprese Salad']);
    expect(names((await list('?age_group=senior-adult')).data)).toEqual(['Caprese Salad']);
  });

  it('treats empty values and 0 as no filter', async () => {
    const data = await list('?category_id=&recipe_library_id=0&age_group=&tag_id=&search=%20');
    expect(data.meta.total).toBe(5);
  });

  it('answers 422 for values that are not numbers or age groups', async () => {
    for (const query of [
      '?category_id=1&category_id=2',
      '?category_id=abc',
      '?recipe_library_id=-1',
      '?tag_id=1.5',
      '?age_group=toddler',
      '?page=two',
      '?category_id=99999999999',
    ]) {
      const response = await ctx.app.inject({ url: `/api/guest/recipes${query}` });
      expect(response.statusCode).toBe(422);
      expect(response.json().success).toBe(false);
    }
  });

  it("answers the page's recipes as data, with Laravel's resource-collection links and meta beside it", async () => {
    const answer = await list(`?recipe_library_id=${vegan.id}&per_page=2&page=2`);
    const origin = ctx.app.config.publicUrl;
    // The original client's own expressions on the list.
    const { data } = answer;
    expect(data.map((recipe) => recipe.recipe_name)).toEqual(['Oat Porridge']);
    expect(data.filter((recipe) => recipe.category_name).length).toBe(1);
    expect(data.flatMap((recipe) => recipe.tag_names).map((tag) => tag.tag_name)).toEqual(['oats', 'quick']);
    expect(answer.meta).toMatchObject({
      current_page: 2,
      per_page: 2,
      total: 3,
      last_page: 2,
      from: 3,
      to: 3,
      path: `${origin}/api/guest/recipes`,
      total_all: 3,
    });
    expect(answer.links).toEqual({
      first: `${origin}/api/guest/recipes?page=1&recipe_library_id=${vegan.id}&per_page=2`,
      last: `${origin}/api/guest/recipes?page=2&recipe_library_id=${vegan.id}&per_page=2`,
      prev: `${origin}/api/guest/recipes?page=1&recipe_library_id=${vegan.id}&per_page=2`,
      next: null,
    });
    expect(answer.meta.links.map((link) => link.label)).toEqual(['&laquo; Previous', '1', '2', 'Next &raquo;']);
    expect(answer.meta.links[2]).toEqual({
      url: `${origin}/api/guest/recipes?page=2&recipe_library_id=${vegan.id}&per_page=2`,
      label: '2',
      active: true,
    });
    expect(answer.meta.links[2].url!.split('=')[1].split('&')[0]).toBe('2');
    expect((await list('?per_page=1000')).meta.per_page).toBe(48);
    expect((await list('?per_page=1000')).links.first).toBe(`${origin}/api/guest/recipes?page=1&per_page=48`);
    expect((await list('')).meta.per_page).toBe(12);
    expect((await list('')).links.first).toBe(`${origin}/api/guest/recipes?page=1`);
  });

  it('searches with the same matching as the search box, best match first', async () => {
    expect(names((await list('?search=spagetti')).data)).toEqual(['Spaghetti Bolognese']);
    const tomato = names((await list('?search=tomato')).data);
    expect(tomato[0]).toBe('Tomato Soup');
    expect(tomato).toEqual(expect.arrayContaining(['Spaghetti Bolognese', 'Caprese Salad']));
  });

  it('combines search with the other filters and counts the matches per category', async () => {
    const data = await list(`?search=tomato&recipe_library_id=${vegan.id}&category_id=${dinner.id}`);
    expect(names(data.data)).toEqual(['Tomato Soup', 'Caprese Salad']);
    expect(data.meta.total_all).toBe(2);
    expect(data.meta.category_counts.find((entry) => entry.category_id === dinner.id)?.count).toBe(2);
    expect((await list(`?search=tomato&category_id=${breakfast.id}`)).meta.total).toBe(0);
  });

  it('counts a new recipe at once', async () => {
    const before = await list('');
    const extra = await createRecipe(ctx.db, {
      userId: owner.id,
      categoryId: dessert.id,
      libraryId: keto.id,
      recipeName: 'Brownies',
    });
    const after = await list('');
    expect(after.meta.total_all).toBe(before.meta.total_all + 1);
    expect(after.data[0].id).toBe(extra.id);
    await ctx.db.execute(sql`delete from recipes where id = ${extra.id}`);
    forgetCategoryCounts();
  });

  it('takes SQL and HTML meta-characters as plain text', async () => {
    const data = await list(`?search=${encodeURIComponent("'; DROP TABLE recipes; -- <script>")}`);
    expect(data.data.length).toBeLessThanOrEqual(1);
    expect((await list('')).meta.total).toBe(5);
  });
});

describe('GET /api/auth/recipes', () => {
  it('answers a visitor without credentials as the guest list does', async () => {
    const guest = await list('');
    for (const headers of [
      {},
      { authorization: 'Bearer null' },
      { authorization: 'Bearer undefined' },
      { authorization: 'Bearer ' },
    ]) {
      const response = await ctx.app.inject({ url: '/api/auth/recipes', headers });
      expect(response.statusCode).toBe(200);
      const answer: RecipeListAnswer = response.json();
      expect(answer.data.map((recipe) => recipe.id)).toEqual(guest.data.map((recipe) => recipe.id));
      expect(answer.data.filter((recipe) => recipe.is_wishlisted)).toEqual([]);
      expect(answer.meta.total).toBe(guest.meta.total);
      expect(answer.links.first).toBe(`${ctx.app.config.publicUrl}/api/auth/recipes?page=1`);
    }
  });

  it('still refuses a bad or expired token with 401', async () => {
    for (const authorization of ['Bearer not-a-real-token-at-all', 'Bearer !!', 'Basic dXNlcjpwYXNz', 'Bearer']) {
      const response = await ctx.app.inject({ url: '/api/auth/recipes', headers: { authorization } });
      expect({ authorization, status: response.statusCode }).toEqual({
        authorization,
        status: authorization === 'Bearer' ? 200 : 401,
      });
    }
  });

  it('fills is_wishlisted for the caller', async () => {
    const data = await list('', viewer.token);
    const saved = data.data.filter((card) => card.is_wishlisted).map((card) => card.id);
    expect(saved).toEqual([ids.salad]);
  });
});

describe('GET /api/recipes/search', () => {
  async function search(text: string): Promise<RecipeSearchResultDto[]> {
    const response = await ctx.app.inject({ url: `/api/recipes/search?search=${encodeURIComponent(text)}` });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  it('finds a recipe despite a typo', async () => {
    const results = await search('spagetti');
    expect(results).toEqual([
      {
        id: ids.spaghetti,
        recipe_name: 'Spaghetti Bolognese',
        recipe_image: expect.any(String),
        category_name: 'Dinner',
        average_rating: 0,
      },
    ]);
  });

  it('ranks a name match above an ingredient match and matches a word prefix', async () => {
    const results = await search('tomato');
    expect(results[0].recipe_name).toBe('Tomato Soup');
    expect(results.map((result) => result.id)).toEqual(expect.arrayContaining([ids.spaghetti, ids.salad]));
    expect((await search('porrid')).map((result) => result.id)).toEqual([ids.porridge]);
    expect((await search('mozz')).map((result) => result.id)).toEqual([ids.salad]);
  });

  it('answers [] for a blank query and never fails on hostile text', async () => {
    expect(await search('   ')).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/recipes/search' })).json().data).toEqual([]);
    for (const text of ["' OR 1=1 --", 'a & b | !c:*', '<img src=x onerror=alert(1)>', '%_\\', 'x'.repeat(5000)]) {
      const response = await ctx.app.inject({ url: `/api/recipes/search?search=${encodeURIComponent(text)}` });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('GET /api/guest/trending-recipes', () => {
  beforeEach(() => forgetTrendingRanking());

  it('ranks by recent views and ratings, ignoring views older than 14 days', async () => {
    const recent = (recipeId: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ recipeId, viewerKey: `t${recipeId}-${index}` }));
    await ctx.db.insert(recipeViews).values([...recent(ids.porridge, 30), ...recent(ids.tomatoSoup, 10)]);
    await ctx.db.insert(recipeViews).values(
      Array.from({ length: 100 }, (_, index) => ({
        recipeId: ids.cake,
        viewerKey: `old-${index}`,
        viewedAt: new Date(Date.now() - 20 * 86_400_000),
      })),
    );
    // 20 × 5 × ln(1 + 4) ≈ 161: a well-rated recipe beats 30 recent views.
    await ctx.db.execute(sql`update recipes set reviews_avg = 5, reviews_count = 4 where id = ${ids.salad}`);
    const response = await ctx.app.inject({ url: '/api/guest/trending-recipes' });
    expect(response.statusCode).toBe(200);
    const cards: RecipeSummaryDto[] = response.json().data;
    expect(cards.slice(0, 3).map((card) => card.id)).toEqual([ids.salad, ids.porridge, ids.tomatoSoup]);
    expect(cards.length).toBe(5);
  });

  it('has a personal variant with is_wishlisted', async () => {
    const asVisitor = await ctx.app.inject({ url: '/api/auth/trending-recipes' });
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json().data.filter((card: RecipeSummaryDto) => card.is_wishlisted)).toEqual([]);
    const badToken = await ctx.app.inject({
      url: '/api/auth/trending-recipes',
      headers: { authorization: 'Bearer expired-or-revoked-token' },
    });
    expect(badToken.statusCode).toBe(401);
    const response = await ctx.app.inject({
      url: '/api/auth/trending-recipes',
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    const cards: RecipeSummaryDto[] = response.json().data;
    expect(cards.find((card) => card.id === ids.salad)?.is_wishlisted).toBe(true);
  });
});

async function tagIdOf(name: string): Promise<number> {
  const result = await ctx.db.execute(sql`select id from tags where tag_name = ${name}`);
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  return Number(rows[0].id);
}
