import { categories, recipeLibraries, siteSettings, socialLinks } from '../db/schema';
import { createCategory, createLibrary, createRecipe, createUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url });

describe('GET /api/site-settings', () => {
  it('answers 404 before the settings row exists', async () => {
    const response = await get('/api/site-settings');
    expect(response.statusCode).toBe(404);
  });

  it('answers the settings with the description sanitised', async () => {
    await ctx.db.insert(siteSettings).values({
      id: 1,
      logo: 'uploads/site/logo.webp',
      favicon: 'uploads/site/favicon.png',
      description:
        '<p onclick="steal()">Cook <strong>together</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      copyrightText: '© 2026 Forkcast',
    });
    const response = await get('/api/site-settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: '',
      data: {
        logo: 'uploads/site/logo.webp',
        favicon: 'uploads/site/favicon.png',
        description: '<p>Cook <strong>together</strong></p><a>x</a>',
        copyright_text: '© 2026 Forkcast',
      },
    });
  });
});

describe('GET /api/social-links', () => {
  it('answers the links ordered by position', async () => {
    await ctx.db.insert(socialLinks).values([
      {
        socialMedia: 'instagram',
        profileLink: 'https://instagram.com/forkcast',
        position: 2,
      },
      {
        socialMedia: 'facebook',
        profileLink: 'https://facebook.com/forkcast',
        position: 1,
      },
    ]);
    const response = await get('/api/social-links');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: expect.any(Number),
        social_media: 'facebook',
        profile_link: 'https://facebook.com/forkcast',
      },
      {
        id: expect.any(Number),
        social_media: 'instagram',
        profile_link: 'https://instagram.com/forkcast',
      },
    ]);
  });
});

describe('categories, libraries and tags', () => {
  let dinner: typeof categories.$inferSelect;
  let breakfast: typeof categories.$inferSelect;
  let vegan: typeof recipeLibraries.$inferSelect;
  let keto: typeof recipeLibraries.$inferSelect;
  let empty: typeof recipeLibraries.$inferSelect;

  beforeAll(async () => {
    dinner = await createCategory(ctx.db, 'Dinner', 3);
    breakfast = await createCategory(ctx.db, 'Breakfast', 1);
    vegan = await createLibrary(ctx.db, 'Vegan');
    keto = await createLibrary(ctx.db, 'Keto');
    empty = await createLibrary(ctx.db, 'Paleo');
    const user = await createUser(ctx.db);
    const base = { userId: user.id, categoryId: dinner.id };
    await createRecipe(ctx.db, {
      ...base,
      libraryId: vegan.id,
      tags: ['quick', 'green'],
    });
    await createRecipe(ctx.db, {
      ...base,
      libraryId: vegan.id,
      tags: ['quick'],
    });
    await createRecipe(ctx.db, {
      ...base,
      libraryId: keto.id,
      tags: ['<b>bold</b>'],
    });
  });

  it('answers categories ordered by position', async () => {
    const response = await get('/api/categories');
    expect(response.json().data).toEqual([
      { id: breakfast.id, category_name: 'Breakfast' },
      { id: dinner.id, category_name: 'Dinner' },
    ]);
  });

  it('answers libraries with their recipe counts, empty libraries included', async () => {
    const response = await get('/api/recipe-libraries');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: vegan.id,
        diet_name: 'Vegan',
        image: vegan.image,
        recipes_count: 2,
      },
      { id: keto.id, diet_name: 'Keto', image: keto.image, recipes_count: 1 },
      {
        id: empty.id,
        diet_name: 'Paleo',
        image: empty.image,
        recipes_count: 0,
      },
    ]);
  });

  it('answers the tags in use, each once, by name', async () => {
    const response = await get('/api/tags');
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((tag: { tag_name: string }) => tag.tag_name);
    expect(names).toEqual(['<b>bold</b>', 'green', 'quick']);
  });

  it('limits the tags to one library with recipe_library_id; empty means all', async () => {
    const inVegan = await get(`/api/tags?recipe_library_id=${vegan.id}`);
    expect(inVegan.json().data.map((tag: { tag_name: string }) => tag.tag_name)).toEqual(['green', 'quick']);
    expect((await get(`/api/tags?recipe_library_id=${empty.id}`)).json().data).toEqual([]);
    expect((await get('/api/tags?recipe_library_id=')).json().data).toHaveLength(3);
  });

  it('answers 422 for a recipe_library_id that is not a whole number', async () => {
    const response = await get('/api/tags?recipe_library_id=abc');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.recipe_library_id).toBeDefined();
  });
});
