/**
 * Builds the real app for a test file: in-memory PGlite by default, or a freshly reset
 * PostgreSQL database when TEST_DATABASE=postgres (`npm run test:pg`, DATABASE_URL).
 * Mail is captured (a real Mailer implementation that records what it was asked to send).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import type { MailMessage, Mailer } from '../services/infra/mail';
import { createStorage } from '../services/infra/createStorage';
import type { Storage } from '../services/infra/storage';
import { loadTemplate } from './pgliteTemplate';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  storage: Storage;
  sentMail: MailMessage[];
  close: () => Promise<void>;
}

async function resetPostgres(url: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
  );
  await client.end();
}

export async function createTestApp(
  env: Record<string, string> = {},
  buildOptions: BuildOptions = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-test-'));
  // Tests write rows directly and read them back at once: no reused answers.
  const config = loadConfig({
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    ANSWER_CACHE_MS: '0',
    DIST_DIR: path.join(dataDir, 'no-dist'),
    ...env,
  });
  let handle;
  if (process.env.TEST_DATABASE === 'postgres') {
    const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    await resetPostgres(url);
    handle = await openPostgres(url);
  } else {
    const template = process.env.PGLITE_TEMPLATE;
    handle = await openPglite(template ? { loadDataDir: loadTemplate(template) } : {});
  }
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sentMail.push(message);
    },
  };
  // S3_* variables in `env` select the object store (server/test/s3Server.ts starts one).
  const storage = await createStorage(config);
  const app = await buildApp({ db: handle.db, config, storage, mailer }, buildOptions);
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    storage,
    sentMail,
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
