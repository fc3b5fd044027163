import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import { useGetRecipeDetailsQuery } from '@/api/recipes';
import { RecipeDetailsView } from './RecipeDetailsView';
import { useDeferredResult } from '@/lib/useDeferredResult';

const CRUMBS = [
  { label: 'Home', to: '/' },
  { label: 'Recipe Library', to: '/recipe-library' },
];

export default function RecipeDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useDeferredResult(useGetRecipeDetailsQuery(valid ? id : skipToken));
  return (
    <RecipeDetailsView
      query={valid ? query : { isLoading: false, error: { status: 404 } }}
      sideWidth="380px"
      crumbs={CRUMBS}
    />
  );
}
