/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { CACHED_AT_HEADER } from '@/api/offline/offlineCaches';

/** Kept on the stored copy: when it was stored. Renamed to CACHED_AT_HEADER when served from the cache. */
const STORED_AT_HEADER = 'X-Forkcast-Stored-At';

async function withHeader(response: Response, name: string, value: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/**
 * Marks API answers served from the cache (CACHED_AT_HEADER: the time they were stored), so the
 * page can say "Offline — last updated 10:42". Fresh answers from the network carry no mark.
 */
export const cachedAtPlugin: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    return withHeader(response, STORED_AT_HEADER, new Date().toISOString());
  },
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return null;
    const storedAt = cachedResponse.headers.get(STORED_AT_HEADER) ?? new Date(0).toISOString();
    return withHeader(cachedResponse, CACHED_AT_HEADER, storedAt);
  },
};
