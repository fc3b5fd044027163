import type { ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ToastHost } from '@/store/ToastHost';
import { renderWithProviders, type RenderOptions } from '@/test/render';

/** A stand-in for the page a redirect lands on: its title and the state it was given. */
function Landing({ title }: { title: string }) {
  const location = useLocation();
  return (
    <>
      <h1>{title}</h1>
      <output aria-label="navigation state">{JSON.stringify(location.state ?? null)}</output>
      <ToastHost />
    </>
  );
}

export const landingRoutes = [
  { path: '/auth/login', element: <Landing title="Login page" /> },
  { path: '/auth/verify-email', element: <Landing title="Verify email page" /> },
  { path: '/auth/verify-otp', element: <Landing title="Verify code page" /> },
  { path: '/auth/reset-password', element: <Landing title="Reset page" /> },
  { path: '/dashboard/overview', element: <Landing title="Dashboard page" /> },
  { path: '/dashboard/my-recipes', element: <Landing title="My recipes page" /> },
];

export interface RenderPageOptions extends Omit<RenderOptions, 'path' | 'route' | 'routes'> {
  /** Where the page is mounted. */
  path: string;
  /** Navigation state the page is opened with (as the previous step would pass it). */
  state?: unknown;
}

/** Opens a page at its path, arriving with `state`, with the toasts it shows rendered beside it. */
export function renderPage(page: ReactElement, { path, state, ...options }: RenderPageOptions) {
  const routes = [
    { path: '/start', element: <Navigate to={path} state={state} replace /> },
    ...landingRoutes.filter((route) => route.path !== path),
  ];
  return renderWithProviders(
    <>
      {page}
      <ToastHost />
    </>,
    { ...options, path, route: '/start', routes },
  );
}

export const signedInState = { auth: { token: 'token-abc', loading: false, signedOutByChoice: false } };

export const maya = { id: 7, name: 'Maya Patel', email: 'maya@example.com', avatar: null };
