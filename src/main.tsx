import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from '@/app/App';
import { hydrating, store } from '@/app/bootStore';
import { routerReady } from '@/app/bootRouter';
import type { AppRouter } from '@/app/router';

/**
 * `<html data-app="ready">` once the first render or hydration has committed: from then on
 * every button works. Browser tests and benchmarks wait for it (e2e/fixtures.ts).
 */
function MarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

const container = document.getElementById('root')!;
const app = (router: AppRouter) => (
  <StrictMode>
    <App store={store}>
      <RouterProvider router={router} />
      <MarkAppReady />
    </App>
  </StrictMode>
);

void routerReady.then((router) => {
  // As a transition, the first render (or hydration of the server's markup) yields to the
  // browser every few milliseconds instead of holding the main thread for the whole tree.
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app(router));
    else createRoot(container).render(app(router));
  });
});
