import type { ApiError } from '@/api/baseApi';
import { requestShoppingSync } from '@/api/offline/backgroundSync';
import {
  enqueueShoppingChange,
  flushShoppingQueue,
  isOfflineItemId,
  readQueuedShoppingChanges,
  type ShoppingChangeInput,
} from '@/api/offline/shoppingQueue';
import { shoppingApi } from '@/api/shopping';
import { LIST, TAG } from '@/api/tags';
import { apiHost } from '@/lib/host';
import type { AppDispatch, RootState } from '@/store/hooks';
import { overlayOf } from './offlineOverlay';
import { offlineQueueLoaded } from './shoppingItemsSlice';

interface ThunkTools {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** The browser says it has no network: a request would only fail, so the change is kept at once. */
export const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A request that never reached the server (no network, the connection dropped). */
const noNetwork = (error: unknown) =>
  browserOffline() || (error as Partial<ApiError> | undefined)?.status === 'FETCH_ERROR';

/** Reads this account's queued changes again and lays them over the list. */
export async function loadQueuedChanges(dispatch: AppDispatch, token: string | null): Promise<void> {
  if (!token) return;
  try {
    dispatch(offlineQueueLoaded(overlayOf(await readQueuedShoppingChanges(token))));
  } catch {
    // No IndexedDB here (a private window in some browsers): nothing was kept either.
  }
}

/** Keeps a change on this phone; false when it cannot (signed out, no IndexedDB). */
export async function keepOnThisPhone(change: ShoppingChangeInput, { dispatch, getState }: ThunkTools) {
  const { token } = getState().auth;
  if (!token) return false;
  try {
    await enqueueShoppingChange(change, { token, apiBase: `${apiHost().replace(/\/+$/, '')}/api` });
  } catch {
    return false;
  }
  void requestShoppingSync();
  await loadQueuedChanges(dispatch, token);
  // The browser thinks it is online (a dropped connection, a typed item not yet sent): try now
  // rather than wait for an `online` event that may never come.
  if (!browserOffline()) void sendQueuedNow(dispatch, token);
  return true;
}

async function sendQueuedNow(dispatch: AppDispatch, token: string) {
  try {
    const outcome = await flushShoppingQueue();
    if (outcome.sent + outcome.dropped === 0) return;
    await loadQueuedChanges(dispatch, token);
    dispatch(shoppingApi.util.invalidateTags([{ type: TAG.ShoppingList, id: LIST }]));
  } catch {
    // Sent later: on the `online` event, by Background Sync or at the next start.
  }
}

/**
 * Sends a change, or keeps it on this phone when there is no network: resolves to the server's
 * answer, or to 'kept'. Rejects as the request did when the server refused it (or it could not be
 * kept), so the caller undoes it.
 */
export async function sendOrKeep<T>(
  send: () => Promise<T>,
  change: ShoppingChangeInput,
  tools: ThunkTools,
): Promise<{ saved: T } | 'kept'> {
  try {
    // A typed item the server has not heard of yet: its changes wait in the queue behind its add.
    const unsentItem = change.kind !== 'add' && isOfflineItemId(change.itemId);
    if (browserOffline() || unsentItem) throw { status: 'FETCH_ERROR', message: 'offline' } satisfies ApiError;
    return { saved: await send() };
  } catch (error) {
    if (noNetwork(error) && (await keepOnThisPhone(change, tools))) return 'kept';
    throw error;
  }
}
