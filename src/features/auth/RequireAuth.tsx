import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/store/hooks';
import { PageSpinner } from '@/components/Spinner';
import { selectSignedOutByChoice } from '@/store/authSlice';
import { useSession } from '@/store/useSession';

/**
 * SPEC.md §2 Redirects: a spinner while the session loads; with no token and no user,
 * /auth/login replacing history and carrying the attempted path.
 */
export function RequireAuth() {
  const { isSignedIn, isLoading, user } = useSession();
  const signedOutByChoice = useAppSelector(selectSignedOutByChoice);
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Loading your account" />;
  if (!isSignedIn && !user) {
    const state = signedOutByChoice ? undefined : { from: `${location.pathname}${location.search}` };
    return <Navigate to="/auth/login" replace state={state} />;
  }
  return <Outlet />;
}
