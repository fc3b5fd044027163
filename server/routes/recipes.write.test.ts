import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { VALIDATION as V } from '../../contract/messages';
import { RECIPE_TEXT_MESSAGES } from '../../contract/schemas';
import type { RecipeDetailDto, RecipeSummaryDto } from '../../contract/types';
import { recipeIngredients, recipeInstructions, recipes, recipeTags } from '../db/schema';
import { createTestApp, type TestContext } from '../test/testApp';
import {
  createCategory,
  createLibrary,
  createUser,
  multipartForm,
  type FormPart,
  type TestUser,
} from '../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let categoryId: number;
let libraryId: number;
let png: Buffer;
let otherPng: Buffer;

/** The first bytes of an MP4 file: a 24-byte `ftyp` box (the server checks magic bytes only). */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.alloc(12),
  Buffer.from('moov'),
]);
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(28)]);

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db, { name: 'Olive Owner' });
  other = await createUser(ctx.db, { name: 'Otto Other' });
  categoryId = (await createCategory(ctx.db, 'Dinner')).id;
  libraryId = (await createLibrary(ctx.db, 'Vegetarian')).id;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  otherPng = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#27ae60' } })
    .png()
    .toBuffer();
}, 60_000);
afterAll(() => ctx.close());

function textFields(overrides: Record<string, string | null> = {}): FormPart[] {
  const fields: Record<string, string> = {
    recipe_name: 'Lentil Stew',
    category_id: String(categoryId),
    recipe_library_id: String(libraryId),
    age_group: 'middle',
    serving_number: '4',
    cooking_time: '40',
    preparation_time: '15',
    nutrition_info: '420 kcal',
    resource_link: 'https://example.com/lentils',
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (value === null) delete fields[name];
    else fields[name] = value;
  }
  return [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'tags[0]', value: 'Stew' },
    { name: 'tags[1]', value: 'lentils' },
    { name: 'tags[2]', value: 'stew' },
    { name: 'ingredients[0]', value: 'red lentils' },
    { name: 'ingredients[1]', value: '' },
    { name: 'ingredients[2]', value: 'carrot' },
    { name: 'instructions[0]', value: 'Simmer the lentils.' },
    { name: 'instructions[1]', value: 'Season and serve.' },
  ];
}

const image = (data: Buffer = png, filename = 'photo.png'): FormPart => ({
  name: 'recipe_image',
  filename,
  contentType: 'image/png',
  data,
});
const video = (data: Buffer = mp4, filename = 'clip.mp4'): FormPart => ({
  name: 'recipe_video',
  filename,
  contentType: 'video/mp4',
  data,
});

function post(url: string, parts: FormPart[], user: TestUser | null = owner) {
  const form = multipartForm(parts);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
  });
}

function uploadedFiles(): string[] {
  const root = ctx.config.uploadsDir;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

async function rowCounts() {
  const count = async (
    table: typeof recipes | typeof recipeIngredients | typeof recipeInstructions | typeof recipeTags,
  ) => Number((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n);
  return {
    recipes: await count(recipes),
    ingredients: await count(recipeIngredients),
    instructions: await count(recipeInstructions),
    tags: await count(recipeTags),
  };
}

const fileExists = (relative: string) => ctx.storage.exists(relative);

describe('POST /api/recipe/store', () => {
  it('stores the recipe, its image variants and video, and answers 201 with the details', async () => {
    const response = await post('/api/recipe/store', [...textFields(), image(), video()]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Recipe added Successfully');
    const recipe: RecipeDetailDto = body.data;
    expect(recipe).toMatchObject({
      recipe_id: `FC-${String(recipe.id).padStart(6, '0')}`,
      recipe_name: 'Lentil Stew',
      age_group: 'middle-adulthood',
      serving_number: 4,
      cooking_time: 40,
      preparation_time: 15,
      nutrition_info: '420 kcal',
      resource_link: 'https://example.com/lentils',
      total_ingredients: 2,
      recipe_creator: 'Olive Owner',
      tag_names: [
        { id: expect.any(Number), tag_name: 'lentils' },
        { id: expect.any(Number), tag_name: 'stew' },
      ],
    });
    expect(recipe.ingredients.map((item) => item.ingredient_name)).toEqual(['red lentils', 'carrot']);
    // Each line is kept as written and read into its parts (issue 18).
    expect(recipe.ingredients.map(({ quantity, unit, food }) => ({ quantity, unit, food }))).toEqual([
      { quantity: null, unit: null, food: 'lentil' },
      { quantity: null, unit: null, food: 'carrot' },
    ]);
    expect(recipe.instructions.map((item) => item.step)).toEqual(['Simmer the lentils.', 'Season and serve.']);
    // `.wide`: the image has banner crops too (contract/media.ts, bannerVariants).
    expect(recipe.recipe_image).toMatch(/^uploads\/recipes\/[\w-]+\.wide-640\.webp$/);
    expect(recipe.recipe_video).toMatch(/^uploads\/videos\/[\w-]+\.mp4$/);
    for (const width of [320, 640, 1024])
      expect(await fileExists(recipe.recipe_image.replace('-640.', `-${width}.`))).toBe(true);
    expect(await fileExists(recipe.recipe_video as string)).toBe(true);

    const search = await ctx.app.inject({ url: '/api/recipes/search?search=lentil' });
    expect(search.json().data.map((result: { id: number }) => result.id)).toContain(recipe.id);
  });

  it('accepts tags[], repeated tags and a WebM video, and stores meta-characters as plain text', async () => {
    const name = `<script>alert(1)</script> '; DROP TABLE recipes; --`;
    const parts = textFields({ recipe_name: name }).filter((part) => !part.name.startsWith('tags'));
    const response = await post('/api/recipe/store', [
      ...parts,
      { name: 'tags[]', value: 'Quick' },
      { name: 'tags', value: 'easy' },
      image(),
      video(webm, 'clip.webm'),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.recipe_name).toBe(name);
    expect(response.json().data.tag_names.map((tag: { tag_name: string }) => tag.tag_name)).toEqual(['easy', 'quick']);
    expect(response.json().data.recipe_video).toMatch(/\.webm$/);
  });

  it('refuses a recipe name over the limits its hint announces, in words a person reads (issue 15)', async () => {
    const tooManyWords = Array.from({ length: 31 }, () => 'pea').join(' ');
    const words = await post('/api/recipe/store', [...textFields({ recipe_name: tooManyWords }), image()]);
    expect(words.statusCode).toBe(422);
    expect(words.json()).toMatchObject({
      message: RECIPE_TEXT_MESSAGES.recipeNameWords,
      errors: { recipe_name: [RECIPE_TEXT_MESSAGES.recipeNameWords] },
    });
    const long = await post('/api/recipe/store', [
      ...textFields({ recipe_name: 'x'.repeat(201), nutrition_info: 'word '.repeat(1001) }),
      image(),
    ]);
    expect(long.json().errors).toMatchObject({
      recipe_name: [RECIPE_TEXT_MESSAGES.recipeNameLength],
      nutrition_info: [RECIPE_TEXT_MESSAGES.nutritionWords],
    });
    expect(JSON.stringify(long.json().message)).not.toMatch(/recipe_name|nutrition_info/);
  });

  it('answers 422 with every message of SPEC.md §5 for an empty form', async () => {
    const before = await rowCounts();
    const response = await post('/api/recipe/store', [{ name: 'unknown', value: 'x' }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      recipe_name: [V.recipeNameRequired],
      category_id: [V.categoryRequired],
      recipe_library_id: [V.libraryRequired],
      age_group: [V.ageGroupRequired],
      serving_number: [V.servingRequired],
      cooking_time: [V.cookingTimeRequired],
      preparation_time: [V.preparationTimeRequired],
      nutrition_info: [V.nutritionRequired],
      tags: [V.tagRequired],
      ingredients: [V.ingredientRequired],
      instructions: [V.instructionRequired],
      recipe_image: [V.thumbnailRequired],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['recipe_image', () => [...textFields()], V.thumbnailRequired],
    ['serving_number', () => [...textFields({ serving_number: 'four' }), image()], V.servingRequired],
    ['cooking_time', () => [...textFields({ cooking_time: '-3' }), image()], V.cookingTimeRequired],
    ['preparation_time', () => [...textFields({ preparation_time: '1.5' }), image()], V.preparationTimeRequired],
    ['age_group', () => [...textFields({ age_group: 'toddler' }), image()], V.ageGroupRequired],
    ['resource_link', () => [...textFields({ resource_link: 'not a url' }), image()], V.resourceLinkInvalid],
    ['resource_link', () => [...textFields({ resource_link: '//evil.example/x' }), image()], V.resourceLinkInvalid],
    ['resource_link', () => [...textFields({ resource_link: 'javascript:alert(1)' }), image()], V.resourceLinkInvalid],
    ['resource_link', () => [...textFields({ resource_link: '/x' }), image()], V.resourceLinkInvalid],
    ['resource_link', () => [...textFields({ resource_link: 'http:/evil.example' }), image()], V.resourceLinkInvalid],
    ['serving_number', () => [...textFields({ serving_number: '0x5' }), image()], V.servingRequired],
    ['category_id', () => [...textFields({ category_id: '2147483648' }), image()], V.categoryRequired],
    ['category_id', () => [...textFields({ category_id: '999999' }), image()], V.categoryRequired],
    ['recipe_library_id', () => [...textFields({ recipe_library_id: '999999' }), image()], V.libraryRequired],
    ['category_id', () => [...textFields({ category_id: '1e300' }), image()], V.categoryRequired],
    [
      'tags',
      () => [
        ...textFields(),
        ...Array.from({ length: 11 }, (_, index) => ({ name: `tags[${index + 3}]`, value: `tag${index}` })),
        image(),
      ],
      V.tooManyTags,
    ],
    [
      'ingredients',
      () => [
        ...textFields().filter((part) => !part.name.startsWith('ingredients')),
        { name: 'ingredients[0]', value: '  ' },
        image(),
      ],
      V.ingredientRequired,
    ],
  ])('answers 422 on %s', async (field, parts, message) => {
    const response = await post('/api/recipe/store', (parts as () => FormPart[])());
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field as string]).toEqual([message]);
  });

  it('answers 401 without a token and 415 for a body that is not multipart', async () => {
    expect((await post('/api/recipe/store', [...textFields(), image()], null)).statusCode).toBe(401);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipe/store',
      payload: { recipe_name: 'x' },
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().success).toBe(false);
  });

  it('answers 4xx, never 500, for a malformed or hostile multipart body', async () => {
    const before = await rowCounts();
    const truncated = multipartForm([...textFields(), image()]);
    const cut = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipe/store',
      payload: truncated.payload.subarray(0, 300),
      headers: { ...truncated.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(cut.statusCode).toBeGreaterThanOrEqual(400);
    expect(cut.statusCode).toBeLessThan(500);
    const hostile = await post('/api/recipe/store', [{ name: '__proto__', value: 'x' }, ...textFields(), image()]);
    expect(hostile.statusCode).toBeGreaterThanOrEqual(400);
    expect(hostile.statusCode).toBeLessThan(500);
    const huge = await post('/api/recipe/store', [
      ...textFields({ serving_number: '9'.repeat(400), recipe_name: 'x'.repeat(5000) }),
      image(),
    ]);
    expect(huge.statusCode).toBe(422);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a text file named .png with 415 and leaves nothing behind', async () => {
    const before = { rows: await rowCounts(), files: uploadedFiles() };
    const response = await post('/api/recipe/store', [
      ...textFields(),
      image(Buffer.from('just some text, honestly'), 'photo.png'),
    ]);
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json().errors)).toEqual(['recipe_image']);
    expect({ rows: await rowCounts(), files: uploadedFiles() }).toEqual(before);
  });

  it('refuses a lying video with 415 and removes the image it already stored', async () => {
    const before = { rows: await rowCounts(), files: uploadedFiles() };
    const response = await post('/api/recipe/store', [
      ...textFields(),
      image(),
      video(Buffer.from('GIF89a not a video at all'), 'clip.mp4'),
    ]);
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json().errors)).toEqual(['recipe_video']);
    expect({ rows: await rowCounts(), files: uploadedFiles() }).toEqual(before);
  });

  it('answers 413 for an image over 10 MB', async () => {
    const before = { rows: await rowCounts(), files: uploadedFiles() };
    const response = await post('/api/recipe/store', [...textFields(), image(Buffer.alloc(10 * 1024 * 1024 + 1, 1))]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors.recipe_image).toBeDefined();
    expect({ rows: await rowCounts(), files: uploadedFiles() }).toEqual(before);
  });

  it('leaves no rows and no files when the database write fails midway', async () => {
    const before = { rows: await rowCounts(), files: uploadedFiles() };
    await ctx.db.execute(
      sql.raw(
        `create function fail_recipe_tags() returns trigger language plpgsql as $$ begin raise exception 'simulated failure'; end $$`,
      ),
    );
    await ctx.db.execute(
      sql.raw(
        'create trigger fail_recipe_tags before insert on recipe_tags for each row execute function fail_recipe_tags()',
      ),
    );
    try {
      const response = await post('/api/recipe/store', [...textFields(), image(), video()]);
      expect(response.statusCode).toBe(500);
      expect(response.json().message).not.toContain('simulated');
    } finally {
      await ctx.db.execute(sql.raw('drop trigger fail_recipe_tags on recipe_tags'));
      await ctx.db.execute(sql.raw('drop function fail_recipe_tags()'));
    }
    expect({ rows: await rowCounts(), files: uploadedFiles() }).toEqual(before);
  });
});

describe('POST /api/recipe/update/{id}', () => {
  async function storeOne(): Promise<RecipeDetailDto> {
    const response = await post('/api/recipe/store', [...textFields(), image(), video()]);
    expect(response.statusCode).toBe(201);
    return response.json().data;
  }

  it('replaces the fields, ingredients, instructions and tags and keeps the media when no files come', async () => {
    const stored = await storeOne();
    const parts = textFields({ recipe_name: 'Lentil Soup', age_group: 'senior' }).filter(
      (part) => !/^(tags|ingredients|instructions)/.test(part.name),
    );
    const response = await post(`/api/recipe/update/${stored.id}`, [
      ...parts,
      { name: 'tags[0]', value: 'soup' },
      { name: 'ingredients[0]', value: 'green lentils' },
      { name: 'instructions[0]', value: 'Blend.' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Recipe updated Successfully');
    const updated: RecipeDetailDto = response.json().data;
    expect(updated).toMatchObject({
      id: stored.id,
      recipe_id: stored.recipe_id,
      recipe_name: 'Lentil Soup',
      age_group: 'senior-adult',
      tag_names: [{ id: expect.any(Number), tag_name: 'soup' }],
      total_ingredients: 1,
      recipe_image: stored.recipe_image,
      recipe_video: stored.recipe_video,
    });
    expect(updated.ingredients.map((item) => item.ingredient_name)).toEqual(['green lentils']);
    expect(updated.ingredients[0]).toMatchObject({ food: 'lentil', quantity: null, note: null });
    expect(updated.instructions.map((item) => item.step)).toEqual(['Blend.']);
    expect(await fileExists(stored.recipe_image)).toBe(true);
    expect(await fileExists(stored.recipe_video as string)).toBe(true);
    // Search reads the edited recipe: its new age group and food, not the carrot it had.
    const found = async (text: string) =>
      (await ctx.app.inject({ url: `/api/recipes/search?search=${text}` }))
        .json()
        .data.map((result: { id: number }) => result.id);
    expect(await found('seniors')).toContain(stored.id);
    expect(await found('green%20lentils')).toContain(stored.id);
    expect(await found('carrot')).not.toContain(stored.id);
    // Allergens and diets are read again from the new lines.
    expect(updated.allergens).toEqual([]);
    expect(updated.suits_diets).toContain('vegan');

    const withDairy = await post(`/api/recipe/update/${stored.id}`, [
      ...parts,
      { name: 'tags[0]', value: 'soup' },
      { name: 'ingredients[0]', value: '200 g feta, crumbled' },
      { name: 'ingredients[1]', value: '1 tbsp soy sauce' },
      { name: 'instructions[0]', value: 'Blend.' },
    ]);
    const dairy: RecipeDetailDto = withDairy.json().data;
    expect(dairy.allergens).toEqual(['gluten', 'milk', 'soya']);
    expect(dairy.allergen_sources).toContainEqual({ allergen: 'milk', ingredients: ['200 g feta, crumbled'] });
    expect(dairy.suits_diets).toContain('vegetarian');
    expect(dairy.suits_diets).not.toContain('vegan');
    const cards: RecipeSummaryDto[] = (
      await ctx.app.inject({ url: `/api/guest/recipes?search=lentil%20soup&per_page=50` })
    ).json().data;
    expect(cards.find((card) => card.id === stored.id)?.allergens).toEqual(['gluten', 'milk', 'soya']);
  });

  it('replaces the media when new files come and removes the old files', async () => {
    const stored = await storeOne();
    const response = await post(`/api/recipe/update/${stored.id}`, [
      ...textFields(),
      image(otherPng, 'new.png'),
      video(webm, 'new.webm'),
    ]);
    expect(response.statusCode).toBe(200);
    const updated: RecipeDetailDto = response.json().data;
    expect(updated.recipe_image).not.toBe(stored.recipe_image);
    expect(updated.recipe_video).toMatch(/\.webm$/);
    expect(await fileExists(updated.recipe_image)).toBe(true);
    expect(await fileExists(updated.recipe_video as string)).toBe(true);
    for (const width of [320, 640, 1024])
      expect(await fileExists(stored.recipe_image.replace('-640.', `-${width}.`))).toBe(false);
    expect(await fileExists(stored.recipe_video as string)).toBe(false);
  });

  it("answers 404 for another user's recipe and leaves it untouched", async () => {
    const stored = await storeOne();
    const files = uploadedFiles();
    const response = await post(
      `/api/recipe/update/${stored.id}`,
      [...textFields({ recipe_name: 'Hijacked' }), image()],
      other,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Recipe not found');
    const after = await ctx.app.inject({
      url: `/api/my-recipe-details/${stored.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(after.json().data.recipe_name).toBe('Lentil Stew');
    expect(uploadedFiles()).toEqual(files);
  });

  it('answers 422 for invalid fields and for a non-numeric id, and keeps the old media on a lying file', async () => {
    const stored = await storeOne();
    const invalid = await post(`/api/recipe/update/${stored.id}`, textFields({ recipe_name: '' }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.recipe_name).toEqual([V.recipeNameRequired]);
    expect((await post('/api/recipe/update/abc', textFields())).statusCode).toBe(422);
    expect((await post('/api/recipe/update/999999', textFields())).statusCode).toBe(404);
    const files = uploadedFiles();
    const lying = await post(`/api/recipe/update/${stored.id}`, [
      ...textFields(),
      image(Buffer.from('<svg onload=alert(1)>'), 'x.png'),
    ]);
    expect(lying.statusCode).toBe(415);
    expect(uploadedFiles()).toEqual(files);
    expect(await fileExists(stored.recipe_image)).toBe(true);
  });
});
