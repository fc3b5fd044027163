import { useSyncExternalStore } from 'react';

/**
 * One clock for every timer on screen (the tray and the cook view's buttons): a single
 * one-second interval that runs only while something that counts down is shown.
 */
let now = Date.now();
const listeners = new Set<() => void>();
let interval: ReturnType<typeof setInterval> | null = null;

/** Reads the time again now (a tab coming back into view) rather than at the next second. */
export function tickNow(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (interval === null) {
    now = Date.now();
    interval = setInterval(tickNow, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && interval !== null) {
      clearInterval(interval);
      interval = null;
    }
  };
}

const stayStill = () => () => {};
const readNow = () => now;

/** The time (epoch ms), moving each second while `counting`; when not, the last reading. */
export function useNow(counting: boolean): number {
  return useSyncExternalStore(counting ? subscribe : stayStill, readNow, readNow);
}
