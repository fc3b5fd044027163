import { Link } from 'react-router';
import styled from 'styled-components';
import { SHOPPING } from '@contract/messages';
import { PAGES } from '@contract/pages';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { Skeleton } from '@/components/Skeleton';
import type { AisleGroup as AisleGroupData } from '../shoppingItemsSlice';
import type { ShoppingItemDto } from '@contract/types';
import { AisleGroup, HiddenGroup, PantryGroup } from './ItemGroups';

const Groups = styled.div`
  display: grid;
  gap: 1rem;
  @media print {
    gap: 0;
  }
`;

const Placeholder = styled.div`
  display: grid;
  gap: 0.9rem;
  padding: 1.25rem 1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Problem = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

export interface ListBodyProps {
  /** Every day was unticked. */
  noDays: boolean;
  /** The items for the chosen days are in. */
  ready: boolean;
  failed: boolean;
  onRetry: () => void;
  groups: { aisles: AisleGroupData[]; pantry: ShoppingItemDto[] };
  /** Planned items marked "not needed this week", folded at the end. */
  hidden: ShoppingItemDto[];
  /** Nothing listed at all, hidden items included. */
  empty: boolean;
}

/** The list under its aisles, or what stands in for it: choose a day, loading, a failure, nothing to buy. */
export function ListBody({ noDays, ready, failed, onRetry, groups, hidden, empty }: ListBodyProps) {
  if (noDays) return <EmptyState title={SHOPPING.noDaysChosen} icon="calendar" />;
  if (!ready && failed) {
    return (
      <Problem role="alert">
        <p>We couldn’t load your shopping list just now.</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Problem>
    );
  }
  if (!ready) {
    return (
      <Placeholder role="status" aria-label="Loading your shopping list">
        {[70, 55, 80, 45, 60].map((width) => (
          <Skeleton key={width} $width={`${width}%`} $height="1.25rem" />
        ))}
      </Placeholder>
    );
  }
  if (empty) {
    return (
      <EmptyState title={SHOPPING.nothingToBuy} icon="calendar">
        <Link to={PAGES.dashboardMealPlanner.path}>Open your meal planner</Link>
      </EmptyState>
    );
  }
  return (
    <Groups>
      {groups.aisles.map((aisle) => (
        <AisleGroup key={aisle.id} name={aisle.name} items={aisle.items} />
      ))}
      {groups.pantry.length > 0 && <PantryGroup items={groups.pantry} />}
      {hidden.length > 0 && <HiddenGroup items={hidden} />}
    </Groups>
  );
}
