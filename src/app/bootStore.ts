import { preloadRouteData } from './preloadRouteData';
import { makeStore } from './store';

/**
 * Entry point one of three (webpack.config.ts): the store, and the first page's data requests.
 * As an entry of its own it runs in its own task, before the router (bootRouter.ts) and
 * React's first render (main.tsx): the requests start earlier, and a phone's main thread is
 * never held for all three at once.
 */
export const store = makeStore();
preloadRouteData(window.location.pathname, store);
