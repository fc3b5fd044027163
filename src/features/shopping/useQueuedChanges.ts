import { useEffect } from 'react';
import { selectToken } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadQueuedChanges } from './offlineChanges';

/**
 * Lays this phone's unsent changes over the list: when the page opens (a list served from the
 * service worker's cache after an offline reload predates them) and after every list answer (a
 * flush, here or in the service worker, may have sent some since).
 */
export function useQueuedChanges(listAnsweredAt: number | undefined) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  useEffect(() => {
    void loadQueuedChanges(dispatch, token);
  }, [dispatch, token, listAnsweredAt]);
}
