import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetHouseholdQuery } from '@/api/household';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import { householdNeeds, type HouseholdNeeds } from './householdNeeds';

/**
 * The signed-in household's needs, from the one cached household query every card shares; null
 * for a visitor, while it loads, when it failed, and when nobody in the family has any.
 */
export function useHouseholdNeeds(): HouseholdNeeds | null {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { currentData } = useGetHouseholdQuery(signedIn ? undefined : skipToken);
  return useMemo(() => (signedIn && currentData ? householdNeeds(currentData) : null), [signedIn, currentData]);
}
