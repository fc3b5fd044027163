import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/Spinner';
import { useSession } from './useSession';

/**
 * SPEC.md §2 Redirects: a spinner while the session loads; with no token and no user,
 * /auth/login replacing history and carrying the attempted path.
 */
export function RequireAuth() {
  const { isSignedIn, isLoading, user } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Loading your account" />;
  if (!isSignedIn && !user) {
    return <Navigate to="/auth/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}
