/**
 * One dialect, PostgreSQL: node-postgres against DATABASE_URL, or embedded PGlite
 * (PostgreSQL compiled to WASM) with its data under DATA_DIR. Same schema, same migrations.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { isDatabaseUnavailable, markConnectFailure, rootCause } from './connectionErrors';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A connection pool's state (GET /metrics). */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries queued for a connection. */
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: a gzipped tarball of the whole database (used for test templates). */
  dumpDataDir: () => Promise<Blob>;
  /** Where lost connections are reported (PostgreSQL only); until set, to stderr. */
  onConnectionError: (listener: (error: Error) => void) => void;
  /** PostgreSQL only: PGlite has no pool. */
  poolStats?: () => PoolStats;
}

export interface PostgresOptions {
  /** Shown in pg_stat_activity, so an operator (or a test) can find this app's connections. */
  applicationName?: string;
  /** How long start-up keeps retrying a database that refuses connections. */
  startupRetryMs?: number;
  /** `error` is the root cause (a refused connection, a server starting up), never a query's parameters. */
  onStartupRetry?: (attempt: number, delayMs: number, error: Error) => void;
}

export const DEFAULT_APPLICATION_NAME = 'forkcast';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task`, retrying with backoff (0.25 s doubling to 5 s) while the database is unreachable. */
async function retryWhileUnavailable<T>(
  task: () => Promise<T>,
  retryForMs: number,
  onRetry: (attempt: number, delayMs: number, error: Error) => void,
): Promise<T> {
  const giveUpAt = Date.now() + retryForMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      const delayMs = Math.min(5000, 250 * 2 ** (attempt - 1));
      if (!isDatabaseUnavailable(error) || Date.now() + delayMs > giveUpAt) throw error;
      onRetry(attempt, delayMs, rootCause(error as Error));
      await sleep(delayMs);
    }
  }
}

/**
 * A checked-out client that gives itself back to the pool (as broken) once a query on it fails
 * for a lost connection; later releases are no-ops. Drizzle's transaction() (0.45) does not
 * release its client when `begin` fails: on a cut connection each such transaction kept a pool
 * slot for good, so repeated outages would starve the pool and pool.end() never finished.
 */
function releaseOnConnectionLoss(client: PoolClient): PoolClient {
  const release = client.release;
  const query = client.query;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    // The prototype's query again, for the client's next checkout.
    delete (client as Partial<PoolClient>).query;
    release(error);
  };
  client.release = releaseOnce;
  client.query = function queryReleasingOnLoss(this: PoolClient, ...args: unknown[]) {
    const result = (query as (...queryArgs: unknown[]) => unknown).apply(this, args);
    if (typeof (result as Promise<unknown> | undefined)?.then !== 'function') return result;
    return (result as Promise<unknown>).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) releaseOnce(error as Error);
      throw error;
    });
  } as PoolClient['query'];
  return client;
}

/** A pool on DATABASE_URL that survives lost connections; no migration (openPostgres migrates). */
export async function connectPostgres(
  url: string,
  options: Pick<PostgresOptions, 'applicationName'> = {},
): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({
    connectionString: url,
    application_name: options.applicationName ?? DEFAULT_APPLICATION_NAME,
    max: 10,
    // A request waits at most this long for a connection, then answers 503 (plugins/errors.ts).
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // Finds connections a firewall or a failover dropped silently.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  let reportConnectionError = (error: Error) => console.error(`database connection lost: ${error.message}`);
  // node-postgres emits 'error' on a client whose connection dies (pg_terminate_backend, a
  // restart, an idle timeout); unheard, it kills the process. Checked-out clients (Drizzle's
  // transactions) have no listener of the pool's, hence one on every client. The pool drops the
  // broken client and the next query opens a fresh connection.
  pool.on('connect', (client) => client.on('error', (error) => reportConnectionError(error)));
  // Idle clients' errors are re-emitted here too; already reported by the client's listener.
  pool.on('error', () => {});
  // Drizzle checks clients out with connect() (transactions); pool.query passes a callback.
  // Whatever fails there (refused, timed out, a database closed to connections: SQLSTATE 55000,
  // a wrong password) failed to obtain a connection and is marked so: 503, not 500.
  const connect = pool.connect.bind(pool);
  type ConnectCallback = NonNullable<Parameters<typeof connect>[0]>;
  pool.connect = ((callback?: ConnectCallback) =>
    callback
      ? connect(((error, client, done) =>
          callback(error ? markConnectFailure(error) : error, client, done)) as ConnectCallback)
      : connect().then(releaseOnConnectionLoss, (error: unknown) => {
          throw markConnectFailure(error);
        })) as typeof pool.connect;
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
    dumpDataDir: () => Promise.reject(new Error('Only PGlite databases can be dumped')),
    onConnectionError: (listener) => {
      reportConnectionError = listener;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** connectPostgres, then migrations; a database that refuses connections at start is retried for a while. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const handle = await connectPostgres(url, options);
  const onStartupRetry =
    options.onStartupRetry ??
    ((attempt, delayMs, error) =>
      console.error(`database unavailable (${error.message}): try ${attempt} failed, retrying in ${delayMs} ms`));
  try {
    await retryWhileUnavailable(
      () => migrate(handle.db as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_DIR }),
      options.startupRetryMs ?? 60_000,
      onStartupRetry,
    );
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
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
    // In process: there is no connection to lose.
    onConnectionError: () => {},
  };
}

export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  postgresOptions: PostgresOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, postgresOptions);
  // PGlite creates only the last folder of its path.
  await mkdir(config.dataDir, { recursive: true });
  return openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}
