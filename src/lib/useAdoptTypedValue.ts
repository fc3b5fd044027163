import { useEffect, type RefObject } from 'react';

/**
 * A server-rendered form can be typed into, or filled by a password manager, before the app
 * runs. Hydration keeps that text on screen but not in the form's state, so the first submit
 * would call the fields empty. Right after the field mounts, its state takes over what the
 * input holds. (A field the browser rendered itself holds its state's value: nothing happens.)
 */
export function useAdoptTypedValue(input: RefObject<HTMLInputElement | null>, value: string, setValue: (typed: string) => void): void {
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
    // Once, on mount: later changes reach the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
