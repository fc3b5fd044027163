export { Avatar, type AvatarProps } from './components/Avatar';
export { useSignOut } from './hooks/useSignOut';
export { useSession, type Session } from './useSession';
export { RequireAuth } from './RequireAuth';
export { RedirectIfSignedIn } from './RedirectIfSignedIn';
export { selectIsSignedIn, selectAccountLoading } from './authSlice';
export { useServerFailure } from './hooks/useServerFailure';
