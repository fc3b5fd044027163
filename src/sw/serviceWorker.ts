/// <reference lib="webworker" />
/**
 * Forkcast's service worker, built by webpack.config.ts (InjectManifest) into /sw.js. What it
 * keeps and why: docs/decisions.md, "Issue 39: the offline app".
 *
 * - The app shell (index.html, the initial JavaScript, fonts, icons) is precached; page chunks
 *   and styles are cached the first time they load, so the last-used pages open offline.
 * - Navigations go to the network first (server-rendered pages stay fresh) and fall back to
 *   the cached shell, which routes any SPA address itself.
 * - The API answers the household's week needs (offlineCaches.ts) go to the network first with
 *   a short timeout, into a cache per session (a hash of its Authorization header), and come
 *   back from it marked with when they were stored.
 * - Recipe images: cache first, with limits.
 * - Shopping-list changes queued offline are sent on Background Sync (src/api/offline/backgroundSync.ts).
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  apiCacheName,
  ASSET_CACHE,
  deletePrivateCaches,
  IMAGE_CACHE,
  isOfflineReadableApi,
  SW_MESSAGE,
} from '@/api/offline/offlineCaches';
import { listenForShoppingSync } from '@/api/offline/backgroundSync';
import { cachedAtPlugin } from './cachedAtPlugin';
import { otherWidthFallback } from './imageFallback';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** How long an API call or a navigation may take before the cached copy is used instead (a shop's weak signal). */
const NETWORK_TIMEOUT_SECONDS = 4;
const SHELL_URL = '/index.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Navigations: network first, the cached shell when there is no answer in time.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/uploads/'),
  async ({ request }) => {
    const shell = () => matchPrecache(SHELL_URL);
    const timedOut = new Promise<undefined>((resolve) =>
      setTimeout(() => resolve(undefined), NETWORK_TIMEOUT_SECONDS * 1000),
    );
    try {
      const answer = await Promise.race([fetch(request), timedOut]);
      if (answer) return answer;
    } catch {
      // Offline: the shell below.
    }
    return (await shell()) ?? Response.error();
  },
);

// API answers for reading offline, one cache per session.
const apiStrategies = new Map<string, NetworkFirst>();
function apiStrategy(cacheName: string): NetworkFirst {
  let strategy = apiStrategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [cachedAtPlugin],
    });
    apiStrategies.set(cacheName, strategy);
  }
  return strategy;
}
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && isOfflineReadableApi(url.pathname) && request.method === 'GET',
  async ({ request, event }) =>
    apiStrategy(await apiCacheName(request.headers.get('Authorization'))).handle({ request, event }),
);

// Page chunks and styles not in the shell: hashed, so a cached copy is always right.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname),
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true }),
    ],
  }),
);

// Recipe images (stored widths and banners): cache first, within limits; offline, another
// width of the same picture rather than none.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/uploads\/.+\.(webp|png|jpe?g)$/.test(url.pathname),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      otherWidthFallback(IMAGE_CACHE),
    ],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SW_MESSAGE.skipWaiting) void self.skipWaiting();
  if (type === SW_MESSAGE.signedOut) {
    apiStrategies.clear();
    event.waitUntil(deletePrivateCaches(self.caches));
  }
});

listenForShoppingSync(self);
