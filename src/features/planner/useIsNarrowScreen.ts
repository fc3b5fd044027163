import { useSyncExternalStore } from 'react';
import { NARROW_BREAKPOINT_PX } from '@contract/constants';

const QUERY = `(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** True below SPEC.md's 768 px breakpoint, following resizes and rotations. */
export function useIsNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
