/**
 * "Fill this slot" (issues 19 and 38): recipes of the slot's category that everyone eating can
 * have (no allergen of theirs, every diet of theirs suited, no food one of them dislikes). Recipes
 * already in the slot are left out, and those planned elsewhere in the same dated week go after
 * the rest, so each day is not offered the same dinners. Then those made for the eaters' age
 * groups, then the best rated. The best stays first; the rest of a pool of the best few vary with
 * the slot's date (a stable order seeded by it), so Monday and Tuesday offer different choices.
 * Each says why it fits, from the facts checked here.
 */
import { and, arrayContains, arrayOverlaps, desc, eq, inArray, not, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  MEAL_SUGGESTIONS_MAX,
  WEEKDAYS,
  type AgeGroup,
  type MemberAgeGroup,
  type Weekday,
} from '../../../contract/constants';
import type { MealSuggestionDto } from '../../../contract/types';
import { dateOfDay, type IsoDate } from '../../../contract/weeks';
import type { Database } from '../../db/client';
import { mealPlans, recipeIngredients, recipes } from '../../db/schema';
import { householdIdOf, memberRows, namedMembers } from '../household/household';
import { loadRecipeCards } from '../recipes/recipeCards';
import { attendeesOf, type Member } from './mealPeople';
import { householdWeek, inWeek } from './plannerWeek';

/** Recipes are labelled with the product's four age groups; a child eats what is made for teens. */
const RECIPE_AGE_GROUP: Readonly<Record<MemberAgeGroup, AgeGroup>> = {
  child: 'teen',
  teen: 'teen',
  adult: 'adult',
  'middle-adulthood': 'middle-adulthood',
  'senior-adult': 'senior-adult',
};

/** The best few the day's choices are drawn from. */
export const SUGGESTION_POOL = MEAL_SUGGESTIONS_MAX * 4;

export interface SuggestionRequest {
  categoryId: number | null;
  day: Weekday | null;
  /** Any date inside the week; undefined: this week. */
  week?: IsoDate;
  /** Undefined: the whole household. */
  memberIds: readonly number[] | undefined;
}

/** A stable 32-bit hash (FNV-1a) of a text: the same date and recipe always give the same place. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

interface Candidate {
  id: number;
  ageGroup: string;
  minutes: number;
  /** How many of the eaters it is made for. */
  ageMatch: number;
  /** Planned on another day or slot of the week. */
  plannedDays: Weekday[];
}

/**
 * The order shown: the best first, then the rest by how well they fit (not planned this week
 * first, then made for more of the eaters), in an order seeded by `seed` within each.
 */
export function orderForDay(pool: readonly Candidate[], seed: string): Candidate[] {
  if (pool.length <= 1) return [...pool];
  const [best, ...rest] = pool;
  const fit = (candidate: Candidate) => (candidate.plannedDays.length > 0 ? 0 : 1000) + candidate.ageMatch;
  const shuffled = rest
    .map((candidate) => ({ candidate, fit: fit(candidate), key: stableHash(`${seed}:${candidate.id}`) }))
    .sort((a, b) => b.fit - a.fit || a.key - b.key || a.candidate.id - b.candidate.id)
    .map(({ candidate }) => candidate);
  return [best, ...shuffled];
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** '25 min', '1 h 10 min'. */
export function minutesLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Who the age group of a recipe is made for, as the eaters are: children or teens, adults… */
function madeFor(ageGroup: string, eating: readonly Member[]): string | null {
  const eaters = eating.filter((member) => RECIPE_AGE_GROUP[member.ageGroup as MemberAgeGroup] === ageGroup);
  if (eaters.length === 0) return null;
  if (ageGroup === 'teen')
    return eaters.some((member) => member.ageGroup === 'child') ? 'made for children' : 'made for teens';
  if (ageGroup === 'adult') return 'made for adults';
  if (ageGroup === 'middle-adulthood') return 'made for the middle-aged';
  return 'made for older adults';
}

/** 'Everyone can eat it', 'Ana and Sam can eat it', 'All 3 eating can eat it'. */
function whoCanEat(named: readonly number[] | null, eating: readonly Member[]): string | null {
  if (eating.length === 0) return null;
  if (named === null) return 'Everyone can eat it';
  if (eating.length === 1) return `${eating[0].name} can eat it`;
  if (eating.length === 2) return `${eating[0].name} and ${eating[1].name} can eat it`;
  return `All ${eating.length} eating can eat it`;
}

/** Why a suggestion fits, from what was checked: who can eat it, whom it is made for, the week, the time. */
export function reasonOf(candidate: Candidate, named: readonly number[] | null, eating: readonly Member[]): string {
  const parts = [
    whoCanEat(named, eating),
    madeFor(candidate.ageGroup, eating),
    candidate.plannedDays.length === 0
      ? 'not planned this week'
      : `also planned ${capitalised(candidate.plannedDays[0])}`,
    candidate.minutes > 0 ? minutesLabel(candidate.minutes) : null,
  ].filter((part): part is string => part !== null);
  return capitalised(parts.join(' · '));
}

export async function suggestMeals(
  db: Database,
  userId: number,
  request: SuggestionRequest,
): Promise<MealSuggestionDto[]> {
  const householdId = await householdIdOf(db, userId);
  const [named, members, week] = await Promise.all([
    namedMembers(db, householdId, request.memberIds),
    memberRows(db, householdId),
    householdWeek(db, householdId, request.week),
  ]);
  const eating = attendeesOf(named, members);
  const allergens = [...new Set(eating.flatMap((member) => member.allergens))];
  const diets = [...new Set(eating.flatMap((member) => member.diets))];
  const dislikes = [...new Set(eating.flatMap((member) => member.dislikes))];

  const thisWeek = and(eq(mealPlans.householdId, householdId), inWeek(week.start));
  const conditions: SQL[] = [];
  if (request.categoryId !== null) conditions.push(eq(recipes.categoryId, request.categoryId));
  if (allergens.length > 0)
    conditions.push(
      not(arrayOverlaps(recipes.allergens, allergens)),
      not(arrayOverlaps(recipes.mayContain, allergens)),
    );
  if (diets.length > 0) conditions.push(arrayContains(recipes.suitsDiets, diets));
  if (dislikes.length > 0)
    conditions.push(
      sql`not exists (select 1 from ${recipeIngredients} where ${recipeIngredients.recipeId} = ${recipes.id} and ${recipeIngredients.food} in ${dislikes})`,
    );
  if (request.day !== null && request.categoryId !== null)
    conditions.push(
      notInArray(
        recipes.id,
        db
          .select({ id: mealPlans.recipeId })
          .from(mealPlans)
          .where(and(thisWeek, eq(mealPlans.day, request.day), eq(mealPlans.categoryId, request.categoryId))),
      ),
    );
  // How many of the people eating the recipe is made for: one point per person.
  const ageGroups = eating.map((member) => RECIPE_AGE_GROUP[member.ageGroup as MemberAgeGroup] ?? 'adult');
  const ageMatch =
    ageGroups.length > 0
      ? sql<number>`(${sql.join(
          ageGroups.map((group) => sql`(${recipes.ageGroup} = ${group})::int`),
          sql` + `,
        )})`
      : sql<number>`0`;
  const plannedThisWeek = sql<boolean>`${recipes.id} in (${db
    .select({ id: mealPlans.recipeId })
    .from(mealPlans)
    .where(thisWeek)})`;
  const pool = await db
    .select({
      id: recipes.id,
      ageGroup: recipes.ageGroup,
      minutes: sql<number>`(${recipes.preparationTime} + ${recipes.cookingTime})::int`,
      ageMatch,
      planned: plannedThisWeek,
    })
    .from(recipes)
    .where(and(...conditions))
    .orderBy(plannedThisWeek, desc(ageMatch), desc(recipes.reviewsAvg), desc(recipes.views), desc(recipes.id))
    .limit(SUGGESTION_POOL);

  const plannedIds = pool.filter((row) => row.planned).map((row) => row.id);
  const plannedDays = new Map<number, Weekday[]>();
  if (plannedIds.length > 0) {
    const rows = await db
      .select({ recipeId: mealPlans.recipeId, day: mealPlans.day })
      .from(mealPlans)
      .where(and(thisWeek, inArray(mealPlans.recipeId, plannedIds)));
    for (const day of WEEKDAYS)
      for (const row of rows) {
        if (row.day !== day) continue;
        const days = plannedDays.get(row.recipeId) ?? [];
        if (!days.includes(day)) days.push(day);
        plannedDays.set(row.recipeId, days);
      }
  }
  const candidates: Candidate[] = pool.map((row) => ({
    id: row.id,
    ageGroup: row.ageGroup,
    minutes: Number(row.minutes),
    ageMatch: Number(row.ageMatch),
    plannedDays: plannedDays.get(row.id) ?? [],
  }));
  const seed = request.day === null ? week.start : dateOfDay(week.start, request.day);
  const chosen = orderForDay(candidates, seed).slice(0, MEAL_SUGGESTIONS_MAX);
  const cards = await loadRecipeCards(
    db,
    chosen.map((candidate) => candidate.id),
    userId,
  );
  const reasons = new Map(chosen.map((candidate) => [candidate.id, reasonOf(candidate, named, eating)]));
  return cards.map((card) => ({ ...card, reason: reasons.get(card.id) ?? '' }));
}
