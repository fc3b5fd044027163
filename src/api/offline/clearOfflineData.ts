import { deletePrivateCaches, SW_MESSAGE } from './offlineCaches';

/**
 * Sign-out on this phone: nothing of the account stays behind. Deletes every cache of API
 * answers and recipe images (offlineCaches.ts), empties the queue of shopping-list changes not
 * yet sent (shoppingQueue.ts) and tells the service worker to drop what it holds in memory. The
 * app shell and page chunks (no one's data) stay. Each part is tried even if another fails.
 */
export async function clearOfflineData(): Promise<void> {
  const work: Array<Promise<unknown>> = [
    import('./shoppingQueue').then(({ clearShoppingQueue }) => clearShoppingQueue()),
  ];
  if (typeof caches !== 'undefined') work.push(deletePrivateCaches(caches));
  if (typeof navigator !== 'undefined')
    navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGE.signedOut });
  await Promise.allSettled(work);
}
