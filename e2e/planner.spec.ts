import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

/** Signs in through the API and hands the token to the page, as the login form would. */
async function signInQuickly(page: Page) {
  const response = await page.request.post('/api/users/login', { data: DEMO });
  const token = (await response.json()).data.token as string;
  await page.addInitScript((value) => window.localStorage.setItem('forkcast.token', value), token);
}

const tuesdayDinner = (page: Page) => page.getByRole('list', { name: 'Meals for Tuesday dinner' });

async function chooseCellMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Meal options for Tuesday dinner' }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

test.describe('weekly meal planner', () => {
  test('add a recipe to Tuesday dinner, see it on both pages, rename it, delete it', async ({
    page,
    consoleErrors,
  }) => {
    await signInQuickly(page);
    await page.goto('/meal-planner');
    const addButton = page.getByRole('button', { name: /Add to planner/ }).first();
    const recipeName = ((await addButton.textContent()) ?? '').replace('+ Add to planner:', '').trim();
    await addButton.click();

    const dialog = page.getByRole('dialog', { name: 'Plan for a meal' });
    await dialog.getByRole('button', { name: 'Add to planner' }).click();
    await expect(dialog.getByText('Please select at least a day and a category')).toBeVisible();
    await dialog.getByLabel('Day').selectOption('tuesday');
    await dialog.getByLabel('Category').selectOption({ label: 'Dinner' });
    await dialog.getByRole('button', { name: 'Add to planner' }).click();

    await expect(page.getByText('Meal added to Tuesday dinner')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(tuesdayDinner(page).getByRole('link', { name: recipeName }).last()).toBeVisible();

    await page.goto('/dashboard/meal-planner');
    await expect(tuesdayDinner(page).getByRole('link', { name: recipeName }).last()).toBeVisible();

    const renamed = `Taco Tuesday ${Date.now()}`;
    await chooseCellMenu(page, 'Edit Meal');
    await tuesdayDinner(page)
      .getByRole('button', { name: `Rename ${recipeName}` })
      .last()
      .click();
    const rename = page.getByRole('dialog', { name: 'Edit Recipe' });
    await rename.getByLabel('Meal name').fill('');
    await rename.getByRole('button', { name: 'Update' }).click();
    await expect(rename.getByText('Please write something before updating.')).toBeVisible();
    await rename.getByLabel('Meal name').fill(renamed);
    await rename.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Recipe name changed successfully')).toBeVisible();
    await expect(tuesdayDinner(page).getByRole('link', { name: renamed })).toBeVisible();

    // Issue 38: two taps (the menu, then Remove; the cell may hold another meal: "Remove <name>"),
    // no confirmation, and Undo puts it back.
    await page.getByRole('button', { name: 'Meal options for Tuesday dinner' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^Remove( ${renamed})?$`) }).click();
    await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(tuesdayDinner(page).getByRole('link', { name: renamed })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a visitor's '+ Add to planner' says 'Please login first' and goes to log in", async ({ page }) => {
    await page.goto('/meal-planner');
    await expect(page.getByRole('link', { name: 'Sign in to plan your week' })).toBeVisible();
    await page
      .getByRole('button', { name: /Add to planner/ })
      .first()
      .click();
    await expect(page.getByText('Please login first')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('at 375 px the week is a day-by-day view with every control in reach', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInQuickly(page);
    await page.goto('/dashboard/meal-planner');
    await page.getByRole('tab', { name: /Tuesday/ }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Tuesday' })).toBeVisible();
    await page.getByRole('button', { name: 'Meal options for Tuesday dinner' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit Meal' })).toBeInViewport();
    await page.keyboard.press('Escape');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const path of ['/meal-planner', '/dashboard/meal-planner']) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await signInQuickly(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Customize your meal plan' })).toBeVisible();
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
