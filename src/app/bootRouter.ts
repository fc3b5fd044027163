import { hydrating, store } from './bootStore';
import { createAppRouter, routes, type AppRouter } from './router';
import { loadMatchedRoutes } from './serverRendered';

/**
 * Entry point two of three (webpack.config.ts): the router, with the layouts it imports. It
 * matches the address at once and starts loading that page's chunk, in a task of its own
 * between the store's (bootStore.ts) and React's first render (main.tsx). To hydrate a
 * server-rendered page, the page's chunk must be there before the router's first render.
 */
export const routerReady: Promise<AppRouter> = hydrating
  ? loadMatchedRoutes(routes, window.location)
      .catch(() => undefined) // the router loads the page itself and React renders it afresh
      .then(() => createAppRouter())
  : Promise.resolve(createAppRouter());

/** After the first visit's `load`, when the browser is idle: what the first paint need not wait for. */
function afterLoad(start: () => void) {
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(start) : setTimeout(start, 1));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

// Shopping-list changes kept on this phone go out at start and when the network is back (any address).
afterLoad(
  () =>
    void import(/* webpackChunkName: "shopping-sync" */ './shoppingSync')
      .then(({ startShoppingSync }) => startShoppingSync(store))
      .catch((error: unknown) => console.warn('Queued shopping-list changes could not be sent', error)),
);

// The offline app (offlineApp.ts): after the first visit's `load`, when idle, in its own chunk,
// and only where a service worker may run (HTTPS or localhost, never a plain LAN address).
if (process.env.NODE_ENV === 'production' && window.isSecureContext && Boolean(navigator.serviceWorker)) {
  const start = () =>
    void routerReady
      .then(async (router) =>
        (await import(/* webpackChunkName: "offline-app" */ './offlineApp')).startOfflineApp(router, store),
      )
      .catch((error: unknown) => console.warn('The offline app could not start', error));
  afterLoad(start);
}
