/**
 * Bringing a recipe in (issue 36), on the real server and a recipe site of our own
 * (e2e/recipeSite/, let through by IMPORT_ALLOWED_HOSTS): a web address read by the server,
 * reviewed, shared, planned and bought; the same page again warns it was imported; a site that
 * refuses the server is read through the bookmarklet from the cook's own browser; a pasted
 * recipe; an address we never fetch.
 */
import type { Page } from '@playwright/test';
import { E2E_RECIPE_SITE } from '../playwright.config';
import { RED_LENTIL_SOUP } from './recipeSite/pages';
import { expect, registerCook, test, type Cook } from './fixtures';

const SOUP_URL = `${E2E_RECIPE_SITE}/recipes/weeknight-red-lentil-soup/`;

async function openShareAs(page: Page, cook: Cook): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), cook.token);
  await page.goto('/dashboard/share-recipes');
}

/** 4xx answers the test asks for are logged by the browser as console errors: those alone are forgiven. */
function forgive(consoleErrors: string[], status: number): void {
  for (let index = consoleErrors.length - 1; index >= 0; index -= 1) {
    if (consoleErrors[index].includes(`status of ${status}`)) consoleErrors.splice(index, 1);
  }
}

test.describe('importing a recipe', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('from a web address: review, share, plan, and see it on the shopping list', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const cook = await registerCook(request, 'Importing Parent');
    const headers = { authorization: `Bearer ${cook.token}` };
    await openShareAs(page, cook);

    await page.getByLabel('Web address of the recipe').fill(`${SOUP_URL}?utm_source=pinterest&fbclid=IwAR0abc`);
    await page.getByRole('button', { name: 'Read recipe' }).click();

    // The review: the share form, filled from the page.
    await expect(page.getByLabel('Recipe name')).toHaveValue(RED_LENTIL_SOUP.name);
    const form = page.getByRole('form', { name: 'Share your recipe' });
    for (const line of [RED_LENTIL_SOUP.ingredients[0], RED_LENTIL_SOUP.ingredients[5]]) {
      await expect(form.locator(`input[value="${line}"]`)).toHaveCount(1);
    }
    await expect(form.getByText(RED_LENTIL_SOUP.steps[3])).toHaveCount(1);
    await expect(page.getByLabel('Resource link')).toHaveValue(SOUP_URL);
    // Suggested from the page's category and the lines' diets; a new cook with no family chooses the age group.
    await expect(page.getByRole('combobox', { name: 'Category' }).locator('option:checked')).toHaveText('Dinner');
    await expect(page.getByRole('combobox', { name: 'Library' }).locator('option:checked')).toHaveText('Vegan');
    await page.getByRole('combobox', { name: 'Age group' }).selectOption({ label: 'Adult (20 to 39 years)' });
    // The page's photo, copied by the server, is the form's photo, and its box names it.
    await expect(page.getByRole('img', { name: 'Preview of the thumbnail image' })).toBeVisible();
    expect(
      await page.locator('#recipe-recipe_image').evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
    ).toMatch(/^imported-photo\./);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'test-results/import-review-375.png', fullPage: true });

    await page.getByRole('button', { name: 'Share recipe' }).click();
    await page.waitForURL(/\/dashboard\/my-recipes/);

    const mine = (await (await request.get('/api/my-recipes', { headers })).json()).data.recipes.data as {
      id: number;
      recipe_name: string;
    }[];
    const soup = mine.find((recipe) => recipe.recipe_name === RED_LENTIL_SOUP.name)!;
    expect(soup, 'the shared recipe').toBeDefined();

    // Its page says where it came from.
    await page.goto(`/recipe-details/${soup.id}`);
    await expect(page.getByRole('link', { name: 'From 127.0.0.1' })).toHaveAttribute('href', SOUP_URL);

    // Planned for dinner, its lentils are on the week's shopping list.
    const categories = (await (await request.get('/api/categories')).json()).data as {
      id: number;
      category_name: string;
    }[];
    const dinner = categories.find((category) => category.category_name === 'Dinner')!;
    const planned = await request.post(`/api/meal-plans/${soup.id}`, {
      headers,
      data: { day: 'monday', category_id: dinner.id },
    });
    expect(planned.status()).toBe(200);
    await page.goto('/dashboard/shopping-list');
    // A cook alone eats a quarter of a recipe for 4: 250 g of lentils becomes 63 g.
    await expect(page.getByRole('checkbox', { name: '63 g lentils' })).toBeVisible();

    // The same page again: the review warns and links the earlier recipe.
    await page.goto('/dashboard/share-recipes');
    await page.getByLabel('Web address of the recipe').fill(SOUP_URL);
    await page.getByRole('button', { name: 'Read recipe' }).click();
    await expect(page.getByText('You already imported this recipe.')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a site that refuses the server is read through the bookmarklet', async ({ page, request, consoleErrors }) => {
    const cook = await registerCook(request, 'Bookmarklet Parent');
    await openShareAs(page, cook);
    const blocked = `${E2E_RECIPE_SITE}/members-only/lasagne/`;

    await page.getByLabel('Web address of the recipe').fill(blocked);
    await page.getByRole('button', { name: 'Read recipe' }).click();
    await expect(page.getByText(/The site refused to show us the page \(403\)/)).toBeVisible();
    forgive(consoleErrors, 502);

    const href = await page.getByRole('link', { name: 'Add to Forkcast' }).getAttribute('href');
    expect(href).toMatch(/^javascript:/);

    // On the recipe site, in the cook's own browser, the bookmark is clicked.
    const site = await page.context().newPage();
    await site.goto(blocked);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(RED_LENTIL_SOUP.name);
    const review = site.waitForEvent('popup');
    await site.evaluate(decodeURIComponent(href!.slice('javascript:'.length)));
    const forkcast = await review;
    await expect(forkcast.getByLabel('Recipe name')).toHaveValue(RED_LENTIL_SOUP.name, { timeout: 20_000 });
    await expect(forkcast.getByLabel('Resource link')).toHaveValue(blocked);
    expect(consoleErrors).toEqual([]);
  });

  test('a pasted recipe, and an address we never fetch', async ({ page, request, consoleErrors }) => {
    const cook = await registerCook(request, 'Pasting Parent');
    await openShareAs(page, cook);

    await page
      .getByLabel('Paste a recipe')
      .fill(
        [
          "Grandma's Flapjacks",
          'Makes 12',
          '',
          'Ingredients',
          '• 250 g butter',
          '• 200 g light brown sugar',
          '• 3 tbsp golden syrup',
          '• 400 g rolled oats',
          '',
          'Method',
          '1. Heat the oven to 180C and line a 20 x 30 cm tin.',
          '2. Melt the butter, sugar and syrup in a pan, then stir in the oats.',
          '3. Press into the tin and bake for 25 minutes. Cut while warm.',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Read pasted recipe' }).click();
    await expect(page.getByLabel('Recipe name')).toHaveValue("Grandma's Flapjacks");
    await expect(page.getByLabel('Servings')).toHaveValue('12');

    await page.getByLabel('Web address of the recipe').fill('http://169.254.169.254/latest/meta-data/');
    await page.getByRole('button', { name: 'Read recipe' }).click();
    await expect(page.getByText(/We don’t fetch pages from that address/)).toBeVisible();
    forgive(consoleErrors, 422);
    expect(consoleErrors).toEqual([]);
  });
});
