import { skipToken } from '@reduxjs/toolkit/query';
import { useGetMyRecipeDetailsQuery } from '@/api/recipes';
import { RecipeDetailsView } from './RecipeDetailsView';
import { NOT_A_RECIPE, useRecipeIdParam } from './recipeIdParam';

const CRUMBS = [
  { label: 'Home', to: '/' },
  { label: 'My recipes', to: '/dashboard/my-recipes' },
];

/** The owner's view of their recipe: same layout, narrower side panel. */
export default function MyRecipeDetailsPage() {
  const id = useRecipeIdParam();
  const query = useGetMyRecipeDetailsQuery(id);
  return (
    <RecipeDetailsView
      query={id === skipToken ? NOT_A_RECIPE : query}
      sideWidth="300px"
      crumbs={CRUMBS}
      showSuggestions={false}
    />
  );
}
