import { makeStore } from '@/app/store';
import { fail, ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import {
  CATEGORIES,
  emptyWeek,
  entry,
  household,
  signedIn,
  slots,
  thisWeekStart,
} from '@/features/planner/__tests__/plannerFixtures';
import { list, ONIONS } from '@/features/shopping/__tests__/shoppingFixtures';
import { prefetchWeek, weekOfflineNeeds } from '../prefetchWeek';
import type { PlannerWeek } from '../../mealPlans';

/**
 * Keeping the household's week for offline: the plan, the list, each planned recipe's details
 * (the owner's answer for a private one) and its image, asked at the addresses the pages ask.
 * Stubbed at the fetch boundary; the service worker (not in jsdom) is what keeps the answers.
 */
let api: FetchStub;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => api.restore());

const recipeAnswer = (id: number) =>
  ok({
    id,
    recipe_name: `Recipe ${id}`,
    recipe_image: `uploads/recipes/r${id}-640.webp`,
    ingredients: [],
    instructions: [],
  });

describe('weekOfflineNeeds', () => {
  const meal = (recipeId: number, image: string) => ({ recipe: { id: recipeId, name: 'x', image, servingNumber: 4 } });
  it('lists each planned recipe and image once, in week order, skipping a meal without an image', () => {
    const week = [
      { day: 'saturday', date: '2026-11-28', meals: [meal(7, 'uploads/a-640.webp'), meal(9, '')] },
      { day: 'sunday', date: '2026-11-29', meals: [meal(7, 'uploads/a-640.webp'), meal(3, 'uploads/b-640.webp')] },
    ] as unknown as PlannerWeek;
    expect(weekOfflineNeeds(week)).toEqual({
      recipeIds: [7, 9, 3],
      imageUrls: ['/uploads/a-640.webp', '/uploads/b-640.webp'],
    });
  });

  it('needs nothing for an empty week', () => {
    expect(weekOfflineNeeds([])).toEqual({ recipeIds: [], imageUrls: [] });
  });
});

describe('prefetchWeek', () => {
  it("asks this week's plan and list, the shell's user and categories, each recipe and its image", async () => {
    const week = thisWeekStart();
    const plan = {
      ...emptyWeek(week),
      saturday: slots(entry(1, 'saturday', 'Dal', 3, { week })),
      monday: slots(entry(2, 'monday', 'Stew', 3, { week })),
    };
    api
      .on('GET', '/api/household', ok(household()))
      .on('GET', '/api/get-meal-plans', ok(plan))
      .on('GET', '/api/shopping-list', ok(list([ONIONS])))
      .on('GET', '/api/users/data', ok({ id: 1, name: 'Mia', email: 'mia@example.com' }))
      .on('GET', '/api/categories', ok(CATEGORIES))
      .on('GET', '/api/single-recipe/101', recipeAnswer(101))
      // A private recipe of the family's: the public answer refuses it, the owner's has it.
      .on('GET', '/api/single-recipe/102', fail(404, 'Recipe not found'))
      .on('GET', '/api/my-recipe-details/102', recipeAnswer(102));
    const images: string[] = [];
    const store = makeStore({ preloadedState: signedIn, reloadPage: jest.fn() });

    const needs = await prefetchWeek(store.dispatch, { fetchImage: async (url) => images.push(url) });

    expect(needs).toEqual({
      recipeIds: [101, 102],
      imageUrls: ['/uploads/recipes/r1-640.webp', '/uploads/recipes/r2-640.webp'],
    });
    expect(images).toEqual(needs!.imageUrls);
    const asked = api.requests.map(({ url }) => `${url.pathname}${url.search}`);
    expect(asked).toEqual(
      expect.arrayContaining([
        `/api/get-meal-plans?week=${week}`,
        // All seven days: the list page's own address for the whole week.
        `/api/shopping-list?week=${week}`,
        '/api/single-recipe/101',
        '/api/single-recipe/102',
        '/api/my-recipe-details/102',
      ]),
    );
    expect(asked).not.toContain('/api/my-recipe-details/101');
    expect(api.requests.every(({ headers }) => headers.get('Authorization') === 'Bearer test-token')).toBe(true);
  });

  it('keeps nothing more when the week cannot be read', async () => {
    api
      .on('GET', '/api/household', ok(household()))
      .on('GET', '/api/get-meal-plans', fail(500, 'Server error'))
      .on('GET', '/api/shopping-list', ok(list([])))
      .on('GET', '/api/users/data', ok({ id: 1, name: 'Mia', email: 'mia@example.com' }))
      .on('GET', '/api/categories', ok(CATEGORIES));
    const images: string[] = [];
    const store = makeStore({ preloadedState: signedIn, reloadPage: jest.fn() });

    expect(await prefetchWeek(store.dispatch, { fetchImage: async (url) => images.push(url) })).toBeNull();
    expect(images).toEqual([]);
    expect(api.requests.some(({ url }) => url.pathname.startsWith('/api/single-recipe/'))).toBe(false);
  });
});
