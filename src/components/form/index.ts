export * from './fieldStyles';
export { PlainInput } from './PlainInput';
export {
  FieldFrame,
  SelectField,
  TextArea,
  TextField,
  describedByOf,
  type CountedProps,
  type SelectOption,
} from './fields';
export { TextCounter, counterDescribedBy, counterState, type TextLimits } from './TextCounter';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { FormikPasswordField, FormikSelectField, FormikTextArea, FormikTextField, useFieldError } from './formikFields';
export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
export { useAdoptTypedValue } from './useAdoptTypedValue';
export { OtpInput, type OtpInputProps } from './OtpInput';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
