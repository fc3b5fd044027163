import styled from 'styled-components';
import { SHOPPING } from '@contract/messages';
import type { ShoppingItem, ShoppingList } from '@/api/models';
import { moreNeededNote, printedListGroups } from './printedListGroups';

const Groups = styled.div`
  columns: 2 14rem;
  column-gap: 2rem;
  @media print {
    columns: 2;
    column-gap: 8mm;
  }
`;

const Group = styled.section`
  break-inside: avoid;
  margin: 0 0 0.9rem;
  h3 {
    margin: 0 0 0.25rem;
    font-size: 0.95rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Line = styled.li`
  display: flex;
  gap: 0.5rem;
  align-items: baseline;
  margin: 0.2rem 0 0;
  break-inside: avoid;
`;

/** An empty box to tick with a pen. */
const Box = styled.span`
  flex: none;
  width: 0.9em;
  height: 0.9em;
  border: 1.5px solid currentColor;
  border-radius: 2px;
  transform: translateY(0.1em);
`;

const Small = styled.span`
  font-size: 0.85em;
`;

const Have = styled.p`
  margin: 0;
  font-size: 0.9rem;
`;

const Nothing = styled.p`
  margin: 0;
  font-style: italic;
`;

function ItemLine({ item }: { item: ShoppingItem }) {
  return (
    <Line>
      <Box aria-hidden="true" data-testid="tick-box" />
      <span>
        {item.display}
        {item.more_needed && <Small> ({moreNeededNote(item.more_needed)})</Small>}
      </span>
    </Line>
  );
}

function ItemGroup({ title, items }: { title: string; items: ShoppingItem[] }) {
  return (
    <Group>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <ItemLine key={item.id} item={item} />
        ))}
      </ul>
    </Group>
  );
}

/**
 * Page 2 of the printed week: what is left to buy, by aisle, each with a box to tick by pen;
 * pantry staples apart; what is already ticked named at the end. Hidden items are left out.
 */
export function PrintedList({ list }: { list: ShoppingList }) {
  const { aisles, pantry, alreadyHave } = printedListGroups(list);
  if (aisles.length === 0 && pantry.length === 0 && alreadyHave.length === 0) {
    return <Nothing>{SHOPPING.nothingToBuy}</Nothing>;
  }
  return (
    <>
      {aisles.length === 0 && pantry.length === 0 && <Nothing>Nothing left to buy.</Nothing>}
      <Groups>
        {aisles.map((aisle) => (
          <ItemGroup key={aisle.id} title={aisle.name} items={aisle.items} />
        ))}
        {pantry.length > 0 && <ItemGroup title={SHOPPING.pantryGroup} items={pantry} />}
      </Groups>
      {alreadyHave.length > 0 && (
        <Group>
          <h3>Already have</h3>
          <Have>{alreadyHave.map((item) => item.display).join(' · ')}</Have>
        </Group>
      )}
    </>
  );
}
