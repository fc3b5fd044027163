/**
 * Issue 38, the planner's server: dated weeks (`week` on the planner's calls), copying a week,
 * week templates, leftovers, removal with Undo, and the bad input each refuses.
 */
import { eq } from 'drizzle-orm';
import { WEEKDAYS, WEEK_PLANNING, type Weekday } from '../../contract/constants';
import { WEEK_MESSAGES } from '../../contract/messages';
import type {
  HouseholdMemberDto,
  MealPlanEntryDto,
  MealPlanWeekDto,
  RemovedMealDto,
  WeekTemplateDto,
} from '../../contract/types';
import { addDays, addWeeks, dateOfDay, todayIn, weekEndOf, weekLabel, weekStartOf } from '../../contract/weeks';
import { recipes, weekTemplates } from '../db/schema';
import { householdIdOf } from '../services/household/household';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let libraryId: number;
let breakfast: { id: number };
let lunch: { id: number };
let dinner: { id: number };
let supper: { id: number };
let soup: { id: number; recipeName: string };
let porridge: { id: number; recipeName: string };
let curry: { id: number; recipeName: string };

const THIS_WEEK = weekStartOf(todayIn(null));
/** Weeks far from this one, so tests of different weeks never meet. */
const weekAt = (offset: number) => addWeeks(THIS_WEEK, offset);
const NUL = '\u0000';
const INT_PAST_MAX = 2 ** 31;

beforeAll(async () => {
  ctx = await createTestApp();
  const cook = await createUser(ctx.db);
  breakfast = await createCategory(ctx.db, 'Breakfast', 1);
  lunch = await createCategory(ctx.db, 'Lunch', 2);
  dinner = await createCategory(ctx.db, 'Dinner', 3);
  supper = await createCategory(ctx.db, 'Supper', 4);
  libraryId = (await createLibrary(ctx.db)).id;
  const recipe = (recipeName: string, categoryId: number) =>
    createRecipe(ctx.db, { userId: cook.id, categoryId, libraryId, recipeName });
  soup = await recipe('Tomato soup', dinner.id);
  porridge = await recipe('Porridge', breakfast.id);
  curry = await recipe('Chickpea curry', dinner.id);
}, 60_000);
afterAll(() => ctx.close());

const auth = (user: TestUser | null) => (user ? { authorization: `Bearer ${user.token}` } : {});
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: auth(user),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function weekOf(user: TestUser, week?: string): Promise<MealPlanWeekDto> {
  const response = await call('GET', `/api/get-meal-plans${week ? `?week=${week}` : ''}`, user);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
const mealsOf = (data: MealPlanWeekDto) => WEEKDAYS.flatMap((day) => data[day].flatMap((slot) => slot.meals));

async function plan(
  user: TestUser,
  recipeId: number,
  day: Weekday,
  categoryId: number,
  week?: string,
  extra: object = {},
): Promise<MealPlanEntryDto> {
  const response = await call('POST', `/api/meal-plans/${recipeId}`, user, {
    day,
    category_id: categoryId,
    ...(week ? { week } : {}),
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data.meals as MealPlanEntryDto[]).find((meal) => meal.recipe.id === recipeId)!;
}

async function leftover(user: TestUser, payload: object) {
  return call('POST', '/api/meal-plans/leftovers', user, payload);
}

async function addPerson(user: TestUser, name: string): Promise<HouseholdMemberDto> {
  const response = await call('POST', '/api/household/members', user, { name, age_group: 'child' });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

/** Every answer refusing bad input: 4xx with a message, never 500. */
function expectRefused(response: { statusCode: number; json: () => { message?: string } }, status = 422) {
  expect(response.statusCode).toBe(status);
  expect(typeof response.json().message).toBe('string');
  expect(response.json().message!.length).toBeGreaterThan(0);
}

describe('dated weeks', () => {
  let parent: TestUser;
  beforeAll(async () => {
    parent = await createUser(ctx.db);
  });

  it('plans into the week holding any date sent, and reads each week apart', async () => {
    const next = weekAt(1);
    // A Wednesday of next week names next week.
    const added = await call('POST', `/api/meal-plans/${soup.id}`, parent, {
      day: 'monday',
      category_id: dinner.id,
      week: addDays(next, 4),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.week).toEqual({ start: next, end: weekEndOf(next) });
    expect(added.json().data.meals[0].date).toBe(dateOfDay(next, 'monday'));

    const nextWeek = await weekOf(parent, addDays(next, 6));
    expect(nextWeek.week).toEqual({ start: next, end: weekEndOf(next) });
    expect(mealsOf(nextWeek).map((meal) => [meal.recipe.id, meal.date])).toEqual([
      [soup.id, dateOfDay(next, 'monday')],
    ]);
    // This week (no `week`) does not hold it.
    const thisWeek = await weekOf(parent);
    expect(thisWeek.week.start).toBe(THIS_WEEK);
    expect(mealsOf(thisWeek)).toEqual([]);
  });

  it('refuses the same recipe twice in one slot of one week, not across weeks', async () => {
    const week = weekAt(2);
    await plan(parent, curry.id, 'friday', dinner.id, week);
    const again = await call('POST', `/api/meal-plans/${curry.id}`, parent, {
      day: 'friday',
      category_id: dinner.id,
      week: addDays(week, 1),
    });
    expect(again.statusCode).toBe(409);
    // The week after, the same slot is free.
    await plan(parent, curry.id, 'friday', dinner.id, weekAt(3));
    expect(mealsOf(await weekOf(parent, week))).toHaveLength(1);
    expect(mealsOf(await weekOf(parent, weekAt(3)))).toHaveLength(1);
  });

  it.each([
    ['a word', 'tomorrow'],
    ['a date that does not exist', '2026-02-30'],
    ['a year before 2000', '1999-12-31'],
    ['a year past 2199', '2200-01-01'],
    ['a date with a time', '2026-11-28T10:00'],
    ['a NUL byte', `2026-11-28${NUL}`],
    // Under the 64 KB body cap (beyond it: 413).
    ['a huge string', '2026-11-28'.repeat(5_000)],
  ])('answers 422 for a week that is %s, on every call taking one', async (_case, week) => {
    // A NUL byte is refused, with its own message, before any route reads the week.
    const message = week.includes(NUL) ? expect.stringContaining('NUL') : WEEK_MESSAGES.weekInvalid;
    const query = encodeURIComponent(week);
    for (const url of [
      `/api/get-meal-plans?week=${query}`,
      `/api/meal-plans/nutrition?week=${query}`,
      `/api/meal-suggestions?week=${query}`,
    ]) {
      const response = await call('GET', url, parent);
      expectRefused(response);
      expect(response.json().errors).toEqual({ week: [message] });
    }
    const add = await call('POST', `/api/meal-plans/${soup.id}`, parent, {
      day: 'monday',
      category_id: dinner.id,
      week,
    });
    expectRefused(add);
    expect(add.json().errors.week).toBeDefined();
  });

  it('answers 422 for a week of the wrong type in a body', async () => {
    for (const week of [20261128, ['2026-11-28'], { date: '2026-11-28' }, true]) {
      const response = await call('POST', `/api/meal-plans/${soup.id}`, parent, {
        day: 'monday',
        category_id: dinner.id,
        week,
      });
      expectRefused(response);
      expect(Object.keys(response.json().errors)).toEqual(['week']);
    }
  });
});

describe('POST /api/meal-plans/copy-week', () => {
  let parent: TestUser;
  let child: HouseholdMemberDto;
  const from = weekAt(-3);
  const to = weekAt(-2);
  const copy = (payload: unknown, user: TestUser = parent) => call('POST', '/api/meal-plans/copy-week', user, payload);

  beforeAll(async () => {
    parent = await createUser(ctx.db);
    child = await addPerson(parent, 'Mia');
    const cooked = await plan(parent, soup.id, 'monday', dinner.id, from, { member_ids: [child.id] });
    expect((await call('POST', `/api/meal-update/${cooked.id}`, parent, { name: "Mum's soup" })).statusCode).toBe(200);
    await plan(parent, porridge.id, 'tuesday', breakfast.id, from);
    const rest = await leftover(parent, { meal_plan_id: cooked.id, day: 'tuesday', category_id: dinner.id });
    expect(rest.statusCode).toBe(200);
  });

  it("copies the week's meals, renamed titles, eaters and leftover links", async () => {
    const response = await copy({ from: addDays(from, 3), to: addDays(to, 5) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toEqual({ week: { start: to, end: weekEndOf(to) }, copied: 3, skipped: 0, removed: 0 });
    expect(body.message).toBe(WEEK_MESSAGES.copied(3, weekLabel(to, new Date().getUTCFullYear())));

    const copied = mealsOf(await weekOf(parent, to));
    const soupCopy = copied.find((meal) => meal.day === 'monday')!;
    const restCopy = copied.find((meal) => meal.leftover_of !== null)!;
    expect(soupCopy).toMatchObject({
      name: "Mum's soup",
      date: dateOfDay(to, 'monday'),
      whole_household: false,
      attendees: [{ member_id: child.id, name: 'Mia', portion: 0.5 }],
      leftovers: [
        {
          meal_plan_id: restCopy.id,
          day: 'tuesday',
          date: dateOfDay(to, 'tuesday'),
          category: { id: dinner.id, category_name: 'Dinner' },
        },
      ],
      // The child's half portion, twice: the meal and its leftover.
      cook_portions: 1,
    });
    expect(restCopy).toMatchObject({
      name: "Mum's soup",
      day: 'tuesday',
      leftover_of: { meal_plan_id: soupCopy.id, day: 'monday', date: dateOfDay(to, 'monday') },
    });
    // The source week is as it was.
    expect(mealsOf(await weekOf(parent, from))).toHaveLength(3);
  });

  it('skips what the target already holds, and counts it', async () => {
    const response = await copy({ from, to });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ copied: 0, skipped: 3, removed: 0 });
    expect(response.json().message).toBe(WEEK_MESSAGES.copied(0, weekLabel(to, new Date().getUTCFullYear())));
    expect(mealsOf(await weekOf(parent, to))).toHaveLength(3);
  });

  it("replaces the target's meals with replace: true, keeping a later week's leftover as a meal", async () => {
    const target = weekAt(-1);
    const friday = await plan(parent, curry.id, 'friday', dinner.id, target);
    const nextWeekRest = await leftover(parent, {
      meal_plan_id: friday.id,
      day: 'saturday',
      category_id: lunch.id,
      week: weekAt(0),
    });
    expect(nextWeekRest.statusCode).toBe(200);
    const response = await copy({ from, to: target, replace: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ copied: 3, skipped: 0, removed: 1 });
    const replaced = mealsOf(await weekOf(parent, target));
    expect(replaced.map((meal) => meal.recipe.id).sort()).toEqual([soup.id, soup.id, porridge.id].sort());
    // The leftover in the week after lost its cooked meal: it stays, as an ordinary meal.
    const after = mealsOf(await weekOf(parent, weekAt(0)));
    expect(after.map((meal) => [meal.id, meal.leftover_of])).toEqual([[nextWeekRest.json().data.id, null]]);
  });

  it('answers 422 copying a week onto itself, and for an empty source week', async () => {
    const same = await copy({ from: addDays(from, 1), to: addDays(from, 6) });
    expectRefused(same);
    expect(same.json().errors).toEqual({ to: [WEEK_MESSAGES.sameWeek] });
    const empty = await copy({ from: weekAt(-40), to: weekAt(-41) });
    expectRefused(empty);
    expect(empty.json().errors).toEqual({ from: [WEEK_MESSAGES.emptyWeek] });
  });

  it.each([
    ['nothing', {}],
    ['no target', { from: '2026-11-28' }],
    ['a number for a week', { from: 20261128, to: '2026-12-05' }],
    ['a list for a week', { from: ['2026-11-28'], to: '2026-12-05' }],
    ['a date that does not exist', { from: '2026-13-01', to: '2026-12-05' }],
    ['a huge string', { from: 'x'.repeat(100_000), to: '2026-12-05' }],
    ['a NUL byte', { from: `2026-11-28${NUL}`, to: '2026-12-05' }],
    ['replace that is not true or false', { from: '2026-11-28', to: '2026-12-05', replace: 'yes' }],
  ])('answers 4xx for %s', async (_case, payload) => {
    const response = await copy(payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(typeof response.json().message).toBe('string');
  });

  it("copies only the caller's household's week", async () => {
    const stranger = await createUser(ctx.db);
    const response = await copy({ from, to: weekAt(-30) }, stranger);
    expectRefused(response);
    expect(response.json().errors).toEqual({ from: [WEEK_MESSAGES.emptyWeek] });
    expect(mealsOf(await weekOf(parent, weekAt(-30)))).toEqual([]);
  });
});

describe('week templates', () => {
  let parent: TestUser;
  let stranger: TestUser;
  let child: HouseholdMemberDto;
  const source = weekAt(-8);
  const templates = async (user: TestUser = parent): Promise<WeekTemplateDto[]> => {
    const response = await call('GET', '/api/meal-plans/templates', user);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const save = (payload: unknown, user: TestUser = parent) => call('POST', '/api/meal-plans/templates', user, payload);
  const apply = (id: number | string, payload: unknown, user: TestUser = parent) =>
    call('POST', `/api/meal-plans/templates/${id}/apply`, user, payload);

  beforeAll(async () => {
    parent = await createUser(ctx.db);
    stranger = await createUser(ctx.db);
    child = await addPerson(parent, 'Ada');
    const cooked = await plan(parent, soup.id, 'sunday', dinner.id, source);
    await plan(parent, porridge.id, 'monday', breakfast.id, source, { member_ids: [child.id] });
    expect((await leftover(parent, { meal_plan_id: cooked.id, day: 'monday', category_id: lunch.id })).statusCode).toBe(
      200,
    );
  });

  it('saves a week under a name and lists templates newest first', async () => {
    const first = await save({ name: '  School week  ', week: addDays(source, 2) });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(WEEK_MESSAGES.templateSaved('School week'));
    expect(first.json().data).toEqual({
      id: expect.any(Number),
      name: 'School week',
      meal_count: 3,
      recipe_names: ['Tomato soup', 'Porridge'],
      created_at: expect.any(String),
    });
    const second = await save({ name: 'Holiday', week: source });
    expect(second.statusCode).toBe(200);
    expect((await templates()).map((template) => template.name)).toEqual(['Holiday', 'School week']);
    expect(await templates(stranger)).toEqual([]);
  });

  it('applies a template to any week, leftovers linked, and says how many meals it planned', async () => {
    const [, school] = await templates();
    const target = weekAt(-6);
    const response = await apply(school.id, { week: target });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      week: { start: target, end: weekEndOf(target) },
      copied: 3,
      skipped: 0,
      removed: 0,
    });
    expect(response.json().message).toBe(WEEK_MESSAGES.templateApplied('School week', 3));
    const meals = mealsOf(await weekOf(parent, target));
    const cooked = meals.find((meal) => meal.day === 'sunday')!;
    expect(cooked.leftovers.map((link) => link.date)).toEqual([dateOfDay(target, 'monday')]);
    expect(meals.find((meal) => meal.recipe.id === porridge.id)!.attendees.map((a) => a.member_id)).toEqual([child.id]);
    // Applied again: everything is there already.
    expect((await apply(school.id, { week: target })).json().data).toMatchObject({ copied: 0, skipped: 3 });
  });

  it('skips recipes deleted since and plans for everyone when its eaters have left', async () => {
    const week = weekAt(-10);
    const gone = await createRecipe(ctx.db, {
      userId: parent.id,
      categoryId: dinner.id,
      libraryId,
      recipeName: 'Gone',
    });
    const leaving = await addPerson(parent, 'Leo');
    await plan(parent, gone.id, 'monday', dinner.id, week);
    await plan(parent, curry.id, 'tuesday', dinner.id, week, { member_ids: [leaving.id] });
    const saved = (await save({ name: 'Soon changed', week })).json().data as WeekTemplateDto;
    await ctx.db.delete(recipes).where(eq(recipes.id, gone.id));
    expect((await call('DELETE', `/api/household/members/${leaving.id}`, parent)).statusCode).toBe(200);

    const target = weekAt(-11);
    const response = await apply(saved.id, { week: target });
    expect(response.json().data).toMatchObject({ copied: 1, skipped: 1 });
    const [meal] = mealsOf(await weekOf(parent, target));
    expect(meal).toMatchObject({ recipe: { id: curry.id }, whole_household: true });
  });

  it('replaces the target week with replace: true', async () => {
    const [, school] = await templates();
    const target = weekAt(-12);
    await plan(parent, curry.id, 'friday', supper.id, target);
    const response = await apply(school.id, { week: target, replace: true });
    expect(response.json().data).toMatchObject({ copied: 3, removed: 1 });
    expect(mealsOf(await weekOf(parent, target)).map((meal) => meal.recipe.id)).not.toContain(curry.id);
  });

  it('answers 422 saving an empty week, or a name that is missing, too long or not text', async () => {
    const empty = await save({ name: 'Nothing', week: weekAt(-50) });
    expectRefused(empty);
    expect(empty.json().errors).toEqual({ week: [WEEK_MESSAGES.emptyWeek] });
    for (const [name, message] of [
      [undefined, WEEK_MESSAGES.templateNameRequired],
      ['   ', WEEK_MESSAGES.templateNameRequired],
      ['x'.repeat(WEEK_PLANNING.templateNameMax + 1), WEEK_MESSAGES.templateNameTooLong],
      ['x'.repeat(60_000), WEEK_MESSAGES.templateNameTooLong],
      [42, WEEK_MESSAGES.templateNameRequired],
    ] as const) {
      const response = await save({ name, week: source });
      expectRefused(response);
      expect(response.json().errors.name).toEqual([message]);
    }
    expectRefused(await save({ name: `Week${NUL}`, week: source }));
    expectRefused(await save({ name: 'No week' }));
    // Beyond the body cap: 413, still a clear refusal.
    expectRefused(await save({ name: 'x'.repeat(100_000), week: source }), 413);
    expect((await save({ name: 'x'.repeat(WEEK_PLANNING.templateNameMax), week: source })).statusCode).toBe(200);
  });

  it('answers 409 when the household already keeps the most templates', async () => {
    const full = await createUser(ctx.db);
    await plan(full, soup.id, 'monday', dinner.id, source);
    const householdId = await householdIdOf(ctx.db, full.id);
    await ctx.db.insert(weekTemplates).values(
      Array.from({ length: WEEK_PLANNING.templatesMax }, (_, index) => ({
        householdId,
        userId: full.id,
        name: `Week ${index}`,
        meals: [],
      })),
    );
    const response = await save({ name: 'One more', week: source }, full);
    expectRefused(response, 409);
    expect(response.json().message).toBe(WEEK_MESSAGES.templatesFull);
  });

  it("answers 404 for another household's template or none, 422 for a bad id or body", async () => {
    const [mine] = await templates();
    for (const response of [
      await apply(mine.id, { week: source }, stranger),
      await call('DELETE', `/api/meal-plans/templates/${mine.id}`, stranger),
      await apply(999_999, { week: source }),
    ]) {
      expectRefused(response, 404);
      expect(response.json().message).toBe(WEEK_MESSAGES.templateNotFound);
    }
    expect((await templates()).map((template) => template.id)).toContain(mine.id);
    for (const id of ['abc', String(INT_PAST_MAX), '0', '-1']) expectRefused(await apply(id, { week: source }));
    expectRefused(await call('DELETE', `/api/meal-plans/templates/${INT_PAST_MAX}`, parent));
    expectRefused(await apply(mine.id, {}));
    expectRefused(await apply(mine.id, { week: source, replace: 'no' }));
    expectRefused(await apply(mine.id, { week: `x${NUL}` }));
  });

  it('deletes a template once', async () => {
    const [mine] = await templates();
    const response = await call('DELETE', `/api/meal-plans/templates/${mine.id}`, parent);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(WEEK_MESSAGES.templateDeleted);
    expect((await templates()).map((template) => template.id)).not.toContain(mine.id);
    expectRefused(await call('DELETE', `/api/meal-plans/templates/${mine.id}`, parent), 404);
  });
});

describe('POST /api/meal-plans/leftovers', () => {
  let parent: TestUser;
  let stranger: TestUser;
  let child: HouseholdMemberDto;
  let cooked: MealPlanEntryDto;
  const week = weekAt(-20);

  beforeAll(async () => {
    parent = await createUser(ctx.db);
    stranger = await createUser(ctx.db);
    child = await addPerson(parent, 'Kit');
    // Thursday's dinner: its rest may go up to Monday of the week after.
    cooked = await plan(parent, curry.id, 'thursday', dinner.id, week);
  });

  it("plans the rest on a later day, named like the meal, eaten by the meal's eaters", async () => {
    const response = await leftover(parent, { meal_plan_id: cooked.id, day: 'Friday', category_id: lunch.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(WEEK_MESSAGES.leftoverPlanned('Friday lunch'));
    const rest = response.json().data as MealPlanEntryDto;
    expect(rest).toMatchObject({
      name: 'Chickpea curry',
      recipe: { id: curry.id },
      day: 'friday',
      date: dateOfDay(week, 'friday'),
      whole_household: true,
      leftover_of: {
        meal_plan_id: cooked.id,
        day: 'thursday',
        date: dateOfDay(week, 'thursday'),
        category: { id: dinner.id, category_name: 'Dinner' },
      },
      leftovers: [],
    });
    const meals = mealsOf(await weekOf(parent, week));
    const meal = meals.find((entry) => entry.id === cooked.id)!;
    expect(meal.leftovers.map((link) => link.meal_plan_id)).toEqual([rest.id]);
    // An adult and a child, twice.
    expect(meal.portions).toBe(1.5);
    expect(meal.cook_portions).toBe(3);
  });

  it('plans the rest into the next week, for the people named', async () => {
    const monday = weekAt(-19);
    const response = await leftover(parent, {
      meal_plan_id: cooked.id,
      day: 'monday',
      category_id: dinner.id,
      week: monday,
      member_ids: [child.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      date: dateOfDay(monday, 'monday'),
      attendees: [{ member_id: child.id }],
      leftover_of: { meal_plan_id: cooked.id },
    });
    const meal = mealsOf(await weekOf(parent, week)).find((entry) => entry.id === cooked.id)!;
    expect(meal.leftovers.map((link) => link.date)).toEqual([dateOfDay(week, 'friday'), dateOfDay(monday, 'monday')]);
    expect(meal.cook_portions).toBe(1.5 + 1.5 + 0.5);
  });

  it('answers 422 for a slot not after the meal or too late, and for a leftover of a leftover', async () => {
    const cases: [object, string][] = [
      [{ day: 'thursday', category_id: lunch.id }, WEEK_MESSAGES.leftoverNotAfter],
      [{ day: 'thursday', category_id: dinner.id }, WEEK_MESSAGES.leftoverNotAfter],
      [{ day: 'monday', category_id: dinner.id }, WEEK_MESSAGES.leftoverNotAfter],
      [{ day: 'tuesday', category_id: dinner.id, week: weekAt(-19) }, WEEK_MESSAGES.leftoverTooLate],
      [{ day: 'monday', category_id: dinner.id, week: weekAt(-18) }, WEEK_MESSAGES.leftoverTooLate],
    ];
    for (const [payload, message] of cases) {
      const response = await leftover(parent, { meal_plan_id: cooked.id, ...payload });
      expectRefused(response);
      expect(response.json().errors).toEqual({ day: [message] });
    }
    // The same day, a later meal: fine.
    expect(
      (await leftover(parent, { meal_plan_id: cooked.id, day: 'thursday', category_id: supper.id })).statusCode,
    ).toBe(200);
    const rest = mealsOf(await weekOf(parent, week)).find((entry) => entry.leftover_of !== null)!;
    const again = await leftover(parent, {
      meal_plan_id: rest.id,
      day: 'saturday',
      category_id: dinner.id,
      week: weekAt(-19),
    });
    expectRefused(again);
    expect(again.json().errors).toEqual({ meal_plan_id: [WEEK_MESSAGES.leftoverOfLeftover] });
  });

  it('answers 409 for a slot already holding the recipe', async () => {
    const response = await leftover(parent, { meal_plan_id: cooked.id, day: 'friday', category_id: lunch.id });
    expectRefused(response, 409);
  });

  it("answers 404 for another household's meal or people, 422 for bad input", async () => {
    const foreign = await leftover(stranger, { meal_plan_id: cooked.id, day: 'friday', category_id: dinner.id });
    expectRefused(foreign, 404);
    const strangersChild = await addPerson(stranger, 'Zed');
    expectRefused(
      await leftover(parent, {
        meal_plan_id: cooked.id,
        day: 'saturday',
        category_id: dinner.id,
        week: weekAt(-19),
        member_ids: [strangersChild.id],
      }),
      404,
    );
    for (const payload of [
      {},
      { day: 'friday', category_id: dinner.id },
      { meal_plan_id: 'abc', day: 'friday', category_id: dinner.id },
      { meal_plan_id: INT_PAST_MAX, day: 'friday', category_id: dinner.id },
      { meal_plan_id: cooked.id, day: 'someday', category_id: dinner.id },
      { meal_plan_id: cooked.id, day: `friday${NUL}`, category_id: dinner.id },
      { meal_plan_id: cooked.id, day: 'friday', category_id: INT_PAST_MAX },
      { meal_plan_id: cooked.id, day: 'friday', category_id: 999_999 },
      { meal_plan_id: cooked.id, day: 'friday', category_id: dinner.id, week: 'x'.repeat(50_000) },
      { meal_plan_id: cooked.id, day: 'friday', category_id: dinner.id, member_ids: 'all' },
    ])
      expectRefused(await leftover(parent, payload));
  });
});

describe('removal with Undo', () => {
  let parent: TestUser;
  let stranger: TestUser;
  const week = weekAt(-25);
  const remove = (id: number | string, query = '', user: TestUser = parent) =>
    call('DELETE', `/api/meal/${id}${query}`, user);
  const restore = (payload: unknown, user: TestUser = parent) => call('POST', '/api/meal-plans/restore', user, payload);

  beforeAll(async () => {
    parent = await createUser(ctx.db);
    stranger = await createUser(ctx.db);
  });

  async function cookedWithRest(day: Weekday, restDay: Weekday) {
    const cooked = await plan(parent, soup.id, day, dinner.id, week);
    const rest = await leftover(parent, { meal_plan_id: cooked.id, day: restDay, category_id: lunch.id });
    expect(rest.statusCode).toBe(200);
    return { cooked, rest: rest.json().data as MealPlanEntryDto };
  }

  it('removes a meal with its leftovers, answers what it removed, and Undo puts both back linked', async () => {
    const { cooked, rest } = await cookedWithRest('saturday', 'sunday');
    const response = await remove(cooked.id);
    expect(response.statusCode).toBe(200);
    const removed = response.json().data as RemovedMealDto;
    expect(removed).toEqual({
      recipe_id: soup.id,
      week,
      day: 'saturday',
      category_id: dinner.id,
      name: 'Tomato soup',
      member_ids: null,
      leftover_of: null,
      leftovers: [{ week, day: 'sunday', category_id: lunch.id, name: 'Tomato soup', member_ids: null }],
    });
    expect(mealsOf(await weekOf(parent, week)).map((meal) => meal.id)).not.toContain(rest.id);

    const undo = await restore(removed);
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toBe(WEEK_MESSAGES.mealRestored);
    const [back] = undo.json().data.meals as MealPlanEntryDto[];
    expect(back).toMatchObject({ recipe: { id: soup.id }, day: 'saturday', date: dateOfDay(week, 'saturday') });
    expect(back.leftovers.map((link) => link.day)).toEqual(['sunday']);
    expect(back.cook_portions).toBe(2);
    // Undo sent twice: the meal is back already.
    expectRefused(await restore(removed), 409);
  });

  it('keeps the leftovers as ordinary meals with ?leftovers=keep', async () => {
    const { cooked, rest } = await cookedWithRest('monday', 'tuesday');
    const response = await remove(cooked.id, '?leftovers=keep');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.leftovers).toEqual([]);
    const kept = mealsOf(await weekOf(parent, week)).find((meal) => meal.id === rest.id)!;
    expect(kept.leftover_of).toBeNull();
  });

  it('links a leftover removed on its own again on Undo', async () => {
    const { cooked, rest } = await cookedWithRest('wednesday', 'thursday');
    const removed = (await remove(rest.id)).json().data as RemovedMealDto;
    expect(removed.leftover_of).toBe(cooked.id);
    expect(mealsOf(await weekOf(parent, week)).find((meal) => meal.id === cooked.id)!.leftovers).toEqual([]);
    const [back] = (await restore(removed)).json().data.meals as MealPlanEntryDto[];
    expect(back.leftover_of?.meal_plan_id).toBe(cooked.id);
  });

  it('answers 422 for another ?leftovers value and removes nothing', async () => {
    const meal = await plan(parent, porridge.id, 'friday', breakfast.id, week);
    for (const query of ['?leftovers=maybe', '?leftovers=KEEP', '?leftovers=keep&leftovers=remove'])
      expectRefused(await remove(meal.id, query));
    expect(mealsOf(await weekOf(parent, week)).map((entry) => entry.id)).toContain(meal.id);
    expectRefused(await remove(meal.id, '', stranger), 404);
    expectRefused(await remove(INT_PAST_MAX));
  });

  it('puts a meal back for the people still in the household, and 404 when its recipe is gone', async () => {
    const leaving = await addPerson(parent, 'Lou');
    const meal = await plan(parent, curry.id, 'friday', dinner.id, week, { member_ids: [leaving.id] });
    const removed = (await remove(meal.id)).json().data as RemovedMealDto;
    expect(removed.member_ids).toEqual([leaving.id]);
    expect((await call('DELETE', `/api/household/members/${leaving.id}`, parent)).statusCode).toBe(200);
    const [back] = (await restore(removed)).json().data.meals as MealPlanEntryDto[];
    expect(back.whole_household).toBe(true);

    const gone = await createRecipe(ctx.db, {
      userId: parent.id,
      categoryId: dinner.id,
      libraryId,
      recipeName: 'Gone',
    });
    const goneMeal = await plan(parent, gone.id, 'thursday', supper.id, week);
    const removedGone = (await remove(goneMeal.id)).json().data as RemovedMealDto;
    await ctx.db.delete(recipes).where(eq(recipes.id, gone.id));
    expectRefused(await restore(removedGone), 404);
  });

  it('answers 422 for a body that is not a removed meal', async () => {
    const valid: RemovedMealDto = {
      recipe_id: soup.id,
      week,
      day: 'sunday',
      category_id: supper.id,
      name: 'Soup',
      member_ids: null,
      leftovers: [],
    };
    for (const payload of [
      {},
      { ...valid, recipe_id: undefined },
      { ...valid, recipe_id: INT_PAST_MAX },
      { ...valid, recipe_id: 'soup' },
      { ...valid, week: 'soon' },
      { ...valid, day: 'funday' },
      { ...valid, name: '' },
      { ...valid, name: 'x'.repeat(60_000) },
      { ...valid, name: `Soup${NUL}` },
      { ...valid, member_ids: 'everyone' },
      { ...valid, member_ids: [INT_PAST_MAX] },
      { ...valid, leftover_of: 'x' },
      { ...valid, leftovers: 'none' },
      { ...valid, leftovers: [{ week, day: 'monday' }] },
      { ...valid, leftovers: Array.from({ length: 51 }, () => ({ ...valid, day: 'monday' })) },
      // A leftover before its meal.
      { ...valid, leftovers: [{ week, day: 'saturday', category_id: dinner.id, name: 'Soup', member_ids: null }] },
      { ...valid, category_id: 999_999 },
    ])
      expectRefused(await restore(payload));
    // Another household's people: dropped, never planned into this household.
    const strangersChild = await addPerson(stranger, 'Quin');
    const response = await restore({ ...valid, member_ids: [strangersChild.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.meals[0].whole_household).toBe(true);
  });
});

describe('GET /api/meal-suggestions', () => {
  let parent: TestUser;
  let mains: number[];
  let main: { id: number };
  const week = weekAt(-30);

  beforeAll(async () => {
    parent = await createUser(ctx.db);
    const category = await createCategory(ctx.db, 'Main', 5);
    mains = [];
    for (let index = 0; index < 12; index += 1) {
      const recipe = await createRecipe(ctx.db, {
        userId: parent.id,
        categoryId: category.id,
        libraryId,
        recipeName: `Main ${index}`,
        preparationTime: 15,
        cookingTime: 30,
        reviewsAvg: 5 - index * 0.1,
        reviewsCount: 3,
      });
      mains.push(recipe.id);
    }
    main = category;
  });

  const suggest = async (day: Weekday) => {
    const response = await call('GET', `/api/meal-suggestions?day=${day}&category_id=${main.id}&week=${week}`, parent);
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: number; reason: string }[];
  };

  it('says why each fits, from what was checked', async () => {
    const list = await suggest('monday');
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].id).toBe(mains[0]);
    for (const suggestion of list)
      expect(suggestion.reason).toBe('Everyone can eat it · made for adults · not planned this week · 45 min');
  });

  it('keeps the best first and varies the rest from day to day', async () => {
    const days = await Promise.all(WEEKDAYS.map((day) => suggest(day)));
    expect(new Set(days.map((list) => list[0].id))).toEqual(new Set([mains[0]]));
    const orders = new Set(days.map((list) => list.map((suggestion) => suggestion.id).join(',')));
    expect(orders.size).toBeGreaterThan(1);
    // The same day asks twice: the same answer.
    expect((await suggest('friday')).map((s) => s.id)).toEqual(days[WEEKDAYS.indexOf('friday')].map((s) => s.id));
  });

  it('leaves out what the slot holds and puts what the week holds after the rest', async () => {
    await plan(parent, mains[0], 'monday', main.id, week);
    const monday = await suggest('monday');
    expect(monday.map((suggestion) => suggestion.id)).not.toContain(mains[0]);
    // Eleven others fit as well and are not planned this week: they come first.
    const tuesday = await suggest('tuesday');
    expect(tuesday.map((suggestion) => suggestion.id)).not.toContain(mains[0]);
    expect(tuesday[0].id).toBe(mains[1]);
    // Another week knows nothing of it.
    const other = await call(
      'GET',
      `/api/meal-suggestions?day=tuesday&category_id=${main.id}&week=${weekAt(-31)}`,
      parent,
    );
    expect(other.json().data[0].id).toBe(mains[0]);
  });
});
