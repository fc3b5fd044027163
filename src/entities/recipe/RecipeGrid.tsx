import type { ReactNode } from 'react';
import styled from 'styled-components';
import { bareList } from '@/components/bareList';
import { SKELETON_CARD_COUNT } from '@contract/constants';
import { EMPTY } from '@contract/messages';
import { EmptyState } from '@/components/EmptyState';
import { mq } from '@/theme/theme';
import { CardMedia, RecipeCard } from './RecipeCard';
import { RecipeCardSkeletons } from './RecipeCardSkeleton';

/** 1 column, 2 at 1024, 3 at 1280, 4 at 1536 px (SPEC.md §2). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: 1.5rem;
  ${bareList}
  /* one wide column on tablets: a letterbox image keeps the card from towering */
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) and (max-width: ${({ theme }) => theme.breakpoints.lg - 1}px) {
    ${CardMedia} {
      aspect-ratio: 16 / 8;
    }
  }
  ${mq.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${mq.xxl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export function RecipeGrid({
  ids,
  isLoading,
  cardAction,
  emptyText = EMPTY.recipes,
  headingLevel,
  eagerFirst = false,
}: {
  ids: number[] | undefined;
  isLoading: boolean;
  cardAction?: (recipeId: number) => ReactNode;
  emptyText?: string;
  /** Heading level of the cards' names (3 unless given). */
  headingLevel?: 2 | 3;
  /** The first card's image is the page's largest paint: load it at once, at high priority. */
  eagerFirst?: boolean;
}) {
  if (isLoading) {
    return (
      <Grid aria-busy="true" aria-label="Loading recipes">
        <RecipeCardSkeletons count={SKELETON_CARD_COUNT} />
      </Grid>
    );
  }
  if (!ids || ids.length === 0) return <EmptyState title={emptyText} />;
  return (
    <Grid>
      {ids.map((id, index) => (
        <li key={id}>
          <RecipeCard
            recipeId={id}
            action={cardAction?.(id)}
            headingLevel={headingLevel}
            eager={eagerFirst && index === 0}
          />
        </li>
      ))}
    </Grid>
  );
}
