import styled from 'styled-components';
import { Skeleton } from '@/components/Skeleton';
import { CardShell } from '@/components/CardShell';

const Body = styled.div`
  display: grid;
  gap: 0.7rem;
  padding: 1rem 1.1rem 1.25rem;
`;

export function RecipeCardSkeleton() {
  return (
    <CardShell aria-hidden="true" data-testid="recipe-card-skeleton">
      <Skeleton $height="auto" $radius="0" style={{ aspectRatio: '4 / 3' }} />
      <Body>
        <Skeleton $width="45%" $height="0.9rem" />
        <Skeleton $width="85%" $height="1.3rem" />
        <Skeleton $width="70%" />
        <Skeleton $width="60%" />
      </Body>
    </CardShell>
  );
}

/**
 * The skeleton cards standing in for a grid's recipes while they load, as the grid's items. Their
 * keys are unlike the items' ids: a skeleton <li> reused for an item would move (layout shift).
 */
export function RecipeCardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={`skeleton-${index}`}>
          <RecipeCardSkeleton />
        </li>
      ))}
    </>
  );
}
