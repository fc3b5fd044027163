import type { CmsKey } from '@contract/constants';
import { cmsApi } from '@/api/cms';
import { HERO_IMAGE_SIZES, heroImages } from '@/features/home/heroImages';
import { apiHost, mediaSrcSet, mediaUrl } from '@/lib/host';
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
    if (data.cms?.includes('home-banner')) void preloadHeroImage(store);
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

/**
 * The home page's largest paint is the banner's first image: once the banner's data is in
 * (usually before the page's chunk), start that image at high priority with the same srcset
 * and sizes as the <img> that will use it.
 */
async function preloadHeroImage(store: AppStore): Promise<void> {
  const request = store.dispatch(cmsApi.endpoints.getContentBlocks.initiate('home-banner', { subscribe: false }));
  const { data } = await request;
  const first = heroImages(data?.[0])[0];
  if (!first) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = mediaUrl(first);
  const srcSet = mediaSrcSet(first);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', HERO_IMAGE_SIZES[0]);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
