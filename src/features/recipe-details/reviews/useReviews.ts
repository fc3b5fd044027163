import { skipToken } from '@reduxjs/toolkit/query';
import { useGetReviewsQuery, type Review } from '@/api/reviews';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

/** One page of a recipe's reviews, as this reader sees it (signed in: their own first). */
export function useReviewsPage(recipeId: number, page: number) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return useGetReviewsQuery({ recipeId, page, signedIn });
}

/**
 * The signed-in reader's own review of a recipe, if any. The server lists it first on page 1,
 * so this shares that page's cached answer with the list (no request of its own).
 */
export function useOwnReview(recipeId: number | undefined): Review | undefined {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useGetReviewsQuery(recipeId && signedIn ? { recipeId, page: 1, signedIn } : skipToken);
  return data?.reviews.find((review) => review.mine);
}
