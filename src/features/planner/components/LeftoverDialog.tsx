import { useState } from 'react';
import { WEEK_PLANNING } from '@contract/constants';
import { mealLeftoverSchema } from '@contract/schemas';
import { addDays, dateLabel, parseIsoDate, weekdayOf, type IsoDate } from '@contract/weeks';
import { errorMessage } from '@/api/baseApi';
import type { Category } from '@/api/cms';
import { usePlanLeftoverMutation, type PlannedMeal } from '@/api/mealPlans';
import { Dialog } from '@/components/Dialog';
import { FormError, SelectField } from '@/components/form';
import { useAppDispatch } from '@/store/hooks';
import { showError, showSuccess } from '@/store/toastsSlice';
import { Lead } from '@/entities/meal-plan';
import { DialogForm, PlannerDialogActions } from './plannerDialogParts';

/**
 * The days a leftover may be eaten on: the WEEK_PLANNING.leftoverMaxDays days after the meal
 * (the fridge's limit), into the next week when the meal is late in this one.
 */
export function leftoverDates(mealDate: IsoDate): IsoDate[] {
  if (!parseIsoDate(mealDate)) return [];
  return Array.from({ length: WEEK_PLANNING.leftoverMaxDays }, (_, index) => addDays(mealDate, index + 1));
}

export interface LeftoverDialogProps {
  meal: PlannedMeal;
  categories: Category[];
  onClose: () => void;
}

/** "Eat the rest on…": a day after the meal and a meal of that day (issue 38). */
export function LeftoverDialog({ meal, categories, onClose }: LeftoverDialogProps) {
  const dispatch = useAppDispatch();
  const [planLeftover, { isLoading }] = usePlanLeftoverMutation();
  const dates = leftoverDates(meal.date);
  const [date, setDate] = useState<IsoDate>(dates[0] ?? '');
  const [categoryId, setCategoryId] = useState(String(meal.categoryId));
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    const payload = {
      meal_plan_id: meal.id,
      day: date ? weekdayOf(date) : '',
      category_id: categoryId,
      week: date,
    };
    let checked;
    try {
      checked = await mealLeftoverSchema.validate(payload);
    } catch (error) {
      setProblem((error as Error).message);
      return;
    }
    if (!dates.includes(date)) return;
    try {
      const { message } = await planLeftover({
        meal_plan_id: checked.meal_plan_id,
        day: checked.day,
        category_id: checked.category_id,
        week: date,
      }).unwrap();
      dispatch(showSuccess(message, 'leftover'));
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
      dispatch(showError(errorMessage(error), 'leftover'));
    }
  };

  return (
    <Dialog open title="Eat the rest on…" onClose={onClose}>
      <Lead>
        Cook more <strong>{meal.name}</strong> on {dateLabel(meal.date)} and eat the rest later: the leftover adds
        nothing to the shopping list. Leftovers keep up to {WEEK_PLANNING.leftoverMaxDays} days in the fridge.
      </Lead>
      <DialogForm onSubmit={() => void submit()}>
        <SelectField
          label="Day"
          look="dialog"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          options={dates.map((option) => ({ value: option, label: dateLabel(option) }))}
        />
        <SelectField
          label="Meal"
          look="dialog"
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
        />
        {problem && <FormError role="alert">{problem}</FormError>}
        <PlannerDialogActions onCancel={onClose} confirmLabel="Plan the leftover" pending={isLoading} />
      </DialogForm>
    </Dialog>
  );
}
