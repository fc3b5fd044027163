import { matchRoutes, type RouteObject } from 'react-router';
import { SERVER_ANSWERS_ID, type ServerAnswers } from '@contract/serverRender';

/**
 * The API answers a server-rendered page was built from (src/ssr/renderPage.tsx), or null
 * when the page came without markup (signed-in pages, or the server could not render it).
 */
export function readServerAnswers(): ServerAnswers | null {
  const script = document.getElementById(SERVER_ANSWERS_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerAnswers;
  } catch {
    return null;
  }
}

/**
 * Loads the lazy modules of the routes that match this address, so that the router's first
 * render already has the page (not its loading fallback) and matches the server's markup.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
