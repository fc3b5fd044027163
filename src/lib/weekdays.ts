import { WEEKDAYS, type Weekday } from '@contract/constants';

export const dayLabel = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

export const shortDayLabel = (day: Weekday) => dayLabel(day).slice(0, 3);

/** JavaScript counts from Sunday; SPEC.md's week starts on Saturday. */
export function weekdayOf(date: Date): Weekday {
  return WEEKDAYS[(date.getDay() + 1) % 7];
}
