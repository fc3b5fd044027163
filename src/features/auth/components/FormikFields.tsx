import { useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useField } from 'formik';
import { TextField } from '@/components/fields';
import { PasswordField } from '@/components/PasswordField';
import { useAdoptTypedValue } from '@/lib/useAdoptTypedValue';

interface FormikFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur'
> {
  name: string;
  label: string;
  hint?: ReactNode;
}

/** The field's formik binding and its error (shown once touched), holding what was typed before hydration. */
function useBoundField(name: string) {
  const [field, meta, helpers] = useField<string>(name);
  const ref = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(ref, field.value, (typed) => void helpers.setValue(typed));
  return { field, ref, error: meta.touched ? meta.error : undefined };
}

/** A text field bound to the surrounding formik form; its error shows once touched. */
export function FormikTextField({ name, ...rest }: FormikFieldProps) {
  const { field, ref, error } = useBoundField(name);
  return <TextField {...rest} {...field} ref={ref} error={error} />;
}

/** A password field (with show/hide) bound to the surrounding formik form. */
export function FormikPasswordField({ name, ...rest }: FormikFieldProps) {
  const { field, ref, error } = useBoundField(name);
  return <PasswordField {...rest} {...field} ref={ref} error={error} />;
}
