/**
 * One process per embedded database (issue 21). PGlite is PostgreSQL inside this process, over
 * the files of DATA_DIR/pglite: a second process opening the same files would acknowledge writes
 * that the first one then overwrites. So the process that serves them holds DATA_DIR/forkcast.lock,
 * a file naming its pid, made atomically (written aside, then hard-linked into place, which fails
 * when the file exists). A lock whose process is gone (killed with -9, crashed) is stale and taken
 * over, so a crash never leaves the data directory locked.
 */
import { hostname } from 'node:os';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'forkcast.lock';

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `Another Forkcast process (pid ${holder.pid}: ${holder.command}, started ${holder.startedAt}) is ` +
        `using the embedded database in ${dataDir}. An embedded database serves one process: stop that ` +
        'one first, or give this one another DATA_DIR. To run several processes, use PostgreSQL: set ' +
        'DATABASE_URL (docs/deploy.md).',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Whether a process of that pid runs on this machine (one we may not signal runs too). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): { raw: string; holder: LockHolder | null } | undefined {
  let raw: string;
  try {
    raw = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(raw) as LockHolder;
    return { raw, holder: Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null };
  } catch {
    return { raw, holder: null };
  }
}

/**
 * A lock is stale when its process is gone, or when it names this very pid (reused after a crash,
 * as in a container), or cannot be read. One made on another machine sharing the directory is
 * never taken as stale: its process cannot be checked from here.
 */
function isStale(holder: LockHolder | null, isAlive: (pid: number) => boolean): boolean {
  if (!holder) return true;
  if (holder.host !== hostname()) return false;
  return holder.pid === process.pid || !isAlive(holder.pid);
}

/** Moves a stale lock out of the way, unless another process replaced it meanwhile. */
function removeStale(lockPath: string, staleRaw: string): void {
  const aside = `${lockPath}.stale-${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  // Another starter took the stale lock over between our read and our rename: put theirs back.
  if (readFileSync(aside, 'utf8') !== staleRaw) renameSync(aside, lockPath);
  else unlinkSync(aside);
}

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirInUseError naming the live process
 * that holds it. Returns the release, which removes the lock if it is still this process's; it
 * is also run when the process exits.
 */
export function lockDataDir(dataDir: string, options: { isAlive?: (pid: number) => boolean } = {}): () => void {
  const isAlive = options.isAlive ?? processIsAlive;
  const lockPath = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    command:
      process.argv
        .slice(1)
        .map((part) => path.relative(process.cwd(), part) || part)
        .join(' ') || 'node',
  };
  const written = JSON.stringify(mine);
  const draft = `${lockPath}.${process.pid}`;
  writeFileSync(draft, written);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(draft, lockPath);
        const release = () => {
          if (readHolder(lockPath)?.raw === written) unlinkSync(lockPath);
          process.removeListener('exit', release);
        };
        process.once('exit', release);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readHolder(lockPath);
      if (!current) continue;
      if (!isStale(current.holder, isAlive)) throw new DataDirInUseError(dataDir, current.holder!);
      removeStale(lockPath, current.raw);
    }
    throw new Error(`Could not take the lock ${lockPath}: other processes keep replacing it.`);
  } finally {
    unlinkSync(draft);
  }
}
