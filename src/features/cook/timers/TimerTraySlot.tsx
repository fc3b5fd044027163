import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useHydrated } from '@/lib/useHydrated';
import { loadTimers, saveTimers, selectTimers, timerActions, TIMERS_STORAGE_KEY } from './timersSlice';

const TimerTray = lazy(() => import(/* webpackChunkName: "timer-tray" */ './TimerTray'));

/**
 * Mounted once around every page (app/router.tsx's Root). It keeps the timers in localStorage
 * as they change (and takes another tab's changes), and loads the tray only once there is a
 * timer: pages without timers pay for this slot alone. After hydration only, since the server
 * never knows the cook's timers.
 */
export function TimerTraySlot() {
  const dispatch = useAppDispatch();
  const timers = useAppSelector(selectTimers);
  const hydrated = useHydrated();
  useEffect(() => saveTimers(timers), [timers]);
  // Two tabs of the app keep one set of timers (else the last to save would drop the other's).
  useEffect(() => {
    const readOtherTab = (event: StorageEvent) => {
      if (event.key === TIMERS_STORAGE_KEY) dispatch(timerActions.readFromAnotherTab(loadTimers()));
    };
    window.addEventListener('storage', readOtherTab);
    return () => window.removeEventListener('storage', readOtherTab);
  }, [dispatch]);
  if (!hydrated || Object.keys(timers).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TimerTray />
    </Suspense>
  );
}
