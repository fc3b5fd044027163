import { createEntityAdapter, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AISLE_NAMES, type Aisle, type Weekday } from '@contract/constants';
import type { IsoDate } from '@contract/weeks';
import type { ShoppingAisle, ShoppingItem } from '@/api/models';
import { shoppingApi, shoppingDaysParam } from '@/api/shopping';
import { emptyOverlay, isQueuedItem, withOverlay, type OfflineOverlay } from './offlineOverlay';

/**
 * Why an entity slice beside RTK Query's cached answer: a tick must show at once and undo itself
 * if the server refuses, while the list may be refetched at any moment (a meal planned in another
 * tab, new days chosen). The slice holds the current list's items by id, refilled from every
 * fetched list; a tick still in flight (`pending`) survives a refill, so a refetch never flips a
 * box back under the shopper's thumb. The page reads items from here, never from the query.
 *
 * Hiding a planned item ("Not needed this week") and putting it back work the same way, with a
 * parallel record (`pendingHidden`): the item's `hidden` flag changes at once, a refill or the
 * server's copy of the item after another change keeps the flag in flight, and only the latest
 * hide/put-back of an item may settle or roll it back. The two records are apart so a tick and a
 * hide of the same item never settle each other.
 *
 * The list is the family's and polled (another parent ticks too), so a list request may start
 * before a change is saved and answer after it: its copy of the item predates the change. A saved
 * change is kept (`settled`) over the answers of the list requests already in flight when it was
 * saved, and dropped by the first list asked after it, whose copy is the server's latest (another
 * parent's tick included).
 *
 * Issue 38: the list is of one dated week, and ticks and hides belong to that week, while an
 * item's id ('p-onion') is the same in every week. So every change in flight or settled records
 * the week of the list it was made on, and is laid only over that week's items: a tick made on
 * this week's list and answered after the shopper moved to next week touches nothing there. A
 * list answered for days or a week no longer asked for (the shopper moved on while it was in
 * flight) is dropped rather than shown.
 */
export const shoppingItemsAdapter = createEntityAdapter<ShoppingItem>();

interface PendingCheck {
  /** The tick's thunk request: only the latest tick of an item may settle it. */
  requestId: string;
  checked: boolean;
  /** The week of the list it was made on. */
  week: IsoDate | null;
}

interface PendingHide {
  /** The hide's (or put-back's) thunk request: only the latest of an item may settle it. */
  requestId: string;
  hidden: boolean;
  /** The week of the list it was made on. */
  week: IsoDate | null;
}

/** A change the server saved, over the answers of list requests started before it was saved. */
interface SettledChange {
  checked?: boolean;
  hidden?: boolean;
  /** List requests numbered up to this one started before the change was saved. */
  before: number;
  /** The week of the list it was made on. */
  week: IsoDate | null;
}

export interface ShoppingItemsExtra {
  /** Every aisle, in store order, as the last list named them. */
  aisles: ShoppingAisle[];
  /** Which week and days the items are for (shoppingListKey); null before the first list. */
  listKey: string | null;
  /** The week the items are of (its Saturday, as the list answered it); null before the first list. */
  week: IsoDate | null;
  /** The key of the list asked for last: a list answered for other days or another week is dropped. */
  wantedKey: string | null;
  /** Ticks in flight, by item id. */
  pending: Record<string, PendingCheck>;
  /** Hides and put-backs in flight, by item id. */
  pendingHidden: Record<string, PendingHide>;
  /** How many list requests have started: each in flight is numbered in `listRequests`. */
  listRequestCount: number;
  /** The list requests in flight, by thunk request id: the order each started in. */
  listRequests: Record<string, number>;
  /** Saved changes that a list request in flight may not show yet, by item id. */
  settled: Record<string, SettledChange>;
  /** Issue 39: changes kept on this phone until the network is back, laid over every list. */
  offline: OfflineOverlay;
}

export type ShoppingItemsState = ReturnType<typeof shoppingItemsAdapter.getInitialState<ShoppingItemsExtra>>;

const initialState: ShoppingItemsState = shoppingItemsAdapter.getInitialState<ShoppingItemsExtra>({
  aisles: [],
  listKey: null,
  week: null,
  wantedKey: null,
  pending: {},
  pendingHidden: {},
  listRequestCount: 0,
  listRequests: {},
  settled: {},
  offline: emptyOverlay,
});

/** The server's copy of an item, with the changes still in flight on its week's list laid over it. */
function withPending(state: ShoppingItemsExtra, item: ShoppingItem): ShoppingItem {
  const check = state.pending[item.id]?.week === state.week ? state.pending[item.id] : undefined;
  const hide = state.pendingHidden[item.id]?.week === state.week ? state.pendingHidden[item.id] : undefined;
  if (!check && !hide) return item;
  return { ...item, ...(check && { checked: check.checked }), ...(hide && { hidden: hide.hidden }) };
}

/**
 * Keeps a change the server just saved over the lists already asked for (they may answer with the
 * item as it was before): only while such a request is in flight.
 */
function keepSettled(state: ShoppingItemsExtra, id: string, change: Pick<SettledChange, 'checked' | 'hidden'>) {
  if (Object.keys(state.listRequests).length === 0) return;
  const earlier = state.settled[id]?.week === state.week ? state.settled[id] : undefined;
  state.settled[id] = { ...earlier, ...change, before: state.listRequestCount, week: state.week };
}

/**
 * An item of a fetched list as the slice holds it: the changes saved after the request started,
 * then those still in flight, laid over the server's copy.
 */
function fromList(state: ShoppingItemsExtra, item: ShoppingItem, order: number): ShoppingItem {
  const saved = state.settled[item.id];
  if (!saved || order > saved.before || saved.week !== state.week) return withPending(state, item);
  return withPending(state, {
    ...item,
    ...(saved.checked !== undefined && { checked: saved.checked }),
    ...(saved.hidden !== undefined && { hidden: saved.hidden }),
  });
}

/**
 * Takes an answered change out of its record of changes in flight (`pending` or `pendingHidden`):
 * the change when `requestId` is still the item's latest; undefined, the record untouched, when a
 * later change of the item replaced it (only the latest may settle or roll back).
 */
function takeInFlight<Change extends { requestId: string }>(
  record: Record<string, Change>,
  id: string,
  requestId: string,
): Change | undefined {
  const change = record[id];
  if (change?.requestId !== requestId) return undefined;
  delete record[id];
  return change;
}

/**
 * The key of a list request, to tell whether the slice holds the chosen week's and days' items:
 * '2026-11-28 saturday,sunday', '2026-11-28 all'; 'this week …' when no week was sent.
 */
export const shoppingListKey = (days: readonly Weekday[], week?: IsoDate) =>
  `${week ?? 'this week'} ${shoppingDaysParam(days) ?? 'all'}`;

export const shoppingItemsSlice = createSlice({
  name: 'shoppingItems',
  initialState,
  reducers: {
    /** A tick, shown at once. */
    itemCheckRequested(state, action: PayloadAction<{ id: string; checked: boolean; requestId: string }>) {
      const { id, checked, requestId } = action.payload;
      if (!state.entities[id]) return;
      state.entities[id].checked = checked;
      state.pending[id] = { requestId, checked, week: state.week };
    },
    /** The server's copy of the item after a tick; an older tick's answer is ignored. */
    itemCheckSaved(state, action: PayloadAction<{ item: ShoppingItem; requestId: string }>) {
      const { item, requestId } = action.payload;
      const tick = takeInFlight(state.pending, item.id, requestId);
      if (!tick) return;
      // A tick of another week's list: that week's item, not this one.
      if (tick.week !== state.week) return;
      keepSettled(state, item.id, { checked: item.checked });
      if (state.entities[item.id]) state.entities[item.id] = withPending(state, item);
    },
    /** The tick was refused: the box goes back to what it was before it. */
    itemCheckFailed(state, action: PayloadAction<{ id: string; checked: boolean; requestId: string }>) {
      const { id, checked, requestId } = action.payload;
      const tick = takeInFlight(state.pending, id, requestId);
      if (tick?.week === state.week && state.entities[id]) state.entities[id].checked = checked;
    },
    /** "Not needed this week" (`hidden: true`) or "Put back" (`hidden: false`), shown at once. */
    itemHideRequested(state, action: PayloadAction<{ id: string; hidden: boolean; requestId: string }>) {
      const { id, hidden, requestId } = action.payload;
      if (!state.entities[id]) return;
      state.entities[id].hidden = hidden;
      state.pendingHidden[id] = { requestId, hidden, week: state.week };
    },
    /**
     * The server kept the hide or put-back; a put-back answers with the server's copy of the item,
     * which replaces it (a hide answers nothing). An older request's answer is ignored.
     */
    itemHideSaved(state, action: PayloadAction<{ id: string; requestId: string; item?: ShoppingItem }>) {
      const { id, requestId, item } = action.payload;
      const change = takeInFlight(state.pendingHidden, id, requestId);
      if (!change || change.week !== state.week) return;
      const { hidden } = change;
      keepSettled(state, id, { hidden: item?.hidden ?? hidden });
      if (item && state.entities[id]) state.entities[id] = withPending(state, item);
    },
    /** The hide or put-back was refused: the item goes back to where it was before it. */
    itemHideFailed(state, action: PayloadAction<{ id: string; hidden: boolean; requestId: string }>) {
      const { id, hidden, requestId } = action.payload;
      const change = takeInFlight(state.pendingHidden, id, requestId);
      if (change?.week === state.week && state.entities[id]) state.entities[id].hidden = hidden;
    },
    /** The tick found no network and is kept on this phone: it stays as shown, no longer in flight. */
    itemCheckQueued(state, action: PayloadAction<{ id: string; requestId: string }>) {
      const { id, requestId } = action.payload;
      takeInFlight(state.pending, id, requestId);
    },
    /** The hide or put-back found no network and is kept on this phone. */
    itemHideQueued(state, action: PayloadAction<{ id: string; requestId: string }>) {
      const { id, requestId } = action.payload;
      takeInFlight(state.pendingHidden, id, requestId);
    },
    /** The changes queued on this phone (read again after each change, list and flush), laid over the items. */
    offlineQueueLoaded(state, action: PayloadAction<OfflineOverlay>) {
      state.offline = action.payload;
      if (state.listKey === null) return;
      shoppingItemsAdapter.setAll(
        state,
        withOverlay(shoppingItemsAdapter.getSelectors().selectAll(state), action.payload, state.week),
      );
    },
    itemRemoved(state, action: PayloadAction<string>) {
      shoppingItemsAdapter.removeOne(state, action.payload);
      delete state.pending[action.payload];
      delete state.pendingHidden[action.payload];
      delete state.settled[action.payload];
    },
    /** A refused removal puts the item back where it was. */
    itemRestored(state, action: PayloadAction<{ item: ShoppingItem; index: number }>) {
      const { item, index } = action.payload;
      if (state.entities[item.id]) return;
      state.entities[item.id] = item;
      state.ids.splice(Math.min(Math.max(index, 0), state.ids.length), 0, item.id);
    },
  },
  extraReducers: (builder) => {
    const { getShoppingList } = shoppingApi.endpoints;
    builder.addMatcher(getShoppingList.matchPending, (state, action) => {
      state.listRequestCount += 1;
      state.listRequests[action.meta.requestId] = state.listRequestCount;
      const { days, week } = action.meta.arg.originalArgs;
      state.wantedKey = shoppingListKey(days, week);
    });
    builder.addMatcher(getShoppingList.matchRejected, (state, action) => {
      delete state.listRequests[action.meta.requestId];
    });
    builder.addMatcher(getShoppingList.matchFulfilled, (state, action) => {
      const { items, aisles, week } = action.payload;
      const { days, week: askedWeek } = action.meta.arg.originalArgs;
      // A list whose request the slice did not see start (none known here) is taken as the latest.
      const order = state.listRequests[action.meta.requestId] ?? Number.POSITIVE_INFINITY;
      delete state.listRequests[action.meta.requestId];
      const key = shoppingListKey(days, askedWeek);
      // Days or a week the shopper has left while this list was on its way: not what the page shows.
      if (state.wantedKey !== null && key !== state.wantedKey) return;
      // The week asked for is the page's (its Saturday); a list asked without one is the server's this week.
      state.week = askedWeek ?? week.start;
      shoppingItemsAdapter.setAll(
        state,
        withOverlay(
          items.map((item) => fromList(state, item, order)),
          state.offline,
          state.week,
        ),
      );
      // A list asked after a change was saved shows it, or what another parent did since.
      for (const [id, saved] of Object.entries(state.settled)) {
        if (order > saved.before) delete state.settled[id];
      }
      state.aisles = aisles;
      state.listKey = key;
    });
    builder.addMatcher(shoppingApi.endpoints.addShoppingItem.matchFulfilled, (state, action) => {
      shoppingItemsAdapter.upsertOne(state, action.payload);
    });
  },
});

export const {
  itemCheckRequested,
  itemCheckSaved,
  itemCheckFailed,
  itemHideRequested,
  itemHideSaved,
  itemHideFailed,
  itemCheckQueued,
  itemHideQueued,
  offlineQueueLoaded,
  itemRemoved,
  itemRestored,
} = shoppingItemsSlice.actions;

type WithShoppingItems = { shoppingItems: ShoppingItemsState };

const selectSlice = (state: WithShoppingItems) => state.shoppingItems;
const adapterSelectors = shoppingItemsAdapter.getSelectors(selectSlice);

export const selectShoppingItems = adapterSelectors.selectAll;
export const selectShoppingItemById = adapterSelectors.selectById;
export const selectShoppingListKey = (state: WithShoppingItems) => state.shoppingItems.listKey;
const selectAisles = (state: WithShoppingItems) => state.shoppingItems.aisles;

/** How many changes this phone keeps until the network is back. */
export const selectQueuedChangeCount = (state: WithShoppingItems) => state.shoppingItems.offline.count;
/** Whether an item shows a change not yet sent ("Saved on this phone"). */
export const selectIsQueuedItem = (state: WithShoppingItems, id: string) =>
  isQueuedItem(state.shoppingItems.offline, id);

/** The items to buy: everything but what the shopper marked "not needed this week". */
export const selectVisibleShoppingItems = createSelector([selectShoppingItems], (items) =>
  items.filter((item) => !item.hidden),
);

/** Planned items marked "not needed this week", in list order: folded at the very end, to be put back. */
export const selectHiddenShoppingItems = createSelector([selectShoppingItems], (items) =>
  items.filter((item) => item.hidden),
);

/** Pantry items count too: they are on the list, only folded away. Hidden items do not: they are not to buy. */
export const selectShoppingProgress = createSelector([selectVisibleShoppingItems], (items) => ({
  bought: items.filter((item) => item.checked).length,
  total: items.length,
}));

export interface AisleGroup extends ShoppingAisle {
  items: ShoppingItem[];
}

export interface ShoppingGroups {
  /** What is still to buy, under its aisles (store order, aisles with nothing left to buy left out). */
  aisles: AisleGroup[];
  /** Pantry staples, ticked or not: they stay where they are. */
  pantry: ShoppingItem[];
  /** Ticked items that are not staples ("In the basket"), in store order. */
  basket: ShoppingItem[];
}

/**
 * The items still to buy under their aisles (store order, empty aisles left out), pantry staples
 * apart, and what is in the basket (ticked, issue 38) at the end, so the list is what is left.
 * Hidden items are in none: see selectHiddenShoppingItems.
 */
export const selectShoppingGroups = createSelector(
  [selectVisibleShoppingItems, selectAisles],
  (items, aisles): ShoppingGroups => {
    const byAisle = new Map<Aisle, ShoppingItem[]>();
    const inBasket = new Map<Aisle, ShoppingItem[]>();
    const pantry: ShoppingItem[] = [];
    for (const item of items) {
      if (item.pantry) pantry.push(item);
      else {
        const into = item.checked ? inBasket : byAisle;
        into.set(item.aisle, [...(into.get(item.aisle) ?? []), item]);
      }
    }
    // An aisle the answer did not name (a newer server) still shows, after the named ones.
    const known = new Set<Aisle>(aisles.map((aisle) => aisle.id));
    const order: ShoppingAisle[] = [...aisles];
    for (const item of items) {
      if (!known.has(item.aisle)) {
        known.add(item.aisle);
        order.push({
          id: item.aisle,
          name: Object.hasOwn(AISLE_NAMES, item.aisle) ? AISLE_NAMES[item.aisle] : item.aisle,
        });
      }
    }
    return {
      aisles: order
        .filter((aisle) => byAisle.has(aisle.id))
        .map((aisle) => ({ ...aisle, items: byAisle.get(aisle.id)! })),
      pantry,
      basket: order.flatMap((aisle) => inBasket.get(aisle.id) ?? []),
    };
  },
);
