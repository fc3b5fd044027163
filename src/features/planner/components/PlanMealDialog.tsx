import { useId, type ReactNode } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { WEEKDAYS, type Weekday } from '@contract/constants';
import { mealPlanSchema } from '@contract/schemas';
import { errorMessage } from '@/api/baseApi';
import { useGetCategoriesQuery } from '@/api/cms';
import { useAddMealPlanMutation } from '@/api/mealPlans';
import { useAppDispatch } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { showError, showSuccess } from '@/store/toastsSlice';
import { dayLabel } from '../weekdays';
import { Actions, Field, FormError, Label, Lead, Select } from './formParts';

interface PlanValues {
  day: Weekday | '';
  category_id: string;
}

const EMPTY_PLAN: PlanValues = { day: '', category_id: '' };

export interface PlanMealDialogProps {
  open: boolean;
  recipeId: number;
  recipeName?: string;
  onClose: () => void;
  /** Called after the server confirmed at least one planned meal. */
  onPlanned: () => void;
}

function LabelledSelect({ name, label, children, disabled }: { name: keyof PlanValues; label: string; children: ReactNode; disabled?: boolean }) {
  const id = useId();
  const [field] = useField(name);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} {...field} disabled={disabled}>
        {children}
      </Select>
    </Field>
  );
}

/** 'Plan for a meal' (SPEC.md §2, §4, §5): a day and a category, both required. */
export function PlanMealDialog({ open, recipeId, recipeName, onClose, onPlanned }: PlanMealDialogProps) {
  const dispatch = useAppDispatch();
  const { data: categories = [], isLoading: categoriesLoading } = useGetCategoriesQuery();
  const [addMealPlan] = useAddMealPlanMutation();

  const submit = async (values: PlanValues, form: FormikHelpers<PlanValues>) => {
    const plan = mealPlanSchema.cast(values);
    try {
      const { message } = await addMealPlan({ recipeId, day: plan.day as Weekday, category_id: plan.category_id }).unwrap();
      dispatch(showSuccess(message));
      form.resetForm({ values: EMPTY_PLAN });
      onClose();
      onPlanned();
    } catch (error) {
      dispatch(showError(errorMessage(error)));
    }
  };

  return (
    <Dialog open={open} title="Plan for a meal" onClose={onClose}>
      <Formik initialValues={EMPTY_PLAN} validationSchema={mealPlanSchema} validateOnBlur={false} onSubmit={submit}>
        {({ errors, submitCount, isSubmitting }) => {
          const selectionError = submitCount > 0 ? (errors.day ?? errors.category_id) : undefined;
          return (
            <Form noValidate>
              {recipeName && (
                <Lead>
                  Choose when the family will have <strong>{recipeName}</strong>.
                </Lead>
              )}
              <LabelledSelect name="day" label="Day">
                <option value="">Select a day</option>
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {dayLabel(day)}
                  </option>
                ))}
              </LabelledSelect>
              <LabelledSelect name="category_id" label="Category" disabled={categoriesLoading}>
                <option value="">{categoriesLoading ? 'Loading categories…' : 'Select a category'}</option>
                {categories.map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </LabelledSelect>
              {selectionError && <FormError role="alert">{selectionError}</FormError>}
              <Actions>
                <Button variant="ghost" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" pending={isSubmitting}>
                  Add to planner
                </Button>
              </Actions>
            </Form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
