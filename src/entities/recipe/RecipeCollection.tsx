import { useState, type ReactNode } from 'react';
import { PAGE_SIZE_DEFAULT, SKELETON_CARD_COUNT } from '@contract/constants';
import { pageOfLink } from '@/api/mappers';
import type { RecipePage } from '@/api/models';
import { Pagination } from '@/components/Pagination';
import { ALL_CATEGORIES, CategoryChips } from './CategoryChips';
import { DashboardRecipeGrid } from './DashboardRecipeGrid';

export interface CollectionQueryState {
  page: number;
  categoryId: number;
}

/** A dashboard collection's paged query (my recipes, the wishlist), as RTK Query's hook gives it. */
type UseCollectionQuery = (args: { page: number; categoryId?: number }) => {
  currentData?: RecipePage;
  isFetching: boolean;
  isLoading: boolean;
};

/** The chosen category and page of a collection, starting on all categories, and its query's answer for them. */
export function useRecipeCollection(useCollectionQuery: UseCollectionQuery) {
  const [query, setQuery] = useState<CollectionQueryState>({ page: 1, categoryId: ALL_CATEGORIES });
  const { currentData, isFetching, isLoading } = useCollectionQuery({
    page: query.page,
    categoryId: query.categoryId || undefined,
  });
  return { query, onQueryChange: setQuery, data: currentData, isFetching, isLoading };
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
