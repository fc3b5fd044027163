import { Formik, type FormikHelpers } from 'formik';
import { Button } from '@/components/Button';
import { FormikTextField } from '@/components/form';
import { addressProblem, importFailure, webAddress } from './importInput';
import { ImportForm } from './importStyles';
import { useRecipeImport, type ImportReview } from './useRecipeImport';

interface Values {
  url: string;
}

/** "Web address of the recipe": the server fetches the page and reads it. */
export function UrlImportForm({ onReview }: { onReview: (review: ImportReview) => void }) {
  const readRecipe = useRecipeImport();

  const onSubmit = async ({ url }: Values, helpers: FormikHelpers<Values>) => {
    try {
      onReview(await readRecipe({ url: webAddress(url) }));
    } catch (error) {
      helpers.setFieldError('url', importFailure(error, ['url']));
    }
  };

  return (
    <Formik<Values>
      initialValues={{ url: '' }}
      validate={({ url }) => {
        const problem = addressProblem(url);
        return problem ? { url: problem } : {};
      }}
      validateOnBlur={false}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <ImportForm noValidate aria-label="Import from a web address">
          <FormikTextField
            name="url"
            id="import-url"
            look="editor"
            label="Web address of the recipe"
            hint="The address of the recipe page, e.g. https://www.example.com/lemon-cake"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
          />
          <Button type="submit" pending={isSubmitting}>
            Read recipe
          </Button>
        </ImportForm>
      )}
    </Formik>
  );
}
