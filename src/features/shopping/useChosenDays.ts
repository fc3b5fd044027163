import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { WEEKDAYS, type Weekday } from '@contract/constants';
import { shoppingDaysParam } from '@/api/shopping';

/** `?days=saturday,sunday` → those days in week order; no `days` → the whole week; `?days=` → none. */
export function parseDays(value: string | null): Weekday[] {
  if (value === null) return [...WEEKDAYS];
  const named = new Set(value.split(',').map((day) => day.trim().toLowerCase()));
  return WEEKDAYS.filter((day) => named.has(day));
}

/** The days the list is for, kept in the address so a reload (or a shared link) keeps them. */
export function useChosenDays(): [Weekday[], (days: Weekday[]) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(search).get('days');
  const days = useMemo(() => parseDays(value), [value]);
  const setDays = useCallback(
    (next: Weekday[]) => {
      const others = new URLSearchParams(search);
      others.delete('days');
      const param = shoppingDaysParam(next);
      // Written by hand: URLSearchParams would spell the commas %2C in the address bar.
      const query = [others.toString(), param === undefined ? '' : `days=${param}`].filter(Boolean).join('&');
      // Choosing days is not a new page: Back leaves the list rather than stepping through choices.
      navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate, search],
  );
  return [days, setDays];
}
