import styled from 'styled-components';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/authSlice';
import { Container, Lead, PageSection, PageTitle } from '@/components/Section';
import { useRecipeList } from '@/entities/recipe';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { hasPageFilters, type SearchPageFilters } from './results/searchPageParams';
import { searchHeading } from './results/searchHeading';
import { SearchFilters } from './results/SearchFilters';
import { SearchForm } from './results/SearchForm';
import { SearchResults } from './results/SearchResults';
import { UnderstoodChips } from './results/UnderstoodChips';
import { useSearchPageState } from './useSearchPageState';

const Title = styled(PageTitle)`
  overflow-wrap: anywhere;
`;

/** The list filters of the page's state, besides the words and the page. */
function listFilters(filters: SearchPageFilters) {
  return {
    categoryId: filters.categoryId,
    libraryId: filters.libraryId,
    ageGroup: filters.ageGroup,
    maxMinutes: filters.maxMinutes,
    // Dropped by useRecipeList when signed out.
    safeFor: filters.safe ? ('household' as const) : undefined,
  };
}

/**
 * `/search?q=…` (issue 37): what the words were read as, the page's filters, the results; when
 * nothing matches, the closest searches and an offer to import one. All its state is in the address.
 */
export default function SearchPage() {
  const { filters, searchFor, changeFilters, clearFilters, goToPage, pathFor } = useSearchPageState();
  const signedIn = useAppSelector(selectIsSignedIn);
  const query = listFilters(filters);
  const list = useRecipeList({ ...query, search: filters.q, page: filters.page });
  const shown = list.currentData;
  useDocumentTitle(filters.q ? `Search: ${filters.q}` : 'Search recipes');

  return (
    <PageSection>
      <Container>
        <Title>{searchHeading(filters.q, shown?.understood ?? null)}</Title>
        <SearchForm key={filters.q} q={filters.q} onSearch={searchFor} />
        {shown?.understood && <UnderstoodChips understood={shown.understood} onSearch={searchFor} />}
        {!filters.q && (
          <Lead>
            Type a dish, an ingredient or what your family needs: “peanut free”, “quick dinner”, “leftover rice”. Or
            browse with the filters.
          </Lead>
        )}
        <SearchFilters filters={filters} signedIn={signedIn} onChange={changeFilters} onClear={clearFilters} />
        <SearchResults
          q={filters.q}
          list={shown}
          isLoading={list.isFetching}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          query={query}
          pathFor={pathFor}
          onPage={goToPage}
          onClearFilters={hasPageFilters(filters) ? clearFilters : undefined}
        />
      </Container>
    </PageSection>
  );
}
