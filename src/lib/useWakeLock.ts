import { useEffect, useState } from 'react';

/**
 * 'on' while the screen is held awake; 'unsupported' where the browser has no Screen Wake Lock;
 * 'failed' when it refused (battery saver, a hidden page, no permission); 'pending' until it answers.
 */
export type WakeLockState = 'pending' | 'on' | 'unsupported' | 'failed';

const wakeLockOf = (): WakeLock | undefined =>
  typeof navigator !== 'undefined' && 'wakeLock' in navigator ? navigator.wakeLock : undefined;

/**
 * Keeps the screen on while the calling component is mounted. The browser drops the lock
 * whenever the page is hidden (another app, the screen off), so it is asked for again each time
 * the page becomes visible; it is released on unmount.
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() => (wakeLockOf() ? 'pending' : 'unsupported'));

  useEffect(() => {
    const wakeLock = wakeLockOf();
    if (!wakeLock) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let left = false;

    const request = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const next = await wakeLock.request('screen');
        if (left) {
          void next.release();
          return;
        }
        sentinel = next;
        // Dropped by the browser (page hidden): 'pending' until visible again asks anew.
        next.addEventListener('release', () => {
          if (!left && sentinel === next) setState('pending');
        });
        setState('on');
      } catch {
        if (!left) setState('failed');
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && (!sentinel || sentinel.released)) void request();
    };

    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release();
      sentinel = null;
    };
  }, []);

  return state;
}
