import { useState } from 'react';
import { Link } from 'react-router';
import { EMPTY } from '@contract/messages';
import { useGetWishlistQuery } from '@/api/wishlist';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { PageHeader } from '@/components/PageHeader';
import { ALL_CATEGORIES, RecipeCollection, type CollectionQueryState } from '@/entities/recipe';

export default function SavedRecipesPage() {
  useDocumentTitle('Your favorite recipes');
  const [query, setQuery] = useState<CollectionQueryState>({ page: 1, categoryId: ALL_CATEGORIES });
  const { currentData, isFetching, isLoading } = useGetWishlistQuery({
    page: query.page,
    categoryId: query.categoryId || undefined,
  });

  return (
    <>
      <PageHeader
        title="Your favorite recipes"
        intro="The recipes you saved with the heart, ready for the next meal plan."
      />
      <RecipeCollection
        label="Your favorite recipes"
        query={query}
        onQueryChange={setQuery}
        data={currentData}
        isFetching={isFetching}
        isLoading={isLoading}
        emptyText={EMPTY.favouriteRecipes}
        emptyAction={
          query.categoryId === ALL_CATEGORIES ? <Link to="/recipe-library">Browse the recipe library</Link> : undefined
        }
      />
    </>
  );
}
