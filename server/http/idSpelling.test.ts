import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

/**
 * Issue 33 §7: an id has one spelling. 'm-01' was read as 'm-1' (and '01' as 1 in every path):
 * a leading zero, a sign or a space is refused as any other bad id is (422 for numeric ids,
 * 404 for a shopping-list item's id).
 */

let ctx: TestContext;
let cook: TestUser;
let recipeId: number;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  cook = await createUser(ctx.db, { name: 'Id Tester' });
  categoryId = (await createCategory(ctx.db, 'Dinner')).id;
  const libraryId = (await createLibrary(ctx.db, 'Vegetarian')).id;
  recipeId = (await createRecipe(ctx.db, { userId: cook.id, categoryId, libraryId, recipeName: 'Plain soup' })).id;
}, 60_000);
afterAll(() => ctx.close());

const send = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${cook.token}` }, payload });

const otherSpellings = (id: number) => [`0${id}`, `00${id}`, `+${id}`, `%20${id}`, `${id}%20`, `${id}.0`];

describe('ids in one spelling only', () => {
  it('refuses a recipe id with a leading zero, a sign or a space (422), and reads the plain one', async () => {
    expect((await send('GET', `/api/single-recipe/${recipeId}`)).statusCode).toBe(200);
    for (const spelling of otherSpellings(recipeId)) {
      const response = await send('GET', `/api/single-recipe/${spelling}`);
      expect([spelling, response.statusCode]).toEqual([spelling, 422]);
    }
    expect((await send('GET', '/api/single-recipe/0')).statusCode).toBe(422);
  });

  it('refuses list filters and member ids spelled with a leading zero; 0 still means no filter', async () => {
    expect((await send('GET', '/api/guest/recipes?category_id=0')).statusCode).toBe(200);
    expect((await send('GET', `/api/guest/recipes?category_id=${categoryId}`)).statusCode).toBe(200);
    for (const url of [
      `/api/guest/recipes?category_id=0${categoryId}`,
      '/api/guest/recipes?category_id=00',
      `/api/guest/recipes?tag_id=%2B1`,
      `/api/wishlists?category_id=0${categoryId}`,
      `/api/meal-conflicts/${recipeId}?member_ids=01`,
      `/api/meal-conflicts/0${recipeId}`,
    ]) {
      const response = await send('GET', url);
      expect([url, response.statusCode]).toEqual([url, 422]);
    }
  });

  it("answers 404 to a typed shopping item's id spelled another way ('m-01' is not 'm-1')", async () => {
    const added = await send('POST', '/api/shopping-list/items', { name: 'kitchen roll' });
    expect(added.statusCode).toBe(201);
    const id = (added.json() as { data: { id: string } }).data.id;
    const row = Number(/^m-(\d+)$/.exec(id)?.[1]);
    expect(row).toBeGreaterThan(0);
    for (const spelling of [`m-0${row}`, `m-00${row}`, `m-+${row}`, `m-%20${row}`, `M-${row}`]) {
      const patched = await send('PATCH', `/api/shopping-list/items/${spelling}`, { checked: true });
      expect([spelling, patched.statusCode]).toEqual([spelling, 404]);
      const removed = await send('DELETE', `/api/shopping-list/items/${spelling}`);
      expect([spelling, removed.statusCode]).toEqual([spelling, 404]);
    }
    expect((await send('PATCH', `/api/shopping-list/items/${id}`, { checked: true })).statusCode).toBe(200);
    expect((await send('DELETE', `/api/shopping-list/items/${id}`)).statusCode).toBe(200);
  });
});
