/**
 * The plan knows who eats (issue 19), on the real server in two browser contexts: a parent adds a
 * 6-year-old with a peanut allergy and a vegetarian teen, plans the week, sees the conflicts and
 * fixes them (leaving the child out of the peanut oats in the plan dialog, the teen out of the
 * chicken from the planner, a suggestion in an empty slot), then invites the second parent, who
 * joins on a phone, sees the same plan and ticks the shopping list; the first parent's list shows
 * the tick without reloading, and the quantities follow the portions.
 */
import type { Page } from '@playwright/test';
import { demoRecipeId, expect, registerCook, test, type Cook } from './fixtures';

const OATS = 'Peanut Butter Banana Overnight Oats';
const CHICKEN = 'Sticky Honey Garlic Chicken Thighs';

async function signedIn(page: Page, cook: Cook) {
  await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), cook.token);
}

async function addMember(
  page: Page,
  name: string,
  ageGroup: string,
  choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add a family member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Age group').selectOption(ageGroup);
  await choose(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Added ${name} to your family`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('two parents plan a week for a family with an allergy and a diet, and shop it together', async ({
  browser,
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const parent = await registerCook(request, 'Priya Sharma');
  const headers = { authorization: `Bearer ${parent.token}` };
  await signedIn(page, parent);

  // The family: Mia (6, peanuts) and Sam (teen, vegetarian).
  await page.goto('/dashboard/household');
  await addMember(page, 'Mia', 'child', (dialog) =>
    dialog.getByRole('group', { name: 'Allergies' }).getByLabel('Peanuts').check(),
  );
  await addMember(page, 'Sam', 'teen', (dialog) =>
    dialog.getByRole('group', { name: 'Diets' }).getByLabel('Vegetarian').check(),
  );

  // Monday's dinner for everyone: chicken, which Sam does not eat.
  const categories = (await (await request.get('/api/categories')).json()).data as {
    id: number;
    category_name: string;
  }[];
  const dinner = categories.find((category) => category.category_name === 'Dinner')!;
  const planned = await request.post(`/api/meal-plans/${await demoRecipeId(request, CHICKEN)}`, {
    headers,
    data: { day: 'monday', category_id: dinner.id },
  });
  expect(planned.status()).toBe(200);

  // Tuesday's breakfast from the recipe page: the dialog warns about Mia's peanuts.
  await page.goto(`/recipe-details/${await demoRecipeId(request, OATS)}`);
  await page.getByRole('button', { name: 'Plan it into your week' }).click();
  const plan = page.getByRole('dialog', { name: 'Plan for a meal' });
  await plan.getByLabel('Day').selectOption('tuesday');
  await plan.getByLabel('Category').selectOption({ label: 'Breakfast' });
  await expect(plan.getByText('Mia is allergic to peanuts (peanut butter).')).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Add anyway' })).toBeVisible();
  await plan.getByRole('button', { name: 'Leave Mia out of this meal' }).click();
  await expect(plan.getByRole('group', { name: 'Who is eating' }).getByLabel(/^Mia/)).not.toBeChecked();
  await expect(plan.getByText('Mia is allergic to peanuts (peanut butter).')).toHaveCount(0);
  await plan.getByRole('button', { name: 'Add to planner' }).click();
  await expect(page.getByText('Meal added to Tuesday breakfast')).toBeVisible();

  // The planner: who eats what, and Monday's conflict.
  await page.goto('/dashboard/meal-planner');
  const monday = page.getByRole('list', { name: 'Meals for Monday dinner' });
  await expect(monday).toContainText(CHICKEN);
  await expect(monday.getByRole('img', { name: /^Eating: Priya Sharma, Mia, Sam \(2½ portions\)/ })).toBeVisible();
  await expect(monday.getByText('1 conflict')).toBeVisible();
  await monday.getByText('1 conflict').click();
  await expect(monday).toContainText(/Sam: vegetarian — .*chicken thigh/);
  const tuesday = page.getByRole('list', { name: 'Meals for Tuesday breakfast' });
  await expect(tuesday.getByRole('img', { name: /^Eating: Priya Sharma, Sam/ })).toBeVisible();
  await expect(tuesday.getByText(/conflict/)).toHaveCount(0);

  // Before the fix, the chicken is bought for 2.5 portions of 4: 8 thighs → 5.
  const before = (await (await request.get('/api/shopping-list', { headers })).json()).data.items as {
    display: string;
  }[];
  expect(before.map((item) => item.display)).toContain('5 chicken thighs');

  // Sam is left out of Monday's chicken from the planner.
  await page.getByRole('button', { name: 'Meal options for Monday dinner' }).click();
  await page.getByRole('menuitem', { name: "Who's eating" }).click();
  await page.getByRole('button', { name: `Choose who is eating ${CHICKEN}` }).click();
  const who = page.getByRole('dialog', { name: "Who's eating" });
  await who.getByLabel(/^Sam/).uncheck();
  await who.getByRole('button', { name: 'Save' }).click();
  await expect(who).toHaveCount(0);
  await expect(monday.getByText(/conflict/)).toHaveCount(0);
  await expect(monday.getByRole('img', { name: /^Eating: Priya Sharma, Mia \(1½ portions\)/ })).toBeVisible();

  // Friday's empty dinner is filled with a suggestion that suits everyone.
  await page.getByRole('button', { name: /Fill this slot.*Friday dinner/ }).click();
  const fill = page.getByRole('dialog');
  const suggestions = fill.getByRole('list', { name: 'Suggestions for Friday dinner' });
  await expect(suggestions.getByRole('listitem').first()).toBeVisible();
  const firstPlan = suggestions.getByRole('button', { name: /^Plan this: / }).first();
  const suggested = ((await firstPlan.getAttribute('aria-label')) ?? '').replace('Plan this: ', '');
  await firstPlan.click();
  await expect(fill).toHaveCount(0);
  const friday = page.getByRole('list', { name: 'Meals for Friday dinner' });
  await expect(friday).toContainText(suggested);
  await expect(friday.getByText(/conflict/)).toHaveCount(0);

  // The shopping list follows the portions: the chicken for Priya and Mia, 1.5 of 4: 3 thighs.
  await page.getByRole('link', { name: 'Shopping list for this week' }).first().click();
  const chicken = page.getByRole('checkbox', { name: '3 chicken thighs' });
  await expect(chicken).toBeVisible();
  await expect(chicken).not.toBeChecked();

  // The invite, from the family page, in a second tab of this parent's browser.
  const familyTab = await page.context().newPage();
  await familyTab.goto('/dashboard/household');
  await familyTab.getByRole('button', { name: 'Invite someone' }).click();
  const code = (await familyTab.getByText(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/).textContent())!.trim();
  await familyTab.close();

  // The second parent, on a phone in another browser.
  const other = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const phone = await other.newPage();
  const partner = await registerCook(request, 'Arjun Sharma');
  await signedIn(phone, partner);
  await phone.goto('/dashboard/household');
  await phone.getByLabel('Family code').fill(code.toLowerCase());
  await phone.getByRole('button', { name: 'Join family' }).click();
  await expect(phone.getByText("You joined Priya's family")).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Mia' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Sam' })).toBeVisible();

  await phone.goto('/dashboard/meal-planner');
  await phone.getByRole('tab', { name: /Mon/ }).click();
  await expect(phone.getByRole('tabpanel')).toContainText(CHICKEN);
  await phone.goto('/dashboard/shopping-list');
  const phoneChicken = phone.getByRole('checkbox', { name: '3 chicken thighs' });
  await phoneChicken.click();
  // Issue 38: ticked, it goes into the folded "In the basket" group.
  await phone.getByRole('button', { name: /^In the basket \(1\)$/ }).click();
  await expect(phoneChicken).toBeChecked();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Priya's list, open all along, shows the tick within the polling interval, without a reload.
  await page.bringToFront();
  const basket = page.getByRole('button', { name: /^In the basket \(1\)$/ });
  await expect(basket).toBeVisible({ timeout: 12_000 });
  await basket.click();
  await expect(chicken).toBeChecked();
  await other.close();
  expect(consoleErrors).toEqual([]);
});
