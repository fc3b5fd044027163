import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { blogs, cmsBlocks, recipes, users } from '../../db/schema';
import { seedIfEmpty } from '../../seed';
import { createTestApp, type TestContext } from '../../test/testApp';
import { createCategory, createLibrary, createRecipe, createUser } from '../../test/fixtures';
import { sweepOrphanUploads, SWEEP_MIN_AGE_MS } from './uploadSweep';

const HOUR_AGO = (Date.now() - 60 * 60 * 1000) / 1000;

describe('sweepOrphanUploads', () => {
  let ctx: TestContext;
  let scratchDir: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    scratchDir = path.join(ctx.config.dataDir, 'upload-scratch');
  });
  afterAll(() => ctx.close());

  /** Writes a file under the uploads folder, last modified an hour ago unless `fresh`. */
  function file(relative: string, options: { fresh?: boolean; root?: string } = {}): string {
    const full = path.join(options.root ?? ctx.config.uploadsDir, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'bytes');
    if (!options.fresh) utimesSync(full, HOUR_AGO, HOUR_AGO);
    return full;
  }
  const present = (relative: string) => existsSync(path.join(ctx.config.uploadsDir, relative));
  const variants = (stem: string) => [320, 640, 1024].map((width) => `${stem}-${width}.webp`);

  it('removes nothing while the database refers to no upload (an empty or wrong database)', async () => {
    file('recipes/lonely-640.webp');
    const result = await sweepOrphanUploads({ db: ctx.db, storage: ctx.storage });
    expect(result.removed).toEqual([]);
    expect(present('recipes/lonely-640.webp')).toBe(true);
  });

  it('removes stale orphans and partial files, keeps every referenced file and every young one', async () => {
    const owner = await createUser(ctx.db);
    await ctx.db.update(users).set({ avatar: 'uploads/avatars/me-640.webp' }).where(eq(users.id, owner.id));
    const category = await createCategory(ctx.db);
    const library = await createLibrary(ctx.db, 'Vegan', 'uploads/libraries/vegan-640.webp');
    const recipe = await createRecipe(ctx.db, {
      userId: owner.id,
      categoryId: category.id,
      libraryId: library.id,
      recipeImage: 'uploads/recipes/dish-640.webp',
      recipeVideo: 'uploads/videos/dish.mp4',
    });
    await ctx.db.insert(blogs).values({
      slug: 'sweep',
      title: 'Sweep',
      description: '<p>x</p>',
      image: 'uploads/blogs/post-640.webp',
      categoryName: 'News',
      authorName: 'Ann',
      authorImage: 'uploads/avatars/ann-640.webp',
    });
    await ctx.db
      .insert(cmsBlocks)
      .values({ key: 'sweep-test', content: [{ title: 'Hero', image: 'uploads/cms/hero-640.webp' }] });

    const kept = [
      ...variants('avatars/me'),
      ...variants('libraries/vegan'),
      ...variants('recipes/dish'),
      'videos/dish.mp4',
      ...variants('blogs/post'),
      ...variants('avatars/ann'),
      ...variants('cms/hero'),
    ];
    const orphans = [
      ...variants('recipes/never-committed'),
      'videos/never-committed.webm',
      'videos/cut-off.mp4.Ab12Cd.partial',
      'recipes/dish-640.webp.partial',
      'recipes/lonely-640.webp',
    ];
    const young = ['recipes/in-progress-640.webp', 'videos/in-progress.mp4.Zz99Yy.partial'];
    for (const relative of [...kept, ...orphans]) file(relative);
    for (const relative of young) file(relative, { fresh: true });
    file('upload-AbCdEf/x1', { root: scratchDir });
    file('upload-GhIjKl/y2', { root: scratchDir, fresh: true });
    utimesSync(path.join(scratchDir, 'upload-AbCdEf'), HOUR_AGO, HOUR_AGO);

    const result = await sweepOrphanUploads({ db: ctx.db, storage: ctx.storage, scratchDir });

    expect(result.removed.sort()).toEqual([...orphans, 'scratch:upload-AbCdEf'].sort());
    expect(result.referenced).toBe(kept.length);
    for (const relative of [...kept, ...young]) expect(present(relative)).toBe(true);
    for (const relative of orphans) expect(present(relative)).toBe(false);
    expect(existsSync(path.join(scratchDir, 'upload-GhIjKl/y2'))).toBe(true);
    expect(existsSync(path.join(scratchDir, 'upload-AbCdEf'))).toBe(false);

    // A recipe deleted since: its files become orphans on the next sweep.
    await ctx.db.delete(recipes).where(eq(recipes.id, recipe.id));
    const again = await sweepOrphanUploads({ db: ctx.db, storage: ctx.storage });
    expect(again.removed.sort()).toEqual([...variants('recipes/dish'), 'videos/dish.mp4'].sort());
  });

  it(`waits ${SWEEP_MIN_AGE_MS / 60_000} minutes by default before a file counts as stale`, async () => {
    file('recipes/just-written-640.webp', { fresh: true });
    const result = await sweepOrphanUploads({ db: ctx.db, storage: ctx.storage });
    expect(result.removed).toEqual([]);
    const later = await sweepOrphanUploads({
      db: ctx.db,
      storage: ctx.storage,
      now: Date.now() + SWEEP_MIN_AGE_MS + 1000,
    });
    // The young files of the test above have aged too by then.
    expect(later.removed.sort()).toEqual(
      ['recipes/in-progress-640.webp', 'recipes/just-written-640.webp', 'videos/in-progress.mp4.Zz99Yy.partial'].sort(),
    );
  });
});

describe('sweepOrphanUploads on the seeded demo content', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIfEmpty(ctx.db, ctx.storage, () => undefined);
  }, 240_000);
  afterAll(() => ctx.close());

  it('removes none of the seeded media (recipes, avatars, libraries, blogs, CMS, logo)', async () => {
    const result = await sweepOrphanUploads({ db: ctx.db, storage: ctx.storage, minAgeMs: 0 });
    expect(result.removed).toEqual([]);
    expect(result.referenced).toBeGreaterThan(100);
  });
});
