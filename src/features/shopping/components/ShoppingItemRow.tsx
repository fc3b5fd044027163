import { useRef } from 'react';
import styled from 'styled-components';
import type { ShoppingItem } from '@/api/models';
import { CheckboxField } from '@/components/form';
import { useAppDispatch } from '@/store/hooks';
import { removeShoppingItem, restoreShoppingItem, toggleShoppingItem } from '../shoppingActions';
import { sourcesText } from '../shoppingText';
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
  color: ${({ $bought, theme }) => ($bought ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: ${({ $bought }) => ($bought ? 'line-through' : 'none')};
  @media print {
    color: #000;
  }
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
 * The next line's control (or the previous one's, or the add field): where focus goes when a line
 * leaves its group. `control` picks it in the neighbouring line: its box, or its "Put back" button.
 */
function focusAfterRemoving(row: HTMLLIElement | null, control: 'input' | 'button' = 'input') {
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  const target = neighbour?.querySelector<HTMLElement>(control) ?? document.getElementById(ADD_ITEM_FIELD_ID);
  target?.focus();
}

/** One line: a real checkbox named by the item, the meals that need it, and a quiet way to drop it. */
export function ShoppingItemRow({ item }: { item: ShoppingItem }) {
  const dispatch = useAppDispatch();
  const row = useRef<HTMLLIElement>(null);
  const sources = item.manual ? 'Added by you' : sourcesText(item.sources);
  const remove = () => {
    focusAfterRemoving(row.current);
    dispatch(removeShoppingItem(item.id));
  };

  return (
    <Row ref={row}>
      <CheckboxField
        label={<ItemName $bought={item.checked}>{item.display}</ItemName>}
        description={sources ? <Sources>{sources}</Sources> : undefined}
        checked={item.checked}
        onChange={(event) => dispatch(toggleShoppingItem({ id: item.id, checked: event.target.checked }))}
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
    focusAfterRemoving(row.current, 'button');
    dispatch(restoreShoppingItem(item.id));
  };

  return (
    <Row ref={row}>
      <HiddenName>{item.display}</HiddenName>
      <QuietButton type="button" onClick={putBack} aria-label={`Put back ${item.display}`}>
        Put back
      </QuietButton>
    </Row>
  );
}
