import { useState } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PageHeader } from '@/components/PageHeader';
import { ImportRecipePanel } from './import/ImportRecipePanel';
import { ImportReviewIntro } from './import/ImportReviewIntro';
import type { ImportReview } from './import/useRecipeImport';
import { RecipeForm } from './recipe-form/RecipeForm';
import { emptyRecipeValues, NO_MEDIA } from './recipe-form/recipeFormValues';

const Column = styled.div`
  max-width: 960px;
`;

export default function ShareRecipePage() {
  useDocumentTitle('Share your recipe');
  const [review, setReview] = useState<ImportReview | null>(null);
  // Each import starts the form again from what was read (a new key remounts formik).
  const [imports, setImports] = useState(0);
  const showReview = (next: ImportReview) => {
    setReview(next);
    setImports((count) => count + 1);
  };
  return (
    <Column>
      <PageHeader
        title="Share your recipe"
        intro="A family favourite, a weeknight rescue, a lunchbox hit: add a photo, the ingredients and the steps, and other parents can cook it too."
      />
      <ImportRecipePanel onReview={showReview} />
      {review && <ImportReviewIntro review={review} />}
      <RecipeForm key={imports} mode="share" initialValues={review?.values ?? emptyRecipeValues} existing={NO_MEDIA} />
    </Column>
  );
}
