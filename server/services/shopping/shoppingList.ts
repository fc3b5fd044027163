/**
 * The household's shopping list, shared by its accounts: one dated week's planned meals (issue
 * 38), on the chosen days, each scaled to the portions of the people eating it and of the
 * leftovers it is cooked for, merged into one item per food (mergeItems.ts), with what the
 * shoppers ticked or hid in that week's list, and the items they typed (a running list kept
 * across weeks).
 */
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import pluralize from 'pluralize';
import { AISLE_NAMES, AISLES, WEEKDAYS, type Weekday } from '../../../contract/constants';
import {
  convertAmount,
  formatAmount,
  formatQuantity,
  isUnitCode,
  roundForKitchen,
  tidyAmount,
  toBaseAmount,
} from '../../../contract/quantities';
import { VALIDATION } from '../../../contract/messages';
import { parseInstant } from '../../../contract/schemas';
import type { ShoppingItemDto, ShoppingListDto, WeekRangeDto } from '../../../contract/types';
import { dateOfDay, type IsoDate } from '../../../contract/weeks';
import type { Database } from '../../db/client';
import { mealPlans, shoppingItems, shoppingMarks } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { alsoFoodsOf, parseIngredientLine } from '../foods/ingredientLine';
import { householdIdOf, memberRows } from '../household/household';
import { attendeesOf, portionsOf } from '../planner/mealPeople';
import { leftoversOfMeals, linesOfPlannedRecipes, plannedMeals } from '../planner/plannedMeals';
import { accountWeek, householdWeek } from '../planner/plannerWeek';
import type { IngredientLine } from '../recipes/ingredientLines';
import { foodFacts, mergePlannedLines, type Amount, type MergedItem, type PlannedLine } from './mergeItems';

const ITEM_NOT_FOUND = 'Shopping list item not found';
const HIDE_TYPED_ITEM = 'Only a planned item can be hidden; remove a typed one instead.';

/** Typed items one list may hold: room for any real shop, not for a script filling the table. */
export const MANUAL_ITEMS_MAX = 300;

const PLANNED_PREFIX = 'p-';
const MANUAL_PREFIX = 'm-';

/**
 * The meals of the list: the household's cooked (not leftover) meals of one week, on the chosen
 * days. A leftover adds nothing: its cooked meal buys for it.
 */
function cookedMealsOf(householdId: number, week: WeekRangeDto, days: readonly Weekday[]): SQL | undefined {
  return and(
    eq(mealPlans.householdId, householdId),
    eq(mealPlans.weekStart, week.start),
    days.length < WEEKDAYS.length ? inArray(mealPlans.day, [...days]) : undefined,
    isNull(mealPlans.leftoverOf),
  );
}

/**
 * Who eats the rest of each cooked meal of the list, per cooked meal id: its leftovers' attendees
 * (null: the whole household), wherever they fall (a leftover in the next week still counts, the
 * cooked meal's week is what is bought for).
 */
async function leftoverEaters(
  db: Database,
  householdId: number,
  cooked: SQL | undefined,
): Promise<Map<number, (number[] | null)[]>> {
  const rows = await leftoversOfMeals(db, householdId, cooked);
  const eaters = new Map<number, (number[] | null)[]>();
  for (const row of rows) {
    if (row.leftoverOf === null) continue;
    const list = eaters.get(row.leftoverOf);
    if (list) list.push(row.memberIds);
    else eaters.set(row.leftoverOf, [row.memberIds]);
  }
  return eaters;
}

/**
 * The chosen days' planned lines of the household's week, each amount scaled from the recipe's
 * servings to the portions of the people eating that meal (issue 19): a recipe for 4 eaten by two
 * adults and a child (2.5 portions) buys 2.5/4 of each amount. A meal cooked for leftovers (issue
 * 38) buys for their eaters too: (its portions + each leftover's portions) / servings. One line of
 * a recipe (and, for "salt and pepper", its second food) per meal, in plan order; each object is
 * made once, with its final amounts (a week is ~1,000 lines on every read).
 */
async function plannedLines(
  db: Database,
  householdId: number,
  week: WeekRangeDto,
  days: readonly Weekday[],
): Promise<PlannedLine[]> {
  const cooked = cookedMealsOf(householdId, week, days);
  const [meals, linesByRecipe, members, leftovers] = await Promise.all([
    plannedMeals(db, householdId, cooked).orderBy(asc(mealPlans.id)),
    linesOfPlannedRecipes(db, householdId, cooked),
    memberRows(db, householdId),
    leftoverEaters(db, householdId, cooked),
  ]);
  const portionsOfEaters = (memberIds: number[] | null) => portionsOf(attendeesOf(memberIds, members));
  const planned: PlannedLine[] = [];
  for (const meal of meals) {
    const portions = (leftovers.get(meal.id) ?? []).reduce(
      (sum, eaters) => sum + portionsOfEaters(eaters),
      portionsOfEaters(meal.memberIds),
    );
    const factor = portions / Math.max(1, meal.servingNumber);
    const day = meal.day as Weekday;
    const date = dateOfDay(week.start, day);
    for (const line of linesByRecipe.get(meal.recipeId) ?? []) {
      for (const part of [line, ...alsoFoodLines(line)]) {
        planned.push({
          line: part.line,
          quantity: part.quantity === null ? null : part.quantity * factor,
          quantity2: part.quantity2 === null ? null : part.quantity2 * factor,
          unit: part.unit,
          food: part.food,
          note: part.note,
          mealPlanId: meal.id,
          recipeId: meal.recipeId,
          recipeName: meal.recipeName,
          day,
          date,
          category: meal.categoryName,
          categoryPosition: meal.categoryPosition,
        });
      }
    }
  }
  return planned;
}

/** "Salt and pepper": the line's second food (black pepper) is bought too, without an amount of its own. */
const alsoFoodLines = (line: IngredientLine): IngredientLine[] =>
  alsoFoodsOf(line.line).map((food) => ({ ...line, quantity: null, quantity2: null, unit: null, food, note: null }));

interface Mark {
  checked: boolean;
  hidden: boolean;
  /** The item's first amount when it was ticked; null when it had none. */
  checkedQuantity: number | null;
  checkedUnit: string | null;
}

/** What the shoppers did to the planned items of one week's list, per item key. */
async function marksOf(db: Database, householdId: number, weekStart: IsoDate): Promise<Map<string, Mark>> {
  const rows = await db
    .select({
      key: shoppingMarks.itemKey,
      checked: shoppingMarks.checked,
      hiddenAt: shoppingMarks.hiddenAt,
      checkedQuantity: shoppingMarks.checkedQuantity,
      checkedUnit: shoppingMarks.checkedUnit,
    })
    .from(shoppingMarks)
    .where(and(eq(shoppingMarks.householdId, householdId), eq(shoppingMarks.weekStart, weekStart)));
  return new Map(
    rows.map((row) => [
      row.key,
      {
        checked: row.checked,
        hidden: row.hiddenAt !== null,
        checkedQuantity: row.checkedQuantity,
        checkedUnit: row.checkedUnit,
      },
    ]),
  );
}

/** Growth smaller than this share of the ticked amount is rounding, not more to buy. */
const GROWTH_SHARE = 0.01;
const GROWTH_MIN = 0.01;

/** Counted pieces are written without a unit, or as "piece": the same count. */
const countUnit = (unit: string | null | undefined) => (unit === 'piece' ? null : (unit ?? null));

/**
 * How much `now` exceeds the ticked amount beyond rounding, in `now`'s unit (weights and volumes
 * compared across their units: 900 g ticked, 1.1 kg now); null when it does not, or when the two
 * cannot be compared (pieces ticked, grams now).
 */
function growth(ticked: { quantity: number | null; unit: string | null }, now: Amount | null | undefined) {
  if (ticked.quantity === null || !now) return null;
  const before =
    countUnit(ticked.unit) === countUnit(now.unit)
      ? ticked.quantity
      : convertAmount(ticked.quantity, ticked.unit, now.unit);
  if (before === null) return null;
  const grown = now.value - before;
  return grown > GROWTH_MIN && grown > before * GROWTH_SHARE ? { value: grown, unit: now.unit } : null;
}

/** A pack a food is bought in: its form ("box") and what one holds, in the unit of `packed`. */
export interface PackSize {
  form: string;
  size: number;
}

/**
 * What more a ticked item needs since it was ticked ("200 g more needed", "2 more needed" for a
 * counted food, "1 box more needed" for one bought in packs, where `now` is what the packs hold),
 * written as the item writes amounts; null when it needs no more (the same, less, or an amount
 * that cannot be compared with the ticked one).
 */
export function moreNeeded(
  ticked: { quantity: number | null; unit: string | null },
  now: Amount | null | undefined,
  pack?: PackSize,
): string | null {
  const grown = growth(ticked, now);
  if (!grown) return null;
  // Packs are bought whole: 150 ml more of a food in 150 ml pots is one more pot.
  if (pack && pack.size > 0)
    return `${amountText(Math.max(1, Math.ceil(grown.value / pack.size - 0.05)), pack.form)} more needed`;
  // 1.1 kg ticked, 1.5 kg now: "400 g more needed".
  const { value: difference, unit } = tidyAmount(grown.value, grown.unit);
  // Counted pieces and whole units (tins, cloves) are bought whole: 1.3 more onions is 2.
  const whole = unit === null || toBaseAmount(1, unit) === null;
  const value = whole ? Math.max(1, Math.ceil(difference - 0.05)) : roundForKitchen(difference, unit);
  return `${amountText(value, countUnit(unit))} more needed`;
}

/**
 * What a tick remembers of an item: what its packs hold when it is bought in packs (so a box of
 * 12 after a box of 6 still asks for more), else its first amount; null when it has none.
 */
const tickedAmountOf = (item: MergedItem): Amount | null => item.packed ?? item.amounts[0] ?? null;

/** The pack of an item bought in packs, for "1 box more needed". */
function packOf(item: MergedItem): PackSize | undefined {
  const purchase = item.packed ? foodFacts(item.food)?.purchase : undefined;
  return purchase ? { form: purchase.form, size: purchase.size } : undefined;
}

/** "200 g", "2", "1 tin"; a pack form the units do not know reads in its plural: "2 pots", "2 boxes". */
const amountText = (value: number, unit: string | null) =>
  unit === null || isUnitCode(unit)
    ? formatAmount({ quantity: value, quantity2: null, unit })
    : `${formatQuantity(value)} ${value > 1 ? pluralize.plural(unit) : unit}`;

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
    needed: null,
    more_needed: null,
    sources: [],
  };
}

const aisleOrder = (item: ShoppingItemDto) => AISLES.indexOf(item.aisle);

/** The days asked for, in week order; every day when none. */
export const weekOrder = (days: readonly Weekday[]): Weekday[] =>
  days.length === 0 ? [...WEEKDAYS] : WEEKDAYS.filter((day) => days.includes(day));

/**
 * The account's household's list for the chosen days (every day when none are chosen) of the week
 * holding `week` (this week in the household's time zone when undefined).
 */
export async function loadShoppingList(
  db: Database,
  userId: number,
  chosenDays: readonly Weekday[] = [],
  week?: IsoDate,
): Promise<ShoppingListDto> {
  const { householdId, week: range } = await accountWeek(db, userId, week);
  return householdShoppingList(db, householdId, range, weekOrder(chosenDays));
}

/** A merged planned item as the list answers it, with its mark in this week's list. */
function plannedItemDto(item: MergedItem, mark: Mark | undefined): ShoppingItemDto {
  const amount = item.amounts[0];
  const more = mark?.checked
    ? moreNeeded({ quantity: mark.checkedQuantity, unit: mark.checkedUnit }, tickedAmountOf(item), packOf(item))
    : null;
  return {
    id: `${PLANNED_PREFIX}${item.key}`,
    food: item.food,
    quantity: amount?.value ?? null,
    unit: amount?.unit ?? null,
    display: item.display,
    aisle: item.aisle,
    // A ticked item whose amount has grown is to buy again: unticked, saying how much more.
    checked: (mark?.checked ?? false) && more === null,
    hidden: mark?.hidden ?? false,
    manual: false,
    pantry: item.pantry,
    needed: item.needed ?? null,
    more_needed: more,
    sources: item.sources,
  };
}

async function householdShoppingList(
  db: Database,
  householdId: number,
  week: WeekRangeDto,
  days: readonly Weekday[],
): Promise<ShoppingListDto> {
  return (await weekList(db, householdId, week, days)).list;
}

/** The list of the week's chosen days, and its planned items as merged, per key. */
async function weekList(
  db: Database,
  householdId: number,
  week: WeekRangeDto,
  days: readonly Weekday[],
): Promise<{ list: ShoppingListDto; merged: Map<string, MergedItem> }> {
  const [lines, marks, manualRows] = await Promise.all([
    plannedLines(db, householdId, week, days),
    marksOf(db, householdId, week.start),
    db.select().from(shoppingItems).where(eq(shoppingItems.householdId, householdId)).orderBy(asc(shoppingItems.id)),
  ]);
  const merged = mergePlannedLines(lines);
  const planned = merged.map((item) => plannedItemDto(item, marks.get(item.key)));
  const items = [...planned, ...manualRows.map(manualItem)].sort(
    (a, b) => aisleOrder(a) - aisleOrder(b) || a.food.localeCompare(b.food) || a.id.localeCompare(b.id),
  );
  if (days.length === WEEKDAYS.length)
    await forgetUnplanned(db, householdId, week.start, new Set(merged.map((item) => item.key)), marks);
  return {
    list: { week, days: [...days], items, aisles: AISLES.map((id) => ({ id, name: AISLE_NAMES[id] })) },
    merged: new Map(merged.map((item) => [item.key, item])),
  };
}

/** That week's marks of foods no planned meal of it needs any more: a food planned again starts unticked. */
async function forgetUnplanned(
  db: Database,
  householdId: number,
  weekStart: IsoDate,
  plannedKeys: ReadonlySet<string>,
  marks: ReadonlyMap<string, Mark>,
): Promise<void> {
  const stale = [...marks.keys()].filter((key) => !plannedKeys.has(key));
  if (stale.length === 0) return;
  await db
    .delete(shoppingMarks)
    .where(
      and(
        eq(shoppingMarks.householdId, householdId),
        eq(shoppingMarks.weekStart, weekStart),
        inArray(shoppingMarks.itemKey, stale),
      ),
    );
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

/**
 * The household's planned item of the week's whole list with this key, or not found (another
 * household's, or not planned that week).
 */
async function plannedItem(
  db: Database,
  householdId: number,
  week: WeekRangeDto,
  key: string,
): Promise<{ item: ShoppingItemDto; merged: MergedItem }> {
  const { list, merged } = await weekList(db, householdId, week, WEEKDAYS);
  const item = list.items.find((candidate) => candidate.id === `${PLANNED_PREFIX}${key}`);
  const mergedItem = merged.get(key);
  if (!item || !mergedItem) throw notFound(ITEM_NOT_FOUND);
  return { item, merged: mergedItem };
}

async function plannedKeyExists(db: Database, householdId: number, week: WeekRangeDto, key: string): Promise<boolean> {
  const lines = await plannedLines(db, householdId, week, WEEKDAYS);
  return mergePlannedLines(lines).some((item) => item.key === key);
}

export interface ItemChange {
  checked?: boolean;
  /** Planned items only: hide for the week, or put back. */
  hidden?: boolean;
  /** When it was made on the phone (ISO 8601 with its zone); now when absent. */
  changedAt?: string;
}

/**
 * How old a change may be and still apply: a phone offline for three weeks still syncs, and a
 * month-old change cannot matter to a weekly list any more (and is most likely a wrong clock).
 */
export const CHANGE_AGE_MAX_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a change counts as made: the phone's time, or now when it has none or when it is ahead of
 * the server's clock (a change cannot have been made after it arrived, so a phone whose clock runs
 * fast cannot win over changes made after it). Refused when older than CHANGE_AGE_MAX_DAYS.
 */
export function changeTime(changedAt: string | undefined, now = new Date()): Date {
  if (changedAt === undefined) return now;
  const instant = parseInstant(changedAt);
  if (!instant) throw invalid({ changed_at: [VALIDATION.shoppingChangedAtInvalid] });
  if (instant.getTime() > now.getTime()) return now;
  if (now.getTime() - instant.getTime() > CHANGE_AGE_MAX_DAYS * DAY_MS)
    throw invalid({ changed_at: [VALIDATION.shoppingChangedAtTooOld] });
  return instant;
}

const storedMark = (column: string) => sql.raw(`"shopping_marks"."${column}"`);
const proposedMark = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * For an upsert of a mark: the proposed value of `column` when the proposed change of its field
 * group (timed by `changedAtColumn`) is not older than the stored one, else the stored value.
 * A group never changed (null) loses to any change.
 */
const ifNotOlder = (changedAtColumn: string, column: string) =>
  sql`case when ${proposedMark(changedAtColumn)} >= coalesce(${storedMark(changedAtColumn)}, '-infinity'::timestamptz)
    then ${proposedMark(column)} else ${storedMark(column)} end`;

/** A planned item's mark: the household's list of one week, the item's key, and who marks it. */
interface MarkOf {
  userId: number;
  householdId: number;
  weekStart: string;
  itemKey: string;
}

/**
 * Writes a planned item's mark: `values` as a new mark, or, where the item's mark of that week is
 * stored, `changes` to it (and who made them, and when the row was last updated).
 */
function writeMark(
  db: Database,
  mark: MarkOf,
  values: Omit<PgInsertValue<typeof shoppingMarks>, keyof MarkOf>,
  changes: PgUpdateSetSource<typeof shoppingMarks>,
) {
  return db
    .insert(shoppingMarks)
    .values({ ...mark, ...values })
    .onConflictDoUpdate({
      target: [shoppingMarks.householdId, shoppingMarks.weekStart, shoppingMarks.itemKey],
      set: { userId: mark.userId, ...changes, updatedAt: sql`now()` },
    });
}

/** Ticks or unticks a typed item unless a later change of its tick is stored; answers it as it then is. */
async function updateManualItem(db: Database, householdId: number, rowId: number, checked: boolean, at: Date) {
  const ofHousehold = and(eq(shoppingItems.id, rowId), eq(shoppingItems.householdId, householdId));
  const [row] = await db
    .update(shoppingItems)
    .set({ checked, checkedChangedAt: at })
    .where(and(ofHousehold, or(isNull(shoppingItems.checkedChangedAt), lte(shoppingItems.checkedChangedAt, at))))
    .returning();
  if (row) return manualItem(row);
  // Not updated: another household's or removed (not found), or changed later than this change was made.
  const [current] = await db.select().from(shoppingItems).where(ofHousehold);
  if (!current) throw notFound(ITEM_NOT_FOUND);
  return manualItem(current);
}

/**
 * Ticks or unticks an item; hides a planned one for the week or puts it back. A planned item is
 * marked in the list of the week holding `week` (this week when undefined); a typed item's tick
 * is its own, in every week. Changes merge by when they were made (issue 39): the tick and the
 * hide are each applied only when not older than their last stored change, so a change made
 * offline and sent late never undoes a later one; the answer is the item as it then is.
 */
export async function updateItem(
  db: Database,
  userId: number,
  id: string,
  change: ItemChange,
  week?: IsoDate,
): Promise<ShoppingItemDto> {
  const at = changeTime(change.changedAt);
  const target = parseItemId(id);
  const householdId = await householdIdOf(db, userId);
  if (target.kind === 'manual') {
    if (change.hidden !== undefined) throw invalid({ hidden: [HIDE_TYPED_ITEM] });
    if (change.checked === undefined) throw invalid({ checked: [VALIDATION.shoppingCheckedRequired] });
    return updateManualItem(db, householdId, target.rowId, change.checked, at);
  }
  const range = await householdWeek(db, householdId, week);
  // Read once: the item must be on the list, and the answer is it with its stored mark.
  const { merged } = await plannedItem(db, householdId, range, target.key);
  const ticks = change.checked !== undefined;
  const hides = change.hidden !== undefined;
  // A tick remembers the amount it bought, so a list that later needs more can say so.
  const bought = change.checked ? tickedAmountOf(merged) : null;
  const [row] = await writeMark(
    db,
    { userId, householdId, weekStart: range.start, itemKey: target.key },
    {
      checked: change.checked ?? false,
      checkedQuantity: bought?.value ?? null,
      checkedUnit: bought ? bought.unit : null,
      checkedChangedAt: ticks ? at : null,
      hiddenAt: change.hidden ? at : null,
      hiddenChangedAt: hides ? at : null,
    },
    {
      ...(ticks && {
        checked: ifNotOlder('checked_changed_at', 'checked'),
        checkedQuantity: ifNotOlder('checked_changed_at', 'checked_quantity'),
        checkedUnit: ifNotOlder('checked_changed_at', 'checked_unit'),
        checkedChangedAt: ifNotOlder('checked_changed_at', 'checked_changed_at'),
      }),
      ...(hides && {
        hiddenAt: ifNotOlder('hidden_changed_at', 'hidden_at'),
        hiddenChangedAt: ifNotOlder('hidden_changed_at', 'hidden_changed_at'),
      }),
    },
  ).returning();
  return plannedItemDto(merged, {
    checked: row.checked,
    hidden: row.hiddenAt !== null,
    checkedQuantity: row.checkedQuantity,
    checkedUnit: row.checkedUnit,
  });
}

/**
 * The household's typed item the phone added as `clientId`, or null; a conflict when that id
 * already names an item of another name (a phone reusing its ids would otherwise lose items).
 */
async function itemOfClient(
  db: Database,
  householdId: number,
  clientId: string,
  name: string,
): Promise<ShoppingItemDto | null> {
  const [row] = await db
    .select()
    .from(shoppingItems)
    .where(and(eq(shoppingItems.householdId, householdId), eq(shoppingItems.clientId, clientId)));
  if (!row) return null;
  if (row.name !== name) throw conflict(VALIDATION.shoppingClientIdTaken);
  return manualItem(row);
}

/**
 * Adds a typed item, read like an ingredient line ("2 l milk" is 2 l of milk, in dairy). With the
 * phone's `clientId` (issue 39), adding it again answers the item already added (`created`
 * false), even when both arrive at once (the unique index decides).
 */
export async function addManualItem(
  db: Database,
  userId: number,
  name: string,
  clientId?: string,
): Promise<{ item: ShoppingItemDto; created: boolean }> {
  const householdId = await householdIdOf(db, userId);
  if (clientId !== undefined) {
    const known = await itemOfClient(db, householdId, clientId, name);
    if (known) return { item: known, created: false };
  }
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
      clientId: clientId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { item: manualItem(row), created: true };
  // Lost the race to the same item sent twice at once: answer the one that was added.
  const added = clientId === undefined ? null : await itemOfClient(db, householdId, clientId, name);
  if (!added) throw conflict(VALIDATION.shoppingClientIdTaken);
  return { item: added, created: false };
}

/** Removes a typed item, or hides a planned one in the list of the week holding `week` (this week when undefined). */
export async function removeItem(db: Database, userId: number, id: string, week?: IsoDate): Promise<void> {
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
  const range = await householdWeek(db, householdId, week);
  if (!(await plannedKeyExists(db, householdId, range, target.key))) throw notFound(ITEM_NOT_FOUND);
  const hidden = { hiddenAt: sql`now()`, hiddenChangedAt: sql`now()` };
  await writeMark(db, { userId, householdId, weekStart: range.start, itemKey: target.key }, hidden, hidden);
}
