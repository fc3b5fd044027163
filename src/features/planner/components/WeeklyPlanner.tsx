import { useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetCategoriesQuery } from '@/api/cms';
import { useGetMealPlansQuery } from '@/api/mealPlans';
import { HOUSEHOLD_SYNC } from '@/api/householdSync';
import { useGetPlanNutritionQuery } from '@/api/nutrition';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadProblem } from '@/components/LoadStates';
import { selectIsSignedIn } from '@/store/authSlice';
import { justPlannedShown, selectJustPlannedDay } from '../plannerModeSlice';
import { WEEKLY_PLAN_ID } from '@/entities/meal-plan';
import { useIsNarrowScreen } from '../useIsNarrowScreen';
import { DayTabs } from './DayTabs';
import { SignInPrompt } from './SignInPrompt';
import { WeekTable } from './WeekTable';
import { WeeklyNutritionSummary } from '@/entities/nutrition';

const Section = styled.section`
  scroll-margin-top: 1.5rem;
`;

const Heading = styled.h2`
  margin: 0 0 0.35rem;
  font-size: clamp(1.5rem, 1.2rem + 1.4vw, 2.2rem);
`;

const Intro = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const pulse = keyframes`50% { opacity: 0.55; }`;

const Placeholder = styled.div`
  height: 320px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function PlannerBody() {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const isNarrow = useIsNarrowScreen();
  const week = useGetMealPlansQuery(isSignedIn ? undefined : skipToken, HOUSEHOLD_SYNC);
  const categories = useGetCategoriesQuery(isSignedIn ? undefined : skipToken);
  // Its own request, so the week shows without waiting for it, and stays when it fails.
  const nutrition = useGetPlanNutritionQuery(isSignedIn ? undefined : skipToken, HOUSEHOLD_SYNC);
  const justPlanned = useAppSelector(selectJustPlannedDay);
  const ready = Boolean(week.data && categories.data);

  // After a meal is added the person sees the week (on a phone, on that day's tab: DayTabs
  // opens on it before this runs), whether they were already here or just arrived.
  useEffect(() => {
    if (!ready || !justPlanned) return;
    document
      .getElementById(WEEKLY_PLAN_ID)
      ?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    dispatch(justPlannedShown());
  }, [dispatch, ready, justPlanned]);

  if (!isSignedIn) return <SignInPrompt />;
  if (week.isLoading || categories.isLoading) return <Placeholder role="status" aria-label="Loading your meal plan" />;
  if (!week.data || !categories.data) {
    return (
      <LoadProblem
        message="We couldn’t load your meal plan just now."
        onRetry={() => {
          week.refetch();
          categories.refetch();
        }}
      />
    );
  }
  const Layout = isNarrow ? DayTabs : WeekTable;
  return (
    <>
      <Layout week={week.data} categories={categories.data} nutrition={nutrition.data} />
      <WeeklyNutritionSummary
        nutrition={nutrition.data}
        failed={nutrition.isError}
        onRetry={() => void nutrition.refetch()}
      />
    </>
  );
}

/**
 * 'Customize your meal plan': the household's week (every account of the family plans the same
 * one, kept in step by HOUSEHOLD_SYNC), shown by both planner pages.
 */
export function WeeklyPlanner() {
  return (
    <Section id={WEEKLY_PLAN_ID} aria-labelledby={`${WEEKLY_PLAN_ID}-title`}>
      <Heading id={`${WEEKLY_PLAN_ID}-title`}>Customize your meal plan</Heading>
      <Intro>Every family meal for the week ahead, Saturday to Friday, in one place.</Intro>
      <PlannerBody />
    </Section>
  );
}
