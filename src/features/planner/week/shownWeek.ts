import { createContext, useContext, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { WEEKDAYS, type Weekday } from '@contract/constants';
import { parseIsoDate, todayIn, weekStartOf, type IsoDate } from '@contract/weeks';
import { useGetHouseholdQuery } from '@/api/household';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

/** The address's names: `?week=2026-11-28&day=monday`; the add-meal preset `&add=tuesday&meal=3`. */
export const WEEK_PARAM = 'week';
export const DAY_PARAM = 'day';
export const ADD_DAY_PARAM = 'add';
export const ADD_MEAL_PARAM = 'meal';

/** The browser's own zone: "this week" when the household has not chosen one. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Today where the family is: the household's time zone, else the browser's (issue 38). */
export function useToday(): IsoDate {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { data: household } = useGetHouseholdQuery(isSignedIn ? undefined : skipToken);
  const timeZone = household?.timeZone ?? browserTimeZone();
  return todayIn(timeZone);
}

const asWeekday = (value: string | null): Weekday | undefined =>
  (WEEKDAYS as readonly (string | null)[]).includes(value) ? (value as Weekday) : undefined;

/** A slot chosen by "Add meal": the recipes list adds to it in one tap. */
export interface AddPreset {
  day: Weekday;
  categoryId: number;
}

/** What the planner page shows, read from its address. */
export interface ShownWeek {
  /** The shown week's Saturday. */
  start: IsoDate;
  /** Today, where the family is. */
  today: IsoDate;
  /** This week's Saturday. */
  thisWeek: IsoDate;
  /** The phone's day tab in the address, if any. */
  day: Weekday | undefined;
  /** "Add meal"'s slot, if one was chosen. */
  preset: AddPreset | undefined;
}

/** The address with `week` set (absent for this week: a reload next week shows that week). */
export function withWeek(params: URLSearchParams, start: IsoDate, thisWeek: IsoDate): URLSearchParams {
  const next = new URLSearchParams(params);
  if (start === thisWeek) next.delete(WEEK_PARAM);
  else next.set(WEEK_PARAM, start);
  return next;
}

/** The planner's address for a week and, optionally, an "Add meal" preset. */
export function plannerSearch(start: IsoDate, thisWeek: IsoDate, preset?: AddPreset): string {
  const params = withWeek(new URLSearchParams(), start, thisWeek);
  if (preset) {
    params.set(ADD_DAY_PARAM, preset.day);
    params.set(ADD_MEAL_PARAM, String(preset.categoryId));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The week the address names (`?week=` any date inside it; absent or not a date: this week), the
 * day tab and the add-meal preset. Week changes push a history entry (Back returns to the week
 * before); see docs/decisions.md for the day tab.
 */
export function useShownWeekFromAddress() {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const thisWeek = weekStartOf(today);
  const asked = parseIsoDate(params.get(WEEK_PARAM));
  const start = asked ? weekStartOf(asked) : thisWeek;
  const day = asWeekday(params.get(DAY_PARAM));
  const presetDay = asWeekday(params.get(ADD_DAY_PARAM));
  const presetMeal = Number(params.get(ADD_MEAL_PARAM));
  const hasPreset = presetDay !== undefined && Number.isInteger(presetMeal) && presetMeal > 0;

  const shown = useMemo<ShownWeek>(
    () => ({
      start,
      today,
      thisWeek,
      day,
      preset: hasPreset ? { day: presetDay, categoryId: presetMeal } : undefined,
    }),
    [start, today, thisWeek, day, hasPreset, presetDay, presetMeal],
  );

  /** Shows the week holding `date`: a new history entry, the page not scrolled. */
  const goToWeek = (date: IsoDate) =>
    setParams((current) => withWeek(current, weekStartOf(date), thisWeek), { preventScrollReset: true });

  /** Changes the address's parameters in place: the entry is replaced, the page not scrolled. */
  const replaceParams = (change: (updated: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        change(updated);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );

  /** The phone's day tab: replaces the entry (Back does not step through tabs). */
  const chooseDay = (next: Weekday) => replaceParams((updated) => updated.set(DAY_PARAM, next));

  /** Leaves "Add meal"'s preset (Cancel, or the meal added). */
  const clearPreset = () =>
    replaceParams((updated) => {
      updated.delete(ADD_DAY_PARAM);
      updated.delete(ADD_MEAL_PARAM);
    });

  // One value per address: the cells under the provider render again only when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the setters follow setParams and thisWeek
  return useMemo(() => ({ shown, goToWeek, chooseDay, clearPreset }), [shown, setParams, thisWeek]);
}

export interface ShownWeekContextValue {
  shown: ShownWeek;
  goToWeek: (date: IsoDate) => void;
  chooseDay: (day: Weekday) => void;
  clearPreset: () => void;
}

export const ShownWeekContext = createContext<ShownWeekContextValue | null>(null);

/** The shown week, for the planner's pieces under WeeklyPlanner (which provides it). */
export function useShownWeek(): ShownWeekContextValue {
  const value = useContext(ShownWeekContext);
  if (!value) throw new Error('useShownWeek is used outside the planner');
  return value;
}
