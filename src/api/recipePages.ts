import type { Envelope, Paginated, RecipeSummaryDto } from '@contract/types';
import { toRecipePage } from './mappers';
import { listTags, type TagType } from './tags';

/** A page of one of the account's own recipe lists (my recipes, the wishlist), by category. */
export interface RecipePageQuery {
  page?: number;
  categoryId?: number;
}

/** The query string of such a page: page 1 unless given, and `category_id` only for one category. */
const recipePageParams = ({ page = 1, categoryId }: RecipePageQuery) => ({
  page,
  ...(categoryId ? { category_id: categoryId } : {}),
});

/**
 * The query of one of the account's own recipe lists: where it is read, the key of the answer's
 * page of recipes, and the cache tag of the list and its recipes.
 */
export function recipePageEndpoint<Key extends string>(url: string, key: Key, tag: TagType) {
  return {
    query: (query: RecipePageQuery) => ({ url, params: recipePageParams(query) }),
    transformResponse: (response: Envelope<Record<Key, Paginated<RecipeSummaryDto>>>) =>
      toRecipePage(response.data[key]),
    providesTags: listTags(tag),
  };
}
