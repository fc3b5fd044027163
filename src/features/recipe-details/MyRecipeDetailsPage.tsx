import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import { useGetMyRecipeDetailsQuery } from '@/api/recipes';
import { RecipeDetailsView } from './RecipeDetailsView';

const CRUMBS = [
  { label: 'Home', to: '/' },
  { label: 'My recipes', to: '/dashboard/my-recipes' },
];

/** The owner's view of their recipe: same layout, narrower side panel. */
export default function MyRecipeDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useGetMyRecipeDetailsQuery(valid ? id : skipToken);
  return (
    <RecipeDetailsView
      query={valid ? query : { isLoading: false, error: { status: 404 } }}
      sideWidth="300px"
      crumbs={CRUMBS}
      showSuggestions={false}
    />
  );
}
