import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ALL } from '@/api/recipes';

/** /recipes/recipe_library/{id}: category tab and tag dropdown (null tag means all tags). */
export interface LibraryFiltersState {
  categoryId: number;
  tagId: number | null;
  /** "Safe for my family" (signed in only): the lists ask for `safe_for=household`. */
  safeForFamily: boolean;
  page: number;
}

const initialState: LibraryFiltersState = { categoryId: ALL, tagId: null, safeForFamily: false, page: 1 };

export const libraryFiltersSlice = createSlice({
  name: 'libraryFilters',
  initialState,
  reducers: {
    categoryChosen(state, action: PayloadAction<number>) {
      state.categoryId = action.payload;
      state.page = 1;
    },
    tagChosen(state, action: PayloadAction<number | null>) {
      state.tagId = action.payload;
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
    selectLibraryFilters: (state) => state,
  },
});

export const {
  categoryChosen: libraryCategoryChosen,
  tagChosen: libraryTagChosen,
  safeForFamilyChosen: librarySafeForFamilyChosen,
  pageChosen: libraryPageChosen,
  reset: libraryFiltersReset,
} = libraryFiltersSlice.actions;
export const { selectLibraryFilters } = libraryFiltersSlice.selectors;
