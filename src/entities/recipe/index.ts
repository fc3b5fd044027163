export { RecipeCard, CARD_IMAGE_SIZES } from './RecipeCard';
export { RecipeCardSkeleton } from './RecipeCardSkeleton';
export { RecipeGrid } from './RecipeGrid';
export { useRecipeList } from './useRecipeList';
export { AllergenBadges, allergenName } from './AllergenBadges';
export { SafeForFamilyHint, SafeForFamilyToggle } from './SafeForFamilyToggle';
export { shortAgeGroupLabel } from './ageGroupLabel';
export { FavouriteButton } from './FavouriteButton';
export { toggleFavourite } from './toggleFavourite';
