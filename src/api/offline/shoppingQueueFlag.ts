/**
 * Whether this browser holds shopping-list changes not yet sent: a localStorage flag, so the app
 * can decide at start (and on the `online` event) without loading the IndexedDB queue's code.
 * The queue itself (shoppingQueue.ts) keeps it up to date; a service worker has no localStorage,
 * so after a flush there the flag may still say yes, and the next check finds an empty queue.
 */
export const SHOPPING_QUEUED_FLAG = 'forkcast.shoppingQueued';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage blocked (private mode, a sandboxed frame): nothing is known to be queued.
    return undefined;
  }
}

export function hasQueuedShoppingChanges(): boolean {
  return storage()?.getItem(SHOPPING_QUEUED_FLAG) === '1';
}

export function markShoppingQueued(queued: boolean): void {
  const store = storage();
  if (!store) return;
  try {
    if (queued) store.setItem(SHOPPING_QUEUED_FLAG, '1');
    else store.removeItem(SHOPPING_QUEUED_FLAG);
  } catch {
    // A full storage: the app then checks the queue only when a change is made.
  }
}
