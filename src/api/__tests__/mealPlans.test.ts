import { makeStore } from '@/app/store';
import { baseApi } from '@/api/baseApi';
import { mealPlansApi, toPlannerWeek, type PlannedMeal } from '@/api/mealPlans';
import { LIST, TAG } from '@/api/tags';
import { tokenReceived } from '@/store/authSlice';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import type { MealConflictDto, MealPlanEntryDto, RecipeSummaryDto } from '@contract/types';
import { emptyWeek } from '@/features/planner/__tests__/plannerFixtures';

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
});

describe('toPlannerWeek', () => {
  it("reads the API's slots: one per category, its meals flattened in order", () => {
    const week = toPlannerWeek({
      ...emptyWeek(),
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

  it('reads each kind of conflict, and skips one naming no known allergen, diet or dislike', () => {
    const conflicts = [
      { member_id: 1, member_name: 'Mia', food: 'peanut butter', allergen: 'peanuts' },
      { member_id: 2, member_name: 'Sam', food: 'chicken', diet: 'vegetarian' },
      { member_id: 3, member_name: 'Ana', food: 'mushroom', dislike: 'mushroom' },
      { member_id: 3, member_name: 'Ana', food: 'kale', allergen: 'kale' },
      { member_name: 'Nobody', food: 'salt', dislike: 'salt' },
      'junk',
    ] as unknown as MealConflictDto[];
    const week = toPlannerWeek({ tuesday: [{ ...meal(4, 'Satay'), conflicts }] });
    expect(week[3].meals[0].conflicts).toEqual([
      { memberId: 1, memberName: 'Mia', food: 'peanut butter', kind: 'allergen', allergen: 'peanuts' },
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
      ok({ ...emptyWeek(), tuesday: [{ id: dinner.id, category: dinner, meals: [meal(4, 'Tomato soup')] }] }),
    );
    const store = signedInStore();
    const week = await store.dispatch(mealPlansApi.endpoints.getMealPlans.initiate()).unwrap();
    expect(week[3]).toEqual({ day: 'tuesday', meals: [planned(4, 'Tomato soup', 3)] });
  });

  it('addMealPlan sends member_ids only when some people were chosen', async () => {
    network.on('POST', '/api/meal-plans/42', ok({ meals: [meal(4, 'Tomato soup')] }, 'Meal added'));
    const store = signedInStore();
    await store.dispatch(mealPlansApi.endpoints.addMealPlan.initiate({ recipeId: 42, day: 'tuesday', category_id: 3 }));
    await store.dispatch(
      mealPlansApi.endpoints.addMealPlan.initiate({ recipeId: 42, day: 'tuesday', category_id: 3, member_ids: [1, 3] }),
    );
    expect(requestsTo('/api/meal-plans/42').map(({ body }) => body)).toEqual([
      { day: 'tuesday', category_id: 3 },
      { day: 'tuesday', category_id: 3, member_ids: [1, 3] },
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
      .dispatch(mealPlansApi.endpoints.getMealSuggestions.initiate({ categoryId: 3, day: 'monday' }))
      .unwrap();
    expect(suggestions.ids).toEqual([7]);
    expect(suggestions.recipes[0]).toMatchObject({ id: 7, name: 'Veg chilli' });
    expect(store.getState().recipes.entities[7]).toMatchObject({ name: 'Veg chilli' });
    const [request] = requestsTo('/api/meal-suggestions');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ category_id: '3', day: 'monday' });
  });
});
