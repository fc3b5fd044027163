/**
 * bench:stall — can one request stall everyone? (issue 33). Starts the real server (server/main.ts,
 * PostgreSQL on BENCH_ADMIN_URL's server, database forkcast_stall, emptied first; STALL_PGLITE=1
 * for the embedded database), signs a cook in, then sends the worst request of each route one
 * class at a time: lists as long as the 64 KB JSON body limit allows, text as long, JSON nested as deep,
 * a 1 MB body (refused, 413, before it is read),
 * a recipe of 180 pathological ingredient lines (runs of vulgar fractions, `1⅓ 2⅔` over and over),
 * 10,000-character searches. Meanwhile it asks GET /api/health every 10 ms, and the server process
 * measures its own event loop (bench/stallProbe.ts, perf_hooks.monitorEventLoopDelay, over IPC).
 * It prints health latency idle and under the load from the same run, and per class the answer,
 * its time and the longest the event loop was held. Goal: no request holds the loop > 50 ms;
 * health p99 under load ≤ 100 ms.
 * Usage: npm run bench:stall   (PORT defaults to 4530; ROUNDS, default 5, sends of each class)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { JSON_BODY_MAX_BYTES } from '../server/http/jsonBody';
import { runBench, serverStarted } from './benchProcess';
import { freshDatabase } from './freshDatabase';

const PORT = Number(process.env.PORT ?? 4530);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PGLITE = process.env.STALL_PGLITE === '1';
const root = path.resolve(__dirname, '..');
const BODY_LIMIT = JSON_BODY_MAX_BYTES;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

interface LoopDelay {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
}

async function startServer(dataDir: string, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', path.join(root, 'bench/stallProbe.ts'), 'server/main.ts', '--no-build'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dist'),
        DATABASE_URL: databaseUrl,
        RATE_LIMITS: 'off',
        SERVER_RENDER: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  return serverStarted(child);
}

/** Asks the server process for its event loop's delay since the last reset (`reset` starts anew). */
function probe(child: ChildProcess, message: 'reset' | 'read'): Promise<LoopDelay> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as LoopDelay));
    child.send(message);
  });
}

interface Answer {
  status: number;
  ms: number;
  text: string;
}

function send(method: string, url: string, body?: Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path: url,
        agent,
        headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const sendJson = (method: string, url: string, body: unknown, token?: string) =>
  send(method, url, Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)), {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

/** Health asked every 10 ms (one at a time, its own socket) until stopped; the latencies. */
function pingHealth(): { stop: () => Promise<number[]> } {
  const pinger = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: PORT, path: '/api/health', agent: pinger }, (response) => {
            response.resume();
            response.on('end', () => resolve());
          })
          .on('error', reject);
      });
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      pinger.destroy();
      return latencies;
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (value: number) => value.toFixed(1);

/** A list whose JSON is as close to the body limit as `item` allows, under `key` beside `rest`. */
function longestList(key: string, item: unknown, rest: Record<string, unknown> = {}): string {
  const itemText = JSON.stringify(item);
  const head = JSON.stringify({ ...rest, [key]: [] }).slice(0, -2);
  const count = Math.floor((BODY_LIMIT - head.length - 64) / (itemText.length + 1));
  return `${head}${new Array<string>(count).fill(itemText).join(',')}]}`;
}

/** A text field as long as the body limit allows. */
const longestText = (key: string, rest: Record<string, unknown> = {}) =>
  JSON.stringify({ ...rest, [key]: 'x'.repeat(BODY_LIMIT - JSON.stringify(rest).length - key.length - 64) });

const FRACTIONS = '⅓⅔¼¾½⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚';
/** 300 characters (the ingredient limit) of vulgar fractions, or of `1⅓ 2⅔`. */
const fractionLine = (index: number) =>
  index % 2 === 0
    ? Array.from({ length: 300 }, (_, at) => FRACTIONS[(at + index) % FRACTIONS.length]).join('')
    : '1⅓ 2⅔ '.repeat(50).slice(0, 300).trim();

function recipeForm(categoryId: number, libraryId: number, image: Buffer): { body: Buffer; boundary: string } {
  const boundary = `----stall-${Math.random().toString(36).slice(2)}`;
  const fields: [string, string][] = [
    ['recipe_name', 'Fraction soup'],
    ['category_id', String(categoryId)],
    ['recipe_library_id', String(libraryId)],
    ['age_group', 'adult'],
    ['serving_number', '2'],
    ['cooking_time', '10'],
    ['preparation_time', '5'],
    ['nutrition_info', '100 kcal'],
    ['tags[0]', 'bench'],
    ['instructions[0]', 'Stir.'],
    ...Array.from({ length: 180 }, (_, index): [string, string] => [`ingredients[${index}]`, fractionLine(index)]),
  ];
  const body = Buffer.concat([
    ...fields.map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="recipe_image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, boundary };
}

interface Probe {
  label: string;
  run: () => Promise<Answer>;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forkcast-stall-'));
  const databaseUrl = PGLITE ? '' : await freshDatabase('forkcast_stall');
  const server = await startServer(dataDir, databaseUrl);
  try {
    const password = 'stall-password-1';
    const registered = await sendJson('POST', '/api/users/register', {
      name: 'Stall Tester',
      email: `stall-${Date.now()}@example.test`,
      password,
      password_confirmation: password,
    });
    const token = (JSON.parse(registered.text) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };
    const household = JSON.parse((await send('GET', '/api/household', undefined, auth)).text) as {
      data: { members: { id: number }[] };
    };
    const memberId = household.data.members[0].id;
    const first = async (url: string) =>
      (JSON.parse((await send('GET', url)).text) as { data: { id: number }[] }).data[0].id;
    const [categoryId, libraryId, recipeId] = [
      await first('/api/categories'),
      await first('/api/recipe-libraries'),
      await first('/api/guest/recipes'),
    ];
    const planned = JSON.parse(
      (await sendJson('POST', `/api/meal-plans/${recipeId}`, { day: 'monday', category_id: categoryId }, token)).text,
    ) as { data: { meals: { id: number }[] } };
    const mealId = planned.data.meals[0]?.id ?? 1;
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const form = recipeForm(categoryId, libraryId, image);
    const member = { name: 'Mia', age_group: 'child' };
    const search = 'tomato+soup+'.repeat(840).slice(0, 10_000); // '+' is a space: 10,000 characters of query

    const probes: Probe[] = [
      {
        label: 'POST /api/household/members allergens',
        run: () => sendJson('POST', '/api/household/members', longestList('allergens', 'egg', member), token),
      },
      {
        label: 'POST /api/household/members diets',
        run: () => sendJson('POST', '/api/household/members', longestList('diets', 'vegan', member), token),
      },
      {
        label: 'POST /api/household/members dislikes',
        run: () => sendJson('POST', '/api/household/members', longestList('dislikes', 'leek', member), token),
      },
      {
        label: 'PATCH /api/household/members/:id allergens',
        run: () => sendJson('PATCH', `/api/household/members/${memberId}`, longestList('allergens', 'egg'), token),
      },
      {
        label: 'POST /api/meal-attendees/:id member_ids',
        run: () => sendJson('POST', `/api/meal-attendees/${mealId}`, longestList('member_ids', 1), token),
      },
      {
        label: 'POST /api/meal-plans/:id member_ids',
        run: () =>
          sendJson(
            'POST',
            `/api/meal-plans/${recipeId}`,
            longestList('member_ids', 1, { day: 'monday', category_id: categoryId }),
            token,
          ),
      },
      {
        label: 'POST /api/household/members name 64 KB',
        run: () => sendJson('POST', '/api/household/members', longestText('name', { age_group: 'child' }), token),
      },
      {
        label: 'POST /api/shopping-list/items name 64 KB',
        run: () => sendJson('POST', '/api/shopping-list/items', longestText('name'), token),
      },
      {
        label: 'POST /api/review/:id comment 64 KB',
        run: () => sendJson('POST', `/api/review/${recipeId}`, longestText('comment', { rating: 5 }), token),
      },
      {
        label: 'POST /api/meal-update/:id name 64 KB',
        run: () => sendJson('POST', `/api/meal-update/${mealId}`, longestText('name'), token),
      },
      {
        label: 'POST /api/users/login email 64 KB',
        run: () => sendJson('POST', '/api/users/login', longestText('email', { password: 'x' })),
      },
      {
        label: 'POST /api/users/register name 64 KB',
        run: () =>
          sendJson(
            'POST',
            '/api/users/register',
            longestText('name', { email: 'a@b.test', password: 'p', password_confirmation: 'p' }),
          ),
      },
      {
        label: 'POST /api/household/members JSON 32k deep',
        run: () =>
          sendJson('POST', '/api/household/members', `{"allergens":${'['.repeat(32_000)}${']'.repeat(32_000)}}`, token),
      },
      {
        label: 'POST /api/household/members 1 MB (413)',
        run: () => {
          const started = performance.now();
          // The server answers 413 and closes before reading it all: a reset counts as refused (status 0).
          return sendJson(
            'POST',
            '/api/household/members',
            JSON.stringify({ ...member, allergens: new Array<object>(120_000).fill({ a: 1 }) }),
            token,
          ).catch((): Answer => ({ status: 0, ms: performance.now() - started, text: '' }));
        },
      },
      {
        label: 'POST /api/household/members 8k objects',
        run: () => sendJson('POST', '/api/household/members', longestList('allergens', { a: 1 }, member), token),
      },
      {
        label: 'POST /api/recipe/store 180 fraction lines',
        run: () =>
          send('POST', '/api/recipe/store', form.body, {
            ...auth,
            'content-type': `multipart/form-data; boundary=${form.boundary}`,
          }),
      },
      {
        label: 'GET /api/recipes/search 10k characters',
        run: () => send('GET', `/api/recipes/search?search=${search}`),
      },
      {
        label: 'GET /api/guest/recipes search 10k characters',
        run: () => send('GET', `/api/guest/recipes?search=${search}`),
      },
      {
        label: 'GET /api/meal-conflicts/:id member_ids 10k',
        run: () => send('GET', `/api/meal-conflicts/${recipeId}?member_ids=${'1,'.repeat(5000)}`, undefined, auth),
      },
    ];

    // Warm the routes (first compiles, first queries) before anything is measured.
    for (const { run } of probes) await run();

    await probe(server, 'reset');
    const idlePing = pingHealth();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await idlePing.stop();
    const idleLoop = await probe(server, 'read');

    const rows: string[] = [];
    const loadPing = pingHealth();
    let worstLoop = 0;
    for (const { label, run } of probes) {
      await probe(server, 'reset');
      const times: number[] = [];
      const statuses = new Set<number>();
      for (let round = 0; round < ROUNDS; round++) {
        const answer = await run();
        times.push(answer.ms);
        statuses.add(answer.status);
      }
      const loop = await probe(server, 'read');
      worstLoop = Math.max(worstLoop, loop.maxMs);
      rows.push(
        `| ${label} | ${[...statuses].join(', ')} | ${ms(percentile(times, 50))} | ${ms(Math.max(...times))} | ${ms(loop.maxMs)} |`,
      );
    }
    const load = await loadPing.stop();

    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${os.cpus().length} cores; ${PGLITE ? 'PGlite' : 'PostgreSQL'}; ${ROUNDS} sends of each class`,
    );
    console.log('| worst request | status | p50 ms | max ms | event loop max ms |');
    console.log('|---|---|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log('');
    console.log('| GET /api/health | requests | p50 ms | p99 ms | max ms | event loop max ms |');
    console.log('|---|---:|---:|---:|---:|---:|');
    console.log(
      `| idle | ${idle.length} | ${ms(percentile(idle, 50))} | ${ms(percentile(idle, 99))} | ${ms(Math.max(...idle))} | ${ms(idleLoop.maxMs)} |`,
    );
    console.log(
      `| under the worst requests | ${load.length} | ${ms(percentile(load, 50))} | ${ms(percentile(load, 99))} | ${ms(Math.max(...load))} | ${ms(worstLoop)} |`,
    );
  } finally {
    agent.destroy();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
