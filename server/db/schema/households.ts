/**
 * Households (issue 19): the people who eat at one table. An account belongs to one household
 * (household_accounts); a household lists its members, the account's own person among them,
 * with their age group, portion, allergies, diets and dislikes.
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, createdAt, optionalRef, serialId, textList, timestamptz } from './columns';

export const households = pgTable(
  'households',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** The live invite code (normalised, 'K7QXM2PA'), one per household; a new one replaces it. */
    inviteCode: text('invite_code'),
    inviteExpiresAt: timestamptz('invite_expires_at'),
    /** How many more accounts the live code lets in (issue 33: single use unless a parent asks for more). */
    inviteUsesLeft: integer('invite_uses_left').notNull().default(0),
    /**
     * Issue 38: the IANA time zone the family lives in ('Europe/London'); null: each browser's own.
     * "This week", today and the calendar feed's times are read in it.
     */
    timeZone: text('time_zone'),
    /** When each meal is eaten, by category id: { "3": "18:30" }; a missing one: DEFAULT_MEAL_TIMES. */
    mealTimes: jsonb('meal_times').$type<Record<string, string>>().notNull().default({}),
    /** The secret of the household's calendar feed URL; a new one kills the old URL. Null: no feed yet. */
    calendarToken: text('calendar_token'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('households_invite_code_idx').on(table.inviteCode),
    uniqueIndex('households_calendar_token_idx').on(table.calendarToken),
  ],
);

/**
 * Which household an account belongs to: made with the account's first visit, one per account.
 * Its role (issue 33): 'parent' (the household's creator, and whoever a parent promotes) invites,
 * removes and promotes; 'member' (an account that joined) shares the plan and the list.
 */
export const householdAccounts = pgTable(
  'household_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdId: belongsTo('household_id', () => households.id),
    /** HouseholdRole. Every row made with a household is its creator's: a parent. */
    role: text('role').notNull().default('parent'),
  },
  (table) => [
    index('household_accounts_household_idx').on(table.householdId),
    check('household_accounts_role_check', sql`${table.role} in ('parent', 'member')`),
  ],
);

export const householdMembers = pgTable(
  'household_members',
  {
    id: serialId(),
    householdId: belongsTo('household_id', () => households.id),
    /** The account this person is, when they have one (the household's first member). */
    userId: optionalRef('user_id', () => users.id),
    name: text('name').notNull(),
    /** MEMBER_AGE_GROUPS: 'child' or one of the product's four. */
    ageGroup: text('age_group').notNull(),
    /** Adult servings; null means the age group's default (DEFAULT_PORTIONS). */
    portion: doublePrecision('portion'),
    allergens: textList('allergens'),
    diets: textList('diets'),
    /** Catalogue food names. */
    dislikes: textList('dislikes'),
    createdAt: createdAt(),
  },
  (table) => [index('household_members_household_idx').on(table.householdId, table.id)],
);
