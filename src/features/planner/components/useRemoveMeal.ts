import { useState } from 'react';
import { errorMessage } from '@/api/baseApi';
import { mealPlansApi, useDeleteMealMutation, type PlannedMeal } from '@/api/mealPlans';
import { useAppDispatch } from '@/store/hooks';
import { showWithAction } from '@/store/toastActions';
import { showError, showSuccess } from '@/store/toastsSlice';

const SCOPE = 'remove-meal';

/**
 * Removing a meal (issue 38): at once, with an 'Undo' toast that sends the DELETE's answer back to
 * POST /api/meal-plans/restore. A cooked meal's leftovers go with it (`remove`) or stay as meals
 * cooked fresh (`keep`): the caller asks first.
 */
export function useRemoveMeal() {
  const dispatch = useAppDispatch();
  const [deleteMeal] = useDeleteMealMutation();
  const [pendingId, setPendingId] = useState<number>();

  const undo = async (removed: Parameters<typeof mealPlansApi.endpoints.restoreMeal.initiate>[0]) => {
    try {
      // Through the store, not a hook: the removed meal's cell may be gone by now.
      const { message } = await dispatch(mealPlansApi.endpoints.restoreMeal.initiate(removed)).unwrap();
      dispatch(showSuccess(message, SCOPE));
    } catch (error) {
      dispatch(showError(errorMessage(error), SCOPE));
    }
  };

  /** True when the meal went. */
  const remove = async (meal: PlannedMeal, leftovers?: 'remove' | 'keep'): Promise<boolean> => {
    setPendingId(meal.id);
    try {
      const { message, removed } = await deleteMeal({
        id: meal.id,
        leftovers,
        leftoverIds: meal.leftovers.map(({ mealPlanId }) => mealPlanId),
      }).unwrap();
      dispatch(
        removed
          ? showWithAction('success', message, { label: 'Undo', scope: SCOPE, onChoose: () => void undo(removed) })
          : showSuccess(message, SCOPE),
      );
      return true;
    } catch (error) {
      dispatch(showError(errorMessage(error), SCOPE));
      return false;
    } finally {
      setPendingId(undefined);
    }
  };

  return { remove, pendingId };
}
