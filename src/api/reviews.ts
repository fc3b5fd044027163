import type { Envelope, Paginated, ReviewDto, ReviewPayload } from '@contract/types';
import { baseApi } from './baseApi';
import { toPage } from './mappers';
import type { Page } from './models';
import { LIST, TAG } from './tags';

export interface Review {
  id: number;
  rating: number;
  comment: string;
  createdDate: string;
  authorName: string;
  authorAvatar: string | null;
  /** The signed-in reader's own review (the server lists it first on page 1). */
  mine: boolean;
}

export interface ReviewPage {
  reviews: Review[];
  page: Page;
}

function toReview(dto: ReviewDto): Review {
  return {
    id: dto.id,
    rating: Number(dto.rating),
    comment: dto.comment,
    createdDate: dto.created_date,
    authorName: dto.user?.name ?? '',
    authorAvatar: dto.avatar?.avatar ?? null,
    mine: dto.is_mine === true,
  };
}

export interface ReviewsQuery {
  recipeId: number;
  page: number;
  /**
   * Not sent: part of the cache key only, because a signed-in reader's answer differs (their
   * review first, marked). Signing out resets the whole cache; signing in changes this key.
   */
  signedIn: boolean;
}

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<ReviewPage, ReviewsQuery>({
      query: ({ recipeId, page }) => ({ url: `/reviews-by-pagination/${recipeId}`, params: { page } }),
      transformResponse: (response: Envelope<Paginated<ReviewDto>>) => ({
        reviews: response.data.data.map(toReview),
        page: toPage(response.data),
      }),
      providesTags: (_result, _error, { recipeId }) => [
        { type: TAG.Review, id: recipeId },
        { type: TAG.Review, id: LIST },
      ],
    }),
    /**
     * Adds the user's review, or updates their earlier one (the server answers 201 or 200 and
     * says which). Success refetches the list and the recipe (its average rating changes).
     */
    addReview: build.mutation<{ message: string }, { recipeId: number } & ReviewPayload>({
      query: ({ recipeId, ...payload }) => ({ url: `/review/${recipeId}`, method: 'POST', body: payload }),
      transformResponse: (response: Envelope<unknown>) => ({ message: response.message }),
      invalidatesTags: (_result, error, { recipeId }) =>
        error
          ? []
          : [
              { type: TAG.Review, id: recipeId },
              { type: TAG.Recipe, id: recipeId },
            ],
    }),
  }),
});

export const { useGetReviewsQuery, useAddReviewMutation } = reviewsApi;
