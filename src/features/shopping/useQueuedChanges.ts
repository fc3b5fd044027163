import { useEffect, useRef } from 'react';
import { shoppingApi } from '@/api/shopping';
import { LIST, TAG } from '@/api/tags';
import { selectToken } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadQueuedChanges } from './offlineChanges';
import { selectQueuedChangeCount } from './shoppingItemsSlice';

/**
 * Lays this phone's unsent changes over the list: when the page opens (a list served from the
 * service worker's cache after an offline reload predates them) and after every list answer (a
 * flush, here or in the service worker, may have sent some since). When fewer are left than
 * before, the list is asked again: the one shown still has the sent changes laid over it, and
 * the server's copy may carry a later change from the other phone.
 */
export function useQueuedChanges(listAnsweredAt: number | undefined) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const count = useAppSelector(selectQueuedChangeCount);
  const before = useRef(count);

  useEffect(() => {
    void loadQueuedChanges(dispatch, token);
  }, [dispatch, token, listAnsweredAt]);

  useEffect(() => {
    if (count < before.current) dispatch(shoppingApi.util.invalidateTags([{ type: TAG.ShoppingList, id: LIST }]));
    before.current = count;
  }, [dispatch, count]);
}
