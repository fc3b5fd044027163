import { createAsyncThunk } from '@reduxjs/toolkit';
import { SHOPPING } from '@contract/messages';
import { shoppingApi } from '@/api/shopping';
import type { RootState } from '@/store/hooks';
import { showError } from '@/store/toastsSlice';
import { itemCheckFailed, itemCheckRequested, itemCheckSaved, itemRemoved, itemRestored } from './shoppingItemsSlice';

/**
 * Ticks an item off (or back on) at once; the server's answer confirms it, a refusal puts the
 * box back and says so. Resolves to whether the server kept the change.
 */
export const toggleShoppingItem = createAsyncThunk<boolean, { id: string; checked: boolean }, { state: RootState }>(
  'shopping/toggleItem',
  async ({ id, checked }, { dispatch, getState, requestId }) => {
    const item = getState().shoppingItems.entities[id];
    if (!item) return false;
    const previous = item.checked;
    dispatch(itemCheckRequested({ id, checked, requestId }));
    try {
      const saved = await dispatch(shoppingApi.endpoints.setShoppingItemChecked.initiate({ id, checked })).unwrap();
      dispatch(itemCheckSaved({ item: saved, requestId }));
      return true;
    } catch {
      dispatch(itemCheckFailed({ id, checked: previous, requestId }));
      dispatch(showError(SHOPPING.updateFailed(item.display)));
      return false;
    }
  },
);

/** Takes an item off the list at once (a typed one for good, a planned one for this week), or puts it back. */
export const removeShoppingItem = createAsyncThunk<boolean, string, { state: RootState }>(
  'shopping/removeItem',
  async (id, { dispatch, getState }) => {
    const { entities, ids } = getState().shoppingItems;
    const item = entities[id];
    if (!item) return false;
    const index = ids.indexOf(id);
    dispatch(itemRemoved(id));
    try {
      await dispatch(shoppingApi.endpoints.removeShoppingItem.initiate(id)).unwrap();
      return true;
    } catch {
      dispatch(itemRestored({ item, index }));
      dispatch(showError(SHOPPING.removeFailed(item.display)));
      return false;
    }
  },
);
