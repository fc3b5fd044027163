export const AFTER_LOGIN_DEFAULT = '/dashboard/overview';

/**
 * Where to go after signing in (SPEC.md §2): the page the person was sent away from, if it
 * is a path inside this site, else the dashboard. Anything else could redirect off-site.
 */
export function afterLoginPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : AFTER_LOGIN_DEFAULT;
}

/**
 * The return path to carry between the login and register pages (an invite link opened signed
 * out: register, then log in, then back to the join page); undefined when there is none.
 */
export function returnPathState(state: unknown): { from: string } | undefined {
  const from = afterLoginPath(state);
  return from === AFTER_LOGIN_DEFAULT ? undefined : { from };
}
