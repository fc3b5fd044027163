import { useState } from 'react';
import { errorMessage } from '@/api/baseApi';
import { useDeleteMealMutation, type PlannedMeal } from '@/api/mealPlans';
import { useAppDispatch } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { showError, showSuccess } from '@/store/toastsSlice';
import { Actions, Lead } from '@/entities/meal-plan';

export interface RemoveMealDialogProps {
  meal: PlannedMeal;
  /** Where the meal sits, e.g. "Tuesday dinner". */
  cellLabel: string;
  open: boolean;
  onClose: () => void;
  onRemoved: () => void;
}

/** Confirms a delete by meal_plan_id and shows the server's answer either way. */
export function RemoveMealDialog({ meal, cellLabel, open, onClose, onRemoved }: RemoveMealDialogProps) {
  const dispatch = useAppDispatch();
  const [deleteMeal] = useDeleteMealMutation();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      const { message } = await deleteMeal(meal.id).unwrap();
      dispatch(showSuccess(message, 'remove-meal'));
      onClose();
      onRemoved();
    } catch (error) {
      dispatch(showError(errorMessage(error), 'remove-meal'));
      onClose();
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} title="Remove this meal?" onClose={onClose}>
      <Lead>
        <strong>{meal.name}</strong> will be taken off {cellLabel}. The recipe itself stays in the library.
      </Lead>
      <Actions>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" pending={pending} onClick={confirm}>
          Delete
        </Button>
      </Actions>
    </Dialog>
  );
}
