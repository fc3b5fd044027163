/**
 * Which dated week a request means (issue 38). A request without `week` means this week, read in
 * the household's time zone (UTC when the family has not set one: the SPA always sends the week
 * its browser sees, so only the original's clients get the UTC week).
 */
import { eq, type SQL } from 'drizzle-orm';
import type { WeekRangeDto } from '../../../contract/types';
import { todayIn, weekEndOf, weekStartOf, type IsoDate } from '../../../contract/weeks';
import type { Database } from '../../db/client';
import { householdAccounts, households, mealPlans } from '../../db/schema';
import { householdIdOf } from '../household/household';

export async function householdTimeZone(db: Database, householdId: number): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: households.timeZone })
    .from(households)
    .where(eq(households.id, householdId));
  return row?.timeZone ?? null;
}

/** The week holding `date`, or this week in `timeZone` when no date is given. */
export function weekRange(date: IsoDate | undefined, timeZone: string | null, now: Date = new Date()): WeekRangeDto {
  const start = weekStartOf(date ?? todayIn(timeZone, now));
  return { start, end: weekEndOf(start) };
}

/** The household's week holding `date` (this week when undefined). */
export async function householdWeek(
  db: Database,
  householdId: number,
  date: IsoDate | undefined,
): Promise<WeekRangeDto> {
  if (date !== undefined) return weekRange(date, null);
  return weekRange(undefined, await householdTimeZone(db, householdId));
}

/**
 * An account's household and the week holding `date` (this week in the household's zone when
 * undefined), in one query for an account that has a household: the hot reads (the week, the
 * list) ask for both on every request.
 */
export async function accountWeek(
  db: Database,
  userId: number,
  date: IsoDate | undefined,
): Promise<{ householdId: number; week: WeekRangeDto }> {
  const [row] = await db
    .select({ householdId: householdAccounts.householdId, timeZone: households.timeZone })
    .from(householdAccounts)
    .innerJoin(households, eq(households.id, householdAccounts.householdId))
    .where(eq(householdAccounts.userId, userId));
  if (row) return { householdId: row.householdId, week: weekRange(date, row.timeZone) };
  // A first visit: the household is made now, with no zone yet.
  return { householdId: await householdIdOf(db, userId), week: weekRange(date, null) };
}

/** The meals of the week starting on `weekStart` (a `where` for plannedMeals and the like). */
export const inWeek = (weekStart: IsoDate): SQL => eq(mealPlans.weekStart, weekStart);

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: IsoDate, to: IsoDate): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
