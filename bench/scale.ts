/**
 * bench:scale — the SPA with 100,000 recipes against the 48 demo recipes, in Chromium.
 *  1. The library page (/recipes/recipe_library/1): time from navigation start until its first
 *     recipe grid (real cards, not skeletons) is in the DOM and painted; median of RUNS, each
 *     in a fresh browser context (cold cache), alternating the two servers.
 *  2. Typing in the search box at 1440 px: interaction to next paint from a PerformanceObserver
 *     on 'event' entries (durationThreshold 16), and a check that the panel shows the results
 *     of each typed text's final query.
 * Both servers run the production build on PostgreSQL: forkcast_scale (seedScale) and
 * forkcast_scale_demo (the demo seed), so only the amount of data differs.
 * Usage: npm run bench:scale [BENCH_REUSE=1 to keep the last run's databases]  (builds nothing: DIST_DIR must hold a production build, default /tmp/dist-scale)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { Client } from 'pg';
import { openPostgres } from '../server/db/client';
import { CHROMIUM_ARGS, loadavg, runBench, writeReport } from './benchProcess';
import { databaseOf, freshDatabase } from './freshDatabase';
import { seedScale } from './seedScale';

const RUNS = Number(process.env.SCALE_RUNS ?? 5);
const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const DIST_DIR = path.resolve(process.env.DIST_DIR ?? '/tmp/dist-scale');
const root = path.resolve(__dirname, '..');
const LIBRARY_PATH = '/recipes/recipe_library/1';
const QUERIES = ['spaghetti', 'lentil soup', 'pancakes'];

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  dataDir: string;
}

function startServer(name: string, databaseUrl: string, port: number, dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts'), '--no-build'], {
    cwd: root,
    // The anonymous answer cache is off by default here: every run pays for its queries.
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ANSWER_CACHE_MS: process.env.ANSWER_CACHE_MS ?? '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running on')) resolve({ name, url: `http://127.0.0.1:${port}`, child, dataDir });
    });
    child.once('exit', (code) => reject(new Error(`${name} server exited with ${code}\n${output}`)));
  });
}

/**
 * Records when the first real recipe card is in the DOM, one frame later (painted). A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page lacks.
 */
const GRID_PROBE = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main ul:not([aria-busy]) > li > article[aria-label]')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__gridAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
`;

async function timeToGrid(browser: Browser, server: Server): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: GRID_PROBE });
    await page.goto(`${server.url}${LIBRARY_PATH}`);
    await page.waitForFunction(() => (window as unknown as { __gridAt?: number }).__gridAt !== undefined, null, {
      timeout: 60_000,
    });
    return await page.evaluate(() => (window as unknown as { __gridAt: number }).__gridAt);
  } finally {
    await context.close();
  }
}

/** Worst interaction (max duration per interactionId) seen by the 'event' observer: INP for < 50 interactions. */
const INP_PROBE = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

interface TypingResult {
  inp: number;
  interactions: number;
  allFinal: boolean;
  settleMs: number[];
}

async function typeSearches(browser: Browser, server: Server): Promise<TypingResult> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page: Page = await context.newPage();
    await page.addInitScript({ content: INP_PROBE });
    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/recipes/search') searched.push(url.searchParams.get('search') ?? '');
    });
    await page.goto(`${server.url}/`);
    // Typing starts once the app runs: the server-rendered page starts it after it has painted.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const box = page.getByRole('searchbox', { name: 'Search recipes' }).first();
    await box.waitFor();
    let allFinal = true;
    const settleMs: number[] = [];
    for (const query of QUERIES) {
      await box.fill('');
      await box.click();
      await box.pressSequentially(query, { delay: 60 });
      const typedAt = Date.now();
      const panel = page.locator('[aria-live="polite"]').filter({ hasText: 'Search Results' }).first();
      await panel.waitFor({ timeout: 30_000 });
      settleMs.push(Date.now() - typedAt);
      const lastSearched = searched[searched.length - 1];
      const firstName = (await panel.locator('li').first().innerText()).toLowerCase();
      const finalShown =
        lastSearched === query && query.split(' ').some((word) => firstName.includes(word.slice(0, 5)));
      if (!finalShown) allFinal = false;
      await page.keyboard.press('Escape');
    }
    await page.waitForTimeout(500);
    const durations = await page.evaluate(() => [
      ...(window as unknown as { __interactions: Map<number, number> }).__interactions.values(),
    ]);
    return { inp: durations.length ? Math.max(...durations) : 0, interactions: durations.length, allFinal, settleMs };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * seedScale writes recipes, not the site's content: the same site settings, links, blocks and
 * blog posts as the demo (tables without foreign keys), so both sites render the same page.
 */
async function copyContent(fromUrl: string, toUrl: string): Promise<void> {
  const from = new Client({ connectionString: fromUrl });
  const to = new Client({ connectionString: toUrl });
  await Promise.all([from.connect(), to.connect()]);
  try {
    for (const table of ['site_settings', 'social_links', 'cms_blocks', 'blogs']) {
      const { rows } = await from.query(`select coalesce(json_agg(t), '[]') as rows from ${table} t`);
      await to.query(`TRUNCATE ${table} RESTART IDENTITY`);
      await to.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(null::${table}, $1)`, [
        JSON.stringify(rows[0].rows),
      ]);
      if (table === 'social_links' || table === 'blogs') {
        await to.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
        );
      }
    }
  } finally {
    await Promise.all([from.end(), to.end()]);
  }
}

/** The demo's uploads (the copied content's images), and a real image for uploads/bench-*.webp of the synthetic recipes. */
function shareDemoImage(demo: Server, scale: Server): void {
  const uploads = path.join(demo.dataDir, 'uploads');
  if (!existsSync(uploads)) return;
  cpSync(uploads, path.join(scale.dataDir, 'uploads'), { recursive: true });
  const source = readdirSync(uploads, { recursive: true })
    .map(String)
    .find((file) => file.endsWith('-640.webp'));
  if (!source) return;
  mkdirSync(path.join(scale.dataDir, 'uploads'), { recursive: true });
  for (const width of [320, 640, 1024]) {
    const from = path.join(uploads, source.replace(/-640\.webp$/, `-${width}.webp`));
    if (existsSync(from)) copyFileSync(from, path.join(scale.dataDir, 'uploads', `bench-${width}.webp`));
  }
}

async function main(): Promise<void> {
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) throw new Error(`No production build in ${DIST_DIR}`);
  const seedStarted = Date.now();
  // BENCH_REUSE=1 keeps the databases of the previous run (same seeds), to repeat a measurement.
  const reuse = process.env.BENCH_REUSE === '1';
  const scaleUrl = reuse ? databaseOf('forkcast_scale') : await freshDatabase('forkcast_scale');
  const demoUrl = reuse ? databaseOf('forkcast_scale_demo') : await freshDatabase('forkcast_scale_demo');
  if (!reuse) {
    await (await openPostgres(scaleUrl)).close();
    await seedScale(scaleUrl, RECIPES);
  }
  console.log(`Databases ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

  // Fixed data dirs, so a reused demo database still finds the images its seed wrote.
  const demoDir = path.join(os.tmpdir(), 'forkcast-scale-demo');
  const scaleDir = path.join(os.tmpdir(), 'forkcast-scale-data');
  if (!reuse) for (const dir of [demoDir, scaleDir]) rmSync(dir, { recursive: true, force: true });
  const servers: Server[] = [];
  let browser: Browser | undefined;
  try {
    const demo = await startServer('demo (48 recipes)', demoUrl, 4502, demoDir);
    servers.push(demo);
    await copyContent(demoUrl, scaleUrl);
    const scale = await startServer(`${RECIPES.toLocaleString('en')} recipes`, scaleUrl, 4503, scaleDir);
    servers.push(scale);
    shareDemoImage(demo, scale);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const loadBefore = loadavg();
    // One warm-up each (server caches, Chromium's compiled code), then alternating runs.
    await timeToGrid(browser, demo);
    await timeToGrid(browser, scale);
    const grid = { demo: [] as number[], scale: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      grid.demo.push(await timeToGrid(browser, demo));
      grid.scale.push(await timeToGrid(browser, scale));
    }
    const typing = { demo: await typeSearches(browser, demo), scale: await typeSearches(browser, scale) };
    const ratio = median(grid.scale) / median(grid.demo);
    const ms = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
    const report = [
      `## At scale (${new Date().toISOString()}, Chromium ${browser.version()}, 1440×900, production build, PostgreSQL)`,
      '',
      `Load average: ${loadBefore} at start, ${loadavg()} at end (${os.cpus().length} cores). ANSWER_CACHE_MS=${process.env.ANSWER_CACHE_MS ?? '0'} on both servers.`,
      '',
      '| measurement | demo (48 recipes) | 100,000 recipes | goal |',
      '| --- | --- | --- | --- |',
      `| first grid of ${LIBRARY_PATH}, median of ${RUNS} (ms) | ${median(grid.demo).toFixed(0)} (${ms(grid.demo)}) | ${median(grid.scale).toFixed(0)} (${ms(grid.scale)}) | ratio ${ratio.toFixed(2)} (≤ 1.2) |`,
      `| search box INP, ${QUERIES.length} queries typed (ms) | ${typing.demo.inp.toFixed(0)} (${typing.demo.interactions} interactions ≥ 16 ms) | ${typing.scale.inp.toFixed(0)} (${typing.scale.interactions} interactions ≥ 16 ms) | ≤ 100 |`,
      `| results of each final query shown | ${typing.demo.allFinal ? 'yes' : 'NO'} | ${typing.scale.allFinal ? 'yes' : 'NO'} | yes |`,
      `| last keystroke → results (ms) | ${ms(typing.demo.settleMs)} | ${ms(typing.scale.settleMs)} | |`,
      '',
    ].join('\n');
    await writeReport('scale.md', report);
  } finally {
    await browser?.close();
    for (const server of servers) server.child.kill('SIGTERM');
  }
}

runBench(main, { exitWhenDone: true });
