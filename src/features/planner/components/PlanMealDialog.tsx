import { Form, Formik, type FormikHelpers } from 'formik';
import { WEEKDAYS, type Weekday } from '@contract/constants';
import { PLANNER } from '@contract/messages';
import { mealPlanSchema } from '@contract/schemas';
import { errorMessage } from '@/api/baseApi';
import { useGetCategoriesQuery, type Category } from '@/api/cms';
import { useAddMealPlanMutation, useGetMealPlansQuery, type PlannerWeek } from '@/api/mealPlans';
import { useAppDispatch } from '@/store/hooks';
import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { FormError, FormikSelectField } from '@/components/form';
import { showError, showSuccess } from '@/store/toastsSlice';
import { mealPlanned } from '../plannerModeSlice';
import { dayLabel } from '../weekdays';
import { Actions, Lead, Warning } from './dialogParts';

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

/** 'Plan for a meal' (SPEC.md §2, §4, §5): a day and a category, both required. */
export function PlanMealDialog({ open, recipeId, recipeName, onClose, onPlanned }: PlanMealDialogProps) {
  const dispatch = useAppDispatch();
  const { data: categories = [], isLoading: categoriesLoading } = useGetCategoriesQuery();
  const { data: week } = useGetMealPlansQuery();
  const [addMealPlan] = useAddMealPlanMutation();

  const submit = async (values: PlanValues, form: FormikHelpers<PlanValues>) => {
    // The warning already shows: a second copy is not sent.
    if (alreadyPlanned(values, recipeId, recipeName, week, categories)) return;
    const plan = mealPlanSchema.cast(values);
    try {
      const { message } = await addMealPlan({
        recipeId,
        day: plan.day as Weekday,
        category_id: plan.category_id,
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
      <Formik initialValues={EMPTY_PLAN} validationSchema={mealPlanSchema} validateOnBlur={false} onSubmit={submit}>
        {({ values, errors, submitCount, isSubmitting }) => {
          const selectionError = submitCount > 0 ? (errors.day ?? errors.category_id) : undefined;
          const duplicate = alreadyPlanned(values, recipeId, recipeName, week, categories);
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
