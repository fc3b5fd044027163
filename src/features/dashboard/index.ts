export { ALL_CATEGORIES } from './components/CategoryChips';
export { RecipeCollection, type CollectionQueryState } from './components/RecipeCollection';
export { ShareLink } from './components/ShareLink';
