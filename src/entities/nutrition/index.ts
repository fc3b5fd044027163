export { DayNutritionList, membersOfDay } from './DayNutritionList';
export { EstimatedNutrition } from './EstimatedNutrition';
export { NutrientBar, type NutrientBarProps } from './NutrientBar';
export { WeeklyNutritionSummary, type WeeklyNutritionSummaryProps } from './WeeklyNutritionSummary';
export { formatNutrientAmount, formatPercent, NUTRIENT_MISSING } from './nutritionFormat';
