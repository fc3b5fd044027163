import { makeStore } from '@/app/store';
import { mealPlansApi } from '@/api/mealPlans';
import { shoppingApi, shoppingDaysParam } from '@/api/shopping';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { list, ONIONS, signedIn } from '@/features/shopping/__tests__/shoppingFixtures';

describe('shoppingDaysParam', () => {
  it('leaves the whole week to the API, and names a few days in week order', () => {
    expect(shoppingDaysParam(['friday', 'thursday', 'wednesday', 'tuesday', 'monday', 'sunday', 'saturday'])).toBe(
      undefined,
    );
    expect(shoppingDaysParam(['monday', 'saturday'])).toBe('saturday,monday');
  });
});

describe('the shopping list cache', () => {
  let api: FetchStub;
  beforeEach(() => {
    api = stubFetch()
      .on('GET', '/api/shopping-list', ok(list([ONIONS])))
      .on('DELETE', '/api/meal/7', ok(null, 'Meal removed'))
      .on('POST', '/api/meal-plans/12', ok({ meals: [{ id: 9 }] }, 'Added'));
  });
  afterEach(() => api.restore());

  const listRequests = () => api.requests.filter((request) => request.url.pathname === '/api/shopping-list').length;

  it('is fetched again when a meal is planned or removed', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const subscription = store.dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: ['monday'] }));
    await subscription;
    expect(listRequests()).toBe(1);

    await store.dispatch(mealPlansApi.endpoints.deleteMeal.initiate(7));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listRequests()).toBe(2);

    await store.dispatch(mealPlansApi.endpoints.addMealPlan.initiate({ recipeId: 12, day: 'monday', category_id: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listRequests()).toBe(3);
    subscription.unsubscribe();
  });
});

describe('updateShoppingItem', () => {
  let api: FetchStub;
  beforeEach(() => {
    api = stubFetch().on('PATCH', '/api/shopping-list/items/p-onion', ok(ONIONS));
  });
  afterEach(() => api.restore());

  it('sends only the fields it is given: a tick, or a put-back', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    await store.dispatch(shoppingApi.endpoints.updateShoppingItem.initiate({ id: 'p-onion', checked: true })).unwrap();
    await store.dispatch(shoppingApi.endpoints.updateShoppingItem.initiate({ id: 'p-onion', hidden: false })).unwrap();
    expect(api.requests.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PATCH', '/api/shopping-list/items/p-onion', { checked: true }],
      ['PATCH', '/api/shopping-list/items/p-onion', { hidden: false }],
    ]);
  });
});
