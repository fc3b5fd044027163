import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn } from './authSlice';

/** A signed-in person who opens /auth/login or /auth/register goes to the dashboard. */
export function RedirectIfSignedIn() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  return isSignedIn ? <Navigate to="/dashboard/overview" replace /> : <Outlet />;
}
