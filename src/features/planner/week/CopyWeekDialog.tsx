import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { WEEK_MESSAGES } from '@contract/messages';
import { addWeeks, parseIsoDate, weekLabel, weekStartOf, type IsoDate } from '@contract/weeks';
import { errorMessage } from '@/api/baseApi';
import { useCopyWeekMutation, useGetMealPlansQuery, type PlannerWeek } from '@/api/mealPlans';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormError, TextField } from '@/components/form';
import { useAppDispatch } from '@/store/hooks';
import { showError } from '@/store/toastsSlice';
import { Lead } from '@/entities/meal-plan';
import { DialogForm, PlannerDialogActions } from '../components/plannerDialogParts';
import { KeepOrReplace, mealCount } from './KeepOrReplace';
import { useShownWeek } from './shownWeek';
import { useWeekChangedToast } from './weekToasts';

export const mealsIn = (week: PlannerWeek | undefined) => week?.reduce((sum, { meals }) => sum + meals.length, 0) ?? 0;

/** Copies a week onto another through POST /api/meal-plans/copy-week, and says what it did. */
export function useCopyWeek() {
  const dispatch = useAppDispatch();
  const [copyWeek, { isLoading }] = useCopyWeekMutation();
  const toast = useWeekChangedToast();
  const copy = async (from: IsoDate, to: IsoDate, replace: boolean): Promise<boolean> => {
    try {
      const answer = await copyWeek({ from, to, ...(replace && { replace: true }) }).unwrap();
      toast(answer, WEEK_MESSAGES.copied(answer.copied, weekLabel(weekStartOf(to))));
      return true;
    } catch (error) {
      dispatch(showError(errorMessage(error), 'week-copy'));
      return false;
    }
  };
  return { copy, isLoading };
}

/** "Copy last week" when the shown week has meals: keep them beside the copies, or replace them. */
export function CopyLastWeekDialog({ mealsNow, onClose }: { mealsNow: number; onClose: () => void }) {
  const { shown } = useShownWeek();
  const { copy, isLoading } = useCopyWeek();
  const lastWeek = addWeeks(shown.start, -1);
  return (
    <Dialog open title="Copy last week" onClose={onClose}>
      <KeepOrReplace
        question={`This week already has ${mealCount(mealsNow)}. Copy ${weekLabel(lastWeek)} beside them, or replace them?`}
        pending={isLoading}
        onCancel={onClose}
        onChoose={async (replace) => {
          if (await copy(lastWeek, shown.start, replace)) onClose();
        }}
      />
    </Dialog>
  );
}

/** "Copy this week to…": a date inside the target week, with next week one tap away. */
export function CopyWeekToDialog({ onClose }: { onClose: () => void }) {
  const { shown } = useShownWeek();
  const { copy, isLoading } = useCopyWeek();
  const nextWeek = addWeeks(shown.start, 1);
  const [typed, setTyped] = useState<string>(nextWeek);
  const [problem, setProblem] = useState<string>();
  const date = parseIsoDate(typed);
  const target = date ? weekStartOf(date) : undefined;
  const sameWeek = target === shown.start;
  // Whether the target week has meals already: then keep or replace them.
  const targetWeek = useGetMealPlansQuery(target && !sameWeek ? { week: target } : skipToken);
  const mealsThere = mealsIn(targetWeek.currentData);

  const submit = async (replace: boolean) => {
    if (!target) {
      setProblem(WEEK_MESSAGES.weekInvalid);
      return;
    }
    // Said under the field already.
    if (sameWeek) return;
    if (await copy(shown.start, target, replace)) onClose();
  };

  return (
    <Dialog open title="Copy this week to…" onClose={onClose}>
      <Lead>The meals of {weekLabel(shown.start)}, with who eats each and their names, go to the week you choose.</Lead>
      <DialogForm onSubmit={() => void submit(false)}>
        <TextField
          label="A day in the week to copy to"
          type="date"
          look="dialog"
          value={typed}
          min="2000-01-01"
          max="2199-12-31"
          error={problem}
          hint={target && !sameWeek ? `Copies to ${weekLabel(target)}` : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(undefined);
          }}
        />
        <Button variant="ghost" onClick={() => setTyped(nextWeek)}>
          Next week
        </Button>
        {target && !sameWeek && mealsThere > 0 ? (
          <KeepOrReplace
            question={`${weekLabel(target)} has ${mealCount(mealsThere)} already.`}
            keepLabel="Keep that week’s meals"
            pending={isLoading}
            onCancel={onClose}
            onChoose={(replace) => void submit(replace)}
          />
        ) : (
          <>
            {sameWeek && <FormError role="alert">{WEEK_MESSAGES.sameWeek}</FormError>}
            <PlannerDialogActions
              onCancel={onClose}
              confirmLabel="Copy"
              pending={isLoading}
              disabled={targetWeek.isFetching}
            />
          </>
        )}
      </DialogForm>
    </Dialog>
  );
}
