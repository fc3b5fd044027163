/** An empty PostgreSQL database for a benchmark: made if missing, its schemas dropped if not. */
import { Client } from 'pg';

/** The server the benchmarks make their databases on (any database of it, for the admin connection). */
export const BENCH_ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The address of a database `name` on the benchmarks' server. */
export const databaseOf = (name: string) => BENCH_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);

/** Makes `name` (if missing) and empties it; answers its address. */
export async function freshDatabase(name: string): Promise<string> {
  const admin = new Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = databaseOf(name);
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
  );
  await client.end();
  return url;
}
