import { toShoppingItem } from '@/api/mappers';
import { shoppingApi } from '@/api/shopping';
import { makeStore } from '@/app/store';
import { ok, stubFetch, type FetchStub } from '@/test/fetchStub';
import { item, LENTILS, list, ONIONS, SALT, signedIn, SOAP } from './__tests__/shoppingFixtures';
import {
  itemCheckFailed,
  itemCheckRequested,
  itemCheckSaved,
  itemHideFailed,
  itemHideRequested,
  itemHideSaved,
  itemRemoved,
  itemRestored,
  selectHiddenShoppingItems,
  selectShoppingGroups,
  selectShoppingItemById,
  selectShoppingListKey,
  selectShoppingProgress,
  shoppingItemsAdapter,
  shoppingListKey,
  shoppingItemsSlice,
  type ShoppingItemsState,
} from './shoppingItemsSlice';

const reduce = shoppingItemsSlice.reducer;

/** The fixtures as the app holds them (the wire's are what the fake API answers). */
const [onionItem, lentilItem, saltItem, soapItem] = [ONIONS, LENTILS, SALT, SOAP].map(toShoppingItem);

const filled = (): ShoppingItemsState =>
  shoppingItemsAdapter.setAll(reduce(undefined, { type: 'init' }), [onionItem, lentilItem, saltItem, soapItem]);

const view = (state: ShoppingItemsState) => ({ shoppingItems: state });

describe('the shopping items slice', () => {
  it('flips an item at once, and takes the server’s copy when its tick is saved', () => {
    const ticked = reduce(filled(), itemCheckRequested({ id: 'p-onion', checked: true, requestId: 'a' }));
    expect(selectShoppingItemById(view(ticked), 'p-onion')?.checked).toBe(true);
    expect(ticked.pending['p-onion']).toEqual({ requestId: 'a', checked: true, week: null });

    const saved = reduce(
      ticked,
      itemCheckSaved({ item: { ...onionItem, checked: true, display: '2 onions (saved)' }, requestId: 'a' }),
    );
    expect(selectShoppingItemById(view(saved), 'p-onion')).toMatchObject({
      checked: true,
      display: '2 onions (saved)',
    });
    expect(saved.pending).toEqual({});
  });

  it('rolls a refused tick back to the value before it', () => {
    const ticked = reduce(filled(), itemCheckRequested({ id: 'p-red-lentil', checked: false, requestId: 'a' }));
    const failed = reduce(ticked, itemCheckFailed({ id: 'p-red-lentil', checked: true, requestId: 'a' }));
    expect(selectShoppingItemById(view(failed), 'p-red-lentil')?.checked).toBe(true);
    expect(failed.pending).toEqual({});
  });

  it('lets only the latest tick of an item settle it', () => {
    let state = reduce(filled(), itemCheckRequested({ id: 'p-onion', checked: true, requestId: 'first' }));
    state = reduce(state, itemCheckRequested({ id: 'p-onion', checked: false, requestId: 'second' }));
    // The first tick's answer (checked) arrives after the second tick: it must not re-tick the box.
    state = reduce(state, itemCheckSaved({ item: { ...onionItem, checked: true }, requestId: 'first' }));
    expect(selectShoppingItemById(view(state), 'p-onion')?.checked).toBe(false);
    state = reduce(state, itemCheckFailed({ id: 'p-onion', checked: false, requestId: 'first' }));
    expect(state.pending['p-onion']?.requestId).toBe('second');
    state = reduce(state, itemCheckSaved({ item: { ...onionItem, checked: false }, requestId: 'second' }));
    expect(selectShoppingItemById(view(state), 'p-onion')?.checked).toBe(false);
    expect(state.pending).toEqual({});
  });

  it('removes an item and restores it where it was', () => {
    const removed = reduce(filled(), itemRemoved('p-red-lentil'));
    expect(removed.ids).toEqual(['p-onion', 'p-salt', 'm-12']);
    const restored = reduce(removed, itemRestored({ item: lentilItem, index: 1 }));
    expect(restored.ids).toEqual(['p-onion', 'p-red-lentil', 'p-salt', 'm-12']);
    expect(restored.entities['p-red-lentil']).toEqual(lentilItem);
  });

  it('hides a planned item at once, keeping it in place, and puts it back with the server’s copy', () => {
    const hidden = reduce(filled(), itemHideRequested({ id: 'p-onion', hidden: true, requestId: 'hide' }));
    expect(hidden.ids).toEqual(['p-onion', 'p-red-lentil', 'p-salt', 'm-12']);
    expect(selectShoppingItemById(view(hidden), 'p-onion')?.hidden).toBe(true);
    expect(hidden.pendingHidden['p-onion']).toEqual({ requestId: 'hide', hidden: true, week: null });
    // A hide answers nothing: the flag stays, the request is settled.
    const kept = reduce(hidden, itemHideSaved({ id: 'p-onion', requestId: 'hide' }));
    expect(selectShoppingItemById(view(kept), 'p-onion')?.hidden).toBe(true);
    expect(kept.pendingHidden).toEqual({});

    const putBack = reduce(kept, itemHideRequested({ id: 'p-onion', hidden: false, requestId: 'back' }));
    expect(selectShoppingItemById(view(putBack), 'p-onion')?.hidden).toBe(false);
    const saved = reduce(
      putBack,
      itemHideSaved({ id: 'p-onion', requestId: 'back', item: { ...onionItem, display: '2 onions (saved)' } }),
    );
    expect(selectShoppingItemById(view(saved), 'p-onion')).toMatchObject({
      hidden: false,
      display: '2 onions (saved)',
    });
    expect(saved.pendingHidden).toEqual({});
  });

  it('rolls a refused hide or put-back back, and lets only the latest one settle it', () => {
    let state = reduce(filled(), itemHideRequested({ id: 'p-onion', hidden: true, requestId: 'hide' }));
    state = reduce(state, itemHideFailed({ id: 'p-onion', hidden: false, requestId: 'hide' }));
    expect(selectShoppingItemById(view(state), 'p-onion')?.hidden).toBe(false);
    expect(state.pendingHidden).toEqual({});

    state = reduce(state, itemHideRequested({ id: 'p-onion', hidden: true, requestId: 'first' }));
    state = reduce(state, itemHideRequested({ id: 'p-onion', hidden: false, requestId: 'second' }));
    // The hide's refusal arrives after the put-back: it must not touch the item.
    state = reduce(state, itemHideFailed({ id: 'p-onion', hidden: false, requestId: 'first' }));
    state = reduce(state, itemHideSaved({ id: 'p-onion', requestId: 'first', item: { ...onionItem, hidden: true } }));
    expect(selectShoppingItemById(view(state), 'p-onion')?.hidden).toBe(false);
    expect(state.pendingHidden['p-onion']?.requestId).toBe('second');
    state = reduce(state, itemHideFailed({ id: 'p-onion', hidden: true, requestId: 'second' }));
    expect(selectShoppingItemById(view(state), 'p-onion')?.hidden).toBe(true);
    expect(state.pendingHidden).toEqual({});
  });

  it('keeps a hide in flight when a tick’s answer replaces the item, and a tick in flight when a put-back’s does', () => {
    let state = reduce(filled(), itemCheckRequested({ id: 'p-onion', checked: true, requestId: 'tick' }));
    state = reduce(state, itemHideRequested({ id: 'p-onion', hidden: true, requestId: 'hide' }));
    state = reduce(state, itemCheckSaved({ item: { ...onionItem, checked: true }, requestId: 'tick' }));
    expect(selectShoppingItemById(view(state), 'p-onion')).toMatchObject({ checked: true, hidden: true });

    state = reduce(state, itemCheckRequested({ id: 'p-onion', checked: false, requestId: 'untick' }));
    state = reduce(state, itemHideSaved({ id: 'p-onion', requestId: 'hide', item: { ...onionItem, checked: true } }));
    expect(selectShoppingItemById(view(state), 'p-onion')).toMatchObject({ checked: false, hidden: false });
  });

  it('leaves hidden items out of the aisles, the pantry and the count, and gives them apart', () => {
    let state = { ...filled(), aisles: list([]).aisles };
    state = reduce(state, itemHideRequested({ id: 'p-onion', hidden: true, requestId: 'a' }));
    state = reduce(state, itemHideRequested({ id: 'p-salt', hidden: true, requestId: 'b' }));
    state = reduce(state, itemHideRequested({ id: 'p-red-lentil', hidden: true, requestId: 'c' }));
    expect(selectShoppingProgress(view(state))).toEqual({ bought: 0, total: 1 });
    const groups = selectShoppingGroups(view(state));
    expect(groups.aisles.map((aisle) => [aisle.name, aisle.items.map((entry) => entry.id)])).toEqual([
      ['Other', ['m-12']],
    ]);
    expect(groups.pantry).toEqual([]);
    expect(groups.basket).toEqual([]);
    expect(selectHiddenShoppingItems(view(state)).map((entry) => entry.id)).toEqual([
      'p-onion',
      'p-red-lentil',
      'p-salt',
    ]);
  });

  it('counts bought items, pantry staples included, and groups what is left by aisle, the pantry and the basket apart', () => {
    const state = {
      ...shoppingItemsAdapter.updateOne(filled(), { id: 'p-salt', changes: { checked: true } }),
      aisles: list([]).aisles,
    };
    expect(selectShoppingProgress(view(state))).toEqual({ bought: 2, total: 4 });
    const groups = selectShoppingGroups(view(state));
    // The lentils are ticked: in the basket, and their aisle, with nothing else left to buy, is gone.
    expect(groups.aisles.map((aisle) => [aisle.name, aisle.items.map((entry) => entry.id)])).toEqual([
      ['Fruit & vegetables', ['p-onion']],
      ['Other', ['m-12']],
    ]);
    // A ticked staple stays with the staples.
    expect(groups.pantry.map((entry) => [entry.id, entry.checked])).toEqual([['p-salt', true]]);
    expect(groups.basket.map((entry) => entry.id)).toEqual(['p-red-lentil']);
  });

  it('fills the basket in store order, whatever order the items were ticked or added in', () => {
    const rice = toShoppingItem(item('p-rice', '500 g rice', 'pantry', { checked: true }));
    const milk = toShoppingItem(item('m-13', 'Milk', 'dairy & eggs', { checked: true }));
    let state = { ...shoppingItemsAdapter.setAll(filled(), [soapItem, lentilItem, rice, onionItem, milk]) };
    state = { ...state, aisles: list([]).aisles };
    state = reduce(state, itemCheckRequested({ id: 'm-12', checked: true, requestId: 'soap' }));
    state = reduce(state, itemCheckRequested({ id: 'p-onion', checked: true, requestId: 'onion' }));
    const groups = selectShoppingGroups(view(state));
    expect(groups.aisles).toEqual([]);
    // Store order: fruit & vegetables, dairy & eggs, …, cupboard, …, other.
    const order = list([]).aisles.map((aisle) => aisle.id);
    const basketAisles = groups.basket.map((entry) => entry.aisle);
    expect(basketAisles).toEqual([...basketAisles].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    expect(groups.basket.map((entry) => entry.id)).toEqual(['p-onion', 'm-13', 'p-red-lentil', 'p-rice', 'm-12']);
    expect(selectShoppingProgress(view(state))).toEqual({ bought: 5, total: 5 });
  });

  it('takes the server’s copy of a ticked item whole: a grown amount’s "more needed" goes once ticked again', () => {
    const grown = toShoppingItem(
      item('p-onion', '5 onions', 'produce', { checked: false, more_needed: '2 more needed' }),
    );
    let state = shoppingItemsAdapter.setAll(filled(), [grown, lentilItem]);
    expect(selectShoppingItemById(view(state), 'p-onion')).toMatchObject({
      checked: false,
      more_needed: '2 more needed',
    });
    state = reduce(state, itemCheckRequested({ id: 'p-onion', checked: true, requestId: 'tick' }));
    state = reduce(
      state,
      itemCheckSaved({
        item: { ...grown, checked: true, more_needed: null, needed: '4½ onions needed' },
        requestId: 'tick',
      }),
    );
    expect(selectShoppingItemById(view(state), 'p-onion')).toMatchObject({
      checked: true,
      more_needed: null,
      needed: '4½ onions needed',
      display: '5 onions',
    });
  });
});

describe('filled from the list query', () => {
  let api: FetchStub;
  beforeEach(() => {
    api = stubFetch();
  });
  afterEach(() => api.restore());

  it('holds the fetched days’ items, keeping a tick still in flight over a refetch', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, LENTILS])));
    await store.dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: ['saturday', 'sunday'] }));
    expect(selectShoppingListKey(store.getState())).toBe('this week saturday,sunday');
    expect(store.getState().shoppingItems.ids).toEqual(['p-onion', 'p-red-lentil']);

    store.dispatch(itemCheckRequested({ id: 'p-onion', checked: true, requestId: 'tick' }));
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, SOAP])));
    await store.dispatch(
      shoppingApi.endpoints.getShoppingList.initiate(
        { days: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday'] },
        { forceRefetch: true },
      ),
    );
    expect(selectShoppingListKey(store.getState())).toBe('this week all');
    expect(store.getState().shoppingItems.ids).toEqual(['p-onion', 'm-12']);
    // The server's list still says unticked; the tick in flight wins until it is answered.
    expect(selectShoppingItemById(store.getState(), 'p-onion')?.checked).toBe(true);
  });

  it('keeps a hide or put-back still in flight over a refetch, and takes the server’s flag once settled', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, { ...LENTILS, hidden: true }])));
    const refetch = () =>
      store.dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: ['saturday'] }, { forceRefetch: true }));
    await refetch();
    expect(selectHiddenShoppingItems(store.getState()).map((entry) => entry.id)).toEqual(['p-red-lentil']);

    store.dispatch(itemHideRequested({ id: 'p-onion', hidden: true, requestId: 'hide' }));
    store.dispatch(itemHideRequested({ id: 'p-red-lentil', hidden: false, requestId: 'back' }));
    await refetch();
    // The server's list does not know either yet; both changes in flight win until they are answered.
    expect(selectHiddenShoppingItems(store.getState()).map((entry) => entry.id)).toEqual(['p-onion']);

    store.dispatch(itemHideSaved({ id: 'p-onion', requestId: 'hide' }));
    store.dispatch(itemHideSaved({ id: 'p-red-lentil', requestId: 'back', item: lentilItem }));
    api.on('GET', '/api/shopping-list', ok(list([{ ...ONIONS, hidden: true }, LENTILS])));
    await refetch();
    expect(selectHiddenShoppingItems(store.getState()).map((entry) => entry.id)).toEqual(['p-onion']);
    expect(store.getState().shoppingItems.pendingHidden).toEqual({});
  });

  /** A promise the test settles when it chooses: a request still in flight. */
  function deferred<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('keeps a tick still in flight over a poll, and takes another parent’s tick from it', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const poll = () =>
      store.dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: ['saturday'] }, { forceRefetch: true }));
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, LENTILS])));
    await poll();

    store.dispatch(itemCheckRequested({ id: 'p-onion', checked: true, requestId: 'tick' }));
    // The other parent took the lentilItem back out of the basket; the server does not know our tick yet.
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, { ...LENTILS, checked: false }])));
    await poll();
    expect(selectShoppingItemById(store.getState(), 'p-onion')?.checked).toBe(true);
    expect(selectShoppingItemById(store.getState(), 'p-red-lentil')?.checked).toBe(false);
    expect(store.getState().shoppingItems.pending['p-onion']?.requestId).toBe('tick');
  });

  it('keeps a saved tick over a poll asked before it was saved, then follows the server again', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const poll = () =>
      store.dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: ['saturday'] }, { forceRefetch: true }));
    const onions = () => selectShoppingItemById(store.getState(), 'p-onion')?.checked;
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, LENTILS])));
    await poll();

    // A poll leaves, the tick is made and saved, then the poll answers with the list as it was before.
    const late = deferred<{ status: number; body: unknown }>();
    api.on('GET', '/api/shopping-list', () => late.promise);
    const stale = poll();
    store.dispatch(itemCheckRequested({ id: 'p-onion', checked: true, requestId: 'tick' }));
    store.dispatch(itemCheckSaved({ item: { ...onionItem, checked: true }, requestId: 'tick' }));
    late.resolve(ok(list([ONIONS, LENTILS])));
    await stale;
    expect(onions()).toBe(true);

    // The next poll is the server's latest: it holds the tick, and the other parent's unticked lentils.
    api.on(
      'GET',
      '/api/shopping-list',
      ok(
        list([
          { ...ONIONS, checked: true },
          { ...LENTILS, checked: false },
        ]),
      ),
    );
    await poll();
    expect(onions()).toBe(true);
    expect(selectShoppingItemById(store.getState(), 'p-red-lentil')?.checked).toBe(false);
    expect(store.getState().shoppingItems.settled).toEqual({});

    // From then on the server's word is the item's: the other parent unticks the onions.
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, LENTILS])));
    await poll();
    expect(onions()).toBe(false);
  });

  it('keeps a saved hide over a poll asked before it was saved', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const poll = () =>
      store.dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: ['saturday'] }, { forceRefetch: true }));
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, LENTILS])));
    await poll();

    const late = deferred<{ status: number; body: unknown }>();
    api.on('GET', '/api/shopping-list', () => late.promise);
    const stale = poll();
    store.dispatch(itemHideRequested({ id: 'p-onion', hidden: true, requestId: 'hide' }));
    store.dispatch(itemHideSaved({ id: 'p-onion', requestId: 'hide' }));
    late.resolve(ok(list([ONIONS, LENTILS])));
    await stale;
    expect(selectHiddenShoppingItems(store.getState()).map((entry) => entry.id)).toEqual(['p-onion']);
  });

  it('holds the asked week’s items, and keys them by week and days', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    api.on('GET', '/api/shopping-list', ok(list([ONIONS], undefined, '2026-12-05')));
    await store.dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: ['saturday'], week: '2026-12-05' }));
    expect(selectShoppingListKey(store.getState())).toBe('2026-12-05 saturday');
    expect(store.getState().shoppingItems.week).toBe('2026-12-05');
    expect(shoppingListKey(['saturday'], '2026-12-05')).toBe('2026-12-05 saturday');
    expect(shoppingListKey(['saturday'], '2026-12-12')).not.toBe(shoppingListKey(['saturday'], '2026-12-05'));
  });

  it('lays a tick made on one week’s list over that week only, and lets its late answer leave another week alone', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const onions = () => selectShoppingItemById(store.getState(), 'p-onion');
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, LENTILS], undefined, '2026-11-28')));
    await store.dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: ['saturday'], week: '2026-11-28' }));
    store.dispatch(itemCheckRequested({ id: 'p-onion', checked: true, requestId: 'tick' }));
    expect(store.getState().shoppingItems.pending['p-onion']?.week).toBe('2026-11-28');

    // The shopper moves to next week while the tick is in flight: next week's onions are not ticked.
    api.on('GET', '/api/shopping-list', ok(list([{ ...ONIONS, display: '3 onions' }], undefined, '2026-12-05')));
    await store.dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: ['saturday'], week: '2026-12-05' }));
    expect(onions()).toMatchObject({ display: '3 onions', checked: false });

    // The tick's answer (this week's onions) arrives: next week's line keeps its own copy.
    store.dispatch(itemCheckSaved({ item: { ...onionItem, checked: true }, requestId: 'tick' }));
    expect(onions()).toMatchObject({ display: '3 onions', checked: false });
    expect(store.getState().shoppingItems.pending).toEqual({});

    // A refused hide made on next week's list, answered after the shopper went back: no roll-back there.
    store.dispatch(itemHideRequested({ id: 'p-onion', hidden: true, requestId: 'hide' }));
    api.on('GET', '/api/shopping-list', ok(list([ONIONS, LENTILS], undefined, '2026-11-28')));
    await store.dispatch(
      shoppingApi.endpoints.getShoppingList.initiate(
        { days: ['saturday'], week: '2026-11-28' },
        { forceRefetch: true },
      ),
    );
    expect(onions()).toMatchObject({ display: '2 onions', hidden: false });
    store.dispatch(itemHideFailed({ id: 'p-onion', hidden: true, requestId: 'hide' }));
    expect(onions()?.hidden).toBe(false);
    expect(store.getState().shoppingItems.pendingHidden).toEqual({});
  });

  it('drops a list answered for a week the shopper has left while it was on its way', async () => {
    const store = makeStore({ preloadedState: signedIn, reloadPage: () => {} });
    const late = deferred<{ status: number; body: unknown }>();
    api.on('GET', '/api/shopping-list', () => late.promise);
    const left = store.dispatch(
      shoppingApi.endpoints.getShoppingList.initiate({ days: ['saturday'], week: '2026-11-28' }),
    );
    // The first request is on its way (its answer held back) before the second week's is asked.
    while (api.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    api.on('GET', '/api/shopping-list', ok(list([SOAP], undefined, '2026-12-05')));
    await store.dispatch(shoppingApi.endpoints.getShoppingList.initiate({ days: ['saturday'], week: '2026-12-05' }));
    late.resolve(ok(list([ONIONS, LENTILS], undefined, '2026-11-28')));
    await left;
    expect(selectShoppingListKey(store.getState())).toBe('2026-12-05 saturday');
    expect(store.getState().shoppingItems.ids).toEqual(['m-12']);
    expect(store.getState().shoppingItems.listRequests).toEqual({});
    expect(api.requests.map((request) => request.url.searchParams.get('week'))).toEqual(['2026-11-28', '2026-12-05']);
  });
});
