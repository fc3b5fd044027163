import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ALL } from '@/api/recipes';

/** The recipes filter grid on /meal-planner: category chips, age group, library. */
export interface RecipesFiltersState {
  categoryId: number;
  ageGroup: string;
  libraryId: number;
  /** "Safe for my family" (signed in only): the lists ask for `safe_for=household`. */
  safeForFamily: boolean;
  page: number;
}

const initialState: RecipesFiltersState = {
  categoryId: ALL,
  ageGroup: '',
  libraryId: ALL,
  safeForFamily: false,
  page: 1,
};

export const recipesFiltersSlice = createSlice({
  name: 'recipesFilters',
  initialState,
  reducers: {
    categoryChosen(state, action: PayloadAction<number>) {
      state.categoryId = action.payload;
      state.page = 1;
    },
    ageGroupChosen(state, action: PayloadAction<string>) {
      state.ageGroup = action.payload;
      state.page = 1;
    },
    libraryChosen(state, action: PayloadAction<number>) {
      state.libraryId = action.payload;
      state.page = 1;
    },
    safeForFamilyChosen(state, action: PayloadAction<boolean>) {
      state.safeForFamily = action.payload;
      state.page = 1;
    },
    pageChosen(state, action: PayloadAction<number>) {
      state.page = action.payload;
    },
    reset: () => initialState,
  },
  selectors: {
    selectRecipesFilters: (state) => state,
  },
});

export const {
  categoryChosen: recipesCategoryChosen,
  ageGroupChosen: recipesAgeGroupChosen,
  libraryChosen: recipesLibraryChosen,
  safeForFamilyChosen: recipesSafeForFamilyChosen,
  pageChosen: recipesPageChosen,
  reset: recipesFiltersReset,
} = recipesFiltersSlice.actions;
export const { selectRecipesFilters } = recipesFiltersSlice.selectors;
