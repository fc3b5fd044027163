import { createEntityAdapter, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AISLE_NAMES, type Aisle, type Weekday } from '@contract/constants';
import type { ShoppingAisleDto, ShoppingItemDto } from '@contract/types';
import { shoppingApi, shoppingDaysParam } from '@/api/shopping';

/**
 * Why an entity slice beside RTK Query's cached answer: a tick must show at once and undo itself
 * if the server refuses, while the list may be refetched at any moment (a meal planned in another
 * tab, new days chosen). The slice holds the current list's items by id, refilled from every
 * fetched list; a tick still in flight (`pending`) survives a refill, so a refetch never flips a
 * box back under the shopper's thumb. The page reads items from here, never from the query.
 */
export const shoppingItemsAdapter = createEntityAdapter<ShoppingItemDto>();

interface PendingCheck {
  /** The tick's thunk request: only the latest tick of an item may settle it. */
  requestId: string;
  checked: boolean;
}

export interface ShoppingItemsExtra {
  /** Every aisle, in store order, as the last list named them. */
  aisles: ShoppingAisleDto[];
  /** Which days the items are for ('all' or the `days` query value); null before the first list. */
  listKey: string | null;
  pending: Record<string, PendingCheck>;
}

export type ShoppingItemsState = ReturnType<typeof shoppingItemsAdapter.getInitialState<ShoppingItemsExtra>>;

const initialState: ShoppingItemsState = shoppingItemsAdapter.getInitialState<ShoppingItemsExtra>({
  aisles: [],
  listKey: null,
  pending: {},
});

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
    itemCheckSaved(state, action: PayloadAction<{ item: ShoppingItemDto; requestId: string }>) {
      const { item, requestId } = action.payload;
      if (state.pending[item.id]?.requestId !== requestId) return;
      delete state.pending[item.id];
      if (state.entities[item.id]) state.entities[item.id] = item;
    },
    /** The tick was refused: the box goes back to what it was before it. */
    itemCheckFailed(state, action: PayloadAction<{ id: string; checked: boolean; requestId: string }>) {
      const { id, checked, requestId } = action.payload;
      if (state.pending[id]?.requestId !== requestId) return;
      delete state.pending[id];
      if (state.entities[id]) state.entities[id].checked = checked;
    },
    itemRemoved(state, action: PayloadAction<string>) {
      shoppingItemsAdapter.removeOne(state, action.payload);
      delete state.pending[action.payload];
    },
    /** A refused removal puts the item back where it was. */
    itemRestored(state, action: PayloadAction<{ item: ShoppingItemDto; index: number }>) {
      const { item, index } = action.payload;
      if (state.entities[item.id]) return;
      state.entities[item.id] = item;
      state.ids.splice(Math.min(Math.max(index, 0), state.ids.length), 0, item.id);
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(shoppingApi.endpoints.getShoppingList.matchFulfilled, (state, action) => {
      const { items, aisles } = action.payload;
      const pending = state.pending;
      shoppingItemsAdapter.setAll(
        state,
        items.map((item) => (pending[item.id] ? { ...item, checked: pending[item.id].checked } : item)),
      );
      state.aisles = aisles;
      state.listKey = shoppingListKey(action.meta.arg.originalArgs.days);
    });
    builder.addMatcher(shoppingApi.endpoints.addShoppingItem.matchFulfilled, (state, action) => {
      shoppingItemsAdapter.upsertOne(state, action.payload);
    });
  },
});

export const { itemCheckRequested, itemCheckSaved, itemCheckFailed, itemRemoved, itemRestored } =
  shoppingItemsSlice.actions;

type WithShoppingItems = { shoppingItems: ShoppingItemsState };

const selectSlice = (state: WithShoppingItems) => state.shoppingItems;
const adapterSelectors = shoppingItemsAdapter.getSelectors(selectSlice);

export const selectShoppingItems = adapterSelectors.selectAll;
export const selectShoppingItemById = adapterSelectors.selectById;
export const selectShoppingListKey = (state: WithShoppingItems) => state.shoppingItems.listKey;
const selectAisles = (state: WithShoppingItems) => state.shoppingItems.aisles;

/** Pantry items count too: they are on the list, only folded away. */
export const selectShoppingProgress = createSelector([selectShoppingItems], (items) => ({
  bought: items.filter((item) => item.checked).length,
  total: items.length,
}));

export interface AisleGroup extends ShoppingAisleDto {
  items: ShoppingItemDto[];
}

/** The items under their aisles (store order, empty aisles left out), pantry staples apart at the end. */
export const selectShoppingGroups = createSelector([selectShoppingItems, selectAisles], (items, aisles) => {
  const byAisle = new Map<Aisle, ShoppingItemDto[]>();
  const pantry: ShoppingItemDto[] = [];
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
