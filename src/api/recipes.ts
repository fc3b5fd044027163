import type {
  Envelope,
  RecipeDetailDto,
  RecipeListAnswer,
  RecipeSearchResultDto,
  RecipeSummaryDto,
} from '@contract/types';
import { baseApi } from './baseApi';
import { toRecipe, toRecipePage, toSearchAlternatives, toSearchUnderstood } from './mappers';
import type { Recipe, RecipeCarrier, RecipePage, SearchAlternative, SearchUnderstood } from './models';
import { LIST, TAG, TAG_ID } from './tags';

/** A category or library id meaning "no filter" ('All Recipes', SPEC.md §4). */
export const ALL = 0;

/**
 * `safe_for` of the recipe lists (issue 19): 'household' keeps only recipes with no allergen of
 * any household member and suiting every member's diets. Signed in only (signed out it is a 401).
 * The SPA-side extension of contract/types.ts `RecipeFilters`.
 */
export type RecipeSafeFor = 'household';

/** The recipe list filters of SPEC.md §3; 0, '' and null mean "no filter". */
export interface RecipeListQuery {
  /** Signed-in users get the personalised list (/auth/*), visitors the public one. */
  signedIn: boolean;
  categoryId?: number;
  libraryId?: number;
  ageGroup?: string;
  tagId?: number | null;
  search?: string;
  /** The longest total time (preparation + cooking) in minutes (issue 37's time filter). */
  maxMinutes?: number;
  page?: number;
  /** Left out of the request when signed out, whatever the caller passes. */
  safeFor?: RecipeSafeFor;
}

export interface RecipeList extends RecipePage {
  /** Count per category id under the other filters (the library page's tabs). */
  categoryCounts: Record<number, number>;
  /** Count with no category filter ('All Recipes'). */
  totalAll: number;
  /** What the search words were read as; null without a search (or from the original API). */
  understood: SearchUnderstood | null;
  /** When nothing matched: searches that do find recipes, best first; [] otherwise. */
  closest: SearchAlternative[];
}

export interface RecipeIds extends RecipeCarrier {
  ids: number[];
}

export interface RecipeSearchResult {
  id: number;
  name: string;
  image: string;
  categoryName: string;
  averageRating: number;
}

/** SPEC.md §7: empty query parameters are left out of the query string. */
export function recipeListParams(query: Omit<RecipeListQuery, 'signedIn'>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.categoryId) params.category_id = query.categoryId;
  if (query.libraryId) params.recipe_library_id = query.libraryId;
  if (query.ageGroup) params.age_group = query.ageGroup;
  if (query.tagId) params.tag_id = query.tagId;
  if (query.search?.trim()) params.search = query.search.trim();
  if (query.maxMinutes && query.maxMinutes > 0) params.max_minutes = query.maxMinutes;
  if (query.page && query.page > 1) params.page = query.page;
  if (query.safeFor) params.safe_for = query.safeFor;
  return params;
}

const audience = (signedIn: boolean) => (signedIn ? 'auth' : 'guest');

function toRecipeIds(dtos: RecipeSummaryDto[]): RecipeIds {
  const recipes = dtos.map(toRecipe);
  return { ids: recipes.map((recipe) => recipe.id), recipes };
}

/** A details answer carries its one recipe so the entity slice holds it like any card. */
export interface RecipeDetailsResult extends RecipeCarrier {
  recipe: Recipe;
}

function toDetailsResult(response: Envelope<RecipeDetailDto>): RecipeDetailsResult {
  const recipe = toRecipe(response.data);
  return { recipe, recipes: [recipe] };
}

export const recipesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecipes: build.query<RecipeList, RecipeListQuery>({
      query: ({ signedIn, safeFor, ...filters }) => ({
        url: `/${audience(signedIn)}/recipes`,
        // A visitor asking for safe_for gets a 401: only a session has a household.
        params: recipeListParams(signedIn ? { ...filters, safeFor } : filters),
      }),
      transformResponse: (response: RecipeListAnswer) => ({
        ...toRecipePage({ ...response.meta, data: response.data }),
        categoryCounts: Object.fromEntries(
          (response.meta.category_counts ?? []).map((entry) => [entry.category_id, entry.count]),
        ),
        totalAll: Number(response.meta.total_all ?? response.meta.total),
        understood: toSearchUnderstood(response.meta.understood),
        closest: toSearchAlternatives(response.meta.closest),
      }),
      providesTags: (result) => [
        { type: TAG.RecipeList, id: LIST },
        ...(result?.ids.map((id) => ({ type: TAG.Recipe, id })) ?? []),
      ],
      // Back from a recipe read for a few minutes still finds its list cached: the cards render at
      // once and the scroll position is restored into a page of the same height, not skeletons.
      keepUnusedDataFor: 300,
    }),
    getTrendingRecipes: build.query<RecipeIds, { signedIn: boolean }>({
      query: ({ signedIn }) => `/${audience(signedIn)}/trending-recipes`,
      transformResponse: (response: Envelope<RecipeSummaryDto[]>) => toRecipeIds(response.data),
      providesTags: [{ type: TAG.RecipeList, id: TAG_ID.Trending }],
    }),
    getRecipeDetails: build.query<RecipeDetailsResult, number>({
      query: (id) => `/single-recipe/${id}`,
      transformResponse: toDetailsResult,
      providesTags: (_result, _error, id) => [{ type: TAG.Recipe, id }],
    }),
    /** The owner's view of their own recipe (login required). */
    getMyRecipeDetails: build.query<RecipeDetailsResult, number>({
      query: (id) => `/my-recipe-details/${id}`,
      transformResponse: toDetailsResult,
      providesTags: (_result, _error, id) => [
        { type: TAG.Recipe, id },
        { type: TAG.MyRecipe, id },
      ],
    }),
    searchRecipes: build.query<RecipeSearchResult[], string>({
      query: (search) => ({ url: '/recipes/search', params: { search } }),
      transformResponse: (response: Envelope<RecipeSearchResultDto[] | null>) =>
        (response.data ?? []).map((row) => ({
          id: row.id,
          name: row.recipe_name,
          image: row.recipe_image,
          categoryName: row.category_name,
          averageRating: Number(row.average_rating ?? 0),
        })),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const {
  useGetRecipesQuery,
  useGetTrendingRecipesQuery,
  useGetRecipeDetailsQuery,
  useGetMyRecipeDetailsQuery,
  useSearchRecipesQuery,
} = recipesApi;
