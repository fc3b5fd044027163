import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loadTimers, saveTimers, selectTimers, timerActions, TIMERS_STORAGE_KEY } from './timersSlice';

const TimerTray = lazy(() => import(/* webpackChunkName: "timer-tray" */ './TimerTray'));

/**
 * Loaded by TimerTraySlot once there is a timer (stored by an earlier page, or just started),
 * and kept mounted from then on. It brings the timers slice, reads the stored timers into it,
 * keeps them in localStorage as they change (and takes another tab's changes), and shows the
 * tray while any timer exists.
 */
export default function TimerTrayHost() {
  const dispatch = useAppDispatch();
  const timers = useAppSelector(selectTimers);
  // The slice joins the state with the next action: until then, nothing to save.
  const inState = useAppSelector((state) => state.timers !== undefined);
  useEffect(() => {
    // Just injected: the stored timers (a timer started already would have put the slice in the state).
    if (!inState) dispatch(timerActions.readFromAnotherTab(loadTimers()));
  }, [dispatch, inState]);
  useEffect(() => {
    if (inState) saveTimers(timers);
  }, [inState, timers]);
  // Two tabs of the app keep one set of timers (else the last to save would drop the other's).
  useEffect(() => {
    const readOtherTab = (event: StorageEvent) => {
      if (event.key === TIMERS_STORAGE_KEY) dispatch(timerActions.readFromAnotherTab(loadTimers()));
    };
    window.addEventListener('storage', readOtherTab);
    return () => window.removeEventListener('storage', readOtherTab);
  }, [dispatch]);
  if (Object.keys(timers).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TimerTray />
    </Suspense>
  );
}
