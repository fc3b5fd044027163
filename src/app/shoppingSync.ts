import { baseApi } from '@/api/baseApi';
import { hasQueuedShoppingChanges } from '@/api/offline/shoppingQueueFlag';
import { LIST, TAG } from '@/api/tags';
import type { AppStore } from './store';

/**
 * Issue 39: sends the shopping-list changes kept on this phone now (the app's start) and whenever
 * the browser says the network is back (Background Sync does it too where the browser has it,
 * with no page open). Started by bootRouter.ts after the first `load`, in its own chunk; the
 * queue's code (IndexedDB) loads only when the cheap flag says something is queued. Afterwards
 * the list is asked again, so this phone shows the other phones' changes too. Returns the stop.
 */
export function startShoppingSync(store: Pick<AppStore, 'dispatch'>): () => void {
  let stopped = false;
  const send = async () => {
    if (!hasQueuedShoppingChanges()) return;
    try {
      const { flushShoppingQueue } = await import(
        /* webpackChunkName: "shopping-queue" */ '@/api/offline/shoppingQueue'
      );
      const outcome = await flushShoppingQueue();
      if (!stopped && outcome.sent + outcome.dropped > 0) {
        store.dispatch(baseApi.util.invalidateTags([{ type: TAG.ShoppingList, id: LIST }]));
      }
    } catch (error) {
      console.warn('Queued shopping-list changes could not be sent yet', error);
    }
  };
  const onOnline = () => void send();
  void send();
  window.addEventListener('online', onOnline);
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
  };
}
