import type { HouseholdInviteDto } from '@contract/types';

const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

/** 'Works until Thursday 3 December', in the visitor's time zone; nothing for a date it cannot read. */
export function worksUntil(expiresAt: string): string | undefined {
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? undefined : `Works until ${DAY.format(date)}`;
}

/**
 * The newer of two codes (each new code replaces the household's last one and works longer): the
 * one just made here, or the one the household's last fetch carried, which a poll answered after
 * a newer code was made may not know yet, and which another parent may since have replaced.
 */
export function latestInvite(
  a: HouseholdInviteDto | undefined,
  b: HouseholdInviteDto | undefined,
): HouseholdInviteDto | undefined {
  if (!a || !b) return a ?? b;
  return Date.parse(b.expires_at) > Date.parse(a.expires_at) ? b : a;
}
