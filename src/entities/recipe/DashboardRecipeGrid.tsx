import type { ReactNode } from 'react';
import styled from 'styled-components';
import { bareList } from '@/components/bareList';
import { EmptyState } from '@/components/EmptyState';
import { RecipeCard } from './RecipeCard';
import { RecipeCardSkeletons } from './RecipeCardSkeleton';
import { mq } from '@/theme/theme';

/**
 * The narrowest a card may be: its widest line ("12 ingredients · by Maya Fernandes", the
 * facts' sentence) fits on one line, so an author's name never breaks in two. At 240 px a
 * 1440 px laptop fitted 4 columns beside the side menu and the names wrapped; now it fits 3.
 */
const CARD_MIN_WIDTH = 300;
const PREVIEW_GAP = 24;

/**
 * A preview of four never leaves one card alone on a second row: where the column fits exactly
 * three cards, the fourth is not shown (four fit as one row, two by two, or one under another).
 */
const ThreeAcross = `(min-width: ${3 * CARD_MIN_WIDTH + 2 * PREVIEW_GAP}px) and (max-width: ${4 * CARD_MIN_WIDTH + 3 * PREVIEW_GAP - 0.02}px)`;
const PreviewFrame = styled.div`
  container-type: inline-size;
  & > ul {
    gap: ${PREVIEW_GAP}px;
  }
  @container ${ThreeAcross} {
    & > ul > li:nth-child(n + 4) {
      display: none;
    }
  }
`;

/** The dashboard's column is narrower than the public pages' (the side menu takes 260 px): columns follow the room left. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH}px), 1fr));
  gap: 1.25rem;
  ${bareList}
  ${mq.xl} {
    gap: 1.5rem;
  }
`;

export interface DashboardRecipeGridProps {
  ids: number[] | undefined;
  isLoading: boolean;
  emptyText: string;
  /** How many skeleton cards stand in while loading. */
  placeholders: number;
  linkTo?: (recipeId: number) => string;
  cardAction?: (recipeId: number) => ReactNode;
  emptyAction?: ReactNode;
  /** A preview: one row's worth of cards where a fourth would sit alone on the next row. */
  preview?: boolean;
}

export function DashboardRecipeGrid({ preview = false, ...grid }: DashboardRecipeGridProps) {
  return preview ? (
    <PreviewFrame>
      <GridBody {...grid} />
    </PreviewFrame>
  ) : (
    <GridBody {...grid} />
  );
}

function GridBody({
  ids,
  isLoading,
  emptyText,
  placeholders,
  linkTo,
  cardAction,
  emptyAction,
}: Omit<DashboardRecipeGridProps, 'preview'>) {
  if (isLoading) {
    return (
      <Grid aria-busy="true" aria-label="Loading recipes">
        <RecipeCardSkeletons count={placeholders} />
      </Grid>
    );
  }
  if (!ids || ids.length === 0) return <EmptyState title={emptyText}>{emptyAction}</EmptyState>;
  return (
    <Grid>
      {ids.map((id) => (
        <li key={id}>
          <RecipeCard recipeId={id} to={linkTo?.(id)} action={cardAction?.(id)} />
        </li>
      ))}
    </Grid>
  );
}
