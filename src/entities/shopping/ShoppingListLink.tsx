import { skipToken } from '@reduxjs/toolkit/query';
import { PAGES } from '@contract/pages';
import { addWeeks, parseIsoDate, todayIn, weekLabel, weekStartOf, type IsoDate } from '@contract/weeks';
import { useGetHouseholdQuery } from '@/api/household';
import { CtaLink } from '@/components/CtaLink';

export interface ShoppingListLinkProps {
  className?: string;
  /**
   * Issue 38: the planner's shown week (any date in it, '2026-11-28'): the list opens on that
   * week. Omitted (or not a date), the list's own default: this week.
   */
  week?: IsoDate | null;
}

function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** "this week", "next week", "last week", or the week's dates ("Sat 5 Dec – Fri 11 Dec"). */
function weekName(week: IsoDate, thisWeek: IsoDate): string {
  if (week === thisWeek) return 'this week';
  if (week === addWeeks(thisWeek, 1)) return 'next week';
  if (week === addWeeks(thisWeek, -1)) return 'last week';
  return weekLabel(week, Number(thisWeek.slice(0, 4)));
}

/** From a planned week to what it needs bought (the planner pages), named by the week it opens. */
export function ShoppingListLink({ className, week }: ShoppingListLinkProps) {
  const date = parseIsoDate(week);
  const start = date === null ? null : weekStartOf(date);
  // Which week is this week, where the family lives (the household is cached on the planner).
  const household = useGetHouseholdQuery(start === null ? skipToken : undefined);
  const thisWeek = weekStartOf(todayIn(household.currentData?.timeZone ?? browserTimeZone()));
  const to = start === null ? PAGES.shoppingList.path : `${PAGES.shoppingList.path}?week=${start}`;
  return (
    <CtaLink $variant="outline" to={to} className={className}>
      Shopping list for {start === null ? 'this week' : weekName(start, thisWeek)}
    </CtaLink>
  );
}
