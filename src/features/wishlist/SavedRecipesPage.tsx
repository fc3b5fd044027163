import { Link } from 'react-router';
import { EMPTY } from '@contract/messages';
import { useGetWishlistQuery } from '@/api/wishlist';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PageHeader } from '@/components/PageHeader';
import { ALL_CATEGORIES, RecipeCollection, useRecipeCollection } from '@/entities/recipe';

export default function SavedRecipesPage() {
  useDocumentTitle('Your favorite recipes');
  const collection = useRecipeCollection(useGetWishlistQuery);

  return (
    <>
      <PageHeader
        title="Your favorite recipes"
        intro="The recipes you saved with the heart, ready for the next meal plan."
      />
      <RecipeCollection
        label="Your favorite recipes"
        {...collection}
        emptyText={EMPTY.favouriteRecipes}
        emptyAction={
          collection.query.categoryId === ALL_CATEGORIES ? (
            <Link to="/recipe-library">Browse the recipe library</Link>
          ) : undefined
        }
      />
    </>
  );
}
