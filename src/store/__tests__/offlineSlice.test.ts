import { householdApi } from '@/api/household';
import { CACHED_AT_HEADER } from '@/api/offline/offlineCaches';
import { makeStore } from '@/app/store';
import { selectOldestCachedAt } from '../offlineSlice';

/**
 * The answers the service worker served from its cache carry CACHED_AT_HEADER: baseApi reads it
 * into the offline slice, whose oldest time "Offline — last updated" shows. Stubbed at fetch.
 */
const HOUSEHOLD = {
  id: 1,
  name: 'Okafor',
  members: [],
  you_are_parent: true,
  can_leave: false,
  time_zone: null,
  meal_times: [],
};
const CATEGORIES = [{ id: 1, name: 'Dinner' }];

let answers: Record<string, string | null>;
const original = globalThis.fetch;
beforeEach(() => {
  answers = {};
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname;
    const cachedAt = answers[path];
    const body = path === '/api/household' ? HOUSEHOLD : CATEGORIES;
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (cachedAt) headers.set(CACHED_AT_HEADER, cachedAt);
    return new Response(JSON.stringify({ success: true, message: '', data: body }), { status: 200, headers });
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = original;
});

const signedIn = { auth: { token: 'cook-token', loading: false, signedOutByChoice: false } };

describe('answers from the offline cache', () => {
  it('are fresh when the network answered: no time to show', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: jest.fn() });
    await store.dispatch(householdApi.endpoints.getHousehold.initiate());
    expect(selectOldestCachedAt(store.getState())).toBeNull();
  });

  it('show the oldest stored time of the cached answers on screen', async () => {
    answers['/api/household'] = '2026-11-27T10:42:00.000Z';
    answers['/api/categories'] = '2026-11-27T09:15:00.000Z';
    const store = makeStore({ preloadedState: signedIn, reloadPage: jest.fn() });
    await store.dispatch(householdApi.endpoints.getHousehold.initiate());
    expect(selectOldestCachedAt(store.getState())).toBe('2026-11-27T10:42:00.000Z');

    const { cmsApi } = await import('@/api/cms');
    await store.dispatch(cmsApi.endpoints.getCategories.initiate());
    expect(selectOldestCachedAt(store.getState())).toBe('2026-11-27T09:15:00.000Z');
  });

  it('are forgotten once a fresh answer to the same query arrives', async () => {
    answers['/api/household'] = '2026-11-27T10:42:00.000Z';
    const store = makeStore({ preloadedState: signedIn, reloadPage: jest.fn() });
    await store.dispatch(householdApi.endpoints.getHousehold.initiate());
    expect(selectOldestCachedAt(store.getState())).not.toBeNull();

    answers['/api/household'] = null;
    await store.dispatch(householdApi.endpoints.getHousehold.initiate(undefined, { forceRefetch: true }));
    expect(selectOldestCachedAt(store.getState())).toBeNull();
  });

  it('are forgotten when their query leaves the cache', async () => {
    answers['/api/household'] = '2026-11-27T10:42:00.000Z';
    const store = makeStore({ preloadedState: signedIn, reloadPage: jest.fn() });
    await store.dispatch(householdApi.endpoints.getHousehold.initiate(undefined, { subscribe: false }));
    expect(selectOldestCachedAt(store.getState())).not.toBeNull();

    const [key] = Object.keys(store.getState().offline.cachedAt);
    expect(key).toBe('getHousehold(undefined)');
    store.dispatch(householdApi.internalActions.removeQueryResult({ queryCacheKey: key as never }));
    expect(selectOldestCachedAt(store.getState())).toBeNull();
  });
});
