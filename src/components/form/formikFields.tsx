import { useField, useFormikContext } from 'formik';
import type { ComponentType } from 'react';
import { SelectField, TextArea, TextField, type FieldChrome } from './fields';
import { PasswordField } from './PasswordField';

/** The message of a field once the person has left it or tried to submit. */
export function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  if (!(meta.touched || submitCount > 0) || !meta.error) return undefined;
  return typeof meta.error === 'string' ? meta.error : undefined;
}

/** What a bound field takes from the form rather than from its props. */
type FromForm = 'name' | 'value' | 'onChange' | 'onBlur' | 'error';

type Bound<Props> = Omit<Props, FromForm> &
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

/**
 * A plain field bound to the surrounding formik form: given the field's `name`, it takes its
 * value, handlers and error (shown once touched or submitted) from the form.
 */
function bindToFormik<Props extends object>(Field: ComponentType<Props>, displayName: string) {
  function FormikField({ name, hideError, ...rest }: Bound<Props>) {
    const props = { ...rest, ...useBoundField(name, hideError) } as unknown as Props;
    return <Field {...props} />;
  }
  FormikField.displayName = displayName;
  return FormikField;
}

/** A text field bound to the surrounding formik form. */
export const FormikTextField = bindToFormik(TextField, 'FormikTextField');

/** A password field (with show/hide) bound to the surrounding formik form. */
export const FormikPasswordField = bindToFormik(PasswordField, 'FormikPasswordField');

export const FormikTextArea = bindToFormik(TextArea, 'FormikTextArea');

export const FormikSelectField = bindToFormik(SelectField, 'FormikSelectField');
