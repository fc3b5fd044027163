import type { ReactNode } from 'react';
import { PAGE_SIZE_DEFAULT, SKELETON_CARD_COUNT } from '@contract/constants';
import { pageOfLink } from '@/api/mappers';
import type { RecipePage } from '@/api/models';
import { Pagination } from '@/components/Pagination';
import { CategoryChips } from './CategoryChips';
import { DashboardRecipeGrid } from './DashboardRecipeGrid';

export interface CollectionQueryState {
  page: number;
  categoryId: number;
}

export interface RecipeCollectionProps {
  query: CollectionQueryState;
  onQueryChange: (next: CollectionQueryState) => void;
  /** The answer for exactly this query (RTK Query's currentData), not the previous one's. */
  data: RecipePage | undefined;
  isFetching: boolean;
  isLoading: boolean;
  emptyText: string;
  linkTo?: (recipeId: number) => string;
  cardAction?: (recipeId: number) => ReactNode;
  emptyAction?: ReactNode;
  label: string;
}

/** Category chips, a grid of cards and the paginator's numbered links (my and saved recipes). */
export function RecipeCollection({
  query,
  onQueryChange,
  data,
  isFetching,
  isLoading,
  label,
  ...grid
}: RecipeCollectionProps) {
  // `data` is the current selection's answer only: a new category or page shows placeholders.
  const showPlaceholders = !data && (isLoading || isFetching);
  return (
    <>
      <h2 className="visually-hidden">{label}: recipe cards</h2>
      <CategoryChips value={query.categoryId} onChange={(categoryId) => onQueryChange({ categoryId, page: 1 })} />
      <DashboardRecipeGrid
        ids={data?.ids}
        isLoading={showPlaceholders}
        placeholders={Math.min(PAGE_SIZE_DEFAULT, SKELETON_CARD_COUNT)}
        {...grid}
      />
      {data && !showPlaceholders && (
        <Pagination
          label={`${label} pages`}
          links={data.page.links}
          pageOf={pageOfLink}
          onPage={(page) => onQueryChange({ ...query, page })}
        />
      )}
    </>
  );
}
