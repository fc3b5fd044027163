/**
 * The household's meal plan, shared by its accounts: dated weeks (issue 38) of meals by weekday,
 * then by category (slots), each with who eats it (issue 19), its date and its leftovers.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { WEEKDAYS, type Weekday } from '../../../contract/constants';
import { ERRORS, PLANNER } from '../../../contract/messages';
import type {
  MealConflictDto,
  MealLinkDto,
  MealPlanEntryDto,
  MealPlanSlotDto,
  MealPlanWeekDto,
  WeekRangeDto,
} from '../../../contract/types';
import { dateOfDay, type IsoDate } from '../../../contract/weeks';
import type { Database } from '../../db/client';
import { categories, households, mealPlans, recipes } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { householdIdOf, memberRows, namedMembers, type MemberRow } from '../household/household';
import { ingredientLinesOf, type IngredientLine } from '../recipes/ingredientLines';
import { attendeesOf, conflictsOf, portionsOf, toAttendeeDto } from './mealPeople';
import {
  cookedMealsOfLeftovers,
  leftoversOfMeals,
  linesOfPlannedRecipes,
  plannedMeals,
  type LinkedMeal,
} from './plannedMeals';
import { accountWeek, householdWeek, inWeek } from './plannerWeek';

export const MEAL_NOT_FOUND = 'Meal plan not found';
export const CATEGORY_NOT_FOUND = 'The selected category does not exist.';

const textOf = (lines: readonly IngredientLine[] | undefined) => (lines ?? []).map((line) => line.line);

const toLink = (row: LinkedMeal): MealLinkDto => ({
  meal_plan_id: row.id,
  day: row.day as Weekday,
  date: dateOfDay(row.weekStart, row.day as Weekday),
  category: { id: row.categoryId, category_name: row.categoryName },
});

/** In plan order: by date, then category position, then id. */
const byPlanOrder = (a: LinkedMeal, b: LinkedMeal) =>
  toLink(a).date.localeCompare(toLink(b).date) || a.categoryPosition - b.categoryPosition || a.id - b.id;

/** Portions the people of a meal eat (the whole household when none are named). */
const portionsFor = (memberIds: number[] | null, members: readonly MemberRow[]) =>
  portionsOf(attendeesOf(memberIds, members));

/**
 * The household's entries matching `where`, each with who eats it, how much, what clashes, its
 * date, and its leftover links (a cooked meal is cooked for its leftovers' eaters too).
 */
export async function selectEntries(
  db: Database,
  householdId: number,
  where: SQL | undefined,
): Promise<MealPlanEntryDto[]> {
  // Meals, people, the planned recipes' lines (what conflicts are read from) and the linked meals at once.
  const [rows, members, lines, cookedMeals, leftoverMeals] = await Promise.all([
    plannedMeals(db, householdId, where).orderBy(
      asc(categories.position),
      asc(categories.id),
      asc(mealPlans.createdAt),
      asc(mealPlans.id),
    ),
    memberRows(db, householdId),
    linesOfPlannedRecipes(db, householdId, where),
    cookedMealsOfLeftovers(db, householdId, where),
    leftoversOfMeals(db, householdId, where),
  ]);
  const links = [...cookedMeals, ...leftoverMeals];
  const linkById = new Map(links.map((link) => [link.id, link]));
  const leftoversOf = new Map<number, LinkedMeal[]>();
  for (const link of [...links].sort(byPlanOrder)) {
    if (link.leftoverOf === null) continue;
    const list = leftoversOf.get(link.leftoverOf) ?? [];
    list.push(link);
    leftoversOf.set(link.leftoverOf, list);
  }
  return rows.map((row) => {
    const attendees = attendeesOf(row.memberIds, members);
    const portions = portionsOf(attendees);
    const leftovers = leftoversOf.get(row.id) ?? [];
    const cooked = row.leftoverOf === null ? undefined : linkById.get(row.leftoverOf);
    const leftoverPortions = leftovers.reduce((sum, leftover) => sum + portionsFor(leftover.memberIds, members), 0);
    return {
      id: row.id,
      meal_plan_id: row.id,
      day: row.day as Weekday,
      name: row.name,
      recipe: {
        id: row.recipeId,
        recipe_name: row.recipeName,
        recipe_image: row.recipeImage,
        serving_number: row.servingNumber,
      },
      category: { id: row.categoryId, category_name: row.categoryName },
      attendees: attendees.map(toAttendeeDto),
      whole_household: row.memberIds === null,
      portions,
      conflicts: conflictsOf(textOf(lines.get(row.recipeId)), attendees),
      planned_by: row.plannedBy,
      date: dateOfDay(row.weekStart, row.day as Weekday),
      leftover_of: cooked ? toLink(cooked) : null,
      leftovers: leftovers.map(toLink),
      cook_portions: Math.round((portions + leftoverPortions) * 100) / 100,
    };
  });
}

/**
 * A week as the original API grouped it, which its clients read as
 * `data[day].filter((slot) => slot.category.category_name === name).flatMap((slot) => slot.meals)`:
 * every weekday is present (empty days as []), each holding one slot per category that has meals
 * that day, in category order. A slot's `id` is its category's id (one slot per category and day).
 * Issue 38: `date` picks the week (any date in it; undefined: this week), and `week` says which.
 */
export async function loadWeek(db: Database, userId: number, date?: IsoDate): Promise<MealPlanWeekDto> {
  const { householdId, week: range } = await accountWeek(db, userId, date);
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as MealPlanSlotDto[]])) as Record<
    Weekday,
    MealPlanSlotDto[]
  >;
  // Entries come ordered by category, so a day's slots are made in category order.
  for (const entry of await selectEntries(db, householdId, inWeek(range.start))) {
    const slots = days[entry.day];
    let slot = slots.find((candidate) => candidate.id === entry.category.id);
    if (!slot) {
      slot = { id: entry.category.id, category: { ...entry.category }, meals: [] };
      slots.push(slot);
    }
    slot.meals.push(entry);
  }
  return { ...days, week: range };
}

export interface AddMealInput {
  day: Weekday;
  categoryId: number;
  /** Who eats it; undefined: the whole household. */
  memberIds?: number[];
  /** Any date inside the week to plan in; undefined: this week. */
  week?: IsoDate;
}

export interface AddMealResult {
  /** The household's entries of that day and category, the new one included. */
  meals: MealPlanEntryDto[];
  categoryName: string;
  week: WeekRangeDto;
}

/** 'Tuesday dinner': how a planner slot is named in messages. */
export const slotName = (day: Weekday, categoryName: string) =>
  `${day.charAt(0).toUpperCase()}${day.slice(1)} ${categoryName.toLowerCase()}`;

/** A transaction, or the database: what the planner's checks and writes run on. */
export type Writer = Database;

/**
 * Locks the household's row for the rest of the transaction: every write that first checks the
 * plan (a slot's recipes, a week's meals, the templates' count) takes it, so two at once do not
 * both pass the check.
 */
export async function lockHousehold(tx: Writer, householdId: number): Promise<void> {
  await tx.select({ id: households.id }).from(households).where(eq(households.id, householdId)).for('update');
}

/** One slot of one dated week: its day and category. */
export const inSlot = (weekStart: IsoDate, day: Weekday, categoryId: number): SQL =>
  and(inWeek(weekStart), eq(mealPlans.day, day), eq(mealPlans.categoryId, categoryId))!;

/** Whether the household's slot already holds the recipe. */
export async function slotHolds(tx: Writer, householdId: number, slot: SQL, recipeId: number): Promise<boolean> {
  const [planned] = await tx
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(and(eq(mealPlans.householdId, householdId), slot, eq(mealPlans.recipeId, recipeId)))
    .limit(1);
  return planned !== undefined;
}

/** The category's name, or 422 on `category_id` when there is no such category. */
export async function categoryNamed(db: Database, categoryId: number): Promise<string> {
  const [category] = await db
    .select({ name: categories.categoryName })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  if (!category) throw invalid({ category_id: [CATEGORY_NOT_FOUND] });
  return category.name;
}

/**
 * Adds a recipe to the household's slot (day and category of a dated week) once: the same recipe
 * twice in one slot is refused with 409. The household's row is locked for the check and the
 * insert, so two identical adds at the same moment, by one parent or two, make one entry (no
 * unique index: existing plans may hold duplicates).
 */
export async function addMeal(
  db: Database,
  userId: number,
  recipeId: number,
  input: AddMealInput,
): Promise<AddMealResult> {
  const [recipe] = await db.select({ name: recipes.recipeName }).from(recipes).where(eq(recipes.id, recipeId)).limit(1);
  if (!recipe) throw notFound(ERRORS.recipeNotFound);
  const categoryName = await categoryNamed(db, input.categoryId);

  const householdId = await householdIdOf(db, userId);
  const [memberIds, week] = await Promise.all([
    namedMembers(db, householdId, input.memberIds),
    householdWeek(db, householdId, input.week),
  ]);
  const slot = inSlot(week.start, input.day, input.categoryId);
  await db.transaction(async (tx) => {
    await lockHousehold(tx, householdId);
    if (await slotHolds(tx, householdId, slot, recipeId))
      throw conflict(PLANNER.alreadyPlanned(recipe.name, slotName(input.day, categoryName)));
    await tx.insert(mealPlans).values({
      userId,
      householdId,
      memberIds,
      recipeId,
      categoryId: input.categoryId,
      weekStart: week.start,
      day: input.day,
      name: recipe.name,
    });
  });
  return { meals: await selectEntries(db, householdId, slot), categoryName, week };
}

/** The household's meal `mealId`: the condition every read or change of one meal is made under. */
export const ownMeal = (householdId: number, mealId: number) =>
  and(eq(mealPlans.id, mealId), eq(mealPlans.householdId, householdId));

/**
 * Sets columns of the household's meal and answers its entry as it then is; 404 when the
 * household has no such meal.
 */
async function updateOwnMeal(
  db: Database,
  householdId: number,
  mealId: number,
  values: Partial<typeof mealPlans.$inferInsert>,
): Promise<MealPlanEntryDto> {
  const updated = await db
    .update(mealPlans)
    .set(values)
    .where(ownMeal(householdId, mealId))
    .returning({ id: mealPlans.id });
  if (updated.length === 0) throw notFound(MEAL_NOT_FOUND);
  const [entry] = await selectEntries(db, householdId, eq(mealPlans.id, mealId));
  return entry;
}

/** Another household's entry answers 404, the same as a missing one, so ids reveal nothing. */
export async function renameMeal(
  db: Database,
  userId: number,
  mealId: number,
  name: string,
): Promise<MealPlanEntryDto> {
  const householdId = await householdIdOf(db, userId);
  return updateOwnMeal(db, householdId, mealId, { name });
}

/** Who eats a planned meal: the named people of the household, at least one. */
export async function setAttendees(
  db: Database,
  userId: number,
  mealId: number,
  memberIds: readonly number[],
): Promise<MealPlanEntryDto> {
  const householdId = await householdIdOf(db, userId);
  const [meal] = await db.select({ id: mealPlans.id }).from(mealPlans).where(ownMeal(householdId, mealId));
  if (!meal) throw notFound(MEAL_NOT_FOUND);
  const named = await namedMembers(db, householdId, memberIds);
  return updateOwnMeal(db, householdId, mealId, { memberIds: named });
}

/** What a recipe would clash with if the named people (the whole household when none) ate it. */
export async function recipeConflicts(
  db: Database,
  userId: number,
  recipeId: number,
  memberIds: readonly number[] | undefined,
): Promise<MealConflictDto[]> {
  const householdId = await householdIdOf(db, userId);
  const [recipe] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, recipeId));
  if (!recipe) throw notFound(ERRORS.recipeNotFound);
  const named = await namedMembers(db, householdId, memberIds);
  const [members, lines] = await Promise.all([memberRows(db, householdId), ingredientLinesOf(db, [recipeId])]);
  return conflictsOf(textOf(lines.get(recipeId)), attendeesOf(named, members));
}
