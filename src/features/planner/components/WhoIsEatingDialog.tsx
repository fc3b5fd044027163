import { useState } from 'react';
import { ValidationError } from 'yup';
import { HOUSEHOLD } from '@contract/messages';
import { mealAttendeesSchema } from '@contract/schemas';
import type { HouseholdMember } from '@/api/models';
import { errorMessage } from '@/api/baseApi';
import { useGetHouseholdQuery } from '@/api/household';
import { useGetMealConflictsQuery, useSetMealAttendeesMutation, type PlannedMeal } from '@/api/mealPlans';
import { Dialog } from '@/components/Dialog';
import { LoadingLines, LoadProblem } from '@/components/LoadStates';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { Lead, MemberChecklist } from '@/entities/meal-plan';
import { DialogForm, PlannerDialogActions } from './plannerDialogParts';

export interface WhoIsEatingDialogProps {
  meal: PlannedMeal;
  /** Where the meal sits, e.g. "Tuesday dinner". */
  cellLabel: string;
  onClose: () => void;
}

/** Who eats the meal now: its attendees, or everyone when an older answer did not say. */
const eatingNow = (meal: PlannedMeal, members: readonly HouseholdMember[]) =>
  meal.attendees.length > 0 ? meal.attendees.map(({ memberId }) => memberId) : members.map(({ id }) => id);

/** The first rule of the contract's schema the choice breaks, if any. */
function choiceProblem(memberIds: number[]): string | undefined {
  try {
    mealAttendeesSchema.validateSync({ member_ids: memberIds });
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/**
 * "Who's eating": the household's people as checkboxes, those eating the meal ticked, each with
 * what the recipe does not suit for them; Save sends the ticked ones (at least one).
 */
export function WhoIsEatingDialog({ meal, cellLabel, onClose }: WhoIsEatingDialogProps) {
  const dispatch = useAppDispatch();
  const household = useGetHouseholdQuery();
  // Everyone's conflicts with the recipe, not only those eating it now: ticking someone shows why not.
  const { data: conflicts = meal.conflicts } = useGetMealConflictsQuery({ recipeId: meal.recipe.id });
  const [setMealAttendees, { isLoading: saving }] = useSetMealAttendeesMutation();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const members = household.data?.members ?? [];
  const ticked = chosen ?? eatingNow(meal, members);

  const toggle = (memberId: number, tick: boolean) => {
    setChosen(tick ? [...ticked, memberId] : ticked.filter((id) => id !== memberId));
    setProblem(undefined);
  };

  const save = async () => {
    // In household order, and only people still in the household.
    const memberIds = members.filter(({ id }) => ticked.includes(id)).map(({ id }) => id);
    const refusal = choiceProblem(memberIds);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    try {
      const { message } = await setMealAttendees({ id: meal.id, member_ids: memberIds }).unwrap();
      dispatch(showSuccess(message, 'meal-people'));
      onClose();
    } catch (error) {
      dispatch(showError(errorMessage(error), 'meal-people'));
    }
  };

  return (
    <Dialog open title="Who's eating" onClose={onClose}>
      <Lead>
        <strong>{meal.name}</strong>, {cellLabel}. The shopping list buys for the people ticked.
      </Lead>
      {household.isLoading ? (
        <LoadingLines label="Loading your family" widths={[70, 55, 62]} />
      ) : !household.data ? (
        <LoadProblem message={HOUSEHOLD.loadFailed} onRetry={() => household.refetch()} />
      ) : (
        <DialogForm onSubmit={() => void save()}>
          <MemberChecklist
            legend="People eating"
            members={members}
            isTicked={(id) => ticked.includes(id)}
            onToggle={toggle}
            conflicts={conflicts}
            error={problem}
          />
          <PlannerDialogActions onCancel={onClose} confirmLabel="Save" pending={saving} />
        </DialogForm>
      )}
    </Dialog>
  );
}
