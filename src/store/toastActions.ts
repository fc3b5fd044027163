import { nanoid } from '@reduxjs/toolkit';
import { toastShown, type ToastKind } from './toastsSlice';

/**
 * What a toast's button does ('Undo' puts a removed meal back, 'See it' opens a week). The slice
 * keeps only the button's label (state stays serialisable); the callback waits here, by toast id,
 * until the button is pressed or the toast goes.
 */
const callbacks = new Map<string, () => void>();

export interface ToastActionOptions {
  label: string;
  onChoose: () => void;
  scope?: string;
}

/** A toast with one button: `dispatch(showWithAction('success', message, { label: 'Undo', onChoose }))`. */
export function showWithAction(kind: ToastKind, message: string, { label, onChoose, scope }: ToastActionOptions) {
  const id = nanoid();
  callbacks.set(id, onChoose);
  return toastShown(kind, message, { id, scope, action: { label } });
}

/** The button was pressed: runs its callback once. */
export function chooseToastAction(id: string) {
  const callback = callbacks.get(id);
  callbacks.delete(id);
  callback?.();
}

/** The toast went: its callback with it. */
export function forgetToastAction(id: string) {
  callbacks.delete(id);
}
