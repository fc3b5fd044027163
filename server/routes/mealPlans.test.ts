import { WEEKDAYS, type Weekday } from '../../contract/constants';
import type { MealPlanEntryDto, MealPlanWeekDto } from '../../contract/types';
import { dateOfDay, todayIn, weekEndOf, weekStartOf } from '../../contract/weeks';
import { createCategory, createLibrary, createRecipe, createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/testApp';

let ctx: TestContext;
let planner: TestUser;
let stranger: TestUser;
let dinner: { id: number; categoryName: string };
let breakfast: { id: number; categoryName: string };
let soup: { id: number; recipeName: string; recipeImage: string; servingNumber: number };
let porridge: { id: number; recipeName: string; recipeImage: string; servingNumber: number };

const SELECTION_MESSAGE = 'Please select at least a day and a category';
/** A request without `week` means this week (UTC for a household without a time zone). */
const THIS_WEEK = weekStartOf(todayIn(null));
const THIS_WEEK_RANGE = { start: THIS_WEEK, end: weekEndOf(THIS_WEEK) };

beforeAll(async () => {
  ctx = await createTestApp();
  planner = await createUser(ctx.db);
  stranger = await createUser(ctx.db);
  // Dinner is created first but sorts after breakfast by position.
  dinner = await createCategory(ctx.db, 'Dinner', 3);
  breakfast = await createCategory(ctx.db, 'Breakfast', 1);
  const libraryId = (await createLibrary(ctx.db)).id;
  soup = await createRecipe(ctx.db, {
    userId: stranger.id,
    categoryId: dinner.id,
    libraryId,
    recipeName: 'Tomato soup',
  });
  porridge = await createRecipe(ctx.db, {
    userId: stranger.id,
    categoryId: breakfast.id,
    libraryId,
    recipeName: 'Porridge',
  });
}, 60_000);
afterAll(() => ctx.close());

const auth = (user: TestUser | null) => (user ? { authorization: `Bearer ${user.token}` } : {});
const addMeal = (recipeId: number | string, payload: unknown, user: TestUser | null = planner) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/meal-plans/${recipeId}`,
    headers: auth(user),
    payload: payload as object,
  });
const renameMeal = (mealId: number | string, payload: unknown, user: TestUser | null = planner) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/meal-update/${mealId}`,
    headers: auth(user),
    payload: payload as object,
  });
const deleteMeal = (mealId: number | string, user: TestUser | null = planner) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/meal/${mealId}`,
    headers: auth(user),
  });
/** What a meal planned this week by a one-person household carries about who eats it and when. */
const eatenByThemselves = (user: TestUser, day: Weekday) => ({
  attendees: [{ member_id: expect.any(Number), name: user.name, portion: 1 }],
  whole_household: true,
  portions: 1,
  conflicts: [],
  planned_by: user.name,
  date: dateOfDay(THIS_WEEK, day),
  leftover_of: null,
  leftovers: [],
  cook_portions: 1,
});
const week = (user: TestUser = planner) => ctx.app.inject({ url: '/api/get-meal-plans', headers: auth(user) });
const weekData = async (user: TestUser = planner): Promise<MealPlanWeekDto> => (await week(user)).json().data;
/** Every meal of one day, whatever its category. */
const mealsOn = (data: MealPlanWeekDto, day: Weekday) => data[day].flatMap((slot) => slot.meals);

describe('without a token', () => {
  it('answers 401 on every planner call', async () => {
    const responses = await Promise.all([
      ctx.app.inject({ url: '/api/get-meal-plans' }),
      addMeal(soup.id, { day: 'monday', category_id: dinner.id }, null),
      renameMeal(1, { name: 'x' }, null),
      deleteMeal(1, null),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
  });
});

describe('GET /api/get-meal-plans', () => {
  it('answers all seven weekdays, empty ones as []', async () => {
    const response = await week(await createUser(ctx.db));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ...Object.fromEntries(WEEKDAYS.map((day) => [day, []])),
      week: THIS_WEEK_RANGE,
    });
    // The weekdays in week order, then which week it is.
    expect(Object.keys(response.json().data)).toEqual([...WEEKDAYS, 'week']);
  });
});

describe('POST /api/meal-plans/{id}', () => {
  it('adds the recipe under its name and answers the meals of that day and category', async () => {
    const response = await addMeal(soup.id, {
      day: 'tuesday',
      category_id: dinner.id,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Meal added to Tuesday dinner');
    expect(body.data.meals).toEqual([
      {
        id: expect.any(Number),
        meal_plan_id: body.data.meals[0].id,
        day: 'tuesday',
        name: 'Tomato soup',
        recipe: {
          id: soup.id,
          recipe_name: 'Tomato soup',
          recipe_image: soup.recipeImage,
          serving_number: soup.servingNumber,
        },
        category: { id: dinner.id, category_name: 'Dinner' },
        ...eatenByThemselves(planner, 'tuesday'),
      },
    ]);

    const again = await addMeal(porridge.id, {
      day: 'Tuesday',
      category_id: dinner.id,
    });
    expect(again.json().data.meals.map((meal: { name: string }) => meal.name)).toEqual(['Tomato soup', 'Porridge']);
  });

  it('groups the week by day, breakfast before dinner, then by creation', async () => {
    await addMeal(porridge.id, { day: 'tuesday', category_id: breakfast.id });
    await addMeal(soup.id, { day: 'friday', category_id: dinner.id });
    const data = await weekData();
    expect(
      data.tuesday.map((slot) => `${slot.category.category_name}:${slot.meals.map((meal) => meal.name).join('+')}`),
    ).toEqual(['Breakfast:Porridge', 'Dinner:Tomato soup+Porridge']);
    expect(mealsOn(data, 'friday')).toHaveLength(1);
    expect(data.monday).toEqual([]);
  });

  it("does not show one user's plan to another", async () => {
    const data: MealPlanWeekDto = (await week(stranger)).json().data;
    expect(WEEKDAYS.flatMap((day) => data[day])).toEqual([]);
  });

  it.each([
    ['nothing', {}],
    ['no day', { category_id: 1 }],
    ['no category', { day: 'monday' }],
    ['a day that is no weekday', { day: 'someday', category_id: 1 }],
    ['a category that is not a number', { day: 'monday', category_id: 'dinner' }],
  ])("answers 422 '%s'", async (_case, payload) => {
    const response = await addMeal(soup.id, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      message: SELECTION_MESSAGE,
    });
  });

  it('answers 422, not 500, for values of the wrong type', async () => {
    const response = await addMeal(soup.id, {
      day: ['monday'],
      category_id: { id: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['category_id', 'day']);
  });

  it('refuses a category id sent as text: types are strict on the JSON wire', async () => {
    const response = await addMeal(soup.id, { day: 'monday', category_id: String(dinner.id) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ category_id: [SELECTION_MESSAGE] });
  });

  it('refuses the same recipe twice in one slot with 409 naming the recipe and the slot', async () => {
    const payload = { day: 'thursday', category_id: dinner.id };
    expect((await addMeal(soup.id, payload)).statusCode).toBe(200);
    const again = await addMeal(soup.id, { ...payload, day: 'Thursday' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'Tomato soup is already in your plan for Thursday dinner.',
      request_id: expect.any(String),
    });
    expect(mealsOn(await weekData(), 'thursday')).toHaveLength(1);
    // Another slot, another recipe in the slot, and another user's plan are all fine.
    expect((await addMeal(soup.id, { day: 'thursday', category_id: breakfast.id })).statusCode).toBe(200);
    expect((await addMeal(porridge.id, payload)).statusCode).toBe(200);
    expect((await addMeal(soup.id, payload, stranger)).statusCode).toBe(200);
    expect(mealsOn(await weekData(), 'thursday')).toHaveLength(3);
  });

  it('makes one entry of two identical adds sent at the same moment', async () => {
    const payload = { day: 'saturday', category_id: breakfast.id };
    const answers = await Promise.all([
      addMeal(porridge.id, payload),
      addMeal(porridge.id, payload),
      addMeal(porridge.id, payload),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(mealsOn(await weekData(), 'saturday')).toHaveLength(1);
  });

  it('answers 404 for an unknown recipe and 422 for an unknown category', async () => {
    const unknownRecipe = await addMeal(999999, {
      day: 'monday',
      category_id: dinner.id,
    });
    expect(unknownRecipe.statusCode).toBe(404);
    expect(unknownRecipe.json().message).toBe('Recipe not found');
    const unknownCategory = await addMeal(soup.id, {
      day: 'monday',
      category_id: 999999,
    });
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json().errors.category_id).toBeDefined();
  });
});

describe('POST /api/meal-update/{id}', () => {
  let mealId: number;
  beforeAll(async () => {
    mealId = (await addMeal(soup.id, { day: 'sunday', category_id: dinner.id })).json().data.meals[0].id;
  });

  it('renames the entry, storing meta-characters as plain text', async () => {
    const name = `Mum's <b>soup</b>; DROP TABLE meal_plans;--`;
    const response = await renameMeal(mealId, { name: `  ${name}  ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Recipe name changed successfully',
      data: { id: mealId, name },
    });
    expect(mealsOn(await weekData(), 'sunday')[0].name).toBe(name);
  });

  it("answers 422 'Please write something before updating.' for a blank name", async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }]) {
      const response = await renameMeal(mealId, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        name: ['Please write something before updating.'],
      });
    }
  });

  it('answers 422 for a name over 100 characters and accepts exactly 100', async () => {
    expect((await renameMeal(mealId, { name: 'x'.repeat(101) })).statusCode).toBe(422);
    expect((await renameMeal(mealId, { name: 'x'.repeat(100) })).statusCode).toBe(200);
  });

  it("answers 404 for another user's entry and leaves it unchanged", async () => {
    const response = await renameMeal(mealId, { name: 'Hijacked' }, stranger);
    expect(response.statusCode).toBe(404);
    expect(mealsOn(await weekData(), 'sunday')[0].name).not.toBe('Hijacked');
    expect((await renameMeal(999999, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/meal/{id}', () => {
  it("answers 404 for another user's entry, then removes one's own", async () => {
    const mealId = (await addMeal(soup.id, { day: 'wednesday', category_id: dinner.id })).json().data.meals[0].id;
    expect((await deleteMeal(mealId, stranger)).statusCode).toBe(404);
    expect(mealsOn(await weekData(), 'wednesday')).toHaveLength(1);

    const response = await deleteMeal(mealId);
    expect(response.statusCode).toBe(200);
    // What was removed, for Undo to send back.
    expect(response.json()).toEqual({
      success: true,
      message: 'Meal removed from your plan',
      data: {
        recipe_id: soup.id,
        week: THIS_WEEK,
        day: 'wednesday',
        category_id: dinner.id,
        name: 'Tomato soup',
        member_ids: null,
        leftover_of: null,
        leftovers: [],
      },
    });
    expect((await week()).json().data.wednesday).toEqual([]);
    expect((await deleteMeal(mealId)).statusCode).toBe(404);
    expect((await deleteMeal('abc')).statusCode).toBe(422);
  });
});

/*
 * Clients written for the original API read a planner cell as
 *   data[weekday].filter(i => i.category.category_name === c).flatMap(i => i.meals)
 * and then each meal's id, meal_plan_id and `name || recipe.recipe_name`. These tests read the
 * answer through exactly those expressions.
 */
describe('GET /api/get-meal-plans as the original clients read it', () => {
  let cook: TestUser;
  let lunch: { id: number; categoryName: string };
  let strangersMealId: number;

  beforeAll(async () => {
    cook = await createUser(ctx.db);
    // A category between breakfast and dinner that the cook never plans.
    lunch = await createCategory(ctx.db, 'Lunch', 2);
    await addMeal(soup.id, { day: 'tuesday', category_id: dinner.id }, cook);
    await addMeal(porridge.id, { day: 'tuesday', category_id: dinner.id }, cook);
    await addMeal(porridge.id, { day: 'tuesday', category_id: breakfast.id }, cook);
    await addMeal(soup.id, { day: 'friday', category_id: breakfast.id }, cook);
    const strangers = await addMeal(soup.id, { day: 'monday', category_id: lunch.id }, stranger);
    strangersMealId = strangers.json().data.meals[0].id;
  });

  const cellOf = (data: MealPlanWeekDto, day: Weekday, c: string) =>
    data[day].filter((i) => i.category.category_name === c).flatMap((i) => i.meals);
  const titles = (meals: MealPlanEntryDto[]) => meals.map((meal) => meal.name || meal.recipe.recipe_name);

  it('answers one entry per category with meals that day, in category order, its id the category id', async () => {
    const response = await week(cook);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.data)).toEqual([...WEEKDAYS, 'week']);
    const meal = (recipe: typeof soup, category: { id: number; categoryName: string }) => ({
      id: expect.any(Number),
      meal_plan_id: expect.any(Number),
      day: 'tuesday',
      name: recipe.recipeName,
      recipe: {
        id: recipe.id,
        recipe_name: recipe.recipeName,
        recipe_image: recipe.recipeImage,
        serving_number: recipe.servingNumber,
      },
      category: { id: category.id, category_name: category.categoryName },
      ...eatenByThemselves(cook, 'tuesday'),
    });
    expect(body.data.tuesday).toEqual([
      {
        id: breakfast.id,
        category: { id: breakfast.id, category_name: 'Breakfast' },
        meals: [meal(porridge, breakfast)],
      },
      {
        id: dinner.id,
        category: { id: dinner.id, category_name: 'Dinner' },
        meals: [meal(soup, dinner), meal(porridge, dinner)],
      },
    ]);
    for (const planned of mealsOn(body.data, 'tuesday')) expect(planned.meal_plan_id).toBe(planned.id);
  });

  it('fills each cell through the client expression, and only the planned ones', async () => {
    const body: { data: MealPlanWeekDto } = (await week(cook)).json();
    const cell = body.data.tuesday.filter((i) => i.category.category_name === 'Dinner').flatMap((i) => i.meals);
    expect(cell.map((meal) => meal.name || meal.recipe.recipe_name)).toEqual(['Tomato soup', 'Porridge']);
    // Two meals in one category that day: one entry holding both.
    expect(body.data.tuesday.filter((i) => i.id === dinner.id)).toHaveLength(1);
    expect(titles(cellOf(body.data, 'tuesday', 'Breakfast'))).toEqual(['Porridge']);
    expect(titles(cellOf(body.data, 'friday', 'Breakfast'))).toEqual(['Tomato soup']);
    // A category without meals that day has no entry at all, so its cell is empty.
    expect(body.data.tuesday.map((i) => i.category.category_name)).toEqual(['Breakfast', 'Dinner']);
    expect(cellOf(body.data, 'tuesday', 'Lunch')).toEqual([]);
    expect(cellOf(body.data, 'friday', 'Dinner')).toEqual([]);
    expect(body.data.friday).toHaveLength(1);
    // Empty days are [].
    for (const day of ['saturday', 'sunday', 'monday', 'wednesday', 'thursday'] as const)
      expect(body.data[day]).toEqual([]);
  });

  it("never shows another user's meals", async () => {
    const data = await weekData(cook);
    expect(cellOf(data, 'monday', 'Lunch')).toEqual([]);
    expect(WEEKDAYS.flatMap((day) => mealsOn(data, day)).map((meal) => meal.id)).not.toContain(strangersMealId);
    expect(cellOf(await weekData(stranger), 'monday', 'Lunch').map((meal) => meal.id)).toEqual([strangersMealId]);
  });

  it("answers, on an add, the cell's meals in the same meal shape", async () => {
    const added = (await addMeal(soup.id, { day: 'friday', category_id: lunch.id }, cook)).json().data;
    expect(added).toEqual({ meals: cellOf(await weekData(cook), 'friday', 'Lunch'), week: THIS_WEEK_RANGE });
    expect(titles(added.meals)).toEqual(['Tomato soup']);
    expect(added.meals[0]).not.toHaveProperty('meals');
  });

  it('gives each meal the id that rename (meal.id) and delete (meal.meal_plan_id) accept', async () => {
    const [soupMeal, porridgeMeal] = cellOf(await weekData(cook), 'tuesday', 'Dinner');

    const renamed = await renameMeal(soupMeal.id, { name: "Cook's soup" }, cook);
    expect(renamed.statusCode).toBe(200);
    expect(titles(cellOf(await weekData(cook), 'tuesday', 'Dinner'))).toEqual(["Cook's soup", 'Porridge']);

    expect((await deleteMeal(porridgeMeal.meal_plan_id, cook)).statusCode).toBe(200);
    const data = await weekData(cook);
    expect(titles(cellOf(data, 'tuesday', 'Dinner'))).toEqual(["Cook's soup"]);
    expect(cellOf(data, 'tuesday', 'Dinner').map((meal) => meal.meal_plan_id)).toEqual([soupMeal.meal_plan_id]);

    // The last meal of a cell gone, its entry goes too.
    expect((await deleteMeal(soupMeal.meal_plan_id, cook)).statusCode).toBe(200);
    expect((await weekData(cook)).tuesday.map((i) => i.category.category_name)).toEqual(['Breakfast']);
  });
});
