import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { DEMO, expect, registerCook, test } from './fixtures';

/** A real image the server can re-encode, and the smallest file it accepts as an MP4 (an `ftyp` box). */
async function recipeImage(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#e8692e' } })
    .png()
    .toBuffer();
}
function tinyMp4(): Buffer {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftypisom', 4, 'latin1');
  box.write('isomiso2mp41', 16, 'latin1');
  return box;
}

/** Signs in through the API and hands the token to the page, as the login form would. */
async function signInQuickly(page: Page) {
  const response = await page.request.post('/api/users/login', { data: DEMO });
  const token = (await response.json()).data.token as string;
  await page.addInitScript((value) => window.localStorage.setItem('forkcast.token', value), token);
}

test.describe("cooks' tools: share, edit, favourite", () => {
  test('share a recipe with an image and a video, see it, then edit it', async ({ page, consoleErrors }) => {
    await signInQuickly(page);
    const name = `E2E pancakes ${Date.now()}`;
    await page.goto('/dashboard/share-recipes');
    await expect(page.getByRole('heading', { level: 1, name: 'Share your recipe' })).toBeVisible();

    await page.getByLabel('Recipe name').fill(name);
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Library').selectOption({ index: 1 });
    await page.getByLabel('Age group').selectOption('teen');
    await page.getByLabel('Servings').fill('4');
    await page.getByLabel('Cooking time (minutes)').fill('15');
    await page.getByLabel('Preparation time (minutes)').fill('10');
    await page.getByLabel('Nutrition').fill('About 300 kcal per pancake stack.');
    await page.getByLabel('Tags', { exact: true }).fill('Breakfast Quick,');
    await page.getByLabel('Ingredient 1', { exact: true }).fill('2 eggs');
    await page.getByRole('button', { name: 'Add ingredient' }).click();
    await page.getByLabel('Ingredient 2', { exact: true }).fill('200 ml milk');
    await page.getByLabel('Instruction 1', { exact: true }).fill('Whisk everything and fry small pancakes.');
    await page
      .getByLabel('Thumbnail image')
      .setInputFiles({ name: 'pancakes.png', mimeType: 'image/png', buffer: await recipeImage() });
    await page
      .getByLabel('Recipe video (optional)')
      .setInputFiles({ name: 'pancakes.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
    await expect(page.getByRole('img', { name: 'Preview of the thumbnail image' })).toBeVisible();
    await page.getByRole('button', { name: 'Share recipe' }).click();

    await expect(page).toHaveURL(/\/dashboard\/my-recipes$/);
    await expect(page.getByText('Recipe added Successfully')).toBeVisible();
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();

    await card.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/my-recipe-details\/\d+$/);
    const id = page.url().split('/').pop();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goto(`/recipe-details/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.goto(`/dashboard/edit-recipe/${id}`);
    await expect(page.getByLabel('Recipe name')).toHaveValue(name);
    await expect(page.getByLabel('Ingredient 2', { exact: true })).toHaveValue('200 ml milk');
    await page.getByLabel('Recipe name').fill(`${name} (fluffy)`);
    await page.getByRole('button', { name: 'Update recipe' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-recipes$/);
    await expect(page.getByText('Recipe updated Successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: `${name} (fluffy)` })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('favourite from a library grid, find it in saved recipes, then remove it', async ({ page }) => {
    await signInQuickly(page);
    await page.goto('/recipe-library');
    await page.locator('main a[href^="/recipes/recipe_library/"]').first().click();
    const heart = page.getByRole('button', { name: /^Add .+ to favorites$/ }).first();
    const label = (await heart.getAttribute('aria-label'))!;
    const recipeName = label.replace(/^Add /, '').replace(/ to favorites$/, '');
    await heart.click();
    await expect(page.getByRole('button', { name: `Remove ${recipeName} from favorites` }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/dashboard/saved-recipes');
    const saved = page.getByRole('article', { name: recipeName });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: `Remove ${recipeName} from favorites` }).click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
    await expect(page.getByRole('article', { name: recipeName })).toHaveCount(0);
  });

  test('favourite from the home carousel: the same heart fills on the library grid and in saved recipes', async ({
    page,
    consoleErrors,
  }) => {
    await signInQuickly(page);
    await page.goto('/');
    const trending = page.locator('section', {
      has: page.getByRole('heading', { name: 'Trending Diet Food Recipes' }),
    });
    const heart = trending.getByRole('button', { name: /^Add .+ to favorites$/ }).first();
    await expect(heart).toBeVisible();
    const recipeName = (await heart.getAttribute('aria-label'))!.replace(/^Add /, '').replace(/ to favorites$/, '');
    const card = trending.getByRole('article', { name: recipeName }).first();
    const recipeId = Number(
      /\/recipe-details\/(\d+)/.exec(
        (await card.locator('a[href^="/recipe-details/"]').first().getAttribute('href'))!,
      )![1],
    );

    await heart.click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(trending.getByRole('button', { name: `Remove ${recipeName} from favorites` }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const details = await (await page.request.get(`/api/single-recipe/${recipeId}`)).json();
    await page.goto(`/recipes/recipe_library/${details.data.recipe_library.id}`);
    const gridCard = page.getByRole('article', { name: recipeName });
    await expect(gridCard.getByRole('button', { name: `Remove ${recipeName} from favorites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/dashboard/saved-recipes');
    const saved = page.getByRole('article', { name: recipeName });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: `Remove ${recipeName} from favorites` }).click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
    await expect(page.getByRole('article', { name: recipeName })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('write a review: it shows in the list and the recipe shows the new average', async ({ page, consoleErrors }) => {
    // A new cook, so this is their first review of the recipe (the demo cook has reviewed many).
    const cook = await registerCook(page.request, 'Reviewing Cook');
    await page.addInitScript((value) => window.localStorage.setItem('forkcast.token', value), cook.token);
    const recipes = await (await page.request.get('/api/guest/recipes?per_page=48')).json();
    const recipe = recipes.data[recipes.data.length - 1] as {
      id: number;
      recipe_name: string;
    };
    await page.goto(`/recipe-details/${recipe.id}`);
    await expect(page.getByRole('heading', { level: 1, name: recipe.recipe_name })).toBeVisible();

    const comment = `Made this on a Tuesday and the kids asked for seconds (${Date.now()})`;
    await page.getByRole('radio', { name: '5 stars' }).click();
    await page.getByRole('textbox', { name: 'Your review' }).fill(comment);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Review added Successfully')).toBeVisible();
    await expect(page.getByRole('list', { name: /^Reviews, page 1 of/ }).getByText(comment)).toBeVisible();

    const after = (await (await page.request.get(`/api/single-recipe/${recipe.id}`)).json()).data as {
      average_rating: number;
      reviews_count: number;
    };
    const summary = `${after.average_rating.toFixed(1)} (${after.reviews_count} ${after.reviews_count === 1 ? 'review' : 'reviews'})`;
    await expect(page.getByText(summary)).toBeVisible();
    // The form now edits that review: it keeps what was saved and says so.
    await expect(page.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('button', { name: 'Update your review' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const path of ['overview', 'share-recipes', 'my-recipes', 'saved-recipes']) {
    test(`axe finds no violations on /dashboard/${path}`, async ({ page }) => {
      await signInQuickly(page);
      await page.goto(`/dashboard/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
