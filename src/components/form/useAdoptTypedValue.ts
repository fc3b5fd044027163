import { useEffect, useRef, type ChangeEvent, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Did the visitor change this control between the server's HTML and the app taking over? */
function changedBeforeHydration(control: Control, value: unknown): boolean {
  if (control instanceof HTMLSelectElement) {
    // The server marks the chosen option `selected`; a select the browser rendered with a value
    // none of its options has (options still loading) has no such option and is left alone.
    const rendered = Array.from(control.options).find((option) => option.defaultSelected);
    return rendered !== undefined && !rendered.selected;
  }
  return control.value !== String(value ?? '');
}

/**
 * A server-rendered form can be typed into, or filled by a password manager, before the app
 * runs. Hydration keeps that text on screen but not in the form's state, so the first submit
 * would call the fields empty. Right after the field mounts, its onChange hears what the
 * control holds, as if the visitor had just typed it. (A field the browser rendered itself
 * holds its state's value: nothing happens.) Every field of the form kit does this.
 */
export function useAdoptTypedValue<E extends Control>(
  value: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  useEffect(() => {
    const control = ref.current;
    // Only a controlled field has a state to catch up with.
    if (!control || !onChange || value === undefined || !changedBeforeHydration(control, value)) return;
    onChange({ target: control, currentTarget: control, type: 'change', persist() {} } as unknown as ChangeEvent<E>);
    // Once, on mount: later changes reach the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
