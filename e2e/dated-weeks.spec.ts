/**
 * Issue 38 on the real server and the demo recipes: a parent plans next week, copies it to the
 * week after from the planner's menu, makes a leftover of Sunday's dinner for Monday, and sees
 * the shopping list of next week: the leftover adds no line, the cooked meal's potatoes grow to
 * feed both meals, and the potatoes ticked before the leftover come back unticked with what more
 * is needed. Then the family's calendar feed is read with a maintained iCalendar reader: the
 * cooked dinner at 18:30 on Sunday in the family's zone, the leftover on Monday saying so.
 */
import ICAL from 'ical.js';
import { WEEK_MESSAGES } from '../contract/messages';
import type { ShoppingItemDto, ShoppingListDto } from '../contract/types';
import { addWeeks, dateOfDay, weekLabel } from '../contract/weeks';
import { demoRecipeId, expect, registerCook, test } from './fixtures';

const GRATIN = 'Cheesy Leek and Potato Gratin';

test('plan next week, copy it on, eat the rest on Monday, shop it and subscribe to it', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const cook = await registerCook(request, 'Weeks Parent');
  const headers = { authorization: `Bearer ${cook.token}` };
  const zone = await request.patch('/api/household/settings', { headers, data: { time_zone: 'Europe/London' } });
  expect(zone.status(), await zone.text()).toBe(200);
  const categories = (await (await request.get('/api/categories')).json()).data as {
    id: number;
    category_name: string;
  }[];
  const dinner = categories.find((category) => category.category_name === 'Dinner')!;
  const thisWeek = (await (await request.get('/api/get-meal-plans', { headers })).json()).data.week.start as string;
  const nextWeek = addWeeks(thisWeek, 1);
  const weekAfter = addWeeks(thisWeek, 2);
  const gratinId = await demoRecipeId(request, GRATIN);

  await page.addInitScript((token) => window.localStorage.setItem('forkcast.token', token), cook.token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/meal-planner');
  await expect(page.getByRole('heading', { name: weekLabel(thisWeek, Number(thisWeek.slice(0, 4))) })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(new RegExp(`week=${nextWeek}`));

  // Next week's Sunday dinner.
  const planned = await request.post(`/api/meal-plans/${gratinId}`, {
    headers,
    data: { day: 'sunday', category_id: dinner.id, week: nextWeek },
  });
  expect(planned.status(), await planned.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole('link', { name: GRATIN })).toBeVisible();

  // Copy it to the week after, from the planner.
  await page.getByRole('button', { name: 'Copy and templates' }).click();
  await page.getByRole('menuitem', { name: 'Copy this week to…' }).click();
  const copy = page.getByRole('dialog');
  await copy.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText(WEEK_MESSAGES.copied(1, weekLabel(weekAfter)))).toBeVisible();
  const after = (await (await request.get(`/api/get-meal-plans?week=${weekAfter}`, { headers })).json()).data;
  expect(after.sunday.flatMap((slot: { meals: { name: string }[] }) => slot.meals.map((meal) => meal.name))).toEqual([
    GRATIN,
  ]);

  // Next week's list before the leftover; the potatoes ticked.
  const listOf = async (week: string) =>
    (await (await request.get(`/api/shopping-list?week=${week}`, { headers })).json()).data as ShoppingListDto;
  const potatoesIn = (list: ShoppingListDto) => list.items.find((item) => item.food.includes('potato'))!;
  const before = await listOf(nextWeek);
  const potatoes: ShoppingItemDto = potatoesIn(before);
  expect(potatoes, JSON.stringify(before.items.map((item) => item.display))).toBeDefined();
  await page.goto(`/dashboard/shopping-list?week=${nextWeek}`);
  // A ticked item leaves its aisle for the folded "In the basket" group.
  await page.getByRole('checkbox', { name: potatoes.display }).click();
  await expect(page.getByText(/In the basket \(1\)/)).toBeVisible();
  await expect.poll(async () => potatoesIn(await listOf(nextWeek)).checked).toBe(true);

  // Eat the rest on Monday, from the planner.
  await page.goto(`/dashboard/meal-planner?week=${nextWeek}`);
  await page.getByRole('button', { name: 'Meal options for Sunday dinner' }).click();
  await page.getByRole('menuitem', { name: 'Eat the rest on…' }).click();
  const leftover = page.getByRole('dialog', { name: 'Eat the rest on…' });
  await leftover.getByLabel('Day').selectOption(dateOfDay(nextWeek, 'monday'));
  await leftover.getByLabel('Meal').selectOption(String(dinner.id));
  await leftover.getByRole('button', { name: 'Plan the leftover' }).click();
  await expect(page.getByText(WEEK_MESSAGES.leftoverOf('Sunday', 'Dinner')).first()).toBeVisible();

  // The list: no line for the leftover, more potatoes for the cooked meal, the tick undone.
  const grown = await listOf(nextWeek);
  const week = (await (await request.get(`/api/get-meal-plans?week=${nextWeek}`, { headers })).json()).data;
  const leftoverId = week.monday[0].meals[0].id as number;
  expect(grown.items.flatMap((item) => item.sources.map((source) => source.meal_plan_id))).not.toContain(leftoverId);
  expect(grown.items.map((item) => item.food).sort()).toEqual(before.items.map((item) => item.food).sort());
  const grownPotatoes = potatoesIn(grown);
  expect(grownPotatoes.quantity!).toBeGreaterThan(potatoes.quantity!);
  expect(grownPotatoes.checked).toBe(false);
  expect(grownPotatoes.more_needed).toMatch(/more needed$/);
  await page.goto(`/dashboard/shopping-list?week=${nextWeek}`);
  await expect(page.getByText(grownPotatoes.more_needed!)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: grownPotatoes.display })).not.toBeChecked();

  // The calendar feed, read by a real iCalendar parser.
  const feed = (await (await request.get('/api/household/calendar', { headers })).json()).data as { url: string };
  const ics = await request.get(feed.url);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
  for (const timezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(timezone);
  const family = (await (await request.get('/api/household', { headers })).json()).data.name as string;
  expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Forkcast — ${family}`);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  const at = (date: string) =>
    events.filter((event) => event.startDate.toString().startsWith(date)).map((event) => event.summary);
  expect(at(dateOfDay(nextWeek, 'sunday'))).toEqual([`Dinner: ${GRATIN}`]);
  expect(at(dateOfDay(weekAfter, 'sunday'))).toEqual([`Dinner: ${GRATIN}`]);
  const sunday = events.find((event) => event.startDate.toString().startsWith(dateOfDay(nextWeek, 'sunday')))!;
  expect(sunday.startDate.toString()).toBe(`${dateOfDay(nextWeek, 'sunday')}T18:30:00`);
  expect(sunday.startDate.zone.tzid).toBe('Europe/London');
  const monday = events.find((event) => event.startDate.toString().startsWith(dateOfDay(nextWeek, 'monday')))!;
  expect(monday.description).toContain(WEEK_MESSAGES.leftoverOf('Sunday', 'Dinner'));
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  ICAL.TimezoneService.reset();
  expect(consoleErrors).toEqual([]);
});
