/**
 * Migration 0016 on a database with data (issue 39): typed items and planned items' marks learn
 * when their tick (and hide) last changed, so changes sent later from a phone that was offline
 * merge by when they were made; typed items get the phone's id, unique per household.
 */
import { databaseBefore } from '../test/migratedDatabase';

const BEFORE_OFFLINE_CHANGES = 16; // migrations 0000–0015

it('dates the existing ticks and hides and keeps every item', async () => {
  const database = await databaseBefore(BEFORE_OFFLINE_CHANGES);
  const { client } = database;
  try {
    await client.exec(`
      insert into users (name, email, password_hash) values ('Priya Sharma', 'priya@example.test', 'x');
      insert into households (name) values ('Priya''s family'), ('Next door');
      insert into household_accounts (user_id, household_id) values (1, 1);
      insert into shopping_items (user_id, household_id, name, food, checked, created_at) values
        (1, 1, 'kitchen roll', 'kitchen roll', true, '2026-11-20T09:00:00Z'),
        (1, 1, 'oat milk', 'oat milk', false, '2026-11-21T09:00:00Z');
      insert into shopping_marks (user_id, household_id, week_start, item_key, checked, hidden_at, updated_at) values
        (1, 1, '2026-11-21', 'potato', true, null, '2026-11-22T10:00:00Z'),
        (1, 1, '2026-11-21', 'leek', false, '2026-11-23T10:00:00Z', '2026-11-23T10:00:00Z');
    `);
    await database.migrateRest();

    const items = await client.query<{ name: string; checked: boolean; changed: string | null; client_id: null }>(
      `select name, checked, to_char(checked_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as changed,
              client_id from shopping_items order by id`,
    );
    expect(items.rows).toEqual([
      { name: 'kitchen roll', checked: true, changed: '2026-11-20T09:00', client_id: null },
      { name: 'oat milk', checked: false, changed: null, client_id: null },
    ]);
    const marks = await client.query<{ item_key: string; checked: boolean; ticked: string; hidden: string }>(
      `select item_key, checked,
              to_char(checked_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as ticked,
              to_char(hidden_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as hidden
         from shopping_marks order by item_key`,
    );
    expect(marks.rows).toEqual([
      { item_key: 'leek', checked: false, ticked: '2026-11-23T10:00', hidden: '2026-11-23T10:00' },
      { item_key: 'potato', checked: true, ticked: '2026-11-22T10:00', hidden: '2026-11-22T10:00' },
    ]);

    // One item per phone id in a household; the same id in another household is its own.
    await client.exec(`
      insert into shopping_items (user_id, household_id, name, food, client_id) values (1, 1, 'eggs', 'egg', 'phone-item-1');
      insert into shopping_items (user_id, household_id, name, food, client_id) values (1, 2, 'eggs', 'egg', 'phone-item-1');
    `);
    await expect(
      client.exec(
        `insert into shopping_items (user_id, household_id, name, food, client_id) values (1, 1, 'eggs', 'egg', 'phone-item-1')`,
      ),
    ).rejects.toThrow(/unique|duplicate/);
  } finally {
    await database.close();
  }
}, 60_000);
