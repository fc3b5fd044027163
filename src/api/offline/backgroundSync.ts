import { flushShoppingQueue } from './shoppingQueue';

/** The Background Sync tag under which queued shopping-list changes are sent. */
export const SHOPPING_SYNC_TAG = 'forkcast-shopping';

/**
 * The little of a SyncEvent this needs. Typed here rather than with the webworker lib, which only
 * the service worker's own files compile with.
 */
interface SyncEventLike {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}

/** The little of ServiceWorkerGlobalScope this needs (a real scope fits it). */
export interface SyncScopeLike {
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
}

/**
 * In the service worker: sends the queued changes when the browser says the network is back,
 * even with no page of the app open. A flush that stops with changes left rejects, so the
 * browser tries again later.
 */
export function listenForShoppingSync(scope: SyncScopeLike): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag !== SHOPPING_SYNC_TAG) return;
    event.waitUntil(
      flushShoppingQueue().then((outcome) => {
        if (outcome.kept > 0) throw new Error(`${outcome.kept} shopping-list changes are still queued`);
      }),
    );
  });
}

interface SyncRegistrationLike {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * In the page: asks the browser to wake the service worker once the network is back (Chromium's
 * Background Sync). Resolves to whether it could; elsewhere the `online` event and the next start
 * send the queue.
 */
export async function requestShoppingSync(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistrationLike | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(SHOPPING_SYNC_TAG);
    return true;
  } catch {
    // Refused (no permission, an insecure page): the other ways still send it.
    return false;
  }
}
