import { AISLE_NAMES, type Aisle } from '@contract/constants';
import type { ShoppingAisle, ShoppingItem, ShoppingList } from '@/api/models';

export interface PrintedAisle {
  id: Aisle;
  name: string;
  items: ShoppingItem[];
}

/** The week's list on paper: what is left to buy, grouped as the list page groups it. */
export interface PrintedListGroups {
  /** Unticked items under their aisles, in store order (empty aisles left out). */
  aisles: PrintedAisle[];
  /** Unticked pantry staples (salt, oil), apart: probably at home. */
  pantry: ShoppingItem[];
  /** Ticked items, listed last as "Already have". */
  alreadyHave: ShoppingItem[];
}

const aisleName = (id: Aisle) => (Object.hasOwn(AISLE_NAMES, id) ? AISLE_NAMES[id] : id);

/**
 * Hidden items ("not needed this week") are left out; typed items are in their aisle like the
 * planned ones. An aisle the answer did not name still prints, after the named ones.
 */
export function printedListGroups(list: ShoppingList): PrintedListGroups {
  const toBuy = new Map<Aisle, ShoppingItem[]>();
  const pantry: ShoppingItem[] = [];
  const alreadyHave: ShoppingItem[] = [];
  for (const item of list.items) {
    if (item.hidden) continue;
    if (item.checked) alreadyHave.push(item);
    else if (item.pantry) pantry.push(item);
    else toBuy.set(item.aisle, [...(toBuy.get(item.aisle) ?? []), item]);
  }
  const order: ShoppingAisle[] = [...list.aisles];
  for (const id of toBuy.keys()) {
    if (!order.some((aisle) => aisle.id === id)) order.push({ id, name: aisleName(id) });
  }
  return {
    aisles: order.filter((aisle) => toBuy.has(aisle.id)).map((aisle) => ({ ...aisle, items: toBuy.get(aisle.id)! })),
    pantry,
    alreadyHave,
  };
}

/** "2 more needed" (the amount grew since it was ticked), as the list page words it. */
export const moreNeededNote = (more: string) =>
  /\bneeded$/i.test(more.trim()) ? more.trim() : `${more.trim()} more needed`;
