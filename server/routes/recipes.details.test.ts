import { eq } from 'drizzle-orm';
import type { RecipeDetailDto, RecipeSummaryDto } from '../../contract/types';
import { recipes, recipeViews, wishlists } from '../db/schema';
import { createTestApp, type TestContext } from '../test/testApp';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let recipeId: number;
let recipeCode: string;
let categoryIds: number[];
let libraryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db, { name: 'Olive Owner' });
  other = await createUser(ctx.db, { name: 'Otto Other' });
  categoryIds = [(await createCategory(ctx.db, 'Lunch')).id, (await createCategory(ctx.db, 'Snack')).id];
  libraryId = (await createLibrary(ctx.db, 'Mediterranean')).id;
  const recipe = await createRecipe(ctx.db, {
    userId: owner.id,
    categoryId: categoryIds[0],
    libraryId,
    recipeName: 'Greek Salad',
    ageGroup: 'senior-adult',
    nutritionInfo: '250 kcal, 12 g fat',
    resourceLink: 'https://example.com/greek-salad',
    tags: ['salad', 'greek'],
    ingredients: ['cucumber', 'feta', 'olives'],
    instructions: ['Chop.', 'Mix.', 'Serve.'],
  });
  recipeId = recipe.id;
  recipeCode = recipe.recipeCode;
  await createRecipe(ctx.db, { userId: owner.id, categoryId: categoryIds[1], libraryId, recipeName: 'Hummus' });
  await createRecipe(ctx.db, { userId: other.id, categoryId: categoryIds[0], libraryId, recipeName: 'Not Mine' });
  await ctx.db.insert(wishlists).values({ userId: other.id, recipeId });
}, 60_000);
afterAll(() => ctx.close());

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

/** The stored count, once the views counted in memory are written. */
async function views(): Promise<number> {
  await ctx.app.viewCounter.flush();
  const [row] = await ctx.db.select({ views: recipes.views }).from(recipes).where(eq(recipes.id, recipeId));
  return row.views;
}

describe('GET /api/single-recipe/{id}', () => {
  it('answers the recipe with its parts in order', async () => {
    const response = await ctx.app.inject({ url: `/api/single-recipe/${recipeId}` });
    expect(response.statusCode).toBe(200);
    const recipe: RecipeDetailDto = response.json().data;
    expect(recipe).toMatchObject({
      id: recipeId,
      recipe_id: recipeCode,
      recipe_name: 'Greek Salad',
      age_group: 'senior-adult',
      nutrition_info: '250 kcal, 12 g fat',
      resource_link: 'https://example.com/greek-salad',
      total_ingredients: 3,
      is_wishlisted: false,
      tag_names: [
        { id: expect.any(Number), tag_name: 'greek' },
        { id: expect.any(Number), tag_name: 'salad' },
      ],
    });
    // The original client reads tag_names first, and each chip's .tag_name.
    expect((recipe.tag_names ?? recipe.tags).map((tag) => tag.tag_name)).toEqual(['greek', 'salad']);
    expect(recipe.ingredients.map((item) => item.ingredient_name)).toEqual(['cucumber', 'feta', 'olives']);
    expect(recipe.instructions.map((item) => item.step)).toEqual(['Chop.', 'Mix.', 'Serve.']);
    expect(recipe.tags).toEqual([
      { id: expect.any(Number), tag_name: 'greek' },
      { id: expect.any(Number), tag_name: 'salad' },
    ]);
  });

  it('says which allergens the ingredients hold, from which line, and which diets it suits', async () => {
    const recipe: RecipeDetailDto = (await ctx.app.inject({ url: `/api/single-recipe/${recipeId}` })).json().data;
    expect(recipe.allergens).toContain('milk');
    expect(recipe.allergen_sources).toContainEqual({ allergen: 'milk', ingredients: ['feta'] });
    expect(recipe.unread_ingredients).toEqual([]);
    expect(recipe.suits_diets).toEqual(expect.arrayContaining(['vegetarian', 'gluten-free']));
    expect(recipe.suits_diets).not.toContain('vegan');
    expect(recipe.suits_diets).not.toContain('dairy-free');
  });

  it('says which diets it does not suit and the line that breaks each (issue 35)', async () => {
    const recipe: RecipeDetailDto = (await ctx.app.inject({ url: `/api/single-recipe/${recipeId}` })).json().data;
    expect(recipe.diet_breakers).toEqual([
      { diet: 'vegan', ingredient: 'feta', food: 'feta' },
      { diet: 'dairy-free', ingredient: 'feta', food: 'feta' },
    ]);
    expect(recipe.may_contain).toEqual([]);
    expect(recipe.may_contain_sources).toEqual([]);
  });

  it('says what a recipe may contain, apart from what it contains, with the lines (issue 35)', async () => {
    const curry = await createRecipe(ctx.db, {
      userId: other.id,
      categoryId: categoryIds[0],
      libraryId,
      recipeName: 'Thai red curry',
      ingredients: ['2 tbsp Thai red curry paste', '400 ml coconut milk', '200 g prawns', '1 snozzberry'],
    });
    const recipe: RecipeDetailDto = (await ctx.app.inject({ url: `/api/single-recipe/${curry.id}` })).json().data;
    expect(recipe.allergens).toEqual(['crustaceans']);
    expect(recipe.may_contain).toEqual(['mustard']);
    expect(recipe.may_contain_sources).toEqual([{ allergen: 'mustard', ingredients: ['2 tbsp Thai red curry paste'] }]);
    // Prawns break three diets first; the unread line every other one.
    expect(recipe.diet_breakers).toEqual([
      { diet: 'vegetarian', ingredient: '200 g prawns', food: 'prawn' },
      { diet: 'vegan', ingredient: '200 g prawns', food: 'prawn' },
      { diet: 'pescatarian', ingredient: '1 snozzberry', food: null },
      { diet: 'halal', ingredient: '1 snozzberry', food: null },
      { diet: 'kosher', ingredient: '200 g prawns', food: 'prawn' },
      { diet: 'gluten-free', ingredient: '1 snozzberry', food: null },
      { diet: 'dairy-free', ingredient: '1 snozzberry', food: null },
    ]);
    // The card says the same as the page.
    const cards: RecipeSummaryDto[] = (
      await ctx.app.inject({ url: `/api/guest/recipes?search=${encodeURIComponent('Thai red curry')}` })
    ).json().data;
    expect(cards.find((card) => card.id === curry.id)?.may_contain).toEqual(['mustard']);
  });

  it('fills is_wishlisted when a bearer token comes along', async () => {
    const response = await ctx.app.inject({ url: `/api/single-recipe/${recipeId}`, headers: bearer(other) });
    expect(response.json().data.is_wishlisted).toBe(true);
  });

  it('counts one view per viewer within 30 minutes', async () => {
    // Written, then cleared, and forgotten by this process too: the tests above viewed the recipe.
    await ctx.app.viewCounter.flush();
    await ctx.db.delete(recipeViews);
    ctx.app.viewCounter.forgetViewers();
    const before = await views();
    const client = { 'user-agent': 'jest-browser/1.0', 'x-forwarded-for': '203.0.113.7' };
    const first = await ctx.app.inject({ url: `/api/single-recipe/${recipeId}`, headers: client });
    expect(first.json().data.views).toBe(before + 1);
    await ctx.app.inject({ url: `/api/single-recipe/${recipeId}`, headers: client });
    expect(await views()).toBe(before + 1);
    // Another user agent, or an account signed in, at the same address is the same viewer (issue 14).
    await ctx.app.inject({
      url: `/api/single-recipe/${recipeId}`,
      headers: { ...client, 'user-agent': 'other-browser/2.0' },
    });
    expect(await views()).toBe(before + 1);
    await ctx.app.inject({ url: `/api/single-recipe/${recipeId}`, headers: bearer(owner) });
    await ctx.app.inject({
      url: `/api/single-recipe/${recipeId}`,
      headers: { ...bearer(owner), 'user-agent': 'phone/3' },
    });
    expect(await views()).toBe(before + 1);
    // A view older than the window no longer hides a new one.
    await ctx.db.update(recipeViews).set({ viewedAt: new Date(Date.now() - 31 * 60_000) });
    // This process remembers the viewers it counted for 30 minutes too: as after a restart, the table decides.
    ctx.app.viewCounter.forgetViewers();
    await ctx.app.inject({ url: `/api/single-recipe/${recipeId}`, headers: client });
    expect(await views()).toBe(before + 2);
  });

  it('reads the recipe in one query and writes nothing while answering (issue 21)', async () => {
    // Counted where queries leave for the database (the pg pool or PGlite), prepared ones included.
    const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const sent = jest.spyOn(client, 'query');
    const spies = (['execute', 'transaction', 'insert', 'update'] as const).map((method) => jest.spyOn(ctx.db, method));
    try {
      for (const remoteAddress of ['10.60.0.1', '10.60.0.2']) {
        sent.mockClear();
        const response = await ctx.app.inject({ url: `/api/single-recipe/${recipeId}`, remoteAddress });
        expect(response.statusCode).toBe(200);
        expect(sent.mock.calls.length).toBe(1);
      }
      expect(spies.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0]);
    } finally {
      sent.mockRestore();
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('answers empty lists for a recipe without ingredients, instructions or tags', async () => {
    const bare = await createRecipe(ctx.db, {
      userId: (await createUser(ctx.db)).id,
      categoryId: categoryIds[1],
      libraryId,
      tags: [],
      ingredients: [],
      instructions: [],
    });
    const recipe: RecipeDetailDto = (await ctx.app.inject({ url: `/api/single-recipe/${bare.id}` })).json().data;
    expect(recipe).toMatchObject({ ingredients: [], instructions: [], tags: [], tag_names: [], allergen_sources: [] });
  });

  it('answers each ingredient line with the parts read from it', async () => {
    const recipe: RecipeDetailDto = (await ctx.app.inject({ url: `/api/single-recipe/${recipeId}` })).json().data;
    for (const ingredient of recipe.ingredients) {
      expect(Object.keys(ingredient)).toEqual([
        'id',
        'ingredient_name',
        'quantity',
        'quantity2',
        'unit',
        'food',
        'note',
        'item',
      ]);
    }
    const lined = await createRecipe(ctx.db, {
      userId: (await createUser(ctx.db)).id,
      categoryId: categoryIds[1],
      libraryId,
      ingredients: ['2–3 cloves garlic, crushed', '1.5 kg potatoes', 'salt to taste'],
    });
    const lines: RecipeDetailDto = (await ctx.app.inject({ url: `/api/single-recipe/${lined.id}` })).json().data;
    expect(lines.ingredients).toEqual([
      expect.objectContaining({
        ingredient_name: '2–3 cloves garlic, crushed',
        quantity: 2,
        quantity2: 3,
        unit: 'clove',
      }),
      expect.objectContaining({ ingredient_name: '1.5 kg potatoes', quantity: 1.5, quantity2: null, unit: 'kg' }),
      expect.objectContaining({ ingredient_name: 'salt to taste', quantity: null, quantity2: null, unit: null }),
    ]);
  });

  it("answers 404 'Recipe not found' for an unknown id and 422 for a non-numeric one", async () => {
    const missing = await ctx.app.inject({ url: '/api/single-recipe/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Recipe not found', request_id: expect.any(String) });
    for (const id of ['abc', '-1', '1.5', "1'%20OR%20'1'='1", '99999999999999']) {
      expect((await ctx.app.inject({ url: `/api/single-recipe/${id}` })).statusCode).toBe(422);
    }
  });
});

describe('GET /api/recipe-name/{recipe_id}', () => {
  it('answers the name for a public code', async () => {
    const response = await ctx.app.inject({ url: `/api/recipe-name/${recipeCode}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ recipe_name: 'Greek Salad' });
    expect((await ctx.app.inject({ url: `/api/recipe-name/${recipeCode.toLowerCase()}` })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed code', async () => {
    for (const code of ['FC-999999', 'nonsense', encodeURIComponent("' OR 1=1")]) {
      expect((await ctx.app.inject({ url: `/api/recipe-name/${code}` })).statusCode).toBe(404);
    }
  });
});

describe('GET /api/my-recipes', () => {
  it('needs a token', async () => {
    expect((await ctx.app.inject({ url: '/api/my-recipes' })).statusCode).toBe(401);
  });

  it("answers only the caller's recipes, paginated, optionally in one category", async () => {
    const response = await ctx.app.inject({ url: '/api/my-recipes', headers: bearer(owner) });
    expect(response.statusCode).toBe(200);
    const page = response.json().data.recipes;
    expect(page.data.map((card: RecipeSummaryDto) => card.recipe_name)).toEqual(['Hummus', 'Greek Salad']);
    expect(page).toMatchObject({
      total: 2,
      current_page: 1,
      per_page: 12,
      path: `${ctx.app.config.publicUrl}/api/my-recipes`,
    });
    const lunch = await ctx.app.inject({
      url: `/api/my-recipes?category_id=${categoryIds[0]}&page=1`,
      headers: bearer(owner),
    });
    expect(lunch.json().data.recipes.data.map((card: RecipeSummaryDto) => card.recipe_name)).toEqual(['Greek Salad']);
    // The original client sends the page as page_id; my recipes keep data.recipes.data/links.
    const second = await ctx.app.inject({ url: '/api/my-recipes?per_page=1&page_id=2', headers: bearer(owner) });
    const secondPage = second.json().data.recipes;
    expect(secondPage.current_page).toBe(2);
    expect(secondPage.data.map((card: RecipeSummaryDto) => card.recipe_name)).toEqual(['Greek Salad']);
    expect(secondPage.links.find((link: { active: boolean }) => link.active).url).toBe(
      `${ctx.app.config.publicUrl}/api/my-recipes?page=2&per_page=1`,
    );
    expect((await ctx.app.inject({ url: '/api/my-recipes?category_id=x', headers: bearer(owner) })).statusCode).toBe(
      422,
    );
  });
});

describe('GET /api/my-recipe-details/{id}', () => {
  it("answers the caller's own recipe", async () => {
    const response = await ctx.app.inject({ url: `/api/my-recipe-details/${recipeId}`, headers: bearer(owner) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.recipe_name).toBe('Greek Salad');
  });

  it("answers 404 for another user's recipe and 401 without a token", async () => {
    const response = await ctx.app.inject({ url: `/api/my-recipe-details/${recipeId}`, headers: bearer(other) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Recipe not found');
    expect((await ctx.app.inject({ url: `/api/my-recipe-details/${recipeId}` })).statusCode).toBe(401);
  });
});
