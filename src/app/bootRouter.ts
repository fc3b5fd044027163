import { hydrating } from './bootStore';
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
