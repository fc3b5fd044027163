import { makeStore } from '@/app/store';
import { isDue, timeLeftMs } from '../timerTime';
import {
  loadTimers,
  saveTimers,
  timerActions,
  timersSlice,
  TIMERS_STORAGE_KEY,
  type TimersState,
} from '../timersSlice';

const reduce = timersSlice.reducer;
const T0 = 1_700_000_000_000;
const simmer = {
  id: '7:4:2100:35 to 40 minutes',
  recipeId: 7,
  recipeName: 'Chicken curry',
  stepNumber: 4,
  label: '35 to 40 minutes',
  durationMs: 2_100_000,
  maxMs: 2_400_000,
};

function startedState(): TimersState {
  return reduce({}, timerActions.started(simmer, T0));
}

describe('timersSlice', () => {
  it('starts a timer that ends its duration after the start', () => {
    const timer = startedState()[simmer.id];
    expect(timer).toMatchObject({ recipeName: 'Chicken curry', stepNumber: 4, endsAt: T0 + 2_100_000, rungAt: null });
    expect(timeLeftMs(timer, T0 + 100_000)).toBe(2_000_000);
  });

  it('pauses with the time left, keeps it while paused, and resumes from it', () => {
    let state = reduce(startedState(), timerActions.paused(simmer.id, T0 + 600_000));
    expect(state[simmer.id]).toMatchObject({ endsAt: null, remainingMs: 1_500_000 });
    expect(timeLeftMs(state[simmer.id], T0 + 9_999_999)).toBe(1_500_000);
    state = reduce(state, timerActions.resumed(simmer.id, T0 + 1_000_000));
    expect(state[simmer.id]).toMatchObject({ endsAt: T0 + 2_500_000, remainingMs: null });
  });

  it('adds a minute to a running, a paused and a rung timer (the rung one restarts for a minute)', () => {
    let state = reduce(startedState(), timerActions.minuteAdded(simmer.id, T0 + 1000));
    expect(state[simmer.id].endsAt).toBe(T0 + 2_160_000);
    state = reduce(state, timerActions.paused(simmer.id, T0 + 160_000));
    state = reduce(state, timerActions.minuteAdded(simmer.id, T0 + 170_000));
    expect(state[simmer.id].remainingMs).toBe(2_060_000);
    state = reduce(state, timerActions.rang(simmer.id, T0 + 5_000_000));
    state = reduce(state, timerActions.minuteAdded(simmer.id, T0 + 5_000_000));
    expect(state[simmer.id]).toMatchObject({ rungAt: null, endsAt: T0 + 5_060_000 });
  });

  it('rings once: a second rang keeps the first instant', () => {
    let state = reduce(startedState(), timerActions.rang(simmer.id, T0 + 2_100_000));
    state = reduce(state, timerActions.rang(simmer.id, T0 + 2_200_000));
    expect(state[simmer.id]).toMatchObject({ rungAt: T0 + 2_100_000, endsAt: null });
    expect(isDue(state[simmer.id], T0 + 9_000_000)).toBe(false);
  });

  it('dismisses a timer', () => {
    expect(reduce(startedState(), timerActions.dismissed(simmer.id))).toEqual({});
  });

  it('keeps timers in localStorage and reads them back, dropping anything unreadable', () => {
    const state = reduce(startedState(), timerActions.started({ ...simmer, id: 'other', stepNumber: 2 }, T0 + 5));
    saveTimers(state);
    expect(JSON.parse(window.localStorage.getItem(TIMERS_STORAGE_KEY) ?? '{}')).toEqual(state);
    expect(loadTimers()).toEqual(state);

    window.localStorage.setItem(TIMERS_STORAGE_KEY, JSON.stringify({ bad: { id: 3 }, ok: state.other }));
    expect(loadTimers()).toEqual({ other: state.other });
    window.localStorage.setItem(TIMERS_STORAGE_KEY, '{not json');
    expect(loadTimers()).toEqual({});

    saveTimers({});
    expect(window.localStorage.getItem(TIMERS_STORAGE_KEY)).toBeNull();
  });

  it('a new store (a reload) starts with the kept timers; one that ended while closed is due', () => {
    const now = Date.now();
    const kept = reduce({}, timerActions.started({ ...simmer, durationMs: 60_000 }, now - 120_000));
    saveTimers(kept);
    const store = makeStore();
    const timer = store.getState().timers?.[simmer.id];
    expect(timer?.endsAt).toBe(now - 60_000);
    expect(timer && isDue(timer, now)).toBe(true);
  });
});
