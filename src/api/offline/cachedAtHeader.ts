/**
 * Set by the service worker on an API answer it served from its cache: when it was stored (ISO
 * 8601). Its own module: the API layer (first bundle) reads it without the rest of offlineCaches.
 */
export const CACHED_AT_HEADER = 'X-Forkcast-Cached-At';
