/**
 * The household (issue 19, first parts), on the real server: a parent adds a child with a milk
 * allergy on the family page; the recipe page names the lines that bring milk; the library's
 * "Safe for my family" toggle then leaves milk recipes out.
 */
import { expect, registerCook, test } from './fixtures';

test.describe('the household', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a child with a milk allergy keeps milk recipes off the safe list', async ({ page, request, consoleErrors }) => {
    const cook = await registerCook(request, 'Family Parent');
    await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), cook.token);

    await page.goto('/dashboard/household');
    await expect(page.getByRole('heading', { level: 1, name: 'Your family' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Family Parent (you)' })).toBeVisible();

    await page.getByRole('button', { name: 'Add a family member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter a name')).toBeVisible();
    await dialog.getByLabel('Name').fill('Mia');
    await dialog.getByLabel('Age group').selectOption('child');
    await dialog.getByRole('group', { name: 'Allergies' }).getByLabel('Milk').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Added Mia to your family')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const mia = page.getByRole('article').filter({ hasText: 'Mia' });
    await expect(mia).toContainText('½ portion');
    await expect(mia).toContainText('Milk');

    // The Vegetarian library's lassi is made with milk and yoghurt.
    await page.goto('/recipes/recipe_library/1');
    const lassi = page.getByRole('link', { name: 'Mango Lassi' }).first();
    await expect(lassi).toBeVisible();
    await page.getByRole('button', { name: 'Safe for my family' }).click();
    await expect(page.getByRole('button', { name: 'Safe for my family' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Mango Lassi' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Safe for my family' }).click();
    await page.getByRole('link', { name: 'Mango Lassi' }).first().click();
    const panel = page.getByRole('region', { name: 'Allergens and diets' });
    await expect(panel).toContainText(/Milk\s*— from/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(consoleErrors).toEqual([]);
  });
});
