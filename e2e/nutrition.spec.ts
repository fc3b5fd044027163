/**
 * Nutrition from the ingredients (issue 20, first part), on the real server and the demo
 * recipes: a recipe read from most of its weight shows its figures per serving with its
 * coverage and source; one read from too little says so instead of printing a misleading
 * number; cards carry kcal only for trusted estimates.
 */
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { RecipeDetailDto } from '../contract/types';
import { demoRecipeId, expect, registerCook, test } from './fixtures';

async function recipeById(request: APIRequestContext, id: number): Promise<RecipeDetailDto> {
  return (await (await request.get(`/api/single-recipe/${id}`)).json()).data as RecipeDetailDto;
}

const recipeNamed = async (request: APIRequestContext, name: string) =>
  recipeById(request, await demoRecipeId(request, name));

/**
 * A cook's recipe of which our food table has only a seventh of the weight, through the API: its
 * foods are known (no allergen, every diet), so it plans for anyone without a warning, but two
 * of them have no composition row.
 */
async function littleKnownRecipe(request: APIRequestContext): Promise<RecipeDetailDto> {
  const cook = await registerCook(request, 'Low Carb Cook');
  const [category] = (await (await request.get('/api/categories')).json()).data;
  const [library] = (await (await request.get('/api/recipe-libraries')).json()).data;
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e07a5f' } })
    .png()
    .toBuffer();
  const stored = await request.post('/api/recipe/store', {
    headers: { authorization: `Bearer ${cook.token}` },
    multipart: {
      recipe_name: `Shirataki bowl ${Date.now().toString(36)}`,
      category_id: String(category.id),
      recipe_library_id: String(library.id),
      age_group: 'adult',
      serving_number: '2',
      cooking_time: '30',
      preparation_time: '10',
      nutrition_info: 'unknown',
      'tags[0]': 'odd',
      'ingredients[0]': '100 g spinach',
      'ingredients[1]': '400 g coconut flour',
      'ingredients[2]': '200 g shirataki noodles',
      'instructions[0]': 'Toss everything together.',
      recipe_image: { name: 'bowl.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(stored.status(), await stored.text()).toBe(201);
  return recipeById(request, (await stored.json()).data.id as number);
}

for (const width of [375, 1440]) {
  test(`at ${width} px the recipe page shows the estimate per serving, or how little is known`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const cod = await recipeNamed(request, 'Lemon and Herb Baked Cod');
    const estimate = cod.nutrition_per_serving!;
    expect(estimate.coverage).toBeGreaterThanOrEqual(0.8);
    await page.goto(`/recipe-details/${cod.id}`);
    const panel = page.getByRole('region', { name: 'Per serving (estimated)' });
    await expect(panel.getByRole('row', { name: /Energy/ })).toContainText(`${estimate.energy_kcal} kcal`);
    await expect(panel).toContainText(
      `Based on ${estimate.ingredients_matched} of ${estimate.ingredients_total} ingredients`,
    );
    await expect(panel).toContainText('Indian Food Composition Tables 2017');

    const bowl = await littleKnownRecipe(request);
    expect(bowl.nutrition_per_serving!.coverage).toBeLessThan(0.8);
    expect(bowl.kcal_per_serving).toBeNull();
    await page.goto(`/recipe-details/${bowl.id}`);
    const little = page.getByRole('region', { name: 'Per serving (estimated)' });
    await expect(little).toContainText('Too little of this recipe is in our food table for an estimate.');
    await expect(little.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(consoleErrors).toEqual([]);
  });
}
