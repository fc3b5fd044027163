/**
 * One dialect, PostgreSQL: node-postgres against DATABASE_URL, or embedded PGlite
 * (PostgreSQL compiled to WASM) with its data under DATA_DIR. Same schema, same migrations.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: a gzipped tarball of the whole database (used for test templates). */
  dumpDataDir: () => Promise<Blob>;
}

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
    dumpDataDir: () => Promise.reject(new Error('Only PGlite databases can be dumped')),
  };
}

/** `dataDir` undefined means in memory (tests); `loadDataDir` restores a dumped template. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  // PGlite creates only the last folder of its path.
  await mkdir(config.dataDir, { recursive: true });
  return openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}
