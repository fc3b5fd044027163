/**
 * Nutrition from the ingredients (issue 20, first part), on the real server and the demo
 * recipes: a recipe read from most of its weight shows its figures per serving with its
 * coverage and source; one read from too little says so instead of printing a misleading
 * number; cards carry kcal only for trusted estimates.
 */
import type { APIRequestContext } from '@playwright/test';
import type { RecipeDetailDto } from '../contract/types';
import { demoRecipeId, expect, test } from './fixtures';

async function recipeNamed(request: APIRequestContext, name: string): Promise<RecipeDetailDto> {
  const id = await demoRecipeId(request, name);
  return (await (await request.get(`/api/single-recipe/${id}`)).json()).data as RecipeDetailDto;
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

    const crisps = await recipeNamed(request, 'Everything Bagel Cheese Crisps');
    expect(crisps.nutrition_per_serving!.coverage).toBeLessThan(0.8);
    expect(crisps.kcal_per_serving).toBeNull();
    await page.goto(`/recipe-details/${crisps.id}`);
    const little = page.getByRole('region', { name: 'Per serving (estimated)' });
    await expect(little).toContainText('Too little of this recipe is in our food table for an estimate.');
    await expect(little.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(consoleErrors).toEqual([]);
  });
}
