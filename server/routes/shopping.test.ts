import { eq } from 'drizzle-orm';
import type { Weekday } from '../../contract/constants';
import type { ShoppingItemDto, ShoppingListDto } from '../../contract/types';
import { addWeeks, dateOfDay, type IsoDate } from '../../contract/weeks';
import { householdMembers, households, mealPlans } from '../db/schema';
import { householdIdOf } from '../services/household/household';
import { weekRange } from '../services/planner/plannerWeek';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let planner: TestUser;
let stranger: TestUser;
let dinner: { id: number };
let lunch: { id: number };
let dal: { id: number };
let soup: { id: number };
let curry: { id: number };

beforeAll(async () => {
  ctx = await createTestApp();
  planner = await createUser(ctx.db);
  stranger = await createUser(ctx.db);
  lunch = await createCategory(ctx.db, 'Lunch', 2);
  dinner = await createCategory(ctx.db, 'Dinner', 3);
  const libraryId = (await createLibrary(ctx.db)).id;
  dal = await createRecipe(ctx.db, {
    userId: stranger.id,
    categoryId: dinner.id,
    libraryId,
    // One serving: a one-person household buys each line as written (portions 1 / 1 serving).
    servingNumber: 1,
    recipeName: 'Red lentil dal',
    ingredients: ['200 g red lentils, rinsed', '1 onion, chopped', '2 cloves garlic, crushed', '1 tsp salt'],
  });
  soup = await createRecipe(ctx.db, {
    userId: stranger.id,
    categoryId: lunch.id,
    libraryId,
    servingNumber: 1,
    recipeName: 'Lentil soup',
    ingredients: ['0.5 kg red lentils', '150 g onion, diced', '1 tbsp olive oil', '1 litre vegetable stock'],
  });
  curry = await createRecipe(ctx.db, {
    userId: stranger.id,
    categoryId: dinner.id,
    libraryId,
    servingNumber: 1,
    recipeName: 'Chickpea curry',
    ingredients: ['2 onions, sliced', 'a pinch of salt', '2–3 cloves garlic', '400 ml coconut milk'],
  });
}, 60_000);
afterAll(() => ctx.close());

const auth = (user: TestUser | null) => (user ? { authorization: `Bearer ${user.token}` } : {});

/** The Saturday of this week as a request without `week` reads it (a household without a time zone: UTC). */
const thisWeek = (): IsoDate => weekRange(undefined, null).start;
const nextWeek = (): IsoDate => addWeeks(thisWeek(), 1);
const week = (date: IsoDate) => `?week=${date}`;

interface PlanOptions {
  user?: TestUser;
  /** Any date in the week; this week when absent. */
  week?: IsoDate;
  leftoverOf?: number;
  memberIds?: number[];
}

/**
 * Plans a meal straight in the table (the planner's routes have tests of their own): the list
 * reads whatever the plan holds.
 */
async function plan(recipeId: number, day: Weekday, categoryId: number, options: PlanOptions = {}): Promise<number> {
  const user = options.user ?? planner;
  const [row] = await ctx.db
    .insert(mealPlans)
    .values({
      userId: user.id,
      householdId: await householdIdOf(ctx.db, user.id),
      recipeId,
      categoryId,
      weekStart: weekRange(options.week, null).start,
      day,
      name: 'Planned meal',
      memberIds: options.memberIds ?? null,
      leftoverOf: options.leftoverOf ?? null,
    })
    .returning({ id: mealPlans.id });
  return row.id;
}
const unplan = async (mealId: number) => {
  await ctx.db.delete(mealPlans).where(eq(mealPlans.id, mealId));
};

const getList = (query = '', user: TestUser | null = planner) =>
  ctx.app.inject({ url: `/api/shopping-list${query}`, headers: auth(user) });
async function list(query = '', user: TestUser = planner): Promise<ShoppingListDto> {
  const response = await getList(query, user);
  expect(response.statusCode).toBe(200);
  return response.json().data as ShoppingListDto;
}
const itemOf = (shopping: ShoppingListDto, food: string): ShoppingItemDto | undefined =>
  shopping.items.find((item) => item.food === food);

const patchItem = (id: string, payload: unknown, user: TestUser | null = planner, query = '') =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/shopping-list/items/${id}${query}`,
    headers: auth(user),
    payload: payload as object,
  });
const postItem = (payload: unknown, user: TestUser | null = planner) =>
  ctx.app.inject({ method: 'POST', url: '/api/shopping-list/items', headers: auth(user), payload: payload as object });
const deleteItem = (id: string, user: TestUser | null = planner, query = '') =>
  ctx.app.inject({ method: 'DELETE', url: `/api/shopping-list/items/${id}${query}`, headers: auth(user) });

describe('GET /api/shopping-list', () => {
  let mealIds: number[] = [];
  beforeAll(async () => {
    mealIds = [
      await plan(dal.id, 'saturday', dinner.id),
      await plan(soup.id, 'monday', lunch.id),
      await plan(curry.id, 'wednesday', dinner.id),
    ];
  });
  afterAll(async () => {
    for (const id of mealIds) await unplan(id);
  });

  it('merges one food across units and meals into one line', async () => {
    const shopping = await list();
    const lentils = itemOf(shopping, 'lentil');
    expect(lentils).toMatchObject({
      id: 'p-lentil',
      quantity: 700,
      unit: 'g',
      display: '700 g lentils',
      aisle: 'pantry',
    });
    expect(lentils?.sources.map((source) => [source.day, source.category, source.recipe_name])).toEqual([
      ['saturday', 'Dinner', 'Red lentil dal'],
      ['monday', 'Lunch', 'Lentil soup'],
    ]);
  });

  it('turns weights of a counted food into pieces through its piece weight', async () => {
    // 1 + 2 onions and 150 g (one onion's weight).
    expect(itemOf(await list(), 'onion')).toMatchObject({
      quantity: 4,
      unit: null,
      display: '4 onions',
      aisle: 'produce',
    });
  });

  it('buys the upper end of a range and keeps a unit of its own', async () => {
    // Issue 38: garlic is bought by the bulb; the 2 + 3 cloves needed read beside it.
    expect(itemOf(await list(), 'garlic')).toMatchObject({
      quantity: 1,
      unit: 'bulb',
      display: '1 bulb garlic',
      needed: '5 cloves needed',
    });
  });

  it('lists pantry staples apart, in aisle order, with every aisle named in store order', async () => {
    const shopping = await list();
    expect(itemOf(shopping, 'salt')?.pantry).toBe(true);
    expect(itemOf(shopping, 'lentil')?.pantry).toBe(false);
    expect(shopping.aisles.map((aisle) => aisle.id)).toEqual([
      'produce',
      'dairy & eggs',
      'meat & fish',
      'bakery',
      'pantry',
      'spices',
      'frozen',
      'drinks',
      'other',
    ]);
    const order = shopping.items.map((item) => shopping.aisles.findIndex((aisle) => aisle.id === item.aisle));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(shopping.days).toEqual(['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
  });

  it('covers only the chosen days', async () => {
    const saturday = await list('?days=Saturday');
    expect(saturday.days).toEqual(['saturday']);
    expect(itemOf(saturday, 'lentil')).toMatchObject({ quantity: 200, display: '200 g lentils' });
    expect(itemOf(saturday, 'coconut milk')).toBeUndefined();
    const two = await list('?days=wednesday,monday');
    expect(two.days).toEqual(['monday', 'wednesday']);
    expect(itemOf(two, 'lentil')?.quantity).toBe(500);
  });

  it('refuses days that are not weekdays', async () => {
    for (const query of ['?days=funday', '?days=saturday,,sunday', `?days=${'monday,'.repeat(50)}`, '?days=%00']) {
      const response = await getList(query);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.days[0]).toMatch(/^(Days must be weekdays|The days contains a NUL)/);
    }
  });

  it('is only for a signed-in user, and another user sees their own empty list', async () => {
    expect((await getList('', null)).statusCode).toBe(401);
    expect((await list('', stranger)).items).toEqual([]);
  });

  it('buys both foods of "salt and pepper", pepper as a staple', async () => {
    const seasoned = await createRecipe(ctx.db, {
      userId: stranger.id,
      categoryId: dinner.id,
      libraryId: (await createLibrary(ctx.db)).id,
      servingNumber: 1,
      recipeName: 'Seasoned greens',
      ingredients: ['200 g spinach', 'Salt and freshly ground black pepper, to taste'],
    });
    const mealId = await plan(seasoned.id, 'friday', dinner.id);
    const friday = await list('?days=friday');
    await unplan(mealId);
    expect(itemOf(friday, 'salt')).toMatchObject({ quantity: null, pantry: true });
    expect(itemOf(friday, 'black pepper')).toMatchObject({ quantity: null, pantry: true, display: 'Black pepper' });
  });
});

describe('ticking items', () => {
  it('keeps a tick while the amount does not grow, recomputes it, and forgets it once the food is unplanned', async () => {
    const dalMeal = await plan(dal.id, 'sunday', dinner.id);
    const ticked = await patchItem('p-lentil', { checked: true });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().data).toMatchObject({ id: 'p-lentil', checked: true, quantity: 200, more_needed: null });

    // Issue 38: a grown amount unticks it (see "more needed" below); re-ticked, it holds 700 g.
    const soupMeal = await plan(soup.id, 'tuesday', lunch.id);
    expect(itemOf(await list(), 'lentil')).toMatchObject({ checked: false, quantity: 700 });
    await patchItem('p-lentil', { checked: true });
    expect(itemOf(await list(), 'lentil')).toMatchObject({ checked: true, quantity: 700 });

    await unplan(dalMeal);
    await unplan(soupMeal);
    expect(itemOf(await list(), 'lentil')).toBeUndefined();
    const again = await plan(dal.id, 'sunday', dinner.id);
    expect(itemOf(await list(), 'lentil')?.checked).toBe(false);
    await unplan(again);
  });

  it("answers 404 for an item that is not on the user's list", async () => {
    const meal = await plan(dal.id, 'thursday', dinner.id);
    expect((await patchItem('p-lentil', { checked: true }, stranger)).statusCode).toBe(404);
    expect((await patchItem('p-caviar', { checked: true })).statusCode).toBe(404);
    for (const id of ['p-..%2F..%2Fetc', 'x-1', 'm-0', 'm-99999999999', 'm-2147483647', 'p-', 'p-lentil%20']) {
      const response = await patchItem(id, { checked: true });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Shopping list item not found');
    }
    // A NUL anywhere in a path is refused before any route runs.
    expect((await patchItem('p-lentil%00', { checked: true })).statusCode).toBe(422);
    await unplan(meal);
  });

  it('refuses a tick that is not true or false', async () => {
    const meal = await plan(dal.id, 'thursday', dinner.id);
    for (const payload of [{}, { checked: 'yes' }, { checked: 1 }, { checked: null }, [true]]) {
      const response = await patchItem('p-lentil', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.checked).toBeDefined();
    }
    await unplan(meal);
  });

  it('hides a planned item for the week, and puts it back', async () => {
    const meal = await plan(curry.id, 'friday', dinner.id);
    expect(itemOf(await list(), 'coconut milk')?.hidden).toBe(false);
    expect((await deleteItem('p-coconut-milk')).statusCode).toBe(200);
    expect(itemOf(await list(), 'coconut milk')).toMatchObject({ hidden: true, checked: false });
    expect((await deleteItem('p-coconut-milk', stranger)).statusCode).toBe(404);
    expect((await patchItem('p-coconut-milk', { hidden: false }, stranger)).statusCode).toBe(404);

    const back = await patchItem('p-coconut-milk', { hidden: false });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ hidden: false, checked: false });
    const both = await patchItem('p-coconut-milk', { hidden: true, checked: true });
    expect(both.json().data).toMatchObject({ hidden: true, checked: true });
    // A tick alone leaves the hide as it is.
    expect((await patchItem('p-coconut-milk', { checked: false })).json().data).toMatchObject({ hidden: true });
    for (const payload of [{ hidden: 'no' }, { hidden: 0 }]) {
      const response = await patchItem('p-coconut-milk', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.hidden).toEqual(['Hidden must be true or false']);
    }
    await unplan(meal);
  });
});

describe('typed items', () => {
  it('adds a line read like an ingredient, ticks and removes it', async () => {
    const added = await postItem({ name: '  2 l milk ' });
    expect(added.statusCode).toBe(201);
    const item = added.json().data as ShoppingItemDto;
    expect(item).toMatchObject({ food: 'milk', quantity: 2, unit: 'l', display: '2 l milk', aisle: 'dairy & eggs' });
    expect(item).toMatchObject({ manual: true, checked: false, sources: [] });
    expect(item.id).toMatch(/^m-\d+$/);
    expect(itemOf(await list(), 'milk')?.id).toBe(item.id);

    expect((await patchItem(item.id, { checked: true })).json().data.checked).toBe(true);
    const hide = await patchItem(item.id, { hidden: true });
    expect(hide.statusCode).toBe(422);
    expect(hide.json().errors.hidden[0]).toMatch(/^Only a planned item can be hidden/);
    expect((await patchItem(item.id, { checked: true }, stranger)).statusCode).toBe(404);
    expect((await deleteItem(item.id, stranger)).statusCode).toBe(404);
    expect((await deleteItem(item.id)).statusCode).toBe(200);
    expect((await deleteItem(item.id)).statusCode).toBe(404);
    expect(itemOf(await list(), 'milk')).toBeUndefined();
  });

  it('keeps an item the catalogue does not know, in "other"', async () => {
    const added = await postItem({ name: 'Kitchen roll' });
    expect(added.json().data).toMatchObject({ display: 'Kitchen roll', aisle: 'other', manual: true });
    await deleteItem(added.json().data.id);
  });

  it('refuses an empty, long, mistyped or NUL name with a clear 422', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Please enter an item'],
      [{ name: '   ' }, 'Please enter an item'],
      [{ name: 'x'.repeat(201) }, 'An item can be at most 200 characters'],
      [{ name: 'x'.repeat(500) }, 'An item can be at most 200 characters'],
      [{ name: 5 }, ''],
      [{ name: ['milk'] }, ''],
    ];
    for (const [payload, message] of cases) {
      const response = await postItem(payload);
      expect(response.statusCode).toBe(422);
      if (message) expect(response.json().errors.name).toEqual([message]);
      else expect(response.json().errors.name).toHaveLength(1);
    }
    const nul = await postItem({ name: 'milk\u0000' });
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    const script = await postItem({ name: '<script>alert(1)</script>' });
    expect(script.statusCode).toBe(201);
    expect(script.json().data.display).toBe('<script>alert(1)</script>');
    await deleteItem(script.json().data.id);
    expect((await list()).items.filter((item) => item.manual)).toEqual([]);
  });

  it('is only for a signed-in user', async () => {
    expect((await postItem({ name: 'milk' }, null)).statusCode).toBe(401);
    expect((await patchItem('m-1', { checked: true }, null)).statusCode).toBe(401);
    expect((await deleteItem('m-1', null)).statusCode).toBe(401);
  });
});

describe('a full list', () => {
  it('refuses a typed item past the limit with 409, and adds none', async () => {
    const { MANUAL_ITEMS_MAX } = await import('../services/shopping/shoppingList');
    const { shoppingItems } = await import('../db/schema');
    const { householdIdOf } = await import('../services/household/household');
    const householdId = await householdIdOf(ctx.db, stranger.id);
    await ctx.db.insert(shoppingItems).values(
      Array.from({ length: MANUAL_ITEMS_MAX }, (_, index) => ({
        userId: stranger.id,
        householdId,
        name: `thing ${index}`,
        food: `thing ${index}`,
      })),
    );
    const response = await postItem({ name: 'one more' }, stranger);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already holds 300 items/);
    expect((await list('', stranger)).items).toHaveLength(MANUAL_ITEMS_MAX);
  });
});

describe('dated weeks (issue 38)', () => {
  it('lists the meals of the week asked for, says which week it is and dates the sources', async () => {
    const here = await plan(dal.id, 'saturday', dinner.id);
    const there = await plan(curry.id, 'monday', dinner.id, { week: nextWeek() });
    try {
      const now = await list();
      expect(now.week).toEqual({ start: thisWeek(), end: dateOfDay(thisWeek(), 'friday') });
      expect(itemOf(now, 'lentil')?.sources.map((source) => [source.day, source.date])).toEqual([
        ['saturday', thisWeek()],
      ]);
      expect(itemOf(now, 'coconut milk')).toBeUndefined();

      // Any date inside the week selects it: its Wednesday reads the same list as its Saturday.
      const wednesday = dateOfDay(nextWeek(), 'wednesday');
      const next = await list(week(wednesday));
      expect(next.week).toEqual({ start: nextWeek(), end: dateOfDay(nextWeek(), 'friday') });
      expect(itemOf(next, 'lentil')).toBeUndefined();
      expect(itemOf(next, 'coconut milk')?.sources.map((source) => source.date)).toEqual([
        dateOfDay(nextWeek(), 'monday'),
      ]);
      expect((await list(week(nextWeek()))).items.map((item) => item.id)).toEqual(next.items.map((item) => item.id));
      // A week long past is simply empty.
      expect((await list('?week=2001-01-01')).items.filter((item) => !item.manual)).toEqual([]);
    } finally {
      await unplan(here);
      await unplan(there);
    }
  });

  it('reads "this week" in the household\'s time zone', async () => {
    const traveller = await createUser(ctx.db);
    const householdId = await householdIdOf(ctx.db, traveller.id);
    await ctx.db.update(households).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(households.id, householdId));
    expect((await list('', traveller)).week.start).toBe(weekRange(undefined, 'Pacific/Kiritimati').start);
  });

  it('refuses a week that is not a date with 422, on the list and on an item', async () => {
    const meal = await plan(dal.id, 'saturday', dinner.id);
    try {
      const bad = [
        'yesterday',
        '2026-13-01',
        '2026-02-30',
        '1999-12-25',
        '2200-01-01',
        '28-11-2026',
        `2026-11-28${'0'.repeat(5000)}`,
        '2026-11-28&week=2026-12-05',
        '2147483648',
      ];
      for (const value of bad) {
        for (const response of [
          await getList(`?week=${value}`),
          await patchItem('p-lentil', { checked: true }, planner, `?week=${value}`),
          await deleteItem('p-lentil', planner, `?week=${value}`),
        ]) {
          expect(response.statusCode).toBe(422);
          expect(response.json().errors.week).toEqual([
            'Week must be a date written as YYYY-MM-DD, in the years 2000 to 2199.',
          ]);
        }
      }
      const nul = await getList('?week=2026-11-28%00');
      expect(nul.statusCode).toBe(422);
      expect(nul.json().errors.week).toHaveLength(1);
      // Nothing was ticked or hidden by the refused calls.
      expect(itemOf(await list(), 'lentil')).toMatchObject({ checked: false, hidden: false });
    } finally {
      await unplan(meal);
    }
  });

  it('ticks and hides an item in one week only', async () => {
    const here = await plan(dal.id, 'saturday', dinner.id);
    const there = await plan(dal.id, 'saturday', dinner.id, { week: nextWeek() });
    try {
      expect((await patchItem('p-lentil', { checked: true })).json().data).toMatchObject({ checked: true });
      expect(itemOf(await list(), 'lentil')?.checked).toBe(true);
      expect(itemOf(await list(week(nextWeek())), 'lentil')?.checked).toBe(false);

      // Hiding next week's onions leaves this week's on the list.
      expect((await deleteItem('p-onion', planner, week(nextWeek()))).statusCode).toBe(200);
      expect(itemOf(await list(week(nextWeek())), 'onion')?.hidden).toBe(true);
      expect(itemOf(await list(), 'onion')?.hidden).toBe(false);

      // Next week's tick, through any date of it, is next week's.
      const friday = dateOfDay(nextWeek(), 'friday');
      expect((await patchItem('p-garlic', { checked: true }, planner, week(friday))).json().data.checked).toBe(true);
      expect(itemOf(await list(week(nextWeek())), 'garlic')?.checked).toBe(true);
      expect(itemOf(await list(), 'garlic')?.checked).toBe(false);

      // Unplanning next week's meal forgets next week's marks only.
      await unplan(there);
      expect(itemOf(await list(week(nextWeek())), 'lentil')).toBeUndefined();
      expect(itemOf(await list(), 'lentil')?.checked).toBe(true);
      const again = await plan(dal.id, 'sunday', dinner.id, { week: nextWeek() });
      const replanned = await list(week(nextWeek()));
      expect(itemOf(replanned, 'garlic')?.checked).toBe(false);
      expect(itemOf(replanned, 'onion')?.hidden).toBe(false);
      await unplan(again);
    } finally {
      await unplan(here);
      await unplan(there);
    }
  });

  it("answers 404 for an item of a week that does not need it, or of another household's week", async () => {
    const meal = await plan(dal.id, 'saturday', dinner.id, { week: nextWeek() });
    try {
      expect((await patchItem('p-lentil', { checked: true })).statusCode).toBe(404);
      expect((await deleteItem('p-lentil')).statusCode).toBe(404);
      expect((await patchItem('p-lentil', { checked: true }, stranger, week(nextWeek()))).statusCode).toBe(404);
      const strangers = await deleteItem('p-lentil', stranger, week(nextWeek()));
      expect(strangers.statusCode).toBe(404);
      expect(strangers.json().message).toBe('Shopping list item not found');
      expect((await patchItem('m-2147483648', { checked: true }, planner, week(nextWeek()))).statusCode).toBe(404);
      expect(itemOf(await list(week(nextWeek())), 'lentil')).toMatchObject({ checked: false, hidden: false });
    } finally {
      await unplan(meal);
    }
  });

  it('keeps typed items as one running list, ticked the same in every week', async () => {
    const added = (await postItem({ name: 'kitchen roll' })).json().data as ShoppingItemDto;
    try {
      expect(added).toMatchObject({ needed: null, more_needed: null });
      await patchItem(added.id, { checked: true }, planner, week(nextWeek()));
      for (const query of ['', week(nextWeek()), '?week=2030-06-01'])
        expect(itemOf(await list(query), 'kitchen roll')).toMatchObject({ id: added.id, checked: true });
    } finally {
      await deleteItem(added.id);
    }
  });
});

describe('leftovers (issue 38)', () => {
  it("adds nothing for a leftover, and grows its cooked meal for the leftover's eaters", async () => {
    const cooked = await plan(dal.id, 'saturday', dinner.id);
    const leftover = await plan(dal.id, 'monday', lunch.id, { leftoverOf: cooked });
    try {
      const shopping = await list();
      // One adult eats it twice: the dal is cooked for 2 portions, once.
      expect(itemOf(shopping, 'lentil')).toMatchObject({ quantity: 400, display: '400 g lentils' });
      expect(itemOf(shopping, 'lentil')?.sources.map((source) => [source.meal_plan_id, source.day])).toEqual([
        [cooked, 'saturday'],
      ]);
      expect(itemOf(shopping, 'onion')).toMatchObject({ quantity: 2 });
      // The leftover's day alone buys nothing; the cooked meal's day buys for both.
      expect(itemOf(await list('?days=monday'), 'lentil')).toBeUndefined();
      expect(itemOf(await list('?days=saturday'), 'lentil')?.quantity).toBe(400);
    } finally {
      await unplan(leftover);
      await unplan(cooked);
    }
  });

  it("counts the leftover's own eaters, and a leftover in the next week grows the cooked meal's week", async () => {
    const householdId = await householdIdOf(ctx.db, planner.id);
    const [child] = await ctx.db
      .insert(householdMembers)
      .values({ householdId, name: 'Little one', ageGroup: 'child' })
      .returning();
    const [adult] = await ctx.db
      .select({ id: householdMembers.id })
      .from(householdMembers)
      .where(eq(householdMembers.userId, planner.id));
    const cooked = await plan(dal.id, 'thursday', dinner.id, { memberIds: [adult.id] });
    const leftover = await plan(dal.id, 'saturday', lunch.id, {
      week: nextWeek(),
      leftoverOf: cooked,
      memberIds: [child.id],
    });
    try {
      const lentils = itemOf(await list(), 'lentil');
      const childPortion = (lentils!.quantity! - 200) / 200;
      // The adult's portion (1) and the child's (less than an adult's, more than none).
      expect(childPortion).toBeGreaterThan(0);
      expect(childPortion).toBeLessThan(1);
      expect(itemOf(await list(week(nextWeek())), 'lentil')).toBeUndefined();

      // Without the leftover the cooked meal buys for its own eater only.
      await unplan(leftover);
      expect(itemOf(await list(), 'lentil')?.quantity).toBe(200);
    } finally {
      await unplan(leftover);
      await unplan(cooked);
      await ctx.db.delete(householdMembers).where(eq(householdMembers.id, child.id));
    }
  });
});

describe('"more needed" (issue 38)', () => {
  it('asks for more of a food bought in packs when the packs grow, not only their number', async () => {
    const libraryId = (await createLibrary(ctx.db)).id;
    const omelette = await createRecipe(ctx.db, {
      userId: stranger.id,
      categoryId: lunch.id,
      libraryId,
      servingNumber: 1,
      recipeName: 'Omelette',
      ingredients: ['3 eggs'],
    });
    const frittata = await createRecipe(ctx.db, {
      userId: stranger.id,
      categoryId: dinner.id,
      libraryId,
      servingNumber: 1,
      recipeName: 'Frittata',
      ingredients: ['5 eggs'],
    });
    const first = await plan(omelette.id, 'saturday', lunch.id);
    let second = 0;
    try {
      const box = itemOf(await list(), 'egg')!;
      expect(box).toMatchObject({ quantity: 1, unit: 'box' });
      expect((await patchItem(box.id, { checked: true })).json().data).toMatchObject({ checked: true });
      // 8 eggs: still one box, but of 12, not the 6 in the basket.
      second = await plan(frittata.id, 'sunday', dinner.id);
      const grown = itemOf(await list(), 'egg')!;
      expect(grown).toMatchObject({ quantity: 1, unit: 'box', checked: false, more_needed: '1 box more needed' });
      expect(grown.display).not.toBe(box.display);
      expect((await patchItem(box.id, { checked: true })).json().data).toMatchObject({ more_needed: null });
      expect(itemOf(await list(), 'egg')).toMatchObject({ checked: true, more_needed: null });
      // Back to one box of 6: the tick holds.
      await unplan(second);
      second = 0;
      expect(itemOf(await list(), 'egg')).toMatchObject({ checked: true, more_needed: null });
    } finally {
      await unplan(first);
      if (second) await unplan(second);
      await list();
    }
  });

  it('unticks an item whose amount grows, says how much more, and holds a new tick', async () => {
    const dalMeal = await plan(dal.id, 'saturday', dinner.id);
    let soupMeal = 0;
    let curryMeal = 0;
    try {
      await patchItem('p-lentil', { checked: true });
      await patchItem('p-onion', { checked: true });
      soupMeal = await plan(soup.id, 'monday', lunch.id);
      curryMeal = await plan(curry.id, 'tuesday', dinner.id);
      const grown = await list();
      expect(itemOf(grown, 'lentil')).toMatchObject({
        quantity: 700,
        checked: false,
        more_needed: '500 g more needed',
      });
      // 1 onion ticked; now 1 + 1 (150 g) + 2: three more, counted.
      expect(itemOf(grown, 'onion')).toMatchObject({ quantity: 4, checked: false, more_needed: '3 more needed' });
      // Never ticked: nothing more to say.
      expect(itemOf(grown, 'coconut milk')).toMatchObject({ checked: false, more_needed: null });

      const retick = await patchItem('p-lentil', { checked: true });
      expect(retick.json().data).toMatchObject({ checked: true, more_needed: null, quantity: 700 });
      expect(itemOf(await list(), 'lentil')).toMatchObject({ checked: true, more_needed: null });

      // Shrinking keeps the tick; growing again past the new tick asks for more again.
      await unplan(soupMeal);
      soupMeal = 0;
      expect(itemOf(await list(), 'lentil')).toMatchObject({ quantity: 200, checked: true, more_needed: null });
      soupMeal = await plan(soup.id, 'wednesday', lunch.id);
      expect(itemOf(await list(), 'lentil')).toMatchObject({ checked: true, more_needed: null });
      const another = await plan(soup.id, 'thursday', lunch.id);
      expect(itemOf(await list(), 'lentil')).toMatchObject({
        quantity: 1.2,
        unit: 'kg',
        checked: false,
        more_needed: '500 g more needed',
      });
      await unplan(another);

      // Unticking forgets the amount: ticked again later it counts from then.
      await patchItem('p-onion', { checked: false });
      expect(itemOf(await list(), 'onion')).toMatchObject({ checked: false, more_needed: null });
      // A hide alone keeps what the tick said.
      const hidden = await patchItem('p-lentil', { hidden: true });
      expect(hidden.json().data).toMatchObject({ hidden: true, checked: true });
    } finally {
      await unplan(dalMeal);
      if (soupMeal) await unplan(soupMeal);
      if (curryMeal) await unplan(curryMeal);
      await list();
    }
  });
});
