import { useId } from 'react';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikHelpers } from 'formik';
import { skipToken } from '@reduxjs/toolkit/query';
import { WEEKDAYS, type Weekday } from '@contract/constants';
import { PLANNER } from '@contract/messages';
import { mealPlanSchema } from '@contract/schemas';
import type { HouseholdMember } from '@/api/models';
import { errorMessage } from '@/api/baseApi';
import { useGetCategoriesQuery, type Category } from '@/api/cms';
import { useGetHouseholdQuery } from '@/api/household';
import {
  useAddMealPlanMutation,
  useGetMealConflictsQuery,
  useGetMealPlansQuery,
  type PlannerWeek,
} from '@/api/mealPlans';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormError, FormikSelectField } from '@/components/form';
import { showError, showSuccess } from '@/store/toastsSlice';
import { mealPlanned } from './mealPlanned';
import { dayLabel } from '@/lib/weekdays';
import { ConflictWarning } from './ConflictWarning';
import { Actions, Lead, Warning } from './dialogParts';
import { MemberChecklist } from './MemberChecklist';

interface PlanValues {
  day: Weekday | '';
  category_id: string;
  /** The people unticked: none (the default) plans the meal for the whole household. */
  leftOut: number[];
}

const EMPTY_PLAN: PlanValues = { day: '', category_id: '', leftOut: [] };
const dayOptions = WEEKDAYS.map((day) => ({ value: day, label: dayLabel(day) }));

export interface PlanMealDialogProps {
  open: boolean;
  recipeId: number;
  recipeName?: string;
  onClose: () => void;
  /** Called after the server confirmed at least one planned meal. */
  onPlanned: () => void;
}

/**
 * Issue 15: the warning when the chosen day and category already hold this recipe, read from
 * the person's week (the server refuses the copy too, with the same sentence).
 */
function alreadyPlanned(
  values: PlanValues,
  recipeId: number,
  recipeName: string | undefined,
  week: PlannerWeek | undefined,
  categories: Category[],
): string | undefined {
  const category = categories.find(({ id }) => String(id) === values.category_id);
  if (!values.day || !category) return undefined;
  const meals = week?.find(({ day }) => day === values.day)?.meals ?? [];
  const planned = meals.find((meal) => meal.categoryId === category.id && meal.recipe.id === recipeId);
  if (!planned) return undefined;
  const slot = `${dayLabel(values.day)} ${category.name.toLowerCase()}`;
  return PLANNER.alreadyPlanned(recipeName || planned.recipe.name || 'This recipe', slot);
}

/**
 * Who eats it, as the API takes it: no `member_ids` while everyone is ticked (the meal follows
 * the household, people added later included), else the ticked people in household order.
 */
function memberIdsOf(leftOut: readonly number[], members: readonly HouseholdMember[]): number[] | undefined {
  const eating = members.filter(({ id }) => !leftOut.includes(id)).map(({ id }) => id);
  return eating.length === members.length ? undefined : eating;
}

/** 'Plan for a meal' (SPEC.md §2, §4, §5): a day and a category, both required, and who is eating. */
export function PlanMealDialog({ open, recipeId, recipeName, onClose, onPlanned }: PlanMealDialogProps) {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { data: categories = [], isLoading: categoriesLoading } = useGetCategoriesQuery();
  const { data: week } = useGetMealPlansQuery();
  const { data: household } = useGetHouseholdQuery(isSignedIn ? undefined : skipToken);
  const members = household?.members ?? [];
  const { data: conflicts = [] } = useGetMealConflictsQuery(isSignedIn && recipeId ? { recipeId } : skipToken);
  const [addMealPlan] = useAddMealPlanMutation();
  const checkboxBaseId = useId();
  const checkboxId = (memberId: number) => `${checkboxBaseId}-member-${memberId}`;

  const payloadOf = (values: PlanValues) => ({
    day: values.day,
    category_id: values.category_id,
    member_ids: memberIdsOf(values.leftOut, members),
  });

  // The contract's schema checks the request itself: a day, a category, and someone eating.
  const validate = (values: PlanValues) =>
    validateYupSchema(payloadOf(values), mealPlanSchema).then(() => ({}), yupToFormErrors);

  const submit = async (values: PlanValues, form: FormikHelpers<PlanValues>) => {
    // The warning already shows: a second copy is not sent.
    if (alreadyPlanned(values, recipeId, recipeName, week, categories)) return;
    const plan = mealPlanSchema.cast(payloadOf(values));
    try {
      const { message } = await addMealPlan({
        recipeId,
        day: plan.day as Weekday,
        category_id: plan.category_id,
        member_ids: plan.member_ids,
      }).unwrap();
      dispatch(showSuccess(message, 'plan-meal'));
      dispatch(mealPlanned(plan.day as Weekday));
      form.resetForm({ values: EMPTY_PLAN });
      onClose();
      onPlanned();
    } catch (error) {
      dispatch(showError(errorMessage(error), 'plan-meal'));
    }
  };

  return (
    <Dialog open={open} title="Plan for a meal" onClose={onClose}>
      <Formik initialValues={EMPTY_PLAN} validate={validate} validateOnBlur={false} onSubmit={submit}>
        {({ values, errors, submitCount, isSubmitting, setFieldValue }) => {
          const selectionError = submitCount > 0 ? (errors.day ?? errors.category_id) : undefined;
          const peopleError = submitCount > 0 ? (errors as { member_ids?: string }).member_ids : undefined;
          const duplicate = alreadyPlanned(values, recipeId, recipeName, week, categories);
          const eating = members.filter(({ id }) => !values.leftOut.includes(id));
          const eatingConflicts = members.length
            ? conflicts.filter(({ memberId }) => eating.some(({ id }) => id === memberId))
            : conflicts;
          const setTicked = (memberId: number, ticked: boolean) =>
            setFieldValue(
              'leftOut',
              ticked ? values.leftOut.filter((id) => id !== memberId) : [...values.leftOut, memberId],
            );
          const leaveOut = (memberId: number) => {
            setTicked(memberId, false);
            // The button goes with the warning line; the person's checkbox shows what changed.
            document.getElementById(checkboxId(memberId))?.focus();
          };
          return (
            <Form noValidate>
              {recipeName && (
                <Lead>
                  Choose when the family will have <strong>{recipeName}</strong>.
                </Lead>
              )}
              <FormikSelectField
                name="day"
                label="Day"
                look="dialog"
                hideError
                placeholder="Select a day"
                options={dayOptions}
              />
              <FormikSelectField
                name="category_id"
                label="Category"
                look="dialog"
                hideError
                disabled={categoriesLoading}
                placeholder={categoriesLoading ? 'Loading categories…' : 'Select a category'}
                options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
              />
              {selectionError && <FormError role="alert">{selectionError}</FormError>}
              {duplicate && <Warning role="alert">{duplicate}</Warning>}
              {members.length > 1 && (
                <MemberChecklist
                  legend="Who is eating"
                  members={members}
                  isTicked={(id) => !values.leftOut.includes(id)}
                  onToggle={setTicked}
                  error={peopleError}
                  checkboxId={checkboxId}
                />
              )}
              <div aria-live="polite">
                <ConflictWarning conflicts={eatingConflicts} canLeaveOut={eating.length > 1} onLeaveOut={leaveOut} />
              </div>
              <Actions>
                <Button variant="ghost" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" pending={isSubmitting}>
                  {eatingConflicts.length > 0 ? 'Add anyway' : 'Add to planner'}
                </Button>
              </Actions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
