import styled from 'styled-components';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PageHeader } from '@/components/PageHeader';
import { RecipeForm } from './recipe-form/RecipeForm';
import { emptyRecipeValues, NO_MEDIA } from './recipe-form/recipeFormValues';

const Column = styled.div`
  max-width: 960px;
`;

export default function ShareRecipePage() {
  useDocumentTitle('Share your recipe');
  return (
    <Column>
      <PageHeader
        title="Share your recipe"
        intro="A family favourite, a weeknight rescue, a lunchbox hit: add a photo, the ingredients and the steps, and other parents can cook it too."
      />
      <RecipeForm mode="share" initialValues={emptyRecipeValues} existing={NO_MEDIA} />
    </Column>
  );
}
