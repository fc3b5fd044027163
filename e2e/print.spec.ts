/**
 * Issue 39, on paper: a recipe page printed is the recipe alone (its name, ingredients and steps;
 * no site header, footer, share panel or reviews), and "Print the week" is two pages, the plan
 * then the shopping list, on A4 as on Letter.
 */
import { demoRecipeId, expect, registerCook, test } from './fixtures';

const GRATIN = 'Cheesy Leek and Potato Gratin';
const COD = 'Lemon and Herb Baked Cod';

/** Pages of a PDF as Chromium writes it: one `/Type /Page` object each (`/Pages` is the tree). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

test('a printed recipe is its name, ingredients and steps, without the site around it', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto(`/recipe-details/${await demoRecipeId(request, GRATIN)}`);
  const banner = page.getByRole('banner').first();
  const footer = page.getByRole('contentinfo');
  const share = page.getByRole('heading', { name: 'Share this recipe' });
  const reviews = page.getByRole('heading', { name: /Reviews/ }).first();
  // On screen, all of it.
  await expect(banner).toBeVisible();
  await expect(share).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews).toBeVisible();
  await expect(footer).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: GRATIN })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByText('Step-1')).toBeVisible();
  for (const left of [banner, footer, share, reviews, page.getByRole('button', { name: 'Print' })]) {
    await expect(left).toBeHidden();
  }
  expect(consoleErrors).toEqual([]);
});

test('"Print the week" is the plan on one page and the shopping list on the next', async ({
  page,
  request,
  consoleErrors,
}) => {
  const cook = await registerCook(request, 'Printing Parent');
  const headers = { authorization: `Bearer ${cook.token}` };
  const week = (await (await request.get('/api/get-meal-plans', { headers })).json()).data.week.start as string;
  const categories = (await (await request.get('/api/categories')).json()).data as {
    id: number;
    category_name: string;
  }[];
  const dinner = categories.find((category) => category.category_name === 'Dinner')!;
  for (const [name, day] of [
    [GRATIN, 'saturday'],
    [COD, 'tuesday'],
  ] as const) {
    const planned = await request.post(`/api/meal-plans/${await demoRecipeId(request, name)}`, {
      headers,
      data: { day, category_id: dinner.id, week },
    });
    expect(planned.status()).toBe(200);
  }
  await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), cook.token);

  // From the planner, as a parent would get there.
  await page.goto(`/dashboard/meal-planner?week=${week}`);
  await page.getByRole('link', { name: 'Print the week' }).click();
  await expect(page).toHaveURL(new RegExp(`/print/week\\?week=${week}`));
  const plan = page.getByRole('region', { name: /^Week of / });
  await expect(plan).toContainText(GRATIN);
  await expect(plan).toContainText(COD);
  const list = page.getByRole('region', { name: 'Shopping list' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // No sideways scroll on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to the planner' })).toBeHidden();
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: false });
    expect(pageCount(pdf), format).toBe(2);
  }
  expect(consoleErrors).toEqual([]);
});
