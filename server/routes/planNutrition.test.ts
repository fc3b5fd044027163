/**
 * Issue 20, per day and per member: GET /api/meal-plans/nutrition adds up the planned meals each
 * member eats (the recipe's estimate per serving times their portion) beside their reference
 * intakes. Nothing is invented for a recipe that could not be matched, and only the caller's
 * household is read.
 */
import { PLAN_NUTRIENTS, WEEKDAYS } from '../../contract/constants';
import type { HouseholdMemberDto, MemberNutritionDto, NutritionDto, PlanNutritionDto } from '../../contract/types';
import { addDays, addWeeks, todayIn, weekEndOf, weekStartOf } from '../../contract/weeks';
import { dailyReference } from '../services/nutrition/referenceIntakes';
import { recipeNutrition } from '../services/nutrition/recipeNutrition';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let parent: TestUser;
let stranger: TestUser;
let dinnerId: number;
let child: HouseholdMemberDto;
let teen: HouseholdMemberDto;

const DAL = ['250 g red lentils', '200 g spinach', '2 onions, chopped', '1 tsp salt'];
const SALAD = ['2 cucumbers', '1 tomato', '1 tbsp lemon juice'];
let dalId: number;
let dalPerServing: NutritionDto;
let saladPerServing: NutritionDto;

const auth = (user: TestUser | null) => (user ? { authorization: `Bearer ${user.token}` } : {});
const get = (url: string, user: TestUser | null = parent) => ctx.app.inject({ url, headers: auth(user) });
const post = (url: string, payload: object, user: TestUser = parent) =>
  ctx.app.inject({ method: 'POST', url, headers: auth(user), payload });

async function nutrition(query = '', user: TestUser = parent): Promise<PlanNutritionDto> {
  const response = await get(`/api/meal-plans/nutrition${query}`, user);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
const memberOf = (members: MemberNutritionDto[], id: number) => members.find((member) => member.member_id === id)!;

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createUser(ctx.db, { name: 'Priya Sharma' });
  stranger = await createUser(ctx.db, { name: 'Otto Other' });
  dinnerId = (await createCategory(ctx.db, 'Dinner', 3)).id;
  const lunchId = (await createCategory(ctx.db, 'Lunch', 2)).id;
  const libraryId = (await createLibrary(ctx.db)).id;
  const recipe = (recipeName: string, ingredients: string[], servingNumber: number) =>
    createRecipe(ctx.db, {
      userId: stranger.id,
      categoryId: dinnerId,
      libraryId,
      recipeName,
      ingredients,
      servingNumber,
    });
  const dal = await recipe('Spinach dal', DAL, 4);
  dalId = dal.id;
  const salad = await recipe('Cucumber salad', SALAD, 2);
  const mystery = await recipe('Mystery sauce', ['100 g zorblax', 'a pinch of magic'], 2);
  // A quarter of its weight known: a partial estimate, never added into a day.
  const partial = await recipe('Half-known stew', ['100 g red lentils', '300 g zorblax'], 2);
  expect(recipeNutrition(['100 g red lentils', '300 g zorblax'], 2)!.coverage).toBe(0.25);
  dalPerServing = recipeNutrition(DAL, 4)!;
  saladPerServing = recipeNutrition(SALAD, 2)!;

  const addMember = async (payload: object) => {
    const response = await post('/api/household/members', payload);
    expect(response.statusCode).toBe(201);
    return response.json().data as HouseholdMemberDto;
  };
  child = await addMember({ name: 'Mia', age_group: 'child' });
  teen = await addMember({ name: 'Ravi', age_group: 'teen', portion: 1.5 });

  const plan = async (recipeId: number, day: string, extra: object = {}) =>
    expect((await post(`/api/meal-plans/${recipeId}`, { day, category_id: dinnerId, ...extra })).statusCode).toBe(200);
  await plan(dal.id, 'saturday');
  await plan(salad.id, 'saturday', { category_id: lunchId, member_ids: [child.id] });
  await plan(mystery.id, 'sunday');
  await plan(partial.id, 'sunday', { category_id: lunchId });
}, 60_000);
afterAll(() => ctx.close());

describe('GET /api/meal-plans/nutrition', () => {
  it('adds up what each member eats, portion-weighted, beside their reference intakes', async () => {
    const { days } = await nutrition('?days=saturday');
    expect(days.map((day) => day.day)).toEqual(['saturday']);
    const [saturday] = days;
    expect(saturday.members.map((member) => member.name)).toEqual(['Priya Sharma', 'Mia', 'Ravi']);

    const mia = memberOf(saturday.members, child.id);
    expect(mia.meals).toBe(2);
    expect(mia).toMatchObject({ meals_counted: 2, days_counted: 1 });
    // Half a serving of dal and half of the salad (a child eats half an adult's serving).
    expect(mia.totals.energy_kcal).toBe(Math.round((dalPerServing.energy_kcal + saladPerServing.energy_kcal) * 0.5));
    expect(mia.totals.protein_g).toBeCloseTo((dalPerServing.protein_g + saladPerServing.protein_g) * 0.5, 1);
    expect(mia.reference).toEqual(dailyReference('child'));
    expect(mia.share.energy_kcal).toBeCloseTo(mia.totals.energy_kcal / mia.reference.energy_kcal, 2);
    expect(mia.coverage).toBeCloseTo((dalPerServing.coverage + saladPerServing.coverage) / 2, 3);

    const ravi = memberOf(saturday.members, teen.id);
    expect(ravi.meals).toBe(1);
    expect(ravi.totals.energy_kcal).toBe(Math.round(dalPerServing.energy_kcal * 1.5));
    expect(ravi.totals.salt_g).toBeCloseTo(dalPerServing.salt_g * 1.5, 1);
    expect(ravi.reference).toEqual(dailyReference('teen'));
  });

  it('never adds a meal with nothing or too little matched: planned, but not counted', async () => {
    const [sunday] = (await nutrition('?days=sunday')).days;
    for (const member of sunday.members) {
      expect(member).toMatchObject({ meals: 2, meals_counted: 0, days_counted: 0, coverage: null });
      for (const nutrient of PLAN_NUTRIENTS) expect(member.totals[nutrient]).toBe(0);
    }
  });

  it('answers the whole week by default, with empty days, and the days together against the days counted', async () => {
    const answer = await nutrition();
    expect(answer.days.map((day) => day.day)).toEqual([...WEEKDAYS]);
    const monday = answer.days.find((day) => day.day === 'monday')!;
    expect(monday.members.every((member) => member.meals === 0 && member.coverage === null)).toBe(true);
    expect(answer.week.days).toBe(7);
    const mia = memberOf(answer.week.members, child.id);
    expect(mia).toMatchObject({ meals: 4, meals_counted: 2, days_counted: 1 });
    // Only Saturday has a counted meal: the week is not read as seven days of eating.
    expect(mia.reference.energy_kcal).toBe(dailyReference('child').energy_kcal);
    expect(mia.totals.energy_kcal).toBe(memberOf(answer.days[0].members, child.id).totals.energy_kcal);
    expect(answer.reference_source).toMatch(/EFSA/);
  });

  it('reads the days in week order, in any case, each once', async () => {
    const answer = await nutrition('?days=Sunday,%20saturday,sunday');
    expect(answer.days.map((day) => day.day)).toEqual(['saturday', 'sunday']);
    expect(answer.week.days).toBe(2);
  });

  it('follows who eats: leaving the child out of a meal takes it off her day', async () => {
    const other = await createUser(ctx.db, { name: 'Lena Lone' });
    const household = (await get('/api/household', other)).json().data;
    const [me] = household.members as HouseholdMemberDto[];
    const kid = (await post('/api/household/members', { name: 'Kit', age_group: 'child' }, other)).json()
      .data as HouseholdMemberDto;
    await post(`/api/meal-plans/${dalId}`, { day: 'friday', category_id: dinnerId, member_ids: [me.id] }, other);
    const [friday] = (await nutrition('?days=friday', other)).days;
    expect(memberOf(friday.members, kid.id)).toMatchObject({ meals: 0, coverage: null });
    expect(memberOf(friday.members, me.id).totals.energy_kcal).toBe(dalPerServing.energy_kcal);
    // Nothing of another household's plan.
    expect(friday.members.map((member) => member.member_id)).not.toContain(child.id);
    const [parentsFriday] = (await nutrition('?days=friday')).days;
    expect(parentsFriday.members.every((member) => member.meals === 0)).toBe(true);
  });

  it('is for signed-in people only', async () => {
    expect((await get('/api/meal-plans/nutrition', null)).statusCode).toBe(401);
  });

  it('reads the dated week asked for (issue 38): this week by default, another with ?week=', async () => {
    const thisWeek = weekStartOf(todayIn(null));
    const planned = await nutrition();
    expect(planned.week).toMatchObject({ start: thisWeek, end: weekEndOf(thisWeek) });
    expect(memberOf(planned.week.members, child.id).meals).toBeGreaterThan(0);
    // Any date of next week names next week, which holds none of this week's meals.
    const nextWeek = addWeeks(thisWeek, 1);
    const next = await nutrition(`?week=${addDays(nextWeek, 3)}&days=saturday`);
    expect(next.week).toMatchObject({ start: nextWeek, end: weekEndOf(nextWeek), days: 1 });
    expect(next.week.members.every((member) => member.meals === 0)).toBe(true);
    await post(`/api/meal-plans/${dalId}`, { day: 'saturday', category_id: dinnerId, week: nextWeek });
    const [saturday] = (await nutrition(`?week=${nextWeek}&days=saturday`)).days;
    expect(memberOf(saturday.members, child.id).meals).toBe(1);
    expect((await get('/api/meal-plans/nutrition?week=2026-02-30')).statusCode).toBe(422);
  });

  it.each([
    ['an unknown day', '?days=funday'],
    ['a day and nonsense', '?days=monday,<script>alert(1)</script>'],
    ['a NUL byte', '?days=monday%00'],
    ['a long string', `?days=${'monday,'.repeat(10_000)}`],
    ['the parameter twice', '?days=monday&days=tuesday'],
    ['only commas', '?days=,,'],
  ])('refuses %s with 422 and says what is wrong with the days', async (_, query) => {
    const response = await get(`/api/meal-plans/nutrition${query}`);
    expect(response.statusCode).toBe(422);
    const [message] = response.json().errors.days as string[];
    expect(message).toMatch(query.includes('%00') ? /NUL character/ : /^Days must be weekdays separated by commas/);
  });
});
