/** Every demo recipe, grouped by diet library in the order the libraries are listed. */
import { DAIRY_FREE_RECIPES } from './dairyFree';
import { GLUTEN_FREE_RECIPES } from './glutenFree';
import { HIGH_PROTEIN_RECIPES } from './highProtein';
import { KETO_RECIPES } from './keto';
import { LOW_SUGAR_RECIPES } from './lowSugar';
import { MEDITERRANEAN_RECIPES } from './mediterranean';
import type { LibraryRecipes } from './types';
import { VEGAN_RECIPES } from './vegan';
import { VEGETARIAN_RECIPES } from './vegetarian';

export type { LibraryRecipes, RecipeSeed } from './types';

export const RECIPES_BY_LIBRARY: readonly LibraryRecipes[] = [
  VEGETARIAN_RECIPES,
  VEGAN_RECIPES,
  KETO_RECIPES,
  MEDITERRANEAN_RECIPES,
  GLUTEN_FREE_RECIPES,
  HIGH_PROTEIN_RECIPES,
  DAIRY_FREE_RECIPES,
  LOW_SUGAR_RECIPES,
];
