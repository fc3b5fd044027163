/**
 * Nutrition per day and per family member (issue 20, second part), on the real server and a demo
 * recipe: a parent with a 6-year-old plans a dinner; the planner's row under the week shows what
 * it gives each of them (the child half an adult's serving, against a child's reference), the
 * weekly summary adds the eight nutrients up, and removing the meal empties the day without a
 * reload. On a phone the day's block carries the amounts; no page scrolls sideways.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { MemberNutritionDto, PlanNutritionDto, RecipeDetailDto } from '../contract/types';
import { demoRecipeId, expect, registerCook, test, type Cook } from './fixtures';

const COD = 'Lemon and Herb Baked Cod';

async function signInAs(page: Page, cook: Cook) {
  await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), cook.token);
}

async function saturdayOf(request: APIRequestContext, cook: Cook): Promise<MemberNutritionDto[]> {
  const answer = await request.get('/api/meal-plans/nutrition?days=saturday', {
    headers: { authorization: `Bearer ${cook.token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data as PlanNutritionDto).days[0].members;
}

/** A cook whose family is themself and Mia (a child), with the cod for Saturday dinner. */
async function familyWithSaturdayCod(request: APIRequestContext) {
  const cook = await registerCook(request, 'Priya Sharma');
  const headers = { authorization: `Bearer ${cook.token}` };
  const mia = await request.post('/api/household/members', { headers, data: { name: 'Mia', age_group: 'child' } });
  expect(mia.status()).toBe(201);
  const codId = await demoRecipeId(request, COD);
  const categories = (await (await request.get('/api/categories')).json()).data as {
    id: number;
    category_name: string;
  }[];
  const dinner = categories.find((category) => category.category_name === 'Dinner')!;
  const planned = await request.post(`/api/meal-plans/${codId}`, {
    headers,
    data: { day: 'saturday', category_id: dinner.id },
  });
  expect(planned.status()).toBe(200);
  const cod = (await (await request.get(`/api/single-recipe/${codId}`)).json()).data as RecipeDetailDto;
  return { cook, cod: cod.nutrition_per_serving! };
}

const energySentence = (member: MemberNutritionDto) =>
  `${member.name}, Saturday: energy ${member.totals.energy_kcal.toLocaleString('en-US')} of ${member.reference.energy_kcal.toLocaleString('en-US')} kcal, ${Math.round(member.share.energy_kcal * 100)} %`;

test('the week shows what the planned dinner gives each member, and the weekly summary adds it up', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { cook, cod } = await familyWithSaturdayCod(request);
  const [parent, child] = await saturdayOf(request, cook);
  // The arithmetic end to end: a serving for the parent, half of one for the child.
  expect(parent.totals.energy_kcal).toBe(cod.energy_kcal);
  expect(child.totals.energy_kcal).toBe(Math.round(cod.energy_kcal * 0.5));
  expect(child.reference.energy_kcal).toBe(1825);

  await signInAs(page, cook);
  await page.goto('/dashboard/meal-planner');
  const nutritionRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Nutrition/ }) });
  const saturday = nutritionRow.getByRole('cell').first();
  await expect(saturday.getByRole('img', { name: energySentence(parent) })).toBeVisible();
  await expect(saturday.getByRole('img', { name: energySentence(child) })).toBeVisible();
  await expect(saturday.getByRole('img', { name: /^Mia, Saturday: protein / })).toBeVisible();
  await expect(nutritionRow.getByRole('cell').nth(1)).toHaveText('No meals planned');

  const summary = page.getByRole('region', { name: /The week.s nutrition \(estimated\)/ });
  await expect(summary).toContainText('counting only the meals planned here');
  const miaCard = summary.getByRole('region', { name: 'Mia' });
  await expect(miaCard).toContainText('Child (under 13)');
  await expect(miaCard.getByRole('row', { name: /^Energy/ })).toContainText('1,825');
  await expect(summary).toContainText('EFSA');
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('plan-nutrition-1440.png'), fullPage: true });

  // Removing the dinner empties Saturday's row at once.
  await page.getByRole('button', { name: 'Meal options for Saturday dinner' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(saturday).toHaveText('No meals planned');
  await expect(summary).toContainText('No planned meals for Mia this week.');
  expect(consoleErrors).toEqual([]);
});

test("on a phone the day's tab shows each member's amounts, and nothing scrolls sideways", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { cook } = await familyWithSaturdayCod(request);
  const [, child] = await saturdayOf(request, cook);
  await signInAs(page, cook);
  await page.goto('/dashboard/meal-planner');
  await page.getByRole('tab', { name: /^Saturday/ }).click();
  const day = page.getByRole('region', { name: 'Saturday nutrition' });
  await expect(day.getByRole('img', { name: energySentence(child) })).toBeVisible();
  await expect(day).toContainText(
    `${child.totals.energy_kcal.toLocaleString('en-US')} / ${child.reference.energy_kcal.toLocaleString('en-US')}`,
  );
  await page.screenshot({ path: testInfo.outputPath('plan-nutrition-375.png'), fullPage: true });
  for (const width of [320, 375, 768]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
  expect(consoleErrors).toEqual([]);
});
