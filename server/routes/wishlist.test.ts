import { eq } from 'drizzle-orm';
import { wishlists } from '../db/schema';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let cook: TestUser;
let other: TestUser;
let breakfastId: number;
let dinnerId: number;
let libraryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  cook = await createUser(ctx.db);
  other = await createUser(ctx.db);
  breakfastId = (await createCategory(ctx.db, 'Breakfast', 1)).id;
  dinnerId = (await createCategory(ctx.db, 'Dinner', 2)).id;
  libraryId = (await createLibrary(ctx.db)).id;
}, 60_000);
afterAll(() => ctx.close());

const newRecipe = (categoryId = dinnerId) => createRecipe(ctx.db, { userId: other.id, categoryId, libraryId });
const toggle = (recipeId: number | string, user: TestUser | null = cook) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/wishlist/${recipeId}`,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
  });
const listWishlist = (query = '', user: TestUser = cook) =>
  ctx.app.inject({
    url: `/api/wishlists${query}`,
    headers: { authorization: `Bearer ${user.token}` },
  });
const rowsFor = (userId: number, recipeId: number) =>
  ctx.db
    .select()
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .then((rows) => rows.filter((row) => row.recipeId === recipeId));

describe('POST /api/wishlist/{id}', () => {
  it('answers 401 without a token', async () => {
    const recipe = await newRecipe();
    const response = await toggle(recipe.id, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });

  it('adds, then removes, answering the entries for that recipe', async () => {
    const recipe = await newRecipe();
    const added = await toggle(recipe.id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      success: true,
      message: 'Added to favorites',
      data: [{ id: expect.any(Number), recipe_id: recipe.id, user_id: cook.id }],
    });

    const removed = await toggle(recipe.id);
    expect(removed.json()).toEqual({
      success: true,
      message: 'Removed from favorites',
      data: [],
    });
    expect(await rowsFor(cook.id, recipe.id)).toHaveLength(0);
  });

  it("leaves another user's favourite alone", async () => {
    const recipe = await newRecipe();
    await toggle(recipe.id, other);
    await toggle(recipe.id);
    await toggle(recipe.id);
    expect(await rowsFor(other.id, recipe.id)).toHaveLength(1);
  });

  it('never leaves more than one row under concurrent toggles', async () => {
    const recipe = await newRecipe();
    for (const burst of [2, 5, 8]) {
      const responses = await Promise.all(Array.from({ length: burst }, () => toggle(recipe.id)));
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      expect((await rowsFor(cook.id, recipe.id)).length).toBeLessThanOrEqual(1);
    }
  });

  it('answers 404 for an unknown recipe and 422 for an id that is not a number', async () => {
    const unknown = await toggle(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      message: 'Recipe not found',
      request_id: expect.any(String),
    });
    expect((await toggle('abc')).statusCode).toBe(422);
    expect((await toggle("1';drop table wishlists;--")).statusCode).toBe(422);
  });
});

describe('GET /api/wishlists', () => {
  let saver: TestUser;
  const savedIds: number[] = [];

  beforeAll(async () => {
    saver = await createUser(ctx.db);
    for (let index = 0; index < 14; index += 1) {
      const recipe = await newRecipe(index % 2 === 0 ? breakfastId : dinnerId);
      await toggle(recipe.id, saver);
      savedIds.push(recipe.id);
    }
  }, 60_000);

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/api/wishlists' })).statusCode).toBe(401);
  });

  it('answers a paginated list, newest favourite first, every card wishlisted', async () => {
    const response = await listWishlist('', saver);
    expect(response.statusCode).toBe(200);
    const { wishlist } = response.json().data;
    expect(wishlist.total).toBe(14);
    expect(wishlist.per_page).toBe(12);
    expect(wishlist.last_page).toBe(2);
    expect(wishlist.data.map((card: { id: number }) => card.id)).toEqual([...savedIds].reverse().slice(0, 12));
    expect(wishlist.data.every((card: { is_wishlisted: boolean }) => card.is_wishlisted)).toBe(true);
    expect(wishlist.links[0]).toEqual({
      url: null,
      label: '&laquo; Previous',
      active: false,
    });
    expect(wishlist.links.at(-1)).toEqual({
      url: `${ctx.app.config.publicUrl}/api/wishlists?page=2`,
      label: 'Next &raquo;',
      active: false,
    });

    const second = (await listWishlist('?page=2', saver)).json().data.wishlist;
    expect(second.data.map((card: { id: number }) => card.id)).toEqual([savedIds[1], savedIds[0]]);
    // The original client sends the page as page_id.
    const byPageId = (await listWishlist('?page_id=2', saver)).json().data.wishlist;
    expect(byPageId.current_page).toBe(2);
    expect(byPageId.data.map((card: { id: number }) => card.id)).toEqual([savedIds[1], savedIds[0]]);
  });

  it('filters by category_id and keeps it in the page links; empty means all', async () => {
    const { wishlist } = (await listWishlist(`?category_id=${breakfastId}&per_page=5`, saver)).json().data;
    expect(wishlist.total).toBe(7);
    expect(wishlist.data.every((card: { category: { id: number } }) => card.category.id === breakfastId)).toBe(true);
    expect(wishlist.next_page_url).toBe(
      `${ctx.app.config.publicUrl}/api/wishlists?page=2&category_id=${breakfastId}&per_page=5`,
    );
    expect((await listWishlist('?category_id=', saver)).json().data.wishlist.total).toBe(14);
    expect((await listWishlist('?category_id=x', saver)).statusCode).toBe(422);
  });

  it("shows only the caller's favourites", async () => {
    const { wishlist } = (await listWishlist('', await createUser(ctx.db))).json().data;
    expect(wishlist.total).toBe(0);
    expect(wishlist.data).toEqual([]);
  });
});
