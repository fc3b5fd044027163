/** A view counts once per address, and once per account when signed in, whatever the user agent. */
import { eq } from 'drizzle-orm';
import { recipes, recipeViews } from '../db/schema';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let owner: TestUser;
let category: { id: number };
let library: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db);
  category = await createCategory(ctx.db);
  library = await createLibrary(ctx.db);
}, 60_000);
afterAll(() => ctx.close());

async function newRecipe(): Promise<number> {
  return (await createRecipe(ctx.db, { userId: owner.id, categoryId: category.id, libraryId: library.id })).id;
}

/** The stored counts, once the views counted in memory are written. */
async function viewsOf(recipeId: number): Promise<{ counter: number; rows: number }> {
  await ctx.app.viewCounter.flush();
  const [recipe] = await ctx.db.select({ views: recipes.views }).from(recipes).where(eq(recipes.id, recipeId));
  const rows = await ctx.db.select().from(recipeViews).where(eq(recipeViews.recipeId, recipeId));
  return { counter: recipe.views, rows: rows.length };
}

const view = (recipeId: number, remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/single-recipe/${recipeId}`, remoteAddress, headers });

describe('recipe views', () => {
  it('counts 50 requests from one address with 50 user agents as one view', async () => {
    const recipeId = await newRecipe();
    const before = await viewsOf(recipeId);
    for (let agent = 1; agent <= 50; agent += 1) {
      expect((await view(recipeId, '10.30.0.1', { 'user-agent': `browser-${agent}/1.0` })).statusCode).toBe(200);
    }
    expect(await viewsOf(recipeId)).toEqual({ counter: before.counter + 1, rows: before.rows + 1 });
  });

  it('counts 50 concurrent requests from one address with 50 user agents as one view', async () => {
    const recipeId = await newRecipe();
    const before = await viewsOf(recipeId);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, agent) => view(recipeId, '10.30.0.2', { 'user-agent': `browser-${agent}/1.0` })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await viewsOf(recipeId)).toEqual({ counter: before.counter + 1, rows: before.rows + 1 });
  });

  it('counts an address once whoever signs in there, and an account once wherever it signs in', async () => {
    const recipeId = await newRecipe();
    const [reader, other] = [await createUser(ctx.db), await createUser(ctx.db)];
    const signedIn = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
    const before = await viewsOf(recipeId);
    await view(recipeId, '10.30.1.1');
    await view(recipeId, '10.30.1.1', signedIn(reader));
    await view(recipeId, '10.30.1.1', signedIn(other));
    expect((await viewsOf(recipeId)).counter).toBe(before.counter + 1);
    // The reader, not counted yet, at a new address is a new view; then the reader is counted wherever it goes.
    await view(recipeId, '10.30.1.2', signedIn(reader));
    expect((await viewsOf(recipeId)).counter).toBe(before.counter + 2);
    await view(recipeId, '10.30.1.3', signedIn(reader));
    await view(recipeId, '10.30.1.2', signedIn(other));
    expect((await viewsOf(recipeId)).counter).toBe(before.counter + 2);
    // A view older than the window no longer hides a new one.
    await ctx.db
      .update(recipeViews)
      .set({ viewedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(recipeViews.recipeId, recipeId));
    // This process remembers the viewers it counted for 30 minutes too: as after a restart, the table decides.
    ctx.app.viewCounter.forgetViewers();
    await view(recipeId, '10.30.1.1', { 'user-agent': 'any' });
    expect((await viewsOf(recipeId)).counter).toBe(before.counter + 3);
    expect((await viewsOf(recipeId)).rows).toBe(before.rows + 3);
  });

  it('never stores the address in clear', async () => {
    const recipeId = await newRecipe();
    await view(recipeId, '10.30.2.77');
    await ctx.app.viewCounter.flush();
    const rows = await ctx.db.select().from(recipeViews).where(eq(recipeViews.recipeId, recipeId));
    expect(rows).toHaveLength(1);
    expect(rows[0].viewerKey).toMatch(/^client:[0-9a-f]{64}$/);
    expect(rows[0].viewerKey).not.toContain('10.30.2.77');
  });
});
