import { prefetchWeek } from '@/api/offline/prefetchWeek';
import { SW_MESSAGE } from '@/api/offline/offlineCaches';
import type { AppStore } from './store';
import type { AppRouter } from './router';

/**
 * The offline app in the page (docs/decisions.md, "Issue 39: the offline app"), in a chunk of its
 * own that bootRouter.ts loads after the `load` event, when the browser is idle, and only where
 * a service worker may run (HTTPS or localhost).
 *
 * - Registers /sw.js. A new version waits; once the page is hidden (the cook switched apps or
 *   locked the phone) it is told to take over, so the next page opened is the new release and
 *   no open page changes its code under the reader.
 * - On the planner and the shopping list, online and signed in, keeps the household's week for
 *   offline (api/offline/prefetchWeek.ts): when the page opens, and again when the network comes
 *   back, at most every few minutes, and the chunks of the pages it is read in. `<html
 *   data-offline-ready>` says the first one is done.
 */

const WEEK_PAGES = ['/dashboard/meal-planner', '/meal-planner', '/dashboard/shopping-list'];
const REFRESH_AFTER_MS = 5 * 60 * 1000;

export function isWeekPage(pathname: string): boolean {
  return WEEK_PAGES.includes(pathname.replace(/\/+$/, '') || '/');
}

/**
 * The pages the week is read in offline, loaded once so the service worker keeps their chunks
 * (the same chunks as the router's: the names must match contract/pages.ts).
 */
const weekPageChunks = () =>
  Promise.allSettled([
    import(/* webpackChunkName: "page-dashboard-meal-planner" */ '@/features/planner/DashboardPlannerPage'),
    import(/* webpackChunkName: "page-dashboard-shopping-list" */ '@/features/shopping/ShoppingListPage'),
    import(/* webpackChunkName: "page-recipe-details" */ '@/features/recipe-details/RecipeDetailsPage'),
    import(/* webpackChunkName: "page-cook" */ '@/features/cook/CookPage'),
  ]);

function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 1);
}

/** Resolves once a service worker controls this page (the first visit: after it installs and claims it). */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

function takeOverWhenHidden(registration: ServiceWorkerRegistration) {
  const offerUpdate = () => {
    const waiting = registration.waiting;
    if (waiting && document.visibilityState === 'hidden') waiting.postMessage({ type: SW_MESSAGE.skipWaiting });
  };
  document.addEventListener('visibilitychange', offerUpdate);
  registration.addEventListener('updatefound', () => {
    registration.installing?.addEventListener('statechange', offerUpdate);
  });
}

export async function startOfflineApp(router: AppRouter, store: AppStore): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  takeOverWhenHidden(registration);

  let lastKept = 0;
  let running = false;
  const keepWeek = async () => {
    const signedIn = store.getState().auth.token !== null;
    if (running || !signedIn || !navigator.onLine || !isWeekPage(router.state.location.pathname)) return;
    if (Date.now() - lastKept < REFRESH_AFTER_MS) return;
    running = true;
    try {
      await controlled();
      if ((await prefetchWeek(store.dispatch)) !== null) {
        if (lastKept === 0) await weekPageChunks();
        lastKept = Date.now();
        document.documentElement.dataset.offlineReady = 'true';
      }
    } finally {
      running = false;
    }
  };
  const soon = () => whenIdle(() => void keepWeek());
  soon();
  router.subscribe(soon);
  window.addEventListener('online', soon);
}
