import { Link } from 'react-router';
import styled from 'styled-components';
import { SHOPPING } from '@contract/messages';
import { PAGES } from '@contract/pages';
import type { IsoDate } from '@contract/weeks';
import { EmptyState } from '@/components/EmptyState';
import { LoadingLines, LoadProblem } from '@/components/LoadStates';
import type { ShoppingGroups } from '../shoppingItemsSlice';
import type { ShoppingItem } from '@/api/models';
import { AisleGroup, BasketGroup, HiddenGroup, PantryGroup } from './ItemGroups';

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
  /** Still to buy by aisle, the pantry staples, and what is in the basket. */
  groups: ShoppingGroups;
  /** Planned items marked "not needed this week", folded at the end. */
  hidden: ShoppingItem[];
  /** Nothing listed at all, hidden items included. */
  empty: boolean;
  /** The week shown, for the way to its plan; null for this week (the planner's own default). */
  week: IsoDate | null;
}

/**
 * The list under its aisles, then the pantry staples, what is in the basket and what is not needed
 * this week, each folded; or what stands in for it: choose a day, loading, a failure, nothing to buy.
 */
export function ListBody({ noDays, ready, failed, onRetry, groups, hidden, empty, week }: ListBodyProps) {
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
        <Link to={week === null ? PAGES.dashboardMealPlanner.path : `${PAGES.dashboardMealPlanner.path}?week=${week}`}>
          Open your meal planner
        </Link>
      </EmptyState>
    );
  }
  return (
    <Groups>
      {groups.aisles.map((aisle) => (
        <AisleGroup key={aisle.id} name={aisle.name} items={aisle.items} />
      ))}
      {groups.pantry.length > 0 && <PantryGroup items={groups.pantry} />}
      {groups.basket.length > 0 && <BasketGroup items={groups.basket} />}
      {hidden.length > 0 && <HiddenGroup items={hidden} />}
    </Groups>
  );
}
