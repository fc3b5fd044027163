import { useSyncExternalStore } from 'react';
import { NARROW_BREAKPOINT_PX } from '@contract/constants';

/** Below SPEC.md's 768 px breakpoint: phones, where the planner shows day tabs and toasts rise from the bottom. */
const QUERY = `(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** True below SPEC.md's 768 px breakpoint, following resizes and rotations (false on the server). */
export function useIsNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
