import { useEffect, useId, useState } from 'react';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikHelpers } from 'formik';
import { skipToken } from '@reduxjs/toolkit/query';
import { WEEKDAYS, type Weekday } from '@contract/constants';
import { PLANNER } from '@contract/messages';
import { mealPlanSchema } from '@contract/schemas';
import { addWeeks, dateLabel, dateOfDay, todayIn, weekLabel, weekStartOf, type IsoDate } from '@contract/weeks';
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
  /** The week's Saturday (issue 38). */
  week: IsoDate;
  day: Weekday | '';
  category_id: string;
  /** The people unticked: none (the default) plans the meal for the whole household. */
  leftOut: number[];
}

/** 'Tuesday 1 Dec': the days of the chosen week, with their dates. */
const dayOptions = (week: IsoDate) =>
  WEEKDAYS.map((day) => ({ value: day, label: `${dayLabel(day)} ${dateLabel(dateOfDay(week, day)).slice(4)}` }));

/** The browser's zone, when the household has not chosen one. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** This week, next week, and the week the person is looking at (the planner's), each once. */
function weekOptions(thisWeek: IsoDate, shownWeek: IsoDate | undefined) {
  const nextWeek = addWeeks(thisWeek, 1);
  const year = Number(thisWeek.slice(0, 4));
  const options = [
    { value: thisWeek, label: `This week (${weekLabel(thisWeek, year)})` },
    { value: nextWeek, label: `Next week (${weekLabel(nextWeek, year)})` },
  ];
  if (shownWeek && shownWeek !== thisWeek && shownWeek !== nextWeek) {
    options.unshift({ value: shownWeek, label: weekLabel(shownWeek, year) });
  }
  return options;
}

export interface PlanMealDialogProps {
  open: boolean;
  recipeId: number;
  recipeName?: string;
  /** The week to plan in first (the planner's shown week, its Saturday); absent: this week. */
  week?: IsoDate;
  onClose: () => void;
  /** Called after the server confirmed at least one planned meal, with the week it went to. */
  onPlanned: (week: IsoDate) => void;
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
  // The cached week is another than the chosen one (still loading): no warning from it.
  if (week?.[0]?.date && week[0].date !== values.week) return undefined;
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

/** Tells the dialog which week the form has chosen (its meals are then read for the warning). */
function FollowWeek({ week, onChange }: { week: IsoDate; onChange: (week: IsoDate) => void }) {
  useEffect(() => onChange(week), [week, onChange]);
  return null;
}

/** 'Plan for a meal' (SPEC.md §2, §4, §5): a day and a category, both required, and who is eating. */
export function PlanMealDialog({
  open,
  recipeId,
  recipeName,
  week: shownWeek,
  onClose,
  onPlanned,
}: PlanMealDialogProps) {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { data: categories = [], isLoading: categoriesLoading } = useGetCategoriesQuery();
  const { data: household } = useGetHouseholdQuery(isSignedIn ? undefined : skipToken);
  // This week where the family is (issue 38): the household's zone, else the browser's.
  const thisWeek = weekStartOf(todayIn(household?.timeZone ?? browserTimeZone()));
  const weeks = weekOptions(thisWeek, shownWeek);
  const emptyPlan: PlanValues = { week: shownWeek ?? thisWeek, day: '', category_id: '', leftOut: [] };
  // The chosen week's meals, for the 'already in your plan' warning (Formik's value, followed).
  const [chosenWeek, setChosenWeek] = useState(emptyPlan.week);
  const { data: week } = useGetMealPlansQuery(isSignedIn && open ? { week: chosenWeek } : skipToken);
  const members = household?.members ?? [];
  const { data: conflicts = [] } = useGetMealConflictsQuery(isSignedIn && recipeId ? { recipeId } : skipToken);
  const [addMealPlan] = useAddMealPlanMutation();
  const checkboxBaseId = useId();
  const checkboxId = (memberId: number) => `${checkboxBaseId}-member-${memberId}`;

  const payloadOf = (values: PlanValues) => ({
    week: values.week,
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
        week: values.week,
      }).unwrap();
      dispatch(showSuccess(message, 'plan-meal'));
      dispatch(mealPlanned(plan.day as Weekday));
      form.resetForm({ values: emptyPlan });
      onClose();
      onPlanned(values.week);
    } catch (error) {
      dispatch(showError(errorMessage(error), 'plan-meal'));
    }
  };

  return (
    <Dialog open={open} title="Plan for a meal" onClose={onClose}>
      <Formik initialValues={emptyPlan} validate={validate} validateOnBlur={false} onSubmit={submit}>
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
              <FollowWeek week={values.week} onChange={setChosenWeek} />
              {recipeName && (
                <Lead>
                  Choose when the family will have <strong>{recipeName}</strong>.
                </Lead>
              )}
              <FormikSelectField name="week" label="Week" look="dialog" hideError options={weeks} />
              <FormikSelectField
                name="day"
                label="Day"
                look="dialog"
                hideError
                placeholder="Select a day"
                options={dayOptions(values.week)}
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
