export { IngredientList, ScaledLineText } from './IngredientList';
export { canRescale, MAX_SERVINGS_MULTIPLE } from './scaledLine';
