export { RecipeCard, CARD_IMAGE_SIZES } from './RecipeCard';
export { AllergenBadges, allergenName } from './AllergenBadges';
export { RecipeCardSkeleton } from './RecipeCardSkeleton';
export { RecipeGrid } from './RecipeGrid';
export { RecipesFilterGrid } from './RecipesFilterGrid';
export { useRecipeList } from './useRecipeList';
export { SafeForFamilyHint, SafeForFamilyToggle } from './SafeForFamilyToggle';
export { shortAgeGroupLabel } from './ageGroupLabel';
