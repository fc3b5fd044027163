import { expect, test } from './fixtures';

test.describe('walking skeleton: the thin slice through real server and database', () => {
  test('home shows the seeded hero and libraries, and every step of the slice renders real data', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const libraryLinks = page.locator('a[href^="/recipes/recipe_library/"]');
    await expect(libraryLinks.first()).toBeVisible();

    await page.goto('/recipe-library');
    await expect(page.getByRole('heading', { name: 'All Recipe Library' })).toBeVisible();
    const firstLibrary = page.locator('main a[href^="/recipes/recipe_library/"]').first();
    await firstLibrary.click();
    await expect(page).toHaveURL(/\/recipes\/recipe_library\/\d+/);

    const firstRecipe = page.locator('main a[href^="/recipe-details/"]').first();
    await expect(firstRecipe).toBeVisible();
    await firstRecipe.click();
    await expect(page).toHaveURL(/\/recipe-details\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Step-1/)).toBeVisible();
    await expect(page.locator('img[src*="/uploads/"]').first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown path shows the 404 page and an unknown API path a JSON 404', async ({ page, request }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Oops, this page is not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    const response = await request.get('/api/no-such-endpoint');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });
});
