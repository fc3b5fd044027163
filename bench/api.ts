/**
 * bench:api — the API on real PostgreSQL with 100,000 synthetic recipes, under autocannon.
 * Each endpoint is measured beside two baselines from the same run: a bare Fastify route
 * (the ceiling of the framework on this machine) and the list's raw SQL behind a bare route.
 * Server processes run apart from the load generator; their peak RSS is read from /proc.
 * Writes bench/out/api.md. Usage: DATABASE_URL=postgres://… npm run bench:api
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
type Result = Awaited<ReturnType<typeof autocannon>>;
import { Client } from 'pg';
import { openPostgres } from '../server/db/client';
import { openLoop, type OpenLoopResult } from './openLoop';
import { JUDGED_QUERIES } from './search/judgedQueries';
import { SCALE_WORDS, seedScale } from './seedScale';
import { runBench, writeReport } from './benchProcess';

const RECIPES = Number(process.env.BENCH_RECIPES ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/forkcast_bench';

interface Server {
  port: number;
  child: ChildProcess;
  peakRssMb: () => number;
}

async function ensureDatabase(): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
  );
  await client.end();
  const handle = await openPostgres(databaseUrl);
  await handle.close();
}

function startServer(mode: 'app' | 'bare' | 'raw', env: Record<string, string> = {}): Promise<Server> {
  // Every server runs with the node flags of `npm start` (package.json's "start" is
  // `node <flags> server/main.ts`), so the API is measured as production runs it.
  const start: string = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')).scripts.start;
  const words = start.trim().split(/\s+/);
  const entry = words.indexOf('server/main.ts');
  if (words[0] !== 'node' || entry < 0)
    throw new Error(`bench:api expects "start" to be "node <flags> server/main.ts", not: ${start}`);
  const child = spawn(
    process.execPath,
    [...words.slice(1, entry), path.join(__dirname, 'apiServer.ts'), '--mode', mode],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) {
        resolve({
          port: Number(match[1]),
          child,
          peakRssMb: () => {
            const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
            return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
          },
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

/** Throughput: 10 connections, each sending its next request as soon as the last is answered. */
async function load(port: number, pathOrPaths: string | string[]): Promise<Result> {
  const paths = Array.isArray(pathOrPaths) ? pathOrPaths : [pathOrPaths];
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 10,
    duration: DURATION,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${paths[0]}: ${result.non2xx} non-2xx (${JSON.stringify((result as unknown as { statusCodeStats?: unknown }).statusCodeStats)}), ${result.errors} errors`,
    );
  return result;
}

/** Latency at a constant request rate (bench/openLoop.ts: evenly spaced, no coordinated omission). */
async function atRate(port: number, paths: string | string[], rate: number): Promise<OpenLoopResult> {
  const result = await openLoop(port, Array.isArray(paths) ? paths : [paths], rate, DURATION);
  if (result.failed > 0) throw new Error(`${[paths].flat()[0]} at ${rate} req/s: ${result.failed} failed`);
  return result;
}

const rateRow = (name: string, result: OpenLoopResult, note = '') =>
  `| ${name} | ${result.rate} | ${result.p50} | ${result.p90} | ${result.p99} | p95 ${result.p95} ms, max ${result.max} ms${note ? `; ${note}` : ''} |`;

/**
 * 240 different searches as people type them (lower case, a third with a letter missing), so
 * that the answer cache cannot serve them: adjective + dish, ingredient + dish, dish alone.
 */
function distinctSearches(): string[] {
  const dishes = SCALE_WORDS.dishes.map((dish) => dish.toLowerCase());
  const typo = (text: string, index: number) => (index % 3 === 0 ? text.slice(0, 3) + text.slice(4) : text);
  const queries = [
    ...SCALE_WORDS.adjectives.flatMap((adjective) => dishes.map((dish) => `${adjective.toLowerCase()} ${dish}`)),
    ...SCALE_WORDS.ingredients.slice(0, 2).flatMap((ingredient) => dishes.map((dish) => `${ingredient} ${dish}`)),
    ...dishes,
  ];
  return queries
    .slice(0, 240)
    .map((query, index) => `/api/recipes/search?search=${encodeURIComponent(typo(query, index))}`);
}

/**
 * The judged queries of search quality (bench/search/judgedQueries.ts), here for speed only: each
 * through the search box and the list filter, over synthetic recipes that mostly do not match.
 */
const judgedSearches = (): string[] =>
  JUDGED_QUERIES.flatMap(({ query }) => [
    `/api/recipes/search?search=${encodeURIComponent(query)}`,
    `/api/guest/recipes?search=${encodeURIComponent(query)}`,
  ]);

const row = (name: string, result: Result, note = '') =>
  `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p90} | ${result.latency.p99} | ${note} |`;

async function main(): Promise<void> {
  console.log(
    `Load average at the start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(`Preparing ${RECIPES} recipes in ${databaseUrl} …`);
  const seedStart = Date.now();
  await ensureDatabase();
  await seedScale(databaseUrl, RECIPES);
  console.log(`Seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  const bare = await startServer('bare');
  const raw = await startServer('raw');
  const app = await startServer('app');
  // The same API with the anonymous answer cache off: what the queries themselves cost.
  const uncached = await startServer('app', { ANSWER_CACHE_MS: '0' });
  try {
    const libraries = [1, 2, 3, 4, 5, 6, 7, 8];
    const listPaths = libraries.map((id) => `/api/guest/recipes?recipe_library_id=${id}&category_id=${1 + (id % 6)}`);
    const searchTerms = [
      'spagetti',
      'lentil soup',
      'chickpea',
      'salmon bowl',
      'pancakes',
      'crispy tacos',
      'risoto',
      'granola',
    ];
    const searchPaths = searchTerms.map((term) => `/api/recipes/search?search=${encodeURIComponent(term)}`);
    /** 50 recipes spread over the seeded ones, for the single-recipe rows. */
    const recipeIds = Array.from({ length: 50 }, (_, i) => 1 + i * 1999);
    const singlePaths = recipeIds.map((id) => `/api/single-recipe/${id}`);

    await load(app.port, listPaths); // warm-up
    const results = {
      bare: await load(bare.port, '/bare'),
      raw: await load(
        raw.port,
        libraries.map((id) => `/raw?library=${id}`),
      ),
      rawCards: await load(
        raw.port,
        libraries.map((id) => `/raw-cards?library=${id}&category=${1 + (id % 6)}`),
      ),
      rawDetail: await load(
        raw.port,
        recipeIds.map((id) => `/raw-detail?id=${id}`),
      ),
      appFloor: await load(app.port, '/api/bench-constant'),
      list: await load(app.port, listPaths),
      listDeepPage: await load(app.port, '/api/guest/recipes?page=400'),
      single: await load(app.port, singlePaths),
      search: await load(app.port, searchPaths),
      listAt500: await atRate(app.port, listPaths, 500),
      bareAt500: await atRate(bare.port, '/bare', 500),
      uncachedList: await load(uncached.port, listPaths),
      uncachedSingle: await load(uncached.port, singlePaths),
      uncachedSearch: await load(uncached.port, searchPaths),
      uncachedListAt500: await atRate(uncached.port, listPaths, 500),
      uncachedSearchAt100: await atRate(uncached.port, distinctSearches(), 100),
      uncachedSearchAt200: await atRate(uncached.port, distinctSearches(), 200),
      uncachedJudgedAt100: await atRate(uncached.port, judgedSearches(), 100),
    };
    const uncachedRatio = results.uncachedList.requests.average / results.bare.requests.average;
    const ratio = results.list.requests.average / results.bare.requests.average;
    const lines = [
      `## API (${new Date().toISOString()}, ${RECIPES.toLocaleString('en')} recipes, PostgreSQL, ${DURATION} s per row, 10 connections for req/s rows; fixed-rate rows are an open-loop constant rate, latency from each request's due time)`,
      '',
      '| target | req/s | p50 ms | p90 ms | p99 ms | note |',
      '| --- | --- | --- | --- | --- | --- |',
      row('baseline: bare Fastify route', results.bare),
      row('baseline: raw SQL list behind a bare route', results.raw),
      row(
        "baseline: the grid page's own statement (the card's columns) by hand through pg",
        results.rawCards,
        'the SQL the list sends, without the app',
      ),
      row(
        "baseline: the details' own statement by hand through pg",
        results.rawDetail,
        'the SQL the details read sends, without the app',
      ),
      row(
        "baseline: the bare route's constant answer inside the full app",
        results.appFloor,
        `${((results.appFloor.requests.average / results.bare.requests.average) * 100).toFixed(0)}% of bare: the plugins' fixed cost`,
      ),
      row(
        'GET /api/guest/recipes (library + category)',
        results.list,
        `${(ratio * 100).toFixed(0)}% of bare (goal ≥ 50%), ${((results.list.requests.average / results.appFloor.requests.average) * 100).toFixed(0)}% of the app's constant route`,
      ),
      row('GET /api/guest/recipes?page=400', results.listDeepPage),
      row('GET /api/single-recipe/{id}', results.single),
      row(
        'GET /api/recipes/search (8 queries incl. typos)',
        results.search,
        `p97.5 ${results.search.latency.p97_5} ms (goal p95 ≤ 50)`,
      ),
      rateRow('list at a fixed 500 req/s', results.listAt500, `p99 goal ≤ 25 ms`),
      rateRow('baseline: bare route at a fixed 500 req/s', results.bareAt500, "the machine's wake-up latency floor"),
      row(
        'ANSWER_CACHE_MS=0: list',
        results.uncachedList,
        `${(uncachedRatio * 100).toFixed(0)}% of bare, **${((results.uncachedList.requests.average / results.raw.requests.average) * 100).toFixed(0)}% of the raw SQL list** (goal ≥ 80%), ${((results.uncachedList.requests.average / results.rawCards.requests.average) * 100).toFixed(0)}% of its own statement`,
      ),
      row(
        'ANSWER_CACHE_MS=0: GET /api/single-recipe/{id} (50 recipes, views counted)',
        results.uncachedSingle,
        `goal ≥ 5,000 req/s; ${((results.uncachedSingle.requests.average / results.rawDetail.requests.average) * 100).toFixed(0)}% of its own statement`,
      ),
      row('ANSWER_CACHE_MS=0: search', results.uncachedSearch, `p97.5 ${results.uncachedSearch.latency.p97_5} ms`),
      rateRow('ANSWER_CACHE_MS=0: list at a fixed 500 req/s', results.uncachedListAt500),
      rateRow(
        'ANSWER_CACHE_MS=0: search at a fixed 100 req/s, 240 distinct queries',
        results.uncachedSearchAt100,
        'goal p95 ≤ 50 ms',
      ),
      rateRow(
        'ANSWER_CACHE_MS=0: search at a fixed 200 req/s, 240 distinct queries',
        results.uncachedSearchAt200,
        'goal p95 ≤ 50 ms',
      ),
      rateRow(
        `ANSWER_CACHE_MS=0: the ${JUDGED_QUERIES.length} judged queries (search box and list filter) at a fixed 100 req/s`,
        results.uncachedJudgedAt100,
        'goal p95 ≤ 50 ms',
      ),
      '',
      `Peak RSS: API ${app.peakRssMb().toFixed(0)} MB (goal < 250 MB), API without answer cache ${uncached.peakRssMb().toFixed(0)} MB, bare route ${bare.peakRssMb().toFixed(0)} MB, raw SQL route ${raw.peakRssMb().toFixed(0)} MB.`,
      `Load average at the end: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (${os.cpus().length} cores).`,
      '',
    ];
    const report = lines.join('\n');
    await writeReport('api.md', report);
  } finally {
    for (const server of [bare, raw, app, uncached]) server.child.kill('SIGTERM');
  }
}

runBench(main, { exitWhenDone: true });
