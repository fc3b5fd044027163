import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { DashboardShell, SiteLayout } from './layouts';
import { SimpleShell } from '@/layouts/SimpleShell';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { RedirectIfSignedIn } from '@/features/auth/RedirectIfSignedIn';
import { RouteErrorPage } from '@/features/errors/RouteErrorPage';
import { PageSpinner } from '@/components/Spinner';
import { TimerTraySlot } from '@/features/cook/timers/TimerTraySlot';
import { PAGES, type PageId } from '@contract/pages';

/** Route modules are default exports, loaded on demand (one chunk per page). */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * Each page of the manifest (contract/pages.ts) and its module. The chunk names must be written
 * out for webpack; a test (__tests__/router.test.ts) keeps each equal to the manifest's `chunk`.
 */
const pages: Record<PageId, ReturnType<typeof page>> = {
  home: page(() => import(/* webpackChunkName: "page-home" */ '@/features/home/HomePage')),
  recipeLibrary: page(() => import(/* webpackChunkName: "page-recipe-library" */ '@/features/library/LibrariesPage')),
  libraryRecipes: page(
    () => import(/* webpackChunkName: "page-library-recipes" */ '@/features/library/LibraryRecipesPage'),
  ),
  recipeDetails: page(
    () => import(/* webpackChunkName: "page-recipe-details" */ '@/features/recipe-details/RecipeDetailsPage'),
  ),
  mealPlanner: page(() => import(/* webpackChunkName: "page-meal-planner" */ '@/features/planner/MealPlannerPage')),
  search: page(() => import(/* webpackChunkName: "page-search" */ '@/features/search/SearchPage')),
  blog: page(() => import(/* webpackChunkName: "page-blog" */ '@/features/blog/BlogListPage')),
  blogPost: page(() => import(/* webpackChunkName: "page-blog-post" */ '@/features/blog/BlogDetailsPage')),
  myRecipeDetails: page(
    () => import(/* webpackChunkName: "page-my-recipe-details" */ '@/features/recipe-details/MyRecipeDetailsPage'),
  ),
  cook: page(() => import(/* webpackChunkName: "page-cook" */ '@/features/cook/CookPage')),
  printWeek: page(() => import(/* webpackChunkName: "page-print-week" */ '@/features/print/PrintWeekPage')),
  notFound: page(() => import(/* webpackChunkName: "page-not-found" */ '@/features/errors/NotFoundPage')),
  login: page(() => import(/* webpackChunkName: "page-auth-login" */ '@/features/auth/pages/LoginPage')),
  register: page(() => import(/* webpackChunkName: "page-auth-register" */ '@/features/auth/pages/RegisterPage')),
  verifyEmail: page(
    () => import(/* webpackChunkName: "page-auth-verify-email" */ '@/features/auth/pages/VerifyEmailPage'),
  ),
  verifyOtp: page(() => import(/* webpackChunkName: "page-auth-verify-otp" */ '@/features/auth/pages/VerifyOtpPage')),
  resetPassword: page(
    () => import(/* webpackChunkName: "page-auth-reset-password" */ '@/features/auth/pages/ResetPasswordPage'),
  ),
  dashboardOverview: page(
    () => import(/* webpackChunkName: "page-dashboard-overview" */ '@/features/dashboard/OverviewPage'),
  ),
  dashboardMealPlanner: page(
    () => import(/* webpackChunkName: "page-dashboard-meal-planner" */ '@/features/planner/DashboardPlannerPage'),
  ),
  shoppingList: page(
    () => import(/* webpackChunkName: "page-dashboard-shopping-list" */ '@/features/shopping/ShoppingListPage'),
  ),
  household: page(
    () => import(/* webpackChunkName: "page-dashboard-household" */ '@/features/household/HouseholdPage'),
  ),
  joinFamily: page(() => import(/* webpackChunkName: "page-join-family" */ '@/features/household/JoinFamilyPage')),
  shareRecipe: page(
    () => import(/* webpackChunkName: "page-dashboard-share-recipe" */ '@/features/recipe-editor/ShareRecipePage'),
  ),
  myRecipes: page(
    () => import(/* webpackChunkName: "page-dashboard-my-recipes" */ '@/features/recipe-editor/MyRecipesPage'),
  ),
  savedRecipes: page(
    () => import(/* webpackChunkName: "page-dashboard-saved-recipes" */ '@/features/wishlist/SavedRecipesPage'),
  ),
  editRecipe: page(
    () => import(/* webpackChunkName: "page-dashboard-edit-recipe" */ '@/features/recipe-editor/EditRecipePage'),
  ),
  settings: page(() => import(/* webpackChunkName: "page-dashboard-settings" */ '@/features/profile/SettingsPage')),
};

/** The page's path in the manifest, relative to its route group's path (`/auth/login` in `auth` → `login`). */
function pathOf(id: PageId, group = ''): string {
  const path = PAGES[id].path;
  const prefix = group ? `/${group}/` : '/';
  if (path === '*') return path;
  if (!path.startsWith(prefix)) throw new Error(`${id} (${path}) is not under /${group}`);
  return path.slice(prefix.length);
}

/** SPEC.md §2: links spelled with a 'dashboard-' prefix resolve to the unprefixed routes. */
const prefixedDashboardRedirects: RouteObject[] = ['share-recipes', 'my-recipes', 'meal-planner', 'saved-recipes'].map(
  (name) => ({ path: `dashboard-${name}`, element: <Navigate to={`/dashboard/${name}`} replace /> }),
);

/**
 * Around every page: a new page opens at the top, Back and Forward return to where the reader
 * was (react-router keeps a position per history entry). Changes within a page (filters, tabs,
 * review pages) do not navigate, so they keep their place.
 */
function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <TimerTraySlot />
    </>
  );
}

const pageGroups: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage area="the site" />,
    // Shown while the first page's lazy module loads.
    hydrateFallbackElement: <PageSpinner fullScreen />,
    children: [
      { index: true, lazy: pages.home },
      { path: pathOf('recipeLibrary'), lazy: pages.recipeLibrary },
      { path: pathOf('libraryRecipes'), lazy: pages.libraryRecipes },
      { path: pathOf('recipeDetails'), lazy: pages.recipeDetails },
      { path: pathOf('mealPlanner'), lazy: pages.mealPlanner },
      { path: pathOf('search'), lazy: pages.search },
      { path: pathOf('blog'), lazy: pages.blog },
      { path: pathOf('blogPost'), lazy: pages.blogPost },
      {
        element: <RequireAuth />,
        children: [
          { path: pathOf('myRecipeDetails'), lazy: pages.myRecipeDetails },
          { path: pathOf('joinFamily'), lazy: pages.joinFamily },
        ],
      },
      { path: pathOf('notFound'), lazy: pages.notFound },
    ],
  },
  // Full-screen pages with their own chrome: cook mode and the printed week.
  {
    errorElement: <RouteErrorPage area="cook mode and printing" />,
    hydrateFallbackElement: <PageSpinner fullScreen />,
    children: [
      { path: pathOf('cook'), lazy: pages.cook },
      { element: <RequireAuth />, children: [{ path: pathOf('printWeek'), lazy: pages.printWeek }] },
    ],
  },
  {
    path: 'auth',
    element: <SimpleShell />,
    errorElement: <RouteErrorPage area="your account pages" />,
    hydrateFallbackElement: <PageSpinner fullScreen />,
    children: [
      { index: true, element: <Navigate to="/auth/login" replace /> },
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: pathOf('login', 'auth'), lazy: pages.login },
          { path: pathOf('register', 'auth'), lazy: pages.register },
        ],
      },
      { path: pathOf('verifyEmail', 'auth'), lazy: pages.verifyEmail },
      { path: pathOf('verifyOtp', 'auth'), lazy: pages.verifyOtp },
      { path: pathOf('resetPassword', 'auth'), lazy: pages.resetPassword },
    ],
  },
  {
    path: 'dashboard',
    element: <RequireAuth />,
    errorElement: <RouteErrorPage area="your dashboard" />,
    hydrateFallbackElement: <PageSpinner fullScreen />,
    children: [
      {
        element: <DashboardShell />,
        children: [
          { index: true, element: <Navigate to="/dashboard/overview" replace /> },
          { path: pathOf('dashboardOverview', 'dashboard'), lazy: pages.dashboardOverview },
          { path: pathOf('dashboardMealPlanner', 'dashboard'), lazy: pages.dashboardMealPlanner },
          { path: pathOf('shoppingList', 'dashboard'), lazy: pages.shoppingList },
          { path: pathOf('household', 'dashboard'), lazy: pages.household },
          { path: pathOf('shareRecipe', 'dashboard'), lazy: pages.shareRecipe },
          { path: pathOf('myRecipes', 'dashboard'), lazy: pages.myRecipes },
          { path: pathOf('savedRecipes', 'dashboard'), lazy: pages.savedRecipes },
          { path: pathOf('editRecipe', 'dashboard'), lazy: pages.editRecipe },
          { path: pathOf('settings', 'dashboard'), lazy: pages.settings },
          ...prefixedDashboardRedirects,
          { path: pathOf('notFound'), lazy: pages.notFound },
        ],
      },
    ],
  },
];

export const routes: RouteObject[] = [{ element: <Root />, children: pageGroups }];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
