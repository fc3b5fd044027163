import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { safeStorage } from '@/lib/storage';

export const TOKEN_STORAGE_KEY = 'forkcast.token';

export interface AuthState {
  /** Bearer token, mirrored to localStorage by the auth listener. */
  token: string | null;
  /** SPEC.md §4's global loading flag: set while an account request is pending. */
  loading: boolean;
}

export function initialAuthState(): AuthState {
  return { token: safeStorage.get(TOKEN_STORAGE_KEY), loading: false };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    signedOut(state) {
      state.token = null;
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
  },
});

export const { tokenReceived, signedOut, sessionExpired, accountRequestStarted, accountRequestFinished } =
  authSlice.actions;
export const { selectToken, selectIsSignedIn, selectAccountLoading } = authSlice.selectors;
