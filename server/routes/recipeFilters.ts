/** The recipe lists' query string, read into the typed filters the recipe services take. */
import { normaliseAgeGroup, SEARCH_MAX_MINUTES } from '../../contract/constants';
import { SEARCH_MESSAGES, VALIDATION } from '../../contract/messages';
import { unprocessable } from '../http/errors';
import type { RecipeListFilters } from '../services/recipes/recipeQueries';
import { readSearchIntent } from '../services/recipes/searchIntent';

const MAX_ID = 2_147_483_647;

/**
 * Reads the filters of SPEC.md §3 from a query. Empty values, 0 ("All Recipes", and the
 * search box's unused filters) and 'all' mean no filter; anything else that is not valid is 422.
 */
export function parseRecipeFilters(query: Record<string, unknown>): RecipeListFilters & { safeForHousehold: boolean } {
  const errors: Record<string, string[]> = {};
  const idFilter = (field: string): number | null => {
    const value = query[field];
    if (value === undefined || value === '') return null;
    // One spelling per id: '0' (no filter) or digits without a leading zero.
    if (typeof value !== 'string' || !/^(?:0|[1-9]\d{0,9})$/.test(value) || Number(value) > MAX_ID) {
      errors[field] = [`The ${field.replace(/_/g, ' ')} must be a whole number.`];
      return null;
    }
    return Number(value) === 0 ? null : Number(value);
  };
  /** max_kcal / min_protein: per serving, a number from 0 to 10,000 (empty: no filter). */
  const nutrientFilter = (field: string, unit: string): number | null => {
    const value = query[field];
    if (value === undefined || value === '') return null;
    const number = typeof value === 'string' && /^\d{1,5}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : NaN;
    if (!(number >= 0 && number <= 10_000)) {
      errors[field] = [`The ${field.replace(/_/g, ' ')} must be a number of ${unit} per serving from 0 to 10000.`];
      return null;
    }
    return number;
  };
  const filters: RecipeListFilters = {
    categoryId: idFilter('category_id'),
    libraryId: idFilter('recipe_library_id'),
    tagId: idFilter('tag_id'),
    ageGroup: null,
    search: null,
    safeFor: null,
    maxKcal: nutrientFilter('max_kcal', 'kcal'),
    minProtein: nutrientFilter('min_protein', 'g of protein'),
    maxMinutes: null,
  };
  // max_minutes: the search page's time filter, total minutes from 1 to a day.
  const maxMinutes = query.max_minutes;
  if (maxMinutes !== undefined && maxMinutes !== '') {
    const minutes = typeof maxMinutes === 'string' && /^\d{1,4}$/.test(maxMinutes) ? Number(maxMinutes) : NaN;
    if (minutes >= 1 && minutes <= SEARCH_MAX_MINUTES) filters.maxMinutes = minutes;
    else errors.max_minutes = [SEARCH_MESSAGES.maxMinutes];
  }
  // safe_for=household: the caller's household's allergens and diets, read by the route.
  const safeFor = query.safe_for;
  const safeForHousehold = safeFor === 'household';
  if (safeFor !== undefined && safeFor !== '' && !safeForHousehold)
    errors.safe_for = ['Safe for must be "household" or empty.'];
  const ageGroup = query.age_group;
  if (typeof ageGroup === 'string' && ageGroup.trim() !== '' && ageGroup.trim().toLowerCase() !== 'all') {
    filters.ageGroup = normaliseAgeGroup(ageGroup);
    if (!filters.ageGroup) errors.age_group = [VALIDATION.ageGroupRequired];
  } else if (ageGroup !== undefined && typeof ageGroup !== 'string') {
    errors.age_group = [VALIDATION.ageGroupRequired];
  }
  if (query.search !== undefined && typeof query.search !== 'string') errors.search = [SEARCH_MESSAGES.searchNotText];
  else filters.search = readSearchIntent(query.search);
  for (const field of ['page', 'per_page']) {
    const value = query[field];
    if (value !== undefined && value !== '' && (typeof value !== 'string' || !/^\d+$/.test(value))) {
      errors[field] = [`The ${field.replace(/_/g, ' ')} must be a whole number.`];
    }
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { ...filters, safeForHousehold };
}
