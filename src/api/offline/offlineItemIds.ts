/*
 * The temporary ids of items added with no signal, apart from the queue: the shopping list's
 * slice (in the first bundle) reads them without loading the queue and IndexedDB.
 */
export const OFFLINE_ID_PREFIX = 'offline-';

/** The temporary id an item added with no signal has until the server answers its own. */
export const offlineItemId = (clientId: string) => `${OFFLINE_ID_PREFIX}${clientId}`;
export const isOfflineItemId = (id: string) => id.startsWith(OFFLINE_ID_PREFIX);
