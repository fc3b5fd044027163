import { RECIPE_IMPORT } from '@contract/constants';
import { FormikTextArea } from '@/components/form';
import { ImportFieldForm } from './ImportFieldForm';
import { pastedTextProblem } from './importInput';
import type { ImportReview } from './useRecipeImport';

const TEXT_LIMITS = { maxLength: RECIPE_IMPORT.textMaxLength, showFrom: 0.8 };

/** "Paste a recipe": a recipe copied from anywhere (a note, an e-mail, a page), read as text. */
export function PasteImportForm({ onReview }: { onReview: (review: ImportReview) => void }) {
  return (
    <ImportFieldForm
      field="text"
      formLabel="Import a pasted recipe"
      problem={pastedTextProblem}
      payload={(text) => ({ text })}
      submitLabel="Read pasted recipe"
      submitVariant="secondary"
      onReview={onReview}
    >
      <FormikTextArea
        name="text"
        id="import-text"
        look="editor"
        label="Paste a recipe"
        hint="Its name first, then the ingredients and the steps, each on its own line"
        counter={TEXT_LIMITS}
        rows={6}
      />
    </ImportFieldForm>
  );
}
