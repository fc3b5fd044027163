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

/** The library page's filter actions: categoryChosen, tagChosen, safeForFamilyChosen, pageChosen, reset. */
export const libraryFilterActions = libraryFiltersSlice.actions;
export const selectLibraryFilters = libraryFiltersSlice.selectSlice;
