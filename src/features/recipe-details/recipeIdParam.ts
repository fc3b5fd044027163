import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router';
import type { RecipeQueryState } from './RecipeDetailsView';

/** The recipe id of the page's address (`:id`); skipToken when it is not a positive whole number. */
export function useRecipeIdParam(): number | typeof skipToken {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : skipToken;
}

/** What a details page shows for an address whose id cannot be a recipe's: not found, without asking. */
export const NOT_A_RECIPE: RecipeQueryState = { isLoading: false, error: { status: 404 } };
