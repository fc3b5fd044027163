import { useRef } from 'react';
import styled from 'styled-components';
import { pill } from '@/theme/layout';
import type { ShoppingItem } from '@/api/models';
import { CheckboxField } from '@/components/form';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { OFFLINE_TEXT } from '../offlineText';
import { removeShoppingItem, restoreShoppingItem, toggleShoppingItem } from '../shoppingActions';
import { selectIsQueuedItem } from '../shoppingItemsSlice';
import { moreNeededText, neededText, sourcesText } from '../shoppingText';
import { ADD_ITEM_FIELD_ID } from './AddItemForm';
import { hideInPrint } from './print';

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: 0.5rem;
  padding: 0.15rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  @media print {
    padding: 0;
    border: 0;
    break-inside: avoid;
  }
`;

/** A bought item: struck through, in the muted colour (6.3:1 on white, still readable). */
const ItemName = styled.span<{ $bought: boolean }>`
  font-weight: 500;
  overflow-wrap: anywhere;
  color: ${({ $bought, theme }) => ($bought ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: ${({ $bought }) => ($bought ? 'line-through' : 'none')};
  @media print {
    color: #000;
  }
`;

/** What the recipes need, beside the amount to buy ("83 ml needed"): smaller, muted. */
const Needed = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  @media print {
    color: #000;
  }
`;

/** "2 more needed": the amount grew since the item was ticked (7.2:1 on its tint). */
const MoreNeeded = styled.span`
  display: inline-block;
  margin-left: 0.15rem;
  padding: 0 0.5rem;
  ${pill}
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.85rem;
  font-weight: 600;
  overflow-wrap: anywhere;
  @media print {
    padding: 0;
    background: none;
    color: #000;
  }
`;

/** "Saved on this phone": a change not sent yet (issue 39), quiet, on screen only. */
const SavedHere = styled.span`
  font-size: 0.85rem;
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
  ${hideInPrint}
`;

/** A hidden line's name, level with the "Put back" button beside it. */
const HiddenName = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Which meals need it: on screen only, the printed list stays a compact checklist. */
const Sources = styled.span`
  ${hideInPrint}
`;

const QuietButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.6rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    text-decoration: underline;
  }
  ${hideInPrint}
`;

/**
 * Where a line sits: still to buy under its aisle, among the pantry staples, in the basket (ticked),
 * or "not needed this week". A tick moves a line from the aisles to the basket and back.
 */
export type RowPlace = 'aisle' | 'pantry' | 'basket' | 'hidden';

/** The "In the basket" group's disclosure: focus lands there when the last line to buy is ticked. */
export const BASKET_TOGGLE_ID = 'shopping-basket-toggle';

/**
 * The next line's control in the same place (or the previous one's; failing both, `fallback`, else
 * the add field): where focus goes when a line leaves its place. Lines of one place follow each
 * other across aisles, so ticking the last line of an aisle goes on to the next aisle's first.
 * `control` picks it in the neighbouring line: its box, or its "Put back" button. The neighbour
 * slides into the leaving line's spot, so the page is not scrolled to it.
 */
function focusAfterLeaving(row: HTMLLIElement | null, control: 'input' | 'button' = 'input', fallback?: string) {
  const place = row?.dataset.place;
  const rows = place ? Array.from(document.querySelectorAll<HTMLLIElement>(`li[data-place="${place}"]`)) : [];
  const at = row ? rows.indexOf(row) : -1;
  const neighbour = at === -1 ? undefined : (rows[at + 1] ?? rows[at - 1]);
  const next = neighbour?.querySelector<HTMLElement>(control);
  if (next) {
    next.focus({ preventScroll: true });
    return;
  }
  (document.getElementById(fallback ?? ADD_ITEM_FIELD_ID) ?? document.getElementById(ADD_ITEM_FIELD_ID))?.focus();
}

/**
 * One line: a real checkbox named by the item (what to buy, what the recipes need, "2 more needed"
 * when its amount grew since it was ticked), the meals that need it, and a quiet way to drop it.
 * Ticking a line still to buy sends it to the basket and the shopper on to the next line left.
 */
export function ShoppingItemRow({ item, place }: { item: ShoppingItem; place: Exclude<RowPlace, 'hidden'> }) {
  const dispatch = useAppDispatch();
  const row = useRef<HTMLLIElement>(null);
  const queued = useAppSelector((state) => selectIsQueuedItem(state, item.id));
  const sources = item.manual ? 'Added by you' : sourcesText(item.sources);
  const description =
    sources || queued ? (
      <>
        {sources && <Sources>{sources}</Sources>}
        {queued && <SavedHere>{`${sources ? ' · ' : ''}${OFFLINE_TEXT.savedHere}`}</SavedHere>}
      </>
    ) : undefined;
  const remove = () => {
    focusAfterLeaving(row.current);
    dispatch(removeShoppingItem(item.id));
  };
  const toggle = (checked: boolean) => {
    // The line leaves its place (to the basket, or back to its aisle): focus goes on to what is left.
    if (place === 'aisle' && checked) focusAfterLeaving(row.current, 'input', BASKET_TOGGLE_ID);
    if (place === 'basket' && !checked) focusAfterLeaving(row.current, 'input', BASKET_TOGGLE_ID);
    dispatch(toggleShoppingItem({ id: item.id, checked }));
  };
  // Shown on a line still to buy only: once ticked again, the new amount is in the basket.
  const more = item.more_needed && !item.checked ? moreNeededText(item.more_needed) : null;

  return (
    <Row ref={row} data-place={place}>
      <CheckboxField
        label={
          <>
            <ItemName $bought={item.checked}>{item.display}</ItemName>
            {item.needed && <Needed> {neededText(item.needed)}</Needed>}
            {more && (
              <>
                {' '}
                <MoreNeeded>{more}</MoreNeeded>
              </>
            )}
          </>
        }
        description={description}
        checked={item.checked}
        onChange={(event) => toggle(event.target.checked)}
      />
      {item.manual ? (
        <QuietButton type="button" onClick={remove} aria-label={`Remove ${item.display}`}>
          Remove
        </QuietButton>
      ) : (
        <QuietButton type="button" onClick={remove} aria-label={`Not needed this week: ${item.display}`}>
          Not needed
        </QuietButton>
      )}
    </Row>
  );
}

/** A line marked "not needed this week": its name and a quiet way to put it back in its aisle. */
export function HiddenItemRow({ item }: { item: ShoppingItem }) {
  const dispatch = useAppDispatch();
  const row = useRef<HTMLLIElement>(null);
  const putBack = () => {
    focusAfterLeaving(row.current, 'button');
    dispatch(restoreShoppingItem(item.id));
  };

  return (
    <Row ref={row} data-place="hidden">
      <HiddenName>{item.display}</HiddenName>
      <QuietButton type="button" onClick={putBack} aria-label={`Put back ${item.display}`}>
        Put back
      </QuietButton>
    </Row>
  );
}
