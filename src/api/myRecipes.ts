import { createAsyncThunk } from '@reduxjs/toolkit';
import type { RecipeDetailDto } from '@contract/types';
import type { RootState } from '@/store/hooks';
import { baseApi } from './baseApi';
import { toRecipe } from './mappers';
import type { RecipePage } from './models';
import { recipePageEndpoint, type RecipePageQuery } from './recipePages';
import { recipesApi } from './recipes';
import { TAG } from './tags';

export const myRecipesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyRecipes: build.query<RecipePage, RecipePageQuery>(recipePageEndpoint('/my-recipes', 'recipes', TAG.MyRecipe)),
  }),
});

export const { useGetMyRecipesQuery } = myRecipesApi;
/** The owner's details query lives with the other details reads; the forms use it too. */
export const { useGetMyRecipeDetailsQuery } = recipesApi;

/** Paths of the multipart writes (sent by uploadForm for their progress and cancel). */
export const RECIPE_STORE_PATH = '/recipe/store';
export const recipeUpdatePath = (id: number) => `/recipe/update/${id}`;

/**
 * A recipe was stored or updated outside RTK Query (the XHR upload): put the answer in the
 * details cache (which also upserts the entity) and mark every list that may show it stale.
 */
export const recipeSaved = createAsyncThunk<number, RecipeDetailDto, { state: RootState }>(
  'myRecipes/recipeSaved',
  async (dto, { dispatch }) => {
    const recipe = toRecipe(dto);
    await dispatch(recipesApi.util.upsertQueryData('getMyRecipeDetails', dto.id, { recipe, recipes: [recipe] }));
    dispatch(
      baseApi.util.invalidateTags([TAG.MyRecipe, TAG.RecipeList, TAG.Wishlist, { type: TAG.Recipe, id: dto.id }]),
    );
    return dto.id;
  },
);
