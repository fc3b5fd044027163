import type { HouseholdInvite } from '@/api/models';

const DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

/** 'Works until Thursday 3 December', in the visitor's time zone; nothing for a date it cannot read. */
export function worksUntil(expiresAt: string): string | undefined {
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? undefined : `Works until ${DAY.format(date)}`;
}

/** 'single use', or how many more accounts may join with the code: '3 uses left'. */
export function usesLeft(uses: number): string {
  return uses <= 1 ? 'single use' : `${uses} uses left`;
}

/** 'Works until Thursday 3 December · single use': until when, and for how many, a code works. */
export function inviteReach(invite: HouseholdInvite): string {
  const until = worksUntil(invite.expiresAt);
  const uses = usesLeft(invite.usesLeft);
  return until ? `${until} · ${uses}` : `${uses.charAt(0).toUpperCase()}${uses.slice(1)}`;
}

/**
 * The whole link to send (`https://forkcast.example/join/K7QX-M2PA`): the server gives the path,
 * the address is the one this page was opened at (a home server is reached at many).
 */
export function inviteLink(invite: HouseholdInvite, origin = window.location.origin): string {
  return `${origin}${invite.path.startsWith('/') ? '' : '/'}${invite.path}`;
}

/**
 * The code to show: the one just made here (`made`, answered at `madeAt`), or the one the
 * household's last fetch carried (`fetched`, asked for at `fetchedAt`). A fetch asked for after
 * the code was made knows best (the code may since have been used up, cancelled or replaced by
 * another parent); one asked for before may not know the new code yet: the newer of the two.
 */
export function latestInvite(
  fetched: HouseholdInvite | undefined,
  made: HouseholdInvite | undefined,
  fetchedAt = 0,
  madeAt = 0,
): HouseholdInvite | undefined {
  if (!made || fetchedAt > madeAt) return fetched;
  if (!fetched) return made;
  return Date.parse(made.expiresAt) > Date.parse(fetched.expiresAt) ? made : fetched;
}
