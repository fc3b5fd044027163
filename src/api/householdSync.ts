import { HOUSEHOLD_SYNC_MS } from '@contract/constants';

/**
 * Query options for what the household shares (the plan, its nutrition, the shopping list, the
 * family): another parent's changes show within HOUSEHOLD_SYNC_MS while the page has the focus,
 * and at once when it gets it back (no polling in a background tab).
 */
export const HOUSEHOLD_SYNC = {
  pollingInterval: HOUSEHOLD_SYNC_MS,
  skipPollingIfUnfocused: true,
  refetchOnFocus: true,
} as const;
