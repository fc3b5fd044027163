import { Link } from 'react-router';
import { EMPTY } from '@contract/messages';
import { useGetWishlistQuery } from '@/api/wishlist';
import { RecipeCollectionPage } from '@/entities/recipe';

export default function SavedRecipesPage() {
  return (
    <RecipeCollectionPage
      title="Your favorite recipes"
      intro="The recipes you saved with the heart, ready for the next meal plan."
      useCollectionQuery={useGetWishlistQuery}
      emptyText={EMPTY.favouriteRecipes}
      emptyAction={<Link to="/recipe-library">Browse the recipe library</Link>}
    />
  );
}
