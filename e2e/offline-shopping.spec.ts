/**
 * Issue 39, changes to the shopping list made with no signal, on the production build (the service
 * worker serves the list offline; src/api/offline/shoppingQueue.ts keeps the changes): a parent
 * opens the planner and the list online, goes offline, reloads, ticks 10 items and types 2, reloads
 * offline and finds them still there; back online, the server has all 12 within 10 s. Then two
 * parents of one household, offline at once, tick different items; once both are back online both
 * lists show every tick.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { ShoppingItemDto, ShoppingListDto } from '../contract/types';
import { demoRecipeId, expect, registerCook, test, type Cook } from './fixtures';

// The rest of the suite blocks service workers (playwright.config.ts): this spec needs one.
test.use({ serviceWorkers: 'allow' });

const RECIPES = [
  'Cheesy Leek and Potato Gratin',
  'Sticky Honey Garlic Chicken Thighs',
  'Peanut Butter Banana Overnight Oats',
];
const DAYS = ['saturday', 'sunday', 'monday'];

const bearer = (cook: Cook) => ({ authorization: `Bearer ${cook.token}` });

/** Plans the demo recipes into this week's dinners, for a list long enough to tick 10 things. */
async function planWeek(request: APIRequestContext, cook: Cook) {
  const categories = (await (await request.get('/api/categories')).json()).data as {
    id: number;
    category_name: string;
  }[];
  const dinner = categories.find((category) => category.category_name === 'Dinner')!;
  for (const [index, name] of RECIPES.entries()) {
    const planned = await request.post(`/api/meal-plans/${await demoRecipeId(request, name)}`, {
      headers: bearer(cook),
      data: { day: DAYS[index], category_id: dinner.id },
    });
    expect(planned.status(), await planned.text()).toBe(200);
  }
}

async function serverList(request: APIRequestContext, cook: Cook): Promise<ShoppingItemDto[]> {
  const answer = await request.get('/api/shopping-list', { headers: bearer(cook) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()).data as ShoppingListDto).items;
}

/** Items in an aisle, unticked and shown (not pantry staples, which are folded), each named once. */
function tickable(items: ShoppingItemDto[]): ShoppingItemDto[] {
  const names = new Map<string, number>();
  for (const item of items) names.set(item.display, (names.get(item.display) ?? 0) + 1);
  return items.filter((item) => !item.pantry && !item.checked && !item.hidden && names.get(item.display) === 1);
}

/**
 * A signed-in tab that has opened the planner and the list online, with the service worker in
 * control and the week kept for offline use (`<html data-offline-ready>`, src/app/offlineApp.ts).
 */
async function openOnline(context: BrowserContext, cook: Cook): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), cook.token);
  await page.goto('/dashboard/meal-planner');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto('/dashboard/shopping-list');
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await page.locator('html[data-offline-ready="true"]').waitFor({ state: 'attached', timeout: 45_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return page;
}

const basketButton = (page: Page) => page.getByRole('button', { name: /^In the basket \(\d+\)$/ });

async function basketCount(page: Page): Promise<number> {
  if ((await basketButton(page).count()) === 0) return 0;
  return Number(/\((\d+)\)/.exec((await basketButton(page).textContent()) ?? '')?.[1] ?? 0);
}

/** An item's checkbox: its name is the item, then what is needed of a pack ("1 bulb garlic 2 cloves needed"). */
const itemBox = (page: Page, display: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${display.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`) });

/** A ticked item leaves its aisle for the folded "In the basket" group (issue 38): count it there. */
async function tick(page: Page, display: string) {
  const before = await basketCount(page);
  await itemBox(page, display).click();
  await expect(page.getByRole('button', { name: `In the basket (${before + 1})` })).toBeVisible();
}

async function newContext(browser: Browser) {
  return browser.newContext({ serviceWorkers: 'allow' });
}

test('ticks and typed items made offline survive a reload and reach the server once back online', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const cook = await registerCook(request, 'Offline Shopper');
  await planWeek(request, cook);
  const toTick = tickable(await serverList(request, cook)).slice(0, 10);
  expect(toTick).toHaveLength(10);
  const typed = ['Oat milk for the week', 'Birthday candles'];

  const context = await newContext(browser);
  const page = await openOnline(context, cook);

  await context.setOffline(true);
  await page.reload();
  await expect(itemBox(page, toTick[0].display)).toBeVisible();

  for (const item of toTick) await tick(page, item.display);
  for (const name of typed) {
    await page.getByRole('textbox', { name: 'Add an item' }).fill(name);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('checkbox', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText("12 changes will be sent when you're back online")).toBeVisible();

  // Reloaded with no signal: the cached list, with this phone's changes laid over it.
  await page.reload();
  await expect(page.getByText("12 changes will be sent when you're back online")).toBeVisible();
  for (const name of typed) await expect(page.getByRole('checkbox', { name, exact: true })).toBeVisible();
  const basket = page.getByRole('region', { name: /^In the basket/ });
  await basket.getByRole('button', { name: /^In the basket/ }).click();
  for (const item of toTick) {
    await expect(itemBox(page, item.display)).toBeChecked();
  }
  // Nothing reached the server yet.
  const before = await serverList(request, cook);
  expect(before.filter((item) => item.checked)).toHaveLength(0);

  await context.setOffline(false);
  const ticked = new Set(toTick.map((item) => item.id));
  await expect
    .poll(
      async () => {
        const items = await serverList(request, cook);
        const ticks = items.filter((item) => ticked.has(item.id) && item.checked).length;
        const added = typed.filter((name) => items.some((item) => item.manual && item.display === name)).length;
        return ticks + added;
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(12);
  // Sent once: no typed item twice, however many ways (online event, Background Sync) sent it.
  const after = await serverList(request, cook);
  for (const name of typed) expect(after.filter((item) => item.display === name)).toHaveLength(1);
  await expect(page.getByText(/will be sent when you're back online/)).toHaveCount(0);
  await context.close();
});

test('two parents offline at once, each ticking different items, both end with every tick', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const first = await registerCook(request, 'Parent One');
  const second = await registerCook(request, 'Parent Two');
  await planWeek(request, first);
  const invite = await request.post('/api/household/invite', { headers: bearer(first), data: {} });
  expect(invite.status(), await invite.text()).toBe(201);
  const joined = await request.post('/api/household/join', {
    headers: bearer(second),
    data: { code: (await invite.json()).data.code },
  });
  expect(joined.ok(), await joined.text()).toBe(true);

  const items = tickable(await serverList(request, first));
  expect(items.length).toBeGreaterThanOrEqual(6);
  const firstTicks = items.slice(0, 3);
  const secondTicks = items.slice(3, 6);

  const firstContext = await newContext(browser);
  const secondContext = await newContext(browser);
  const firstPage = await openOnline(firstContext, first);
  const secondPage = await openOnline(secondContext, second);

  await firstContext.setOffline(true);
  await secondContext.setOffline(true);
  for (const item of firstTicks) await tick(firstPage, item.display);
  for (const item of secondTicks) await tick(secondPage, item.display);

  await firstContext.setOffline(false);
  await secondContext.setOffline(false);

  const everyTick = [...firstTicks, ...secondTicks].map((item) => item.id);
  await expect
    .poll(
      async () =>
        (await serverList(request, first)).filter((item) => everyTick.includes(item.id) && item.checked).length,
      {
        timeout: 10_000,
        intervals: [250],
      },
    )
    .toBe(6);
  for (const page of [firstPage, secondPage]) {
    const basket = page.getByRole('region', { name: /^In the basket/ });
    await expect(basket).toBeVisible({ timeout: 15_000 });
    // The list is asked again after a flush and polled: the other phone's ticks arrive too.
    await expect(basket.getByRole('button', { name: 'In the basket (6)' })).toBeVisible({ timeout: 15_000 });
    await basket.getByRole('button', { name: 'In the basket (6)' }).click();
    for (const item of [...firstTicks, ...secondTicks]) {
      await expect(itemBox(page, item.display)).toBeChecked();
    }
  }
  await firstContext.close();
  await secondContext.close();
});
