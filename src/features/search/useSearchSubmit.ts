import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PAGES } from '@contract/pages';
import { NO_SEARCH_FILTERS, searchPagePath } from './results/searchPageParams';

/**
 * The header's search form (the box and the overlay): a GET form to the results page, so it works
 * before the app has loaded; in the app a non-blank query calls `onSearch` (closing what holds the
 * form) and goes to the results page. Spread the result on the <form>.
 */
export function useSearchSubmit(query: string, onSearch: () => void) {
  const navigate = useNavigate();
  return {
    role: 'search',
    action: PAGES.search.path,
    method: 'get',
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!query.trim()) return;
      onSearch();
      void navigate(searchPagePath({ ...NO_SEARCH_FILTERS, q: query }));
    },
  } as const;
}
