import styled from 'styled-components';
import type { Library } from '@/api/cms';
import { Skeleton } from '@/components/Skeleton';
import { mq } from '@/theme/theme';
import { LibraryCard } from './LibraryCard';

const Grid = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  ${mq.lg} { gap: 1.5rem; }
`;

export function LibraryGrid({ libraries, isLoading, placeholders = 4 }: { libraries: Library[] | undefined; isLoading: boolean; placeholders?: number }) {
  if (isLoading) {
    return (
      <Grid aria-busy="true" aria-label="Loading libraries">
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={index}>
            <Skeleton $height="auto" $radius="20px" style={{ aspectRatio: '4 / 3' }} />
          </li>
        ))}
      </Grid>
    );
  }
  return (
    <Grid>
      {libraries?.map((library) => (
        <li key={library.id}>
          <LibraryCard library={library} />
        </li>
      ))}
    </Grid>
  );
}
