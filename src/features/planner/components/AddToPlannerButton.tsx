import { useState, lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { ERRORS } from '@contract/messages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/authSlice';
import { selectRecipeById } from '@/store/recipesSlice';
import { showError } from '@/store/toastsSlice';
import { isPlannerPath, plannerPathFrom, WEEKLY_PLAN_ID } from '../plannerPaths';

// Opened on demand: its form (formik, yup) loads with it, not with the page.
const PlanMealDialog = lazy(() =>
  import(/* webpackChunkName: "plan-meal-dialog" */ './PlanMealDialog').then((module) => ({
    default: module.PlanMealDialog,
  })),
);

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  width: 100%;
  min-height: 44px;
  padding: 0.55rem 1rem;
  border: 1.5px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

function showWeeklyPlan() {
  document.getElementById(WEEKLY_PLAN_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

/**
 * The recipe card's '+ Add to planner' on planner views. Visitors are sent to sign in;
 * after a plan is added the person lands on the planner (or stays, if already there).
 */
export function AddToPlannerButton({ recipeId }: { recipeId: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const recipeName = useAppSelector((state) => selectRecipeById(state, recipeId)?.name);
  const [open, setOpen] = useState(false);

  const onClick = () => {
    if (!isSignedIn) {
      dispatch(showError(ERRORS.loginFirst));
      navigate('/auth/login', { state: { from: pathname } });
      return;
    }
    setOpen(true);
  };

  const onPlanned = () => {
    if (isPlannerPath(pathname)) showWeeklyPlan();
    else navigate(plannerPathFrom(pathname));
  };

  return (
    <>
      <Trigger type="button" aria-haspopup="dialog" onClick={onClick}>
        + Add to planner
        {recipeName && <span className="visually-hidden">: {recipeName}</span>}
      </Trigger>
      {open && (
        <Suspense fallback={null}>
          <PlanMealDialog
            open
            recipeId={recipeId}
            recipeName={recipeName}
            onClose={() => setOpen(false)}
            onPlanned={onPlanned}
          />
        </Suspense>
      )}
    </>
  );
}
