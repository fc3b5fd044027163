import { useField, useFormikContext } from 'formik';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { SelectField, TextArea, TextField, type CountedProps, type FieldChrome, type SelectFieldProps } from './fields';
import { PasswordField } from './PasswordField';

/** The message of a field once the person has left it or tried to submit. */
export function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  if (!(meta.touched || submitCount > 0) || !meta.error) return undefined;
  return typeof meta.error === 'string' ? meta.error : undefined;
}

type Bound<Props> = Omit<Props, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> &
  Omit<FieldChrome, 'error'> & {
    name: string;
    /** Leave the message to the form (a dialog that shows one message for several fields). */
    hideError?: boolean;
  };

/** The field's formik binding and its error; the plain field keeps what was typed before hydration. */
function useBoundField(name: string, hideError?: boolean) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return { ...field, error: hideError ? undefined : error };
}

/** A text field bound to the surrounding formik form; its error shows once touched or submitted. */
export function FormikTextField({
  name,
  hideError,
  ...rest
}: Bound<InputHTMLAttributes<HTMLInputElement> & CountedProps>) {
  return <TextField {...rest} {...useBoundField(name, hideError)} />;
}

/** A password field (with show/hide) bound to the surrounding formik form. */
export function FormikPasswordField({ name, hideError, ...rest }: Bound<InputHTMLAttributes<HTMLInputElement>>) {
  return <PasswordField {...rest} {...useBoundField(name, hideError)} />;
}

export function FormikTextArea({
  name,
  hideError,
  ...rest
}: Bound<TextareaHTMLAttributes<HTMLTextAreaElement> & CountedProps>) {
  return <TextArea {...rest} {...useBoundField(name, hideError)} />;
}

export function FormikSelectField({ name, hideError, ...rest }: Bound<SelectFieldProps>) {
  return <SelectField {...rest} {...useBoundField(name, hideError)} />;
}
