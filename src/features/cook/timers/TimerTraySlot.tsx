import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { useHydrated } from '@/lib/useHydrated';
import { safeStorage } from '@/lib/storage';
import { TIMERS_STORAGE_KEY } from './timersStorageKey';

const TimerTrayHost = lazy(() => import(/* webpackChunkName: "timer-tray-host" */ './TimerTrayHost'));

/**
 * Mounted once around every page (app/router.tsx's Root), in the first bundle, so it knows no
 * more than whether there are timers: some kept by an earlier page (localStorage), or some just
 * started (the slice, which came with the cook view). Then it loads the tray's host, which stays.
 * After hydration only, since the server never knows the cook's timers.
 */
export function TimerTraySlot() {
  const hydrated = useHydrated();
  const started = useAppSelector((state) => state.timers !== undefined && Object.keys(state.timers).length > 0);
  // Kept by an earlier page (read once; the server renders nothing here, so no mismatch).
  const [stored, setStored] = useState(() => safeStorage.get(TIMERS_STORAGE_KEY) !== null);
  useEffect(() => {
    const storedElsewhere = (event: StorageEvent) => {
      if (event.key === TIMERS_STORAGE_KEY && event.newValue !== null) setStored(true);
    };
    window.addEventListener('storage', storedElsewhere);
    return () => window.removeEventListener('storage', storedElsewhere);
  }, []);
  // Once loaded the host stays, so it saves the last timer's dismissal too.
  const [loaded, setLoaded] = useState(false);
  if (hydrated && (stored || started) && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <TimerTrayHost />
    </Suspense>
  );
}
