import { createAsyncThunk } from '@reduxjs/toolkit';
import { SHOPPING } from '@contract/messages';
import type { IsoDate } from '@contract/weeks';
import { shoppingApi } from '@/api/shopping';
import { newClientId } from '@/api/offline/shoppingQueue';
import type { AppDispatch, RootState } from '@/store/hooks';
import { showError } from '@/store/toastsSlice';
import { keepOnThisPhone, sendOrKeep } from './offlineChanges';
import {
  itemCheckFailed,
  itemCheckQueued,
  itemCheckRequested,
  itemCheckSaved,
  itemHideFailed,
  itemHideQueued,
  itemHideRequested,
  itemHideSaved,
  itemRemoved,
  itemRestored,
} from './shoppingItemsSlice';

/** The week the slice's items are of, sent with every change: ticks and hides belong to a week. */
const weekOf = (week: IsoDate | null) => (week === null ? {} : { week });

/**
 * Issue 39: a change that finds no network is kept on this phone (api/offline/shoppingQueue.ts)
 * and stays as shown, marked "Saved on this phone", until it is sent; only a refusal undoes it.
 */

/**
 * Ticks an item off (or back on) at once; the server's answer confirms it, a refusal puts the
 * box back and says so. Resolves to whether the server kept the change.
 */
export const toggleShoppingItem = createAsyncThunk<boolean, { id: string; checked: boolean }, { state: RootState }>(
  'shopping/toggleItem',
  async ({ id, checked }, { dispatch, getState, requestId }) => {
    const { entities, week } = getState().shoppingItems;
    const item = entities[id];
    if (!item) return false;
    const previous = item.checked;
    dispatch(itemCheckRequested({ id, checked, requestId }));
    try {
      const answer = await sendOrKeep(
        () => dispatch(shoppingApi.endpoints.updateShoppingItem.initiate({ id, checked, ...weekOf(week) })).unwrap(),
        { kind: 'patch', itemId: id, ...weekOf(week), body: { checked } },
        { dispatch: dispatch as AppDispatch, getState },
      );
      if (answer === 'kept') dispatch(itemCheckQueued({ id, requestId }));
      else dispatch(itemCheckSaved({ item: answer.saved, requestId }));
      return true;
    } catch {
      dispatch(itemCheckFailed({ id, checked: previous, requestId }));
      dispatch(showError(SHOPPING.updateFailed(item.display)));
      return false;
    }
  },
);

/**
 * Takes an item off the list at once: a typed one for good, a planned one for this week (it stays
 * in the slice with `hidden: true`, folded under "Not needed this week", so it can be put back).
 * A refusal undoes it and says so. Resolves to whether the server kept the change.
 */
export const removeShoppingItem = createAsyncThunk<boolean, string, { state: RootState }>(
  'shopping/removeItem',
  async (id, { dispatch, getState, requestId }) => {
    const { entities, ids, week } = getState().shoppingItems;
    const item = entities[id];
    if (!item) return false;
    if (!item.manual) {
      dispatch(itemHideRequested({ id, hidden: true, requestId }));
      try {
        const answer = await sendOrKeep(
          () => dispatch(shoppingApi.endpoints.removeShoppingItem.initiate({ id, ...weekOf(week) })).unwrap(),
          { kind: 'patch', itemId: id, ...weekOf(week), body: { hidden: true } },
          { dispatch: dispatch as AppDispatch, getState },
        );
        dispatch(answer === 'kept' ? itemHideQueued({ id, requestId }) : itemHideSaved({ id, requestId }));
        return true;
      } catch {
        dispatch(itemHideFailed({ id, hidden: item.hidden, requestId }));
        dispatch(showError(SHOPPING.removeFailed(item.display)));
        return false;
      }
    }
    const index = ids.indexOf(id);
    dispatch(itemRemoved(id));
    try {
      await sendOrKeep(
        () => dispatch(shoppingApi.endpoints.removeShoppingItem.initiate({ id, ...weekOf(week) })).unwrap(),
        { kind: 'remove', itemId: id, ...weekOf(week) },
        { dispatch: dispatch as AppDispatch, getState },
      );
      return true;
    } catch {
      dispatch(itemRestored({ item, index }));
      dispatch(showError(SHOPPING.removeFailed(item.display)));
      return false;
    }
  },
);

/**
 * Puts a planned item marked "not needed this week" back on the list at once (back in its aisle);
 * the server's copy of the item replaces it, a refusal folds it away again and says so.
 */
export const restoreShoppingItem = createAsyncThunk<boolean, string, { state: RootState }>(
  'shopping/restoreItem',
  async (id, { dispatch, getState, requestId }) => {
    const { entities, week } = getState().shoppingItems;
    const item = entities[id];
    if (!item) return false;
    dispatch(itemHideRequested({ id, hidden: false, requestId }));
    try {
      const answer = await sendOrKeep(
        () =>
          dispatch(shoppingApi.endpoints.updateShoppingItem.initiate({ id, hidden: false, ...weekOf(week) })).unwrap(),
        { kind: 'patch', itemId: id, ...weekOf(week), body: { hidden: false } },
        { dispatch: dispatch as AppDispatch, getState },
      );
      if (answer === 'kept') dispatch(itemHideQueued({ id, requestId }));
      else dispatch(itemHideSaved({ id, requestId, item: answer.saved }));
      return true;
    } catch {
      dispatch(itemHideFailed({ id, hidden: item.hidden, requestId }));
      dispatch(showError(SHOPPING.restoreFailed(item.display)));
      return false;
    }
  },
);

/**
 * A typed item with no network: kept on this phone with a client_id (sending it twice adds it
 * once) and shown at once under a temporary id. Resolves to whether it could be kept.
 */
export const addShoppingItemOffline = createAsyncThunk<boolean, string, { state: RootState }>(
  'shopping/addItemOffline',
  (name, { dispatch, getState }) =>
    keepOnThisPhone(
      { kind: 'add', clientId: newClientId(), body: { name } },
      { dispatch: dispatch as AppDispatch, getState },
    ),
);
