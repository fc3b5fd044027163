/**
 * bench:memory — peak memory of a fresh `npm start` on the embedded PGlite default.
 * Starts the server twice on one new, empty DATA_DIR (the first start creates and seeds the
 * database, the second opens it), loads a few pages and their API calls, and reads the peak RSS
 * (VmHWM) of every process of the tree from /proc. The serving process is the one that keeps
 * running; a short-lived helper process (if any) is reported apart.
 * Usage: DIST_DIR=/tmp/dist-scale npm run bench:memory   (PORT defaults to 4510)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBench } from './benchProcess';

const PORT = Number(process.env.PORT ?? 4510);
const root = path.resolve(__dirname, '..');
/** Another entry file (e.g. a copy of an older server/main.ts) to compare with; default `npm start`. */
const ENTRY = process.env.MEMORY_ENTRY ?? 'server/main.ts';
const PAGES = ['/', '/recipe-library', '/recipes/recipe_library/1', '/blog', '/recipe-details/1'];
const API_CALLS = [
  '/api/site-settings',
  '/api/categories',
  '/api/recipe-libraries',
  '/api/guest/trending-recipes',
  '/api/guest/recipes?recipe_library_id=1',
  '/api/guest/recipes?page=2',
  '/api/recipes/search?search=pancakes',
  '/api/recipes/search?search=spagetti',
  '/api/blogs',
  '/api/single-recipe/1',
];

interface ProcessPeak {
  pid: number;
  command: string;
  peakMb: number;
  alive: boolean;
}

function readStatus(pid: number): { hwm: number; ppid: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return {
      hwm: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
      ppid: Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0),
    };
  } catch {
    return null;
  }
}

function descendants(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = readStatus(Number(entry));
    if (status) parents.set(Number(entry), status.ppid);
  }
  const found = [rootPid];
  for (let i = 0; i < found.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === found[i] && !found.includes(pid)) found.push(pid);
  }
  return found;
}

async function startOnce(
  dataDir: string,
  label: string,
): Promise<{ peaks: ProcessPeak[]; output: string; seconds: number }> {
  const started = Date.now();
  const [command, args] =
    ENTRY === 'server/main.ts' ? ['npm', ['start', '--', '--no-build']] : ['npx', ['tsx', ENTRY, '--no-build']];
  const child = spawn(command as string, args as string[], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const peaks = new Map<number, ProcessPeak>();
  const sample = () => {
    for (const pid of descendants(child.pid!)) {
      const status = readStatus(pid);
      if (!status) continue;
      let command = '';
      try {
        command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      } catch {
        continue;
      }
      const previous = peaks.get(pid);
      // A process that has exited but not been reaped has an empty command line.
      peaks.set(pid, {
        pid,
        command: command || previous?.command || '',
        peakMb: Math.max(previous?.peakMb ?? 0, status.hwm),
        alive: true,
      });
    }
  };
  const timer = setInterval(sample, 50);
  try {
    const deadline = Date.now() + 180_000;
    while (!output.includes('is running on')) {
      if (child.exitCode !== null) throw new Error(`${label}: server exited\n${output}`);
      if (Date.now() > deadline) throw new Error(`${label}: no start within 180 s\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    for (let round = 0; round < 3; round++) {
      for (const url of [...PAGES, ...API_CALLS]) {
        const response = await fetch(`http://127.0.0.1:${PORT}${url}`);
        await response.arrayBuffer();
        if (response.status >= 500) throw new Error(`${label}: ${url} answered ${response.status}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    sample();
    const alive = new Set(descendants(child.pid!));
    for (const peak of peaks.values()) peak.alive = alive.has(peak.pid);
    return { peaks: [...peaks.values()], output, seconds };
  } finally {
    clearInterval(timer);
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** The serving process: the node process running server/main.ts that is still alive at the end. */
function describe(peaks: ProcessPeak[]): { serving: ProcessPeak | undefined; helpers: ProcessPeak[] } {
  const node = peaks.filter((peak) => /node/.test(peak.command) && !/npm/.test(peak.command));
  const serving = node
    .filter((peak) => peak.alive && peak.command.includes(ENTRY))
    .sort((a, b) => b.peakMb - a.peakMb)[0];
  // Not the tsx launcher (`node …/.bin/tsx`), which only starts the real process.
  const helpers = node.filter((peak) => peak !== serving && !peak.command.includes('.bin/tsx'));
  return { serving, helpers };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-memory-'));
  const lines: string[] = [
    `load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  ];
  try {
    for (const label of ['fresh start (empty DATA_DIR)', 'second start (same DATA_DIR)']) {
      const { peaks, output, seconds } = await startOnce(dataDir, label);
      const { serving, helpers } = describe(peaks);
      if (process.env.VERBOSE) for (const peak of peaks) console.log(peak);
      lines.push(
        `${label}: ready in ${seconds.toFixed(1)} s; serving process peak RSS ${serving?.peakMb.toFixed(0)} MB (goal < 600 MB)` +
          (helpers.length
            ? `; helper processes ${helpers.map((h) => `${h.peakMb.toFixed(0)} MB (${path.basename(h.command.split(' ').pop() ?? '')})`).join(', ')}`
            : '') +
          `; seeded: ${output.includes('demo content seeded') ? 'yes' : 'no'}`,
      );
    }
    lines.push(
      `load average at end: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(lines.join('\n'));
}

runBench(main);
