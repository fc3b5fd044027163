/**
 * Migration 0011 on a database with data: every account gets a household (itself its first
 * member) unless it has one, and its planned meals, ticks and typed items move to it.
 */
import { databaseBefore } from '../test/migratedDatabase';

const BEFORE_SHARING = 11; // migrations 0000–0010

it('gives existing accounts a household and moves their plan and list to it', async () => {
  const database = await databaseBefore(BEFORE_SHARING);
  const { client } = database;
  try {
    await client.exec(`
      insert into users (name, email, password_hash) values
        ('Ada Lovelace', 'ada@example.test', 'x'), ('  ', 'blank@example.test', 'x'), ('Bo', 'bo@example.test', 'x');
      insert into categories (category_name, position) values ('Dinner', 1);
      insert into recipe_libraries (diet_name, image) values ('Any', 'a.webp');
      insert into recipes (recipe_code, user_id, recipe_name, recipe_image, category_id, recipe_library_id,
        serving_number, preparation_time, cooking_time, age_group, total_ingredients, nutrition_info)
        values ('r1', 1, 'Soup', 's.webp', 1, 1, 2, 5, 10, 'adult', 1, '');
      insert into meal_plans (user_id, recipe_id, category_id, day, name) values (1, 1, 1, 'monday', 'Soup'), (2, 1, 1, 'friday', 'Soup');
      insert into shopping_marks (user_id, item_key, checked) values (1, 'onion', true);
      insert into shopping_items (user_id, name, food) values (2, 'kitchen roll', 'kitchen roll');
      insert into households (name) values ('Bo''s family');
      insert into household_accounts (user_id, household_id) values (3, 1);
      insert into household_members (household_id, user_id, name, age_group) values (1, 3, 'Bo', 'adult');
    `);
    await database.migrateRest();

    const accounts = await client.query<{ user_id: number; household_id: number; name: string }>(
      `select a.user_id, a.household_id, h.name from household_accounts a join households h on h.id = a.household_id order by a.user_id`,
    );
    expect(accounts.rows.map((row) => [row.user_id, row.name])).toEqual([
      [1, "Ada's family"],
      [2, "My's family"],
      [3, "Bo's family"],
    ]);
    const householdOf = new Map(accounts.rows.map((row) => [row.user_id, row.household_id]));
    expect(new Set(householdOf.values()).size).toBe(3);
    const members = await client.query<{ user_id: number; household_id: number }>(
      'select user_id, household_id from household_members order by user_id',
    );
    expect(members.rows).toEqual([1, 2, 3].map((id) => ({ user_id: id, household_id: householdOf.get(id) })));
    const meals = await client.query<{ user_id: number; household_id: number; member_ids: number[] | null }>(
      'select user_id, household_id, member_ids from meal_plans order by user_id',
    );
    expect(meals.rows).toEqual([
      { user_id: 1, household_id: householdOf.get(1), member_ids: null },
      { user_id: 2, household_id: householdOf.get(2), member_ids: null },
    ]);
    const marks = await client.query<{ household_id: number }>('select household_id from shopping_marks');
    expect(marks.rows).toEqual([{ household_id: householdOf.get(1) }]);
    const items = await client.query<{ household_id: number }>('select household_id from shopping_items');
    expect(items.rows).toEqual([{ household_id: householdOf.get(2) }]);
    // The sequence moved past the ids the migration took: a new household gets a fresh one.
    const next = await client.query<{ id: number }>(`insert into households (name) values ('New') returning id`);
    expect([...householdOf.values()]).not.toContain(next.rows[0].id);
  } finally {
    await database.close();
  }
}, 60_000);
