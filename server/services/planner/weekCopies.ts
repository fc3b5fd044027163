/**
 * Reusing weeks (issue 38): copying one dated week onto another, and week templates (a week's
 * meals saved under a name, applied to any week later). Both plan a list of meals into a target
 * week the same way (`planInto`): the same recipe already in a slot is skipped, leftovers stay
 * linked to their cooked meal's copy, and `replace` clears the target week first.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { WEEKDAYS, WEEK_PLANNING, type Weekday } from '../../../contract/constants';
import { WEEK_MESSAGES } from '../../../contract/messages';
import type { MealPlanCopyDto, WeekRangeDto, WeekTemplateDto, WeekTemplateMeal } from '../../../contract/types';
import { weekEndOf, weekStartOf, type IsoDate } from '../../../contract/weeks';
import type { Database } from '../../db/client';
import { categories, mealPlans, recipes, weekTemplates } from '../../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { householdIdOf, memberRows } from '../household/household';
import { lockHousehold, type Writer } from './mealPlans';
import { inWeek } from './plannerWeek';

const rangeOf = (weekStart: IsoDate): WeekRangeDto => ({ start: weekStart, end: weekEndOf(weekStart) });

/** The meals of a week in plan order (day, meal of the day, then as planned), as a template keeps them. */
async function weekMeals(db: Writer, householdId: number, weekStart: IsoDate): Promise<WeekTemplateMeal[]> {
  const rows = await db
    .select({
      id: mealPlans.id,
      day: mealPlans.day,
      categoryId: mealPlans.categoryId,
      recipeId: mealPlans.recipeId,
      name: mealPlans.name,
      memberIds: mealPlans.memberIds,
      leftoverOf: mealPlans.leftoverOf,
    })
    .from(mealPlans)
    .innerJoin(categories, eq(categories.id, mealPlans.categoryId))
    .where(and(eq(mealPlans.householdId, householdId), inWeek(weekStart)))
    .orderBy(asc(categories.position), asc(categories.id), asc(mealPlans.createdAt), asc(mealPlans.id));
  const dayIndex = (day: string) => WEEKDAYS.indexOf(day as Weekday);
  // A stable sort: by day, keeping the query's order within a day.
  rows.sort((a, b) => dayIndex(a.day) - dayIndex(b.day));
  const indexOf = new Map(rows.map((row, index) => [row.id, index]));
  return rows.map((row) => ({
    day: row.day as Weekday,
    category_id: row.categoryId,
    recipe_id: row.recipeId,
    name: row.name,
    member_ids: row.memberIds,
    // A leftover of a meal in another week comes across as an ordinary meal.
    leftover_of: row.leftoverOf === null ? null : (indexOf.get(row.leftoverOf) ?? null),
  }));
}

interface PlanResult {
  copied: number;
  skipped: number;
  removed: number;
}

/**
 * Plans `meals` into the household's week starting on `weekStart`, inside the caller's
 * transaction (the household's row locked). A meal whose slot already holds its recipe, or whose
 * recipe or category no longer exists, is skipped; a leftover whose cooked meal was skipped for
 * its slot is linked to the meal already there. People no longer in the household are dropped
 * (none left: the whole household). `replace`: the week's meals are removed first, and leftovers
 * in other weeks of its meals become ordinary meals rather than going with them.
 */
async function planInto(
  tx: Writer,
  householdId: number,
  userId: number,
  weekStart: IsoDate,
  meals: readonly WeekTemplateMeal[],
  replace: boolean,
): Promise<PlanResult> {
  const inTarget = and(eq(mealPlans.householdId, householdId), inWeek(weekStart));
  let removed = 0;
  if (replace) {
    await tx
      .update(mealPlans)
      .set({ leftoverOf: null })
      .where(
        and(
          eq(mealPlans.householdId, householdId),
          ne(mealPlans.weekStart, weekStart),
          inArray(mealPlans.leftoverOf, tx.select({ id: mealPlans.id }).from(mealPlans).where(inTarget)),
        ),
      );
    removed = (await tx.delete(mealPlans).where(inTarget).returning({ id: mealPlans.id })).length;
  }

  const recipeIds = [...new Set(meals.map((meal) => meal.recipe_id))];
  const categoryIds = [...new Set(meals.map((meal) => meal.category_id))];
  // One after another: a transaction is one connection, which runs one query at a time.
  const existing = await tx
    .select({
      id: mealPlans.id,
      day: mealPlans.day,
      categoryId: mealPlans.categoryId,
      recipeId: mealPlans.recipeId,
      leftoverOf: mealPlans.leftoverOf,
    })
    .from(mealPlans)
    .where(inTarget)
    .orderBy(asc(mealPlans.id));
  const liveRecipes =
    recipeIds.length === 0
      ? []
      : await tx.select({ id: recipes.id }).from(recipes).where(inArray(recipes.id, recipeIds));
  const liveCategories =
    categoryIds.length === 0
      ? []
      : await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds));
  const members = await memberRows(tx, householdId);
  const recipeLives = new Set(liveRecipes.map((row) => row.id));
  const categoryLives = new Set(liveCategories.map((row) => row.id));
  const memberIds = new Set(members.map((member) => member.id));

  const slotKey = (day: string, categoryId: number, recipeId: number) => `${day}|${categoryId}|${recipeId}`;
  /** The meal in each slot holding a recipe (a cooked one, which a leftover may link to), or null. */
  const inSlot = new Map<string, number | null>();
  for (const row of existing) {
    const key = slotKey(row.day, row.categoryId, row.recipeId);
    if (!inSlot.get(key)) inSlot.set(key, row.leftoverOf === null ? row.id : null);
  }

  // The new meals' ids are taken first, so a leftover can point to its cooked meal's copy in the same insert.
  const planned: { meal: WeekTemplateMeal; index: number }[] = [];
  /** Per meal of `meals`: the id it has in the target week (a copy or the meal already there), or null. */
  const idOf: (number | null)[] = meals.map(() => null);
  let skipped = 0;
  meals.forEach((meal, index) => {
    const key = slotKey(meal.day, meal.category_id, meal.recipe_id);
    if (!recipeLives.has(meal.recipe_id) || !categoryLives.has(meal.category_id) || inSlot.has(key)) {
      skipped += 1;
      idOf[index] = inSlot.get(key) ?? null;
      return;
    }
    inSlot.set(key, null);
    planned.push({ meal, index });
  });
  if (planned.length === 0) return { copied: 0, skipped, removed };

  const ids = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('meal_plans', 'id'))::int` })
    .from(sql`generate_series(1, ${planned.length})`);
  planned.forEach(({ index }, at) => {
    idOf[index] = ids[at].id;
  });
  const stillHere = (ids: number[] | null): number[] | null => {
    const kept = ids?.filter((id) => memberIds.has(id)) ?? [];
    return kept.length === 0 || kept.length === memberIds.size ? null : kept;
  };
  await tx.insert(mealPlans).values(
    planned.map(({ meal, index }) => {
      const cooked = meal.leftover_of === null ? undefined : meals[meal.leftover_of];
      // A leftover only of an earlier meal of the list that is no leftover itself.
      const linkable = cooked !== undefined && meal.leftover_of! < index && cooked.leftover_of === null;
      return {
        id: idOf[index]!,
        userId,
        householdId,
        recipeId: meal.recipe_id,
        categoryId: meal.category_id,
        weekStart,
        day: meal.day,
        name: meal.name,
        memberIds: stillHere(meal.member_ids),
        leftoverOf: linkable ? idOf[meal.leftover_of!] : null,
      };
    }),
  );
  return { copied: planned.length, skipped, removed };
}

export interface CopyWeekInput {
  from: IsoDate;
  to: IsoDate;
  replace?: boolean;
}

/**
 * Copies the household's week holding `from` onto the week holding `to`: meals, who eats them,
 * their renamed titles and their leftovers' links. The same week twice: 422; an empty source
 * week: 422 (nothing to copy).
 */
export async function copyWeek(db: Database, userId: number, input: CopyWeekInput): Promise<MealPlanCopyDto> {
  const from = weekStartOf(input.from);
  const to = weekStartOf(input.to);
  if (from === to) throw invalid({ to: [WEEK_MESSAGES.sameWeek] });
  const householdId = await householdIdOf(db, userId);
  const result = await db.transaction(async (tx) => {
    await lockHousehold(tx, householdId);
    const meals = await weekMeals(tx, householdId, from);
    if (meals.length === 0) throw invalid({ from: [WEEK_MESSAGES.emptyWeek] });
    return planInto(tx, householdId, userId, to, meals, input.replace === true);
  });
  return { week: rangeOf(to), ...result };
}

const ownTemplate = (householdId: number, templateId: number) =>
  and(eq(weekTemplates.id, templateId), eq(weekTemplates.householdId, householdId));

/** How a template is listed: the first few distinct meal titles name it. */
const RECIPE_NAMES_SHOWN = 4;
function toTemplateDto(row: { id: number; name: string; meals: WeekTemplateMeal[]; createdAt: Date }): WeekTemplateDto {
  const names = [...new Set(row.meals.filter((meal) => meal.leftover_of === null).map((meal) => meal.name))];
  return {
    id: row.id,
    name: row.name,
    meal_count: row.meals.length,
    recipe_names: names.slice(0, RECIPE_NAMES_SHOWN),
    created_at: row.createdAt.toISOString(),
  };
}

/** The household's templates, newest first (at most WEEK_PLANNING.templatesMax). */
export async function listTemplates(db: Database, userId: number): Promise<WeekTemplateDto[]> {
  const householdId = await householdIdOf(db, userId);
  const rows = await db
    .select({
      id: weekTemplates.id,
      name: weekTemplates.name,
      meals: weekTemplates.meals,
      createdAt: weekTemplates.createdAt,
    })
    .from(weekTemplates)
    .where(eq(weekTemplates.householdId, householdId))
    .orderBy(desc(weekTemplates.id));
  return rows.map(toTemplateDto);
}

/** Saves the household's week holding `week` as a template named `name`. Empty week: 422; full: 409. */
export async function saveTemplate(
  db: Database,
  userId: number,
  input: { name: string; week: IsoDate },
): Promise<WeekTemplateDto> {
  const householdId = await householdIdOf(db, userId);
  const row = await db.transaction(async (tx) => {
    await lockHousehold(tx, householdId);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(weekTemplates)
      .where(eq(weekTemplates.householdId, householdId));
    if (count >= WEEK_PLANNING.templatesMax) throw conflict(WEEK_MESSAGES.templatesFull);
    const meals = await weekMeals(tx, householdId, weekStartOf(input.week));
    if (meals.length === 0) throw invalid({ week: [WEEK_MESSAGES.emptyWeek] });
    const [saved] = await tx.insert(weekTemplates).values({ householdId, userId, name: input.name, meals }).returning({
      id: weekTemplates.id,
      name: weekTemplates.name,
      meals: weekTemplates.meals,
      createdAt: weekTemplates.createdAt,
    });
    return saved;
  });
  return toTemplateDto(row);
}

/**
 * Plans the household's template into the week holding `week`. Recipes deleted since are
 * skipped; another household's template, or none: 404.
 */
export async function applyTemplate(
  db: Database,
  userId: number,
  templateId: number,
  input: { week: IsoDate; replace?: boolean },
): Promise<MealPlanCopyDto & { name: string }> {
  const householdId = await householdIdOf(db, userId);
  const weekStart = weekStartOf(input.week);
  return db.transaction(async (tx) => {
    await lockHousehold(tx, householdId);
    const [template] = await tx
      .select({ name: weekTemplates.name, meals: weekTemplates.meals })
      .from(weekTemplates)
      .where(ownTemplate(householdId, templateId));
    if (!template) throw notFound(WEEK_MESSAGES.templateNotFound);
    const result = await planInto(tx, householdId, userId, weekStart, template.meals, input.replace === true);
    return { week: rangeOf(weekStart), ...result, name: template.name };
  });
}

/** Deletes the household's template; another household's, or none: 404. */
export async function deleteTemplate(db: Database, userId: number, templateId: number): Promise<void> {
  const householdId = await householdIdOf(db, userId);
  const deleted = await db
    .delete(weekTemplates)
    .where(ownTemplate(householdId, templateId))
    .returning({ id: weekTemplates.id });
  if (deleted.length === 0) throw notFound(WEEK_MESSAGES.templateNotFound);
}
