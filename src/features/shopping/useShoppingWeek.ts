import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { parseIsoDate, todayIn, weekStartOf, type IsoDate } from '@contract/weeks';
import { useGetHouseholdQuery } from '@/api/household';

/** The browser's own time zone ('Europe/London'), or null when it does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** `?week=` → the Saturday of the week holding that date; null when absent or not a date. */
export function parseWeek(value: string | null): IsoDate | null {
  const date = parseIsoDate(value);
  return date === null ? null : weekStartOf(date);
}

/**
 * The address's query with `week` set (or dropped for this week, which the address leaves out),
 * every other parameter kept as written: `days=saturday,sunday` keeps its commas.
 */
export function searchWithWeek(search: string, week: IsoDate | null): string {
  const others = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !part.startsWith('week='));
  const parts = week === null ? others : [...others, `week=${week}`];
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

export interface ShoppingWeek {
  /** The Saturday of the week the list is for; null while "this week" waits for the family's zone. */
  week: IsoDate | null;
  /** The Saturday of this week, where the family lives. */
  thisWeek: IsoDate;
  /** Today's date, where the family lives. */
  today: IsoDate;
}

/**
 * The week the list is for, kept in the address (`?week=2026-11-28`, any date of the week) so a
 * reload or Back returns to it; without it, this week in the household's time zone (the browser's
 * when the family has not set one). With no week in the address the list waits for the household
 * (usually cached already: the planner and the shell read it) rather than ask a week it might have
 * to leave a moment later; a household that cannot be read leaves the browser's zone.
 */
export function useShoppingWeek(): ShoppingWeek {
  const { search } = useLocation();
  const household = useGetHouseholdQuery();
  const zone = household.currentData?.timeZone ?? browserTimeZone();
  const today = todayIn(zone);
  const thisWeek = weekStartOf(today);
  const chosen = parseWeek(new URLSearchParams(search).get('week'));
  const zoneKnown = household.currentData !== undefined || household.isError;
  const week = chosen ?? (zoneKnown ? thisWeek : null);
  return useMemo(() => ({ week, thisWeek, today }), [week, thisWeek, today]);
}
