import { lazy, Suspense, useEffect } from 'react';
import { useAppSelector } from '@/store/hooks';
import { useHydrated } from '@/lib/useHydrated';
import { saveTimers, selectTimers } from './timersSlice';

const TimerTray = lazy(() => import(/* webpackChunkName: "timer-tray" */ './TimerTray'));

/**
 * Mounted once around every page (app/router.tsx's Root). It keeps the timers in localStorage
 * as they change, and loads the tray only once there is a timer: pages without timers pay for
 * this slot alone. After hydration only, since the server never knows the cook's timers.
 */
export function TimerTraySlot() {
  const timers = useAppSelector(selectTimers);
  const hydrated = useHydrated();
  useEffect(() => saveTimers(timers), [timers]);
  if (!hydrated || Object.keys(timers).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TimerTray />
    </Suspense>
  );
}
