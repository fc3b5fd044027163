/**
 * Entry point: read config → build the SPA if stale → (PGlite: lock DATA_DIR for this process; a
 * new data dir: create, migrate and seed it in a short-lived child process) → open database →
 * migrate → seed if empty → listen.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { serializeError } from './logging';
import { openDatabase } from './db/client';
import { DataDirInUseError, lockDataDir } from './startup/dataDirLock';
import { pgliteDataDirExists, setUpPgliteInChild } from './startup/pgliteSetup';
import { openAddressLines } from './startup/openAddresses';
import { closeOnSignals } from './startup/shutdown';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed';
import { refreshWithCatalogueAtStart } from './services/recipes/catalogueRefresh';
import { createMailer } from './services/infra/mail';
import { createStorage } from './services/infra/createStorage';
import { sweepUploadsAtStart } from './services/infra/uploadSweep';
import { buildSpaIfStale } from './spaBuild';

async function main(): Promise<void> {
  const config = loadConfig();
  const root = path.resolve(__dirname, '..');
  if (!process.argv.includes('--no-build')) buildSpaIfStale(root, config.distDir, (line) => console.log(line));

  // The embedded database serves one process: a second one on the same DATA_DIR stops here.
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    lockDataDir(config.dataDir);
  }

  // initdb would grow this process's WASM memory for good (~0.9 GB): a child does it instead.
  const setupLines: string[] = [];
  const setUp =
    !config.databaseUrl && !pgliteDataDirExists(path.join(config.dataDir, 'pglite'))
      ? await setUpPgliteInChild((line) => setupLines.push(line))
      : { seeded: false };
  const database = await openDatabase(config, {
    onStartupRetry: (attempt, delayMs, error) =>
      console.error(`Database unavailable (${error.message}): try ${attempt} failed, retrying in ${delayMs} ms`),
  });
  const storage = await createStorage(config);
  // buildApp adds the redactions and the error serializer (server/logging.ts).
  const logger = { level: config.logLevel };
  // The mailer logs through the app's logger, which exists only once the app is built.
  const mailerRef: { current?: ReturnType<typeof createMailer> } = {};
  const app = await buildApp(
    {
      db: database.db,
      config,
      storage,
      mailer: { send: (message) => mailerRef.current!.send(message) },
    },
    { logger, poolStats: database.poolStats },
  );
  mailerRef.current = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    from: config.mailFrom,
    logger: app.log,
  });

  database.onConnectionError((error) => app.log.warn({ err: error }, 'database connection lost; the pool reconnects'));

  for (const line of setupLines) app.log.info(line);
  const seeded = (await seedIfEmpty(database.db, storage, (line) => app.log.info(line))) || setUp.seeded;
  sweepUploadsAtStart(database.db, storage, config, app.log);
  refreshWithCatalogueAtStart(database.db, app.log);
  // onClose hooks run last-registered first: this one runs before the app's own, so views still
  // waiting are written here, while the pool is open, then the pool closes.
  app.addHook('onClose', async () => {
    await app.viewCounter.close();
    await database.close();
  });

  closeOnSignals(app);

  await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === 'pglite'
      ? `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(
    [
      '',
      ...openAddressLines(config),
      `  Database: ${where}${seeded ? ' (demo content seeded)' : ''}`,
      ...DEMO_ACCOUNTS.map((account) => `  Demo login: ${account.email} / ${account.password}`),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  // Through the log serializer: a failed migration or seed query must not print its parameters.
  console.error(error instanceof DataDirInUseError ? error.message : serializeError(error));
  process.exit(1);
});
