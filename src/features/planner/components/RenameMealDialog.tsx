import { Form, Formik } from 'formik';
import { SUCCESS } from '@contract/messages';
import { mealRenameSchema } from '@contract/schemas';
import { errorMessage } from '@/api/baseApi';
import { useRenameMealMutation, type PlannedMeal } from '@/api/mealPlans';
import { useAppDispatch } from '@/store/hooks';
import { Dialog } from '@/components/Dialog';
import { FormikTextField } from '@/components/form';
import { showError, showSuccess } from '@/store/toastsSlice';
import { PlannerDialogActions } from './plannerDialogParts';

/** 'Edit Recipe' (SPEC.md §4, §5): renames one planned meal; an empty name sends nothing. */
export function RenameMealDialog({ meal, open, onClose }: { meal: PlannedMeal; open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [renameMeal] = useRenameMealMutation();

  const submit = async ({ name }: { name: string }) => {
    try {
      await renameMeal({ id: meal.id, name: name.trim() }).unwrap();
      dispatch(showSuccess(SUCCESS.mealRenamed, 'rename-meal'));
      onClose();
    } catch (error) {
      dispatch(showError(errorMessage(error), 'rename-meal'));
    }
  };

  return (
    <Dialog open={open} title="Edit Recipe" onClose={onClose}>
      <Formik initialValues={{ name: meal.name }} validationSchema={mealRenameSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormikTextField name="name" label="Meal name" look="dialog" type="text" autoComplete="off" />
            <PlannerDialogActions onCancel={onClose} confirmLabel="Update" pending={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
