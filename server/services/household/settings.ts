/**
 * The household's settings (issue 38): the time zone its weeks, "today" and calendar times are
 * read in, and when each category's meals are eaten. Parents change them, as they run the
 * family's invites: a member's change would move everyone's calendar.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { HOUSEHOLD } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { categories, households } from '../../db/schema';
import { conflict, invalid } from '../errors';
import { parentsHousehold } from './invites';

/** A meal time for a category that does not exist (another server's id, a deleted one). */
export const UNKNOWN_MEAL_CATEGORY = 'Choose a meal from the list: that one does not exist.';

export interface HouseholdSettingsInput {
  /** An IANA zone; null: each browser's own; undefined: unchanged. */
  timeZone?: string | null;
  /** Only the categories named change; a category named twice takes its last time. */
  mealTimes?: readonly { categoryId: number; time: string }[];
}

/** The zone as the runtime names it ('europe/london' → 'Europe/London'); the schema has checked it exists. */
function canonicalZone(zone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone;
}

/** Saves the settings given (parents only, else 403); an unknown category id is 422 errors.meal_times. */
export async function saveHouseholdSettings(
  db: Database,
  userId: number,
  input: HouseholdSettingsInput,
): Promise<void> {
  const householdId = await parentsHousehold(db, userId);
  const times = new Map<string, string>();
  for (const { categoryId, time } of input.mealTimes ?? []) times.set(String(categoryId), time);
  if (times.size > 0) {
    const ids = [...times.keys()].map(Number);
    const known = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
    if (known.length !== ids.length) throw invalid({ meal_times: [UNKNOWN_MEAL_CATEGORY] });
  }
  const values = {
    ...(input.timeZone !== undefined
      ? { timeZone: input.timeZone === null ? null : canonicalZone(input.timeZone) }
      : {}),
    // Merged in the database: two parents setting two different meals at once both keep theirs.
    ...(times.size > 0
      ? { mealTimes: sql`${households.mealTimes} || ${JSON.stringify(Object.fromEntries(times))}::jsonb` }
      : {}),
  };
  if (Object.keys(values).length === 0) return;
  const [row] = await db
    .update(households)
    .set(values)
    .where(eq(households.id, householdId))
    .returning({ id: households.id });
  if (!row) throw conflict(HOUSEHOLD.familyChanged);
}
