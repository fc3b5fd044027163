import styled from 'styled-components';
import { pageOfLink } from '@/api/mappers';
import type { RecipeList, RecipeListQuery } from '@/api/recipes';
import { LoadProblem } from '@/components/LoadStates';
import { Pagination } from '@/components/Pagination';
import { RecipeGrid } from '@/entities/recipe';
import { countOf } from '@/lib/plural';
import { ClosestResults } from './ClosestResults';
import { NoResults } from './NoResults';

const Count = styled.p`
  min-height: 1.5em;
  margin: 0 0 1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SearchResultsProps {
  q: string;
  /** The list's answer for the page's state; undefined while it loads. */
  list: RecipeList | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** The page's filters, for the closest searches' rows. */
  query: Omit<RecipeListQuery, 'signedIn' | 'search' | 'page'>;
  pathFor: (q: string) => string;
  onPage: (page: number) => void;
  /** Given while the page's filters are set. */
  onClearFilters?: () => void;
}

/** The count (announced politely), the cards and their pages; or no results and the closest searches. */
export function SearchResults({
  q,
  list,
  isLoading,
  isError,
  onRetry,
  query,
  pathFor,
  onPage,
  onClearFilters,
}: SearchResultsProps) {
  const total = list?.page.total ?? 0;
  return (
    <>
      <Count role="status" aria-live="polite">
        {list && !isError ? countOf(total, 'recipe') : ''}
      </Count>
      {isError ? (
        <LoadProblem message="The search could not be run just now." onRetry={onRetry} />
      ) : list && total === 0 ? (
        <NoResults q={q} hasAlternatives={list.closest.length > 0} onClearFilters={onClearFilters}>
          <ClosestResults alternatives={list.closest} query={query} pathFor={pathFor} />
        </NoResults>
      ) : (
        <>
          <RecipeGrid ids={list?.ids} isLoading={isLoading && !list} headingLevel={2} eagerFirst />
          {list && <Pagination links={list.page.links} pageOf={pageOfLink} onPage={onPage} label="Result pages" />}
        </>
      )}
    </>
  );
}
