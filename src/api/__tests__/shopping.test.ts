import { makeStore } from '@/app/store';
import { mealPlansApi } from '@/api/mealPlans';
import { shoppingApi, shoppingDaysParam } from '@/api/shopping';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { list, ONIONS, signedIn, WEEK } from '@/features/shopping/__tests__/shoppingFixtures';

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

describe('the week of each request (issue 38)', () => {
  let api: FetchStub;
  beforeEach(() => {
    api = stubFetch()
      .on('GET', '/api/shopping-list', ok(list([ONIONS], undefined, '2026-12-05')))
      .on('PATCH', '/api/shopping-list/items/p-onion', ok(ONIONS))
      .on('DELETE', '/api/shopping-list/items/p-onion', ok(null));
  });
  afterEach(() => api.restore());

  it('asks the list for the week and days given, and leaves out what is not given', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const list = await store
      .dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: ['monday', 'saturday'], week: '2026-12-05' }))
      .unwrap();
    expect(list.week).toEqual({ start: '2026-12-05', end: '2026-12-11' });
    expect(list.items[0].sources[0]).toMatchObject({ day: 'saturday', date: '2026-11-28' });
    await store.dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: [...WEEK] })).unwrap();
    expect(api.requests.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { days: 'saturday,monday', week: '2026-12-05' },
      {},
    ]);
  });

  it('sends the week as `?week=` on a tick, a put-back and a removal', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const { updateShoppingItem, removeShoppingItem } = shoppingApi.endpoints;
    await store.dispatch(updateShoppingItem.initiate({ id: 'p-onion', checked: true, week: '2026-12-05' })).unwrap();
    await store.dispatch(updateShoppingItem.initiate({ id: 'p-onion', hidden: false, week: '2026-12-05' })).unwrap();
    await store.dispatch(removeShoppingItem.initiate({ id: 'p-onion', week: '2026-12-05' })).unwrap();
    await store.dispatch(removeShoppingItem.initiate({ id: 'p-onion' })).unwrap();
    expect(api.requests.map((request) => [request.method, request.url.search, request.body])).toEqual([
      ['PATCH', '?week=2026-12-05', { checked: true }],
      ['PATCH', '?week=2026-12-05', { hidden: false }],
      ['DELETE', '?week=2026-12-05', undefined],
      ['DELETE', '', undefined],
    ]);
  });
});
