import { skipToken } from '@reduxjs/toolkit/query';
import { useGetRecipeDetailsQuery } from '@/api/recipes';
import { RecipeDetailsView } from './RecipeDetailsView';
import { NOT_A_RECIPE, useRecipeIdParam } from './recipeIdParam';
import { useDeferredResult } from '@/lib/useDeferredResult';

const CRUMBS = [
  { label: 'Home', to: '/' },
  { label: 'Recipe Library', to: '/recipe-library' },
];

export default function RecipeDetailsPage() {
  const id = useRecipeIdParam();
  const query = useDeferredResult(useGetRecipeDetailsQuery(id));
  return <RecipeDetailsView query={id === skipToken ? NOT_A_RECIPE : query} sideWidth="380px" crumbs={CRUMBS} />;
}
