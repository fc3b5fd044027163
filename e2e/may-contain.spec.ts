/**
 * "May contain" (issue 35), on the real server and the demo recipes: the vegan curry's mild curry
 * paste is vegan by what it is, but many Thai and some Indian pastes carry shrimp paste or mustard.
 * The recipe page lists that apart from what the recipe contains, softer, and says what it means
 * for the diet it suits; a child allergic to crustaceans gets the softer warning when it is planned.
 */
import { demoRecipeId, expect, registerCook, test } from './fixtures';

const CURRY = 'Sweet Potato and Chickpea Curry';

for (const width of [375, 1440]) {
  test(`at ${width} px the recipe page lists what its curry paste may contain, apart and explained`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/recipe-details/${await demoRecipeId(request, CURRY)}`);
    const panel = page.getByRole('region', { name: 'Allergens and diets' });
    const mayContain = panel.getByRole('list', { name: /May contain/ });
    await expect(mayContain).toContainText(/Crustaceans\s*— from 2 tbsp mild curry paste/);
    // Nothing it only may contain is listed as contained.
    const contains = panel.getByRole('list', { name: 'Allergens' });
    if ((await contains.count()) > 0) await expect(contains).not.toContainText('Crustaceans');
    // Vegan (and so vegetarian) by what it is: what the "may contain" means for that, said beside it.
    await expect(panel).toContainText(
      /Vegan( and kosher)? by its ingredients — “may contain crustaceans” means traces/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(consoleErrors).toEqual([]);
  });
}

test('a child allergic to crustaceans is warned, softly, before the curry is planned', async ({
  page,
  request,
  consoleErrors,
}) => {
  const parent = await registerCook(request, 'Careful Parent');
  const headers = { authorization: `Bearer ${parent.token}` };
  const added = await request.post('/api/household/members', {
    headers,
    data: { name: 'Mia', age_group: 'child', allergens: ['crustaceans'], diets: [], dislikes: [] },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), parent.token);
  await page.setViewportSize({ width: 375, height: 812 });

  await page.goto(`/recipe-details/${await demoRecipeId(request, CURRY)}`);
  await page.getByRole('button', { name: 'Plan it into your week' }).click();
  const plan = page.getByRole('dialog', { name: 'Plan for a meal' });
  await expect(plan.getByText(/may contain crustaceans — Mia is allergic\./)).toBeVisible();
  await expect(plan.getByText('May not suit everyone eating')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
