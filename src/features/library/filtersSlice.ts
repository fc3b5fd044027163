import {
  createRecipeFiltersSlice,
  filterChosen,
  RECIPE_FILTERS_START,
  type RecipeFilters,
} from '@/store/createRecipeFiltersSlice';

/** /recipes/recipe_library/{id}: category tab and tag dropdown (null tag means all tags). */
export interface LibraryFiltersState extends RecipeFilters {
  tagId: number | null;
}

export const libraryFiltersSlice = createRecipeFiltersSlice({
  name: 'libraryFilters',
  initialState: { ...RECIPE_FILTERS_START, tagId: null } as LibraryFiltersState,
  reducers: {
    tagChosen: filterChosen<LibraryFiltersState, 'tagId'>('tagId'),
  },
});

export const {
  categoryChosen: libraryCategoryChosen,
  tagChosen: libraryTagChosen,
  safeForFamilyChosen: librarySafeForFamilyChosen,
  pageChosen: libraryPageChosen,
  reset: libraryFiltersReset,
} = libraryFiltersSlice.actions;
export const selectLibraryFilters = libraryFiltersSlice.selectSlice;
