export { useSignOut } from './hooks/useSignOut';
export { RequireAuth } from './RequireAuth';
export { RedirectIfSignedIn } from './RedirectIfSignedIn';
export { FormikPasswordField, FormikTextField } from './components/FormikFields';
export { useServerFailure } from './hooks/useServerFailure';
