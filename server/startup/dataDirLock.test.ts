/**
 * Issue 21: one process per embedded database. A second process on the same DATA_DIR is refused
 * with a message naming the holder; a holder killed with -9 leaves a stale lock that the next
 * start takes over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './dataDirLock';

const ROOT = path.resolve(__dirname, '../..');
let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forkcast-lock-'));
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const lockFile = () => path.join(dataDir, LOCK_FILE);
const holderPid = () => (JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number }).pid;

/** Another process holding the lock, once it says so. */
async function anotherHolder(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/holdDataDirLock.ts', dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('lockDataDir', () => {
  it('takes the lock in the name of this process and gives it back', () => {
    const release = lockDataDir(dataDir);
    expect(holderPid()).toBe(process.pid);
    release();
    expect(existsSync(lockFile())).toBe(false);
    // Free again: it can be taken again.
    lockDataDir(dataDir)();
  });

  it('refuses while another live process holds it, naming that process and PostgreSQL as the way to scale', async () => {
    const holder = await anotherHolder();
    let refusal: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    const message = (refusal as Error).message;
    expect(message).toContain(`pid ${holder.pid}`);
    expect(message).toContain('holdDataDirLock.ts');
    expect(message).toContain(dataDir);
    expect(message).toContain('DATABASE_URL');
    expect(holderPid()).toBe(holder.pid);
  }, 30_000);

  it('takes over the lock of a process killed with -9', async () => {
    const holder = await anotherHolder();
    holder.kill('SIGKILL');
    await exited(holder);
    expect(holderPid()).toBe(holder.pid);
    const release = lockDataDir(dataDir);
    expect(holderPid()).toBe(process.pid);
    release();
  }, 30_000);

  it('takes over a lock it cannot read, or one naming its own pid (reused after a crash)', () => {
    writeFileSync(lockFile(), '{"pid":');
    lockDataDir(dataDir)();
    writeFileSync(lockFile(), JSON.stringify({ pid: process.pid, host: hostname() }));
    lockDataDir(dataDir)();
  });

  it("never takes another machine's lock as stale: its process cannot be checked from here", () => {
    writeFileSync(
      lockFile(),
      JSON.stringify({ pid: 4242, host: 'another-machine', startedAt: '2026-11-26T09:00:00Z', command: 'npm start' }),
    );
    expect(() => lockDataDir(dataDir, { isAlive: () => false })).toThrow(DataDirInUseError);
  });

  it('a release does not remove a lock another process took meanwhile', () => {
    const release = lockDataDir(dataDir);
    writeFileSync(lockFile(), JSON.stringify({ pid: 99999, host: 'x', startedAt: '', command: 'other' }));
    release();
    expect(existsSync(lockFile())).toBe(true);
  });
});

describe('a second server on the same DATA_DIR', () => {
  it('refuses to start at once, saying who holds it', async () => {
    const holder = await anotherHolder();
    const second = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--no-build'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(second);
    let output = '';
    second.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    second.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exited(second)).toBe(1);
    expect(output).toContain(`Another Forkcast process (pid ${holder.pid}`);
    expect(output).toContain('set DATABASE_URL');
    expect(output).not.toContain('Forkcast is running');
    // Nothing of the database was made: the refusal comes before PGlite opens.
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);
});
