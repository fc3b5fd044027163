import type { Envelope, RecipeImportDto, RecipeImportPayload } from '@contract/types';
import { baseApi } from './baseApi';

export const recipeImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Reads a recipe from a web address, a page the cook's browser sent, or pasted text; saves nothing. */
    importRecipe: build.mutation<RecipeImportDto, RecipeImportPayload>({
      query: (payload) => ({ url: '/recipes/import', method: 'POST', body: payload }),
      transformResponse: (response: Envelope<RecipeImportDto>) => response.data,
    }),
  }),
});

export const { useImportRecipeMutation } = recipeImportApi;
