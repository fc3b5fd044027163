import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { RecipeListQuery } from '@/api/recipes';
import type { SearchAlternative } from '@/api/models';
import { SectionHead } from '@/components/Section';
import { RecipeGrid, useRecipeList } from '@/entities/recipe';
import { countOf } from '@/lib/plural';

/** A closest search shows this many of its recipes; "See all" opens the rest. */
export const CLOSEST_CARDS = 4;

const Row = styled.section`
  margin: 2rem 0 0;
  h2 {
    margin: 0;
    font-size: 1.3rem;
    overflow-wrap: anywhere;
  }
`;

const Lead = styled.p`
  margin: 0.25rem 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const WHY: Record<SearchAlternative['kind'], string> = {
  'without-filters': 'The same dish, without the filters.',
  'broader-dish': 'Dishes of the same kind.',
  'fewer-words': 'Fewer of your words.',
};

type PageQuery = Omit<RecipeListQuery, 'signedIn' | 'search' | 'page'>;

/** One closest search: a short row of its recipes under the page's filters, and "See all N". */
function ClosestRow({ alternative, query, path }: { alternative: SearchAlternative; query: PageQuery; path: string }) {
  const headingId = useId();
  const list = useRecipeList({ ...query, search: alternative.search });
  const shown = list.currentData;
  return (
    <Row aria-labelledby={headingId}>
      <SectionHead>
        <h2 id={headingId}>Try “{alternative.search}”</h2>
        <Link to={path}>
          See all {alternative.total}
          <span className="visually-hidden">
            {' '}
            {countOf(alternative.total, 'recipe')} for “{alternative.search}”
          </span>
        </Link>
      </SectionHead>
      <Lead>{WHY[alternative.kind]}</Lead>
      <RecipeGrid
        ids={list.isError ? [] : shown?.ids.slice(0, CLOSEST_CARDS)}
        isLoading={list.isFetching && !shown}
        headingLevel={3}
      />
    </Row>
  );
}

/** The closest searches that do find recipes, when the one asked for found none (issue 37). */
export function ClosestResults({
  alternatives,
  query,
  pathFor,
}: {
  alternatives: SearchAlternative[];
  query: PageQuery;
  pathFor: (q: string) => string;
}) {
  return alternatives.map((alternative) => (
    <ClosestRow key={alternative.search} alternative={alternative} query={query} path={pathFor(alternative.search)} />
  ));
}
