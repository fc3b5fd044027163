export { RecipesFilterGrid } from './RecipesFilterGrid';
