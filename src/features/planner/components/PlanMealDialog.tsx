import { Form, Formik, type FormikHelpers } from 'formik';
import { WEEKDAYS, type Weekday } from '@contract/constants';
import { mealPlanSchema } from '@contract/schemas';
import { errorMessage } from '@/api/baseApi';
import { useGetCategoriesQuery } from '@/api/cms';
import { useAddMealPlanMutation } from '@/api/mealPlans';
import { useAppDispatch } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormError, FormikSelectField } from '@/components/form';
import { showError, showSuccess } from '@/store/toastsSlice';
import { dayLabel } from '../weekdays';
import { Actions, Lead } from './dialogParts';

interface PlanValues {
  day: Weekday | '';
  category_id: string;
}

const EMPTY_PLAN: PlanValues = { day: '', category_id: '' };
const dayOptions = WEEKDAYS.map((day) => ({ value: day, label: dayLabel(day) }));

export interface PlanMealDialogProps {
  open: boolean;
  recipeId: number;
  recipeName?: string;
  onClose: () => void;
  /** Called after the server confirmed at least one planned meal. */
  onPlanned: () => void;
}

/** 'Plan for a meal' (SPEC.md §2, §4, §5): a day and a category, both required. */
export function PlanMealDialog({ open, recipeId, recipeName, onClose, onPlanned }: PlanMealDialogProps) {
  const dispatch = useAppDispatch();
  const { data: categories = [], isLoading: categoriesLoading } = useGetCategoriesQuery();
  const [addMealPlan] = useAddMealPlanMutation();

  const submit = async (values: PlanValues, form: FormikHelpers<PlanValues>) => {
    const plan = mealPlanSchema.cast(values);
    try {
      const { message } = await addMealPlan({
        recipeId,
        day: plan.day as Weekday,
        category_id: plan.category_id,
      }).unwrap();
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
