import { Link } from 'react-router';
import styled from 'styled-components';
import { SHOPPING } from '@contract/messages';
import { PAGES } from '@contract/pages';
import { EmptyState } from '@/components/EmptyState';
import { LoadingLines, LoadProblem } from '@/components/LoadStates';
import type { AisleGroup as AisleGroupData } from '../shoppingItemsSlice';
import type { ShoppingItem } from '@/api/models';
import { AisleGroup, HiddenGroup, PantryGroup } from './ItemGroups';

const Groups = styled.div`
  display: grid;
  gap: 1rem;
  @media print {
    gap: 0;
  }
`;

export interface ListBodyProps {
  /** Every day was unticked. */
  noDays: boolean;
  /** The items for the chosen days are in. */
  ready: boolean;
  failed: boolean;
  onRetry: () => void;
  groups: { aisles: AisleGroupData[]; pantry: ShoppingItem[] };
  /** Planned items marked "not needed this week", folded at the end. */
  hidden: ShoppingItem[];
  /** Nothing listed at all, hidden items included. */
  empty: boolean;
}

/** The list under its aisles, or what stands in for it: choose a day, loading, a failure, nothing to buy. */
export function ListBody({ noDays, ready, failed, onRetry, groups, hidden, empty }: ListBodyProps) {
  if (noDays) return <EmptyState title={SHOPPING.noDaysChosen} icon="calendar" />;
  if (!ready && failed) {
    return <LoadProblem message="We couldn’t load your shopping list just now." onRetry={onRetry} />;
  }
  if (!ready) {
    return <LoadingLines label="Loading your shopping list" widths={[70, 55, 80, 45, 60]} />;
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
