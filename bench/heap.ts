/**
 * bench:heap — the SPA's JS heap after visiting every public page and coming back, in Chromium
 * through the DevTools protocol. Pages are visited inside the running app (history entry +
 * popstate, as the router's own links do), so whatever a page leaves behind (timers,
 * listeners, subscriptions, carousels) stays in the heap. After each round the heap is
 * measured after forced garbage collection (HeapProfiler.collectGarbage). Two rounds: the
 * second must not grow.
 * Server: the production build on PostgreSQL with the demo seed (database forkcast_heap).
 * Usage: npm run bench:heap  (DIST_DIR must hold a production build, default /tmp/dist-scale)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, loadavg, runBench, writeReport } from './benchProcess';
import { databaseOf, freshDatabase } from './freshDatabase';

const DIST_DIR = path.resolve(process.env.DIST_DIR ?? '/tmp/dist-scale');
const PORT = Number(process.env.HEAP_PORT ?? 4505);
const databaseUrl = databaseOf('forkcast_heap');
const root = path.resolve(__dirname, '..');

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts'), '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'forkcast-heap-')),
      DIST_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running on')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}\n${output}`)));
  });
}

async function publicPages(base: string): Promise<string[]> {
  const list = (await (await fetch(`${base}/api/guest/recipes`)).json()) as {
    data: { id: number }[];
  };
  const blogs = (await (await fetch(`${base}/api/blogs`)).json()) as { data: unknown };
  const blogList = (Array.isArray(blogs.data) ? blogs.data : (blogs.data as { data: unknown[] }).data) as {
    slug?: string;
    id: number;
  }[];
  const recipeId = list.data[0].id;
  const blog = blogList[0];
  return [
    '/recipe-library',
    '/recipes/recipe_library/1',
    `/recipe-details/${recipeId}`,
    '/blog',
    `/blog/${blog.slug ?? blog.id}`,
    '/meal-planner',
    '/auth/login',
    '/auth/register',
    '/auth/verify-email',
    '/no-such-page',
  ];
}

/** Navigates inside the app: a new history entry and a popstate, which the router follows. */
async function visit(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  // The router really showed the page (not a full reload, not the home page).
  const shown = await page.evaluate(() => ({
    path: window.location.pathname,
    heading: document.querySelector('main h1')?.textContent ?? '',
    sameDocument: (window as unknown as { __heapBench?: boolean }).__heapBench === true,
  }));
  if (shown.path !== to || !shown.heading || !shown.sameDocument)
    throw new Error(`${to}: shows ${JSON.stringify(shown)}`);
  headings.set(to, shown.heading);
}

const headings = new Map<string, string>();

async function back(page: Page): Promise<void> {
  await page.evaluate(() => window.history.back());
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
}

async function heapAfterGc(cdp: CDPSession): Promise<{ usedMb: number; nodes: number; listeners: number }> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
  return { usedMb: usedSize / 1024 / 1024, nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
}

async function main(): Promise<void> {
  await freshDatabase('forkcast_heap');
  const server = await startServer();
  const base = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const loadBefore = loadavg();
    const pages = await publicPages(base);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${base}/`);
    // The server-rendered page runs the app once it has painted (public/start-after-paint.js).
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    // Set once: a full page load would lose it (and hide any leak).
    await page.evaluate(() => {
      (window as unknown as { __heapBench: boolean }).__heapBench = true;
    });
    const start = await heapAfterGc(cdp);
    const rounds = [];
    for (let round = 1; round <= 2; round++) {
      for (const to of pages) {
        await visit(page, to);
        await back(page);
      }
      rounds.push(await heapAfterGc(cdp));
    }
    if (new URL(page.url()).pathname !== '/') throw new Error(`expected to be back on /, at ${page.url()}`);
    const growth = rounds[1].usedMb - rounds[0].usedMb;
    const line = (label: string, value: { usedMb: number; nodes: number; listeners: number }) =>
      `| ${label} | ${value.usedMb.toFixed(2)} | ${value.nodes} | ${value.listeners} |`;
    const report = [
      `## JS heap (${new Date().toISOString()}, Chromium ${browser.version()}, 1440×900, production build, demo data)`,
      '',
      `Load average: ${loadBefore} at start, ${loadavg()} at end. Pages visited from / and back, each round: ${pages.join(', ')}.`,
      '',
      '| after forced GC | JS heap used (MB) | DOM nodes | JS event listeners |',
      '| --- | --- | --- | --- |',
      line('home page loaded', start),
      line('round 1', rounds[0]),
      line('round 2', rounds[1]),
      '',
      `Pages shown (their h1): ${[...headings.values()].map((heading) => `“${heading}”`).join(', ')}.`,
      '',
      `Goal: < 40 MB after each round (${Math.max(rounds[0].usedMb, rounds[1].usedMb) < 40 ? 'met' : 'MISSED'}); round 2 − round 1 = ${growth.toFixed(2)} MB (no growth: ${growth < 0.5 ? 'met' : 'MISSED'}, tolerance 0.5 MB).`,
      '',
    ].join('\n');
    await writeReport('heap.md', report);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

runBench(main, { exitWhenDone: true });
