/**
 * Migration 0015 on a database with data (issue 38): each planned meal becomes the week it was
 * made in (the Saturday on or before its creation, read in UTC), and the shopping list's ticks
 * become this week's, keeping what was ticked.
 */
import { todayIn, weekStartOf } from '../../contract/weeks';
import { databaseBefore } from '../test/migratedDatabase';

const BEFORE_WEEKS = 15; // migrations 0000–0014

it('dates existing meals by the week they were made in and keeps the ticks for this week', async () => {
  const database = await databaseBefore(BEFORE_WEEKS);
  const { client } = database;
  try {
    await client.exec(`
      insert into users (name, email, password_hash) values ('Priya Sharma', 'priya@example.test', 'x');
      insert into households (name) values ('Priya''s family');
      insert into household_accounts (user_id, household_id) values (1, 1);
      insert into categories (category_name, position) values ('Dinner', 1);
      insert into recipe_libraries (diet_name, image) values ('Everyday', 'x.png');
      insert into recipes (recipe_code, user_id, category_id, recipe_library_id, recipe_name, recipe_image,
                           age_group, serving_number, preparation_time, cooking_time, nutrition_info)
        values ('FISHPIE1', 1, 1, 1, 'Fish pie', 'x.png', 'adult', 4, 10, 30, '');
      -- Made on a Friday late in the evening UTC, a Saturday, and a Thursday.
      insert into meal_plans (user_id, household_id, recipe_id, category_id, day, name, created_at) values
        (1, 1, 1, 1, 'sunday', 'Fish pie', '2026-11-27T23:30:00Z'),
        (1, 1, 1, 1, 'monday', 'Fish pie', '2026-11-28T08:00:00Z'),
        (1, 1, 1, 1, 'friday', 'Fish pie', '2026-12-03T12:00:00Z');
      insert into shopping_marks (user_id, household_id, item_key, checked) values (1, 1, 'potato', true);
    `);
    await database.migrateRest();

    const meals = await client.query<{ day: string; week_start: string; leftover_of: number | null }>(
      `select day, week_start::text, leftover_of from meal_plans order by id`,
    );
    expect(meals.rows).toEqual([
      { day: 'sunday', week_start: '2026-11-21', leftover_of: null },
      { day: 'monday', week_start: '2026-11-28', leftover_of: null },
      { day: 'friday', week_start: '2026-11-28', leftover_of: null },
    ]);
    const marks = await client.query<{ item_key: string; week_start: string; checked: boolean }>(
      'select item_key, week_start::text, checked from shopping_marks',
    );
    expect(marks.rows).toEqual([{ item_key: 'potato', week_start: weekStartOf(todayIn(null)), checked: true }]);
    const household = await client.query<{ time_zone: string | null; meal_times: unknown; calendar_token: null }>(
      'select time_zone, meal_times, calendar_token from households',
    );
    expect(household.rows).toEqual([{ time_zone: null, meal_times: {}, calendar_token: null }]);
    await expect(client.exec(`update meal_plans set week_start = null where id = 1`)).rejects.toThrow(/null/);
  } finally {
    await database.close();
  }
}, 60_000);
