/**
 * Real Forkcast processes on real shared services, for `npm run test:cluster` and
 * `npm run bench:cluster`: one PostgreSQL database made for the run, a Redis database emptied
 * for it, an S3-compatible server (s3rver) and any number of `server/main.ts` processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startS3Server, type TestS3Server } from '../server/test/s3Server';

const ROOT = path.resolve(__dirname, '..');
const ADMIN_URL = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A Redis database of its own (9), emptied at the start: the run shares no counters with anything else. */
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/9';

export interface SharedServices {
  env: Record<string, string>;
  s3: TestS3Server;
  close(): Promise<void>;
}

export async function startSharedServices(): Promise<SharedServices> {
  const { Client } = await import('pg');
  const database = `forkcast_cluster_${process.pid}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();
  const s3 = await startS3Server();
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  return {
    env: { DATABASE_URL: databaseUrl.toString(), REDIS_URL, ...s3.env },
    s3,
    async close() {
      await s3.close();
      const cleanup = new Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface AppProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The node flags of `npm start` (package.json: `node <flags> server/main.ts`), so processes run as in production. */
function startFlags(): string[] {
  const start: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
  const words = start.trim().split(/\s+/);
  const entry = words.indexOf('server/main.ts');
  if (words[0] !== 'node' || entry < 0)
    throw new Error(`expected "start" to be "node <flags> server/main.ts": ${start}`);
  return words.slice(1, entry);
}

/** Starts `server/main.ts` as `npm start` does (no SPA build, no pages: the API and media only) and waits until /api/ready answers. */
export async function startAppProcess(
  name: string,
  env: Record<string, string>,
  options: { readyWithinMs?: number } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `forkcast-${name}-`));
  const child = spawn(process.execPath, [...startFlags(), 'server/main.ts', '--no-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-spa'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyWithinMs ?? 180_000);
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`${name} exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready in time:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name,
    url,
    child,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
