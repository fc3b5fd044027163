/**
 * For tests of a migration on a database that holds data: an embedded PGlite migrated up to just
 * before that migration (the first `migrationCount` of the journal), to be filled with rows as
 * they were then, and migrated the rest of the way with `migrateRest()`.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '../db/client';

export interface DatabaseBeforeMigration {
  client: PGlite;
  /** Runs every migration not run yet (the one under test and any after it). */
  migrateRest: () => Promise<void>;
  close: () => Promise<void>;
}

export async function databaseBefore(migrationCount: number): Promise<DatabaseBeforeMigration> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'forkcast-migrations-'));
  const client = new PGlite({ extensions: { pg_trgm } });
  const close = async () => {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    // A copy of the migrations whose journal stops before the one under test.
    await cp(MIGRATIONS_DIR, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: unknown[] };
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, migrationCount) }));
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    return { client, migrateRest: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }), close };
  } catch (error) {
    await close();
    throw error;
  }
}
