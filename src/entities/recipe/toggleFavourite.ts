import { createAsyncThunk } from '@reduxjs/toolkit';
import { ERRORS, SUCCESS } from '@contract/messages';
import { errorMessage } from '@/api/baseApi';
import { wishlistApi } from '@/api/wishlist';
import type { RootState } from '@/store/hooks';
import { favouriteSet } from '@/store/recipesSlice';
import { showError, showSuccess } from '@/store/toastsSlice';

export type ToggleOutcome = 'added' | 'removed' | 'failed' | 'signed-out';

/**
 * Favourite toggle on the normalised cache: flips the one recipe entity at once (every
 * card, carousel and details view follows), lets the server confirm it, and rolls it back
 * with the server's message if the server refuses.
 */
export const toggleFavourite = createAsyncThunk<ToggleOutcome, number, { state: RootState }>(
  'wishlist/toggleFavourite',
  async (recipeId, { dispatch, getState }) => {
    if (!getState().auth.token) {
      dispatch(showError(ERRORS.loginFirst));
      return 'signed-out';
    }
    const previous = getState().recipes.entities[recipeId]?.isWishlisted ?? false;
    dispatch(favouriteSet({ id: recipeId, isWishlisted: !previous }));
    try {
      const { added } = await dispatch(wishlistApi.endpoints.toggleWishlist.initiate(recipeId)).unwrap();
      dispatch(favouriteSet({ id: recipeId, isWishlisted: added }));
      dispatch(showSuccess(added ? SUCCESS.favouriteAdded : SUCCESS.favouriteRemoved));
      return added ? 'added' : 'removed';
    } catch (error) {
      dispatch(favouriteSet({ id: recipeId, isWishlisted: previous }));
      dispatch(showError(errorMessage(error) || ERRORS.generic));
      return 'failed';
    }
  },
);
