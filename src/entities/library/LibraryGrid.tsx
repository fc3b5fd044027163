import styled from 'styled-components';
import { bareList } from '@/components/bareList';
import type { Library } from '@/api/cms';
import { Skeleton } from '@/components/Skeleton';
import { mq } from '@/theme/theme';
import { LibraryCard } from './LibraryCard';

const Grid = styled.ul`
  display: grid;
  gap: 1.25rem;
  ${bareList}
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  ${mq.lg} {
    gap: 1.5rem;
  }
`;

export function LibraryGrid({
  libraries,
  isLoading,
  placeholders = 4,
  headingLevel = 3,
  eagerFirst = false,
}: {
  libraries: Library[] | undefined;
  isLoading: boolean;
  placeholders?: number;
  /** 2 when the grid sits right under the page's h1, so heading levels do not skip. */
  headingLevel?: 2 | 3;
  /** The first card's image is the page's largest paint: load it at once, at high priority. */
  eagerFirst?: boolean;
}) {
  if (isLoading) {
    return (
      <Grid aria-busy="true" aria-label="Loading libraries">
        {Array.from({ length: placeholders }, (_, index) => (
          // Keys unlike the items' ids: a skeleton <li> reused for an item would move (layout shift).
          <li key={`skeleton-${index}`}>
            <Skeleton $height="auto" $radius="20px" style={{ aspectRatio: '4 / 3' }} />
          </li>
        ))}
      </Grid>
    );
  }
  return (
    <Grid>
      {libraries?.map((library, index) => (
        <li key={library.id}>
          <LibraryCard library={library} headingLevel={headingLevel} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </Grid>
  );
}
