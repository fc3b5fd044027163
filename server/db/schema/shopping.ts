/**
 * The shopping list (issue 18). Planned items are not stored: they are merged from the meal
 * plan on every read. What is stored is what the shopper did to them (ticked, hidden), keyed by
 * the item's stable key (its food), so a tick survives re-planning; and the items they typed.
 */
import { boolean, date, doublePrecision, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, createdAt, serialId, timestamptz, updatedAt } from './columns';
import { households } from './households';

/** A planned item the shopper ticked or hid; removed once no planned meal needs the food. */
export const shoppingMarks = pgTable(
  'shopping_marks',
  {
    userId: belongsTo('user_id', () => users.id),
    /** The household's list: every account of it ticks the same items (issue 19). */
    householdId: belongsTo('household_id', () => households.id),
    /** The Saturday of the week whose list it marks (issue 38): each week's list is ticked on its own. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** The item's key: its food's key ('red-lentil'), as in the item id 'p-red-lentil'. */
    itemKey: text('item_key').notNull(),
    checked: boolean('checked').notNull().default(false),
    /**
     * The amount on the list when it was ticked, in `checkedUnit` (issue 38): when the list later
     * needs more, the item is shown unticked with what more is needed. Null: ticked without an amount.
     */
    checkedQuantity: doublePrecision('checked_quantity'),
    checkedUnit: text('checked_unit'),
    /** When it was hidden ("not needed this week"); a hide lasts seven days. */
    hiddenAt: timestamptz('hidden_at'),
    /**
     * When the tick (checked and its amount) and the hide were last changed, on the shopper's phone
     * (issue 39): a change made offline and sent later applies only when it is not older than these.
     * Null: never changed (a row made by the other field's change).
     */
    checkedChangedAt: timestamptz('checked_changed_at'),
    hiddenChangedAt: timestamptz('hidden_changed_at'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.householdId, table.weekStart, table.itemKey] })],
);

/** An item the shopper typed ("kitchen roll", "2 l milk"), read like an ingredient line. */
export const shoppingItems = pgTable(
  'shopping_items',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    householdId: belongsTo('household_id', () => households.id),
    /** As typed. */
    name: text('name').notNull(),
    quantity: doublePrecision('quantity'),
    quantity2: doublePrecision('quantity2'),
    unit: text('unit'),
    food: text('food').notNull(),
    checked: boolean('checked').notNull().default(false),
    createdAt: createdAt(),
    /**
     * When its tick was last changed, on the shopper's phone (issue 39): an older change sent later
     * is ignored. Null: never ticked or unticked, so any change applies (one made offline on an item
     * added offline, sent after it).
     */
    checkedChangedAt: timestamptz('checked_changed_at'),
    /** The phone's id for an item added offline (issue 39): sent twice, it is still one item. */
    clientId: text('client_id'),
  },
  (table) => [
    index('shopping_items_household_idx').on(table.householdId, table.id),
    uniqueIndex('shopping_items_household_client_idx').on(table.householdId, table.clientId),
  ],
);
