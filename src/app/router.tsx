import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { MainLayout } from '@/layouts/MainLayout';
import { SimpleShell } from '@/layouts/SimpleShell';
import { DashboardLayout } from '@/layouts/DashboardLayout';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { RedirectIfSignedIn } from '@/features/auth/RedirectIfSignedIn';
import { RouteErrorPage } from '@/features/errors/RouteErrorPage';
import { PageSpinner } from '@/components/Spinner';

/** Route modules are default exports, loaded on demand (one chunk per page). */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** SPEC.md §2: links spelled with a 'dashboard-' prefix resolve to the unprefixed routes. */
const prefixedDashboardRedirects: RouteObject[] = ['share-recipes', 'my-recipes', 'meal-planner', 'saved-recipes'].map(
  (name) => ({ path: `dashboard-${name}`, element: <Navigate to={`/dashboard/${name}`} replace /> }),
);

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage area="the site" />,
    // Shown while the first page's lazy module loads.
    hydrateFallbackElement: <PageSpinner fullScreen />,
    children: [
      { index: true, lazy: page(() => import(/* webpackChunkName: "page-home" */ '@/features/home/HomePage')) },
      { path: 'recipe-library', lazy: page(() => import(/* webpackChunkName: "page-recipe-library" */ '@/features/library/LibrariesPage')) },
      { path: 'recipes/recipe_library/:id', lazy: page(() => import(/* webpackChunkName: "page-library-recipes" */ '@/features/library/LibraryRecipesPage')) },
      { path: 'recipe-details/:id', lazy: page(() => import(/* webpackChunkName: "page-recipe-details" */ '@/features/recipe-details/RecipeDetailsPage')) },
      { path: 'meal-planner', lazy: page(() => import(/* webpackChunkName: "page-meal-planner" */ '@/features/planner/MealPlannerPage')) },
      { path: 'blog', lazy: page(() => import(/* webpackChunkName: "page-blog" */ '@/features/blog/BlogListPage')) },
      { path: 'blog/:slug', lazy: page(() => import(/* webpackChunkName: "page-blog-post" */ '@/features/blog/BlogDetailsPage')) },
      {
        element: <RequireAuth />,
        children: [{ path: 'my-recipe-details/:id', lazy: page(() => import(/* webpackChunkName: "page-my-recipe-details" */ '@/features/recipe-details/MyRecipeDetailsPage')) }],
      },
      { path: '*', lazy: page(() => import(/* webpackChunkName: "page-not-found" */ '@/features/errors/NotFoundPage')) },
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
          { path: 'login', lazy: page(() => import(/* webpackChunkName: "page-auth-login" */ '@/features/auth/pages/LoginPage')) },
          { path: 'register', lazy: page(() => import(/* webpackChunkName: "page-auth-register" */ '@/features/auth/pages/RegisterPage')) },
        ],
      },
      { path: 'verify-email', lazy: page(() => import(/* webpackChunkName: "page-auth-verify-email" */ '@/features/auth/pages/VerifyEmailPage')) },
      { path: 'verify-otp', lazy: page(() => import(/* webpackChunkName: "page-auth-verify-otp" */ '@/features/auth/pages/VerifyOtpPage')) },
      { path: 'reset-password', lazy: page(() => import(/* webpackChunkName: "page-auth-reset-password" */ '@/features/auth/pages/ResetPasswordPage')) },
    ],
  },
  {
    path: 'dashboard',
    element: <RequireAuth />,
    errorElement: <RouteErrorPage area="your dashboard" />,
    hydrateFallbackElement: <PageSpinner fullScreen />,
    children: [
      {
        element: <DashboardLayout />,
        children: [
          { index: true, element: <Navigate to="/dashboard/overview" replace /> },
          { path: 'overview', lazy: page(() => import(/* webpackChunkName: "page-dashboard-overview" */ '@/features/dashboard/OverviewPage')) },
          { path: 'meal-planner', lazy: page(() => import(/* webpackChunkName: "page-dashboard-meal-planner" */ '@/features/planner/DashboardPlannerPage')) },
          { path: 'share-recipes', lazy: page(() => import(/* webpackChunkName: "page-dashboard-share-recipe" */ '@/features/recipe-editor/ShareRecipePage')) },
          { path: 'my-recipes', lazy: page(() => import(/* webpackChunkName: "page-dashboard-my-recipes" */ '@/features/recipe-editor/MyRecipesPage')) },
          { path: 'saved-recipes', lazy: page(() => import(/* webpackChunkName: "page-dashboard-saved-recipes" */ '@/features/wishlist/SavedRecipesPage')) },
          { path: 'edit-recipe/:id', lazy: page(() => import(/* webpackChunkName: "page-dashboard-edit-recipe" */ '@/features/recipe-editor/EditRecipePage')) },
          { path: 'settings', lazy: page(() => import(/* webpackChunkName: "page-dashboard-settings" */ '@/features/profile/SettingsPage')) },
          ...prefixedDashboardRedirects,
          { path: '*', lazy: page(() => import(/* webpackChunkName: "page-not-found" */ '@/features/errors/NotFoundPage')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
