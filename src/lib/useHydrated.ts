import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while a server-rendered page is rendered on the server and hydrated, true from the
 * render after hydration on (and always true when the browser rendered the page itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
