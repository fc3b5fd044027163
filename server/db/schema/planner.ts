/**
 * Week templates (issue 38): a household's week saved under a name ("School week") and applied to
 * any other week. The meals are kept as data, not as rows of meal_plans: a template plans nothing
 * until it is applied, and a recipe deleted since is skipped then.
 */
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { WeekTemplateMeal } from '../../../contract/types';
import { users } from './accounts';
import { belongsTo, createdAt, optionalRef, serialId } from './columns';
import { households } from './households';
export const weekTemplates = pgTable(
  'week_templates',
  {
    id: serialId(),
    householdId: belongsTo('household_id', () => households.id),
    /** Who saved it; the template stays the household's if that account leaves. */
    userId: optionalRef('user_id', () => users.id),
    name: text('name').notNull(),
    meals: jsonb('meals').$type<WeekTemplateMeal[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('week_templates_household_idx').on(table.householdId, table.id)],
);
