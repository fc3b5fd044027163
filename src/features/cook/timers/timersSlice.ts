import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectSlice } from '@/store/lazySlices';
import { safeStorage } from '@/lib/storage';
import { TIMERS_STORAGE_KEY } from './timersStorageKey';

/**
 * The cook's kitchen timers (issue 39). They live in the store rather than in the cook view so
 * that several run at once, outlast moving between steps and pages, and show in the tray on any
 * page. A running timer keeps the instant it ends (`endsAt`), never a count: time passes on its
 * own while the tab sleeps or is closed, and a reload reads the same instant back from storage.
 *
 * The slice comes with the cook view or the tray (store/lazySlices.ts), not in the first bundle:
 * until then the state has no `timers`, which the selectors read as none.
 */
export interface KitchenTimer {
  id: string;
  recipeId: number;
  recipeName: string;
  stepNumber: number;
  /** The words of the step the timer came from ("simmer 35 to 40 minutes"). */
  label: string;
  durationMs: number;
  /** The upper end of a range ("35 to 40 minutes"), to check by; null for a single time. */
  maxMs: number | null;
  /** While running: when it reaches zero (epoch ms). */
  endsAt: number | null;
  /** While paused: the time it has left. */
  remainingMs: number | null;
  /** Once done: when it rang. */
  rungAt: number | null;
}

export type TimersState = Record<string, KitchenTimer>;

export { TIMERS_STORAGE_KEY };
const MINUTE_MS = 60_000;

/** Enough to show and count it; anything else in storage (an older shape, a hand edit) is dropped. */
function isTimer(value: unknown): value is KitchenTimer {
  const timer = value as Partial<KitchenTimer> | null;
  return typeof timer?.id === 'string' && typeof timer.durationMs === 'number' && typeof timer.stepNumber === 'number';
}

/** The timers kept by the last page (nothing, or anything unreadable, is no timers). */
export function loadTimers(): TimersState {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(TIMERS_STORAGE_KEY) ?? '{}');
    const timers: TimersState = {};
    for (const timer of Object.values(parsed as object)) if (isTimer(timer)) timers[timer.id] = timer;
    return timers;
  } catch {
    return {};
  }
}

export function saveTimers(timers: TimersState): void {
  safeStorage.set(TIMERS_STORAGE_KEY, Object.keys(timers).length ? JSON.stringify(timers) : null);
}

type TimerStart = Omit<KitchenTimer, 'endsAt' | 'remainingMs' | 'rungAt'>;
/** Every change records when it was made, so the reducers stay pure (and tests choose the clock). */
const at = <T>(payload: T, now: number = Date.now()) => ({ payload: { ...payload, now } });

export const timersSlice = createSlice({
  name: 'timers',
  initialState: loadTimers,
  reducers: {
    started: {
      reducer(state, { payload: { now, ...timer } }: PayloadAction<TimerStart & { now: number }>) {
        state[timer.id] = { ...timer, endsAt: now + timer.durationMs, remainingMs: null, rungAt: null };
      },
      prepare: (timer: TimerStart, now?: number) => at(timer, now),
    },
    paused: {
      reducer(state, { payload: { id, now } }: PayloadAction<{ id: string; now: number }>) {
        const timer = state[id];
        if (!timer || timer.endsAt === null || timer.rungAt !== null) return;
        timer.remainingMs = Math.max(0, timer.endsAt - now);
        timer.endsAt = null;
      },
      prepare: (id: string, now?: number) => at({ id }, now),
    },
    resumed: {
      reducer(state, { payload: { id, now } }: PayloadAction<{ id: string; now: number }>) {
        const timer = state[id];
        if (!timer || timer.remainingMs === null) return;
        timer.endsAt = now + timer.remainingMs;
        timer.remainingMs = null;
      },
      prepare: (id: string, now?: number) => at({ id }, now),
    },
    /** "+1 min": on a timer that rang, one more minute from now. */
    minuteAdded: {
      reducer(state, { payload: { id, now } }: PayloadAction<{ id: string; now: number }>) {
        const timer = state[id];
        if (!timer) return;
        if (timer.rungAt !== null) {
          timer.rungAt = null;
          timer.remainingMs = null;
          timer.endsAt = now + MINUTE_MS;
        } else if (timer.endsAt !== null) timer.endsAt = Math.max(timer.endsAt, now) + MINUTE_MS;
        else if (timer.remainingMs !== null) timer.remainingMs += MINUTE_MS;
      },
      prepare: (id: string, now?: number) => at({ id }, now),
    },
    /** Another tab of the app changed the timers (the storage event), or the page started: take the stored copy. */
    readFromAnotherTab: (_state, { payload }: PayloadAction<TimersState>) => payload,
    dismissed(state, { payload: id }: PayloadAction<string>) {
      delete state[id];
    },
    rang: {
      reducer(state, { payload: { id, now } }: PayloadAction<{ id: string; now: number }>) {
        const timer = state[id];
        if (!timer || timer.rungAt !== null) return;
        timer.rungAt = now;
        timer.endsAt = null;
        timer.remainingMs = 0;
      },
      prepare: (id: string, now?: number) => at({ id }, now),
    },
  },
});

injectSlice(timersSlice);

export const timerActions = timersSlice.actions;

const NO_TIMERS: TimersState = {};
type WithTimers = { timers?: TimersState };
export const selectTimers = (state: WithTimers): TimersState => state.timers ?? NO_TIMERS;
export const selectTimer = (state: WithTimers, id: string): KitchenTimer | undefined => state.timers?.[id];
