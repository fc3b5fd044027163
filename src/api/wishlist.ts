import type { Envelope, Paginated, RecipeSummaryDto, WishlistEntryDto } from '@contract/types';
import { baseApi } from './baseApi';
import { toRecipePage } from './mappers';
import type { RecipePage } from './models';
import { LIST, TAG } from './tags';

export interface WishlistQuery {
  page?: number;
  categoryId?: number;
}

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<RecipePage, WishlistQuery>({
      query: ({ page = 1, categoryId }) => ({
        url: '/wishlists',
        params: { page, ...(categoryId ? { category_id: categoryId } : {}) },
      }),
      transformResponse: (response: Envelope<{ wishlist: Paginated<RecipeSummaryDto> }>) =>
        toRecipePage(response.data.wishlist),
      providesTags: (result) => [
        { type: TAG.Wishlist, id: LIST },
        ...(result?.ids.map((id) => ({ type: TAG.Wishlist, id })) ?? []),
      ],
    }),
    /** SPEC.md §4: the answer lists the wishlist entries; empty means it was removed. */
    toggleWishlist: build.mutation<{ added: boolean; message: string }, number>({
      query: (recipeId) => ({ url: `/wishlist/${recipeId}`, method: 'POST' }),
      transformResponse: (response: Envelope<WishlistEntryDto[]>) => ({
        added: Array.isArray(response.data) && response.data.length > 0,
        message: response.message,
      }),
      invalidatesTags: [{ type: TAG.Wishlist, id: LIST }],
    }),
  }),
});

export const { useGetWishlistQuery, useToggleWishlistMutation } = wishlistApi;
