import { Link } from 'react-router';
import { EMPTY } from '@contract/messages';
import { useGetMyRecipesQuery } from '@/api/myRecipes';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PageHeader } from '@/components/PageHeader';
import { ALL_CATEGORIES, RecipeCollection, ShareLink, useRecipeCollection } from '@/entities/recipe';
import { EditRecipeLink } from './components/EditRecipeLink';

const myRecipeDetailsPath = (id: number) => `/my-recipe-details/${id}`;

export default function MyRecipesPage() {
  useDocumentTitle('Your shared recipes');
  const collection = useRecipeCollection(useGetMyRecipesQuery);

  return (
    <>
      <PageHeader
        title="Your shared recipes"
        intro="Everything you have shared with other families. Open one to see it as they do, or edit it."
      >
        <ShareLink />
      </PageHeader>
      <RecipeCollection
        label="Your shared recipes"
        {...collection}
        emptyText={EMPTY.sharedRecipes}
        linkTo={myRecipeDetailsPath}
        cardAction={(id) => <EditRecipeLink recipeId={id} />}
        emptyAction={
          collection.query.categoryId === ALL_CATEGORIES ? (
            <Link to="/dashboard/share-recipes">Share your first recipe</Link>
          ) : undefined
        }
      />
    </>
  );
}
