export { RecipeCard, CARD_IMAGE_SIZES } from './RecipeCard';
export { RecipeCardSkeleton } from './RecipeCardSkeleton';
export { RecipeGrid } from './RecipeGrid';
export { PagedRecipeGrid } from './PagedRecipeGrid';
export { useRecipeList } from './useRecipeList';
export { AllergenBadges, allergenName } from './AllergenBadges';
export { SafeForFamilyHint, SafeForFamilyToggle } from './SafeForFamilyToggle';
export { shortAgeGroupLabel } from './ageGroupLabel';
export { dietMarks } from './dietMarks';
export { FavouriteButton } from './FavouriteButton';
export { toggleFavourite } from './toggleFavourite';
export { ALL_CATEGORIES, CategoryChips } from './CategoryChips';
export { DashboardRecipeGrid } from './DashboardRecipeGrid';
export {
  RecipeCollection,
  RecipeCollectionPage,
  useRecipeCollection,
  type CollectionQueryState,
} from './RecipeCollection';
export { ShareLink } from './ShareLink';
export { cardAction } from './cardAction';
