import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useGetMyRecipeDetailsQuery } from '@/api/myRecipes';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { PageSpinner } from '@/components/Spinner';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PageHeader } from '@/components/PageHeader';
import { RecipeForm } from './recipe-form/RecipeForm';
import { valuesFromRecipe } from './recipe-form/recipeFormValues';

const Column = styled.div`
  max-width: 960px;
`;

export default function EditRecipePage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError } = useGetMyRecipeDetailsQuery(id, {
    skip: !validId,
    refetchOnMountOrArgChange: true,
  });
  const recipe = data?.recipe;
  useDocumentTitle(recipe ? `Edit ${recipe.name}` : 'Edit recipe');

  const back = (
    <Button variant="secondary" onClick={() => navigate(-1)}>
      <span aria-hidden="true">←</span> Back
    </Button>
  );

  if (isLoading) return <PageSpinner label="Loading your recipe" />;

  return (
    <Column>
      <PageHeader
        title="Edit recipe"
        intro={recipe ? `Update “${recipe.name}”: every change is saved when you press Update recipe.` : undefined}
      >
        {back}
      </PageHeader>
      {!validId || isError || !recipe ? (
        <EmptyState title="We couldn't find this recipe" icon="warning">
          <p>It may have been removed, or it belongs to someone else.</p>
        </EmptyState>
      ) : (
        <RecipeForm
          key={recipe.id}
          mode="edit"
          recipeId={recipe.id}
          initialValues={valuesFromRecipe(recipe)}
          existing={{ image: recipe.image || null, video: recipe.video }}
        />
      )}
    </Column>
  );
}
