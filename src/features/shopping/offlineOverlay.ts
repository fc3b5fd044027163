import type { ShoppingItem } from '@/api/models';
import { isOfflineItemId, offlineItemId } from '@/api/offline/offlineItemIds';
import type { QueuedShoppingChange } from '@/api/offline/shoppingQueue';

/** What this phone changed on an item and has not sent yet. */
export interface QueuedItemChange {
  checked?: boolean;
  hidden?: boolean;
  /** A typed item removed with no signal. */
  removed?: boolean;
  /** The week of the list it was made on; null for "this week" (no week sent). */
  week: string | null;
}

/**
 * The queued changes of the signed-in account as the page lays them over the list it shows: a
 * cached list answer (offline, after a reload) is older than them, so the list would otherwise
 * show the ticks and typed items made since as undone.
 */
export interface OfflineOverlay {
  items: Record<string, QueuedItemChange>;
  /** Items typed with no signal, in the order they were typed. */
  added: ShoppingItem[];
  /** How many changes will be sent. */
  count: number;
}

export const emptyOverlay: OfflineOverlay = { items: {}, added: [], count: 0 };

/** A typed item as it shows before the server has it: its temporary id and its name. */
export function offlineItem(clientId: string, name: string): ShoppingItem {
  return {
    id: offlineItemId(clientId),
    food: name.toLowerCase(),
    quantity: null,
    unit: null,
    display: name,
    aisle: 'other',
    checked: false,
    hidden: false,
    manual: true,
    pantry: false,
    needed: null,
    more_needed: null,
    sources: [],
  };
}

export function overlayOf(changes: readonly QueuedShoppingChange[]): OfflineOverlay {
  const items: Record<string, QueuedItemChange> = {};
  const added: ShoppingItem[] = [];
  for (const change of changes) {
    if (change.kind === 'add') {
      added.push(offlineItem(change.clientId, change.body.name));
      continue;
    }
    const week = change.week ?? null;
    const earlier = items[change.itemId]?.week === week ? items[change.itemId] : undefined;
    items[change.itemId] =
      change.kind === 'remove' ? { ...earlier, removed: true, week } : { ...earlier, ...change.body, week };
  }
  return { items, added, count: changes.length };
}

/**
 * The list's items with the queued changes of its week laid over them: ticks and hides applied,
 * typed items removed with no signal left out, typed items added with no signal at the end.
 */
export function withOverlay(items: ShoppingItem[], overlay: OfflineOverlay, week: string | null): ShoppingItem[] {
  const appliesTo = (change: QueuedItemChange) => change.week === null || change.week === week;
  const shown = items
    .filter((item) => !(overlay.items[item.id]?.removed && appliesTo(overlay.items[item.id])))
    .map((item) => {
      const change = overlay.items[item.id];
      if (!change || !appliesTo(change)) return item;
      return {
        ...item,
        ...(change.checked !== undefined && { checked: change.checked }),
        ...(change.hidden !== undefined && { hidden: change.hidden }),
      };
    });
  const known = new Set(shown.map((item) => item.id));
  const added = overlay.added
    .filter((item) => !known.has(item.id))
    .map((item) => {
      const change = overlay.items[item.id];
      return change?.checked !== undefined ? { ...item, checked: change.checked } : item;
    });
  return [...shown, ...added];
}

/** Whether an item has a change on this phone not yet sent (or is one typed with no signal). */
export const isQueuedItem = (overlay: OfflineOverlay, id: string) =>
  id in overlay.items || (isOfflineItemId(id) && overlay.added.some((item) => item.id === id));
