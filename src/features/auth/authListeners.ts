import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { safeStorage } from '@/lib/storage';
import { sessionExpired, signedOut, tokenReceived, TOKEN_STORAGE_KEY } from './authSlice';

export interface AuthListenerOptions {
  /** SPEC.md §4: a 401/403 on a protected call reloads the page. */
  reloadPage: () => void;
}

/** Mirrors the token to localStorage and reloads after the session expired. */
export function addAuthListeners(listener: ListenerMiddlewareInstance, options: AuthListenerOptions): void {
  listener.startListening({
    matcher: isAnyOf(tokenReceived, signedOut, sessionExpired),
    effect: (action, api) => {
      const { token } = (api.getState() as { auth: { token: string | null } }).auth;
      safeStorage.set(TOKEN_STORAGE_KEY, token);
      if (sessionExpired.match(action)) options.reloadPage();
    },
  });
}
