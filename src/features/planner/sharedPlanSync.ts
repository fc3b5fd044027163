import { HOUSEHOLD_SYNC_MS } from '@contract/constants';

/**
 * The plan is the household's: another parent's changes show within HOUSEHOLD_SYNC_MS while the
 * page has the focus, and at once when it gets it back (no polling in a background tab).
 */
export const SHARED_PLAN_SYNC = {
  pollingInterval: HOUSEHOLD_SYNC_MS,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
} as const;
