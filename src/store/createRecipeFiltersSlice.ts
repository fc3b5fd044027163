import {
  createSlice,
  type PayloadAction,
  type SliceCaseReducers,
  type ValidateSliceCaseReducers,
} from '@reduxjs/toolkit';
import { ALL } from '@/api/recipes';

/** What every page's recipe filters have: a category, "Safe for my family" and a page. */
export interface RecipeFilters {
  categoryId: number;
  /** "Safe for my family" (signed in only): the lists ask for `safe_for=household`. */
  safeForFamily: boolean;
  page: number;
}

export const RECIPE_FILTERS_START: RecipeFilters = { categoryId: ALL, safeForFamily: false, page: 1 };

/** A reducer for one more filter of a page: choosing it goes back to page 1, like the others. */
export const filterChosen =
  <State extends RecipeFilters, Key extends Exclude<keyof State, keyof RecipeFilters>>(key: Key) =>
  (state: State, action: PayloadAction<State[Key]>) => {
    state[key] = action.payload;
    state.page = 1;
  };

/**
 * A page's recipe filters as its own slice (the library page's, the planner page's): the
 * choices every page has, plus the page's own filters as `reducers` (made with `filterChosen`).
 */
export function createRecipeFiltersSlice<
  Name extends string,
  State extends RecipeFilters,
  Reducers extends SliceCaseReducers<State>,
>({
  name,
  initialState,
  reducers,
}: {
  name: Name;
  initialState: State;
  reducers: ValidateSliceCaseReducers<State, Reducers>;
}) {
  return createSlice({
    name,
    initialState,
    reducers: {
      categoryChosen(state: RecipeFilters, action: PayloadAction<number>) {
        state.categoryId = action.payload;
        state.page = 1;
      },
      safeForFamilyChosen(state: RecipeFilters, action: PayloadAction<boolean>) {
        state.safeForFamily = action.payload;
        state.page = 1;
      },
      pageChosen(state: RecipeFilters, action: PayloadAction<number>) {
        state.page = action.payload;
      },
      reset: () => initialState,
      ...reducers,
    },
  });
}
