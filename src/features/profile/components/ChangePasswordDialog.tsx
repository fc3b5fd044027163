import { Formik } from 'formik';
import styled from 'styled-components';
import { changePasswordSchema } from '@contract/schemas';
import { SUCCESS } from '@contract/messages';
import type { ChangePasswordPayload } from '@contract/types';
import { useAppDispatch } from '@/store/hooks';
import { useChangePasswordMutation } from '@/api/account';
import { Dialog } from '@/components/Dialog';
import { DialogActions } from '@/components/DialogActions';
import { FormikPasswordField, NewPasswordFields } from '@/components/form';
import { useServerFailure } from '@/store/useServerFailure';
import { showSuccess } from '@/store/toastsSlice';

const Form = styled.form`
  display: grid;
  gap: 1.1rem;
`;

const Actions = styled(DialogActions)`
  margin-top: 0.5rem;
`;

const emptyChange: ChangePasswordPayload = { current_password: '', password: '', password_confirmation: '' };

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC.md §2 and §4: current, new and confirmation (each with show/hide). Success closes
 * and resets it; a failure keeps it open with the server's error on its field.
 */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const [changePassword] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const reportFailure = useServerFailure('change-password');

  return (
    <Dialog open={open} title="Change Password" onClose={onClose}>
      <Formik
        initialValues={emptyChange}
        validationSchema={changePasswordSchema}
        onSubmit={async (values, helpers) => {
          try {
            await changePassword(values).unwrap();
            dispatch(showSuccess(SUCCESS.passwordUpdated, 'change-password'));
            helpers.resetForm();
            onClose();
          } catch (error) {
            reportFailure(error, { values, setErrors: helpers.setErrors });
          }
        }}
      >
        {({ handleSubmit, isSubmitting }) => (
          <Form noValidate onSubmit={handleSubmit} aria-label="Change Password">
            <FormikPasswordField name="current_password" label="Current Password" autoComplete="current-password" />
            <NewPasswordFields label="New Password" confirmLabel="Confirm Password" />
            <Actions onCancel={onClose} confirmLabel="Update password" pending={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
