import { makeStore } from '@/app/store';
import { baseApi } from '@/api/baseApi';
import { mealPlansApi, toPlannerWeek, type PlannedMeal } from '@/api/mealPlans';
import { LIST, TAG } from '@/api/tags';
import { tokenReceived } from '@/store/authSlice';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import type { MealConflictDto, MealPlanEntryDto, RecipeSummaryDto, RemovedMealDto } from '@contract/types';
import { emptyWeek, WEEK } from '@/features/planner/__tests__/plannerFixtures';

const breakfast = { id: 1, category_name: 'Breakfast' };
const dinner = { id: 3, category_name: 'Dinner' };

const meal = (id: number, name: string, category = dinner): MealPlanEntryDto => ({
  id,
  meal_plan_id: id,
  day: 'tuesday',
  name,
  recipe: {
    id: 100 + id,
    recipe_name: `Recipe ${id}`,
    recipe_image: `uploads/recipes/r${id}-640.webp`,
    serving_number: 4,
  },
  category,
  attendees: [
    { member_id: 1, name: 'Mia', portion: 1 },
    { member_id: 3, name: 'Ana', portion: 0.5 },
  ],
  whole_household: false,
  portions: 1.5,
  conflicts: [],
  planned_by: 'Sam',
  date: '2026-12-01',
  leftover_of: null,
  leftovers: [],
  cook_portions: 1.5,
});

/** What the planner makes of `meal(id, name, …)`. */
const planned = (id: number, name: string, categoryId: number): PlannedMeal => ({
  id,
  day: 'tuesday',
  name,
  categoryId,
  recipe: { id: 100 + id, name: `Recipe ${id}`, image: `uploads/recipes/r${id}-640.webp`, servingNumber: 4 },
  attendees: [
    { memberId: 1, name: 'Mia', portion: 1 },
    { memberId: 3, name: 'Ana', portion: 0.5 },
  ],
  wholeHousehold: false,
  portions: 1.5,
  conflicts: [],
  plannedBy: 'Sam',
  date: '2026-12-01',
  leftoverOf: null,
  leftovers: [],
  cookPortions: 1.5,
});

describe('toPlannerWeek', () => {
  it("reads the API's slots: one per category, its meals flattened in order", () => {
    const week = toPlannerWeek({
      ...emptyWeek(WEEK),
      tuesday: [
        { id: breakfast.id, category: breakfast, meals: [meal(5, 'Porridge', breakfast)] },
        { id: dinner.id, category: dinner, meals: [meal(4, 'Tomato soup'), meal(6, 'Lentil soup')] },
      ],
    });
    expect(week.map(({ day }) => day)).toEqual([
      'saturday',
      'sunday',
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
    ]);
    expect(week[3].meals).toEqual([
      planned(5, 'Porridge', 1),
      planned(4, 'Tomato soup', 3),
      planned(6, 'Lentil soup', 3),
    ]);
    expect(week.filter(({ day }) => day !== 'tuesday').every(({ meals }) => meals.length === 0)).toBe(true);
  });

  it("files a slot's meals under the slot's category, whatever the meal carries", () => {
    const bare = { ...meal(8, 'Toast'), category: undefined };
    const week = toPlannerWeek({
      monday: [{ id: breakfast.id, category: breakfast, meals: [bare, meal(9, 'Jam', dinner)] }],
    });
    expect(week[2].meals.map(({ id, categoryId }) => [id, categoryId])).toEqual([
      [8, 1],
      [9, 1],
    ]);
  });

  it('still reads the older flat answer, one meal per item', () => {
    const week = toPlannerWeek({ Tuesday: [meal(4, 'Tomato soup'), meal(5, 'Porridge', breakfast)] });
    expect(week[3].meals.map(({ id, name, categoryId }) => [id, name, categoryId])).toEqual([
      [4, 'Tomato soup', 3],
      [5, 'Porridge', 1],
    ]);
  });

  it('uses meal_plan_id as the id, falls back to the recipe name for an empty name, and skips junk', () => {
    const week = toPlannerWeek({
      friday: [
        null as never,
        { id: dinner.id, category: dinner, meals: [{ ...meal(4, ''), id: 99, meal_plan_id: 4 }, null as never] },
      ],
      someday: [meal(1, 'Lost')],
    });
    expect(week[6].meals.map(({ id, name }) => [id, name])).toEqual([[4, 'Recipe 4']]);
    expect(week.flatMap(({ meals }) => meals)).toHaveLength(1);
  });

  it('reads each kind of conflict (may-contain apart from contains), and skips one naming no known allergen, diet or dislike', () => {
    const conflicts = [
      { member_id: 1, member_name: 'Mia', food: 'peanut butter', allergen: 'peanuts' },
      { member_id: 1, member_name: 'Mia', food: 'granola', may_contain: 'tree-nuts' },
      { member_id: 2, member_name: 'Sam', food: 'chicken', diet: 'vegetarian' },
      { member_id: 3, member_name: 'Ana', food: 'mushroom', dislike: 'mushroom' },
      { member_id: 3, member_name: 'Ana', food: 'kale', allergen: 'kale' },
      { member_id: 3, member_name: 'Ana', food: 'curry paste', may_contain: 'dragon scales' },
      { member_name: 'Nobody', food: 'salt', dislike: 'salt' },
      'junk',
    ] as unknown as MealConflictDto[];
    const week = toPlannerWeek({ tuesday: [{ ...meal(4, 'Satay'), conflicts }] });
    expect(week[3].meals[0].conflicts).toEqual([
      { memberId: 1, memberName: 'Mia', food: 'peanut butter', kind: 'allergen', allergen: 'peanuts' },
      { memberId: 1, memberName: 'Mia', food: 'granola', kind: 'may-contain', allergen: 'tree-nuts' },
      { memberId: 2, memberName: 'Sam', food: 'chicken', kind: 'diet', diet: 'vegetarian' },
      { memberId: 3, memberName: 'Ana', food: 'mushroom', kind: 'dislike', dislike: 'mushroom' },
    ]);
  });

  it('reads an answer from before households: the whole household, nobody listed, no conflicts', () => {
    const older = {
      id: 4,
      meal_plan_id: 4,
      name: 'Tomato soup',
      recipe: { id: 104, recipe_name: 'Tomato soup', recipe_image: '' },
      category: dinner,
    };
    const [soup] = toPlannerWeek({ tuesday: [older as never] })[3].meals;
    expect(soup).toMatchObject({
      recipe: { servingNumber: 0 },
      attendees: [],
      wholeHousehold: true,
      portions: 0,
      conflicts: [],
      plannedBy: '',
    });
  });

  it("reads a leftover's cooked meal and a cooked meal's leftovers, and skips a broken link", () => {
    const sunday = { meal_plan_id: 4, day: 'sunday', date: '2026-11-29', category: dinner } as const;
    const monday = { meal_plan_id: 5, day: 'monday', date: '2026-11-30', category: dinner } as const;
    const week = toPlannerWeek({
      ...emptyWeek(WEEK),
      sunday: [
        { ...meal(4, 'Curry'), day: 'sunday', leftovers: [monday, { day: 'friday' } as never], cook_portions: 3 },
      ],
      monday: [{ ...meal(5, 'Curry'), day: 'monday', leftover_of: sunday }],
    });
    const [cooked] = week[1].meals;
    const [leftover] = week[2].meals;
    expect(cooked.leftovers).toEqual([
      { mealPlanId: 5, day: 'monday', date: '2026-11-30', categoryId: 3, categoryName: 'Dinner' },
    ]);
    expect(cooked.cookPortions).toBe(3);
    expect(leftover.leftoverOf).toEqual({
      mealPlanId: 4,
      day: 'sunday',
      date: '2026-11-29',
      categoryId: 3,
      categoryName: 'Dinner',
    });
    expect(leftover.leftovers).toEqual([]);
  });

  it("dates each day from the answer's week, else from the week asked for, else leaves them empty", () => {
    expect(toPlannerWeek({ week: { start: '2026-12-05', end: '2026-12-11' } }).map(({ date }) => date)).toEqual([
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
    expect(toPlannerWeek({}, '2026-12-03')[0].date).toBe('2026-11-28');
    expect(toPlannerWeek({})[0].date).toBe('');
  });

  it('skips attendees without a member id and reads numbers sent as strings', () => {
    const entry = {
      ...meal(4, 'Tomato soup'),
      attendees: [{ member_id: '2', name: 'Sam', portion: '1.5' }, { name: 'Ghost', portion: 1 }, null],
      portions: '1.5',
    } as unknown as MealPlanEntryDto;
    const [soup] = toPlannerWeek({ tuesday: [entry] })[3].meals;
    expect(soup.attendees).toEqual([{ memberId: 2, name: 'Sam', portion: 1.5 }]);
    expect(soup.portions).toBe(1.5);
  });
});

describe('the meal plan endpoints', () => {
  let network: FetchStub;
  beforeEach(() => {
    network = stubFetch();
  });
  afterEach(() => network.restore());

  function signedInStore() {
    const store = makeStore({ reloadPage: jest.fn() });
    store.dispatch(tokenReceived('secret-token-123'));
    return store;
  }

  const requestsTo = (path: string) => network.requests.filter((request) => request.url.pathname === path);

  it('getMealPlans turns the grouped answer into the planner week', async () => {
    network.on(
      'GET',
      '/api/get-meal-plans',
      ok({ ...emptyWeek(WEEK), tuesday: [{ id: dinner.id, category: dinner, meals: [meal(4, 'Tomato soup')] }] }),
    );
    const store = signedInStore();
    const week = await store.dispatch(mealPlansApi.endpoints.getMealPlans.initiate({ week: '2026-12-02' })).unwrap();
    expect(week[3]).toEqual({ day: 'tuesday', date: '2026-12-01', meals: [planned(4, 'Tomato soup', 3)] });
    expect(week[0].date).toBe('2026-11-28');
    // Any date inside the week is sent as given: the server finds its Saturday.
    expect(requestsTo('/api/get-meal-plans')[0].url.searchParams.get('week')).toBe('2026-12-02');
  });

  it('addMealPlan sends member_ids only when some people were chosen', async () => {
    network.on('POST', '/api/meal-plans/42', ok({ meals: [meal(4, 'Tomato soup')] }, 'Meal added'));
    const store = signedInStore();
    await store.dispatch(mealPlansApi.endpoints.addMealPlan.initiate({ recipeId: 42, day: 'tuesday', category_id: 3 }));
    await store.dispatch(
      mealPlansApi.endpoints.addMealPlan.initiate({
        recipeId: 42,
        day: 'tuesday',
        category_id: 3,
        member_ids: [1, 3],
        week: WEEK,
      }),
    );
    expect(requestsTo('/api/meal-plans/42').map(({ body }) => body)).toEqual([
      { day: 'tuesday', category_id: 3 },
      { day: 'tuesday', category_id: 3, week: WEEK, member_ids: [1, 3] },
    ]);
  });

  describe('setMealAttendees', () => {
    // Stands in for the shopping list: any query that provides its LIST tag.
    const probeApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        shoppingProbe: build.query<unknown, void>({
          query: () => '/shopping-probe',
          providesTags: [{ type: TAG.ShoppingList, id: LIST }],
        }),
      }),
    });

    it('posts who eats the meal, then refreshes the week and the shopping list', async () => {
      network
        .on('GET', '/api/get-meal-plans', ok(emptyWeek()))
        .on('GET', '/api/shopping-probe', ok(null))
        .on('POST', '/api/meal-attendees/4', ok(meal(4, 'Tomato soup'), 'Saved who is eating'));
      const store = signedInStore();
      const week = store.dispatch(mealPlansApi.endpoints.getMealPlans.initiate());
      const shopping = store.dispatch(probeApi.endpoints.shoppingProbe.initiate());
      await week;
      await shopping;

      const answer = await store
        .dispatch(mealPlansApi.endpoints.setMealAttendees.initiate({ id: 4, member_ids: [1, 3] }))
        .unwrap();

      expect(answer).toEqual({ message: 'Saved who is eating' });
      expect(requestsTo('/api/meal-attendees/4').map(({ body }) => body)).toEqual([{ member_ids: [1, 3] }]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requestsTo('/api/get-meal-plans')).toHaveLength(2);
      expect(requestsTo('/api/shopping-probe')).toHaveLength(2);
      week.unsubscribe();
      shopping.unsubscribe();
    });

    it('refreshes nothing when refused', async () => {
      network
        .on('GET', '/api/get-meal-plans', ok(emptyWeek()))
        .on('POST', '/api/meal-attendees/4', fail(404, 'Family member not found'));
      const store = signedInStore();
      const week = store.dispatch(mealPlansApi.endpoints.getMealPlans.initiate());
      await week;
      const result = await store.dispatch(mealPlansApi.endpoints.setMealAttendees.initiate({ id: 4, member_ids: [9] }));
      expect(result.error).toMatchObject({ status: 404 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requestsTo('/api/get-meal-plans')).toHaveLength(1);
      week.unsubscribe();
    });
  });

  it("getMealConflicts asks about the whole household, or the people given, and reads the answer's conflicts", async () => {
    network.on(
      'GET',
      '/api/meal-conflicts/42',
      ok([{ member_id: 1, member_name: 'Mia', food: 'peanut butter', allergen: 'peanuts' }]),
    );
    const store = signedInStore();
    const everyone = await store.dispatch(mealPlansApi.endpoints.getMealConflicts.initiate({ recipeId: 42 })).unwrap();
    await store.dispatch(mealPlansApi.endpoints.getMealConflicts.initiate({ recipeId: 42, memberIds: [1, 2] }));
    expect(everyone).toEqual([
      { memberId: 1, memberName: 'Mia', food: 'peanut butter', kind: 'allergen', allergen: 'peanuts' },
    ]);
    expect(requestsTo('/api/meal-conflicts/42').map(({ url }) => url.searchParams.get('member_ids'))).toEqual([
      null,
      '1,2',
    ]);
  });

  it('getMealSuggestions asks for the slot and carries the recipes into the recipes cache', async () => {
    const recipe = {
      id: 7,
      recipe_name: 'Veg chilli',
      recipe_image: 'uploads/recipes/r7-640.webp',
    } as RecipeSummaryDto;
    network.on('GET', '/api/meal-suggestions', ok([recipe]));
    const store = signedInStore();
    const suggestions = await store
      .dispatch(mealPlansApi.endpoints.getMealSuggestions.initiate({ categoryId: 3, day: 'monday', week: WEEK }))
      .unwrap();
    expect(suggestions.ids).toEqual([7]);
    // An answer without reasons (the original API): none to show.
    expect(suggestions.reasons).toEqual(['']);
    expect(suggestions.recipes[0]).toMatchObject({ id: 7, name: 'Veg chilli' });
    expect(store.getState().recipes.entities[7]).toMatchObject({ name: 'Veg chilli' });
    const [request] = requestsTo('/api/meal-suggestions');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ category_id: '3', day: 'monday', week: WEEK });
  });
});

describe('dated weeks: copy, templates, leftovers, removal and undo (issue 38)', () => {
  let network: FetchStub;
  beforeEach(() => {
    network = stubFetch();
  });
  afterEach(() => network.restore());

  function signedInStore() {
    const store = makeStore({ reloadPage: jest.fn() });
    store.dispatch(tokenReceived('secret-token-123'));
    return store;
  }

  const requestsTo = (path: string) => network.requests.filter((request) => request.url.pathname === path);
  const weeksAsked = () => requestsTo('/api/get-meal-plans').map(({ url }) => url.searchParams.get('week'));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('caches each week apart, and a meal added to one week refetches only that week', async () => {
    network
      .on('GET', '/api/get-meal-plans', ({ url }) => ok(emptyWeek(url.searchParams.get('week')!)))
      .on('POST', '/api/meal-plans/42', ok({ meals: [meal(4, 'Tomato soup')] }, 'Meal added'));
    const store = signedInStore();
    const thisWeek = store.dispatch(mealPlansApi.endpoints.getMealPlans.initiate({ week: WEEK }));
    const nextWeek = store.dispatch(mealPlansApi.endpoints.getMealPlans.initiate({ week: '2026-12-05' }));
    await thisWeek;
    await nextWeek;
    expect(weeksAsked()).toEqual([WEEK, '2026-12-05']);

    await store.dispatch(
      mealPlansApi.endpoints.addMealPlan.initiate({ recipeId: 42, day: 'monday', category_id: 3, week: '2026-12-07' }),
    );
    await settle();
    expect(weeksAsked()).toEqual([WEEK, '2026-12-05', '2026-12-05']);
    thisWeek.unsubscribe();
    nextWeek.unsubscribe();
  });

  it('deleteMeal asks what to do with the leftovers and answers what Undo sends back', async () => {
    const removed: RemovedMealDto = {
      recipe_id: 104,
      week: WEEK,
      day: 'sunday',
      category_id: 3,
      name: 'Curry',
      member_ids: null,
      leftovers: [{ week: WEEK, day: 'monday', category_id: 3, name: 'Curry', member_ids: null }],
    };
    network
      .on('DELETE', '/api/meal/4', ok(removed, 'Meal removed'))
      .on('DELETE', '/api/meal/9', ok(null, 'Meal removed'));
    const store = signedInStore();
    const answer = await store
      .dispatch(mealPlansApi.endpoints.deleteMeal.initiate({ id: 4, leftovers: 'keep', leftoverIds: [5] }))
      .unwrap();
    expect(answer).toEqual({ message: 'Meal removed', removed });
    expect(requestsTo('/api/meal/4')[0].url.searchParams.get('leftovers')).toBe('keep');
    // An older server answers nothing to undo with.
    const older = await store.dispatch(mealPlansApi.endpoints.deleteMeal.initiate(9)).unwrap();
    expect(older).toEqual({ message: 'Meal removed', removed: null });
    expect(requestsTo('/api/meal/9')[0].url.search).toBe('');
  });

  it('restoreMeal posts the removed meal back and refetches its week', async () => {
    const removed: RemovedMealDto = {
      recipe_id: 104,
      week: WEEK,
      day: 'sunday',
      category_id: 3,
      name: 'Curry',
      member_ids: [1],
      leftovers: [],
    };
    network
      .on('GET', '/api/get-meal-plans', ({ url }) => ok(emptyWeek(url.searchParams.get('week')!)))
      .on('POST', '/api/meal-plans/restore', ok({ meals: [] }, 'Meal put back in your plan'));
    const store = signedInStore();
    const week = store.dispatch(mealPlansApi.endpoints.getMealPlans.initiate({ week: WEEK }));
    await week;
    const answer = await store.dispatch(mealPlansApi.endpoints.restoreMeal.initiate(removed)).unwrap();
    expect(answer.message).toBe('Meal put back in your plan');
    expect(requestsTo('/api/meal-plans/restore')[0].body).toEqual(removed);
    await settle();
    expect(weeksAsked()).toEqual([WEEK, WEEK]);
    week.unsubscribe();
  });

  it('copyWeek sends from, to and replace, and reads what the copy did', async () => {
    network.on(
      'POST',
      '/api/meal-plans/copy-week',
      ok({ week: { start: '2026-12-05', end: '2026-12-11' }, copied: 5, skipped: 1, removed: 0 }, '5 meals copied'),
    );
    const store = signedInStore();
    const answer = await store
      .dispatch(mealPlansApi.endpoints.copyWeek.initiate({ from: WEEK, to: '2026-12-08', replace: true }))
      .unwrap();
    expect(answer).toEqual({
      message: '5 meals copied',
      week: { start: '2026-12-05', end: '2026-12-11' },
      copied: 5,
      skipped: 1,
      removed: 0,
    });
    expect(requestsTo('/api/meal-plans/copy-week')[0].body).toEqual({ from: WEEK, to: '2026-12-08', replace: true });
  });

  it('lists, saves, applies and deletes templates', async () => {
    network
      .on(
        'GET',
        '/api/meal-plans/templates',
        ok([
          { id: 2, name: 'School week', meal_count: 9, recipe_names: ['Pasta bake', 7], created_at: '2026-11-20' },
          { name: 'No id' },
        ]),
      )
      .on('POST', '/api/meal-plans/templates', ok({ id: 3 }, 'Saved “Busy week” as a template'))
      .on('POST', '/api/meal-plans/templates/2/apply', ok({ copied: 9, skipped: 0, removed: 2 }, 'Planned 9 meals'))
      .on('DELETE', '/api/meal-plans/templates/2', ok(null, 'Template deleted'));
    const store = signedInStore();
    const list = await store.dispatch(mealPlansApi.endpoints.getWeekTemplates.initiate()).unwrap();
    expect(list).toEqual([
      { id: 2, name: 'School week', mealCount: 9, recipeNames: ['Pasta bake'], createdAt: '2026-11-20' },
    ]);
    await store.dispatch(mealPlansApi.endpoints.saveWeekTemplate.initiate({ name: 'Busy week', week: WEEK }));
    expect(requestsTo('/api/meal-plans/templates').filter(({ method }) => method === 'POST')[0].body).toEqual({
      name: 'Busy week',
      week: WEEK,
    });
    const applied = await store
      .dispatch(mealPlansApi.endpoints.applyWeekTemplate.initiate({ id: 2, week: '2026-12-01', replace: true }))
      .unwrap();
    // No week in the answer: the week asked for.
    expect(applied.week).toEqual({ start: WEEK, end: '2026-12-04' });
    expect(applied.removed).toBe(2);
    expect(requestsTo('/api/meal-plans/templates/2/apply')[0].body).toEqual({ week: '2026-12-01', replace: true });
    await store.dispatch(mealPlansApi.endpoints.deleteWeekTemplate.initiate(2));
    await settle();
    // Saved and deleted: the list was asked for again each time.
    expect(requestsTo('/api/meal-plans/templates').filter(({ method }) => method === 'GET')).toHaveLength(3);
  });

  it("planLeftover posts the leftover and refetches the cooked meal's week and the leftover's", async () => {
    network
      .on('GET', '/api/get-meal-plans', ({ url }) =>
        url.searchParams.get('week') === WEEK
          ? ok({ ...emptyWeek(WEEK), friday: [{ ...meal(4, 'Curry'), day: 'friday' }] })
          : ok(emptyWeek(url.searchParams.get('week')!)),
      )
      .on('POST', '/api/meal-plans/leftovers', ok({ meals: [] }, 'Leftover planned for Sunday dinner'));
    const store = signedInStore();
    const thisWeek = store.dispatch(mealPlansApi.endpoints.getMealPlans.initiate({ week: WEEK }));
    const nextWeek = store.dispatch(mealPlansApi.endpoints.getMealPlans.initiate({ week: '2026-12-05' }));
    await thisWeek;
    await nextWeek;
    const answer = await store
      .dispatch(
        mealPlansApi.endpoints.planLeftover.initiate({
          meal_plan_id: 4,
          day: 'sunday',
          category_id: 3,
          week: '2026-12-06',
        }),
      )
      .unwrap();
    expect(answer.message).toBe('Leftover planned for Sunday dinner');
    expect(requestsTo('/api/meal-plans/leftovers')[0].body).toEqual({
      meal_plan_id: 4,
      day: 'sunday',
      category_id: 3,
      week: '2026-12-06',
    });
    await settle();
    expect(weeksAsked().sort()).toEqual([WEEK, WEEK, '2026-12-05', '2026-12-05']);
    thisWeek.unsubscribe();
    nextWeek.unsubscribe();
  });

  it("getMealSuggestions reads each suggestion's reason", async () => {
    network.on(
      'GET',
      '/api/meal-suggestions',
      ok([
        { id: 7, recipe_name: 'Veg chilli', reason: 'Everyone can eat it · not planned this week' },
        { id: 8, recipe_name: 'Dal' },
      ]),
    );
    const store = signedInStore();
    const suggestions = await store
      .dispatch(mealPlansApi.endpoints.getMealSuggestions.initiate({ categoryId: 3, day: 'monday', week: WEEK }))
      .unwrap();
    expect(suggestions.ids).toEqual([7, 8]);
    expect(suggestions.reasons).toEqual(['Everyone can eat it · not planned this week', '']);
  });
});
