import { useAppSelector } from '@/store/hooks';
import { useGetRecipesQuery, type RecipeListQuery } from '@/api/recipes';
import { selectIsSignedIn } from '@/store/authSlice';
import { useDeferredResult } from '@/lib/useDeferredResult';

/**
 * The recipe list for the current audience: personalised when signed in, public otherwise.
 * `safeFor` only applies to a session: signed out it is dropped from the query args too, so a
 * visitor's list is the one cached list, whatever the page's filters still hold.
 */
export function useRecipeList(
  { safeFor, ...filters }: Omit<RecipeListQuery, 'signedIn'>,
  options?: { skip?: boolean },
) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const args: RecipeListQuery = signedIn && safeFor ? { signedIn, ...filters, safeFor } : { signedIn, ...filters };
  return useDeferredResult(useGetRecipesQuery(args, options));
}
