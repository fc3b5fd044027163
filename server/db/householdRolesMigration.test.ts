/**
 * Migration 0013 on a database with data (issue 33): every account already in a household was an
 * equal co-parent and becomes a parent; the invite codes made before (usable by anyone, any
 * number of times) stop working.
 */
import { databaseBefore } from '../test/migratedDatabase';

const BEFORE_ROLES = 13; // migrations 0000–0012

it('makes every existing account a parent and retires the old codes', async () => {
  const database = await databaseBefore(BEFORE_ROLES);
  const { client } = database;
  try {
    await client.exec(`
      insert into users (name, email, password_hash) values
        ('Priya Sharma', 'priya@example.test', 'x'), ('Arjun Sharma', 'arjun@example.test', 'x');
      insert into households (name, invite_code, invite_expires_at)
        values ('Priya''s family', 'K7QXM2PA', now() + interval '3 days');
      insert into household_accounts (user_id, household_id) values (1, 1), (2, 1);
    `);
    await database.migrateRest();

    const roles = await client.query<{ user_id: number; role: string }>(
      'select user_id, role from household_accounts order by user_id',
    );
    expect(roles.rows).toEqual([
      { user_id: 1, role: 'parent' },
      { user_id: 2, role: 'parent' },
    ]);
    const codes = await client.query<{ invite_code: string | null; invite_uses_left: number }>(
      'select invite_code, invite_uses_left from households',
    );
    expect(codes.rows).toEqual([{ invite_code: null, invite_uses_left: 0 }]);
    await expect(client.exec(`update household_accounts set role = 'owner' where user_id = 1`)).rejects.toThrow(
      /household_accounts_role_check/,
    );
  } finally {
    await database.close();
  }
}, 60_000);
