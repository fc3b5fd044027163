import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { HOUSEHOLD_SYNC } from '@/api/householdSync';
import { useGetShoppingListQuery } from '@/api/shopping';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useAppSelector } from '@/store/hooks';
import { PageHeader } from '@/components/PageHeader';
import { AddItemForm } from './components/AddItemForm';
import { DayChooser } from './components/DayChooser';
import { ListActions } from './components/ListActions';
import { ListBody } from './components/ListBody';
import { ShoppingPrintStyle } from './components/print';
import { ProgressLine } from './components/ProgressLine';
import { QueuedChangesLine } from './components/QueuedChangesLine';
import { WeekLine } from './components/WeekLine';
import {
  selectHiddenShoppingItems,
  selectShoppingGroups,
  selectShoppingListKey,
  selectQueuedChangeCount,
  selectShoppingProgress,
  shoppingListKey,
} from './shoppingItemsSlice';
import { shoppingListText } from './shoppingText';
import { useChosenDays } from './useChosenDays';
import { useQueuedChanges } from './useQueuedChanges';
import { useShoppingWeek } from './useShoppingWeek';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 48rem;
  @media print {
    gap: 0.5rem;
    max-width: none;
  }
`;

/**
 * Refetched whenever the page opens or the week or days change: the slice then holds exactly these
 * days' items. The list is the family's: asked again every few seconds while the page is in view, and on
 * coming back to it, so another parent's ticks show here (the slice keeps ticks still in flight).
 */
const LIST_OPTIONS = { ...HOUSEHOLD_SYNC, refetchOnMountOrArgChange: true } as const;

/**
 * /dashboard/shopping-list: what the planned meals need, by aisle, ticked off in the shop. The
 * week is the address's (`?week=2026-11-28`; this week without it), and every request names it.
 */
export default function ShoppingListPage() {
  useDocumentTitle('Shopping list');
  const [days, setDays] = useChosenDays();
  const { week, thisWeek, today } = useShoppingWeek();
  const list = useGetShoppingListQuery(days.length > 0 && week !== null ? { days, week } : skipToken, LIST_OPTIONS);
  const listKey = useAppSelector(selectShoppingListKey);
  useQueuedChanges(list.fulfilledTimeStamp);
  const queuedChanges = useAppSelector(selectQueuedChangeCount);
  // A list in the cache for these days, too: after joining another family the cache was emptied,
  // and the slice's items (the old family's) must not show while the new family's list loads.
  const ready =
    days.length > 0 && week !== null && listKey === shoppingListKey(days, week) && list.currentData !== undefined;
  const groups = useAppSelector(selectShoppingGroups);
  const hidden = useAppSelector(selectHiddenShoppingItems);
  const progress = useAppSelector(selectShoppingProgress);
  // Something to buy; the list still shows (to put things back) when every item is marked not needed.
  const hasItems = ready && progress.total > 0;
  const hasList = hasItems || (ready && hidden.length > 0);

  return (
    <>
      <ShoppingPrintStyle />
      <PageHeader
        title="Shopping list"
        intro="Everything your planned meals need, aisle by aisle. Tick things off as they go in the basket."
      >
        {hasItems && <ListActions text={shoppingListText(groups)} />}
      </PageHeader>
      <Layout>
        <WeekLine week={week ?? thisWeek} thisWeek={thisWeek} />
        <DayChooser days={days} onChange={setDays} week={week ?? thisWeek} today={today} />
        <AddItemForm />
        <ProgressLine bought={progress.bought} total={hasItems ? progress.total : 0} />
        <QueuedChangesLine count={queuedChanges} />
        <ListBody
          noDays={days.length === 0}
          ready={ready}
          failed={list.isError}
          onRetry={list.refetch}
          groups={groups}
          hidden={hidden}
          empty={!hasList}
          week={week === thisWeek ? null : week}
        />
      </Layout>
    </>
  );
}
