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

/** The planner page's filter actions: categoryChosen, ageGroupChosen, libraryChosen, safeForFamilyChosen, pageChosen, reset. */
export const recipesFilterActions = recipesFiltersSlice.actions;
export const selectRecipesFilters = recipesFiltersSlice.selectSlice;
