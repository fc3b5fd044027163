import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerCook, signIn, test, type Cook } from './fixtures';

/**
 * Issue 15, points 6 and 14: a cook's second review updates the first (and says so), their
 * review comes first marked as theirs; counts agree with their nouns and a recipe nobody has
 * reviewed says 'No reviews yet'. Fresh cooks only; one demo recipe gains one review.
 */

interface RecipeRow {
  id: number;
  reviews_count: number;
}

/** How far the page can scroll sideways (0 when it cannot). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** A demo recipe that already has reviews (one more changes its average the least). */
async function reviewedDemoRecipe(request: APIRequestContext): Promise<number> {
  const rows = (await (await request.get('/api/guest/recipes')).json()).data as RecipeRow[];
  const [most] = [...rows].sort((a, b) => b.reviews_count - a.reviews_count);
  expect(most.reviews_count).toBeGreaterThan(0);
  return most.id;
}

/** A one-serving recipe by `cook`, through the API; nobody has reviewed it. */
async function oneServingRecipe(request: APIRequestContext, cook: Cook): Promise<{ id: number; name: string }> {
  const [category] = (await (await request.get('/api/categories')).json()).data;
  const [library] = (await (await request.get('/api/recipe-libraries')).json()).data;
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#81b29a' } })
    .png()
    .toBuffer();
  const name = `Toast for one ${Date.now().toString(36)}`;
  const stored = await request.post('/api/recipe/store', {
    headers: { authorization: `Bearer ${cook.token}` },
    multipart: {
      recipe_name: name,
      category_id: String(category.id),
      recipe_library_id: String(library.id),
      age_group: 'adult',
      serving_number: '1',
      cooking_time: '5',
      preparation_time: '2',
      nutrition_info: '180 kcal',
      'tags[0]': 'quick',
      'ingredients[0]': '1 slice of bread',
      'instructions[0]': 'Toast the bread.',
      recipe_image: { name: 'toast.png', mimeType: 'image/png', buffer: image },
    },
  });
  expect(stored.status(), await stored.text()).toBe(201);
  return { id: (await stored.json()).data.id as number, name };
}

test.describe('a cook reviews a recipe, then updates that review, on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("'Review added Successfully', their card first and marked, then 'Update your review'", async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors;
    const cook = await registerCook(page.request, 'Review Walker');
    const recipeId = await reviewedDemoRecipe(page.request);
    const before = (await (await page.request.get(`/api/reviews-by-pagination/${recipeId}`)).json()).data.total;
    await signIn(page, cook.email, cook.password);
    await page.goto(`/recipe-details/${recipeId}`);
    await settled(page);

    const form = page.getByRole('form', { name: 'Write a review' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('radio', { name: '4 stars' }).click();
    await form.getByLabel('Your review').fill('Our kids asked for seconds.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Review added Successfully')).toBeVisible();

    const list = page.getByRole('list', { name: /^Reviews, page 1 of/ });
    const first = list.getByRole('listitem').first();
    await expect(first).toContainText('Our kids asked for seconds.');
    await expect(first).toContainText('Review Walker');
    await expect(first.getByText('Your review', { exact: true })).toBeVisible();
    await expect(list.getByText('Your review', { exact: true })).toHaveCount(1);

    const update = page.getByRole('form', { name: 'Update your review' });
    await expect(update).toBeVisible();
    await expect(update.getByLabel('Your review')).toHaveValue('Our kids asked for seconds.');
    await expect(update.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    expect(await sidewaysScroll(page)).toBe(0);

    await update.getByRole('radio', { name: '5 stars' }).click();
    await update.getByLabel('Your review').fill('Even better the second time.');
    await update.getByRole('button', { name: 'Update your review' }).click();
    await expect(page.getByText('Review updated Successfully')).toBeVisible();
    await expect(first).toContainText('Even better the second time.');
    await expect(list.getByText('Our kids asked for seconds.')).toHaveCount(0);
    await expect(list.getByText('Your review', { exact: true })).toHaveCount(1);

    // Still one review by this cook: the total grew by one, not two.
    const after = (
      await (
        await page.request.get(`/api/reviews-by-pagination/${recipeId}`, {
          headers: { authorization: `Bearer ${cook.token}` },
        })
      ).json()
    ).data;
    expect(after.total).toBe(before + 1);
    expect(after.data.filter((review: { is_mine: boolean }) => review.is_mine)).toHaveLength(1);
    expect(after.data[0]).toMatchObject({ is_mine: true, rating: 5, comment: 'Even better the second time.' });
  });
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`counts and an unreviewed recipe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("'No reviews yet' on the recipe and its card, and '1 serving'", async ({ page, consoleErrors }) => {
      void consoleErrors;
      const cook = await registerCook(page.request, 'Solo Cook');
      const recipe = await oneServingRecipe(page.request, cook);

      // Signing in lands on the overview, whose "Your shared recipes" shows the new card.
      await signIn(page, cook.email, cook.password);
      const card = page.getByRole('article', { name: recipe.name });
      await expect(card).toBeVisible();
      await expect(card.getByText('1 serving', { exact: true })).toBeVisible();
      await expect(card).toContainText('1 ingredient ·');
      await expect(card.getByText('No reviews yet', { exact: true })).toBeVisible();
      await expect(card.getByRole('img', { name: /^Rated/ })).toHaveCount(0);
      await expect(card).not.toContainText('servings');
      await expect(card).not.toContainText('0.0');

      await page.goto(`/recipe-details/${recipe.id}`);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
      await expect(page.getByText('No reviews yet', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('(0 reviews)')).toHaveCount(0);
      await expect(page.getByText('No reviews found yet')).toBeVisible();
      await expect(page.getByRole('form', { name: 'Write a review' })).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
    });
  });
}
