import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** 0 means 'All Recipes' (SPEC.md §4); null tag means all tags. */
export const ALL = 0;

export interface FiltersState {
  /** /recipes/recipe_library/{id}: category tab and tag dropdown. */
  library: { categoryId: number; tagId: number | null; page: number };
  /** The recipes filter grid on /meal-planner: category chips, age group, library. */
  recipes: { categoryId: number; ageGroup: string; libraryId: number; page: number };
}

const initialState: FiltersState = {
  library: { categoryId: ALL, tagId: null, page: 1 },
  recipes: { categoryId: ALL, ageGroup: '', libraryId: ALL, page: 1 },
};

export const filtersSlice = createSlice({
  name: 'filters',
  initialState,
  reducers: {
    libraryCategoryChosen(state, action: PayloadAction<number>) {
      state.library.categoryId = action.payload;
      state.library.page = 1;
    },
    libraryTagChosen(state, action: PayloadAction<number | null>) {
      state.library.tagId = action.payload;
      state.library.page = 1;
    },
    libraryPageChosen(state, action: PayloadAction<number>) {
      state.library.page = action.payload;
    },
    libraryFiltersReset(state) {
      state.library = initialState.library;
    },
    recipesCategoryChosen(state, action: PayloadAction<number>) {
      state.recipes.categoryId = action.payload;
      state.recipes.page = 1;
    },
    recipesAgeGroupChosen(state, action: PayloadAction<string>) {
      state.recipes.ageGroup = action.payload;
      state.recipes.page = 1;
    },
    recipesLibraryChosen(state, action: PayloadAction<number>) {
      state.recipes.libraryId = action.payload;
      state.recipes.page = 1;
    },
    recipesPageChosen(state, action: PayloadAction<number>) {
      state.recipes.page = action.payload;
    },
    recipesFiltersReset(state) {
      state.recipes = initialState.recipes;
    },
  },
  selectors: {
    selectLibraryFilters: (state) => state.library,
    selectRecipesFilters: (state) => state.recipes,
  },
});

export const {
  libraryCategoryChosen,
  libraryTagChosen,
  libraryPageChosen,
  libraryFiltersReset,
  recipesCategoryChosen,
  recipesAgeGroupChosen,
  recipesLibraryChosen,
  recipesPageChosen,
  recipesFiltersReset,
} = filtersSlice.actions;
export const { selectLibraryFilters, selectRecipesFilters } = filtersSlice.selectors;
