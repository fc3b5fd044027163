import { FormikTextField } from '@/components/form';
import { ImportFieldForm } from './ImportFieldForm';
import { addressProblem, webAddress } from './importInput';
import type { ImportReview } from './useRecipeImport';

/** "Web address of the recipe": the server fetches the page and reads it. */
export function UrlImportForm({ onReview }: { onReview: (review: ImportReview) => void }) {
  return (
    <ImportFieldForm
      field="url"
      formLabel="Import from a web address"
      problem={addressProblem}
      payload={(url) => ({ url: webAddress(url) })}
      submitLabel="Read recipe"
      onReview={onReview}
    >
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
    </ImportFieldForm>
  );
}
