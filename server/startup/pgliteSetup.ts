/**
 * Creating a PGlite data directory runs initdb inside PGlite's WASM memory, which grows the
 * heap to ~0.9 GB, and WASM memory never shrinks. So a new data directory is created, migrated
 * and seeded in a short-lived child process (pgliteSetupChild.ts); the serving process then
 * only opens the existing directory (~340 MB). See docs/decisions.md, "Memory".
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface SetupMessage {
  log?: string;
  seeded?: boolean;
}

/** PostgreSQL writes PG_VERSION at the end of initdb: without it the directory is new (or half made). */
export function pgliteDataDirExists(pgliteDir: string): boolean {
  return existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

/**
 * Runs initdb, migrations and the demo seed in a child process with the same environment.
 * Answers whether it seeded; each of the child's log lines is handed to `log`.
 */
export function setUpPgliteInChild(log: (line: string) => void): Promise<{ seeded: boolean }> {
  return new Promise((resolve, reject) => {
    // fork() reuses this process's execArgv, so the child runs TypeScript through tsx as we do.
    const child = fork(path.join(__dirname, 'pgliteSetupChild.ts'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let seeded = false;
    child.on('message', (message: SetupMessage) => {
      if (message.log) log(message.log);
      if (message.seeded !== undefined) seeded = message.seeded;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve({ seeded });
      else reject(new Error(`Setting up the embedded database failed (exit ${code ?? signal}); see the output above.`));
    });
  });
}
