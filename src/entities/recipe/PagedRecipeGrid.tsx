import type { ReactNode } from 'react';
import { pageOfLink } from '@/api/mappers';
import type { RecipeList } from '@/api/recipes';
import { Pagination } from '@/components/Pagination';
import { RecipeGrid } from './RecipeGrid';

/** A filtered recipe list's answer, as useRecipeList gives it. */
interface RecipeListAnswer {
  /** The answer for exactly the current filters, not the previous one's. */
  currentData?: RecipeList;
  isFetching: boolean;
  isError: boolean;
}

/**
 * A filtered recipe list's results (the library's, the planner's): its cards (placeholders while
 * new filters load, none after a failure) and the numbered pages below. The cards' names are h2s:
 * the grid sits right under the page's h1.
 */
export function PagedRecipeGrid({
  list,
  onPage,
  cardAction,
  eagerFirst = false,
}: {
  list: RecipeListAnswer;
  onPage: (page: number) => void;
  cardAction?: (recipeId: number) => ReactNode;
  /** The first card's image is the page's largest paint: load it at once, at high priority. */
  eagerFirst?: boolean;
}) {
  const shown = list.currentData;
  return (
    <>
      <RecipeGrid
        ids={list.isError ? [] : shown?.ids}
        isLoading={list.isFetching && !shown}
        cardAction={cardAction}
        headingLevel={2}
        eagerFirst={eagerFirst}
      />
      {shown && <Pagination links={shown.page.links} pageOf={pageOfLink} onPage={onPage} label="Recipe pages" />}
    </>
  );
}
