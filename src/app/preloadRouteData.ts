import type { CmsKey } from '@contract/constants';
import { cmsApi } from '@/api/cms';
import { apiHost } from '@/lib/host';
import type { AppStore } from './store';

/**
 * The first page's data, requested as soon as the main bundle runs instead of after the
 * route's chunk has loaded and rendered: one round trip earlier on a phone, and it is what the
 * largest image waits for.
 * - CMS blocks go straight into RTK Query's cache, so the page's first render already has
 *   them (no skeleton that the real copy then replaces and shifts the layout).
 * - Other lists and details, whose endpoints live in the route chunks, are preloaded by the
 *   browser (`<link rel=preload as=fetch>`), which hands the answer to RTK Query's fetch of the
 *   same URL. Only for signed-out visitors: a signed-in fetch carries a token and may be
 *   answered differently.
 * The page's chunk and its largest image are hinted by the server in index.html
 * (server/services/pageHints.ts).
 */
const ROUTE_DATA: [RegExp, (match: RegExpMatchArray) => { cms?: CmsKey[]; fetch?: string[]; libraries?: boolean }][] = [
  // The hero, and the block right under it (on a phone it fills in at the bottom of the first screen).
  [/^\/$/, () => ({ cms: ['home-banner', 'why-choose-us'] })],
  [/^\/recipe-library\/?$/, () => ({ libraries: true })],
  [/^\/recipe-details\/(\d+)\/?$/, (match) => ({ fetch: [`/api/single-recipe/${match[1]}`] })],
  [/^\/blog\/?$/, () => ({ fetch: ['/api/blogs'] })],
  [/^\/meal-planner\/?$/, () => ({ cms: ['meal-planning-by-age-group', 'meal-planner-card'] })],
];

export function preloadRouteData(pathname: string, store: AppStore): void {
  const signedIn = store.getState().auth.token !== null;
  for (const [pattern, dataOf] of ROUTE_DATA) {
    const match = pathname.match(pattern);
    if (!match) continue;
    const data = dataOf(match);
    for (const key of data.cms ?? []) store.dispatch(cmsApi.util.prefetch('getContentBlocks', key, {}));
    if (data.libraries) store.dispatch(cmsApi.util.prefetch('getLibraries', undefined, {}));
    if (signedIn) return;
    for (const url of data.fetch ?? []) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = `${apiHost().replace(/\/+$/, '')}${url}`;
      document.head.appendChild(link);
    }
    return;
  }
}
