import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@contract/constants';

export type ToastKind = 'success' | 'error' | 'blank' | 'loading';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it closes itself; null stays until dismissed (loading). */
  durationMs: number | null;
}

export function toastDuration(kind: ToastKind): number | null {
  return kind === 'loading' ? null : TOAST_DURATION_MS[kind];
}

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
        // SPEC.md §9: at most 20 at once; the oldest goes first.
        if (state.items.length > TOAST_LIMIT) state.items.splice(0, state.items.length - TOAST_LIMIT);
      },
      prepare(kind: ToastKind, message: string, id: string = nanoid()) {
        return { payload: { id, kind, message, durationMs: toastDuration(kind) } };
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

export const showSuccess = (message: string) => toastShown('success', message);
export const showError = (message: string) => toastShown('error', message);
