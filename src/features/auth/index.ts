export { useSignOut } from './hooks/useSignOut';
export { RequireAuth } from './RequireAuth';
export { RedirectIfSignedIn } from './RedirectIfSignedIn';
