import argon2 from 'argon2';
import { asc, eq, sql } from 'drizzle-orm';
import { AGE_GROUPS, CMS_KEYS, NUTRITION_TRUSTED_COVERAGE } from '../../contract/constants';
import type { ContentBlockDto } from '../../contract/types';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { bannerVariants, imageVariants } from '../../contract/media';
import { todayIn, weekStartOf } from '../../contract/weeks';
import { createTestApp, type TestContext } from '../test/testApp';
import {
  blogs,
  categories,
  cmsBlocks,
  mealPlans,
  recipeIngredients,
  recipeInstructions,
  recipeLibraries,
  recipes,
  recipeTags,
  recipeViews,
  reviews,
  siteSettings,
  socialLinks,
  users,
  wishlists,
} from '../db/schema';
import { recipeNutrition } from '../services/nutrition/recipeNutrition';
import { SEARCH_DOCUMENT_VERSION } from '../services/recipes/searchDocument';
import { DEMO_ACCOUNTS, seedDemoContent, seedIfEmpty } from '.';

jest.setTimeout(120_000);

let context: TestContext;
let seeded: boolean;
const logLines: string[] = [];

beforeAll(async () => {
  context = await createTestApp();
  seeded = await seedIfEmpty(context.db, context.storage, (line) => logLines.push(line));
});

afterAll(async () => {
  await context?.close();
});

const countOf = async (table: typeof recipes | typeof blogs) =>
  (await context.db.select({ count: sql<number>`count(*)::int` }).from(table))[0].count;

describe('seedIfEmpty on an empty database', () => {
  it('answers that it seeded', () => {
    expect(seeded).toBe(true);
  });

  it('writes at least 48 recipes and 8 blog posts', async () => {
    expect(await countOf(recipes)).toBeGreaterThanOrEqual(48);
    expect(await countOf(blogs)).toBeGreaterThanOrEqual(8);
  });

  it('fills all 8 diet libraries and the 6 categories in order, each with recipes', async () => {
    const recipeRows = await context.db
      .select({ libraryId: recipes.recipeLibraryId, categoryId: recipes.categoryId })
      .from(recipes);
    const libraries = await context.db.select().from(recipeLibraries);
    expect(libraries).toHaveLength(8);
    for (const library of libraries) {
      expect(library.image).toMatch(/^uploads\//);
      expect(recipeRows.filter((row) => row.libraryId === library.id).length).toBeGreaterThan(0);
    }
    const categoryRows = await context.db.select().from(categories).orderBy(asc(categories.position));
    expect(categoryRows.map((row) => row.categoryName)).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Snacks',
      'Desserts',
      'Drinks',
    ]);
    for (const category of categoryRows)
      expect(recipeRows.filter((row) => row.categoryId === category.id).length).toBeGreaterThan(0);
  });

  it('covers every age group with canonical spellings', async () => {
    const rows = await context.db.selectDistinct({ ageGroup: recipes.ageGroup }).from(recipes);
    expect(rows.map((row) => row.ageGroup).sort()).toEqual([...AGE_GROUPS].sort());
  });

  it('stores each recipe’s nutrition per serving as its ingredients give it (issue 20)', async () => {
    const rows = await context.db
      .select({ id: recipes.id, servings: recipes.servingNumber, nutrition: recipes.nutrition })
      .from(recipes);
    const lines = await context.db
      .select({ recipeId: recipeIngredients.recipeId, line: recipeIngredients.ingredientName })
      .from(recipeIngredients)
      .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position));
    const coverages: number[] = [];
    for (const row of rows) {
      const own = lines.filter((line) => line.recipeId === row.id).map((line) => line.line);
      expect(row.nutrition).toEqual(recipeNutrition(own, row.servings));
      coverages.push(row.nutrition?.coverage ?? 0);
    }
    // Every demo recipe is estimated from at least 80 % of its weight (issue 35: USDA SR28 beside
    // IFCT 2017; `npx tsx scripts/nutritionCoverage.ts` lists what each still misses).
    expect(coverages.filter((coverage) => coverage < NUTRITION_TRUSTED_COVERAGE)).toEqual([]);
  });

  it("plans the demo family's week from recipes estimated from 80 % of their weight or more", async () => {
    const [maya] = await context.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
    const week = await context.db
      .select({ nutrition: recipes.nutrition })
      .from(mealPlans)
      .innerJoin(recipes, eq(recipes.id, mealPlans.recipeId))
      .where(eq(mealPlans.userId, maya.id));
    const trusted = week.filter((meal) => (meal.nutrition?.coverage ?? 0) >= NUTRITION_TRUSTED_COVERAGE);
    // The planner's nutrition row then counts every planned meal.
    expect(week).toHaveLength(17);
    expect(trusted).toHaveLength(17);
  });

  it('gives every recipe 5–12 ingredients, 4–8 steps, 3–6 tags and a matching ingredient count', async () => {
    const rows = await context.db.select().from(recipes);
    const ingredients = await context.db.select({ recipeId: recipeIngredients.recipeId }).from(recipeIngredients);
    const steps = await context.db.select({ recipeId: recipeInstructions.recipeId }).from(recipeInstructions);
    const tagLinks = await context.db.select({ recipeId: recipeTags.recipeId }).from(recipeTags);
    const countFor = (list: { recipeId: number }[], recipeId: number) =>
      list.filter((item) => item.recipeId === recipeId).length;
    for (const row of rows) {
      expect(row.recipeCode).toMatch(/^FC-\d{6}$/);
      const ingredientCount = countFor(ingredients, row.id);
      expect(ingredientCount).toBeGreaterThanOrEqual(5);
      expect(ingredientCount).toBeLessThanOrEqual(12);
      expect(row.totalIngredients).toBe(ingredientCount);
      expect(countFor(steps, row.id)).toBeGreaterThanOrEqual(4);
      expect(countFor(steps, row.id)).toBeLessThanOrEqual(8);
      expect(countFor(tagLinks, row.id)).toBeGreaterThanOrEqual(3);
      expect(countFor(tagLinks, row.id)).toBeLessThanOrEqual(6);
      expect(row.nutritionInfo).toMatch(/^Per serving: \d+ kcal/);
      expect(row.searchLabels).toMatch(/\b(teen|adult|adulthood)\b/i);
      expect(row.searchFoodKeys).not.toBe('');
      expect(row.searchDocumentVersion).toBe(SEARCH_DOCUMENT_VERSION);
      expect(row.views).toBeGreaterThanOrEqual(20);
      expect(row.views).toBeLessThanOrEqual(2000);
    }
    expect(rows.some((row) => row.recipeName.startsWith('Spaghetti'))).toBe(true);
  });

  it('stores each recipe’s review count and average exactly as its reviews give them', async () => {
    const rows = await context.db
      .select({ id: recipes.id, count: recipes.reviewsCount, average: recipes.reviewsAvg })
      .from(recipes);
    const ratings = await context.db.select({ recipeId: reviews.recipeId, rating: reviews.rating }).from(reviews);
    expect(ratings.length).toBeGreaterThan(48);
    for (const row of rows) {
      const own = ratings.filter((review) => review.recipeId === row.id).map((review) => review.rating);
      const expected = own.length
        ? Math.round((own.reduce((sum, rating) => sum + rating, 0) / own.length) * 100) / 100
        : 0;
      expect(row.count).toBe(own.length);
      expect(Number(row.average)).toBeCloseTo(expected, 5);
    }
    for (const { rating } of ratings) expect([1, 2, 3, 4, 5]).toContain(rating);
  });

  it('writes every CMS block with 6+ testimonials and one age-group card per age group', async () => {
    const blocks = await context.db.select().from(cmsBlocks);
    expect(blocks.map((block) => block.key).sort()).toEqual([...CMS_KEYS].sort());
    const byKey = new Map(blocks.map((block) => [block.key, block.content]));
    const testimonials = byKey.get('testimonial') as ContentBlockDto[];
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    for (const testimonial of testimonials) {
      expect(testimonial).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          sub_title: expect.any(String),
          description: expect.any(String),
          image: expect.any(String),
        }),
      );
    }
    expect(byKey.get('meal-planner-card')).toHaveLength(4);
    expect(byKey.get('why-choose-us')).toHaveLength(4);
    expect(byKey.get('home-banner')).toEqual(
      expect.objectContaining({
        btn_link: '/recipe-library',
        image_one: expect.any(String),
        image_three: expect.any(String),
      }),
    );
  });

  it('writes the site settings and three social links', async () => {
    const [settings] = await context.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    expect(settings.copyrightText).toBe('© 2026 Forkcast. All rights reserved.');
    expect(settings.description).toContain('<strong>');
    const links = await context.db.select().from(socialLinks);
    expect(links.map((link) => link.socialMedia).sort()).toEqual(['facebook', 'instagram', 'twitter']);
  });

  it('lets the demo accounts sign in and gives them favourites, reviews and a planned week', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await context.db.select().from(users).where(eq(users.email, account.email));
      expect(await argon2.verify(user.passwordHash, account.password)).toBe(true);
      expect(user.avatar).toMatch(/^uploads\//);
      const favourites = await context.db.select().from(wishlists).where(eq(wishlists.userId, user.id));
      expect(favourites.length).toBeGreaterThanOrEqual(5);
      const written = await context.db.select().from(reviews).where(eq(reviews.userId, user.id));
      expect(written.length).toBeGreaterThan(2);
      const plan = await context.db.select().from(mealPlans).where(eq(mealPlans.userId, user.id));
      // Issue 38: the demo week is this week (UTC), so the planner opens on it.
      expect(new Set(plan.map((meal) => meal.weekStart))).toEqual(new Set([weekStartOf(todayIn(null))]));
      expect(new Set(plan.map((meal) => meal.day)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(plan.map((meal) => meal.categoryId)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('records views of the last 14 days for trending', async () => {
    const [{ count }] = await context.db
      .select({ count: sql<number>`count(*)::int` })
      .from(recipeViews)
      .where(sql`${recipeViews.viewedAt} > now() - interval '14 days'`);
    expect(count).toBeGreaterThan(100);
  });

  it('stores every referenced image, in every width', async () => {
    const paths: string[] = [];
    const [settings] = await context.db.select().from(siteSettings);
    paths.push(settings.logo, settings.favicon);
    paths.push(...(await context.db.select({ path: recipes.recipeImage }).from(recipes)).map((row) => row.path));
    paths.push(
      ...(await context.db.select({ path: recipeLibraries.image }).from(recipeLibraries)).map((row) => row.path),
    );
    for (const blog of await context.db.select().from(blogs)) paths.push(blog.image, blog.authorImage);
    for (const user of await context.db.select().from(users)) if (user.avatar) paths.push(user.avatar);
    for (const block of await context.db.select().from(cmsBlocks)) {
      const items = Array.isArray(block.content) ? block.content : [block.content];
      for (const item of items) {
        for (const field of ['image', 'image_one', 'image_two', 'image_three', 'icon'] as const) {
          const value = item[field];
          if (value) paths.push(value);
        }
      }
    }
    expect(paths.length).toBeGreaterThan(80);
    for (const path of paths) {
      const variants = imageVariants(path);
      expect(variants).toHaveLength(3);
      for (const variant of variants) expect(await context.storage.exists(variant.path)).toBe(true);
    }
  });

  it('gives every recipe a picture of its own, with banner crops 1600 × 600 and 800 × 300', async () => {
    const paths = (await context.db.select({ path: recipes.recipeImage }).from(recipes)).map((row) => row.path);
    expect(new Set(paths).size).toBe(paths.length);
    const hashes = new Set<string>();
    for (const stored of paths) {
      const file = path.join(context.config.uploadsDir, stored.replace(/^uploads\//, ''));
      hashes.add(createHash('sha256').update(readFileSync(file)).digest('hex'));
      const banners = bannerVariants(stored);
      expect(banners).toHaveLength(2);
      for (const banner of banners) {
        const bannerFile = path.join(context.config.uploadsDir, banner.path.replace(/^uploads\//, ''));
        const { width, height } = await sharp(bannerFile).metadata();
        expect({ width, height }).toEqual({ width: banner.width, height: (banner.width * 3) / 8 });
      }
    }
    expect(hashes.size).toBe(paths.length);
  });

  it('does nothing on a second call', async () => {
    const before = await countOf(recipes);
    expect(await seedIfEmpty(context.db, context.storage, () => undefined)).toBe(false);
    expect(await countOf(recipes)).toBe(before);
  });
});

describe('seedDemoContent when a write fails', () => {
  let failing: TestContext;

  beforeAll(async () => {
    failing = await createTestApp();
  });

  afterAll(async () => {
    await failing?.close();
  });

  it('leaves the database empty and removes the images it generated', async () => {
    // A settings row already there makes the last step of the transaction fail.
    await failing.db
      .insert(siteSettings)
      .values({ id: 1, logo: 'logo.png', favicon: 'favicon.png', description: '', copyrightText: '' });
    const written: string[] = [];
    const recordingStorage = {
      ...failing.storage,
      async put(relativeKey: string, data: Buffer) {
        const stored = await failing.storage.put(relativeKey, data);
        written.push(stored);
        return stored;
      },
    };
    await expect(seedDemoContent(failing.db, recordingStorage, () => undefined)).rejects.toThrow();
    const [{ count }] = await failing.db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(count).toBe(0);
    expect(await failing.db.select().from(recipes)).toHaveLength(0);
    expect(written.length).toBeGreaterThan(0);
    for (const stored of written) expect(await failing.storage.exists(stored)).toBe(false);
  });
});
