/**
 * From plan to shop (issue 18), on the real server and the demo recipes: three planned recipes
 * that all need potatoes, written as 1.2 kg (for 6), 500 g and 600 g (for 4), bought for a
 * family of four portions (issue 19: 800 g, 500 g, 600 g) become one line "1.9 kg potatoes"
 * naming the three meals; a tick survives a reload; the day chooser narrows the list; a typed
 * item lands in its aisle; and a recipe's servings stepper rescales its lines.
 */
import { demoRecipeId, expect, registerCook, test } from './fixtures';

const GRATIN = 'Cheesy Leek and Potato Gratin';
const COD = 'Lemon and Herb Baked Cod';
const TRAYBAKE = 'One-Pan Sausage and Apple Traybake';

test.describe('the shopping list', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('merges three planned recipes, keeps a tick through a reload, narrows by day', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const cook = await registerCook(request, 'Shopping Parent');
    const headers = { authorization: `Bearer ${cook.token}` };
    // Two adults, a teen and two children: 4 portions, so a recipe for 4 is bought as written.
    for (const member of [
      { name: 'Partner', age_group: 'adult' },
      { name: 'Teen', age_group: 'teen' },
      { name: 'Child one', age_group: 'child' },
      { name: 'Child two', age_group: 'child' },
    ]) {
      const added = await request.post('/api/household/members', { headers, data: member });
      expect(added.status()).toBe(201);
    }
    const categories = (await (await request.get('/api/categories')).json()).data as {
      id: number;
      category_name: string;
    }[];
    const dinner = categories.find((category) => category.category_name === 'Dinner')!;
    for (const [name, day] of [
      [GRATIN, 'saturday'],
      [COD, 'monday'],
      [TRAYBAKE, 'wednesday'],
    ] as const) {
      const planned = await request.post(`/api/meal-plans/${await demoRecipeId(request, name)}`, {
        headers,
        data: { day, category_id: dinner.id },
      });
      expect(planned.status()).toBe(200);
    }
    await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), cook.token);

    // From the planner, as a parent would get there.
    await page.goto('/dashboard/meal-planner');
    await page.getByRole('link', { name: 'Shopping list for this week' }).click();
    await expect(page).toHaveURL(/\/dashboard\/shopping-list/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();

    const potatoes = page.getByRole('checkbox', { name: '1.9 kg potatoes' });
    await expect(potatoes).toBeVisible();
    const potatoRow = page.getByRole('listitem').filter({ has: potatoes });
    for (const name of [GRATIN, COD, TRAYBAKE]) await expect(potatoRow).toContainText(name);
    const produce = page.getByRole('region', { name: 'Fruit & vegetables' });
    await expect(produce.getByRole('checkbox', { name: '1.9 kg potatoes' })).toBeVisible();

    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/shopping-list/items/') && response.request().method() === 'PATCH',
    );
    await potatoes.click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(/^1 of \d+ bought$/)).toBeVisible();
    // Issue 38: a ticked item leaves its aisle for the folded "In the basket" group.
    const basket = page.getByRole('button', { name: /^In the basket \(1\)$/ });
    await expect(basket).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await basket.click();
    await expect(page.getByRole('checkbox', { name: '1.9 kg potatoes' })).toBeChecked();

    // A typed item, read like an ingredient, lands in its aisle.
    await page.getByRole('textbox', { name: 'Add an item' }).fill('2 l milk');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Dairy & eggs' }).getByRole('checkbox', { name: '2 l milk' }),
    ).toBeVisible();

    // Without Saturday, the gratin's 800 g leaves the list: 500 g + 600 g.
    await page.getByRole('button', { name: 'Saturday' }).click();
    await expect(page).toHaveURL(/days=/);
    await page.getByRole('button', { name: /^In the basket \(1\)$/ }).click();
    await expect(page.getByRole('checkbox', { name: '1.1 kg potatoes' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '1.1 kg potatoes' })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(consoleErrors).toEqual([]);
  });

  test("scales a recipe's servings on its page", async ({ page, request, consoleErrors }) => {
    await page.goto(`/recipe-details/${await demoRecipeId(request, GRATIN)}`);
    const servings = page.getByRole('group', { name: 'Servings' });
    await expect(servings).toContainText('Servings: 6');
    const potatoLine = page.getByRole('listitem').filter({ hasText: 'floury potatoes' });
    await expect(potatoLine).toHaveText('1.2 kg floury potatoes, peeled and thinly sliced');
    await servings.getByRole('button', { name: 'More servings' }).click();
    await expect(servings).toContainText('Servings: 7');
    await expect(potatoLine).toHaveText('1.4 kg floury potatoes, peeled and thinly sliced');
    await expect(potatoLine.locator('strong')).toHaveText('1.4 kg');
    await expect(page.getByRole('status').filter({ hasText: 'Quantities for 7 servings' })).toBeAttached();
    await servings.getByRole('button', { name: 'Fewer servings' }).click();
    await servings.getByRole('button', { name: 'Fewer servings' }).click();
    await servings.getByRole('button', { name: 'Fewer servings' }).click();
    await expect(servings).toContainText('Servings: 4');
    await expect(potatoLine).toHaveText('800 g floury potatoes, peeled and thinly sliced');
    expect(consoleErrors).toEqual([]);
  });
});
