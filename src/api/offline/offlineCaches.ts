/**
 * The caches of the offline app, shared by the page and the service worker (src/sw/): their
 * names, which API answers are kept for reading offline, and how they are wiped on sign-out.
 * It knows no Redux and no DOM beyond CacheStorage and SubtleCrypto, which both sides have.
 */

/** Every cache of API answers starts with this; the rest is the session's key (apiCacheName). */
export const API_CACHE_PREFIX = 'forkcast-api-';
/** Answers requested without a session (the site settings the HTML preloads). */
export const PUBLIC_API_CACHE = `${API_CACHE_PREFIX}public`;
/** Recipe images seen or prefetched, at any width (private recipes' too: wiped on sign-out). */
export const IMAGE_CACHE = 'forkcast-images';
/** Page chunks and styles loaded after the app shell (hashed names: never private). */
export const ASSET_CACHE = 'forkcast-assets';

export { CACHED_AT_HEADER } from './cachedAtHeader';

/** What the page tells the service worker (postMessage `{ type }`). */
export const SW_MESSAGE = {
  /** Someone signed out: forget every private cache. */
  signedOut: 'forkcast:signed-out',
  /** A new version is waiting and the page is hidden: take over now (src/app/serviceWorker.ts). */
  skipWaiting: 'forkcast:skip-waiting',
} as const;

/**
 * The GET answers the household's week needs offline: the shell's boot (site settings, the
 * signed-in user, the household and its time zone, the categories), the plan, the list and the
 * details of each planned recipe. Anything else is left to the network.
 */
const OFFLINE_READABLE_API = [
  /^\/api\/site-settings$/,
  /^\/api\/categories$/,
  /^\/api\/users\/data$/,
  /^\/api\/household$/,
  /^\/api\/get-meal-plans$/,
  /^\/api\/shopping-list$/,
  /^\/api\/single-recipe\/\d+$/,
  /^\/api\/my-recipe-details\/\d+$/,
];

export function isOfflineReadableApi(pathname: string): boolean {
  return OFFLINE_READABLE_API.some((pattern) => pattern.test(pathname));
}

/**
 * The cache of one session's API answers: `forkcast-api-` and the first 16 hex digits of the
 * SHA-256 of its Authorization header (never the token itself). Each session reads only what
 * it stored; a second account on the same phone has another cache, and sign-out deletes them all.
 */
export async function apiCacheName(authorization: string | null): Promise<string> {
  if (!authorization) return PUBLIC_API_CACHE;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${API_CACHE_PREFIX}${hex.slice(0, 16)}`;
}

/** Whether a cache may hold something private to an account (deleted on sign-out). */
export function isPrivateCache(name: string): boolean {
  return name.startsWith(API_CACHE_PREFIX) || name === IMAGE_CACHE;
}

/** Deletes every cache that may hold an account's answers or images; resolves to their names. */
export async function deletePrivateCaches(storage: CacheStorage): Promise<string[]> {
  const names = (await storage.keys()).filter(isPrivateCache);
  await Promise.all(names.map((name) => storage.delete(name)));
  return names;
}
