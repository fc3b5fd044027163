import { matchPage } from '@contract/pages';
import { cmsApi } from '@/api/cms';
import type { AppStore } from './store';

/**
 * The first page's data (`preloads` in contract/pages.ts), requested as soon as the main
 * bundle runs instead of after the route's chunk has loaded and rendered: one round trip
 * earlier on a phone, and it is what the largest image waits for. CMS blocks and the libraries
 * go straight into RTK Query's cache, so the page's first render already has them (no skeleton
 * that the real copy then replaces and shifts the layout).
 *
 * Only pages that came without the server's answers get here (bootStore.ts): mostly signed-in
 * visitors, whose pages the server does not render. A signed-out visitor's public page comes
 * rendered with its answers: the `<link rel=preload as=fetch>` hints once added for them are gone.
 * The page's chunk and its largest image are hinted by the server in index.html
 * (server/ssr/pageHints.ts).
 */
export function preloadRouteData(pathname: string, store: AppStore): void {
  const preloads = matchPage(pathname)?.page.preloads;
  for (const key of preloads?.cms ?? []) store.dispatch(cmsApi.util.prefetch('getContentBlocks', key, {}));
  if (preloads?.libraries) store.dispatch(cmsApi.util.prefetch('getLibraries', undefined, {}));
}
