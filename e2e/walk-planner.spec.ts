import type { Page } from '@playwright/test';
import { expect, registerCook, signIn, test } from './fixtures';

/**
 * A parent's walk (issue 15, point 9): planning a recipe from its page. "Plan it into your week"
 * opens 'Plan for a meal' for this recipe; after adding, the phone planner opens on the day just
 * planned (not today); the same recipe twice in one cell warns instead of making a copy.
 * A fresh cook each time: the demo account's plan is left alone.
 */

const WEEKDAYS = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
const label = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

async function aDemoRecipe(page: Page): Promise<{ id: number; name: string }> {
  const answer = await page.request.get('/api/guest/recipes');
  expect(answer.ok()).toBe(true);
  const [recipe] = (await answer.json()).data as { id: number; recipe_name: string }[];
  return { id: recipe.id, name: recipe.recipe_name };
}

/** The browser's today, as the planner reads it (SPEC's week starts on Saturday). */
async function browserToday(page: Page): Promise<(typeof WEEKDAYS)[number]> {
  const jsDay = await page.evaluate(() => new Date().getDay());
  return WEEKDAYS[(jsDay + 1) % 7];
}

async function openPlanDialog(page: Page) {
  await page.getByRole('button', { name: 'Plan it into your week' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan for a meal' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('walk: plan a recipe from its page', () => {
  test('at 375 px: the dialog, the planned day on the phone planner, no duplicate', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const cook = await registerCook(request, 'Planning Parent');
    await signIn(page, cook.email, cook.password);
    const recipe = await aDemoRecipe(page);
    const today = await browserToday(page);
    const day = WEEKDAYS[(WEEKDAYS.indexOf(today) + 3) % 7];
    const cell = `${label(day)} dinner`;

    await page.goto(`/recipe-details/${recipe.id}`);
    await expect(page.getByRole('heading', { level: 1, name: recipe.name })).toBeVisible();
    let dialog = await openPlanDialog(page);
    await expect(dialog).toContainText(`Choose when the family will have ${recipe.name}.`);
    await dialog.getByLabel('Day').selectOption(day);
    await dialog.getByLabel('Category').selectOption({ label: 'Dinner' });
    await dialog.getByRole('button', { name: 'Add to planner' }).click();

    await expect(page.getByText(`Meal added to ${cell}`)).toBeVisible();
    // Issue 38: the planner opens on the week planned in, on the planned day's tab.
    await expect(page).toHaveURL(new RegExp(`/meal-planner\\?week=\\d{4}-\\d{2}-\\d{2}&day=${day}$`));
    await expect(page.getByRole('tab', { name: new RegExp(label(day)) })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: new RegExp(label(today)) })).toHaveAttribute('aria-selected', 'false');
    const meals = page.getByRole('tabpanel').getByRole('list', { name: `Meals for ${cell}` });
    await expect(meals.getByRole('link', { name: recipe.name })).toHaveCount(1);
    await expect(meals.getByRole('link', { name: recipe.name })).toBeVisible();

    // The same recipe into the same cell again: a warning, nothing sent, still one copy.
    await page.goto(`/recipe-details/${recipe.id}`);
    dialog = await openPlanDialog(page);
    await dialog.getByLabel('Day').selectOption(day);
    await dialog.getByLabel('Category').selectOption({ label: 'Dinner' });
    const warning = dialog.getByRole('alert');
    await expect(warning).toHaveText(`${recipe.name} is already in your plan for ${cell}.`);
    await dialog.getByRole('button', { name: 'Add to planner' }).click();
    await expect(dialog).toBeVisible();
    await expect(warning).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    const week = await (
      await request.get('/api/get-meal-plans', { headers: { authorization: `Bearer ${cook.token}` } })
    ).json();
    const inCell = (week.data[day] as { category: { category_name: string }; meals: { recipe: { id: number } }[] }[])
      .filter((slot) => slot.category.category_name === 'Dinner')
      .flatMap((slot) => slot.meals)
      .filter((meal) => meal.recipe.id === recipe.id);
    expect(inCell).toHaveLength(1);

    await page.goto('/meal-planner');
    await page.getByRole('tab', { name: new RegExp(label(day)) }).click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('list', { name: `Meals for ${cell}` })
        .getByRole('link', { name: recipe.name }),
    ).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('at 1440 px: the button opens the dialog too', async ({ page, request, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const cook = await registerCook(request, 'Wide Planner');
    await signIn(page, cook.email, cook.password);
    const recipe = await aDemoRecipe(page);
    await page.goto(`/recipe-details/${recipe.id}`);
    const dialog = await openPlanDialog(page);
    await expect(dialog.getByLabel('Day')).toBeVisible();
    await expect(dialog.getByLabel('Category')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/recipe-details/${recipe.id}$`));
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor is asked to log in first', async ({ page, consoleErrors }) => {
    const recipe = await aDemoRecipe(page);
    await page.goto(`/recipe-details/${recipe.id}`);
    await page.getByRole('button', { name: 'Plan it into your week' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByText('Please login first')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
