/**
 * The signed-in user's shopping list: the chosen days' planned meals merged into one item per
 * food (mergeItems.ts), with what the shopper ticked or hid, and the items they typed.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AISLE_NAMES, AISLES, WEEKDAYS, type Weekday } from '../../../contract/constants';
import type { ShoppingItemDto, ShoppingListDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { categories, mealPlans, recipeIngredients, recipes, shoppingItems, shoppingMarks } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { parseIngredientLine } from '../foods/ingredientLine';
import { foodFacts, mergePlannedLines, type PlannedLine } from './mergeItems';

const ITEM_NOT_FOUND = 'Shopping list item not found';
const HIDE_TYPED_ITEM = 'Only a planned item can be hidden; remove a typed one instead.';
/** A planned item hidden as "not needed this week" comes back after seven days. */
const HIDE_DAYS = 7;

/** Typed items one list may hold: room for any real shop, not for a script filling the table. */
export const MANUAL_ITEMS_MAX = 300;

const PLANNED_PREFIX = 'p-';
const MANUAL_PREFIX = 'm-';

async function plannedLines(db: Database, userId: number, days: readonly Weekday[]): Promise<PlannedLine[]> {
  const rows = await db
    .select({
      mealPlanId: mealPlans.id,
      recipeId: recipes.id,
      recipeName: recipes.recipeName,
      day: mealPlans.day,
      category: categories.categoryName,
      categoryPosition: categories.position,
      line: recipeIngredients.ingredientName,
      quantity: recipeIngredients.quantity,
      quantity2: recipeIngredients.quantity2,
      unit: recipeIngredients.unit,
      food: recipeIngredients.food,
      note: recipeIngredients.note,
    })
    .from(mealPlans)
    .innerJoin(recipes, eq(recipes.id, mealPlans.recipeId))
    .innerJoin(categories, eq(categories.id, mealPlans.categoryId))
    .innerJoin(recipeIngredients, eq(recipeIngredients.recipeId, mealPlans.recipeId))
    .where(
      and(eq(mealPlans.userId, userId), days.length < WEEKDAYS.length ? inArray(mealPlans.day, [...days]) : undefined),
    )
    .orderBy(asc(mealPlans.id), asc(recipeIngredients.position), asc(recipeIngredients.id));
  return rows.map((row) => ({ ...row, day: row.day as Weekday }));
}

interface Mark {
  checked: boolean;
  hidden: boolean;
}

async function marksOf(db: Database, userId: number): Promise<Map<string, Mark>> {
  const hiddenSince = new Date(Date.now() - HIDE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ key: shoppingMarks.itemKey, checked: shoppingMarks.checked, hiddenAt: shoppingMarks.hiddenAt })
    .from(shoppingMarks)
    .where(eq(shoppingMarks.userId, userId));
  return new Map(
    rows.map((row) => [row.key, { checked: row.checked, hidden: row.hiddenAt !== null && row.hiddenAt > hiddenSince }]),
  );
}

type ManualRow = typeof shoppingItems.$inferSelect;

function manualItem(row: ManualRow): ShoppingItemDto {
  const amounts = row.quantity === null ? [] : [{ value: row.quantity2 ?? row.quantity, unit: row.unit }];
  const facts = foodFacts(row.food);
  return {
    id: `${MANUAL_PREFIX}${row.id}`,
    food: row.food,
    quantity: amounts[0]?.value ?? null,
    unit: amounts[0]?.unit ?? null,
    // A typed item reads as typed: "kitchen roll", "2 l milk".
    display: row.name.charAt(0).toUpperCase() + row.name.slice(1),
    aisle: facts?.aisle ?? 'other',
    checked: row.checked,
    hidden: false,
    manual: true,
    pantry: false,
    sources: [],
  };
}

const aisleOrder = (item: ShoppingItemDto) => AISLES.indexOf(item.aisle);

/** The days asked for, in week order; every day when none. */
export const weekOrder = (days: readonly Weekday[]): Weekday[] =>
  days.length === 0 ? [...WEEKDAYS] : WEEKDAYS.filter((day) => days.includes(day));

/** The list for the chosen days (every day when none are chosen). */
export async function loadShoppingList(
  db: Database,
  userId: number,
  chosenDays: readonly Weekday[] = [],
): Promise<ShoppingListDto> {
  const days = weekOrder(chosenDays);
  const [lines, marks, manualRows] = await Promise.all([
    plannedLines(db, userId, days),
    marksOf(db, userId),
    db.select().from(shoppingItems).where(eq(shoppingItems.userId, userId)).orderBy(asc(shoppingItems.id)),
  ]);
  const merged = mergePlannedLines(lines);
  const planned = merged.map((item): ShoppingItemDto => ({
    id: `${PLANNED_PREFIX}${item.key}`,
    food: item.food,
    quantity: item.amounts[0]?.value ?? null,
    unit: item.amounts[0]?.unit ?? null,
    display: item.display,
    aisle: item.aisle,
    checked: marks.get(item.key)?.checked ?? false,
    hidden: marks.get(item.key)?.hidden ?? false,
    manual: false,
    pantry: item.pantry,
    sources: item.sources,
  }));
  const items = [...planned, ...manualRows.map(manualItem)].sort(
    (a, b) => aisleOrder(a) - aisleOrder(b) || a.food.localeCompare(b.food) || a.id.localeCompare(b.id),
  );
  if (days.length === WEEKDAYS.length)
    await forgetUnplanned(db, userId, new Set(merged.map((item) => item.key)), marks);
  return { days, items, aisles: AISLES.map((id) => ({ id, name: AISLE_NAMES[id] })) };
}

/** Marks of foods no planned meal needs any more: a food planned again starts unticked. */
async function forgetUnplanned(
  db: Database,
  userId: number,
  plannedKeys: ReadonlySet<string>,
  marks: ReadonlyMap<string, Mark>,
): Promise<void> {
  const stale = [...marks.keys()].filter((key) => !plannedKeys.has(key));
  if (stale.length === 0) return;
  await db.delete(shoppingMarks).where(and(eq(shoppingMarks.userId, userId), inArray(shoppingMarks.itemKey, stale)));
}

/** A parsed item id: a planned food's key or a typed item's row id; anything else is not found. */
function parseItemId(id: string): { kind: 'planned'; key: string } | { kind: 'manual'; rowId: number } {
  if (id.startsWith(MANUAL_PREFIX) && /^\d{1,10}$/.test(id.slice(MANUAL_PREFIX.length))) {
    const rowId = Number(id.slice(MANUAL_PREFIX.length));
    if (rowId >= 1 && rowId <= 2_147_483_647) return { kind: 'manual', rowId };
  }
  if (id.startsWith(PLANNED_PREFIX) && /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u.test(id.slice(PLANNED_PREFIX.length)))
    return { kind: 'planned', key: id.slice(PLANNED_PREFIX.length) };
  throw notFound(ITEM_NOT_FOUND);
}

/** The user's whole-week planned item with this key, or not found (another user's, or unplanned). */
async function plannedItem(db: Database, userId: number, key: string): Promise<ShoppingItemDto> {
  const list = await loadShoppingList(db, userId);
  const item = list.items.find((candidate) => candidate.id === `${PLANNED_PREFIX}${key}`);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

async function plannedKeyExists(db: Database, userId: number, key: string): Promise<boolean> {
  const lines = await plannedLines(db, userId, WEEKDAYS);
  return mergePlannedLines(lines).some((item) => item.key === key);
}

export interface ItemChange {
  checked?: boolean;
  /** Planned items only: hide for the week, or put back. */
  hidden?: boolean;
}

/** Ticks or unticks an item; hides a planned one for the week or puts it back. */
export async function updateItem(
  db: Database,
  userId: number,
  id: string,
  change: ItemChange,
): Promise<ShoppingItemDto> {
  const target = parseItemId(id);
  if (target.kind === 'manual') {
    if (change.hidden !== undefined) throw invalid({ hidden: [HIDE_TYPED_ITEM] });
    const [row] = await db
      .update(shoppingItems)
      .set({ checked: change.checked })
      .where(and(eq(shoppingItems.id, target.rowId), eq(shoppingItems.userId, userId)))
      .returning();
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return manualItem(row);
  }
  // Read once: the item must be on the list, and the answer is it with the change applied.
  const item = await plannedItem(db, userId, target.key);
  const hiddenAt = change.hidden === undefined ? undefined : change.hidden ? sql`now()` : null;
  await db
    .insert(shoppingMarks)
    .values({ userId, itemKey: target.key, checked: change.checked ?? false, hiddenAt: hiddenAt ?? null })
    .onConflictDoUpdate({
      target: [shoppingMarks.userId, shoppingMarks.itemKey],
      set: { checked: change.checked, hiddenAt, updatedAt: sql`now()` },
    });
  return { ...item, checked: change.checked ?? item.checked, hidden: change.hidden ?? item.hidden };
}

/** Adds a typed item, read like an ingredient line ("2 l milk" is 2 l of milk, in dairy). */
export async function addManualItem(db: Database, userId: number, name: string): Promise<ShoppingItemDto> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shoppingItems)
    .where(eq(shoppingItems.userId, userId));
  if (count >= MANUAL_ITEMS_MAX)
    throw conflict(`Your list already holds ${MANUAL_ITEMS_MAX} items of your own. Remove some before adding more.`);
  const parsed = parseIngredientLine(name);
  const [row] = await db
    .insert(shoppingItems)
    .values({
      userId,
      name,
      quantity: parsed.quantity,
      quantity2: parsed.quantity2,
      unit: parsed.unit,
      food: parsed.food || name.toLowerCase(),
    })
    .returning();
  return manualItem(row);
}

/** Removes a typed item, or hides a planned one for the week. */
export async function removeItem(db: Database, userId: number, id: string): Promise<void> {
  const target = parseItemId(id);
  if (target.kind === 'manual') {
    const deleted = await db
      .delete(shoppingItems)
      .where(and(eq(shoppingItems.id, target.rowId), eq(shoppingItems.userId, userId)))
      .returning({ id: shoppingItems.id });
    if (deleted.length === 0) throw notFound(ITEM_NOT_FOUND);
    return;
  }
  if (!(await plannedKeyExists(db, userId, target.key))) throw notFound(ITEM_NOT_FOUND);
  await db
    .insert(shoppingMarks)
    .values({ userId, itemKey: target.key, hiddenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [shoppingMarks.userId, shoppingMarks.itemKey],
      set: { hiddenAt: sql`now()`, updatedAt: sql`now()` },
    });
}
