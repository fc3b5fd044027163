import { Fragment, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { row } from '@/theme/layout';
import { SHOPPING } from '@contract/messages';
import type { ShoppingItem } from '@/api/models';
import { hideInPrint } from './print';
import { BASKET_TOGGLE_ID, HiddenItemRow, ShoppingItemRow } from './ShoppingItemRow';

const Group = styled.section`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media print {
    padding: 0;
    box-shadow: none;
    break-inside: avoid-page;
  }
`;

const Heading = styled.h2`
  margin: 0.25rem 0;
  font-size: 1.15rem;
  @media print {
    margin: 0.75rem 0 0.25rem;
    font-size: 12pt;
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  /* The pantry's lines are folded on screen, but a printed list shows every line. */
  @media print {
    &[hidden] {
      display: block;
    }
  }
`;

/** One aisle's items under its heading. */
export function AisleGroup({ name, items }: { name: string; items: ShoppingItem[] }) {
  const headingId = useId();
  return (
    <Group aria-labelledby={headingId}>
      <Heading id={headingId}>{name}</Heading>
      <Items>
        {items.map((item) => (
          <ShoppingItemRow key={item.id} item={item} place="aisle" />
        ))}
      </Items>
    </Group>
  );
}

const Disclosure = styled.button<{ $open: boolean }>`
  ${row({ align: 'center', justify: 'space-between', gap: '0.75rem' })}
  width: 100%;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '';
    flex: none;
    width: 0.55rem;
    height: 0.55rem;
    margin-right: 0.35rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(${({ $open }) => ($open ? '225deg' : '45deg')});
  }
  @media print {
    min-height: 0;
    &::after {
      display: none;
    }
  }
`;

const Count = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
  @media print {
    display: none;
  }
`;

/**
 * A group folded under a disclosure button in its heading, which names it and counts its items;
 * each item is drawn by `itemRow`.
 */
function FoldedGroup({
  title,
  items,
  itemRow,
  className,
  toggleId,
}: {
  title: string;
  items: ShoppingItem[];
  itemRow: (item: ShoppingItem) => ReactNode;
  className?: string;
  /** The disclosure button's id, for focus to land on. */
  toggleId?: string;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  return (
    <Group className={className} aria-labelledby={headingId}>
      <Heading id={headingId}>
        <Disclosure
          id={toggleId}
          type="button"
          $open={open}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <span>
            {title} <Count>({items.length})</Count>
          </span>
        </Disclosure>
      </Heading>
      <Items id={listId} hidden={!open}>
        {items.map((item) => (
          <Fragment key={item.id}>{itemRow(item)}</Fragment>
        ))}
      </Items>
    </Group>
  );
}

/** Staples most kitchens have (salt, oil): folded at the end, so they never crowd the real list. */
export function PantryGroup({ items }: { items: ShoppingItem[] }) {
  return (
    <FoldedGroup
      title={SHOPPING.pantryGroup}
      items={items}
      itemRow={(item) => <ShoppingItemRow item={item} place="pantry" />}
    />
  );
}

/**
 * A fold of items not to buy, so never on paper: the printed list is what is left to buy (the
 * basket, the items not needed this week).
 */
const UnprintedFold = styled(FoldedGroup)`
  ${hideInPrint}
`;

/**
 * Ticked items (issue 38): out of the aisles, folded at the end as "In the basket (12)", so the
 * list is what is left to buy. Unticking one puts it back in its aisle.
 */
export function BasketGroup({ items }: { items: ShoppingItem[] }) {
  return (
    <UnprintedFold
      title={SHOPPING.basketGroup}
      items={items}
      itemRow={(item) => <ShoppingItemRow item={item} place="basket" />}
      toggleId={BASKET_TOGGLE_ID}
    />
  );
}

/**
 * Planned items the shopper marked "not needed this week": folded after the pantry staples, each
 * with a way to put it back in its aisle.
 */
export function HiddenGroup({ items }: { items: ShoppingItem[] }) {
  return <UnprintedFold title={SHOPPING.hiddenGroup} items={items} itemRow={(item) => <HiddenItemRow item={item} />} />;
}
