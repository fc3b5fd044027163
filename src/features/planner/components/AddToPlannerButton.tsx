import { useContext } from 'react';
import styled, { css } from 'styled-components';
import { errorMessage } from '@/api/baseApi';
import { useAddMealPlanMutation } from '@/api/mealPlans';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectRecipeById } from '@/store/recipesSlice';
import { showError, showSuccess } from '@/store/toastsSlice';
import { mealPlanned, PlanMealButton } from '@/entities/meal-plan';
import { cardAction } from '@/entities/recipe';
import { ShownWeekContext } from '../week/shownWeek';
import { usePresetLabel } from '../week/PresetBar';

const look = css`
  ${cardAction}
  padding: 0.55rem 1rem;
  background: ${({ theme }) => theme.colors.primarySoft};
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const Trigger = styled(PlanMealButton)`
  ${look}
`;

const AddHere = styled.button`
  ${look}
  border: 0;
`;

/**
 * "Add meal" chose a slot (issue 38): one tap plans the recipe there, in the shown week; the
 * preset then ends, and the week shows the meal.
 */
function AddToPreset({ recipeId, recipeName }: { recipeId: number; recipeName?: string }) {
  const dispatch = useAppDispatch();
  const shownWeek = useContext(ShownWeekContext)!;
  const preset = shownWeek.shown.preset!;
  const label = usePresetLabel();
  const [addMealPlan, { isLoading }] = useAddMealPlanMutation();
  const add = async () => {
    try {
      const { message } = await addMealPlan({
        recipeId,
        day: preset.day,
        category_id: preset.categoryId,
        week: shownWeek.shown.start,
      }).unwrap();
      dispatch(showSuccess(message, 'plan-meal'));
      shownWeek.clearPreset();
      dispatch(mealPlanned(preset.day));
    } catch (error) {
      dispatch(showError(errorMessage(error), 'plan-meal'));
    }
  };
  return (
    <AddHere type="button" disabled={isLoading} aria-busy={isLoading || undefined} onClick={() => void add()}>
      + Add here
      <span className="visually-hidden">
        : {recipeName ?? 'this recipe'} to {label}
      </span>
    </AddHere>
  );
}

/** The recipe card's '+ Add to planner' on planner views (SPEC.md §2): into the shown week. */
export function AddToPlannerButton({ recipeId }: { recipeId: number }) {
  const recipeName = useAppSelector((state) => selectRecipeById(state, recipeId)?.name);
  const shownWeek = useContext(ShownWeekContext);
  if (shownWeek?.shown.preset) return <AddToPreset recipeId={recipeId} recipeName={recipeName} />;
  return (
    <Trigger recipeId={recipeId} recipeName={recipeName} week={shownWeek?.shown.start}>
      + Add to planner
      {recipeName && <span className="visually-hidden">: {recipeName}</span>}
    </Trigger>
  );
}
