import { ALL } from '@/api/recipes';
import {
  createRecipeFiltersSlice,
  filterChosen,
  RECIPE_FILTERS_START,
  type RecipeFilters,
} from '@/store/createRecipeFiltersSlice';

/** The recipes filter grid on /meal-planner: category chips, age group, library. */
export interface RecipesFiltersState extends RecipeFilters {
  ageGroup: string;
  libraryId: number;
}

export const recipesFiltersSlice = createRecipeFiltersSlice({
  name: 'recipesFilters',
  initialState: { ...RECIPE_FILTERS_START, ageGroup: '', libraryId: ALL } as RecipesFiltersState,
  reducers: {
    ageGroupChosen: filterChosen<RecipesFiltersState, 'ageGroup'>('ageGroup'),
    libraryChosen: filterChosen<RecipesFiltersState, 'libraryId'>('libraryId'),
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
export const selectRecipesFilters = recipesFiltersSlice.selectSlice;
