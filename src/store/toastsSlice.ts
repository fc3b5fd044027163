import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@contract/constants';

export type ToastKind = 'success' | 'error' | 'blank' | 'loading';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it closes itself; null stays until dismissed (loading). */
  durationMs: number | null;
  /** The form (or action) that raised it, e.g. 'login': see `toastShown`. */
  scope?: string;
  /** A button in the toast ('Undo', 'See it'): what it does is kept by `store/toastActions.ts`. */
  action?: { label: string };
}

export interface ToastOptions {
  id?: string;
  scope?: string;
  action?: { label: string };
}

/** A toast with a button stays long enough to reach it (WCAG 2.2.1): 8 s, paused while hovered. */
export const ACTION_TOAST_MS = 8000;

export function toastDuration(kind: ToastKind, hasAction = false): number | null {
  if (kind === 'loading') return null;
  return hasAction ? Math.max(ACTION_TOAST_MS, TOAST_DURATION_MS[kind]) : TOAST_DURATION_MS[kind];
}

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        const { scope, kind } = action.payload;
        // A scope's newer outcome makes its earlier errors stale: a success clears them (no
        // "Login Successful" beside "These credentials do not match"), a new error replaces them.
        if (scope && (kind === 'success' || kind === 'error')) {
          state.items = state.items.filter((toast) => !(toast.scope === scope && toast.kind === 'error'));
        }
        state.items.push(action.payload);
        // SPEC.md §9: at most 20 at once; the oldest goes first.
        if (state.items.length > TOAST_LIMIT) state.items.splice(0, state.items.length - TOAST_LIMIT);
      },
      prepare(kind: ToastKind, message: string, { id = nanoid(), scope, action }: ToastOptions = {}) {
        const payload: Toast = { id, kind, message, durationMs: toastDuration(kind, Boolean(action)) };
        if (scope) payload.scope = scope;
        if (action) payload.action = { label: action.label };
        return { payload };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;

/** `scope` names the form: its success dismisses its error toasts still on screen. */
export const showSuccess = (message: string, scope?: string) => toastShown('success', message, { scope });
export const showError = (message: string, scope?: string) => toastShown('error', message, { scope });
