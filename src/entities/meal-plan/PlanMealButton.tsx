import { useState, lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ERRORS } from '@contract/messages';
import type { IsoDate } from '@contract/weeks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/authSlice';
import { showError } from '@/store/toastsSlice';
import { isPlannerPath, plannerPathFrom } from './plannerPaths';

// Opened on demand: its form (formik, yup) loads with it, not with the page.
const PlanMealDialog = lazy(() =>
  import(/* webpackChunkName: "plan-meal-dialog" */ './PlanMealDialog').then((module) => ({
    default: module.PlanMealDialog,
  })),
);

export interface PlanMealButtonProps {
  recipeId: number;
  recipeName?: string;
  /** The week to plan in first (the planner's shown week); absent: this week. */
  week?: IsoDate;
  /** Styles come from the caller (`styled(PlanMealButton)`): a card's pill, a page's call to action. */
  className?: string;
  children: ReactNode;
}

/**
 * A button that opens 'Plan for a meal' for one recipe. Visitors get 'Please login first' and go
 * to sign in (SPEC.md §5); after a plan is added the person lands on the planner, where the week
 * comes into view on the day just planned (or stays, if already there).
 */
export function PlanMealButton({ recipeId, recipeName, week, className, children }: PlanMealButtonProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [open, setOpen] = useState(false);

  const onClick = () => {
    if (!isSignedIn) {
      dispatch(showError(ERRORS.loginFirst));
      navigate('/auth/login', { state: { from: pathname } });
      return;
    }
    setOpen(true);
  };

  // Already on a planner page, the week scrolls into view by itself (WeeklyPlanner); from
  // elsewhere the planner opens on the week the meal went to.
  const onPlanned = (plannedWeek: IsoDate) => {
    const search = `?week=${plannedWeek}`;
    if (!isPlannerPath(pathname)) navigate({ pathname: plannerPathFrom(pathname), search });
    else if (plannedWeek !== week) navigate({ pathname, search }, { preventScrollReset: true });
  };

  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={onClick}>
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PlanMealDialog
            open
            recipeId={recipeId}
            recipeName={recipeName}
            week={week}
            onClose={() => setOpen(false)}
            onPlanned={onPlanned}
          />
        </Suspense>
      )}
    </>
  );
}
