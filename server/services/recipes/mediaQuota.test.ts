import { eq, sql } from 'drizzle-orm';
import { USER_STORAGE_QUOTA_BYTES } from '../../../contract/constants';
import { recipes } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/testApp';
import { createCategory, createLibrary, createRecipe, createUser } from '../../test/fixtures';
import { statusOfDomainError } from '../../plugins/errors';
import type { DomainError } from '../errors';
import { assertWithinQuota, storedMediaBytes } from './mediaQuota';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('assertWithinQuota', () => {
  it("makes a cook's second write wait for the first and judge the sum it committed", async () => {
    const cook = await createUser(ctx.db);
    const category = await createCategory(ctx.db);
    const library = await createLibrary(ctx.db);
    const recipe = await createRecipe(ctx.db, { userId: cook.id, categoryId: category.id, libraryId: library.id });
    await ctx.db
      .update(recipes)
      .set({ videoBytes: USER_STORAGE_QUOTA_BYTES - 1000 })
      .where(eq(recipes.id, recipe.id));

    const addBytes = (tx: Parameters<Parameters<typeof ctx.db.transaction>[0]>[0]) =>
      tx
        .update(recipes)
        .set({ imageBytes: sql`${recipes.imageBytes} + 600` })
        .where(eq(recipes.id, recipe.id));
    const firstChecked = deferred();
    const releaseFirst = deferred();
    const first = ctx.db.transaction(async (tx) => {
      await assertWithinQuota(tx, cook.id, 600, { field: 'recipe_video' });
      firstChecked.resolve();
      await releaseFirst.promise;
      await addBytes(tx);
    });
    await firstChecked.promise;
    const second = ctx.db.transaction(async (tx) => {
      await assertWithinQuota(tx, cook.id, 600, { field: 'recipe_video' });
      await addBytes(tx);
    });
    // The second check must not pass against the sum from before the first write commits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    releaseFirst.resolve();
    await first;
    const refusal = await second.then(
      () => null,
      (error: DomainError) => error,
    );
    expect(refusal && statusOfDomainError(refusal)).toBe(413);
    expect(await storedMediaBytes(ctx.db, cook.id)).toBe(USER_STORAGE_QUOTA_BYTES - 400);
  });
});
