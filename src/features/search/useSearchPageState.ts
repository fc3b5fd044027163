import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/authSlice';
import {
  NO_SEARCH_FILTERS,
  readSearchPageParams,
  searchPageParams,
  searchPagePath,
  type SearchPageFilterPatch,
} from './results/searchPageParams';

/**
 * The search page's state, read from and written to the address. A new search and another page
 * of results are new history entries (Back returns to them); a filter changed replaces the
 * entry and keeps the scroll, so Back leaves the search rather than undoing each filter.
 */
export function useSearchPageState() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const filters = useMemo(() => {
    const read = readSearchPageParams(params);
    return signedIn ? read : { ...read, safe: false };
  }, [params, signedIn]);

  return {
    filters,
    /** The words searched for, keeping the page's filters (page 1). */
    searchFor: (q: string) => navigate(searchPagePath({ ...filters, q, page: 1 })),
    changeFilters: (patch: SearchPageFilterPatch) =>
      setParams(searchPageParams({ ...filters, ...patch, page: 1 }), { replace: true, preventScrollReset: true }),
    clearFilters: () =>
      setParams(searchPageParams({ ...NO_SEARCH_FILTERS, q: filters.q }), { replace: true, preventScrollReset: true }),
    goToPage: (page: number) => setParams(searchPageParams({ ...filters, page })),
    /** The path of another search under the same filters (a closest search's "See all"). */
    pathFor: (q: string) => searchPagePath({ ...filters, q, page: 1 }),
  };
}

export type SearchPageState = ReturnType<typeof useSearchPageState>;
