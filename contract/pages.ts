import type { CmsKey } from './constants';

/**
 * The page manifest: every page of the SPA, what it is called, where it lives and how the two
 * sides treat it. The router (src/app/router.tsx) takes each page's path from here, the first
 * page's data is preloaded by it (src/app/preloadRouteData.ts), and the server's renderer and
 * preload hints (server/ssr/) decide by it. No other table of pages exists.
 */
export interface Page {
  /**
   * React Router's pattern for the whole address (`:name` is one segment). `*` is the page for
   * any address no other page takes: the router puts it last in each group; it has no hints.
   */
  path: string;
  /** webpackChunkName of the page's lazy import in src/app/router.tsx (a test keeps them equal). */
  chunk: string;
  /** Shown only with a session (RequireAuth): the server sends such pages without hints. */
  signedIn?: true;
  /**
   * Rendered by the server for signed-out visitors: the public pages that look the same to every
   * one of them, so not the later steps of a password reset, which depend on what this browser did
   * in the steps before (they send a visitor without it back to the first step).
   */
  serverRendered?: true;
  /**
   * The first page's data the SPA requests as soon as its main bundle runs, when the page came
   * without the server's answers (a signed-in visitor, or no server render).
   */
  preloads?: { cms?: CmsKey[]; libraries?: true };
  /** Its render counts the reader's view (server/services/recipes/recipeViews.ts): never served from a cache. */
  countsAView?: true;
  /** The page's largest image, which the server's hints preload: the home banner's first image, or the recipe's (`:id`). */
  heroImage?: 'home-banner' | 'recipe';
}

export const PAGES = {
  // The hero, and the block right under it (on a phone it fills in at the bottom of the first screen).
  home: {
    path: '/',
    chunk: 'page-home',
    serverRendered: true,
    preloads: { cms: ['home-banner', 'why-choose-us'] },
    heroImage: 'home-banner',
  },
  recipeLibrary: {
    path: '/recipe-library',
    chunk: 'page-recipe-library',
    serverRendered: true,
    preloads: { libraries: true },
  },
  libraryRecipes: { path: '/recipes/recipe_library/:id', chunk: 'page-library-recipes', serverRendered: true },
  recipeDetails: {
    path: '/recipe-details/:id',
    chunk: 'page-recipe-details',
    serverRendered: true,
    countsAView: true,
    heroImage: 'recipe',
  },
  mealPlanner: {
    path: '/meal-planner',
    chunk: 'page-meal-planner',
    serverRendered: true,
    preloads: { cms: ['meal-planning-by-age-group', 'meal-planner-card'] },
  },
  /** The search results (issue 37): `?q=` and the page's filters live in the address. */
  search: { path: '/search', chunk: 'page-search', serverRendered: true },
  blog: { path: '/blog', chunk: 'page-blog', serverRendered: true },
  blogPost: { path: '/blog/:slug', chunk: 'page-blog-post', serverRendered: true },
  myRecipeDetails: { path: '/my-recipe-details/:id', chunk: 'page-my-recipe-details', signedIn: true },
  /** Cook mode (issue 39): one step at a time, full screen, for a public recipe or one of the cook's own. */
  cook: { path: '/cook/:id', chunk: 'page-cook' },
  /** "Print the week" (issue 39): the week's plan and its shopping list, a printed page each (`?week=`). */
  printWeek: { path: '/print/week', chunk: 'page-print-week', signedIn: true },
  notFound: { path: '*', chunk: 'page-not-found' },
  login: { path: '/auth/login', chunk: 'page-auth-login', serverRendered: true },
  register: { path: '/auth/register', chunk: 'page-auth-register', serverRendered: true },
  verifyEmail: { path: '/auth/verify-email', chunk: 'page-auth-verify-email', serverRendered: true },
  verifyOtp: { path: '/auth/verify-otp', chunk: 'page-auth-verify-otp' },
  resetPassword: { path: '/auth/reset-password', chunk: 'page-auth-reset-password' },
  dashboardOverview: { path: '/dashboard/overview', chunk: 'page-dashboard-overview', signedIn: true },
  dashboardMealPlanner: { path: '/dashboard/meal-planner', chunk: 'page-dashboard-meal-planner', signedIn: true },
  shoppingList: { path: '/dashboard/shopping-list', chunk: 'page-dashboard-shopping-list', signedIn: true },
  household: { path: '/dashboard/household', chunk: 'page-dashboard-household', signedIn: true },
  /** An invite link: the join form with the code filled in (issue 33). */
  joinFamily: { path: '/join/:code', chunk: 'page-join-family', signedIn: true },
  shareRecipe: { path: '/dashboard/share-recipes', chunk: 'page-dashboard-share-recipe', signedIn: true },
  myRecipes: { path: '/dashboard/my-recipes', chunk: 'page-dashboard-my-recipes', signedIn: true },
  savedRecipes: { path: '/dashboard/saved-recipes', chunk: 'page-dashboard-saved-recipes', signedIn: true },
  editRecipe: { path: '/dashboard/edit-recipe/:id', chunk: 'page-dashboard-edit-recipe', signedIn: true },
  settings: { path: '/dashboard/settings', chunk: 'page-dashboard-settings', signedIn: true },
} as const satisfies Record<string, Page>;

export type PageId = keyof typeof PAGES;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each addressable page's pattern as a RegExp with named groups (`:id` → `(?<id>[^/]+)`), a trailing slash allowed. */
const MATCHERS: [PageId, RegExp][] = Object.entries(PAGES as Record<PageId, Page>)
  .filter(([, page]) => page.path !== '*')
  .map(([id, page]) => {
    const pattern = page.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : escapeRegExp(segment)))
      .join('/');
    return [id as PageId, new RegExp(page.path === '/' ? '^/$' : `^${pattern}/?$`)];
  });

export interface PageMatch {
  id: PageId;
  page: Page;
  params: Record<string, string>;
}

/** The page at this path (no query), or null for an address no page names (the not-found page's). */
export function matchPage(pathname: string): PageMatch | null {
  for (const [id, pattern] of MATCHERS) {
    const match = pattern.exec(pathname);
    if (match) return { id, page: PAGES[id], params: { ...match.groups } };
  }
  return null;
}
