import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/authSlice';
import { afterLoginPath } from './redirectTarget';

/**
 * A signed-in person who opens /auth/login or /auth/register goes to the dashboard, or,
 * right after signing in, back to the page they were sent away from.
 */
export function RedirectIfSignedIn() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  return isSignedIn ? <Navigate to={afterLoginPath(location.state)} replace /> : <Outlet />;
}
