import { makeStore } from '@/app/store';
import { mealPlansApi, toPlannerWeek } from '@/api/mealPlans';
import { tokenReceived } from '@/store/authSlice';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import type { MealPlanEntryDto } from '@contract/types';
import { emptyWeek } from '@/features/planner/__tests__/plannerFixtures';

const breakfast = { id: 1, category_name: 'Breakfast' };
const dinner = { id: 3, category_name: 'Dinner' };

const meal = (id: number, name: string, category = dinner): MealPlanEntryDto => ({
  id,
  meal_plan_id: id,
  day: 'tuesday',
  name,
  recipe: { id: 100 + id, recipe_name: `Recipe ${id}`, recipe_image: `uploads/recipes/r${id}-640.webp` },
  category,
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
      {
        id: 5,
        day: 'tuesday',
        name: 'Porridge',
        categoryId: 1,
        recipe: { id: 105, name: 'Recipe 5', image: 'uploads/recipes/r5-640.webp' },
      },
      {
        id: 4,
        day: 'tuesday',
        name: 'Tomato soup',
        categoryId: 3,
        recipe: { id: 104, name: 'Recipe 4', image: 'uploads/recipes/r4-640.webp' },
      },
      {
        id: 6,
        day: 'tuesday',
        name: 'Lentil soup',
        categoryId: 3,
        recipe: { id: 106, name: 'Recipe 6', image: 'uploads/recipes/r6-640.webp' },
      },
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
});

describe('getMealPlans', () => {
  let network: FetchStub;
  beforeEach(() => {
    network = stubFetch();
  });
  afterEach(() => network.restore());

  it('turns the grouped answer into the planner week', async () => {
    network.on(
      'GET',
      '/api/get-meal-plans',
      ok({ ...emptyWeek(), tuesday: [{ id: dinner.id, category: dinner, meals: [meal(4, 'Tomato soup')] }] }),
    );
    const store = makeStore({ reloadPage: jest.fn() });
    store.dispatch(tokenReceived('secret-token-123'));

    const week = await store.dispatch(mealPlansApi.endpoints.getMealPlans.initiate()).unwrap();

    expect(week[3]).toEqual({
      day: 'tuesday',
      meals: [
        {
          id: 4,
          day: 'tuesday',
          name: 'Tomato soup',
          categoryId: 3,
          recipe: { id: 104, name: 'Recipe 4', image: 'uploads/recipes/r4-640.webp' },
        },
      ],
    });
  });
});
