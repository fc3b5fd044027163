/**
 * The household's shopping list, shared by its accounts: the chosen days' planned meals, each
 * scaled to the portions of the people eating it, merged into one item per food (mergeItems.ts),
 * with what the shoppers ticked or hid, and the items they typed.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AISLE_NAMES, AISLES, WEEKDAYS, type Weekday } from '../../../contract/constants';
import type { ShoppingItemDto, ShoppingListDto } from '../../../contract/types';
import type { Database } from '../../db/client';
import { mealPlans, shoppingItems, shoppingMarks } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { alsoFoodsOf, parseIngredientLine } from '../foods/ingredientLine';
import { householdIdOf, memberRows } from '../household/household';
import { attendeesOf, portionsOf } from '../planner/mealPeople';
import { linesOfPlannedRecipes, plannedMeals } from '../planner/plannedMeals';
import type { IngredientLine } from '../recipes/ingredientLines';
import { foodFacts, mergePlannedLines, type PlannedLine } from './mergeItems';

const ITEM_NOT_FOUND = 'Shopping list item not found';
const HIDE_TYPED_ITEM = 'Only a planned item can be hidden; remove a typed one instead.';
/** A planned item hidden as "not needed this week" comes back after seven days. */
const HIDE_DAYS = 7;

/** Typed items one list may hold: room for any real shop, not for a script filling the table. */
export const MANUAL_ITEMS_MAX = 300;

const PLANNED_PREFIX = 'p-';
const MANUAL_PREFIX = 'm-';

/**
 * The chosen days' planned lines of the household, each amount scaled from the recipe's servings
 * to the portions of the people eating that meal (issue 19): a recipe for 4 eaten by two adults
 * and a child (2.5 portions) buys 2.5/4 of each amount.
 */
async function plannedLines(db: Database, householdId: number, days: readonly Weekday[]): Promise<PlannedLine[]> {
  const [rows, members] = await Promise.all([plannedRows(db, householdId, days), memberRows(db, householdId)]);
  const factors = new Map<number, number>();
  const factorOf = (mealPlanId: number, memberIds: number[] | null, servingNumber: number) => {
    let factor = factors.get(mealPlanId);
    if (factor === undefined) {
      factor = portionsOf(attendeesOf(memberIds, members)) / Math.max(1, servingNumber);
      factors.set(mealPlanId, factor);
    }
    return factor;
  };
  return rows.map(({ memberIds, servingNumber, ...line }) => {
    const factor = factorOf(line.mealPlanId, memberIds, servingNumber);
    return {
      ...line,
      day: line.day as Weekday,
      quantity: line.quantity === null ? null : line.quantity * factor,
      quantity2: line.quantity2 === null ? null : line.quantity2 * factor,
    };
  });
}

/** "Salt and pepper": the line's second food (black pepper) is bought too, without an amount of its own. */
const alsoFoodLines = (line: IngredientLine): IngredientLine[] =>
  alsoFoodsOf(line.line).map((food) => ({ ...line, quantity: null, quantity2: null, unit: null, food, note: null }));

/** The chosen days' meals of the household, in plan order, one row per ingredient line of its recipe. */
async function plannedRows(db: Database, householdId: number, days: readonly Weekday[]) {
  const onDays = days.length < WEEKDAYS.length ? inArray(mealPlans.day, [...days]) : undefined;
  const [meals, lines] = await Promise.all([
    plannedMeals(db, householdId, onDays).orderBy(asc(mealPlans.id)),
    linesOfPlannedRecipes(db, householdId, onDays),
  ]);
  return meals.flatMap((meal) =>
    (lines.get(meal.recipeId) ?? []).flatMap((line) =>
      [line, ...alsoFoodLines(line)].map((part) => ({
        mealPlanId: meal.id,
        memberIds: meal.memberIds,
        servingNumber: meal.servingNumber,
        recipeId: meal.recipeId,
        recipeName: meal.recipeName,
        day: meal.day,
        category: meal.categoryName,
        categoryPosition: meal.categoryPosition,
        ...part,
      })),
    ),
  );
}

interface Mark {
  checked: boolean;
  hidden: boolean;
}

async function marksOf(db: Database, householdId: number): Promise<Map<string, Mark>> {
  const hiddenSince = new Date(Date.now() - HIDE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ key: shoppingMarks.itemKey, checked: shoppingMarks.checked, hiddenAt: shoppingMarks.hiddenAt })
    .from(shoppingMarks)
    .where(eq(shoppingMarks.householdId, householdId));
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

/** The account's household's list for the chosen days (every day when none are chosen). */
export async function loadShoppingList(
  db: Database,
  userId: number,
  chosenDays: readonly Weekday[] = [],
): Promise<ShoppingListDto> {
  return householdShoppingList(db, await householdIdOf(db, userId), weekOrder(chosenDays));
}

async function householdShoppingList(
  db: Database,
  householdId: number,
  days: readonly Weekday[],
): Promise<ShoppingListDto> {
  const [lines, marks, manualRows] = await Promise.all([
    plannedLines(db, householdId, days),
    marksOf(db, householdId),
    db.select().from(shoppingItems).where(eq(shoppingItems.householdId, householdId)).orderBy(asc(shoppingItems.id)),
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
    await forgetUnplanned(db, householdId, new Set(merged.map((item) => item.key)), marks);
  return { days: [...days], items, aisles: AISLES.map((id) => ({ id, name: AISLE_NAMES[id] })) };
}

/** Marks of foods no planned meal needs any more: a food planned again starts unticked. */
async function forgetUnplanned(
  db: Database,
  householdId: number,
  plannedKeys: ReadonlySet<string>,
  marks: ReadonlyMap<string, Mark>,
): Promise<void> {
  const stale = [...marks.keys()].filter((key) => !plannedKeys.has(key));
  if (stale.length === 0) return;
  await db
    .delete(shoppingMarks)
    .where(and(eq(shoppingMarks.householdId, householdId), inArray(shoppingMarks.itemKey, stale)));
}

/** A parsed item id: a planned food's key or a typed item's row id; anything else is not found. */
function parseItemId(id: string): { kind: 'planned'; key: string } | { kind: 'manual'; rowId: number } {
  // One spelling per id: 'm-01' is not 'm-1'.
  if (id.startsWith(MANUAL_PREFIX) && /^[1-9]\d{0,9}$/.test(id.slice(MANUAL_PREFIX.length))) {
    const rowId = Number(id.slice(MANUAL_PREFIX.length));
    if (rowId >= 1 && rowId <= 2_147_483_647) return { kind: 'manual', rowId };
  }
  if (id.startsWith(PLANNED_PREFIX) && /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u.test(id.slice(PLANNED_PREFIX.length)))
    return { kind: 'planned', key: id.slice(PLANNED_PREFIX.length) };
  throw notFound(ITEM_NOT_FOUND);
}

/** The household's whole-week planned item with this key, or not found (another household's, or unplanned). */
async function plannedItem(db: Database, householdId: number, key: string): Promise<ShoppingItemDto> {
  const list = await householdShoppingList(db, householdId, WEEKDAYS);
  const item = list.items.find((candidate) => candidate.id === `${PLANNED_PREFIX}${key}`);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

async function plannedKeyExists(db: Database, householdId: number, key: string): Promise<boolean> {
  const lines = await plannedLines(db, householdId, WEEKDAYS);
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
  const householdId = await householdIdOf(db, userId);
  if (target.kind === 'manual') {
    if (change.hidden !== undefined) throw invalid({ hidden: [HIDE_TYPED_ITEM] });
    const [row] = await db
      .update(shoppingItems)
      .set({ checked: change.checked })
      .where(and(eq(shoppingItems.id, target.rowId), eq(shoppingItems.householdId, householdId)))
      .returning();
    if (!row) throw notFound(ITEM_NOT_FOUND);
    return manualItem(row);
  }
  // Read once: the item must be on the list, and the answer is it with the change applied.
  const item = await plannedItem(db, householdId, target.key);
  const hiddenAt = change.hidden === undefined ? undefined : change.hidden ? sql`now()` : null;
  await db
    .insert(shoppingMarks)
    .values({
      userId,
      householdId,
      itemKey: target.key,
      checked: change.checked ?? false,
      hiddenAt: hiddenAt ?? null,
    })
    .onConflictDoUpdate({
      target: [shoppingMarks.householdId, shoppingMarks.itemKey],
      set: { userId, checked: change.checked, hiddenAt, updatedAt: sql`now()` },
    });
  return { ...item, checked: change.checked ?? item.checked, hidden: change.hidden ?? item.hidden };
}

/** Adds a typed item, read like an ingredient line ("2 l milk" is 2 l of milk, in dairy). */
export async function addManualItem(db: Database, userId: number, name: string): Promise<ShoppingItemDto> {
  const householdId = await householdIdOf(db, userId);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shoppingItems)
    .where(eq(shoppingItems.householdId, householdId));
  if (count >= MANUAL_ITEMS_MAX)
    throw conflict(`Your list already holds ${MANUAL_ITEMS_MAX} items of your own. Remove some before adding more.`);
  const parsed = parseIngredientLine(name);
  const [row] = await db
    .insert(shoppingItems)
    .values({
      userId,
      householdId,
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
  const householdId = await householdIdOf(db, userId);
  if (target.kind === 'manual') {
    const deleted = await db
      .delete(shoppingItems)
      .where(and(eq(shoppingItems.id, target.rowId), eq(shoppingItems.householdId, householdId)))
      .returning({ id: shoppingItems.id });
    if (deleted.length === 0) throw notFound(ITEM_NOT_FOUND);
    return;
  }
  if (!(await plannedKeyExists(db, householdId, target.key))) throw notFound(ITEM_NOT_FOUND);
  await db
    .insert(shoppingMarks)
    .values({ userId, householdId, itemKey: target.key, hiddenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [shoppingMarks.householdId, shoppingMarks.itemKey],
      set: { userId, hiddenAt: sql`now()`, updatedAt: sql`now()` },
    });
}
