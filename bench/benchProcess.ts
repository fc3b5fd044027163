import type { ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the benches keep their reports (git ignores it). */
const OUT_DIR = path.join(__dirname, 'out');

/** Every Chromium a bench starts: no sandbox or GPU, and nothing of its own on the network. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium for the page benchmarks: headless, and nothing of its own on the network. */
export const CHROMIUM_ARGS = ['--headless', ...QUIET_CHROMIUM_FLAGS];

/** The machine's load averages (1, 5, 15 min), printed beside a result. */
export const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Waits (10 minutes at most) for a spawned server to say it is running; returns it. */
export async function serverStarted(child: ChildProcess): Promise<ChildProcess> {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 600_000;
  while (!output.includes('Forkcast is running')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return child;
}

/** Prints a bench's Markdown report and keeps it as bench/out/<file>. */
export async function writeReport(file: string, report: string): Promise<void> {
  console.log(report);
  await fs.mkdir(OUT_DIR, { recursive: true });
  await fs.writeFile(path.join(OUT_DIR, file), report);
}

/**
 * Runs a bench's main: an error is printed and the process exits 1. With `exitWhenDone`, success
 * exits 0 at once, for a bench whose pools or browsers would otherwise keep the process alive.
 */
export function runBench(main: () => Promise<void>, { exitWhenDone = false } = {}): void {
  main().then(
    () => {
      if (exitWhenDone) process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
