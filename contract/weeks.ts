/**
 * Dated weeks (issue 38): the planner's Saturday → Friday week, named by the ISO date of its
 * Saturday ('2026-11-28'). Dates are calendar dates without a time ('YYYY-MM-DD'), computed in
 * UTC so no machine's own zone can shift them; "today" is read in a named time zone.
 */
import { WEEKDAYS, type Weekday } from './constants';

/** 'YYYY-MM-DD'. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Weeks a plan may be made for: wide enough for any family, narrow enough that no date overflows. */
export const EARLIEST_WEEK_YEAR = 2000;
export const LATEST_WEEK_YEAR = 2199;

const toDate = (iso: IsoDate) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/** The date if `value` is a real calendar date 'YYYY-MM-DD' within the years plans may use; else null. */
export function parseIsoDate(value: unknown): IsoDate | null {
  if (typeof value !== 'string' || value.length !== 10) return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < EARLIEST_WEEK_YEAR || year > LATEST_WEEK_YEAR) return null;
  const date = toDate(value);
  // 2026-02-30 rolls over to March: not a date.
  return date.getUTCMonth() + 1 === month && date.getUTCDate() === day ? value : null;
}

export const addDays = (date: IsoDate, days: number): IsoDate =>
  toIso(new Date(toDate(date).getTime() + days * DAY_MS));

/** The weekday of a date, as the planner names it. */
export function weekdayOf(date: IsoDate): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Saturday.
  return WEEKDAYS[(toDate(date).getUTCDay() + 1) % 7];
}

/** The Saturday on or before `date`: the start of its planner week. */
export function weekStartOf(date: IsoDate): IsoDate {
  return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
}

/** The Friday ending the week that starts on `weekStart`. */
export const weekEndOf = (weekStart: IsoDate): IsoDate => addDays(weekStart, 6);

/** The date of `day` in the week starting on `weekStart`. */
export const dateOfDay = (weekStart: IsoDate, day: Weekday): IsoDate => addDays(weekStart, WEEKDAYS.indexOf(day));

export const addWeeks = (weekStart: IsoDate, weeks: number): IsoDate => addDays(weekStart, weeks * 7);

/** Today's date where the family is ('Europe/London'); the machine's UTC date when the zone is unknown. */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): IsoDate {
  if (timeZone) {
    try {
      // en-CA writes dates as YYYY-MM-DD.
      return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        now,
      );
    } catch {
      // An unknown zone (a browser's or a stored one no longer known): fall back to UTC.
    }
  }
  return toIso(now);
}

/** Whether `value` is a time zone this runtime knows ('Europe/London', 'UTC'). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const SHORT_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const SHORT_DATE_YEAR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 'Sat 28 Nov'; with `withYear`, 'Sat 28 Nov 2026'. */
export const dateLabel = (date: IsoDate, withYear = false) =>
  (withYear ? SHORT_DATE_YEAR : SHORT_DATE).format(toDate(date)).replace(',', '');

/**
 * 'Sat 28 Nov – Fri 4 Dec': how a week is named. The year is written only when the week is not in
 * `currentYear` or spans two years.
 */
export function weekLabel(weekStart: IsoDate, currentYear?: number): string {
  const end = weekEndOf(weekStart);
  const startYear = Number(weekStart.slice(0, 4));
  const withYear = startYear !== Number(end.slice(0, 4)) || (currentYear !== undefined && startYear !== currentYear);
  return `${dateLabel(weekStart, withYear)} – ${dateLabel(end, withYear)}`;
}
