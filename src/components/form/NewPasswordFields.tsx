import { PASSWORD_MIN_LENGTH } from '@contract/constants';
import { FormikPasswordField } from './formikFields';

export interface NewPasswordFieldsProps {
  /** 'Password' when registering, 'New Password' when changing or resetting it. */
  label: string;
  confirmLabel: string;
}

/**
 * A new password and its confirmation, bound to the form's `password` and
 * `password_confirmation`; the first says how long it must be.
 */
export function NewPasswordFields({ label, confirmLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <FormikPasswordField
        name="password"
        label={label}
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <FormikPasswordField name="password_confirmation" label={confirmLabel} autoComplete="new-password" />
    </>
  );
}
