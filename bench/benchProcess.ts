import type { ChildProcess } from 'node:child_process';
import os from 'node:os';

/** Chromium for the page benchmarks: headless, and nothing of its own on the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
