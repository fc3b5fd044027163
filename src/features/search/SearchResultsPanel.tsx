import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import styled from 'styled-components';
import { centred, row } from '@/theme/layout';
import { SEARCH_NAME_MAX_CHARS } from '@contract/constants';
import { EMPTY } from '@contract/messages';
import { useSearchRecipesQuery } from '@/api/recipes';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Spinner } from '@/components/Spinner';
import { StarRating } from '@/components/StarRating';
import { NO_SEARCH_FILTERS, searchPagePath } from './results/searchPageParams';
import { useDebouncedValue } from './useDebouncedValue';

export const SEARCH_DEBOUNCE_MS = 250;

const Panel = styled.div`
  max-height: 400px;
  overflow-y: auto;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0.25rem 0.5rem 0.5rem;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 0.8rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)`
  ${row({ align: 'center', gap: '0.75rem' })}
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  img {
    width: 52px;
    height: 52px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
    flex-shrink: 0;
  }
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
`;

const Meta = styled.span`
  ${row({ align: 'center', gap: '0.5rem' })}
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SeeAll = styled(Link)`
  display: block;
  margin-top: 0.25rem;
  padding: 0.65rem 0.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  text-align: center;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Centre = styled.div`
  ${centred}
  padding: 1.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function truncateName(name: string): string {
  return name.length > SEARCH_NAME_MAX_CHARS ? `${name.slice(0, SEARCH_NAME_MAX_CHARS)}...` : name;
}

/**
 * SPEC.md §4/§9 search panel, the quick preview: only for a non-empty trimmed query; the settled
 * query of each burst of typing is searched; spinner while waiting; 'No results found.';
 * 'Search Results'. Results open in the same tab; "See all results" leads to the results page,
 * shown even when nothing matched (the page offers the closest searches). `onNavigate` closes
 * whatever holds the panel.
 */
export function SearchResultsPanel({ query, id, onNavigate }: { query: string; id?: string; onNavigate?: () => void }) {
  const trimmed = query.trim();
  const settled = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const { currentData, isFetching, isError } = useSearchRecipesQuery(settled ? settled : skipToken);
  if (!trimmed) return null;
  const waiting = settled !== trimmed || isFetching;
  const results = isError ? [] : currentData;
  return (
    <Panel id={id}>
      <div aria-live="polite">
        {waiting ? (
          <Centre>
            <Spinner label="Searching recipes" />
          </Centre>
        ) : !results?.length ? (
          <Centre>{EMPTY.searchResults}</Centre>
        ) : (
          <>
            <Heading>Search Results</Heading>
            <Rows>
              {results.map((result) => (
                <li key={result.id}>
                  <Row to={`/recipe-details/${result.id}`} onClick={onNavigate}>
                    <ResponsiveImage path={result.image} alt="" sizes="52px" width={52} height={52} />
                    <span>
                      <Name title={result.name}>{truncateName(result.name)}</Name>
                      <Meta>
                        {result.categoryName}
                        <StarRating value={result.averageRating} size={12} />
                      </Meta>
                    </span>
                  </Row>
                </li>
              ))}
            </Rows>
          </>
        )}
      </div>
      <SeeAll to={searchPagePath({ ...NO_SEARCH_FILTERS, q: trimmed })} onClick={onNavigate}>
        See all results<span className="visually-hidden"> for “{trimmed}”</span>
      </SeeAll>
    </Panel>
  );
}
