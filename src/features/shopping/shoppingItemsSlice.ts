import { createEntityAdapter, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AISLE_NAMES, type Aisle, type Weekday } from '@contract/constants';
import type { ShoppingAisle, ShoppingItem } from '@/api/models';
import { shoppingApi, shoppingDaysParam } from '@/api/shopping';

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
 */
export const shoppingItemsAdapter = createEntityAdapter<ShoppingItem>();

interface PendingCheck {
  /** The tick's thunk request: only the latest tick of an item may settle it. */
  requestId: string;
  checked: boolean;
}

interface PendingHide {
  /** The hide's (or put-back's) thunk request: only the latest of an item may settle it. */
  requestId: string;
  hidden: boolean;
}

/** A change the server saved, over the answers of list requests started before it was saved. */
interface SettledChange {
  checked?: boolean;
  hidden?: boolean;
  /** List requests numbered up to this one started before the change was saved. */
  before: number;
}

export interface ShoppingItemsExtra {
  /** Every aisle, in store order, as the last list named them. */
  aisles: ShoppingAisle[];
  /** Which days the items are for ('all' or the `days` query value); null before the first list. */
  listKey: string | null;
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
}

export type ShoppingItemsState = ReturnType<typeof shoppingItemsAdapter.getInitialState<ShoppingItemsExtra>>;

const initialState: ShoppingItemsState = shoppingItemsAdapter.getInitialState<ShoppingItemsExtra>({
  aisles: [],
  listKey: null,
  pending: {},
  pendingHidden: {},
  listRequestCount: 0,
  listRequests: {},
  settled: {},
});

/** The server's copy of an item, with the changes still in flight laid over it. */
function withPending(state: ShoppingItemsExtra, item: ShoppingItem): ShoppingItem {
  const check = state.pending[item.id];
  const hide = state.pendingHidden[item.id];
  if (!check && !hide) return item;
  return { ...item, ...(check && { checked: check.checked }), ...(hide && { hidden: hide.hidden }) };
}

/**
 * Keeps a change the server just saved over the lists already asked for (they may answer with the
 * item as it was before): only while such a request is in flight.
 */
function keepSettled(state: ShoppingItemsExtra, id: string, change: Pick<SettledChange, 'checked' | 'hidden'>) {
  if (Object.keys(state.listRequests).length === 0) return;
  state.settled[id] = { ...state.settled[id], ...change, before: state.listRequestCount };
}

/**
 * An item of a fetched list as the slice holds it: the changes saved after the request started,
 * then those still in flight, laid over the server's copy.
 */
function fromList(state: ShoppingItemsExtra, item: ShoppingItem, order: number): ShoppingItem {
  const saved = state.settled[item.id];
  if (!saved || order > saved.before) return withPending(state, item);
  return withPending(state, {
    ...item,
    ...(saved.checked !== undefined && { checked: saved.checked }),
    ...(saved.hidden !== undefined && { hidden: saved.hidden }),
  });
}

/** The key of a list request, to tell whether the slice holds the chosen days' items. */
export const shoppingListKey = (days: readonly Weekday[]) => shoppingDaysParam(days) ?? 'all';

export const shoppingItemsSlice = createSlice({
  name: 'shoppingItems',
  initialState,
  reducers: {
    /** A tick, shown at once. */
    itemCheckRequested(state, action: PayloadAction<{ id: string; checked: boolean; requestId: string }>) {
      const { id, checked, requestId } = action.payload;
      if (!state.entities[id]) return;
      state.entities[id].checked = checked;
      state.pending[id] = { requestId, checked };
    },
    /** The server's copy of the item after a tick; an older tick's answer is ignored. */
    itemCheckSaved(state, action: PayloadAction<{ item: ShoppingItem; requestId: string }>) {
      const { item, requestId } = action.payload;
      if (state.pending[item.id]?.requestId !== requestId) return;
      delete state.pending[item.id];
      keepSettled(state, item.id, { checked: item.checked });
      if (state.entities[item.id]) state.entities[item.id] = withPending(state, item);
    },
    /** The tick was refused: the box goes back to what it was before it. */
    itemCheckFailed(state, action: PayloadAction<{ id: string; checked: boolean; requestId: string }>) {
      const { id, checked, requestId } = action.payload;
      if (state.pending[id]?.requestId !== requestId) return;
      delete state.pending[id];
      if (state.entities[id]) state.entities[id].checked = checked;
    },
    /** "Not needed this week" (`hidden: true`) or "Put back" (`hidden: false`), shown at once. */
    itemHideRequested(state, action: PayloadAction<{ id: string; hidden: boolean; requestId: string }>) {
      const { id, hidden, requestId } = action.payload;
      if (!state.entities[id]) return;
      state.entities[id].hidden = hidden;
      state.pendingHidden[id] = { requestId, hidden };
    },
    /**
     * The server kept the hide or put-back; a put-back answers with the server's copy of the item,
     * which replaces it (a hide answers nothing). An older request's answer is ignored.
     */
    itemHideSaved(state, action: PayloadAction<{ id: string; requestId: string; item?: ShoppingItem }>) {
      const { id, requestId, item } = action.payload;
      if (state.pendingHidden[id]?.requestId !== requestId) return;
      const { hidden } = state.pendingHidden[id];
      delete state.pendingHidden[id];
      keepSettled(state, id, { hidden: item?.hidden ?? hidden });
      if (item && state.entities[id]) state.entities[id] = withPending(state, item);
    },
    /** The hide or put-back was refused: the item goes back to where it was before it. */
    itemHideFailed(state, action: PayloadAction<{ id: string; hidden: boolean; requestId: string }>) {
      const { id, hidden, requestId } = action.payload;
      if (state.pendingHidden[id]?.requestId !== requestId) return;
      delete state.pendingHidden[id];
      if (state.entities[id]) state.entities[id].hidden = hidden;
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
    });
    builder.addMatcher(getShoppingList.matchRejected, (state, action) => {
      delete state.listRequests[action.meta.requestId];
    });
    builder.addMatcher(getShoppingList.matchFulfilled, (state, action) => {
      const { items, aisles } = action.payload;
      // A list whose request the slice did not see start (none known here) is taken as the latest.
      const order = state.listRequests[action.meta.requestId] ?? Number.POSITIVE_INFINITY;
      delete state.listRequests[action.meta.requestId];
      shoppingItemsAdapter.setAll(
        state,
        items.map((item) => fromList(state, item, order)),
      );
      // A list asked after a change was saved shows it, or what another parent did since.
      for (const [id, saved] of Object.entries(state.settled)) {
        if (order > saved.before) delete state.settled[id];
      }
      state.aisles = aisles;
      state.listKey = shoppingListKey(action.meta.arg.originalArgs.days);
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

/**
 * The items to buy under their aisles (store order, empty aisles left out), pantry staples apart at
 * the end. Hidden items are in neither: see selectHiddenShoppingItems.
 */
export const selectShoppingGroups = createSelector([selectVisibleShoppingItems, selectAisles], (items, aisles) => {
  const byAisle = new Map<Aisle, ShoppingItem[]>();
  const pantry: ShoppingItem[] = [];
  for (const item of items) {
    if (item.pantry) pantry.push(item);
    else byAisle.set(item.aisle, [...(byAisle.get(item.aisle) ?? []), item]);
  }
  const known = new Set<Aisle>(aisles.map((aisle) => aisle.id));
  const groups: AisleGroup[] = aisles
    .filter((aisle) => byAisle.has(aisle.id))
    .map((aisle) => ({ ...aisle, items: byAisle.get(aisle.id)! }));
  // An aisle the answer did not name (a newer server) still shows, after the named ones.
  for (const [id, aisleItems] of byAisle) {
    if (!known.has(id)) groups.push({ id, name: AISLE_NAMES[id] ?? id, items: aisleItems });
  }
  return { aisles: groups, pantry };
});
