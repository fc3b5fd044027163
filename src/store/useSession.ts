import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from './hooks';
import { CURRENT_USER_POLLING_MS, useGetCurrentUserQuery } from '@/api/account';
import type { User } from '@/api/models';
import { selectToken } from './authSlice';

export interface Session {
  user: User | undefined;
  isSignedIn: boolean;
  /** True while a stored token is being turned into a user. */
  isLoading: boolean;
}

export function useSession(): Session {
  const token = useAppSelector(selectToken);
  const { data: user, isLoading } = useGetCurrentUserQuery(token ? undefined : skipToken, {
    pollingInterval: CURRENT_USER_POLLING_MS,
  });
  return { user: token ? user : undefined, isSignedIn: token !== null, isLoading: token !== null && isLoading };
}
