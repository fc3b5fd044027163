/**
 * Child process of pgliteSetup.ts: creates the PGlite data directory under DATA_DIR, migrates
 * it and seeds the demo content, then exits (giving back the memory initdb took). A failure
 * removes the half-made directory so the next start begins afresh.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { createStorage } from '../services/infra/createStorage';
import { openDatabase } from '../db/client';
import type { SetupMessage } from './pgliteSetup';
import { seedIfEmpty } from '../seed';

/** Resolves once the message is written, so none is lost when the process exits. */
const send = (message: SetupMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) resolve();
    else process.send(message, undefined, {}, () => resolve());
  });

async function main(): Promise<void> {
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pglite');
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    const seeded = await seedIfEmpty(database.db, await createStorage(config), (line) => void send({ log: line }));
    await database.close();
    await send({ seeded });
  } catch (error) {
    await rm(pgliteDir, { recursive: true, force: true });
    throw error;
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
