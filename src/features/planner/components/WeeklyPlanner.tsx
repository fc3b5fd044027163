import { useEffect, type ReactNode } from 'react';
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
import { useIsNarrowScreen } from '@/lib/useIsNarrowScreen';
import { DayTabs } from './DayTabs';
import { SignInPrompt } from './SignInPrompt';
import { WeekTable } from './WeekTable';
import { WeeklyNutritionSummary } from '@/entities/nutrition';
import { ShownWeekContext, useShownWeek, useShownWeekFromAddress } from '../week/shownWeek';
import { WeekBar } from '../week/WeekBar';
import { WeekActions } from '../week/WeekActions';

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
  const { start } = useShownWeek().shown;
  const week = useGetMealPlansQuery(isSignedIn ? { week: start } : skipToken, HOUSEHOLD_SYNC);
  const categories = useGetCategoriesQuery(isSignedIn ? undefined : skipToken);
  // Its own request, so the week shows without waiting for it, and stays when it fails.
  const nutrition = useGetPlanNutritionQuery(isSignedIn ? { week: start } : skipToken, HOUSEHOLD_SYNC);
  const justPlanned = useAppSelector(selectJustPlannedDay);
  // Only the shown week's own answer: the week before must not show under this week's dates.
  const days = week.currentData;
  const ready = Boolean(days && categories.data);

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
  const bar = <WeekBar actions={<WeekActions />} />;
  // A week's first load: the bar stays, so Previous and Next keep their place.
  if ((!days && week.isFetching) || categories.isLoading) {
    return (
      <>
        {bar}
        <Placeholder role="status" aria-label="Loading your meal plan" />
      </>
    );
  }
  if (!days || !categories.data) {
    return (
      <>
        {bar}
        <LoadProblem
          message="We couldn’t load your meal plan just now."
          onRetry={() => {
            week.refetch();
            categories.refetch();
          }}
        />
      </>
    );
  }
  const Layout = isNarrow ? DayTabs : WeekTable;
  // Only the shown week's figures (not the week before's while this one's come).
  const weekNutrition = nutrition.currentData;
  return (
    <>
      {bar}
      <Layout week={days} categories={categories.data} nutrition={weekNutrition} />
      <WeeklyNutritionSummary
        nutrition={weekNutrition}
        failed={nutrition.isError}
        onRetry={() => void nutrition.refetch()}
      />
    </>
  );
}

/** The week the address names (`?week=`), for everything under it: the bar, the cells, their dialogs. */
export function ShownWeekProvider({ children }: { children: ReactNode }) {
  const value = useShownWeekFromAddress();
  return <ShownWeekContext.Provider value={value}>{children}</ShownWeekContext.Provider>;
}

/**
 * 'Customize your meal plan': the household's week (every account of the family plans the same
 * one, kept in step by HOUSEHOLD_SYNC), shown by both planner pages. Issue 38: a dated week, the
 * one the address names (this week by default), with the week bar to move between weeks.
 */
export function WeeklyPlanner() {
  return (
    <ShownWeekProvider>
      <Section id={WEEKLY_PLAN_ID} aria-labelledby={`${WEEKLY_PLAN_ID}-title`}>
        <Heading id={`${WEEKLY_PLAN_ID}-title`}>Customize your meal plan</Heading>
        <Intro>Every family meal, Saturday to Friday, week by week.</Intro>
        <PlannerBody />
      </Section>
    </ShownWeekProvider>
  );
}
