import { useState, type ReactNode } from 'react';
import { PAGE_SIZE_DEFAULT, SKELETON_CARD_COUNT } from '@contract/constants';
import { pageOfLink } from '@/api/mappers';
import type { RecipePage } from '@/api/models';
import { PageHeader } from '@/components/PageHeader';
import { Pagination } from '@/components/Pagination';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { ALL_CATEGORIES, CategoryChips } from './CategoryChips';
import { DashboardRecipeGrid, type DashboardRecipeGridProps } from './DashboardRecipeGrid';

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

/** What the collection passes on to its grid of cards. */
type GridProps = Pick<DashboardRecipeGridProps, 'emptyText' | 'linkTo' | 'cardAction' | 'emptyAction'>;

export interface RecipeCollectionProps extends GridProps {
  query: CollectionQueryState;
  onQueryChange: (next: CollectionQueryState) => void;
  /** The answer for exactly this query (RTK Query's currentData), not the previous one's. */
  data: RecipePage | undefined;
  isFetching: boolean;
  isLoading: boolean;
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

export interface RecipeCollectionPageProps extends GridProps {
  /** The page's title (and the document's), which also names its cards for screen readers. */
  title: string;
  intro: string;
  /** Beside the title (a link to share a recipe, say). */
  headerAction?: ReactNode;
  useCollectionQuery: UseCollectionQuery;
}

/**
 * A dashboard page of one of the account's recipe lists (my recipes, the wishlist): its header,
 * then the collection. `emptyAction` is offered only on all categories: a category with nothing
 * in it needs no call to action.
 */
export function RecipeCollectionPage({
  title,
  intro,
  headerAction,
  useCollectionQuery,
  emptyAction,
  ...grid
}: RecipeCollectionPageProps) {
  useDocumentTitle(title);
  const collection = useRecipeCollection(useCollectionQuery);
  return (
    <>
      <PageHeader title={title} intro={intro}>
        {headerAction}
      </PageHeader>
      <RecipeCollection
        label={title}
        {...collection}
        {...grid}
        emptyAction={collection.query.categoryId === ALL_CATEGORIES ? emptyAction : undefined}
      />
    </>
  );
}
