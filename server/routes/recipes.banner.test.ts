/**
 * The recipe page's banner (issue 15, point 13): an uploaded recipe image gets wide crops,
 * named in the recipe answer by a field added beside the original ones.
 */
import path from 'node:path';
import sharp from 'sharp';
import type { RecipeDetailDto } from '../../contract/types';
import { createTestApp, type TestContext } from '../test/testApp';
import {
  createCategory,
  createLibrary,
  createRecipe,
  createUser,
  multipartForm,
  type FormPart,
  type TestUser,
} from '../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let categoryId: number;
let libraryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx.db, { name: 'Bea Banner' });
  categoryId = (await createCategory(ctx.db, 'Dinner')).id;
  libraryId = (await createLibrary(ctx.db, 'Vegetarian')).id;
}, 60_000);
afterAll(() => ctx.close());

function storeRecipe(image: Buffer) {
  const parts: FormPart[] = [
    ...Object.entries({
      recipe_name: 'Tomato Tart',
      category_id: String(categoryId),
      recipe_library_id: String(libraryId),
      age_group: 'adult',
      serving_number: '4',
      cooking_time: '30',
      preparation_time: '15',
      nutrition_info: '380 kcal',
      'tags[0]': 'tart',
      'ingredients[0]': 'tomatoes',
      'instructions[0]': 'Bake the tart.',
    }).map(([name, value]) => ({ name, value })),
    { name: 'recipe_image', filename: 'tart.jpg', contentType: 'image/jpeg', data: image },
  ];
  const form = multipartForm(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/recipe/store',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
  });
}

const singleRecipe = async (id: number): Promise<RecipeDetailDto> => {
  const response = await ctx.app.inject({ url: `/api/single-recipe/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const onDisk = (stored: string) => path.join(ctx.config.dataDir, new URL(stored, 'http://x/').pathname);

it('an uploaded image gets a 1600 × 600 banner, named by recipe_banner_image beside recipe_image', async () => {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#d35400' } })
    .jpeg()
    .toBuffer();
  const response = await storeRecipe(photo);
  expect(response.statusCode).toBe(201);
  const recipe = await singleRecipe(response.json().data.id);
  expect(recipe.recipe_image).toMatch(/\.wide-640\.webp$/);
  expect(recipe.recipe_banner_image).toBe(recipe.recipe_image.replace(/-640\.webp$/, '-banner-1600.webp'));
  expect(await sharp(onDisk(recipe.recipe_banner_image!)).metadata()).toMatchObject({ width: 1600, height: 600 });
  const phone = recipe.recipe_banner_image!.replace('-banner-1600', '-banner-800');
  expect(await sharp(onDisk(phone)).metadata()).toMatchObject({ width: 800, height: 300 });
  // The original fields are all still there.
  expect(recipe).toMatchObject({ recipe_name: 'Tomato Tart', recipe_video: null, tags: [{ tag_name: 'tart' }] });
});

it('a very narrow upload still gets its banner quickly (cut before it is scaled)', async () => {
  const narrow = await sharp({ create: { width: 40, height: 8000, channels: 3, background: '#27ae60' } })
    .jpeg()
    .toBuffer();
  const started = Date.now();
  const response = await storeRecipe(narrow);
  expect(response.statusCode).toBe(201);
  expect(Date.now() - started).toBeLessThan(10_000);
  const recipe = await singleRecipe(response.json().data.id);
  expect(await sharp(onDisk(recipe.recipe_banner_image!)).metadata()).toMatchObject({ width: 1600, height: 600 });
});

it('an image stored before banners existed answers null, and keeps its own path', async () => {
  const recipe = await createRecipe(ctx.db, {
    userId: owner.id,
    categoryId,
    libraryId,
    recipeImage: 'uploads/recipes/older-640.webp',
  });
  const answer = await singleRecipe(recipe.id);
  expect(answer.recipe_image).toMatch(/uploads\/recipes\/older-640\.webp$/);
  expect(answer.recipe_banner_image).toBeNull();
});
