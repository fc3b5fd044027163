import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { accountApi } from '@/api/account';
import { rememberSignedIn } from '@/lib/signedInCookie';
import { safeStorage } from '@/lib/storage';
import {
  accountRequestFinished,
  accountRequestStarted,
  sessionExpired,
  signedOut,
  tokenReceived,
  TOKEN_STORAGE_KEY,
} from './authSlice';

export interface AuthListenerOptions {
  /** SPEC.md §4: a 401/403 on a protected call reloads the page. */
  reloadPage: () => void;
}

/** SPEC.md §4: the account requests that raise the global loading flag. */
const loadingEndpoints = [
  accountApi.endpoints.register,
  accountApi.endpoints.login,
  accountApi.endpoints.logout,
  accountApi.endpoints.emailVerify,
  accountApi.endpoints.otpVerify,
  accountApi.endpoints.otpResend,
] as const;

const accountRequestPending = isAnyOf(...loadingEndpoints.map((endpoint) => endpoint.matchPending));
const accountRequestSettled = isAnyOf(
  ...loadingEndpoints.flatMap((endpoint) => [endpoint.matchFulfilled, endpoint.matchRejected]),
);

/**
 * Keeps the session in the store: a successful login stores its token (and seeds the
 * current user so protected pages need not wait for it), the token is mirrored to
 * localStorage (and its presence to a cookie for the server renderer), an expired session reloads, and account requests drive the loading flag.
 */
export function addAuthListeners(listener: ListenerMiddlewareInstance, options: AuthListenerOptions): void {
  listener.startListening({
    matcher: isAnyOf(tokenReceived, signedOut, sessionExpired),
    effect: (action, api) => {
      const { token } = (api.getState() as { auth: { token: string | null } }).auth;
      safeStorage.set(TOKEN_STORAGE_KEY, token);
      rememberSignedIn(token !== null);
      if (sessionExpired.match(action)) options.reloadPage();
    },
  });

  // Nothing private stays on the phone after sign-out: the offline app's caches and queue
  // (loaded on demand: most sessions never sign out).
  listener.startListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: async () => {
      const { clearOfflineData } = await import(
        /* webpackChunkName: "clear-offline-data" */ '@/api/offline/clearOfflineData'
      );
      await clearOfflineData();
    },
  });

  listener.startListening({
    matcher: accountApi.endpoints.login.matchFulfilled,
    effect: (action, api) => {
      // Synchronous, so the token is in place before the login page navigates on.
      api.dispatch(
        accountApi.util.upsertQueryEntries([
          { endpointName: 'getCurrentUser', arg: undefined, value: action.payload.user },
        ]),
      );
      api.dispatch(tokenReceived(action.payload.token));
    },
  });

  listener.startListening({
    matcher: accountRequestPending,
    effect: (_action, api) => {
      api.dispatch(accountRequestStarted());
    },
  });

  listener.startListening({
    matcher: accountRequestSettled,
    effect: (_action, api) => {
      api.dispatch(accountRequestFinished());
    },
  });
}
