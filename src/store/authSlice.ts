import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { safeStorage } from '@/lib/storage';

export const TOKEN_STORAGE_KEY = 'forkcast.token';

export interface AuthState {
  /** Bearer token, mirrored to localStorage by the auth listener. */
  token: string | null;
  /** SPEC.md §4's global loading flag: set while an account request is pending. */
  loading: boolean;
  /**
   * True after the person chose Sign Out: the protected page they leave must not become
   * the "come back here after login" target of whoever signs in next.
   */
  signedOutByChoice: boolean;
}

export function initialAuthState(): AuthState {
  return { token: safeStorage.get(TOKEN_STORAGE_KEY), loading: false, signedOutByChoice: false };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.signedOutByChoice = false;
    },
    signedOut(state) {
      state.token = null;
      state.signedOutByChoice = true;
    },
    /** A protected call answered 401 or 403: the token is no longer good. */
    sessionExpired(state) {
      state.token = null;
    },
    accountRequestStarted(state) {
      state.loading = true;
    },
    accountRequestFinished(state) {
      state.loading = false;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsSignedIn: (state) => state.token !== null,
    selectAccountLoading: (state) => state.loading,
    selectSignedOutByChoice: (state) => state.signedOutByChoice,
  },
});

export const { tokenReceived, signedOut, sessionExpired, accountRequestStarted, accountRequestFinished } =
  authSlice.actions;
export const { selectToken, selectIsSignedIn, selectAccountLoading, selectSignedOutByChoice } = authSlice.selectors;
