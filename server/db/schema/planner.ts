/**
 * Week templates (issue 38): a household's week saved under a name ("School week") and applied to
 * any other week. The meals are kept as data, not as rows of meal_plans: a template plans nothing
 * until it is applied, and a recipe deleted since is skipped then.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { WeekTemplateMeal } from '../../../contract/types';
import { users } from './accounts';
import { households } from './households';
export const weekTemplates = pgTable(
  'week_templates',
  {
    id: serial('id').primaryKey(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    /** Who saved it; the template stays the household's if that account leaves. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    meals: jsonb('meals').$type<WeekTemplateMeal[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('week_templates_household_idx').on(table.householdId, table.id)],
);
