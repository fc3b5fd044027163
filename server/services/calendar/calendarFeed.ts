/**
 * The household's calendar feed (issue 38): a private URL, its secret a random token, serving the
 * plan as iCalendar so a family's phones show "Dinner: Chicken curry" at 18:30. Every account of
 * the family may read the URL (they all see the plan); a parent makes a new one, which stops the
 * old URL at once (everyone subscribed subscribes again).
 *
 * The feed carries WEEK_PLANNING.feedWeeksBack weeks before this week to feedWeeksAhead after it
 * (this week read in the household's zone, UTC when it has none); each meal an event at its
 * category's time (mealTimes.ts) lasting mealEventMinutes, its UID `meal-<id>@forkcast`.
 */
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { WEEK_PLANNING, type Weekday } from '../../../contract/constants';
import { HOUSEHOLD, WEEK_MESSAGES } from '../../../contract/messages';
import { PAGES } from '../../../contract/pages';
import { addWeeks, dateOfDay, todayIn, weekStartOf } from '../../../contract/weeks';
import type { Database } from '../../db/client';
import { households, mealPlans } from '../../db/schema';
import { conflict } from '../errors';
import { memberRows, membershipOf } from '../household/household';
import { parentsHousehold } from '../household/invites';
import { mealTimeOf } from '../household/mealTimes';
import { randomToken } from '../infra/randomTokens';
import { cookedMealsOfLeftovers, plannedMeals } from '../planner/plannedMeals';
import { writeCalendar, type CalendarEvent } from './icsCalendar';

/** 32 random bytes, base64url: 43 characters. */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomToken(32);

/** Past this many meals in the feed's weeks, the furthest weeks' are left out (~0.3 ms each to write). */
export const FEED_EVENTS_MAX = 2000;

/** The household's feed token, made on the first ask (two first asks at once keep one). */
export async function calendarToken(db: Database, userId: number): Promise<string> {
  const { householdId } = await membershipOf(db, userId);
  const [row] = await db
    .select({ token: households.calendarToken })
    .from(households)
    .where(eq(households.id, householdId));
  if (row?.token) return row.token;
  await db
    .update(households)
    .set({ calendarToken: newToken() })
    .where(and(eq(households.id, householdId), isNull(households.calendarToken)));
  const [made] = await db
    .select({ token: households.calendarToken })
    .from(households)
    .where(eq(households.id, householdId));
  if (!made?.token) throw conflict(HOUSEHOLD.familyChanged);
  return made.token;
}

/** A new token for the household (parents only): the old URL answers 404 from now on. */
export async function renewCalendarToken(db: Database, userId: number): Promise<string> {
  const householdId = await parentsHousehold(db, userId);
  const token = newToken();
  const [row] = await db
    .update(households)
    .set({ calendarToken: token })
    .where(eq(households.id, householdId))
    .returning({ id: households.id });
  if (!row) throw conflict(HOUSEHOLD.familyChanged);
  return token;
}

const capitalised = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/**
 * The feed of the household whose token this is, with links made from `origin`; null for a
 * token no household has (revoked, made up). The token's format is the caller's to check first.
 */
export async function householdFeed(
  db: Database,
  token: string,
  origin: string,
  now: Date = new Date(),
): Promise<string | null> {
  const [household] = await db
    .select({
      id: households.id,
      name: households.name,
      timeZone: households.timeZone,
      mealTimes: households.mealTimes,
    })
    .from(households)
    .where(eq(households.calendarToken, token));
  if (!household) return null;
  const thisWeek = weekStartOf(todayIn(household.timeZone, now));
  const from = addWeeks(thisWeek, -WEEK_PLANNING.feedWeeksBack);
  const lastWeek = addWeeks(thisWeek, WEEK_PLANNING.feedWeeksAhead);
  const inFeed = and(gte(mealPlans.weekStart, from), lte(mealPlans.weekStart, lastWeek));
  const [meals, cookedMeals, members] = await Promise.all([
    plannedMeals(db, household.id, inFeed).orderBy(asc(mealPlans.weekStart), asc(mealPlans.id)).limit(FEED_EVENTS_MAX),
    cookedMealsOfLeftovers(db, household.id, inFeed),
    memberRows(db, household.id),
  ]);
  const cookedById = new Map(cookedMeals.map((cooked) => [cooked.id, cooked]));
  const names = new Map(members.map((member) => [member.id, member.name]));
  const everyone = members.map((member) => member.name);
  const events = meals.map((meal): CalendarEvent => {
    const eaters = meal.memberIds === null ? everyone : meal.memberIds.flatMap((id) => names.get(id) ?? []);
    const cooked = meal.leftoverOf === null ? undefined : cookedById.get(meal.leftoverOf);
    const description = [
      ...(eaters.length > 0 ? [`For: ${eaters.join(', ')}`] : []),
      ...(cooked ? [WEEK_MESSAGES.leftoverOf(capitalised(cooked.day), cooked.categoryName)] : []),
    ].join('\n');
    return {
      uid: `meal-${meal.id}@forkcast`,
      date: dateOfDay(meal.weekStart, meal.day as Weekday),
      time: mealTimeOf(household.mealTimes, { id: meal.categoryId, name: meal.categoryName }),
      minutes: WEEK_PLANNING.mealEventMinutes,
      title: `${meal.categoryName}: ${meal.name}`,
      description,
      url: `${origin}${PAGES.recipeDetails.path.replace(':id', String(meal.recipeId))}`,
      stamp: meal.createdAt,
    };
  });
  return writeCalendar({ name: `Forkcast — ${household.name}`, timeZone: household.timeZone, events });
}
