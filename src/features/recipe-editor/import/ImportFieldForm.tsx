import { Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import type { RecipeImportPayload } from '@contract/types';
import { Button, type ButtonVariant } from '@/components/Button';
import { importFailure } from './importInput';
import { ImportForm } from './importStyles';
import { useRecipeImport, type ImportReview } from './useRecipeImport';

/** The field a one-field way in is about: the web address or the pasted text. */
type ImportField = 'url' | 'text';

export interface ImportFieldFormProps<Field extends ImportField> {
  /** The form's one field; its control (the child) has this name, and the server's message lands on it. */
  field: Field;
  /** The form's accessible name. */
  formLabel: string;
  /** Why what was typed cannot be read, checked before anything is sent. */
  problem: (typed: string) => string | undefined;
  /** The import request for what was typed. */
  payload: (typed: string) => RecipeImportPayload;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  onReview: (review: ImportReview) => void;
  /** The field's control (a formik-bound field named `field`). */
  children: ReactNode;
}

/**
 * One way in to the importer (an address, a pasted text): a form of one field and its button that
 * reads a recipe from what was typed and hands it on for review; a problem with what was typed,
 * or the server's, shows under the field.
 */
export function ImportFieldForm<Field extends ImportField>({
  field,
  formLabel,
  problem,
  payload,
  submitLabel,
  submitVariant,
  onReview,
  children,
}: ImportFieldFormProps<Field>) {
  type Values = Record<Field, string>;
  const readRecipe = useRecipeImport();

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      onReview(await readRecipe(payload(values[field])));
    } catch (error) {
      helpers.setFieldError(field, importFailure(error, [field]));
    }
  };

  return (
    <Formik<Values>
      initialValues={{ [field]: '' } as Values}
      validate={(values) => {
        const found = problem(values[field]);
        return found ? { [field]: found } : {};
      }}
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <ImportForm noValidate aria-label={formLabel}>
          {children}
          <Button type="submit" variant={submitVariant} pending={isSubmitting}>
            {submitLabel}
          </Button>
        </ImportForm>
      )}
    </Formik>
  );
}
