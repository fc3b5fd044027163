import { useCallback } from 'react';
import { RECIPE_IMPORT_MESSAGES } from '@contract/messages';
import type { RecipeImportPayload, RecipeImportWarningDto } from '@contract/types';
import { useImportRecipeMutation } from '@/api/recipeImport';
import type { RecipeFormValues } from '../recipe-form/recipeFormValues';
import { importedImage } from './importedImage';
import { reviewValues } from './reviewValues';

/** A read recipe ready for the cook to check: the form's values and what to tell them first. */
export interface ImportReview {
  values: RecipeFormValues;
  warnings: RecipeImportWarningDto[];
}

/**
 * Reads a recipe (the server's import) and copies its photo into a File. Rejects with the
 * call's ApiError, for the form that asked to show under its field.
 */
export function useRecipeImport() {
  const [importRecipe] = useImportRecipeMutation();

  return useCallback(
    async (payload: RecipeImportPayload): Promise<ImportReview> => {
      const { draft, warnings, suggestions } = await importRecipe(payload).unwrap();
      const image = await importedImage(draft.image_url);
      const photoLost = draft.image_url !== null && image === null;
      const alreadySaid = warnings.some((warning) => warning.code === 'image_failed');
      return {
        values: reviewValues(draft, suggestions, image),
        warnings:
          photoLost && !alreadySaid
            ? [...warnings, { code: 'image_failed', message: RECIPE_IMPORT_MESSAGES.imageFailed }]
            : warnings,
      };
    },
    [importRecipe],
  );
}
