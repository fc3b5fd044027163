import { Formik, type FormikHelpers } from 'formik';
import { RECIPE_IMPORT } from '@contract/constants';
import { Button } from '@/components/Button';
import { FormikTextArea } from '@/components/form';
import { importFailure, pastedTextProblem } from './importInput';
import { ImportForm } from './importStyles';
import { useRecipeImport, type ImportReview } from './useRecipeImport';

interface Values {
  text: string;
}

const TEXT_LIMITS = { maxLength: RECIPE_IMPORT.textMaxLength, showFrom: 0.8 };

/** "Paste a recipe": a recipe copied from anywhere (a note, an e-mail, a page), read as text. */
export function PasteImportForm({ onReview }: { onReview: (review: ImportReview) => void }) {
  const readRecipe = useRecipeImport();

  const onSubmit = async ({ text }: Values, helpers: FormikHelpers<Values>) => {
    try {
      onReview(await readRecipe({ text }));
    } catch (error) {
      helpers.setFieldError('text', importFailure(error, ['text']));
    }
  };

  return (
    <Formik<Values>
      initialValues={{ text: '' }}
      validate={({ text }) => {
        const problem = pastedTextProblem(text);
        return problem ? { text: problem } : {};
      }}
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <ImportForm noValidate aria-label="Import a pasted recipe">
          <FormikTextArea
            name="text"
            id="import-text"
            look="editor"
            label="Paste a recipe"
            hint="Its name first, then the ingredients and the steps, each on its own line"
            counter={TEXT_LIMITS}
            rows={6}
          />
          <Button type="submit" variant="secondary" pending={isSubmitting}>
            Read pasted recipe
          </Button>
        </ImportForm>
      )}
    </Formik>
  );
}
