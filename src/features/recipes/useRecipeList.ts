import { useAppSelector } from '@/store/hooks';
import { useGetRecipesQuery, type RecipeListQuery } from '@/api/recipes';
import { selectIsSignedIn } from '@/store/authSlice';
import { useDeferredResult } from '@/lib/useDeferredResult';

/** The recipe list for the current audience: personalised when signed in, public otherwise. */
export function useRecipeList(filters: Omit<RecipeListQuery, 'signedIn'>, options?: { skip?: boolean }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return useDeferredResult(useGetRecipesQuery({ signedIn, ...filters }, options));
}
