import type { Envelope, WishlistEntryDto } from '@contract/types';
import { baseApi } from './baseApi';
import type { RecipePage } from './models';
import { recipePageEndpoint, type RecipePageQuery } from './recipePages';
import { LIST, TAG } from './tags';

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<RecipePage, RecipePageQuery>(recipePageEndpoint('/wishlists', 'wishlist', TAG.Wishlist)),
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
