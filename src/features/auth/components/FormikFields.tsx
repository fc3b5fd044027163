import type { InputHTMLAttributes, ReactNode } from 'react';
import { useField } from 'formik';
import { TextField } from '@/components/fields';
import { PasswordField } from '@/components/PasswordField';

interface FormikFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur'
> {
  name: string;
  label: string;
  hint?: ReactNode;
}

function useFieldWithError(name: string) {
  const [field, meta] = useField<string>(name);
  return { field, error: meta.touched ? meta.error : undefined };
}

/** A text field bound to the surrounding formik form; its error shows once touched. */
export function FormikTextField({ name, ...rest }: FormikFieldProps) {
  const { field, error } = useFieldWithError(name);
  return <TextField {...rest} {...field} error={error} />;
}

/** A password field (with show/hide) bound to the surrounding formik form. */
export function FormikPasswordField({ name, ...rest }: FormikFieldProps) {
  const { field, error } = useFieldWithError(name);
  return <PasswordField {...rest} {...field} error={error} />;
}
